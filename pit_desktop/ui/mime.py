"""The drag payload: cards from the player's hand as ``application/x-pit-cards`` (a JSON list of faces)."""

from __future__ import annotations

import json
from collections.abc import Sequence

from PySide6.QtCore import QMimeData

from pit_desktop.engine import Card, card_from_label

CARDS_MIME = "application/x-pit-cards"
"""MIME type of a drag of cards from the player's hand."""


def encode_cards(cards: Sequence[Card]) -> QMimeData:
    """A ``QMimeData`` carrying ``cards`` as ``["Wheat", "Wheat", "Bull"]``."""
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
    try:
        labels = json.loads(bytes(mime.data(CARDS_MIME).data()).decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as err:
        raise ValueError(f"unreadable cards: {err}") from None
    if not isinstance(labels, list) or not all(isinstance(x, str) for x in labels):
        raise ValueError("unreadable cards: expected a list of card names")
    return tuple(card_from_label(x) for x in labels)
