"""The Human seat's fixed timing model, the bots' attention and burst cap, and the table pace."""

from __future__ import annotations

import dataclasses
import random
import statistics

import pytest
from bot_rig import CORN, OATS, SUGAR, WHEAT, offer, posted, view

from pit_desktop.core.bots.pace import miss_at, size_factor
from pit_desktop.games.pit.bots import MIN_REACTION_S, PACES, PLAYER_LEVELS, Level, Pace, TablePace, make_bot
from pit_desktop.games.pit.bots.human import HUMAN_LOOK_S, HumanBot
from pit_desktop.games.pit.bots.levels import STYLES
from pit_desktop.games.pit.bots.trader import TraderBot
from pit_desktop.games.pit.engine import (
    AcceptOffer,
    ClaimCorner,
    GameSettings,
    MakeOffer,
    PublicTrade,
    TradeCompleted,
)
from pit_desktop.games.pit.sim.runner import HeadlessTable

HAND = (CORN,) * 5 + (WHEAT,) * 2 + (SUGAR,) * 2
"""Collects Corn; two Wheat and two Sugar to pay with."""

SAMPLES = 4000


def _quantiles(values: list[float]) -> tuple[float, float, float]:
    cuts = statistics.quantiles(values, n=100)
    return cuts[4], statistics.median(values), cuts[94]


def _accept_delays(at_s: float, trade_at_s: float | None = None) -> list[float]:
    """The Human's delay to accept a payable offer that was just posted, ``SAMPLES`` times."""
    trades = () if trade_at_s is None else (PublicTrade(1, 0, 2, trade_at_s),)
    out = []
    for seed in range(SAMPLES):
        bot = make_bot(Level.HUMAN, 0, random.Random(seed))
        bot.restart(view(HAND, now_s=0.0))
        bot.inform(posted(1, 2, offer_id=7, at_s=at_s))
        seen = view(HAND, now_s=at_s, offers=(offer(7, 1, 2, at_s),))
        step = bot.step(dataclasses.replace(seen, trades=trades))
        assert isinstance(step.command, AcceptOffer)
        out.append(step.delay_s)
    return out


def test_the_humans_ordinary_action_times_are_those_of_a_person() -> None:
    """Measured from the event that prompts it: median 2.2 s, 5th percentile at least 1.3 s, 95th 3.5–5 s."""
    p5, median, p95 = _quantiles(_accept_delays(at_s=10.0))
    assert median == pytest.approx(2.2, abs=0.08)
    assert p5 >= 1.3
    assert 3.5 <= p95 <= 5.0


def test_the_human_rings_about_a_second_after_the_corner_is_first_held() -> None:
    """The bell: median 1.0 s after the trade that made the corner, 5th percentile at least 0.6 s; a Human
    busy with another action when the corner came rings sooner after it, as the second has been running."""
    corner = (OATS,) * 9
    delays, late = [], []
    for seed in range(SAMPLES):
        for now, out in ((20.0, delays), (20.5, late)):
            bot = make_bot(Level.HUMAN, 0, random.Random(seed))
            bot.restart(view(corner, now_s=0.0))
            trades = (PublicTrade(1, 0, 2, 20.0),)
            step = bot.step(dataclasses.replace(view(corner, now_s=now), trades=trades))
            assert step.command == ClaimCorner(0)
            out.append(step.delay_s)
    p5, median, _ = _quantiles(delays)
    assert median == pytest.approx(1.0, abs=0.05)
    assert p5 >= 0.6
    assert statistics.median(late) == pytest.approx(statistics.median(delays) - 0.5, abs=0.05)
    assert min(late) >= MIN_REACTION_S


def test_the_human_looks_at_cards_received_for_a_second_before_acting() -> None:
    """After a trade, 1.0 s to look at the cards, then the action's own time."""
    plain = _accept_delays(at_s=10.0)
    looked = _accept_delays(at_s=10.0, trade_at_s=10.0)
    halfway = _accept_delays(at_s=10.4, trade_at_s=10.0)
    assert min(looked) >= HUMAN_LOOK_S + MIN_REACTION_S
    base = statistics.median(plain)
    assert statistics.median(looked) == pytest.approx(base + HUMAN_LOOK_S, abs=0.01)
    assert statistics.median(halfway) == pytest.approx(base + HUMAN_LOOK_S - 0.4, abs=0.01)


class _Spy:
    """Wraps a bot and checks that it is never asked to plan while an action of its own is in progress."""

    def __init__(self, bot: TraderBot) -> None:
        self.bot = bot
        self.seat = bot.seat
        self.level = bot.level
        self.due: tuple[float, float] | None = None  # (asked at, due at) of the last command
        self.commands = 0

    def restart(self, view: object) -> None:
        self.due = None
        self.bot.restart(view)  # type: ignore[arg-type]

    def inform(self, event: object) -> bool:
        return self.bot.inform(event)  # type: ignore[arg-type]

    def refused(self, command: object, error: object) -> None:
        self.bot.refused(command, error)  # type: ignore[arg-type]

    def step(self, view: object) -> object:
        now = view.now_s  # type: ignore[attr-defined]
        if self.due is not None:
            asked_at, due_at = self.due
            assert now >= due_at - 1e-9 or now == asked_at, "asked mid-action"
        step = self.bot.step(view)  # type: ignore[arg-type]
        self.due = (now, now + step.delay_s) if step.command is not None else None
        self.commands += step.command is not None
        return step


def test_the_human_has_one_action_in_progress_at_a_time() -> None:
    """In a whole game the Human is never asked for a new action while one of its own is on its way (a
    person cannot prepare two drags at once); asked again at the same instant, the first plan is dropped."""
    human = _Spy(HumanBot(0, random.Random(5)))
    bots = [human] + [make_bot(Level.MEDIUM, seat, random.Random(seat)) for seat in (1, 2, 3)]
    HeadlessTable(GameSettings(players=4), bots, seed=11).play_game()  # type: ignore[arg-type]
    assert human.commands > 50


def test_the_human_is_never_a_level_a_player_chooses() -> None:
    assert Level.HUMAN not in PLAYER_LEVELS and Level.BASIC not in PLAYER_LEVELS
    assert PLAYER_LEVELS == (Level.EASY, Level.MEDIUM, Level.HARD)


def test_the_human_ignores_the_tables_pace() -> None:
    delays = {}
    for pace in PACES:
        bot = make_bot(Level.HUMAN, 0, random.Random(3), pace=TablePace(pace))
        bot.restart(view(HAND, now_s=0.0))
        delays[pace] = bot.step(view(HAND, now_s=1.0, offers=(offer(7, 1, 2),))).delay_s
    assert len(set(delays.values())) == 1


def _first_delay(level: Level, pace: Pace, seed: int) -> float:
    bot = make_bot(level, 0, random.Random(seed), pace=TablePace(pace))
    bot.restart(view(HAND, now_s=0.0))
    return bot.step(view(HAND, now_s=1.0)).delay_s


@pytest.mark.parametrize("level", PLAYER_LEVELS)
def test_a_pace_scales_every_bot_delay_by_its_factor(level: Level) -> None:
    """The same decision with the same draws takes ``factor`` times as long, never under 250 ms."""
    for seed in range(50):
        standard = _first_delay(level, Pace.STANDARD, seed)
        for pace in (Pace.RELAXED, Pace.BRISK):
            expected = max(MIN_REACTION_S, standard * pace.factor)
            assert _first_delay(level, pace, seed) == pytest.approx(expected)
    assert Pace.RELAXED.factor > Pace.STANDARD.factor == 1.0 > Pace.BRISK.factor


def test_a_pace_changed_mid_hand_holds_from_the_next_decision() -> None:
    pace = TablePace(Pace.STANDARD)
    twin = TablePace(Pace.STANDARD)
    bot, ref = (make_bot(Level.MEDIUM, 0, random.Random(8), pace=p) for p in (pace, twin))
    for b in (bot, ref):
        b.restart(view(HAND, now_s=0.0))
    first = bot.step(view(HAND, now_s=1.0)).delay_s
    assert first == ref.step(view(HAND, now_s=1.0)).delay_s
    pace.pace = Pace.RELAXED  # the window's Game menu, mid-hand
    later = bot.step(view(HAND, now_s=10.0)).delay_s
    assert later == pytest.approx(ref.step(view(HAND, now_s=10.0)).delay_s * Pace.RELAXED.factor)


def _first_delay_at(level: Level, players: int, seed: int) -> float:
    bot = make_bot(level, 0, random.Random(seed))
    sizes = (9,) * players
    bot.restart(view(HAND, now_s=0.0, hand_sizes=sizes))
    return bot.step(view(HAND, now_s=1.0, hand_sizes=sizes)).delay_s


@pytest.mark.parametrize("level", PLAYER_LEVELS)
@pytest.mark.parametrize("players", [3, 5, 6, 8])
def test_the_tables_size_scales_every_bot_delay(level: Level, players: int) -> None:
    """More seats, more bots racing for each offer: a bot is slower at a bigger table and quicker at a
    smaller one, by its level's ``size_tempo`` per seat, never under 250 ms; nothing changes at four."""
    factor = size_factor(STYLES[level].size_tempo, players)
    assert (factor > 1.0) if players > 4 else (factor < 1.0)
    for seed in range(30):
        at_four = _first_delay_at(level, 4, seed)
        assert at_four == _first_delay(level, Pace.STANDARD, seed)  # the four-seat table as it was
        assert _first_delay_at(level, players, seed) == pytest.approx(max(MIN_REACTION_S, at_four * factor))


def test_the_tables_size_is_exactly_nothing_at_four_seats() -> None:
    for style in STYLES.values():
        assert size_factor(style.size_tempo, 4) == 1.0
        assert miss_at(style.miss_p, 4) == style.miss_p
    assert size_factor((0.07, 0.05), 6) == pytest.approx(1.1)
    assert size_factor((0.07, 0.05), 3) == pytest.approx(0.93)
    assert size_factor((1.0, 0.0), 3) == 0.5  # never under one half


def test_every_level_is_a_tenth_slower_at_six_seats() -> None:
    """Above four seats every level follows the same steps (×1.10 at six); below, Hard is quickened less
    than Easy and Medium (×0.98 against ×0.93 at three seats)."""
    for style in STYLES.values():
        assert size_factor(style.size_tempo, 6) == pytest.approx(1.1)
    assert size_factor(STYLES[Level.HARD].size_tempo, 3) == pytest.approx(0.98)


@pytest.mark.parametrize("players", [3, 6])
def test_the_human_ignores_the_tables_size(players: int) -> None:
    for seed in range(20):
        assert _first_delay_at(Level.HUMAN, players, seed) == _first_delay_at(Level.HUMAN, 4, seed)


def test_attention_is_split_over_the_seats_watched() -> None:
    """A bot watches ``players - 1`` seats: it misses more at a bigger table, the inattentive more so."""
    easy, hard = STYLES[Level.EASY].miss_p, STYLES[Level.HARD].miss_p
    assert miss_at(easy, 3) < easy < miss_at(easy, 6) < miss_at(easy, 8)
    assert miss_at(easy, 6) - easy > miss_at(hard, 6) - hard
    assert miss_at(0.0, 6) == 0.0
    bot = make_bot(Level.EASY, 0, random.Random(9))
    assert isinstance(bot, TraderBot)
    bot.restart(view(HAND, now_s=0.0, hand_sizes=(9,) * 6))
    missed = sum(bot._notice(i, 0.0) == float("inf") for i in range(4000))
    assert missed / 4000 == pytest.approx(miss_at(easy, 6), abs=0.02)


def test_pace_ids_are_stable_and_refused_when_unknown() -> None:
    assert [p.value for p in PACES] == ["relaxed", "standard", "brisk"]
    assert Pace.from_id("brisk") is Pace.BRISK
    assert Pace.BRISK.display_name == "Brisk"
    with pytest.raises(ValueError, match="unknown pace 'fast'"):
        Pace.from_id("fast")


def _accept_times(level: Level, pace: Pace, rounds: int = 8) -> list[float]:
    """When a bot's accepts fall due if it is asked again the moment each is done, a new offer always up."""
    bot = make_bot(level, 0, random.Random(4), pace=TablePace(pace))
    assert isinstance(bot, TraderBot)
    bot.style = dataclasses.replace(bot.style, miss_p=0.0)
    bot.restart(view(HAND, now_s=0.0))
    now, times = 1.0, []
    for i in range(rounds):
        step = bot.step(view(HAND, now_s=now, offers=(offer(100 + i, 1, 1, now),)))
        assert isinstance(step.command, AcceptOffer)
        now += step.delay_s
        times.append(now)
    return times


@pytest.mark.parametrize("level", PLAYER_LEVELS)
@pytest.mark.parametrize("pace", PACES)
def test_no_bot_bursts(level: Level, pace: Pace) -> None:
    """At most ``burst_n`` commands in any ``burst_s`` seconds (scaled by the pace), however busy the
    floor."""
    style = STYLES[level]
    times = _accept_times(level, pace)
    window = style.burst_s * pace.factor * style.tempo  # the level's own tempo scales its cap too
    n = style.burst_n
    assert n >= 1 and window > 0
    for i in range(n, len(times)):
        assert times[i] - times[i - n] >= window - 1e-9


def test_without_the_cap_a_bot_would_burst() -> None:
    """The burst test can fail: with the cap lifted, three accepts come within Medium's window."""
    bot = make_bot(Level.MEDIUM, 0, random.Random(4))
    assert isinstance(bot, TraderBot)
    capped = _accept_times(Level.MEDIUM, Pace.STANDARD)
    bot.style = dataclasses.replace(bot.style, burst_n=0, miss_p=0.0)
    bot.restart(view(HAND, now_s=0.0))
    now, free = 1.0, []
    for i in range(8):
        step = bot.step(view(HAND, now_s=now, offers=(offer(100 + i, 1, 1, now),)))
        now += step.delay_s
        free.append(now)
    window = STYLES[Level.MEDIUM].burst_s
    assert any(free[i] - free[i - 2] < window for i in range(2, len(free)))
    assert free[-1] < capped[-1]


def test_a_bot_sees_an_offer_posted_while_it_was_busy_only_once_it_is_done() -> None:
    """One thing at a time: busy with its own offer until 4.0 s, it notices an offer posted at 2.0 s at
    4.0 s, and reacts from then."""
    bot = make_bot(Level.MEDIUM, 0, random.Random(2))
    assert isinstance(bot, TraderBot)
    bot.style = dataclasses.replace(bot.style, miss_p=0.0, burst_n=0)
    bot.restart(view(HAND, now_s=0.0))
    step = bot.step(view(HAND, now_s=1.0))
    assert isinstance(step.command, MakeOffer)
    due = 1.0 + step.delay_s
    bot.inform(posted(1, 2, offer_id=7, at_s=due - 0.5))
    seen, upcoming = bot._noticed(view(HAND, now_s=due - 0.4, offers=(offer(7, 1, 2, due - 0.5),)), due - 0.4)
    assert seen == [] and upcoming == pytest.approx(due)
    later = bot.step(view(HAND, now_s=due, offers=(offer(7, 1, 2, due - 0.5),)))
    assert isinstance(later.command, AcceptOffer)


def test_a_bot_can_miss_an_offer() -> None:
    """An offer missed is never seen while it is up: the bot offers its own cards instead."""
    bot = make_bot(Level.EASY, 0, random.Random(2))
    assert isinstance(bot, TraderBot)
    bot.style = dataclasses.replace(bot.style, miss_p=1.0)
    bot.restart(view(HAND, now_s=0.0))
    bot.inform(posted(1, 2, offer_id=7, at_s=0.5))
    step = bot.step(view(HAND, now_s=1.0, offers=(offer(7, 1, 2, 0.5),)))
    assert isinstance(step.command, MakeOffer)


def test_easy_misses_offers_at_its_rate() -> None:
    bot = make_bot(Level.EASY, 0, random.Random(9))
    assert isinstance(bot, TraderBot)
    bot.restart(view(HAND, now_s=0.0))
    missed = sum(bot._notice(i, 0.0) == float("inf") for i in range(4000))
    assert missed / 4000 == pytest.approx(STYLES[Level.EASY].miss_p, abs=0.02)


def test_the_table_pace_factor_follows_every_change_of_pace_and_ease() -> None:
    """The pace's factor is worked out when the pace or Auto's ease is set: each change shows at the next
    read, the two multiplied."""
    pace = TablePace(Pace.BRISK)
    assert pace.factor == Pace.BRISK.factor
    pace.ease = 1.5
    assert pace.factor == Pace.BRISK.factor * 1.5
    pace.pace = Pace.RELAXED
    assert (pace.pace, pace.ease, pace.factor) == (Pace.RELAXED, 1.5, Pace.RELAXED.factor * 1.5)


# ------------------------------------------------------------------ where a person's cards land


def _aiming_human() -> HumanBot:
    """The Human seat, having seen seat 1's offer 7 of two cards go in a trade at 12.0 s."""
    bot = HumanBot(0, random.Random(1))
    bot.restart(view(HAND, now_s=0.0))
    bot.inform(posted(1, 2, offer_id=7, at_s=10.0))
    bot.inform(TradeCompleted(3, 12.0, 7, 1, 2, 2))
    return bot


def test_cards_sent_to_a_gone_offer_land_on_the_seats_same_shout_posted_since() -> None:
    """Face down, the seat's new "Two!" is what the person's hand is on its way to, as a drop in the window
    lands on what the seat shows."""
    bot = _aiming_human()
    bot.inform(posted(1, 2, offer_id=9, at_s=13.5))
    assert bot.land(AcceptOffer(0, 7, (WHEAT, WHEAT))) == AcceptOffer(0, 9, (WHEAT, WHEAT))


@pytest.mark.parametrize("count", [1, 3])
def test_cards_sent_to_a_gone_offer_stay_with_it_when_the_seat_shouts_another_count(count: int) -> None:
    """The engine then says the offer is gone (R-TRADE-7)."""
    bot = _aiming_human()
    bot.inform(posted(1, count, offer_id=9, at_s=13.5))
    assert bot.land(AcceptOffer(0, 7, (WHEAT, WHEAT))) == AcceptOffer(0, 7, (WHEAT, WHEAT))


def test_cards_sent_to_an_offer_still_out_or_to_an_empty_seat_land_as_chosen() -> None:
    bot = HumanBot(0, random.Random(1))
    bot.restart(view(HAND, now_s=0.0))
    bot.inform(posted(1, 2, offer_id=7, at_s=10.0))
    bot.inform(posted(2, 2, offer_id=8, at_s=10.5))
    assert bot.land(AcceptOffer(0, 7, (WHEAT, WHEAT))) == AcceptOffer(0, 7, (WHEAT, WHEAT))
    gone = _aiming_human()
    gone.inform(posted(2, 2, offer_id=9, at_s=13.5))  # another seat's shout is not the one aimed at
    assert gone.land(AcceptOffer(0, 7, (WHEAT, WHEAT))) == AcceptOffer(0, 7, (WHEAT, WHEAT))
    assert gone.land(MakeOffer(0, (SUGAR, SUGAR))) == MakeOffer(0, (SUGAR, SUGAR))
