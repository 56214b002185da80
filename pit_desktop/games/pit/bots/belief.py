"""Hard's belief about the other hands, kept from public information and its own trades only.

What it uses (all of it visible to the bot, R-TRADE-3): its own hand; that each commodity has exactly nine
cards (``SUIT_SIZE``); each seat's hand size; every offer's count and every trade's count; and, for its own
trades, exactly what it gave to whom and what it received from whom. What a player hands over is what he is
getting rid of, so what Hard receives from a seat tells it what that seat does *not* collect, and the first
offer a seat makes after a trade shows its largest spare group: a seat whose fresh offers are down to one
card holds at most one card of each commodity it does not collect. At three and four seats that proves it at
most two or three cards short of a corner; at a bigger table, with more commodities in play, it proves
little (at six seats five short, more than half of what it needs), so there a single card is no sign of a
corner.
"""

from __future__ import annotations

from collections import Counter

from pit_desktop.games.pit.engine import SUIT_SIZE, Card, Commodity

NEAR_SHORT = 3
"""A seat is taken to be close to a corner when its fresh offers prove it at most this many cards short of
one: a third of a hand of nine, what a one-card fresh offer proves at four seats."""


class Belief:
    """Expected holdings of every other seat, plus what each seat is known to discard.

    Args:
        seat: the believer's seat.
        commodities: the commodities in play.
        hand: the believer's hand as dealt.
        hand_sizes: every seat's hand size.

    Attributes:
        est: ``est[s][c]``: expected cards of commodity ``c`` held by seat ``s`` (own seat exact).
        dumped: ``dumped[s]``: commodities seat ``s`` handed the believer this hand.
        fed: ``fed[s]``: commodities the believer handed seat ``s`` this hand.
        fresh_size: size of each seat's first offer after its last trade (its largest spare group), or 4.
    """

    def __init__(
        self, seat: int, commodities: tuple[Commodity, ...], hand: Counter[Card], hand_sizes: tuple[int, ...]
    ) -> None:
        self.seat = seat
        self.commodities = commodities
        players = len(hand_sizes)
        others = sum(n for s, n in enumerate(hand_sizes) if s != seat) or 1
        self.est: list[dict[Commodity, float]] = []
        for s in range(players):
            if s == seat:
                self.est.append({c: float(hand.get(c, 0)) for c in commodities})
            else:
                share = hand_sizes[s] / others
                self.est.append({c: (SUIT_SIZE - hand.get(c, 0)) * share for c in commodities})
        self.dumped: list[Counter[Commodity]] = [Counter() for _ in range(players)]
        self.fed: list[Counter[Commodity]] = [Counter() for _ in range(players)]
        self.fresh_size = [4] * players
        self._after_trade = [False] * players
        self._collects: dict[int, dict[Commodity, float]] = {}
        self._gives: dict[int, dict[Commodity, float]] = {}

    # ------------------------------------------------------------------ updates

    def offered(self, seat: int, count: int) -> None:
        """Seat ``seat`` posted an offer of ``count`` cards."""
        if self._after_trade[seat]:
            self.fresh_size[seat] = count
            self._after_trade[seat] = False

    def traded(self, offerer: int, accepter: int, count: int) -> None:
        """A public trade; when the believer is not a side, each side is assumed to have given ``count``
        cards of what it most likely discards."""
        self._after_trade[offerer] = self._after_trade[accepter] = True
        if self.seat in (offerer, accepter):
            return  # the private CardsReceived says exactly what moved
        self._forget()
        give_a = self._likely_discard(offerer)
        give_b = self._likely_discard(accepter)
        self._move(offerer, accepter, give_a, count)
        self._move(accepter, offerer, give_b, count)
        self._forget()

    def received(self, from_seat: int, cards: tuple[Card, ...], gave: tuple[Card, ...]) -> None:
        """The believer's own trade: ``cards`` came from ``from_seat`` for ``gave``."""
        self._forget()
        mine, theirs = self.est[self.seat], self.est[from_seat]
        for card in cards:
            if type(card) is Commodity:
                self.dumped[from_seat][card] += 1
                mine[card] += 1
                self._take(from_seat, card, 1.0)
        for card in gave:
            if type(card) is Commodity:
                self.fed[from_seat][card] += 1
                mine[card] -= 1
                theirs[card] += 1
        self._renormalise()
        self._forget()

    # ------------------------------------------------------------------ reading

    def collects(self, seat: int) -> dict[Commodity, float]:
        """How likely ``seat`` is to be collecting each commodity (sums to 1)."""
        cached = self._collects.get(seat)
        if cached is not None:
            return cached
        weights = {}
        for c, n in self.est[seat].items():
            w = (n + 0.1) ** 2
            if self.dumped[seat][c]:
                w *= 0.1
            weights[c] = w
        total = sum(weights.values()) or 1.0
        out = self._collects[seat] = {c: w / total for c, w in weights.items()}
        return out

    def short_bound(self, seat: int) -> int:
        """At most how many cards ``seat`` lacks for a corner, from its last fresh offer: its largest spare
        group holds ``fresh_size`` cards, so it holds at most that many of each commodity in play but the
        one it collects."""
        return self.fresh_size[seat] * (len(self.commodities) - 1)

    def near(self, seat: int) -> bool:
        """Whether ``seat`` looks close to a corner: its fresh offers prove it at most :data:`NEAR_SHORT`
        cards short (at three and four seats, fresh offers down to one card; at five seats and more no
        offer proves as much)."""
        return seat != self.seat and self.short_bound(seat) <= NEAR_SHORT

    def closeness(self, seat: int) -> float:
        """A rough count of the cards ``seat`` holds of what it collects."""
        collects = self.collects(seat)
        return sum(p * self.est[seat][c] for c, p in collects.items())

    def gives(self, seat: int, commodity: Commodity) -> float:
        """Chance that a card ``seat`` hands over is ``commodity``."""
        return self._discards(seat).get(commodity, 0.0)

    def _discards(self, seat: int) -> dict[Commodity, float]:
        cached = self._gives.get(seat)
        if cached is None:
            collects = self.collects(seat)
            weights = {c: n * (1.0 - collects[c]) for c, n in self.est[seat].items()}
            total = sum(weights.values())
            cached = self._gives[seat] = {c: w / total if total > 0 else 0.0 for c, w in weights.items()}
        return cached

    # ------------------------------------------------------------------ internals

    def _forget(self) -> None:
        self._collects.clear()
        self._gives.clear()

    def _likely_discard(self, seat: int) -> dict[Commodity, float]:
        return dict(self._discards(seat))

    def _move(self, src: int, dst: int, dist: dict[Commodity, float], count: int) -> None:
        for c, p in dist.items():
            amount = min(self.est[src][c], p * count)
            self.est[src][c] -= amount
            self.est[dst][c] += amount

    def _take(self, seat: int, commodity: Commodity, amount: float) -> None:
        est = self.est[seat]
        est[commodity] = max(0.0, est[commodity] - amount)

    def _renormalise(self) -> None:
        """Keep each commodity's total at nine across the table: scale the other seats' estimates."""
        for c in self.commodities:
            mine = self.est[self.seat][c]
            rest = SUIT_SIZE - mine
            others = [s for s in range(len(self.est)) if s != self.seat]
            total = sum(self.est[s][c] for s in others)
            if total <= 0:
                share = rest / len(others)
                for s in others:
                    self.est[s][c] = share
            else:
                k = rest / total
                for s in others:
                    self.est[s][c] *= k
