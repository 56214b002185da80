"""What the Pitch table says, in the player's language: card and suit names, calls, and each refusal worded
from the engine's own error (its class, fields and rule id). GUI thread only (Qt's translator)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pit_desktop.games.pitch.engine.cards import Card, Rank, Suit
from pit_desktop.games.pitch.engine.commands import Bid, Pass, PitchCard, PlayCard, SeatCommand, ShootMoon
from pit_desktop.games.pitch.engine.errors import (
    AuctionNotOverError,
    AuctionOverError,
    BidOutOfRangeError,
    BidTooLowError,
    CardNotHeldError,
    CountedGameError,
    DealerStuckError,
    GameOverError,
    HandOverTakeBackError,
    MoonNotAllowedError,
    NotYourTurnError,
    PitchError,
    PitchNotAllowedError,
    PlayedSinceError,
    RenegeError,
    StealNotAllowedError,
    TakeBackError,
)
from pit_desktop.games.pitch.engine.table import Phase

if TYPE_CHECKING:
    from pit_desktop.games.pitch.engine.view import PitchView

SUIT_SYMBOLS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}
"""The symbol printed on a card of each suit."""

RED_SUITS = frozenset({Suit.DIAMONDS, Suit.HEARTS})
"""Suits printed in red."""


def fill(text: str, *values: object) -> str:
    """``text`` (already translated) with ``%1``, ``%2`` … replaced by ``values`` in order."""
    for i, value in reversed(list(enumerate(values, 1))):
        text = text.replace(f"%{i}", str(value))
    return text


def player_name() -> str:
    """The player's own seat's name, "You", in the current language (asked again after a language change,
    never kept from an earlier one)."""
    return QCoreApplication.translate("PitchSession", "You")


def suit_name(suit: Suit) -> str:
    """``Suit.SPADES`` → "Spades", translated."""
    names = {
        Suit.CLUBS: QCoreApplication.translate("PitchWords", "Clubs"),
        Suit.DIAMONDS: QCoreApplication.translate("PitchWords", "Diamonds"),
        Suit.HEARTS: QCoreApplication.translate("PitchWords", "Hearts"),
        Suit.SPADES: QCoreApplication.translate("PitchWords", "Spades"),
    }
    return names[suit]


def suit_in_sentence(suit: Suit) -> str:
    """A suit as a sentence names it ("Spades" in English; "carreau", lowercase, in French, whose template
    says "du %1"): its own translation, apart from the suit's name on its own (:func:`suit_name`)."""
    names = {
        Suit.CLUBS: QCoreApplication.translate("PitchWords", "Clubs", "in a sentence"),
        Suit.DIAMONDS: QCoreApplication.translate("PitchWords", "Diamonds", "in a sentence"),
        Suit.HEARTS: QCoreApplication.translate("PitchWords", "Hearts", "in a sentence"),
        Suit.SPADES: QCoreApplication.translate("PitchWords", "Spades", "in a sentence"),
    }
    return names[suit]


def rank_name(rank: Rank) -> str:
    """``Rank.ACE`` → "Ace", translated; a number card's rank is its number."""
    names = {
        Rank.ACE: QCoreApplication.translate("PitchWords", "Ace"),
        Rank.KING: QCoreApplication.translate("PitchWords", "King"),
        Rank.QUEEN: QCoreApplication.translate("PitchWords", "Queen"),
        Rank.JACK: QCoreApplication.translate("PitchWords", "Jack"),
    }
    return names.get(rank, str(int(rank)))


def rank_index(rank: Rank) -> str:
    """The rank in a card's corner: "A", "K", "Q", "J" in the player's language, else the number."""
    letters = {
        Rank.ACE: QCoreApplication.translate("PitchCorner", "A"),
        Rank.KING: QCoreApplication.translate("PitchCorner", "K"),
        Rank.QUEEN: QCoreApplication.translate("PitchCorner", "Q"),
        Rank.JACK: QCoreApplication.translate("PitchCorner", "J"),
    }
    return letters.get(rank, str(int(rank)))


def card_name(card: Card) -> str:
    """``Card(ACE, SPADES)`` → "Ace of Spades", translated."""
    return (
        QCoreApplication.translate("PitchWords", "%1 of %2")
        .replace("%1", rank_name(card.rank))
        .replace("%2", suit_name(card.suit))
    )


def card_in_sentence(card: Card) -> str:
    """A card as a sentence names it: "Ace of Spades" in English, "as de pique" in French, whose card
    names are lowercase mid-sentence as its suits are (:func:`suit_in_sentence`); each language writes its
    rank and suit here as it wants them mid-sentence."""
    ranks = {
        Rank.ACE: QCoreApplication.translate("PitchWords", "Ace", "in a sentence"),
        Rank.KING: QCoreApplication.translate("PitchWords", "King", "in a sentence"),
        Rank.QUEEN: QCoreApplication.translate("PitchWords", "Queen", "in a sentence"),
        Rank.JACK: QCoreApplication.translate("PitchWords", "Jack", "in a sentence"),
    }
    suits = {
        Suit.CLUBS: QCoreApplication.translate("PitchWords", "Clubs", "a card's suit in a sentence"),
        Suit.DIAMONDS: QCoreApplication.translate("PitchWords", "Diamonds", "a card's suit in a sentence"),
        Suit.HEARTS: QCoreApplication.translate("PitchWords", "Hearts", "a card's suit in a sentence"),
        Suit.SPADES: QCoreApplication.translate("PitchWords", "Spades", "a card's suit in a sentence"),
    }
    template = QCoreApplication.translate("PitchWords", "%1 of %2", "a card in a sentence")
    return fill(template, ranks.get(card.rank, str(int(card.rank))), suits[card.suit])


def the_card(card: Card) -> str:
    """``Card(JACK, HEARTS)`` → "the Jack of Hearts", its article in the player's language agreeing with
    the card ("la Jota de Corazones", "il Re di Cuori", "l'Asso di Picche"): each kind of card has a template
    of its own (told apart by its disambiguation: an Ace, a King, a Queen, a Jack, an 8, a number card), so
    a sentence never puts one article before every card."""
    match card.rank:
        case Rank.ACE:
            template = QCoreApplication.translate("PitchWords", "the %1", "an Ace")
        case Rank.KING:
            template = QCoreApplication.translate("PitchWords", "the %1", "a King")
        case Rank.QUEEN:
            template = QCoreApplication.translate("PitchWords", "the %1", "a Queen")
        case Rank.JACK:
            template = QCoreApplication.translate("PitchWords", "the %1", "a Jack")
        case Rank.EIGHT:
            template = QCoreApplication.translate("PitchWords", "the %1", "an 8")
        case _:
            template = QCoreApplication.translate("PitchWords", "the %1", "a number card")
    return template.replace("%1", card_in_sentence(card))


def call_text(command: SeatCommand) -> str:
    """A call as a button or the log says it: "Pass", "Bid 3", "Shoot the moon", "Pitch the Ace of Spades"."""
    match command:
        case Pass():
            return QCoreApplication.translate("PitchWords", "Pass")
        case Bid(amount=amount):
            return QCoreApplication.translate("PitchWords", "Bid %1").replace("%1", str(amount))
        case ShootMoon():
            return QCoreApplication.translate("PitchWords", "Shoot the moon")
        case PitchCard(card=card):
            return QCoreApplication.translate("PitchWords", "Pitch %1: bid 4 and lead it").replace(
                "%1", the_card(card)
            )
        case PlayCard(card=card):
            return QCoreApplication.translate("PitchWords", "Play %1").replace("%1", the_card(card))
    return str(command)


def call_in_sentence(command: SeatCommand) -> str:
    """A call as a sentence names it, never its button's label: "pass", "bid 3", "shoot the moon", "pitch
    the Ace of Spades", "play the Ace of Spades" (lowercase where the language wants it mid-sentence)."""
    match command:
        case Pass():
            return QCoreApplication.translate("PitchWords", "pass", "a call in a sentence")
        case Bid(amount=amount):
            return fill(QCoreApplication.translate("PitchWords", "bid %1", "a call in a sentence"), amount)
        case ShootMoon():
            return QCoreApplication.translate("PitchWords", "shoot the moon", "a call in a sentence")
        case PitchCard(card=card):
            return fill(
                QCoreApplication.translate("PitchWords", "pitch %1", "a call in a sentence"), the_card(card)
            )
        case PlayCard(card=card):
            return fill(
                QCoreApplication.translate("PitchWords", "play %1", "a call in a sentence"), the_card(card)
            )
    return str(command)


def pitcher_text(name: str, bid: int, moon: bool) -> str:
    """The contract as the table's top line says it: "Pitcher: Ann, bid 3"; the moon has a sentence of its
    own, "Pitcher: Ann, shooting the moon", never a button's label pasted into one."""
    if moon:
        return fill(QCoreApplication.translate("PitchTableWidget", "Pitcher: %1, shooting the moon"), name)
    return fill(QCoreApplication.translate("PitchTableWidget", "Pitcher: %1, bid %2"), name, bid)


def steal_text(amount: int) -> str:
    """The dealer's matching bid as its button says it: "Steal at 3" (P-BID-3)."""
    return QCoreApplication.translate("PitchWords", "Steal at %1").replace("%1", str(amount))


def bids_of_game(view: PitchView) -> frozenset[int | type[ShootMoon]]:
    """The bids this game has, whatever the auction's state: each amount (and :class:`ShootMoon`) that the
    view's rules would not refuse as out of the game's range or under its lowest bid — 1–4 in the Auction
    game (2–4 with PV-MIN-2), 2, 3, 4 and the moon in the Money Game (P-BID-1, P-BID-4). Asked of the view
    as at the auction's start, the player to speak and not the dealer, so a high bid or the dealer's being
    stuck hides nothing."""
    others = [seat for seat in range(view.players) if seat != view.dealer]
    seat = view.seat if view.seat in others else others[0] if others else view.seat
    fresh = replace(view, seat=seat, phase=Phase.BIDDING, turn=seat, calls=())
    found: set[int | type[ShootMoon]] = set()
    for amount in range(1, 5):
        if fresh.why_not(Bid(seat, amount)) is None:
            found.add(amount)
    if fresh.why_not(ShootMoon(seat)) is None:
        found.add(ShootMoon)
    return frozenset(found)


def rule_tip(error: PitchError) -> str:
    """The rule behind a refusal as a tooltip says it: "Rule P-PLAY-2" (never in the sentence itself, as
    Pit's table keeps it)."""
    rule = getattr(error, "rule", "") or ""
    return QCoreApplication.translate("PitchRefusal", "Rule %1").replace("%1", rule) if rule else ""


def refusal_text(error: PitchError) -> str:
    """Why the engine refused a command, in the player's language: worded from the error's class and
    fields, so it says what the engine decided. The rule's id is not in it (:func:`rule_tip` gives it for
    a tooltip). An error the table does not word is shown in the engine's English."""
    match error:
        case RenegeError(led=led, trump=trump) if trump is led:  # a trump led is followed by a trump
            text = fill(
                QCoreApplication.translate("PitchRefusal", "You can follow %1: play %1"),
                suit_in_sentence(led),
            )
        case RenegeError(led=led):
            text = QCoreApplication.translate(
                "PitchRefusal", "You can follow %1: play %1 or a trump"
            ).replace("%1", suit_in_sentence(led))
        case NotYourTurnError():
            text = QCoreApplication.translate("PitchRefusal", "It is not your turn")
        case CardNotHeldError():
            text = QCoreApplication.translate("PitchRefusal", "You do not hold that card")
        case AuctionNotOverError():
            text = QCoreApplication.translate("PitchRefusal", "The auction is not over yet")
        case AuctionOverError():
            text = QCoreApplication.translate("PitchRefusal", "The auction is over: each player speaks once")
        case StealNotAllowedError(high=high):
            text = QCoreApplication.translate(
                "PitchRefusal", "This table plays without the dealer's steal: bid more than %1"
            ).replace("%1", str(high))
        case BidTooLowError(high=high, may_match=True) if high:
            text = QCoreApplication.translate(
                "PitchRefusal", "The dealer must match or beat the high bid of %1"
            ).replace("%1", str(high))
        case BidTooLowError(high=high) if high:
            text = QCoreApplication.translate("PitchRefusal", "A bid must beat the high bid of %1").replace(
                "%1", str(high)
            )
        case BidTooLowError():
            text = QCoreApplication.translate("PitchRefusal", "Bids start at 2 at this table")
        case DealerStuckError():
            text = QCoreApplication.translate(
                "PitchRefusal", "Everyone else passed: the dealer must bid at least 2"
            )
        case BidOutOfRangeError():
            text = QCoreApplication.translate("PitchRefusal", "That is not a bid of this game")
        case MoonNotAllowedError():
            text = QCoreApplication.translate("PitchRefusal", "Shooting the moon is the Money Game's bid")
        case PitchNotAllowedError():
            text = QCoreApplication.translate(
                "PitchRefusal", "In the Money Game you bid first; the pitcher leads once the auction is won"
            )
        case GameOverError():
            text = QCoreApplication.translate("PitchRefusal", "The game is over")
        case CountedGameError():
            text = QCoreApplication.translate("PitchRefusal", "This is a counted game: nothing is taken back")
        case PlayedSinceError():
            text = QCoreApplication.translate(
                "PitchRefusal", "Another player has called or played since: your last move stands"
            )
        case HandOverTakeBackError():
            text = QCoreApplication.translate("PitchRefusal", "The hand is over: it stands as it was played")
        case TakeBackError():
            text = QCoreApplication.translate(
                "PitchRefusal", "You have no call or card to take back: one step only, once you have played"
            )
        case _:
            text = error.message
    return text
