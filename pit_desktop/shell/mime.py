"""The drag of cards from the player's hand, as the shell knows it: its MIME type, so the pause veil can take
and refuse any game's cards. A game encodes and decodes its own cards. GUI thread only."""

from __future__ import annotations

from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent

CARDS_MIME = "application/x-pit-cards"
"""MIME type of a drag of cards from the player's hand."""


def accepts_cards(event: QDragEnterEvent | QDragMoveEvent) -> bool:
    """Whether a drag carries cards from the player's hand."""
    return event.mimeData().hasFormat(CARDS_MIME)
