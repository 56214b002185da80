"""Tournaments: duplicate deals with seats rotated, in parallel, and the figures they report."""

from __future__ import annotations

import dataclasses
import sys
from collections import Counter

import pytest

from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.sim import tournament
from pit_desktop.games.pit.sim.games import GameOutcome
from pit_desktop.games.pit.sim.stats import Tally, openskill_ratings, percentiles, wilson
from pit_desktop.games.pit.sim.tournament import (
    Match,
    one_against,
    run_specs,
    specs_for,
    standard_suite,
    tally,
)


def test_wilson_interval_known_values() -> None:
    low, high = wilson(5, 10)
    assert low == pytest.approx(0.2366, abs=1e-4) and high == pytest.approx(0.7634, abs=1e-4)
    assert wilson(0, 20)[0] == 0.0 and wilson(20, 20)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_percentiles_nearest_rank() -> None:
    assert percentiles([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], (10, 50, 100)) == [1.0, 5.0, 10.0]
    assert percentiles([], (50,)) == [0.0]


def test_duplicate_deals_rotate_every_level_through_every_seat() -> None:
    match = one_against(Level.HARD, Level.MEDIUM, players=4)
    specs = specs_for(match, deals=3, seed=9)
    assert len(specs) == 12
    for deal in range(3):
        group = specs[4 * deal : 4 * deal + 4]
        assert len({s.seed for s in group}) == 1  # the same shuffles for every rotation
        assert [s.levels.index(Level.HARD) for s in group] == [0, 3, 2, 1]
    assert all(s.levels[s.focus] is Level.HARD for s in specs)
    other = specs_for(one_against(Level.EASY, Level.MEDIUM), deals=3, seed=9)
    assert [s.seed for s in other] == [s.seed for s in specs]  # and for every match


def test_parallel_play_gives_the_same_results_as_serial() -> None:
    specs = specs_for(one_against(Level.HARD, Level.EASY, players=3), deals=2, seed=4)
    assert run_specs(specs, jobs=2) == run_specs(specs, jobs=1)


def test_without_multiprocessing_games_run_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """The standalone app ships without ``multiprocessing``: a tournament still plays, on one process (a
    process pool could not even be imported)."""
    specs = specs_for(one_against(Level.HARD, Level.EASY, players=3), deals=1, seed=4)
    serial = run_specs(specs, jobs=1)
    monkeypatch.setitem(sys.modules, "concurrent.futures.process", None)  # what an import finds absent
    assert not tournament.worker_processes_available()
    assert tournament.default_jobs() == 1
    assert run_specs(specs, jobs=2) == serial
    assert tournament.plan_jobs(8, games=100) == 1


def test_no_more_worker_processes_than_chunks_of_games() -> None:
    assert tournament.plan_jobs(256, games=1) == 1
    assert tournament.plan_jobs(4, games=tournament.CHUNK_GAMES * 3) == 3
    assert tournament.plan_jobs(2, games=1000) == 2
    assert tournament.plan_jobs(1, games=1000) == 1


def _outcome(levels: tuple[Level, ...], winner: int, scores: tuple[int, ...]) -> GameOutcome:
    return GameOutcome(levels, winner, scores, (1,) * len(levels), (5,), (30.0,), 0)


def test_openskill_rates_the_usual_winner_highest() -> None:
    levels = (Level.EASY, Level.MEDIUM, Level.HARD)
    outcomes = []
    for i in range(30):
        rot = i % 3
        seated = levels[rot:] + levels[:rot]
        hard, medium = seated.index(Level.HARD), seated.index(Level.MEDIUM)
        scores = [0, 0, 0]
        scores[hard], scores[medium] = 500, 200
        outcomes.append(_outcome(seated, hard, tuple(scores)))
    mu = {level: r[0] for level, r in openskill_ratings(outcomes).items()}
    assert mu[Level.EASY] < mu[Level.MEDIUM] < mu[Level.HARD]


def test_tally_counts_only_the_level_under_test() -> None:
    match = Match("k", "t", (Level.HARD, Level.MEDIUM, Level.MEDIUM), under=Level.HARD)
    result = tally(match, [_outcome((Level.MEDIUM, Level.HARD, Level.MEDIUM), 1, (0, 500, 20))])
    assert isinstance(result, Tally) and set(result.levels) == {Level.HARD}
    hard = result.levels[Level.HARD]
    assert (hard.games, hard.wins, hard.points, hard.corners, hard.hands) == (1, 1, 500, 1, 1)


def test_tally_counts_the_seat_under_test_alone_when_its_opponents_share_its_level() -> None:
    match = one_against(Level.MEDIUM, Level.MEDIUM, players=3)
    outcome = GameOutcome((Level.MEDIUM,) * 3, 2, (0, 10, 500), (0, 1, 2), (5, 6, 7), (30.0,) * 3, 0, focus=2)
    medium = tally(match, [outcome]).levels[Level.MEDIUM]
    assert (medium.games, medium.wins, medium.corners, medium.points) == (1, 1, 2, 500)


def test_the_standard_suite_covers_the_targets() -> None:
    keys = [m.key for m in standard_suite(4)]
    assert keys == [
        "easy-vs-medium",
        "medium-vs-medium",
        "hard-vs-medium",
        "easy-vs-medium-equal",
        "hard-vs-medium-equal",
        "hard-vs-basic",
        "round-robin",
        "human-vs-easy",
        "human-vs-medium",
        "human-vs-hard",
        "human-vs-easy-relaxed",
        "human-vs-medium-relaxed",
        "human-vs-hard-relaxed",
        "human-vs-easy-brisk",
        "human-vs-medium-brisk",
        "human-vs-hard-brisk",
        "human-vs-easy-equal",
        "human-vs-hard-equal",
    ]


@pytest.fixture(scope="module")
def small_tournament() -> list[GameOutcome]:
    """240 short games at one table of Easy, Medium, Medium and Hard, seats rotated over 60 deals."""
    match = Match("test", "test", (Level.EASY, Level.MEDIUM, Level.HARD, Level.MEDIUM))
    specs = [dataclasses.replace(spec, short_game=True) for spec in specs_for(match, 60, seed=2024)]
    return run_specs(specs, jobs=2)


@pytest.mark.slow
def test_small_tournament_ranks_easy_well_below_hard(small_tournament: list[GameOutcome]) -> None:
    """Easy < Hard by a margin far wider than the games' noise (seeded, so it cannot flake)."""
    wins: Counter[Level] = Counter()
    for outcome in small_tournament:
        assert outcome.winner >= 0
        wins[outcome.levels[outcome.winner]] += 1
    games = len(small_tournament)
    easy, hard = wilson(wins[Level.EASY], games), wilson(wins[Level.HARD], games)
    assert easy[1] < hard[0], (wins, easy, hard)
    assert wins[Level.HARD] >= 3 * max(1, wins[Level.EASY])


def test_the_family_suite_seats_every_person_against_every_level_with_matching() -> None:
    from pit_desktop.games.pit.bots.people import FAMILY

    suite = tournament.family_suite(4)
    assert len(suite) == 3 * len(FAMILY)
    assert all(m.match and m.person and m.under is Level.HUMAN and m.levels[0] is Level.HUMAN for m in suite)
    assert "family-greedy-slow-vs-hard" in {m.key for m in suite}
    fixed = tournament.family_suite(6, match=False)
    assert all(not m.match and m.key.endswith("-fixed") and len(m.levels) == 6 for m in fixed)
    spec = specs_for(suite[0], 1, 3)[0]
    assert spec.person == suite[0].person and spec.match


@pytest.mark.slow
def test_the_family_table_and_its_verdicts(tmp_path, capsys: pytest.CaptureFixture[str]) -> None:
    import argparse

    from pit_desktop.games.pit.sim import cli

    parser = argparse.ArgumentParser()
    cli.register(parser.add_subparsers(dest="command"))
    keys = "family-steady-vs-easy,family-steady-vs-medium,family-steady-vs-hard,family-steady-quick-vs-medium"
    args = parser.parse_args(
        [
            "tournament",
            "--family",
            "--games",
            "4",
            "--seed",
            "2",
            "--jobs",
            "1",
            "--out",
            str(tmp_path),
            "--only",
            keys,
        ]
    )
    assert args.func(args) == 0
    out = capsys.readouterr().out
    assert "| Steady (the Human seat) | 2.4 s |" in out
    assert "Steady (the Human seat) against 3 Medium wins 20.0%–35.0%" in out
    assert "Steady (the Human seat): Easy > Medium > Hard, the intervals apart" in out
    assert "the steady style against 3 Medium: Steady, quick (1.5 s)" in out
    assert (tmp_path / "tournament.csv").exists()
