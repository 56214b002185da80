"""Where the hand's cards sit: one group per commodity (the Bull and the Bear their own), laid out afresh,
or, while the hand is held, moved as little as the change needs. GUI thread only (``QRect`` geometry, no
painting).

A card on screen is named by a :data:`CardKey`, ``(face, i)``: the ``i``-th card of its face, counted from
the left of its group. Cards of one face are interchangeable to the engine, so the keys are the hand's own:
when a trade takes cards of a face away, :func:`survivors` says which keys stay (and under which new index).

**A held layout** (:func:`held_layout`) answers two demands at once: the counts are true the moment a trade
lands (a received card is in its commodity's group, and the group's header counts it), and no card under
the pointer moves. Both hold because a group can grow or shrink *away from the pointer*:

- the card under the pointer (the *anchor*; the pressed card during a press or a drag; if it was traded away,
  the kept card nearest the pointer) keeps its exact rectangle, and every other card is placed from it
  outwards, one group per face, in the order the groups are shown (a commodity new to the hand at its
  place in the sorted order);
- so a group right of the anchor grows or shrinks on its right, and one left of it on its left, and only
  the groups beyond a changed one shift, away from the anchor, by whole card steps;
- cards received join their group at the end away from the pointer: the right end (on top, where a fresh
  layout puts them too) for a group right of the anchor, the left end (beneath) for a group left of it;
  in the anchor's own group the right end, unless a card there would cover the pointer, then the left end.

Deferring the whole change until the pointer leaves would keep every card still but show wrong counts and
received cards apart from their group (a group of their own under a header of its own, the old way), which
is what made a hand unreadable; laying out afresh at once would move the card a second click aims at.

What cannot always be met at once is a change that no longer fits the hand at the cards' size: a new group
in a hand that fills its width (a fresh layout sizes the cards to fill it), or the hand made smaller. Then
the first of these that fits, the card under the pointer kept in its rectangle as long as any can:

1. a group new to the hand goes to the far end of the row on the side that has room (where a commodity
   traded away left it free), until the hand is laid out afresh;
2. the cards on the crowded side lie closer together (:func:`_closer`): the strips of a group's covered
   cards and the gaps between groups narrow, down to :data:`LEAST_STRIP` of a fresh fan's, never the cards
   themselves, so a card never covers a card of another group (a group laid over its neighbour, the Oats'
   last card over the first Soybean, was what a double-click aimed at one group found the other under);
   of the rows that fit, the one laid least close;
3. the row shrinks about the pointer, by a fifth at most (the spot of the card under the pointer stays
   under it, the card only smaller), then laid closer as well, shrinking further only if it must
   (:data:`LEAST_SHRINK`);
4. only where none can, the row moves as little as puts it inside the hand.

When the hold ends the hand is laid out afresh (:func:`full_layout`), centred, sized for its groups and in
the sorted order.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, QSize

from pit_desktop.games.pit.engine import Card
from pit_desktop.games.pit.ui.card_art import CARD_ASPECT, card_size

CardKey = tuple[Card, int]
"""One card of the hand: its face and its index among the cards of that face, from the left."""

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

LEAST_STRIP = 0.35
"""A held layout lays the cards on a crowded side closer together down to this fraction of a fresh fan's
strip of a covered card and gap between groups (never less than a gap of 2 px: no card covers another
group's); closer than that, it shrinks them instead."""

MILD_SHRINK = 0.8
"""A held layout that fits neither with a new group at the far end nor laid closer at the cards' size
shrinks the cards about the pointer, down to this fraction of a fresh layout's card size; where that is not
enough, it also lays the crowded side's cards closer together (:data:`LEAST_STRIP`), shrinking them further
only as it must (:data:`LEAST_SHRINK`)."""

LEAST_SHRINK = 0.5
"""A held layout shrinks the cards about the pointer to this fraction of a fresh layout's size at the least; a
change that would need more (a group coming in beyond the hand's edge on the pointer's side, a hand made far
smaller) moves the row as little as puts it inside the hand instead, at no less than a fresh layout's size."""


@dataclass(frozen=True, slots=True)
class Slot:
    """One card's place: its key's face and index, and its rectangle when not raised."""

    face: Card
    index: int
    rect: QRect

    @property
    def key(self) -> CardKey:
        """The card's key."""
        return (self.face, self.index)


@dataclass(frozen=True, slots=True)
class Held:
    """A held layout (:func:`held_layout`).

    Attributes:
        slots: every card's place, in painting order (left to right).
        keys: old key → new key of every card kept.
        arrived: the new keys of the cards that came (not in ``keys``' values), in the hand's order.
    """

    slots: list[Slot]
    keys: dict[CardKey, CardKey]
    arrived: tuple[CardKey, ...]


def groups_of(hand: Iterable[Card]) -> list[tuple[Card, int]]:
    """The faces of a sorted ``hand`` in order, each with its count."""
    cards = tuple(hand)
    counts = Counter(cards)
    return [(face, counts[face]) for face in dict.fromkeys(cards)]


def _factor(groups: list[tuple[Card, int]]) -> float:
    n, g = sum(k for _, k in groups), max(1, len(groups))
    return g + OVERLAP * max(0, n - g) + GROUP_GAP * (g - 1)


def card_height_for(groups: list[tuple[Card, int]], width: int, height: int, most: int = MAX_CARD_H) -> int:
    """The height cards are drawn at so that ``groups`` fit a ``width`` × ``height`` hand, pixels, at most
    ``most`` (:data:`MAX_CARD_H` times the card size chosen)."""
    by_width = (width - 24) / max(1.0, _factor(groups)) * CARD_ASPECT
    by_height = height - RAISE_PX - LABEL_PX - 12
    return max(40, int(min(by_width, by_height, most)))


def steps(card_w: int) -> tuple[int, int]:
    """How far the next card starts from a card of width ``card_w``, pixels: within a group (the strip that
    shows, :data:`OVERLAP`) and to the next group (the card and the :data:`GROUP_GAP`). Whole pixels, so that
    a row moved by whole pixels keeps every card's place relative to every other."""
    return max(1, int(card_w * OVERLAP)), card_w + int(card_w * GROUP_GAP)


def row(groups: list[tuple[Card, int]], size: QSize, left: int, top: int) -> list[Slot]:
    """Every card of ``groups`` in its group, left to right from ``left``, cards of ``size`` at ``top``; the
    last card of a group lies on top (the list is in painting order)."""
    step, gap = steps(size.width())
    slots, x = [], left
    for face, k in groups:
        for i in range(k):
            slots.append(Slot(face, i, QRect(x, top, size.width(), size.height())))
            x += step if i < k - 1 else gap
    return slots


def full_layout(
    groups: list[tuple[Card, int]], width: int, height: int, most: int = MAX_CARD_H
) -> list[Slot]:
    """The hand laid out afresh: groups left to right and centred, cards sized to fit (:func:`row`), at most
    ``most`` pixels tall."""
    h = card_height_for(groups, width, height, most)
    size = card_size(h)
    slots = row(groups, size, 0, LABEL_PX + RAISE_PX + max(0, (height - h - LABEL_PX - RAISE_PX - 6) // 2))
    if not slots:
        return slots
    shift = (width - (slots[-1].rect.right() + 1)) // 2
    return [Slot(s.face, s.index, s.rect.translated(shift, 0)) for s in slots]


def card_at(slots: list[Slot], pos: QPoint, raised: set[CardKey]) -> CardKey | None:
    """The card drawn at ``pos`` (the topmost where cards overlap; ``raised`` ones drawn
    :data:`RAISE_PX` higher), or ``None``."""
    for slot in reversed(slots):  # painted last, on top
        rect = slot.rect.translated(0, -RAISE_PX) if slot.key in raised else slot.rect
        if rect.contains(pos):
            return slot.key
    return None


def survivors(
    old: Mapping[Card, int],
    new: Mapping[Card, int],
    offered: set[CardKey],
    selected: set[CardKey],
    under: CardKey | None = None,
) -> dict[CardKey, CardKey]:
    """Which cards stay when the hand goes from ``old`` counts to ``new``: old key → new key.

    Cards of a face are interchangeable (R-TRADE-4), so the hand chooses which of a face that lost cards go:
    the card ``under`` the pointer last of all (so that it holds still), before it the selected, before
    those the unselected, and first those tagged as offered (the keys in ``offered``: the offer was taken),
    the rightmost of each first; the cards left keep their order and are numbered from 0 again.
    """
    out: dict[CardKey, CardKey] = {}
    for face, had in old.items():
        keep = min(had, new.get(face, 0))

        def leaves_late(i: int, face: Card = face) -> tuple[bool, bool, bool, int]:
            key = (face, i)
            return (key == under, key not in offered, key in selected, -i)

        stay = sorted(sorted(range(had), key=leaves_late, reverse=True)[:keep])
        for new_i, old_i in enumerate(stay):
            out[(face, old_i)] = (face, new_i)
    return out


def _anchor(slots: list[Slot], kept: Mapping[CardKey, CardKey], hit: CardKey | None, point: QPoint) -> Slot:
    """The card that holds still: ``hit`` (under the pointer) if it is kept, else the kept card nearest
    ``point`` (horizontally, then by index)."""
    by_key = {s.key: s for s in slots}
    if hit is not None and hit in kept:
        return by_key[hit]
    return min(
        (s for s in slots if s.key in kept),
        key=lambda s: (max(s.rect.left() - point.x(), point.x() - s.rect.right(), 0), s.index),
    )


def _keys(
    kept: Mapping[CardKey, CardKey], groups: list[tuple[Card, int]], left_end: set[Card]
) -> tuple[dict[CardKey, CardKey], tuple[CardKey, ...]]:
    """The final keys: the kept cards' (shifted right by the arrivals of a face whose arrivals lie at its
    ``left_end``) and the arrivals'."""
    counts = dict(groups)
    stayed = Counter(face for face, _ in kept.values())
    keys = {
        old: (face, i + (counts[face] - stayed[face] if face in left_end else 0))
        for old, (face, i) in kept.items()
    }
    arrived = tuple(
        (face, i)
        for face, n in groups
        for i in (range(n - stayed[face]) if face in left_end else range(stayed[face], n))
    )
    return keys, arrived


def _placed(groups: list[tuple[Card, int]], size: QSize, top: int, anchor: CardKey, x: int) -> list[Slot]:
    """:func:`row` of ``groups`` moved so that the card ``anchor`` starts at ``x``."""
    slots = row(groups, size, 0, top)
    at = next(s.rect.left() for s in slots if s.key == anchor)
    return [Slot(s.face, s.index, s.rect.translated(x - at, 0)) for s in slots]


def _fits(slots: list[Slot], width: int, height: int) -> bool:
    return slots[0].rect.left() >= 0 and slots[-1].rect.right() < width and slots[0].rect.bottom() < height


def _clamped(point: QPoint, rect: QRect) -> QPoint:
    """``point`` moved into ``rect``: the point that holds still when the cards shrink."""
    return QPoint(
        min(max(point.x(), rect.left()), rect.right()), min(max(point.y(), rect.top()), rect.bottom())
    )


def _shrink(slots: list[Slot], fixed: QPoint, width: int, height: int) -> float:
    """How much ``slots`` must shrink about ``fixed`` to fit ``width`` × ``height`` (1.0: not at all)."""
    left, right = slots[0].rect.left(), slots[-1].rect.right() + 1
    bottom = slots[0].rect.bottom() + 1
    k = 1.0
    if left < 0:
        k = min(k, fixed.x() / max(1, fixed.x() - left))
    if right > width:
        k = min(k, (width - fixed.x()) / max(1, right - fixed.x()))
    if bottom > height:
        k = min(k, (height - fixed.y()) / max(1, bottom - fixed.y()))
    return k


def _shrunk(groups: list[tuple[Card, int]], anchor: QRect, key: CardKey, fixed: QPoint, h: int) -> list[Slot]:
    """:func:`row` of ``groups`` with cards ``h`` high, placed so that ``fixed`` (a point of the ``anchor``
    card, ``key`` now) lies at the same spot of that card, shrunk."""
    k = h / anchor.height()
    top = round(fixed.y() - (fixed.y() - anchor.top()) * k)
    return _placed(groups, card_size(h), top, key, round(fixed.x() - (fixed.x() - anchor.left()) * k))


def _closer(
    slots: list[Slot], key: CardKey, point: QPoint, on_it: bool, raised: set[CardKey], width: int
) -> list[Slot] | None:
    """``slots`` made to fit ``width`` by laying the cards on each side that overflows closer together about
    the card ``key`` (which keeps its rectangle): the strip a covered card shows, and the gap between two
    groups, down to :data:`LEAST_STRIP` of a fresh fan's, the cards themselves never (so a group never
    covers a card of another, only the cards of one group lie on one another). On the right the cards stay
    off the pointer when it is ``on_it`` (the card ``key`` stays the card a click at ``point`` hits, the
    ``raised`` ones drawn higher). ``None`` if that cannot fit."""
    at = next(i for i, s in enumerate(slots) if s.key == key)
    w = slots[at].rect.width()
    lefts = [s.rect.left() for s in slots]

    def step(i: int, c: float) -> int:
        """The step from card ``i - 1`` to card ``i``, its strip or gap scaled by ``c``."""
        was = lefts[i] - lefts[i - 1]
        if slots[i].face is slots[i - 1].face:
            least = max(1, int(steps(w)[0] * LEAST_STRIP))  # of a fresh fan, however close it lies already
            if on_it and i == at + 1:  # the card after the pointer's stays off it
                least = max(least, point.x() + 1 - lefts[at])
            return max(min(was, least), int(was * c))
        gap = was - w  # another group: its cards never reach over this one's
        return w + max(min(gap, max(2, int(w * GROUP_GAP * LEAST_STRIP))), int(gap * c))

    def side(indices: range, sign: int, c: float) -> dict[int, int]:
        x, out = lefts[at], {}
        for i in indices:
            x += sign * step(i if sign > 0 else i + 1, c)
            out[i] = x
        return out

    grid = [1 - k / 20 for k in range(21)]  # the strips and gaps scaled by 1.0, 0.95, ... as the side needs
    new = {at: lefts[at]}
    before = range(at - 1, -1, -1)
    left = next((placed for c in grid if (placed := side(before, -1, c)).get(0, 0) >= 0), None)
    if left is None:
        return None
    new.update(left)
    for c in grid:
        right = side(range(at + 1, len(slots)), 1, c)
        if right.get(len(slots) - 1, lefts[at]) + w > width:
            continue
        out = [
            Slot(s.face, s.index, QRect(new.get(i, right.get(i, 0)), s.rect.top(), w, s.rect.height()))
            for i, s in enumerate(slots)
        ]
        if not on_it or card_at(out, point, raised) == key:
            return out
    return None


def _lowered(slots: list[Slot], dy: int) -> list[Slot]:
    return [Slot(s.face, s.index, s.rect.translated(0, dy)) for s in slots] if dy else slots


def _moved_in(slots: list[Slot], width: int, height: int) -> list[Slot]:
    """``slots`` moved as little as puts them inside ``width`` × ``height`` (the left edge first)."""
    left, right, bottom = slots[0].rect.left(), slots[-1].rect.right() + 1, slots[0].rect.bottom() + 1
    dx = -left if left < 0 else min(0, width - right)
    dy = min(0, height - bottom)
    return [Slot(s.face, s.index, s.rect.translated(dx, dy)) for s in slots]


def held_layout(
    slots: list[Slot],
    kept: Mapping[CardKey, CardKey],
    groups: list[tuple[Card, int]],
    point: QPoint,
    selected: set[CardKey],
    size: QSize,
) -> Held | None:
    """The hand after a change while it is held, moved as little as the change needs (see the module's
    docstring): one group per face of ``groups``, the card under ``point`` where it was.

    Args:
        slots: the cards' places now (painting order).
        kept: :func:`survivors`' answer: old key → new key (numbered from 0) of every card kept.
        groups: the new hand's faces in order, with counts (:func:`groups_of`); placed in the order the
            faces are shown in ``slots``, a face new to them at its place in ``groups``.
        point: where the pointer rests (or the press began), in the hand's coordinates.
        selected: the selected cards' old keys (raised: the hit test counts them where they are drawn).
        size: the hand's size.

    Returns:
        The new places and keys, or ``None`` when no card is kept (nothing to hold: lay the hand out afresh).
    """
    if not slots or not kept or not groups:
        return None
    width, height = size.width(), size.height()
    same = groups_of(slot.face for slot in slots) == groups and all(k == v for k, v in kept.items())
    if same and _fits(slots, width, height):  # nothing changed that needs room: nothing moves
        return Held(list(slots), dict(kept), ())
    hit = card_at(slots, point, selected)
    anchor = _anchor(slots, kept, hit, point)
    groups = _in_shown_order(groups, slots)
    faces = [face for face, _ in groups]
    at = faces.index(anchor.face)
    before = set(faces[:at])
    on_it = hit == anchor.key
    first = None
    closer: list[tuple[int, Held]] = []
    for left_end in (before, before | {anchor.face}):  # the anchor's own arrivals: right end, else left
        keys, arrived = _keys(kept, groups, left_end)
        key = keys[anchor.key]
        raised = {keys[k] for k in selected if k in keys}
        # first the shown order, then a group new to the hand at either end, where the hand has room
        for order in [groups, *_new_at_ends(groups, {slot.face for slot in slots}, anchor.face)]:
            placed = _placed(order, anchor.rect.size(), anchor.rect.top(), key, anchor.rect.left())
            if on_it and card_at(placed, point, raised) != key:
                continue  # a card came over the pointer (of its own group: its arrivals go to its left end)
            first = first or (keys, arrived, raised)
            if _fits(placed, width, height):
                return Held(placed, keys, arrived)
            if placed[0].rect.bottom() < height:  # no room at the cards' size: lay them closer
                pressed = _closer(placed, key, point, on_it, raised, width)
                if pressed is not None:
                    closer.append(
                        (pressed[-1].rect.right() - pressed[0].rect.left(), Held(pressed, keys, arrived))
                    )
    if closer:  # the one laid least close
        return max(closer, key=lambda c: c[0])[1]
    keys, arrived, raised = first or (keys, arrived, raised)
    moved = _fitted(groups, anchor, keys[anchor.key], point, on_it, raised, selected, size)
    return Held(moved, keys, arrived)


def _in_shown_order(groups: list[tuple[Card, int]], slots: list[Slot]) -> list[tuple[Card, int]]:
    """``groups`` in the order their faces are shown in ``slots`` (a group new to the hand put at the far
    end while held stays there), a face new to them after the face it follows in ``groups``."""
    counts = dict(groups)
    order = [face for face in dict.fromkeys(slot.face for slot in slots) if face in counts]
    for at, (face, _) in enumerate(groups):
        if face not in order:
            after = next((f for f, _ in reversed(groups[:at]) if f in order), None)
            order.insert(0 if after is None else order.index(after) + 1, face)
    return [(face, counts[face]) for face in order]


def _new_at_ends(
    groups: list[tuple[Card, int]], had: set[Card], anchor: Card
) -> list[list[tuple[Card, int]]]:
    """``groups`` with the groups of faces not in ``had`` (new to the hand) moved to either end of the row,
    each order once, ``anchor``'s group never: where a group that came in beyond a full side of the row
    finds room the hand left free on the other (a commodity traded away there)."""
    new = [g for g in groups if g[0] not in had and g[0] is not anchor]
    rest = [g for g in groups if g not in new]
    orders = []
    for ends in itertools.product((0, 1), repeat=len(new)):
        left = [g for g, end in zip(new, ends, strict=True) if end == 0]
        right = [g for g, end in zip(new, ends, strict=True) if end == 1]
        order = left + rest + right
        if order != groups and order not in orders:
            orders.append(order)
    return orders


def _fitted(
    groups: list[tuple[Card, int]],
    anchor: Slot,
    key: CardKey,
    point: QPoint,
    on_it: bool,
    raised: set[CardKey],
    selected: set[CardKey],
    size: QSize,
) -> list[Slot]:
    """A held row that did not fit at its cards' size made to fit (the module's docstring says in what
    order): ``anchor`` is the card that holds still (``key`` now), ``on_it`` whether the pointer is on it
    (then it must stay the card a click at ``point`` hits, the ``raised`` cards drawn higher)."""
    width, height = size.width(), size.height()
    h = anchor.rect.height()
    fresh = card_height_for(groups, width, height)  # the least sizes are a fresh layout's fractions
    lift = RAISE_PX if anchor.key in selected else 0  # shrink about the pointer's spot on the card as drawn
    drawn = anchor.rect.translated(0, -lift)
    fixed = _clamped(point, drawn)
    for i in range(1, 41):  # the cards' own size was tried (held_layout)
        size_h = int(h * (1 - i / 40))
        if size_h < max(40, LEAST_SHRINK * fresh):
            break
        shrunk = _lowered(_shrunk(groups, drawn, key, fixed, size_h), lift)
        closer = size_h < MILD_SHRINK * fresh  # a mild shrink first, then closer again
        # a shrunk row may be a pixel over, or leave the pointer on a strip's edge: nudge it
        for dx in (0, 1, -1, 2, -2):
            moved = [Slot(s.face, s.index, s.rect.translated(dx, 0)) for s in shrunk]
            if _fits(moved, width, height) and (not on_it or card_at(moved, point, raised) == key):
                return moved
            if closer and moved[0].rect.bottom() < height:
                pressed = _closer(moved, key, point, on_it, raised, width)
                if pressed is not None:
                    return pressed
    return _moved_in(_lowered(_shrunk(groups, drawn, key, fixed, min(h, fresh)), lift), width, height)
