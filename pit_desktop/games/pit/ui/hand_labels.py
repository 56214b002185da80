"""The labels over the hand's groups, one per group: a commodity's name, how many are held, its points, in one
format for every group (``"Wheat ×2 · 100"``); where the hand is too narrow for that, a shorter form for
every group, the points left to the tooltip (``"Wheat ×2"``), then the names elided (``"Soyb… ×1"``). A label
always names its commodity and counts every card of it held: "how many of it do I hold?" is the question the
hand answers. GUI thread only."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics

from pit_desktop.games.pit.engine import Card, Commodity
from pit_desktop.games.pit.ui.hand_layout import GROUP_GAP, Slot
from pit_desktop.games.pit.ui.names import card_name

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
    """One group's label: its ``count`` cards of ``face`` from the card at ``at`` (an index into the hand's
    slots), and where the label goes (``left`` and ``room``, pixels); ``text`` and ``font`` once fitted."""

    face: Card
    count: int
    at: int
    left: int
    room: int
    text: str = ""
    font: QFont = field(default_factory=QFont)

    def fitted(self, text: str, font: QFont) -> LabelSpot:
        """The same spot with its text and font."""
        return replace(self, text=text, font=font)


FULL, SHORT, NAME = "full", "short", "name"
"""The label forms, longest first: ``"Wheat ×2 · 100"``, ``"Wheat ×2"``, ``"Wheat"``. The hand's labels use
the first two (:func:`fit_all`); the name alone is for places that say the count elsewhere."""


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


def label_spots(slots: list[Slot], width: int) -> list[LabelSpot]:
    """Where the labels of the hand laid out in ``slots`` go, in painting order: one per group, over its
    first card, counting every card of its face. Each label's room is the width of its cards and most of the
    gap after them, never past ``width`` (the widget's right edge), and ending :data:`LABEL_GAP_PX` before
    the next label, so that neighbouring labels never run together."""
    first: dict[Card, int] = {}
    last: dict[Card, int] = {}
    counts: Counter[Card] = Counter()
    for at, slot in enumerate(slots):
        first.setdefault(slot.face, at)
        last[slot.face] = at
        counts[slot.face] += 1
    lefts = sorted(slots[at].rect.left() for at in first.values())
    out = []
    for face, at in first.items():
        rect = slots[at].rect
        room = slots[last[face]].rect.right() + 1 - rect.left() + int(rect.width() * GROUP_GAP * 0.6)
        after = next((x for x in lefts if x > rect.left()), width)
        room = max(0, min(room, after - rect.left() - LABEL_GAP_PX, width - rect.left()))
        out.append(LabelSpot(face, counts[face], at, rect.left(), room))
    return out


def fit_all(spots: list[LabelSpot], base: QFont) -> tuple[str, QFont, list[LabelSpot]]:
    """One form and one size for every label: the largest of :data:`LABEL_FONT_PX` at which every
    :func:`label_text` fits its room; failing that, the :data:`SHORT` form at the largest of
    :data:`SHORT_FONT_PX` where all fit; then the short form at the smallest size in the regular weight
    (narrower than the bold by about a tenth: "Soybeans ×1" whole on a crowded hand in DejaVu Sans); failing
    that too, the short form at the smallest, names elided where they must be (:func:`named_label`). Returns
    the form, the font and the fitted spots."""
    font = QFont(base)
    steps = [(FULL, px, True) for px in LABEL_FONT_PX] + [(SHORT, px, True) for px in SHORT_FONT_PX]
    steps.append((SHORT, SHORT_FONT_PX[-1], False))
    for form, px, bold in steps:
        texts = [label_text(s.face, s.count, form=form) for s in spots]
        font.setBold(bold)
        font.setPixelSize(px)
        metrics = QFontMetrics(font)
        if all(metrics.horizontalAdvance(t) <= s.room for t, s in zip(texts, spots, strict=True)):
            return (
                form,
                QFont(font),
                [s.fitted(t, QFont(font)) for t, s in zip(texts, spots, strict=True)],
            )
    metrics = QFontMetrics(font)
    return SHORT, font, [s.fitted(named_label(s.face, s.count, s.room, metrics), font) for s in spots]


def fit_one(spot: LabelSpot, form: str, font: QFont) -> LabelSpot:
    """A label fitted on its own (a held hand keeps the form and font it had): in ``form`` and ``font`` if
    it fits its room, else the shorter form, else elided (:func:`named_label`)."""
    metrics = QFontMetrics(font)
    for each in (FULL, SHORT) if form == FULL else (SHORT,):
        text = label_text(spot.face, spot.count, form=each)
        if metrics.horizontalAdvance(text) <= spot.room:
            return spot.fitted(text, font)
    return spot.fitted(named_label(spot.face, spot.count, spot.room, metrics), font)


def named_label(face: Card, count: int, room: int, metrics: QFontMetrics) -> str:
    """The :data:`SHORT` label of ``count`` cards of ``face`` in at most ``room`` pixels where it can be:
    whole, else the name elided (``"Soyb… ×1"``); never the count without a name: where not even two letters
    fit, the first letter (``"S… ×1"``), wider than the room if it must."""
    text = group_label(face, count, room, metrics, SHORT)
    if text != label_tail(face, count, SHORT):
        return text
    return label_text(face, count, card_name(face)[:1] + "…", SHORT)
