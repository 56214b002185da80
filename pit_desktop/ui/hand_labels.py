"""The labels over the hand's groups: a commodity's name, how many are held, its points, in one format for
every group (``"Wheat ×2 · 100"``); where the hand is too narrow for that, a shorter form for every group,
the name kept and the rest left to the tooltip and the cards themselves (``"Wheat ×2"``, then ``"Wheat"``).
GUI thread only."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics

from pit_desktop.engine import Card, Commodity
from pit_desktop.ui.names import card_name

LABEL_FONT_PX = (14, 12, 11)
"""Pixel sizes tried for the group labels' full form, largest first."""

SHORT_FONT_PX = (14, 12, 11, 10)
"""Pixel sizes tried for the shorter forms, largest first; the last is the smallest label."""

LABEL_GAP_PX = 4
"""The least room between a label's end and the next label's start, pixels."""

SEPARATE_BELOW_PX = 12
"""Two labels closer than this (pixels, from one's text to the next) get a thin rule between them, so that
"Barley ×1" and "Oats ×3" never read as one label."""


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


FULL, SHORT, NAME = "full", "short", "name"
"""The label forms, longest first: ``"Wheat ×2 · 100"``, ``"Wheat ×2"``, ``"Wheat"``."""


def label_tail(face: Card, count: int, form: str = FULL) -> str:
    """The part of a label after the name: ``"×3 · 65"``; in the :data:`SHORT` form, and for the Bull and
    the Bear, ``"×3"``; in the :data:`NAME` form, nothing."""
    if form == NAME:
        return ""
    if form == FULL and type(face) is Commodity:
        return QCoreApplication.translate("HandLabels", "×{count} · {points}").format(
            count=count, points=face.points
        )
    return QCoreApplication.translate("HandLabels", "×{count}").format(count=count)


def label_text(face: Card, count: int, name: str | None = None, form: str = FULL) -> str:
    """The label over ``count`` cards of ``face`` in ``form``: ``"Sugar ×3 · 65"``, ``"Sugar ×3"`` or
    ``"Sugar"``; ``name`` in place of the face's (an elided one)."""
    name = card_name(face) if name is None else name
    if form == NAME:
        return name
    return QCoreApplication.translate("HandLabels", "{name} {tail}").format(
        name=name, tail=label_tail(face, count, form)
    )


def group_label(face: Card, count: int, room: int, metrics: QFontMetrics, form: str = FULL) -> str:
    """:func:`label_text` if it is at most ``room`` pixels wide in ``metrics``; else with the name elided
    (``"Soyb… ×1 · 55"``, at least two letters of it); else only :func:`label_tail` (``"×1 · 55"``; in the
    :data:`NAME` form, the count, ``"×1"``)."""
    text = label_text(face, count, form=form)
    if metrics.horizontalAdvance(text) <= room:
        return text
    tail = label_tail(face, count, form)
    left = room - (metrics.horizontalAdvance(f" {tail}") if tail else 0)
    short = metrics.elidedText(card_name(face), Qt.TextElideMode.ElideRight, left)
    if len(short) >= 3 and short.endswith("…"):
        return label_text(face, count, short, form)
    return tail or label_tail(face, count, SHORT)
