"""Pitch bots: they play only legal commands, are deterministic per seed, keep their thinking time in a
human range, and Hard's fast rules on bits agree with the engine's. What a bot sees is checked for every
game by ``tests/test_conformance.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest
from pitch_rig import Clock, auction, rigged

from pit_desktop.core.bots.base import MIN_REACTION_S, Step
from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.bots import cardbits
from pit_desktop.games.pitch.bots.base import IDLE_S, PitchBot
from pit_desktop.games.pitch.bots.hard import HardBot, win_chance
from pit_desktop.games.pitch.bots.levels import make_pitch_bot
from pit_desktop.games.pitch.bots.reading import Reading
from pit_desktop.games.pitch.bots.timing import ThinkingTime
from pit_desktop.games.pitch.engine import rules
from pit_desktop.games.pitch.engine.cards import DECK, card
from pit_desktop.games.pitch.engine.commands import DealHand, PlayCard
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.events import CardsDealt
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.view import PitchView
from pit_desktop.games.pitch.sim.table import PitchTable

LEVELS = (Level.HARD, Level.MEDIUM, Level.EASY, Level.BASIC)


class Spy:
    """Wraps a bot, keeps every argument it is given, and counts refusals."""

    def __init__(self, bot: PitchBot) -> None:
        self.bot, self.seat, self.level = bot, bot.seat, bot.level
        self.given: list[Any] = []
        self.refusals = 0

    def restart(self, view: PitchView) -> None:
        self.given.append(view)
        self.bot.restart(view)

    def inform(self, event: Any) -> bool:
        self.given.append(event)
        return self.bot.inform(event)

    def step(self, view: PitchView) -> Step:
        self.given.append(view)
        return self.bot.step(view)

    def refused(self, command: Any, error: Any) -> None:
        self.refusals += 1
        self.bot.refused(command, error)


def _table(settings: PitchSettings, seed: int) -> tuple[PitchTable, list[Spy]]:
    spies = [Spy(make_pitch_bot(lv, s, random.Random(seed * 10 + s))) for s, lv in enumerate(LEVELS)]
    return PitchTable(settings, spies, seed=seed), spies  # type: ignore[arg-type]


@pytest.mark.slow
@pytest.mark.parametrize("money", [False, True])
def test_every_level_plays_whole_games_without_a_refusal(money: bool) -> None:
    """Bots ask the view what is legal: whole games (the Money Game settled after 12 hands) pass
    without a single refused command."""
    for seed in range(3):
        table, spies = _table(PitchSettings(money=money), seed)
        result = table.play_game(max_hands=60)
        assert result.hands and all(spy.refusals == 0 for spy in spies)
        if money:
            assert sum(result.payments_cents) == 0
        else:
            assert result.winner >= 0


@pytest.mark.slow
def test_a_game_is_the_same_for_the_same_seeds() -> None:
    results = []
    for _ in range(2):
        table, _ = _table(PitchSettings(), seed=8)
        results.append(table.play_game())
    assert results[0] == results[1]


def test_a_refused_bot_falls_back_to_a_legal_command() -> None:
    engine, _ = rigged("AS 2S 9H 8H 7C 6D", "KS JS 10H 5C 4D 3D", "QH JH 10C 9C 8D 7D", "AH KH QC 10D 5H 4H")
    bot = make_pitch_bot(Level.MEDIUM, 1, random.Random(1))
    bot.refused(PlayCard(1, card("KS")), rules.why_not(engine.view(1), PlayCard(1, card("KS"))))  # type: ignore[arg-type]
    step = bot.step(engine.view(1))
    assert step.command in engine.legal_commands(1)


def test_off_turn_a_bot_waits_and_on_turn_it_acts() -> None:
    engine, _ = rigged("AS 2S 9H 8H 7C 6D", "KS JS 10H 5C 4D 3D", "QH JH 10C 9C 8D 7D", "AH KH QC 10D 5H 4H")
    bot = make_pitch_bot(Level.EASY, 2, random.Random(1))
    assert bot.step(engine.view(2)) == Step(None, IDLE_S)
    assert bot.inform(DealHand()) is True  # type: ignore[arg-type]
    assert not bot.inform(CardsDealt(1, 0.0, 2, ()))
    auction(engine, 0)
    assert bot.step(engine.view(2)).command in engine.legal_commands(2)


def test_thinking_time_is_human_and_follows_the_pace() -> None:
    """0.6–2 s a card and 1–3.5 s a bid at standard pace, scaled by the pace multiplier."""
    rng = random.Random(3)
    standard = ThinkingTime()
    cards_s = [standard.card_delay(rng, k % 6 + 1) for k in range(2000)]
    bids_s = [standard.bid_delay(rng, k % 5 + 1) for k in range(2000)]
    assert min(cards_s) >= 0.6 and max(cards_s) <= 2.0 and min(bids_s) >= 1.0 and max(bids_s) <= 3.5
    assert sum(bids_s) / len(bids_s) > sum(cards_s) / len(cards_s)
    slow, brisk = ThinkingTime(pace=1.5), ThinkingTime(pace=0.7)
    assert slow.card_delay(random.Random(1), 3) == pytest.approx(
        1.5 * standard.card_delay(random.Random(1), 3)
    )
    assert brisk.bid_delay(random.Random(1), 3) == pytest.approx(
        0.7 * standard.bid_delay(random.Random(1), 3)
    )
    assert ThinkingTime(pace=0.01).card_delay(rng, 1) == MIN_REACTION_S
    bot = make_pitch_bot(Level.HARD, 0, random.Random(1), pace=1.5)
    assert bot.timing.pace == 1.5


@pytest.mark.parametrize("bad", [0, -1, "fast", True])
def test_a_bad_pace_or_level_is_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        make_pitch_bot(Level.EASY, 0, random.Random(), pace=bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        make_pitch_bot("hard", 0, random.Random())  # type: ignore[arg-type]


def test_hard_decides_from_its_view_alone() -> None:
    """Two deals that differ only in cards Hard cannot see give the same decision for the same seed."""
    mine = "KS JS 10H 5C 4D 3D"
    a = rigged("AS 2S 9H 8H 7C 6D", mine, "QH JH 10C 9C 8D 7D", "AH KH QC 10D 5H 4H", dealer=0)[0]
    b = rigged("AC 2C 9D 8D 7S 6S", mine, "QD JD 10S 9S 8H 7H", "AD KD QS 10C 5S 4S", dealer=0)[0]
    assert a.view(1) == b.view(1)
    for engine in (a, b):
        engine.submit(HardBot(1, random.Random(4)).step(engine.view(1)).command)  # type: ignore[arg-type]
    assert a.view(1).calls == b.view(1).calls


def test_bit_rules_agree_with_the_engine() -> None:
    """Legal cards, trick winners and the hand's points on bits match the engine's rules."""
    for game in range(150):
        rng = random.Random(game)
        n = rng.randint(2, 6)
        engine = PitchEngine(PitchSettings(players=n, money=n == 2), seed=game, clock=Clock())
        events: list = []
        engine.subscribe(events.append)
        engine.submit(DealHand())
        dealt = [cardbits.mask_of(h) for h in engine.hands()]
        while engine.turn >= 0:
            seat = engine.turn
            view = engine.view(seat)
            if view.trump is not None:
                led = view.led.index if view.led else -1
                bits = cardbits.legal(cardbits.mask_of(view.hand), led, view.trump.index)
                assert set(cardbits.cards_of(bits)) == set(view.legal_cards())
            engine.submit(rng.choice(engine.legal_commands(seat)))
        scored = events[-1] if events[-1].__class__.__name__ == "HandScored" else None
        if scored is None:
            continue
        view = engine.view(0)
        trump = scored.points.trump.index
        taken = [0] * n
        tricks = [0] * n
        for t in view.tricks:
            led = t.plays[0][1].suit.index
            best = max(t.plays, key=lambda p: cardbits.strength(cardbits.BIT[p[1]], led, trump))[0]
            assert best == t.winner == rules.trick_winner(t.plays, scored.points.trump)
            for _, c in t.plays:
                taken[t.winner] |= 1 << cardbits.BIT[c]
            tricks[t.winner] += 1
        low_to_holder = engine.settings.low_to_holder
        assert cardbits.hand_points(taken, dealt, trump, low_to_holder) == list(scored.points.won)
        change = cardbits.changes(scored.points.won, tricks, scored.pitcher, scored.bid, scored.moon)
        assert change == list(scored.changes)


def test_playout_plays_whole_legal_hands() -> None:
    """The search's playout gives each seat six tricks' worth of cards and every card to one taker."""
    rng = random.Random(2)
    for _ in range(200):
        n = rng.randint(3, 7)
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << b for b in deck[6 * s : 6 * s + 6]) for s in range(n)]
        dealt = hands.copy()
        taken, tricks = [0] * n, [0] * n
        lead = (hands[0] & -hands[0]).bit_length() - 1
        h = hands.copy()
        h[0] &= ~(1 << lead)
        cardbits.playout(h, 1 % n, [(0, lead)], lead & 3, taken, tricks)
        assert not any(h) and sum(tricks) == 6
        everything = 0
        for t in taken:
            assert not everything & t
            everything |= t
        assert everything == sum(dealt)
        assert sum(cardbits.hand_points(taken, dealt, lead & 3, False)) >= 2


def test_sampled_deals_fit_what_was_seen() -> None:
    """Deals sampled for Hard never hold its own or played cards, give each seat its count, and honour
    the suits a player showed he lacks."""
    engine, _ = rigged("AS 2S 9H 8H 7C 6D", "KS JS 10H 5C 4D 3D", "QH JH 10C 9C 8D 7D", "AH KH QC 10D 5H 4H")
    auction(engine, 2, 0, 0, 0)
    for c in ("KS", "7D", "4H", "AS", "6D", "3D"):  # seats 2 and 3 show they lack spades
        engine.submit(PlayCard(engine.turn, card(c)))
    reading = Reading(engine.view(2))
    spades = cardbits.SUIT_MASK[3]
    assert reading.voids[2] == spades and reading.voids[3] == spades and reading.voids[1] == 0
    for hands in reading.samples(random.Random(1), 50):
        assert hands[2] == reading.hand
        assert [h.bit_count() for h in hands] == list(engine.view(2).hand_sizes)
        assert not hands[3] & spades
        for s, h in enumerate(hands):
            assert not h & reading.played
            if s != 2:
                assert not h & reading.hand
    assert len(DECK) == 52


def test_win_chance_is_a_share_that_rises_with_the_score() -> None:
    chances = [win_chance((s, 3, 3, 3), 0) for s in range(0, 7)]
    assert chances == sorted(chances) and win_chance((3, 3, 3, 3), 2) == pytest.approx(0.25)


@pytest.mark.parametrize("pace", [1.0, 1.5, 0.7])
def test_a_lead_after_a_taken_trick_waits_until_a_person_has_read_it(pace: float) -> None:
    """The taken trick stays on the table (the window shows it until the next lead): the leader's delay
    holds it there ``trick_shown_s × pace`` before its usual thinking, so a person can follow each trick."""
    engine = PitchEngine(PitchSettings(players=4), seed=5)
    engine.submit(DealHand())
    rng = random.Random(5)
    while not (engine.view(0).tricks and not engine.view(0).trick):
        engine.submit(rng.choice(engine.legal_commands(engine.turn)))
    leader = engine.turn
    timing = ThinkingTime(pace=pace)
    for seed in range(20):
        bot = make_pitch_bot(Level.EASY, leader, random.Random(seed), pace=pace)
        step = bot.step(engine.view(leader))
        assert step.command is not None
        assert step.delay_s >= timing.trick_shown_s * pace + timing.card_range_s[0] * pace
    assert timing.trick_shown_s >= 1.5  # at Standard pace a trick is shown 1.5 s at least
