"""Playing cards of Pitch drawn with ``QPainter`` (faces and backs at any size and device pixel ratio), the
colour of each suit in the deck in use (two colours or four, :func:`use_deck`), and the drag payload of a
card from the player's hand. GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

from pit_desktop.games.pitch.engine.cards import Card, Suit, card
from pit_desktop.games.pitch.prefs import Deck
from pit_desktop.games.pitch.ui.words import RED_SUITS, SUIT_SYMBOLS, rank_index

CARD_ASPECT = 1.4
"""Card height / width."""

CARD_MIME = "application/x-pitch-card"
"""MIME type of a drag of one card from the player's hand: the card's id (``"AS"``) in UTF-8."""

FACE = QColor("#fdfaf2")
RED = QColor("#c0261b")
BLACK = QColor("#1d1d1d")
BLUE = QColor("#1452b8")
"""The four-colour deck's ♦."""
GREEN = QColor("#17752f")
"""The four-colour deck's ♣."""

SUIT_COLOURS: dict[Deck, dict[Suit, QColor]] = {
    Deck.TWO_COLOUR: {suit: RED if suit in RED_SUITS else BLACK for suit in Suit},
    Deck.FOUR_COLOUR: {Suit.SPADES: BLACK, Suit.HEARTS: RED, Suit.DIAMONDS: BLUE, Suit.CLUBS: GREEN},
}
"""Each deck's ink for each suit, on the card face (:data:`FACE`) and in the log."""

_deck = Deck.TWO_COLOUR


def use_deck(deck: Deck) -> None:
    """Colour the suits as ``deck`` does from now on, on every card drawn and in the log (the window
    repaints what it shows)."""
    global _deck
    _deck = deck


def deck_in_use() -> Deck:
    """The deck the cards are drawn with (:func:`use_deck`)."""
    return _deck


def suit_colour(suit: Suit) -> QColor:
    """The ink of ``suit`` in the deck in use."""
    return SUIT_COLOURS[_deck][suit]


BACK = QColor("#7a2c1f")
BACK_PATTERN = QColor("#d9b45a")
EDGE = QColor("#3a2a18")
DIM = QColor(30, 30, 30, 150)
HIGHLIGHT = QColor("#6fd3ff")
"""The keyboard focus's ring on a card of the hand: thin, blue, inside the card's edge."""
WINNING = QColor("#f0b429")
"""The ring round the card winning (or that won) the trick: thick, gold, outside the card's edge, so it
never looks like the focus (:data:`HIGHLIGHT`)."""


def card_width(height: float) -> float:
    """The width of a card ``height`` pixels tall."""
    return height / CARD_ASPECT


def paint_card(
    painter: QPainter,
    rect: QRectF,
    face: Card | None,
    *,
    dimmed: bool = False,
    focused: bool = False,
    winning: bool = False,
) -> None:
    """Draw ``face`` (its back when ``None``) in ``rect``: rank and suit in two corners and a large suit in
    the middle; a dimmed card is veiled grey, a focused one ringed blue inside its edge, the trick's
    winning card ringed gold outside it."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.08
    painter.setPen(QPen(EDGE, 1.2))
    painter.setBrush(FACE if face is not None else BACK)
    painter.drawRoundedRect(rect, radius, radius)
    if face is None:
        inner = rect.adjusted(
            rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1
        )
        painter.setPen(QPen(BACK_PATTERN, max(1.0, rect.width() * 0.03)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        painter.drawLine(inner.topLeft(), inner.bottomRight())
        painter.drawLine(inner.topRight(), inner.bottomLeft())
    else:
        colour = suit_colour(face.suit)
        painter.setPen(colour)
        corner = QFont()
        corner.setBold(True)
        corner.setPixelSize(max(6, round(rect.height() * 0.17)))
        painter.setFont(corner)
        text = f"{rank_index(face.rank)}\n{SUIT_SYMBOLS[face.suit]}"
        pad = rect.width() * 0.07
        box = QRectF(rect.left() + pad, rect.top() + pad * 0.6, rect.width() * 0.45, rect.height() * 0.45)
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)
        painter.save()
        painter.translate(rect.center())
        painter.rotate(180)
        painter.translate(-rect.center())
        painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, text)
        painter.restore()
        big = QFont()
        big.setPixelSize(max(8, round(rect.height() * 0.36)))
        painter.setFont(big)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, SUIT_SYMBOLS[face.suit])
    if dimmed:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DIM)
        painter.drawRoundedRect(rect, radius, radius)
    if winning:
        painter.setPen(QPen(WINNING, 5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(-3.5, -3.5, 3.5, 3.5), radius + 3, radius + 3)
    if focused:
        painter.setPen(QPen(HIGHLIGHT, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(rect.adjusted(1.5, 1.5, -1.5, -1.5), radius, radius)
    painter.restore()


def encode_card(face: Card) -> QMimeData:
    """A ``QMimeData`` carrying ``face`` (:data:`CARD_MIME`)."""
    mime = QMimeData()
    mime.setData(CARD_MIME, face.id.encode("utf-8"))
    return mime


def decode_card(mime: QMimeData) -> Card | None:
    """The card a drag carries, or ``None`` if it carries none of ours (or a damaged one)."""
    if not mime.hasFormat(CARD_MIME):
        return None
    try:
        return card(bytes(mime.data(CARD_MIME).data()).decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return None
