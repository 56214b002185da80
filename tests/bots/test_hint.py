"""The Pit hint: a bot's judgement on the player's view, with its reason (issue 25, item 2)."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from bot_rig import BEAR, BULL, CORN, OATS, SUGAR, WHEAT, offer, received, view

from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.bots.hint import PitAdvisor, PitHint, PitReason
from pit_desktop.games.pit.engine import (
    AcceptOffer,
    CardsDealt,
    ClaimCorner,
    GameSettings,
    MakeOffer,
    OfferPosted,
    OfferWithdrawn,
    Phase,
    PlayerView,
    WithdrawOffer,
    WithdrawReason,
)
from pit_desktop.games.pit.sim.runner import HeadlessTable

LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)


def advisor(level: Level, hand_view: PlayerView) -> PitAdvisor:
    adv = PitAdvisor(level, hand_view.seat)
    adv.restart(hand_view)
    return adv


@pytest.mark.parametrize("level", LEVELS)
def test_a_corner_is_rung(level: Level) -> None:
    """R-CORNER-1: nine of a kind, the hint rings the bell and names the commodity."""
    v = view((WHEAT,) * 9)
    hint = advisor(level, v).advise(v)
    assert hint.command == ClaimCorner(0)
    assert hint.reason is PitReason.CORNER
    assert (hint.commodity, hint.count) == (WHEAT, 9)


@pytest.mark.parametrize("level", LEVELS)
def test_a_spare_group_nobody_fed_is_offered(level: Level) -> None:
    """With no offer out, the hint offers a group of a commodity the level does not collect, nobody fed."""
    v = view((WHEAT,) * 5 + (CORN,) * 2 + (SUGAR, OATS))
    hint = advisor(level, v).advise(v)
    assert isinstance(hint.command, MakeOffer)
    assert hint.reason is PitReason.OFFER_UNFED
    assert hint.target is WHEAT
    assert WHEAT not in hint.command.cards
    assert hint.commodity in hint.command.cards
    assert hint.count == hint.command.cards.count(hint.commodity)


def test_a_commodity_fed_is_not_called_unfed() -> None:
    """Once another seat handed the player Corn, an offer of Corn is a spare, not "nobody feeds you"."""
    v = view((WHEAT,) * 5 + (CORN,) * 4)
    adv = advisor(Level.EASY, v)
    for event in received(0, 2, (CORN,), (SUGAR,)):
        adv.inform(event)
    hint = adv.advise(v)
    assert hint.command == MakeOffer(0, (CORN,) * 4)
    assert hint.reason is PitReason.OFFER_SPARE


@pytest.mark.parametrize("level", LEVELS)
def test_the_bear_goes_out_with_an_offer(level: Level) -> None:
    """R-CORNER-3: the Bear blocks a corner, so the hint pads it into the offer."""
    v = view((WHEAT,) * 5 + (CORN,) * 2 + (SUGAR, BEAR))
    hint = advisor(level, v).advise(v)
    assert isinstance(hint.command, MakeOffer)
    assert BEAR in hint.command.cards
    assert hint.reason is PitReason.OFFER_BEAR


@pytest.mark.parametrize("level", LEVELS)
def test_an_offer_the_player_can_pay_is_taken(level: Level) -> None:
    """R-TRADE-4: another seat's offer of two, paid with a spare pair, never with the target."""
    v = view((WHEAT,) * 5 + (CORN,) * 2 + (SUGAR, OATS), offers=(offer(7, 2, 2),), now_s=3.0)
    hint = advisor(level, v).advise(v)
    assert hint.command == AcceptOffer(0, 7, (CORN, CORN))
    assert hint.reason is PitReason.TAKE
    assert (hint.seat, hint.count, hint.commodity, hint.target) == (2, 2, CORN, WHEAT)


def test_an_offer_the_player_cannot_pay_is_left() -> None:
    """An offer of three with no spare group of three: the hint offers instead."""
    v = view((WHEAT,) * 5 + (CORN,) * 2 + (SUGAR, OATS), offers=(offer(7, 2, 3),), now_s=3.0)
    hint = advisor(Level.MEDIUM, v).advise(v)
    assert isinstance(hint.command, MakeOffer)


@pytest.mark.parametrize("level", LEVELS)
def test_an_unmatched_offer_is_stepped_down(level: Level) -> None:
    """R-TRADE-5: an offer nobody took for the level's patience is withdrawn, and the next is smaller."""
    hand = (WHEAT,) * 5 + (CORN,) * 2 + (SUGAR, OATS)
    mine = offer(3, 0, 2, posted_at_s=1.0)
    fresh = view(hand, offers=(mine,), my_offer=(CORN, CORN), my_offer_id=3, now_s=1.5)
    adv = advisor(level, fresh)
    adv.inform(OfferPosted(1, 1.0, 3, 0, 2))
    waiting = adv.advise(fresh)
    assert (waiting.command, waiting.reason) == (None, PitReason.WAIT_OFFER)
    stale = replace(fresh, now_s=60.0)
    hint = adv.advise(stale)
    assert hint.command == WithdrawOffer(0)
    assert hint.reason is PitReason.STEP_DOWN
    assert hint.seconds == pytest.approx(59.0)
    adv.inform(OfferWithdrawn(2, 60.0, 3, 0, 2, WithdrawReason.WITHDRAWN))
    after = adv.advise(replace(stale, offers=(), my_offer=None, my_offer_id=None, now_s=60.5))
    assert isinstance(after.command, MakeOffer)
    assert len(after.command.cards) == 1


def test_while_the_cards_are_sorted_the_hint_names_the_target() -> None:
    """R-DEAL-3: no command before the market opens; the commodity to collect and the seconds left."""
    v = replace(view((WHEAT,) * 5 + (CORN,) * 2 + (SUGAR, OATS)), phase=Phase.SORTING, sort_ends_at_s=21.0)
    hint = advisor(Level.MEDIUM, v).advise(v)
    assert hint == PitHint(None, PitReason.SORTING, WHEAT, WHEAT, 5, -1, 20.0)


def test_no_hand_no_hint() -> None:
    """Before the seat is dealt, or once the hand is over, there is nothing to advise."""
    v = view((WHEAT,) * 9)
    assert PitAdvisor(Level.HARD, 0).advise(v).reason is PitReason.NO_HAND
    adv = advisor(Level.HARD, v)
    assert adv.advise(replace(v, phase=Phase.READY)).reason is PitReason.NO_HAND


def test_the_bull_goes_when_the_corner_is_far() -> None:
    """R-CORNER-2: Medium keeps the Bull only six cards from a corner; with four it pads it in."""
    v = view((WHEAT,) * 4 + (CORN,) * 2 + (SUGAR, OATS, BULL))
    hint = advisor(Level.MEDIUM, v).advise(v)
    assert isinstance(hint.command, MakeOffer)
    assert BULL in hint.command.cards
    assert hint.reason is PitReason.OFFER_BULL


class Advised:
    """A bot on seat 0 with an advisor beside it, told the same events; every step asks for a hint too."""

    def __init__(self, level: Level, table: list[HeadlessTable]) -> None:
        self.bot = make_bot(level, 0, random.Random(3))
        self.seat, self.level = 0, level
        self.advisor = PitAdvisor(level, 0)
        self.table = table
        self.hints: list[PitHint] = []

    def restart(self, view: PlayerView) -> None:
        self.bot.restart(view)

    def inform(self, event: Any) -> bool:
        self.advisor.inform(event)
        if isinstance(event, CardsDealt) and event.seat == 0:
            self.advisor.restart(self.table[0].engine.view(0))
        return self.bot.inform(event)

    def step(self, view: PlayerView) -> Any:
        self.advisor.look(view)
        hint = self.advisor.advise(view)
        self.hints.append(hint)
        if hint.command is not None:
            assert self.table[0].engine.why_not(hint.command) is None, hint
        return self.bot.step(view)

    def refused(self, command: Any, error: Any) -> None:
        self.bot.refused(command, error)


@pytest.mark.parametrize("level", LEVELS)
def test_every_hint_of_whole_hands_is_a_command_the_engine_takes(level: Level) -> None:
    """Over whole hands, every suggested command is one the engine would take at that moment (R-TRADE-2,
    R-TRADE-4, R-CORNER-1), and the hints reach every kind of advice a hand needs."""
    holder: list[HeadlessTable] = []
    advised = Advised(level, holder)
    bots = [advised, *(make_bot(Level.MEDIUM, s, random.Random(s)) for s in (1, 2, 3))]
    table = HeadlessTable(GameSettings(players=4), bots, seed=11)
    holder.append(table)
    for _ in range(4):
        table.play_hand()
        table.clock.advance_to(table.clock.now_s + 3.0)
    reasons = {h.reason for h in advised.hints}
    assert len(advised.hints) > 20
    assert reasons & {PitReason.TAKE, PitReason.TAKE_BEAR, PitReason.TAKE_GIVER}
    assert PitReason.CORNER in reasons or PitReason.WAIT_OFFER in reasons
    assert reasons & {
        PitReason.OFFER_UNFED,
        PitReason.OFFER_SPARE,
        PitReason.OFFER_BEAR,
        PitReason.OFFER_BULL,
    }
