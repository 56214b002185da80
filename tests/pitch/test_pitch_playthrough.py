"""Seeded random playthrough: 500 hands of random legal play on random tables, the invariants checked
after every event (52 different cards, six a seat after the deal, one card a seat in every trick, the
points adding up, ``seq`` increasing: see :class:`pitch_rig.Invariants`)."""

from __future__ import annotations

import random

import pytest
from pitch_rig import Clock, Invariants, drive_hand

from pit_desktop.games.pitch.engine.commands import SettleUp
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.settings import PitchSettings, players_range
from pit_desktop.games.pitch.engine.table import Phase

HANDS = 500


def random_settings(rng: random.Random) -> PitchSettings:
    """A random table: the game, players and every variant drawn from ``rng``."""
    money = rng.random() < 0.3
    lo, hi = players_range(money)
    return PitchSettings(
        players=rng.randint(lo, hi),
        target=rng.choice((7, 11, 15, 21)),
        low_to_holder=rng.random() < 0.3,
        steal=rng.random() < 0.7,
        stick=rng.random() < 0.7,
        min_bid_2=rng.random() < 0.3,
        money=money,
    )


@pytest.mark.parametrize("block", range(5))
def test_random_hands_keep_the_invariants_after_every_event(block: int) -> None:
    """500 hands in five blocks; each table plays until its game ends or 20 hands, and a Money Game is
    settled (P-WIN-2); nothing breaks an invariant."""
    hands = 0
    table = block * 1000
    while hands < HANDS // 5:
        rng = random.Random(table)
        settings = random_settings(rng)
        engine = PitchEngine(settings, seed=table, clock=Clock())
        check = Invariants(settings.players, [0] * settings.players)
        engine.subscribe(check)
        for _ in range(20):
            drive_hand(engine, rng)
            hands += 1
            for seat in range(settings.players):
                view = engine.view(seat)
                assert view.hand == engine.hands()[seat] and view.seat == seat
            if engine.phase is Phase.GAME_OVER:
                assert engine.winner is not None and engine.scores[engine.winner] >= settings.target
                break
        if settings.money:
            paid = engine.submit(SettleUp())[-1]
            assert sum(paid.payments_cents) == 0  # type: ignore[union-attr]
        assert not check.errors, f"table {table} ({settings}): {check.errors[:5]}"
        assert check.events > 0
        table += 1


def test_the_same_seed_and_commands_give_the_same_game() -> None:
    """Deterministic per seed: two engines driven by equal rngs produce equal events."""
    runs = []
    for _ in range(2):
        engine = PitchEngine(PitchSettings(players=5), seed=77, clock=Clock())
        events: list = []
        engine.subscribe(events.append)
        rng = random.Random(5)
        for _ in range(6):
            if engine.phase is Phase.GAME_OVER:
                break
            drive_hand(engine, rng)
        runs.append(events)
    assert runs[0] == runs[1] and len(runs[0]) > 100
