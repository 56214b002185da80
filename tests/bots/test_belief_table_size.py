"""What a fresh one-card offer tells Hard's belief at each table size (``games/pit/bots/belief.py``).

A seat whose first offer after a trade is a single card holds at most one card of each commodity it does not
collect. With three or four commodities in play that puts it at most two or three cards short of a corner;
with six it may still lack five, so at a six-seat table Hard does not take it for a seat close to a corner.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest
from bot_rig import BULL, CORN, IN_PLAY, OATS, SUGAR, WHEAT, offer, posted, received, view

from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.bots.belief import NEAR_SHORT, Belief
from pit_desktop.games.pit.bots.hard import HardBot
from pit_desktop.games.pit.engine import AcceptOffer, Commodity, GameSettings

SIX = (WHEAT, Commodity.BARLEY, Commodity.COFFEE, CORN, SUGAR, OATS)
"""Six commodities in play, highest value first (a six-seat Modern game)."""


def _belief(commodities: tuple[Commodity, ...], hand: Counter) -> Belief:
    """Seat 0's belief at a table of one seat per commodity, every hand nine cards."""
    return Belief(0, commodities, hand, (9,) * len(commodities))


def _fresh_offer(belief: Belief, seat: int, count: int) -> None:
    """``seat`` trades in public, then posts a first offer of ``count`` cards."""
    belief.traded(seat, (seat % (len(belief.est) - 1)) + 1, 1)
    belief.offered(seat, count)


@pytest.mark.parametrize(("commodities", "bound"), [(IN_PLAY[:3], 2), (IN_PLAY, 3), (SIX, 5)])
def test_a_one_card_fresh_offer_bounds_how_short_a_seat_is(commodities: tuple, bound: int) -> None:
    """One card of each commodity but the one it collects: ``players - 1`` cards short at most."""
    belief = _belief(commodities, Counter({commodities[0]: 9}))
    _fresh_offer(belief, 1, 1)
    assert belief.short_bound(1) == bound
    assert belief.near(1) is (bound <= NEAR_SHORT)


@pytest.mark.parametrize("commodities", [IN_PLAY[:3], IN_PLAY])
def test_at_three_and_four_seats_only_a_one_card_fresh_offer_looks_near(commodities: tuple) -> None:
    """As before the table's size counted: one card is near, two are not, and nobody is before a trade."""
    belief = _belief(commodities, Counter({commodities[0]: 9}))
    assert not any(belief.near(s) for s in range(len(commodities)))
    _fresh_offer(belief, 1, 2)
    assert not belief.near(1)
    _fresh_offer(belief, 2, 1)
    assert belief.near(2)
    assert not belief.near(0)  # never itself


def test_at_six_seats_no_fresh_offer_looks_near() -> None:
    """At six seats a one-card fresh offer proves a seat at most five cards short: not close."""
    belief = _belief(SIX, Counter({WHEAT: 5, CORN: 4}))
    for seat in range(1, 6):
        _fresh_offer(belief, seat, 1)
    assert not any(belief.near(s) for s in range(6))


def _six_seat_view(hand: tuple, **kwargs: object):
    """The rig's view of seat 0 at a six-seat table."""
    settings = GameSettings(players=6, sort_time_s=0.0)
    base = view(hand, settings=settings, **kwargs)  # type: ignore[arg-type]
    return dataclasses.replace(base, commodities=SIX)


def _after_one_card_offer(players: int) -> tuple[HardBot, tuple]:
    """Hard in seat 0 holds four Corn, two Wheat, two Sugar and the Bull; seat 1 has just traded in public
    and posted a single card."""
    hand = (CORN,) * 4 + (WHEAT,) * 2 + (SUGAR,) * 2 + (BULL,)
    bot = make_bot(Level.HARD, 0, random.Random(1))
    assert isinstance(bot, HardBot)
    bot.style = dataclasses.replace(bot.style, miss_p=0.0)
    first = view(hand, now_s=0.0) if players == 4 else _six_seat_view(hand, now_s=0.0)
    bot.restart(first)
    bot.inform(received(2, 1, (OATS,), (SUGAR,), at_s=0.5)[0])  # seat 1 trades with seat 2, in public
    bot.inform(posted(1, 1, offer_id=9, at_s=0.8))
    return bot, hand


@pytest.mark.parametrize(("players", "keeps_bull"), [(4, False), (6, True)])
def test_hard_keeps_the_bull_at_six_seats_after_a_one_card_offer(players: int, keeps_bull: bool) -> None:
    """At four seats the one-card offer looks like a seat close to a corner, so Hard lets the Bull go
    (R-SCORE-2); at six seats it proves too little, and Hard keeps the Bull towards a Bull Corner."""
    bot, hand = _after_one_card_offer(players)
    offers = (offer(9, 1, 1, 0.8),)
    now = view(hand, offers=offers) if players == 4 else _six_seat_view(hand, offers=offers)
    step = bot.step(now)
    assert isinstance(step.command, AcceptOffer)
    assert bot.belief is not None and bot.belief.near(1) is not keeps_bull
    assert (BULL not in step.command.cards) is keeps_bull
