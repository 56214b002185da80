"""Pitch tournaments: duplicate deals with seats rotated, the same for a seed on any number of processes,
and a report with PASS or FAIL per target."""

from __future__ import annotations

import io

import pytest

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.sim.tournament import (
    LevelFigures,
    PitchGameOutcome,
    one_against,
    play_tournament,
    report,
    run_specs,
    specs_for,
    standard_suite,
    tally,
)


def test_duplicate_deals_rotate_the_seat_under_test_through_every_seat() -> None:
    match = one_against(Level.MEDIUM, Level.EASY, 0.4)
    specs = specs_for(match, deals=3, seed=9)
    assert len(specs) == 12
    for deal in range(3):
        group = specs[4 * deal : 4 * deal + 4]
        assert len({s.seed for s in group}) == 1
        assert [s.levels.index(Level.MEDIUM) for s in group] == [0, 3, 2, 1]
    assert all(s.levels[s.focus] is Level.MEDIUM for s in specs)
    other = specs_for(one_against(Level.HARD, Level.BASIC, 0.8), deals=3, seed=9)
    assert [s.seed for s in other] == [s.seed for s in specs]


def test_the_standard_suite_holds_the_targets() -> None:
    suite = {m.key: m.target for m in standard_suite()}
    assert suite == {"medium-vs-easy": 0.40, "hard-vs-medium": 0.40, "hard-vs-random": 0.80}


@pytest.mark.slow  # a tournament twice, once in worker processes
def test_a_small_tournament_is_the_same_serial_and_in_parallel() -> None:
    specs = specs_for(one_against(Level.HARD, Level.EASY, 0.4), deals=2, seed=4, samples=4)
    serial = run_specs(specs, jobs=1)
    assert run_specs(specs, jobs=2) == serial
    assert all(o.winner >= 0 and o.hands > 0 for o in serial)


def test_tally_counts_the_seat_under_test_and_its_bids() -> None:
    four = (Level.HARD,) * 4
    bids = ((2, 3, False, True), (0, 2, False, False), (2, 2, False, True))
    won = PitchGameOutcome(four, 2, 2, (7, 1, 8, 0), 3, bids, (1, 2, 6, 0))  # seat 2 under test, won
    lost = PitchGameOutcome(four, 1, 3, (0, 2, 1, 7), 1, ((1, 4, False, False),), (0, 1, 0, 3))
    fig = tally([won, lost])
    assert (fig.games, fig.wins, fig.hands, fig.points) == (2, 1, 4, 7)
    assert fig.success() == (2, 3) and fig.success(4) == (0, 1) and fig.success(2) == (1, 1)


def test_the_report_says_pass_or_fail_per_target() -> None:
    matches = standard_suite()[:2]
    strong = LevelFigures(games=1000, wins=460)
    weak = LevelFigures(games=1000, wins=300)
    out = io.StringIO()
    assert report(matches, [strong, strong], out)
    assert "- PASS: Medium vs 3 Easy: Medium wins at least 40% (46.0%)" in out.getvalue()
    out = io.StringIO()
    assert not report(matches, [strong, weak], out)
    assert "- FAIL: Hard vs 3 Medium" in out.getvalue()


def test_play_tournament_gives_the_table_and_its_verdict() -> None:
    lines: list[str] = []
    match = one_against(Level.MEDIUM, Level.EASY, 0.0)
    text, passed = play_tournament(games=8, seed=2, matches=[match], progress=lines.append)
    assert "| Medium vs 3 Easy | Medium | 8 |" in text and passed in (True, False)
    assert ("- PASS:" in text) != ("- FAIL:" in text)
    assert len(lines) == 1 and lines[0].startswith("Medium vs 3 Easy: 8 games in")


def test_the_module_runs_the_standard_suite(capsys) -> None:  # type: ignore[no-untyped-def]
    from pit_desktop.games.pitch.sim.tournament import main

    code = main(["--games", "4", "--seed", "3", "--samples", "2"])
    text = capsys.readouterr().out
    assert code in (0, 1) and text.count("- PASS:") + text.count("- FAIL:") == 3
    assert "Hard vs 3 Random" in text and "12 games; seed 3" in text


def test_simulate_prints_a_line_per_seat() -> None:
    from pit_desktop.games.pitch.engine.settings import PitchSettings
    from pit_desktop.games.pitch.sim.simulate import run_simulate

    out = io.StringIO()
    code = run_simulate(3, [Level.MEDIUM, Level.EASY, Level.EASY], seed=2, out=out)
    text = out.getvalue()
    assert code == 0 and "3 games, 3 players (Medium, Easy, Easy), seed 2" in text
    assert text.count("  Easy  ") == 2 and "hands per game" in text
    money = io.StringIO()
    assert run_simulate(2, [Level.EASY, Level.EASY], settings=PitchSettings(money=True), out=money) == 0
