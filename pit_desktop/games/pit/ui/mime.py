"""The drag payload: cards from the player's hand as ``application/x-pit-cards`` (a JSON list of faces)."""

from __future__ import annotations

import logging
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QMimeData
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent

from pit_desktop.games.pit.engine import Card, card_from_label
from pit_desktop.shell.mime import CARDS_MIME as CARDS_MIME, accepts_cards as accepts_cards

log = logging.getLogger(__name__)


def encode_cards(cards: Sequence[Card]) -> QMimeData:
    """A ``QMimeData`` carrying ``cards`` as ``["Wheat", "Wheat", "Bull"]``."""
    import json  # on the first drag: the window opens without it

    mime = QMimeData()
    mime.setData(CARDS_MIME, json.dumps([c.value for c in cards]).encode("utf-8"))
    return mime


def decode_cards(mime: QMimeData) -> tuple[Card, ...]:
    """The cards a drag carries.

    Raises:
        ValueError: the data is not a list of card names (or not ours at all).
    """
    if not mime.hasFormat(CARDS_MIME):
        raise ValueError("that is not a drag of cards from your hand")
    import json

    try:
        labels = json.loads(bytes(mime.data(CARDS_MIME).data()).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ValueError(f"unreadable cards: {err}") from None
    if not isinstance(labels, list) or not all(isinstance(x, str) for x in labels):
        raise ValueError("unreadable cards: expected a list of card names")
    return tuple(card_from_label(x) for x in labels)


class CardDropTarget:
    """Mixin for a ``QWidget`` that takes drops of cards: hover highlight and payload decoding.

    The widget must define ``bad_drop = Signal(str)`` and call :meth:`take_drop` from its ``dropEvent``.
    GUI thread only.
    """

    _hover: bool = False

    def takes_drops_now(self) -> bool:
        """Whether a drag entering now may be dropped here (the hook a target overrides); default yes."""
        return True

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Accept drags of cards and highlight the target, if it takes drops now (:meth:`takes_drops_now`);
        otherwise the drag is ignored: no highlight, no drop."""
        if accepts_cards(event) and self.takes_drops_now():
            self._hover = True
            self.update()  # type: ignore[attr-defined]
            event.acceptProposedAction()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        """Ask :meth:`takes_drops_now` again at every move over the target: a drag that entered before the
        target took drops (a seat whose bot was posting its offer again) is taken, and highlighted, once it
        does. Qt would otherwise keep the answer given when the drag entered, and the drop would miss."""
        takes = accepts_cards(event) and self.takes_drops_now()
        if takes != self._hover:
            self._hover = takes
            self.update()  # type: ignore[attr-defined]
        if takes:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragLeaveEvent(self, event: object) -> None:
        """Drop the hover highlight."""
        self._hover = False
        self.update()  # type: ignore[attr-defined]

    def take_drop(self, event: QDropEvent) -> tuple[Card, ...] | None:
        """The dropped cards, or ``None`` after emitting ``bad_drop`` for an unreadable payload.

        The cards are only decoded here: the engine checks them when the command is submitted, since bots
        keep trading while a drag is under way.
        """
        self._hover = False
        self.update()  # type: ignore[attr-defined]
        try:
            return decode_cards(event.mimeData())
        except ValueError as err:
            log.info("unreadable drop: %s", err)
            text = QCoreApplication.translate("CardDropTarget", "That drop holds no cards from your hand.")
            self.bad_drop.emit(text)  # type: ignore[attr-defined]
            return None
