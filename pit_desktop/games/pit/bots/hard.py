"""Hard: the Medium strategy plus a belief about every other hand (:mod:`pit_desktop.games.pit.bots.belief`).

Most of its edge is judgement (it holds it with every level on Medium's timing, ``docs/bots.md``):

- it accepts the offer most likely to hold its target, judged from what each seat has discarded so far;
- it pays with the commodity the other side is least likely to collect, and refuses to feed a seat that
  looks close to a corner (unless it can hand that seat the Bear, which blocks the corner, R-CORNER-3); a
  seat looks close only when its fresh offers prove it
  (:meth:`~pit_desktop.games.pit.bots.belief.Belief.near`), which at five seats and more no offer does;
- it keeps the Bull from early on, towards a Bull Corner (R-CORNER-2), but lets it go when another seat
  looks close, so as not to pay for it (R-SCORE-2);
- it is patient: an unmatched offer stays up 8 s (Medium withdraws and steps down after 3 s, which keeps
  its hands busy and its trades small).
"""

from __future__ import annotations

import random
from collections import Counter

from pit_desktop.core.bots.pace import TablePace
from pit_desktop.games.pit.bots.belief import Belief
from pit_desktop.games.pit.bots.trader import Style, TraderBot
from pit_desktop.games.pit.engine import (
    BEAR,
    SUIT_SIZE,
    Card,
    CardsReceived,
    Commodity,
    Event,
    OfferPosted,
    PlayerView,
    PublicOffer,
    TradeCompleted,
)

FEED_LIMIT = 0.25
"""Hard never hands a seat close to a corner a commodity it collects with at least this likelihood."""

BASE_VALUE = 0.2
"""What any offer is worth per card before the chance that it holds the target is added."""


class HardBot(TraderBot):
    """A :class:`TraderBot` with a :class:`~pit_desktop.games.pit.bots.belief.Belief`. One host thread at a
    time."""

    def __init__(self, seat: int, rng: random.Random, style: Style, pace: TablePace | None = None) -> None:
        self.belief: Belief | None = None
        super().__init__(seat, rng, style, pace)

    def restart(self, view: PlayerView) -> None:
        """A new hand: a fresh belief from the deal's public facts and the bot's own cards."""
        self.belief = Belief(self.seat, view.commodities, Counter(view.hand), view.hand_sizes)
        super().restart(view)

    def inform(self, event: Event) -> bool:
        """Feed every visible event to the belief, then react as Medium does."""
        belief = self.belief
        if belief is not None:
            match event:
                case OfferPosted():
                    belief.offered(event.seat, event.count)
                case TradeCompleted():
                    belief.traded(event.offerer, event.accepter, event.count)
                case CardsReceived() if event.seat == self.seat:
                    belief.received(event.from_seat, event.cards, event.gave)
        return super().inform(event)

    # ------------------------------------------------------------------ judgement

    def _someone_near(self) -> bool:
        belief = self.belief
        return belief is not None and any(belief.near(s) for s in range(len(belief.est)))

    def _keeps_bull(self, hand: Counter[Card], target: Commodity | None) -> bool:
        """Keep the Bull towards a Bull Corner unless another seat looks closer to a corner (R-SCORE-2)."""
        if target is None:
            return False
        held = hand.get(target, 0)
        if held >= self.bull_keep_at(7):
            return True
        return held >= self.bull_keep_at(self.style.keep_bull_at) and not self._someone_near()

    def _feeds(self, to_seat: int, commodity: Commodity) -> bool:
        """Whether handing ``commodity`` to ``to_seat`` would feed a seat close to a corner."""
        belief = self.belief
        if belief is None or to_seat < 0 or not belief.near(to_seat):
            return False
        return belief.collects(to_seat)[commodity] >= FEED_LIMIT

    def _spares(
        self, hand: Counter[Card], target: Commodity | None, to_seat: int
    ) -> list[tuple[Commodity, int]]:
        spares = super()._spares(hand, target, to_seat)
        belief = self.belief
        if belief is None or to_seat < 0:
            return spares
        collects = belief.collects(to_seat)
        safe = [(c, n) for c, n in spares if not self._feeds(to_seat, c)]
        safe.sort(key=lambda cn: collects[cn[0]])
        return safe

    def _pay(
        self,
        view: PlayerView,
        hand: Counter[Card],
        target: Commodity | None,
        count: int,
        to_seat: int,
        specials: list[Card],
    ) -> tuple[Card, ...] | None:
        belief = self.belief
        if belief is not None and to_seat >= 0 and belief.near(to_seat) and BEAR in specials:
            # The Bear blocks a corner (R-CORNER-3): hand it to the seat that looks closest.
            specials = [BEAR, *(s for s in specials if s is not BEAR)]
        return super()._pay(view, hand, target, count, to_seat, specials)

    def _pick(
        self,
        payable: list[tuple[PublicOffer, tuple[Card, ...]]],
        hand: Counter[Card],
        target: Commodity | None,
    ) -> tuple[PublicOffer, tuple[Card, ...]]:
        """The payable offer with the most expected cards of the target; handing the Bear to a seat close to
        a corner beats any of them."""
        belief = self.belief
        if belief is None or target is None:
            return super()._pick(payable, hand, target)
        outside = SUIT_SIZE - hand.get(target, 0)
        best, best_value = payable[0], -1.0
        for offer, pay in payable:
            value = min(offer.count, outside) * (BASE_VALUE + belief.gives(offer.seat, target))
            if BEAR in pay and belief.near(offer.seat):
                value += 2.0
            if value > best_value:
                best, best_value = (offer, pay), value
        return best

    def _choose_offer(
        self, view: PlayerView, hand: Counter[Card], target: Commodity | None
    ) -> tuple[Card, ...] | None:
        """Medium's offer, but not of a commodity that a seat close to a corner likely collects."""
        belief = self.belief
        if belief is None or not self._someone_near():
            return super()._choose_offer(view, hand, target)
        near = [s for s in range(len(belief.est)) if belief.near(s)]
        risky = {c for s in near for c, p in belief.collects(s).items() if p >= FEED_LIMIT}
        trimmed = Counter({c: n for c, n in hand.items() if c not in risky or c is target})
        cards = super()._choose_offer(view, trimmed, target)
        return cards if cards is not None else super()._choose_offer(view, hand, target)
