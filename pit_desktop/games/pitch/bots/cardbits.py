"""Cards as bits, and a fast hand of Pitch played out on them: the search core of the Hard bot.

A card is bit ``(rank - 2) * 4 + suit.index`` of an ``int`` (rank-major), so the lowest set bit of a mask
is its lowest-ranked card and the highest set bit its highest, and a hand, a trick's cards or a seat's
taken cards are single ints. :func:`playout` plays the rest of a hand with every hand known (one sample of
the unseen cards) by :func:`policy`, a plain heuristic: draw trumps with the top trump, lead low off-suit
cards, take a trick that holds points as cheaply as possible, otherwise throw the least useful card.
The rules are those of :mod:`pit_desktop.games.pitch.engine.rules` (P-PLAY-2, P-PLAY-3, P-SCORE-1..4),
restated on bits for speed; a test plays both on the same deals and checks that they agree.
"""

from __future__ import annotations

from collections.abc import Sequence

from pit_desktop.games.pitch.engine.cards import DECK, Card

BIT: dict[Card, int] = {c: (int(c.rank) - 2) * 4 + c.suit.index for c in DECK}
"""The bit index of each card."""

CARD_OF: tuple[Card, ...] = tuple(sorted(DECK, key=lambda c: BIT[c]))
"""The card of each bit index."""

SUIT_MASK: tuple[int, ...] = tuple(sum(1 << (r * 4 + s) for r in range(13)) for s in range(4))
"""Every card of a suit, by suit index."""

FULL = (1 << 52) - 1
"""All 52 cards."""

TENS, JACKS, QUEENS, KINGS, ACES = (0xF << (4 * r) for r in (8, 9, 10, 11, 12))
COUNTERS = TENS | JACKS | QUEENS | KINGS | ACES
"""Cards that count game points (P-SCORE-1)."""

JACK_SHIFT = 9 * 4
"""Bit offset of the jacks: the jack of suit ``s`` is bit ``JACK_SHIFT + s``."""


def mask_of(cards: Sequence[Card]) -> int:
    """The mask of ``cards``."""
    m = 0
    for c in cards:
        m |= 1 << BIT[c]
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(CARD_OF[low.bit_length() - 1])
        mask ^= low
    return out


def game_points(mask: int) -> int:
    """Game points of the cards in ``mask`` (P-SCORE-1): 10 → 10, A → 4, K → 3, Q → 2, J → 1."""
    return (
        10 * (mask & TENS).bit_count()
        + (mask & JACKS).bit_count()
        + 2 * (mask & QUEENS).bit_count()
        + 3 * (mask & KINGS).bit_count()
        + 4 * (mask & ACES).bit_count()
    )


def legal(hand: int, led: int, trump: int) -> int:
    """The cards of ``hand`` that may go to a trick led in suit ``led`` (-1 when leading), P-PLAY-2."""
    if led < 0:
        return hand
    follow = hand & SUIT_MASK[led]
    if not follow:
        return hand
    return follow | (hand & SUIT_MASK[trump]) if trump >= 0 else follow


def strength(bit: int, led: int, trump: int) -> int:
    """How strongly the card ``bit`` stands in a trick led in ``led`` (P-PLAY-3): trumps above the led
    suit, other suits never win."""
    suit = bit & 3
    if suit == trump:
        return 100 + bit
    return bit if suit == led else -1


def policy(hand: int, trick: list[tuple[int, int]], trump: int, others: int, last: bool, low: int) -> int:
    """The heuristic's card (a bit index) for a seat holding ``hand``.

    Args:
        hand: the seat's cards.
        trick: ``(seat, bit)`` played so far, the lead first.
        trump: trump's suit index.
        others: every card still held by the other seats.
        last: the seat plays last to this trick.
        low: the lowest trump in play, as a mask (Low goes with the trick that holds it).
    """
    tm = SUIT_MASK[trump]
    if not trick:
        mine = hand & tm
        if mine:
            top = mine.bit_length() - 1
            if top > (others & tm).bit_length() - 1:
                return top
        side = hand & ~tm
        pick = side & ~COUNTERS or side or hand
        return (pick & -pick).bit_length() - 1
    led = trick[0][1] & 3
    ok = legal(hand, led, trump)
    best = -1
    pot = 0
    for _, b in trick:
        s = strength(b, led, trump)
        if s > best:
            best = s
        pot |= 1 << b
    winners = 0
    m = ok
    while m:
        low = m & -m
        b = low.bit_length() - 1
        if strength(b, led, trump) > best:
            winners |= low
        m ^= low
    jack = 1 << (JACK_SHIFT + trump)
    if winners & jack and not last and (others & tm).bit_length() > jack.bit_length():
        winners &= ~jack  # a higher trump is still out: the jack would likely be taken
    if winners and (last or pot & (COUNTERS | tm) or winners & TENS):
        side = winners & ~tm
        pick = side or winners
        return (pick & -pick).bit_length() - 1
    keep = COUNTERS | low
    pick = ok & ~tm & ~COUNTERS or ok & ~tm or ok & ~keep or ok & ~COUNTERS or ok
    return (pick & -pick).bit_length() - 1


def playout(
    hands: list[int],
    turn: int,
    trick: list[tuple[int, int]],
    trump: int,
    taken: list[int],
    tricks: list[int],
) -> None:
    """Play the rest of the hand in place: every seat by :func:`policy`.

    Args:
        hands: each seat's cards; emptied.
        turn: the seat to play next.
        trick: the current trick's ``(seat, bit)`` plays (may be empty); consumed.
        trump: trump's suit index (set: the first card was led).
        taken: each seat's taken cards so far; the rest are added.
        tricks: each seat's tricks so far; the rest are added.
    """
    n = len(hands)
    tm = SUIT_MASK[trump]
    trumps = 0
    for seat in range(n):
        trumps |= (hands[seat] | taken[seat]) & tm
    for _, b in trick:
        trumps |= (1 << b) & tm
    low = trumps & -trumps
    while hands[turn] or trick:
        if len(trick) == n:
            led = trick[0][1] & 3
            best, winner, cards = -2, -1, 0
            for seat, b in trick:
                s = strength(b, led, trump)
                if s > best:
                    best, winner = s, seat
                cards |= 1 << b
            taken[winner] |= cards
            tricks[winner] += 1
            trick.clear()
            turn = winner
            if not hands[turn]:
                return
        hand = hands[turn]
        others = 0
        for seat in range(n):
            if seat != turn:
                others |= hands[seat]
        b = policy(hand, trick, trump, others, len(trick) == n - 1, low)
        hands[turn] = hand & ~(1 << b)
        trick.append((turn, b))
        turn = (turn + 1) % n


def hand_points(taken: Sequence[int], dealt: Sequence[int], trump: int, low_to_holder: bool) -> list[int]:
    """Points each seat won (P-SCORE-1, P-SCORE-2, PV-LOW-TO-HOLDER) from the cards each took and each
    was dealt."""
    n = len(taken)
    tm = SUIT_MASK[trump]
    in_play = 0
    for d in dealt:
        in_play |= d & tm
    won = [0] * n
    high = 1 << (in_play.bit_length() - 1)
    low = in_play & -in_play
    jack = 1 << (JACK_SHIFT + trump)
    gp = [game_points(t) for t in taken]
    top = max(gp)
    for seat in range(n):
        t = taken[seat]
        if t & high:
            won[seat] += 1
        if (dealt[seat] if low_to_holder else t) & low:
            won[seat] += 1
        if t & jack:
            won[seat] += 1
        if gp[seat] == top and gp.count(top) == 1:
            won[seat] += 1
    return won


def changes(won: Sequence[int], tricks: Sequence[int], pitcher: int, bid: int, moon: bool) -> list[int]:
    """Each seat's score change (P-SCORE-3, P-SCORE-4)."""
    made = (won[pitcher] == 4 and tricks[pitcher] == 6) if moon else won[pitcher] >= bid
    out = list(won)
    if not made:
        out[pitcher] = -bid
    return out
