"""Where the hand's cards sit: the full layout by groups, and a held layout in which the cards a trade did
not touch keep their places. GUI thread only (``QRect`` geometry, no painting).

A card on screen is named by a :data:`CardKey`, ``(face, i)``: the ``i``-th card of its face, counted from
the left of its group in the full layout. Cards of one face are interchangeable to the engine, so the keys
are the hand's own: when a trade takes cards of a face away, :func:`survivors` says which keys stay (and
under which new index), and the cards that arrive take the next indices.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QRect

from pit_desktop.engine import Card
from pit_desktop.ui.card_art import CARD_ASPECT, card_size

CardKey = tuple[Card, int]
"""One card of the hand: its face and its index among the cards of that face."""

RAISE_PX = 22
"""How far a selected card rises."""

LABEL_PX = 22
"""Height of the group labels above the cards."""

OVERLAP = 0.40
"""Visible fraction of a card's width when another card of its group lies on it."""

GROUP_GAP = 0.30
"""Gap between groups, as a fraction of a card's width."""

MAX_CARD_H = 230
"""The tallest a card is drawn, logical pixels."""


@dataclass(frozen=True, slots=True)
class Slot:
    """One card's place: its key's face and index, its rectangle when not raised, and whether it has just
    arrived into a place a departed card left (a held layout; its group is elsewhere)."""

    face: Card
    index: int
    rect: QRect
    arrived: bool = False

    @property
    def key(self) -> CardKey:
        """The card's key."""
        return (self.face, self.index)


def groups_of(hand: Iterable[Card]) -> list[tuple[Card, int]]:
    """The faces of a sorted ``hand`` in order, each with its count."""
    cards = tuple(hand)
    counts = Counter(cards)
    return [(face, counts[face]) for face in dict.fromkeys(cards)]


def _factor(groups: list[tuple[Card, int]]) -> float:
    n, g = sum(k for _, k in groups), max(1, len(groups))
    return g + OVERLAP * max(0, n - g) + GROUP_GAP * (g - 1)


def card_height_for(groups: list[tuple[Card, int]], width: int, height: int) -> int:
    """The height cards are drawn at so that ``groups`` fit a ``width`` × ``height`` hand, pixels."""
    by_width = (width - 24) / max(1.0, _factor(groups)) * CARD_ASPECT
    by_height = height - RAISE_PX - LABEL_PX - 12
    return max(40, int(min(by_width, by_height, MAX_CARD_H)))


def full_layout(groups: list[tuple[Card, int]], width: int, height: int) -> list[Slot]:
    """Every card in its group, groups left to right and centred, each group's cards overlapping so that
    :data:`OVERLAP` of each shows; the last card of a group lies on top (the list is in painting order)."""
    h = card_height_for(groups, width, height)
    w = card_size(h).width()
    total = w * _factor(groups) if groups else 0
    x = (width - total) / 2
    y = LABEL_PX + RAISE_PX + max(0, (height - h - LABEL_PX - RAISE_PX - 6) // 2)
    slots = []
    for face, k in groups:
        for i in range(k):
            slots.append(Slot(face, i, QRect(round(x), y, w, h)))
            x += w * OVERLAP if i < k - 1 else w * (1 + GROUP_GAP)
    return slots


def survivors(
    old: Mapping[Card, int], new: Mapping[Card, int], offered: Mapping[Card, int], selected: set[CardKey]
) -> dict[CardKey, CardKey]:
    """Which cards stay when the hand goes from ``old`` counts to ``new``: old key → new key.

    A face that lost cards loses first those tagged as offered (the front of its group, ``offered``
    counts: the offer was taken), then the unselected, then the selected, the rightmost of each first;
    the cards left keep their order and are numbered from 0 again.
    """
    out: dict[CardKey, CardKey] = {}
    for face, had in old.items():
        keep = min(had, new.get(face, 0))
        tagged = offered.get(face, 0)

        def leaves_late(i: int, face: Card = face, tagged: int = tagged) -> tuple[int, int, int]:
            return (i >= tagged, (face, i) in selected, -i)

        stay = sorted(sorted(range(had), key=leaves_late, reverse=True)[:keep])
        for new_i, old_i in enumerate(stay):
            out[(face, old_i)] = (face, new_i)
    return out


def held_layout(
    slots: list[Slot], moved: Mapping[CardKey, CardKey], new: Mapping[Card, int]
) -> list[Slot] | None:
    """``slots`` after a trade with every remaining card where it was: each place a departed card left is
    taken by an arriving card (marked ``arrived``; a trade brings as many cards as it takes). ``moved`` is
    :func:`survivors`' answer; ``new`` the new counts. ``None`` when the hand grew or shrank (a new deal):
    nothing to hold then."""
    if sum(new.values()) != len(slots):
        return None
    kept = Counter(face for face, _ in moved.values())
    arrivals = [(face, i) for face, n in new.items() for i in range(kept[face], n)]
    out: list[Slot] = []
    for slot in slots:
        key = moved.get(slot.key)
        if key is not None:
            out.append(Slot(key[0], key[1], slot.rect, slot.arrived))
        elif arrivals:
            face, i = arrivals.pop(0)
            out.append(Slot(face, i, slot.rect, arrived=True))
    return out
