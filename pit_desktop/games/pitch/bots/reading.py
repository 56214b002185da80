"""What a bot can read from its view alone: the cards seen, who took what, and the suits a player has
shown he lacks; and random deals of the unseen cards consistent with all of it (determinization).

Everything here is built from a :class:`~pit_desktop.games.pitch.engine.view.PitchView`: a bot never looks at
hidden cards. A player who neither follows the led suit nor trumps has shown that he holds none of the
led suit (P-PLAY-2 lets a player trump instead of following, so a trump on a side-suit lead shows
nothing).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from pit_desktop.games.pitch.bots.cardbits import BIT, FULL, SUIT_MASK, mask_of
from pit_desktop.games.pitch.engine.view import PitchView

SAMPLE_TRIES = 20
"""Attempts at a deal honouring every void before one that ignores them is taken."""

SAMPLE_PATIENCE = 6
"""Draws per wanted deal before deals that an acceptance test refused are taken to make up the number."""


class Reading:
    """The public and own facts of one view, as bit masks (see :mod:`pit_desktop.games.pitch.bots.cardbits`).

    Attributes:
        seat: the reader's seat.
        players: seats at the table.
        hand: the reader's cards.
        played: every card played this hand.
        played_by: each seat's cards played this hand.
        taken: each seat's cards taken in finished tricks.
        tricks: each seat's finished tricks taken.
        voids: each seat's suits shown to be lacking, as a mask of whole suits.
        unseen: cards neither held by the reader nor played: in another hand or not dealt.
        trick: the current trick as ``(seat, bit)``.
        trump: trump's suit index, or -1 before the first lead.
        sizes: cards each seat holds.
    """

    __slots__ = (
        "hand", "played", "played_by", "players", "seat", "sizes", "taken", "trick", "tricks", "trump",
        "unseen", "voids",
    )  # fmt: skip

    def __init__(self, view: PitchView) -> None:
        n = view.players
        self.seat = view.seat
        self.players = n
        self.hand = mask_of(view.hand)
        self.trump = view.trump.index if view.trump is not None else -1
        self.sizes = list(view.hand_sizes)
        self.played_by = [0] * n
        self.taken = [0] * n
        self.tricks = [0] * n
        self.voids = [0] * n
        for t in view.tricks:
            for _, c in t.plays:
                self.taken[t.winner] |= 1 << BIT[c]
            self.tricks[t.winner] += 1
            self._note(t.plays)
        self._note(view.trick)
        self.trick = [(seat, BIT[c]) for seat, c in view.trick]
        self.played = 0
        for m in self.played_by:
            self.played |= m
        self.unseen = FULL & ~self.hand & ~self.played

    def _note(self, plays: tuple) -> None:
        if not plays:
            return
        led = plays[0][1].suit.index
        for seat, c in plays:
            self.played_by[seat] |= 1 << BIT[c]
            s = c.suit.index
            if s != led and s != self.trump:
                self.voids[seat] |= SUIT_MASK[led]

    def sample(self, rng: random.Random) -> list[int]:
        """One deal of the unseen cards to the other seats, each getting as many as it holds and none of
        a suit it has shown it lacks (the voids are dropped only if no such deal turns up)."""
        pool = [b for b in range(52) if self.unseen >> b & 1]
        order = sorted(
            (s for s in range(self.players) if s != self.seat), key=lambda s: -self.voids[s].bit_count()
        )
        for attempt in range(SAMPLE_TRIES + 1):
            rng.shuffle(pool)
            hands = [0] * self.players
            hands[self.seat] = self.hand
            rest = pool
            ok = True
            for s in order:
                need = self.sizes[s]
                barred = self.voids[s] if attempt < SAMPLE_TRIES else 0
                got: list[int] = []
                keep: list[int] = []
                for b in rest:
                    if len(got) < need and not barred >> b & 1:
                        got.append(b)
                    else:
                        keep.append(b)
                if len(got) < need:
                    ok = False
                    break
                m = 0
                for b in got:
                    m |= 1 << b
                hands[s] = m
                rest = keep
            if ok:
                return hands
        raise AssertionError("the unseen cards cannot fill the other hands")  # pragma: no cover

    def samples(
        self,
        rng: random.Random,
        count: int,
        accept: Callable[[list[int]], bool] | None = None,
        patience: int = SAMPLE_PATIENCE,
    ) -> list[list[int]]:
        """``count`` deals from :meth:`sample`, keeping those whose deal as dealt (:meth:`dealt`) passes
        ``accept`` (e.g. fits the calls of the auction); after ``patience`` draws per deal wanted, the
        first refused ones make up the number."""
        out: list[list[int]] = []
        spare: list[list[int]] = []
        for _ in range(count * patience):
            if len(out) == count:
                break
            hands = self.sample(rng)
            if accept is None or accept(self.dealt(hands)):
                out.append(hands)
            elif len(spare) < count:
                spare.append(hands)
        return out + spare[: count - len(out)]

    def dealt(self, hands: list[int]) -> list[int]:
        """Each seat's six cards as dealt, for a sample ``hands`` of what they hold now."""
        return [hands[s] | self.played_by[s] for s in range(self.players)]
