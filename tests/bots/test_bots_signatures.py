"""Each level's signature behaviour on rigged views (issue: Easy, Medium and Hard, measured)."""

from __future__ import annotations

import dataclasses
import math
import random

import pytest
from bot_rig import BEAR, BULL, CORN, OATS, SUGAR, WHEAT, offer, posted, received, view

from pit_desktop.games.pit.bots import MIN_REACTION_S, Level, make_bot
from pit_desktop.games.pit.bots.levels import EASY, MEDIUM, STYLES
from pit_desktop.games.pit.bots.trader import TraderBot
from pit_desktop.games.pit.engine import AcceptOffer, ClaimCorner, MakeOffer, WithdrawOffer

PLAYER_LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)


def fresh(level: Level, hand: tuple, seed: int = 1) -> TraderBot:
    """A bot of ``level`` in seat 0 that has just been dealt ``hand``, with perfect attention (it notices
    every offer: these tests are about judgement)."""
    bot = make_bot(level, 0, random.Random(seed))
    assert isinstance(bot, TraderBot)
    bot.style = dataclasses.replace(bot.style, miss_p=0.0)
    bot.restart(view(hand, now_s=0.0))
    return bot


BEAR_HAND = (CORN,) * 5 + (WHEAT,) * 2 + (SUGAR,) * 2 + (BEAR,)


@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_every_level_passes_the_bear_in_an_accepted_trade(level: Level) -> None:
    """R-CORNER-3: the Bear blocks its holder's corner, so every level hands it over when it trades."""
    passed = 0
    for seed in range(40):
        bot = fresh(level, BEAR_HAND, seed)
        step = bot.step(view(BEAR_HAND, offers=(offer(7, 1, 2),)))
        assert isinstance(step.command, AcceptOffer)
        passed += BEAR in step.command.cards
    kept_rate = STYLES[level].bear_keep_p
    assert passed >= 40 * (1 - kept_rate) - 10  # Easy forgets now and then, the others never
    if kept_rate == 0:
        assert passed == 40


@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_every_level_pads_the_bear_into_its_own_offer(level: Level) -> None:
    """With nothing to accept, the Bear goes out beside the largest spare group (R-TRADE-2)."""
    bot = fresh(level, BEAR_HAND, seed=3)
    for _ in range(30):  # Easy may hold on a decision or two; it lets go soon
        step = bot.step(view(BEAR_HAND))
        assert isinstance(step.command, MakeOffer)
        if BEAR in step.command.cards:
            break
    else:
        pytest.fail("the Bear never went out")
    assert set(step.command.cards) - {BEAR} <= {WHEAT, SUGAR}
    assert CORN not in step.command.cards


@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_every_level_claims_a_corner_and_never_faster_than_a_person(level: Level) -> None:
    """R-CORNER-1: nine of one commodity rings the bell; no reaction is under 250 ms."""
    hand = (OATS,) * 9
    for seed in range(20):
        step = fresh(level, hand, seed).step(view(hand, offers=(offer(7, 1, 2),)))
        assert step.command == ClaimCorner(0)
        assert step.delay_s >= MIN_REACTION_S


LOTS = [(Level.EASY, [4, 3, 2, 1]), (Level.MEDIUM, [2, 1, 2, 1]), (Level.HARD, [2, 1, 2, 1])]


@pytest.mark.parametrize(("level", "expected"), LOTS)
def test_an_unmatched_offer_steps_down_from_the_largest_lot(level: Level, expected: list[int]) -> None:
    """A bot withdraws an offer nobody took and offers one card fewer, down to one, then starts again from
    its largest lot: four for Easy, two for Medium and Hard (they trade in small lots)."""
    hand = (CORN,) * 5 + (WHEAT,) * 4
    bot = fresh(level, hand)
    step_down_s = STYLES[level].step_down_s
    sizes = []
    now = 1.0
    for _ in range(4):
        step = bot.step(view(hand, now_s=now))
        assert isinstance(step.command, MakeOffer)
        cards = step.command.cards
        assert set(cards) == {WHEAT}
        sizes.append(len(cards))
        waiting = bot.step(
            view(hand, now_s=now + 1.0, my_offer=cards, my_offer_id=5, offers=(offer(5, 0, len(cards), now),))
        )
        assert waiting.command is None
        now += step_down_s + 0.5
        stale = bot.step(
            view(
                hand,
                now_s=now,
                my_offer=cards,
                my_offer_id=5,
                offers=(offer(5, 0, len(cards), now - step_down_s - 0.5),),
            )
        )
        assert isinstance(stale.command, WithdrawOffer)
        now += 5.0  # the withdrawal is done; the burst cap has long let go
    assert sizes == expected


def test_medium_does_not_take_straight_back_what_it_just_gave() -> None:
    """No two bots swap the same cards back and forth: the fresh offer of one's last partner, of the size
    just traded, is left alone; the same offer from another seat is taken."""
    hand = (CORN,) * 5 + (WHEAT,) * 2 + (SUGAR,) * 2
    for partner_offer, expected in ((offer(8, 1, 2, 0.6), None), (offer(8, 2, 2, 0.6), 8)):
        bot = fresh(Level.MEDIUM, hand)
        for event in received(0, 1, (SUGAR, SUGAR), (OATS, OATS)):
            bot.inform(event)
        step = bot.step(view(hand, now_s=1.0, offers=(partner_offer,)))
        taken = step.command.offer_id if isinstance(step.command, AcceptOffer) else None
        assert taken == expected


def test_medium_keeps_the_bull_only_close_to_a_corner() -> None:
    """Medium sends the Bull out early on and keeps it with six or more of its target (R-CORNER-2)."""
    far = (CORN,) * 4 + (WHEAT,) * 3 + (SUGAR,) * 2 + (BULL,)
    near = (CORN,) * 6 + (WHEAT,) * 2 + (SUGAR,) + (BULL,)
    far_step = fresh(Level.MEDIUM, far).step(view(far, offers=(offer(7, 1, 2),)))
    near_step = fresh(Level.MEDIUM, near).step(view(near, offers=(offer(7, 1, 2),)))
    assert isinstance(far_step.command, AcceptOffer) and BULL in far_step.command.cards
    assert isinstance(near_step.command, AcceptOffer) and BULL not in near_step.command.cards


def _one_short_table(level: Level) -> tuple[TraderBot, tuple]:
    """Seat 0 collects Corn. Seat 1 took two Wheat from it earlier and handed over two Oats (so Oats is not
    what seat 1 collects); after another trade its fresh offer is a single card: a seat one card short.
    Seat 0 now holds six Corn, one loose Wheat and the two Oats."""
    bot = fresh(level, (CORN,) * 6 + (WHEAT,) * 3)
    trade, cards = received(0, 1, (OATS, OATS), (WHEAT, WHEAT), at_s=0.5)
    bot.inform(trade)
    bot.inform(cards)
    bot.inform(received(2, 1, (SUGAR,), (SUGAR,), at_s=0.7, seq=3)[0])  # seat 1 trades again, in public
    bot.inform(posted(1, 1, offer_id=9, at_s=0.8))  # its fresh offer is a single card
    return bot, (CORN,) * 6 + (WHEAT,) + (OATS,) * 2


def test_hard_refuses_to_feed_the_player_one_card_short_of_a_corner() -> None:
    """Hard will not hand Wheat to the seat that looks one card short and likely collects Wheat."""
    bot, hand = _one_short_table(Level.HARD)
    step = bot.step(view(hand, now_s=1.0, offers=(offer(9, 1, 1, 0.8),)))
    if isinstance(step.command, AcceptOffer):
        assert WHEAT not in step.command.cards
    assert bot.belief is not None and bot.belief.near(1)


def test_medium_would_feed_that_player() -> None:
    """The same position shows the Hard test can fail: Medium pays with its loose Wheat."""
    bot, hand = _one_short_table(Level.MEDIUM)
    step = bot.step(view(hand, now_s=1.0, offers=(offer(9, 1, 1, 0.8),)))
    assert isinstance(step.command, AcceptOffer)
    assert step.command.cards == (WHEAT,)


def test_hard_hands_the_bear_to_the_player_one_card_short() -> None:
    """The Bear blocks a corner (R-CORNER-3): Hard passes it to the seat that looks closest."""
    bot, hand = _one_short_table(Level.HARD)
    hand += (BEAR,)
    step = bot.step(view(hand, now_s=1.0, offers=(offer(9, 1, 1, 0.8), offer(10, 2, 2, 0.9))))
    assert step.command == AcceptOffer(0, 9, (BEAR,))


def _rate_ok(mistakes: int, chances: int, p: float) -> bool:
    """Whether ``mistakes`` in ``chances`` is within four standard errors of the rate ``p``."""
    return abs(mistakes / chances - p) <= 4 * math.sqrt(p * (1 - p) / chances)


def test_easy_forgets_the_bear_at_its_configured_rate() -> None:
    bot = fresh(Level.EASY, BEAR_HAND, seed=5)
    for _ in range(3000):
        bot.step(view(BEAR_HAND, offers=(offer(7, 1, 2),)))
    assert bot.chances["bear"] == 3000
    assert _rate_ok(bot.mistakes["bear"], bot.chances["bear"], EASY.bear_keep_p)


def test_easy_notices_its_corner_late_at_its_configured_rate() -> None:
    hand = (OATS,) * 9
    bot = fresh(Level.EASY, hand, seed=6)
    late = 0
    for _ in range(3000):
        step = bot.step(view(hand))
        late += step.delay_s > EASY.late_claim_s
    assert bot.chances["claim"] == 3000
    assert _rate_ok(bot.mistakes["claim"], 3000, EASY.late_claim_p)
    assert late >= bot.mistakes["claim"]  # each late notice really is late


def test_easy_sticks_with_its_target_longer_than_medium() -> None:
    """Easy's switching margin is wider: fed a second commodity, Medium switches first."""
    assert EASY.switch_margin > MEDIUM.switch_margin
    start = (CORN,) * 4 + (WHEAT,) * 3 + (SUGAR,) * 2
    later = (CORN,) * 4 + (WHEAT,) * 6
    switched = {}
    for level in (Level.EASY, Level.MEDIUM):
        bot = fresh(level, start)
        assert bot.target is CORN
        bot.step(view(later, now_s=2.0))
        switched[level] = bot.target is WHEAT
    assert switched == {Level.EASY: False, Level.MEDIUM: True}


@pytest.mark.parametrize("level", [*PLAYER_LEVELS, Level.BASIC])
def test_reaction_times_are_never_under_250_ms(level: Level) -> None:
    """Every decision's delay, at every level, is at least 250 ms."""
    rng = random.Random(2)
    if level is Level.BASIC:
        from pit_desktop.core.bots.timing import ReactionTime

        timings = [ReactionTime()]
    else:
        timings = [STYLES[level].timing, STYLES[level].claim_timing]
    for timing in timings:
        for options in range(1, 12):
            assert min(timing.draw(rng, options) for _ in range(500)) >= MIN_REACTION_S
