"""The labels over the hand's groups: a commodity's name, how many are held, its points, in one format for
every group and every table size (``"Wheat ×2 · 100"``). GUI thread only."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics

from pit_desktop.engine import Card, Commodity
from pit_desktop.ui.names import card_name

LABEL_FONT_PX = (14, 12, 11)
"""Pixel sizes tried for the group labels, largest first."""


@dataclass(frozen=True)
class LabelSpot:
    """One label over the hand: ``count`` cards of ``face`` from the card at ``at`` (an index into the
    hand's slots), whether they just arrived in a held layout, and where the label goes (``left`` and
    ``room``, pixels); ``text`` and ``font`` once fitted."""

    face: Card
    count: int
    at: int
    arrived: bool
    left: int
    room: int
    text: str = ""
    font: QFont = field(default_factory=QFont)

    def fitted(self, text: str, font: QFont) -> LabelSpot:
        """The same spot with its text and font."""
        return replace(self, text=text, font=font)


def label_tail(face: Card, count: int) -> str:
    """The part of a label that always shows: ``"×3 · 65"`` (the Bull and the Bear: ``"×1"``)."""
    if type(face) is Commodity:
        return QCoreApplication.translate("HandLabels", "×{count} · {points}").format(
            count=count, points=face.points
        )
    return QCoreApplication.translate("HandLabels", "×{count}").format(count=count)


def label_text(face: Card, count: int, name: str | None = None) -> str:
    """The label over ``count`` cards of ``face``: ``"Sugar ×3 · 65"``; ``name`` in place of the face's
    (an elided one)."""
    return QCoreApplication.translate("HandLabels", "{name} {tail}").format(
        name=card_name(face) if name is None else name, tail=label_tail(face, count)
    )


def group_label(face: Card, count: int, room: int, metrics: QFontMetrics) -> str:
    """:func:`label_text` if it is at most ``room`` pixels wide in ``metrics``; else with the name elided
    (``"Soyb… ×1 · 55"``, at least two letters of it); else only :func:`label_tail` (``"×1 · 55"``)."""
    text = label_text(face, count)
    if metrics.horizontalAdvance(text) <= room:
        return text
    tail = label_tail(face, count)
    left = room - metrics.horizontalAdvance(f" {tail}")
    short = metrics.elidedText(card_name(face), Qt.TextElideMode.ElideRight, left)
    if len(short) >= 3 and short.endswith("…"):
        return label_text(face, count, short)
    return tail
