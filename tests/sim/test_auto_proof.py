"""``pit-desktop auto``: a Human seat against Auto bots, played and summarised deterministically."""

from __future__ import annotations

import argparse

import pytest

from pit_desktop.bots import Level, Pace
from pit_desktop.bots.auto import AUTO_LADDER, AutoSetting
from pit_desktop.sim import cli
from pit_desktop.sim.auto_proof import AutoRun, AutoRunOutcome, play_run, play_runs, summarise


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    cli.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(argv)


def test_a_run_is_deterministic_and_moves_off_the_top() -> None:
    """Against Hard at Brisk the Human corners too seldom: Auto steps down within the first games."""
    job = AutoRun(4, AutoSetting(Level.HARD, Pace.BRISK), games=3, seed=5, run=0)
    outcome = play_run(job)
    assert outcome == play_run(job)
    assert len(outcome.won) == 3 and outcome.rungs[0] == len(AUTO_LADDER) - 1
    assert outcome.moves >= 1
    assert play_runs([job, job], jobs=2) == [outcome, outcome]


def test_the_summary_counts_the_last_games_of_each_run() -> None:
    start = AutoSetting(Level.EASY, Pace.RELAXED)
    outcomes = [
        AutoRunOutcome((True, False, True, True), (0, 1, 2, 2), 2),
        AutoRunOutcome((False, False, False, True), (0, 1, 2, 3), 3),
    ]
    s = summarise(4, start, outcomes, last=2)
    assert s.win_rate == pytest.approx(0.75) and s.moves == pytest.approx(2.5)
    assert s.final_rungs == (0, 0, 1, 1, 0)
    assert s.fair == 0.25 and not s.passed
    assert summarise(4, start, outcomes[1:], last=4).passed  # one game in four: the fair share


def test_the_command_prints_a_verdict_per_start(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parse(["auto", "--runs", "1", "--games", "1", "--last", "1", "--players", "3", "--jobs", "1"])
    assert args.func(args) == 0
    out = capsys.readouterr().out
    assert out.count("players from") == 2
    assert "3 players from Hard, Brisk" in out and "3 players from Easy, Relaxed" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["auto", "--players", "2,4"], "table sizes must be 3 to 8"),
        (["auto", "--players", "four"], "expected table sizes like 3,4,6"),
    ],
)
def test_the_command_refuses_bad_table_sizes(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        _parse(argv)
    assert message in capsys.readouterr().err


def test_last_cannot_exceed_the_games(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parse(["auto", "--games", "5", "--last", "6"])
    assert args.func(args) == 2
    assert "--last cannot exceed --games" in capsys.readouterr().err
