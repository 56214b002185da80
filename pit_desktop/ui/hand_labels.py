"""The labels over the hand's groups: a commodity's name, how many are held, its points. GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics

from pit_desktop.engine import Card, Commodity

LABEL_FONT_PX = (14, 12)
"""Pixel sizes tried for the group labels, largest first."""


def label_styles(face: Card, count: int) -> tuple[str, str, str]:
    """The label over a group of ``count`` cards of ``face`` in three lengths: ``"Sugar ×3  ·  65"``,
    ``"Sugar ×3 · 65"``, ``"Sugar 3·65"`` (the Bull and the Bear: ``"Bull ×1"`` in all three)."""
    name = face.value
    if type(face) is Commodity:
        p = face.points
        return (f"{name} ×{count}  ·  {p}", f"{name} ×{count} · {p}", f"{name} {count}·{p}")
    return (f"{name} ×{count}",) * 3


def group_label(face: Card, count: int, room: int, metrics: QFontMetrics, style: int = 0) -> str:
    """The longest of :func:`label_styles` from ``style`` on that is at most ``room`` pixels wide in
    ``metrics``; else the shortest with an elided name (``"Soyb… 1·55"``); else only ``"1·55"`` (``"×1"``)."""
    texts = label_styles(face, count)
    for text in texts[style:]:
        if metrics.horizontalAdvance(text) <= room:
            return text
    name = face.value
    tail = texts[2][len(name) + 1 :]
    left = room - metrics.horizontalAdvance(f" {tail}")
    short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, left)
    if len(short) >= 3 and short.endswith("…"):  # at least two letters of the name
        return f"{short} {tail}"
    return tail
