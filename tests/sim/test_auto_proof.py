"""``pit-desktop auto``: the family of simulated people against Auto bots, played and summarised
deterministically."""

from __future__ import annotations

import argparse

import pytest

from pit_desktop.games.pit.bots import Level, Pace
from pit_desktop.games.pit.bots.auto import AutoSetting
from pit_desktop.games.pit.sim import cli
from pit_desktop.games.pit.sim.auto_proof import (
    HANDS,
    STARTS,
    AutoRun,
    AutoRunOutcome,
    play_run,
    play_runs,
    summarise,
)


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    cli.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(argv)


def test_a_run_is_deterministic_and_lasts_its_hands() -> None:
    job = AutoRun(4, "steady", STARTS["medium"], hands=HANDS, seed=5, run=0)
    outcome = play_run(job)
    assert outcome == play_run(job)
    assert len(outcome.cornered) == HANDS == len(outcome.difficulty)
    assert outcome.difficulty[0] == 0.0
    assert play_runs([job, job], jobs=2) == [outcome, outcome]


def test_a_weak_start_moves_off_the_hardest_setting() -> None:
    """A slow greedy person against Hard corners seldom: Auto eases within the run."""
    job = AutoRun(4, "greedy-slow", AutoSetting(Level.HARD, Pace.STANDARD, 0.8), hands=HANDS, seed=2, run=1)
    outcome = play_run(job)
    assert outcome.moves >= 1 and max(outcome.difficulty) > outcome.difficulty[0]


def test_the_summary_counts_hands_three_to_twelve() -> None:
    start = STARTS["medium"]
    first = (True, True) + (False,) * 10
    second = (False, False) + (True, False, False, False) * 2 + (True, False)
    outcomes = [
        AutoRunOutcome(first, (0.0,) * 12, 3, start),
        AutoRunOutcome(second, (0.0,) * 12, 2, AutoSetting(Level.EASY, Pace.STANDARD)),
    ]
    s = summarise(4, "steady", start, outcomes)
    assert s.share == pytest.approx((0 + 0.3) / 2) and s.first_share == pytest.approx(0.5)
    assert s.moves == pytest.approx(2.5) and s.ended == {Level.MEDIUM: 1, Level.EASY: 1}
    assert s.fair == 0.25 and not s.passed  # 15% of hands: ten points short
    assert summarise(4, "steady", start, outcomes[1:]).passed  # 30%: within seven points


def test_the_command_prints_a_verdict_per_person(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parse(["auto", "--runs", "1", "--players", "3", "--people", "steady,stubborn", "--jobs", "1"])
    assert args.func(args) == 0
    out = capsys.readouterr().out
    assert out.count("3 players, ") == 2
    assert "Steady (the Human seat)" in out and "Stubborn" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["auto", "--players", "2,4"], "table sizes must be 3 to 8"),
        (["auto", "--players", "four"], "expected table sizes like 3,4,6"),
        (["auto", "--people", "nobody"], "unknown person 'nobody'"),
    ],
)
def test_the_command_refuses_bad_arguments(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        _parse(argv)
    assert message in capsys.readouterr().err
