"""Basic: the simplest published Pit bot, kept as a measuring stick (never offered to players).

It answers any offer whose size matches one of its groups (padding with the Bull or Bear), otherwise offers
a random group of up to four, and claims a corner when it has one. It has no target and no memory.
"""

from __future__ import annotations

import random
from collections import Counter

from pit_desktop.core.bots.base import Level, Step
from pit_desktop.core.bots.timing import ReactionTime
from pit_desktop.games.pit.bots.trader import MIN_WAIT_S
from pit_desktop.games.pit.engine import (
    BEAR,
    BULL,
    AcceptOffer,
    Card,
    CardsReceived,
    ClaimCorner,
    Command,
    Commodity,
    Event,
    MakeOffer,
    OfferPosted,
    PitError,
    PlayerView,
    WithdrawOffer,
    has_corner,
)

STALE_OFFER_S = 4.0
"""An own offer nobody took for this long is withdrawn, so another group can go out."""


def padded_group(
    hand: Counter[Card], commodity: Commodity, size: int, bull_bear: bool
) -> tuple[Card, ...] | None:
    """``size`` cards of ``commodity`` from ``hand``, padded with the Bull and/or Bear if short; or ``None``.

    The result is a valid offer under R-TRADE-2 (one commodity, Bull/Bear beside it).
    """
    have = min(hand.get(commodity, 0), size)
    cards: list[Card] = [commodity] * have
    if bull_bear:
        for special in (BEAR, BULL):
            if len(cards) < size and hand.get(special, 0):
                cards.append(special)
    return tuple(cards) if len(cards) == size and have > 0 else None


class BasicBot:
    """The reference bot (see the module docstring); a :class:`~pit_desktop.core.bots.base.Bot`."""

    level = Level.BASIC

    def __init__(self, seat: int, rng: random.Random, timing: ReactionTime | None = None) -> None:
        self.seat = seat
        self.rng = rng
        self.timing = timing or ReactionTime()

    def restart(self, view: PlayerView) -> None:
        """Nothing to remember between hands."""

    def inform(self, event: Event) -> bool:
        """Wake for new offers and for cards received."""
        match event:
            case OfferPosted():
                return event.seat != self.seat
            case CardsReceived():
                return True
        return False

    def refused(self, command: Command, error: PitError) -> None:
        """No memory: a refusal changes nothing."""

    def step(self, view: PlayerView) -> Step[Command]:
        """Claim, else answer a matching offer, else offer a random group."""
        hand = Counter(view.hand)
        bull_bear = view.settings.bull_bear
        if has_corner(hand, bull_bear):
            return Step(ClaimCorner(self.seat), self.timing.draw(self.rng))
        groups = [c for c in hand if type(c) is Commodity]
        others = view.others_offers()
        for offer in self.rng.sample(others, len(others)):
            for commodity in self.rng.sample(groups, len(groups)):
                pay = padded_group(hand, commodity, offer.count, bull_bear)
                if pay is not None:
                    return Step(
                        AcceptOffer(self.seat, offer.offer_id, pay), self.timing.draw(self.rng, len(others))
                    )
        if view.my_offer is None:
            commodity = self.rng.choice(groups)
            size = self.rng.randint(1, min(4, hand[commodity]))
            return Step(MakeOffer(self.seat, (commodity,) * size), self.timing.draw(self.rng, len(groups)))
        age = view.now_s - next(o.posted_at_s for o in view.offers if o.offer_id == view.my_offer_id)
        if age >= STALE_OFFER_S:
            return Step(WithdrawOffer(self.seat), self.timing.draw(self.rng))
        return Step(None, max(MIN_WAIT_S, STALE_OFFER_S - age))
