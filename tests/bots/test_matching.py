"""Speed matching: the meter reads the person's own commands against the table's events, and the bots'
delays follow its factors; no bot takes an offer within 0.8 s of its posting nor rings within 0.6 s of the
trade that made its corner (issue: a level means the same to every person)."""

from __future__ import annotations

import random

import pytest
from bot_rig import BULL, CORN, OATS, SUGAR, WHEAT, offer, posted, received, view

from pit_desktop.core.bots.pace import FIXED_TEMPO
from pit_desktop.games.pit.bots import Level, Pace, TablePace, make_bot
from pit_desktop.games.pit.bots.matching import (
    BULL_PRIOR,
    FACTOR_RANGE,
    LONGEST_S,
    MAX_STEP,
    PRIOR_WEIGHT,
    SpeedMeter,
    human_figures,
)
from pit_desktop.games.pit.bots.people import PEOPLE
from pit_desktop.games.pit.engine import (
    AcceptOffer,
    CardsDealt,
    ClaimCorner,
    CornerClaimed,
    GameSettings,
    HandDealt,
    MakeOffer,
    OfferPosted,
    OfferWithdrawn,
    TradeCompleted,
)
from pit_desktop.games.pit.engine.events import WithdrawReason
from pit_desktop.games.pit.sim.games import GameSpec, play
from pit_desktop.games.pit.sim.runner import HeadlessTable

FOUR = human_figures(4)

SEEN_AND_ANSWERED_S = 0.8
"""The issue's floor: no bot takes an offer sooner after it appears (a person could not)."""

BELL_AFTER_TRADE_S = 0.6
"""The issue's floor: no bot rings sooner after the trade that made its corner."""


def takes(meter: SpeedMeter, seconds: float, n: int, start_id: int = 1) -> list[float]:
    """``n`` takes by seat 0, each ``seconds`` after its offer appeared; the take factor after each."""
    out = []
    for i in range(n):
        offer_id = start_id + i
        at = 10.0 * offer_id
        meter.observe(posted(1, 2, offer_id, at_s=at))
        meter.command(at + seconds, AcceptOffer(0, offer_id, (WHEAT, WHEAT)), None)
        out.append(meter.take)
    return out


def test_a_person_twice_as_slow_as_the_human_seat_gets_there_step_by_step() -> None:
    meter = SpeedMeter(0, 4)
    factors = takes(meter, 2 * FOUR.take_s, 40)
    steps = [b / a for a, b in zip([1.0, *factors], factors, strict=False)]
    assert all(1.0 - 1e-9 <= s <= 1.0 + MAX_STEP + 1e-9 for s in steps)  # never a jump
    assert factors[0] <= 1.0 + MAX_STEP + 1e-9  # one take moves it little
    assert factors[-1] == pytest.approx(2.0, rel=0.02)
    assert meter.reading().takes == 40


def test_a_person_as_quick_as_the_human_seat_leaves_the_bots_as_they_are() -> None:
    meter = SpeedMeter(0, 4)
    assert takes(meter, FOUR.take_s, 30)[-1] == pytest.approx(1.0)


def test_the_first_takes_weigh_against_the_human_seats_figures() -> None:
    """The estimate leaves the Human seat's figures over the first actions, not at the first."""
    meter = SpeedMeter(0, 4)
    factors = takes(meter, 0.5 * FOUR.take_s, PRIOR_WEIGHT)
    assert factors[0] > 0.5 ** (1 / PRIOR_WEIGHT) - 1e-9


def test_the_factors_stay_in_range() -> None:
    low, high = FACTOR_RANGE
    meter = SpeedMeter(0, 4)
    assert takes(meter, LONGEST_S - 0.1, 100)[-1] == pytest.approx(high)
    quick = SpeedMeter(0, 4)
    assert takes(quick, SEEN_AND_ANSWERED_S + 0.05, 100)[-1] == pytest.approx(low)


def test_a_take_sooner_than_a_person_could_answer_is_measured_from_the_offer_it_replaced() -> None:
    """A bot posts again (lowered) while the person drags: the drop lands on the new offer 0.1 s after it
    appeared, but the person aimed at the one before, shown 6 s earlier. Seen in play: a person who took
    8-11 s to take an offer was measured at a median 1.5 s, and the bots sped up to the meter's limit."""
    meter = SpeedMeter(0, 4)
    meter.observe(posted(1, 2, 1, at_s=10.0))
    meter.observe(OfferWithdrawn(2, 15.9, 1, 1, 2, WithdrawReason.LOWERED))
    meter.observe(posted(1, 1, 2, at_s=15.9))
    log_before = meter.reading().takes
    meter.command(16.0, AcceptOffer(0, 2, (WHEAT,)), None)
    assert meter.reading().takes == log_before + 1
    assert meter.medians_s()[0] == pytest.approx(6.0)


def test_a_take_of_the_same_shout_posted_again_is_measured_from_when_it_first_appeared() -> None:
    """Face down, a seat that shouts "Two!" again 1.5 s after its last two went shows the person the same
    offer: a slow person aiming at it since it appeared lands on the new one 2.5 s after it, and is measured
    from the first (6.5 s), not as a quick one (issue: a second slow player read as x0.82)."""
    meter = SpeedMeter(0, 4)
    meter.observe(posted(1, 2, 1, at_s=10.0))
    meter.observe(TradeCompleted(2, 12.5, 1, 1, 2, 2))  # another bot was quicker
    meter.observe(posted(1, 2, 2, at_s=14.0))
    meter.command(16.5, AcceptOffer(0, 2, (WHEAT, WHEAT)), None)
    assert meter.medians_s()[0] == pytest.approx(6.5)


def test_a_repost_is_news_once_the_person_tried_the_offer_it_replaced() -> None:
    """The person's try on the gone offer was refused (R-TRADE-7): the seat's next offer is one they see
    afresh, measured from its own appearance."""
    log: list[tuple[str, float]] = []
    meter = SpeedMeter(0, 4, log=log)
    meter.observe(posted(1, 2, 1, at_s=10.0))
    meter.observe(TradeCompleted(2, 12.5, 1, 1, 2, 2))
    meter.command(13.0, AcceptOffer(0, 1, (WHEAT, WHEAT)), "offer_gone")
    meter.observe(posted(1, 2, 2, at_s=14.0))
    meter.command(16.5, AcceptOffer(0, 2, (WHEAT, WHEAT)), None)
    assert log == [("take", pytest.approx(3.0)), ("take", pytest.approx(2.5))]


@pytest.mark.parametrize(("count", "gap_s"), [(1, 1.5), (2, 3.5)])
def test_another_count_or_a_late_repost_is_a_new_offer(count: int, gap_s: float) -> None:
    """A seat that shouts another count, or the same one after the person would have seen the last go
    (GONE_S), shows a new offer: measured from its own appearance."""
    meter = SpeedMeter(0, 4)
    meter.observe(posted(1, 2, 1, at_s=10.0))
    meter.observe(TradeCompleted(2, 12.5, 1, 1, 2, 2))
    meter.observe(posted(1, count, 2, at_s=12.5 + gap_s))
    meter.command(12.5 + gap_s + 2.0, AcceptOffer(0, 2, (WHEAT,) * count), None)
    assert meter.medians_s()[0] == pytest.approx(2.0)


def test_a_take_sooner_than_a_person_could_answer_of_a_new_offer_is_not_measured() -> None:
    """An offer young and replacing nothing (its seat had none a moment before): a take 0.3 s after it is
    no measure of the person (an offer posted under a drag that was already on its way)."""
    meter = SpeedMeter(0, 4)
    meter.observe(posted(1, 2, 1, at_s=10.0))
    meter.command(10.3, AcceptOffer(0, 1, (WHEAT, WHEAT)), None)
    assert meter.reading().takes == 0 and meter.take == 1.0


def test_other_seats_and_long_gaps_are_not_measured() -> None:
    meter = SpeedMeter(0, 4)
    meter.observe(posted(1, 2, 1, at_s=1.0))
    meter.command(2.0, AcceptOffer(2, 1, (CORN, CORN)), None)  # another seat's take
    meter.command(1.0 + LONGEST_S + 1.0, AcceptOffer(0, 1, (WHEAT, WHEAT)), None)  # away from the table
    assert meter.reading().takes == 0 and meter.take == 1.0


def test_a_lost_race_counts_and_still_measures_the_take() -> None:
    meter = SpeedMeter(0, 4)
    meter.observe(posted(1, 2, 7, at_s=1.0))
    meter.command(3.0, AcceptOffer(0, 7, (WHEAT, WHEAT)), "offer_gone")
    reading = meter.reading()
    assert (reading.takes, reading.lost_races) == (1, 1)


def test_the_look_runs_from_the_cards_received_to_the_next_command() -> None:
    meter = SpeedMeter(0, 4)
    _trade, got = received(0, 1, (CORN,), (OATS,), at_s=5.0)
    meter.observe(got)
    meter.command(5.0 + 2 * FOUR.look_s, MakeOffer(0, (OATS,)), None)
    meter.command(20.0, MakeOffer(0, (OATS,)), None)  # not after cards: no look
    assert meter.reading().looks == 1 and meter.look > 1.0


def test_the_bell_runs_from_the_trade_that_made_the_corner() -> None:
    meter = SpeedMeter(0, 4)
    meter.observe(CardsDealt(1, 0.0, 0, (WHEAT,) * 8 + (SUGAR,)))
    _trade, got = received(0, 1, (WHEAT,), (SUGAR,), at_s=30.0)
    meter.observe(got)
    meter.command(30.0 + 3 * FOUR.bell_s, ClaimCorner(0), None)
    assert meter.reading().bells == 1 and meter.bell > 1.0
    refused = SpeedMeter(0, 4)
    refused.observe(CardsDealt(1, 0.0, 0, (WHEAT,) * 5 + (SUGAR,) * 4))
    refused.command(3.0, ClaimCorner(0), "no_corner")
    assert refused.reading().bells == 0


def test_the_bull_passed_on_is_read_from_the_persons_own_cards() -> None:
    """Each time the Bull comes to the person (dealt or received) ends passed on or kept to the hand's end;
    the share passed on, counted with BULL_PRIOR kept, is what the bots read."""
    meter = SpeedMeter(0, 4)
    meter.observe(CardsDealt(1, 0.0, 0, (WHEAT,) * 4 + (CORN,) * 4 + (BULL,)))
    assert meter.bull == 0.0  # holding it says nothing yet
    meter.observe(received(0, 1, (SUGAR,), (BULL,), at_s=5.0)[1])  # paid with the Bull
    assert meter.bull == pytest.approx(1 / (1 + BULL_PRIOR))
    meter.observe(received(0, 2, (BULL, OATS), (CORN, CORN), at_s=9.0)[1])  # it comes back
    meter.observe(received(0, 3, (WHEAT,), (CORN,), at_s=12.0)[1])  # traded, the Bull kept
    assert meter.bull == pytest.approx(1 / (1 + BULL_PRIOR))
    meter.observe(HandDealt(9, 40.0, 1, 1, (9, 9, 9, 9), 45.0))  # kept to the hand's end
    assert meter.bull == pytest.approx(1 / (2 + BULL_PRIOR))
    meter.observe(CardsDealt(10, 40.0, 0, (WHEAT,) * 9))  # no Bull this hand: nothing to read
    meter.observe(HandDealt(11, 80.0, 2, 2, (9, 9, 9, 9), 85.0))
    assert meter.bull == pytest.approx(1 / (2 + BULL_PRIOR))


def test_without_the_bull_and_bear_the_bull_is_not_read() -> None:
    meter = SpeedMeter(0, 4)
    meter.bull_bear(False)
    meter.observe(CardsDealt(1, 0.0, 0, (WHEAT,) * 4 + (CORN,) * 4 + (BULL,)))
    meter.observe(received(0, 1, (SUGAR,), (BULL,), at_s=5.0)[1])
    assert meter.bull == 0.0


def test_a_bot_keeps_the_bull_no_longer_than_the_person_does() -> None:
    """Against a person who keeps the Bull (or at fixed tempos) a Medium bot keeps it from six of its
    commodity; against one who passes it on every time, only as it makes its corner (R-CORNER-2)."""

    class Passes:
        take = look = bell = 1.0
        bull = 1.0

    class Half:
        take = look = bell = 1.0
        bull = 0.5

    hand = (WHEAT,) * 6 + (CORN,) * 2 + (BULL,)
    paid = {}
    for name, match in (("fixed", FIXED_TEMPO), ("half", Half()), ("passes", Passes())):
        bot = make_bot(Level.MEDIUM, 0, random.Random(5), pace=TablePace(Pace.STANDARD, match))
        paid[name] = bot.bull_keep_at(6)
        pays = []
        for seed in range(40):
            bot = make_bot(Level.MEDIUM, 0, random.Random(seed), pace=TablePace(Pace.STANDARD, match))
            bot.restart(view(hand, now_s=10.0))
            bot.inform(posted(1, 1, 5, at_s=10.0))
            step = bot.step(view(hand, now_s=12.0, offers=(offer(5, 1, 1, posted_at_s=10.0),)))
            if isinstance(step.command, AcceptOffer):
                pays.append(step.command.cards)
        assert pays, "the bot never took the offer"
        paid[name + " pays"] = {cards for cards in pays}
    assert (paid["fixed"], paid["half"], paid["passes"]) == (6, 7, 8)
    assert paid["fixed pays"] == {(CORN,)} and paid["half pays"] == {(BULL,)} == paid["passes pays"]


def test_resuming_starts_from_the_factors_given_and_refuses_nonsense() -> None:
    meter = SpeedMeter(0, 4)
    meter.resume_from(1.6, 1.4, 1.2)
    assert (meter.take, meter.look, meter.bell) == (1.6, 1.4, 1.2)
    factors = takes(meter, 1.6 * FOUR.take_s, 3)
    assert factors[-1] == pytest.approx(1.6, rel=0.01)  # its own speed again: no pull back to 1
    for bad in (0.0, -1.0, float("nan"), float("inf")):
        with pytest.raises(ValueError, match="positive number"):
            SpeedMeter(0, 4).resume_from(bad, 1.0, 1.0)


def test_a_bots_delays_follow_the_take_factor() -> None:
    """The same bot, the same dice: matched to a person twice as slow, it takes twice as long."""

    class Twice:
        take = look = bell = 2.0

    hand = (WHEAT,) * 4 + (CORN,) * 3 + (SUGAR,) * 2
    delays = []
    for match in (FIXED_TEMPO, Twice()):
        bot = make_bot(Level.MEDIUM, 0, random.Random(3), pace=TablePace(Pace.STANDARD, match))
        first = view(hand, now_s=1.0)
        bot.restart(first)
        delays.append(bot.step(view(hand, now_s=1.0)).delay_s)
    assert delays[1] == pytest.approx(2 * delays[0])


def test_no_bot_takes_an_offer_within_a_look_of_its_posting() -> None:
    """However quick a bot is, an offer on the floor for less than 0.8 s is out of its reach."""

    class Quickest:
        take = look = bell = FACTOR_RANGE[0]
        bull = 0.0

    bot = make_bot(Level.HARD, 0, random.Random(1), pace=TablePace(Pace.BRISK, Quickest()))
    hand = (WHEAT,) * 5 + (CORN,) * 2 + (SUGAR,) * 2
    bot.restart(view(hand, now_s=10.0))
    bot.inform(posted(1, 1, 5, at_s=10.0))
    step = bot.step(view(hand, now_s=10.0, offers=(offer(5, 1, 1, posted_at_s=10.0),)))
    assert isinstance(step.command, AcceptOffer)
    assert 10.0 + step.delay_s >= 10.0 + SEEN_AND_ANSWERED_S - 1e-9


def test_over_whole_games_no_bot_is_quicker_than_a_person_could_be() -> None:
    """Every bot take comes at least 0.8 s after its offer appeared, every bot bell at least 0.6 s after the
    trade that made the corner, at the quickest matching and the Brisk pace."""

    class Quickest:
        take = look = bell = FACTOR_RANGE[0]
        bull = 0.0

    rng = random.Random(4)
    pace = TablePace(Pace.BRISK, Quickest())
    bots = [make_bot(Level.HARD, s, random.Random(rng.getrandbits(32)), pace=pace) for s in range(4)]
    table = HeadlessTable(GameSettings(players=4), bots, seed=4, log_every_refusal=True)
    events: list[object] = []
    table.engine.subscribe(events.append)
    for _ in range(3):
        table.play_hand()
        log = table.engine.hand_log()
        posted_at = {e.offer_id: e.at_s for e in events if type(e) is OfferPosted}
        for logged in log.commands:
            if type(logged.command) is AcceptOffer and logged.command.offer_id in posted_at:
                assert logged.at_s - posted_at[logged.command.offer_id] >= SEEN_AND_ANSWERED_S - 1e-9
        corner = next(e for e in events if type(e) is CornerClaimed)
        own = [
            e.at_s
            for e in events
            if type(e) is TradeCompleted and corner.seat in (e.offerer, e.accepter) and e.at_s <= corner.at_s
        ]
        if own:  # a corner dealt whole is rung with no trade to wait after
            assert corner.at_s - max(own) >= BELL_AFTER_TRADE_S - 1e-9
        events.clear()
        table.clock.advance_to(table.clock.now_s + 3.0)


@pytest.mark.parametrize("key", ["steady-quick", "steady-slow"])
def test_the_meter_reads_a_simulated_persons_speed(key: str) -> None:
    """Over a game against Medium, the meter's take factor comes within 10% of the person's true speed."""
    person = PEOPLE[key]
    meter = SpeedMeter(0, 4)
    from pit_desktop.games.pit.bots.people import PersonBot

    pace = TablePace(Pace.STANDARD, meter)
    bots = [PersonBot(0, random.Random(1), person)] + [
        make_bot(Level.MEDIUM, s, random.Random(s), pace=pace) for s in range(1, 4)
    ]
    HeadlessTable(GameSettings(players=4), bots, seed=9, meter=meter).play_game(max_hands=6)
    assert meter.take == pytest.approx(person.speed, rel=0.1)


def test_a_matched_tournament_game_is_deterministic() -> None:
    spec = GameSpec(
        (Level.HUMAN, Level.MEDIUM, Level.MEDIUM, Level.MEDIUM), 5, "t", person="greedy-quick", match=True
    )
    assert play(spec) == play(spec)
