"""The tournament's Human matches: keys, titles, the CSV's columns, and targets scaled per table size."""

from __future__ import annotations

import argparse
import csv
from pathlib import Path

import pytest

from pit_desktop.games.pit.bots import Level, Pace
from pit_desktop.games.pit.sim import cli
from pit_desktop.games.pit.sim.games import GameOutcome
from pit_desktop.games.pit.sim.report import MatchResult, check_targets
from pit_desktop.games.pit.sim.tournament import one_against, specs_for, standard_suite, tally


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    cli.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(argv)


def test_human_matches_have_keys_titles_and_paces() -> None:
    suite = {m.key: m for m in standard_suite(6)}
    medium = suite["human-vs-medium"]
    assert medium.title == "Human vs 5 Medium" and medium.under is Level.HUMAN
    assert medium.pace is Pace.STANDARD
    relaxed = suite["human-vs-hard-relaxed"]
    assert relaxed.title == "Human vs 5 Hard (Relaxed)" and relaxed.pace is Pace.RELAXED
    assert relaxed.levels == (Level.HUMAN,) + (Level.HARD,) * 5
    assert all(spec.pace is Pace.BRISK for spec in specs_for(suite["human-vs-easy-brisk"], 2, seed=1))


@pytest.mark.slow  # a tournament of whole games
def test_a_small_seeded_tournament_writes_the_human_rows(tmp_path: Path) -> None:
    argv = ["tournament", "--games", "4", "--jobs", "1", "--seed", "3", "--out", str(tmp_path)]
    args = _parse([*argv, "--only", "human-vs-medium,human-vs-easy-relaxed"])
    assert args.func(args) == 0
    with (tmp_path / "tournament.csv").open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert [(r["key"], r["level"], r["pace"], r["players"], r["games"]) for r in rows] == [
        ("human-vs-medium", "Human", "standard", "4", "4"),
        ("human-vs-easy-relaxed", "Human", "relaxed", "4", "4"),
    ]
    md = (tmp_path / "tournament.md").read_text(encoding="utf-8")
    assert "| Human vs 3 Medium | Human | 4 |" in md and "| Human vs 3 Easy (Relaxed) | Human | 4 |" in md
    assert "against 3 Medium the Human seat wins 22.0%–35.0%" in md
    assert "hands with a Human seat at Standard pace last a median" in md
    again = tmp_path / "again"
    args = _parse([*argv[:-1], str(again), "--only", "human-vs-medium,human-vs-easy-relaxed"])
    assert args.func(args) == 0
    assert (again / "tournament.csv").read_text(encoding="utf-8") == (tmp_path / "tournament.csv").read_text(
        encoding="utf-8"
    )


def _result(key_level: Level, field: Level, players: int, wins: int, games: int, **kw: object) -> MatchResult:
    match = one_against(key_level, field, players, **kw)  # type: ignore[arg-type]
    outcomes = []
    for g in range(games):
        winner = 0 if g < wins else 1
        scores = tuple(500 if s == winner else 0 for s in range(players))
        outcomes.append(GameOutcome(match.levels, winner, scores, (1,) * players, (5,), (40.0,), 0, focus=0))
    return MatchResult(match, tally(match, outcomes), {})


@pytest.mark.parametrize(
    ("players", "wins", "verdict"),
    [
        (4, 280, "PASS"),
        (4, 400, "FAIL"),
        (3, 400, "PASS"),
        (3, 280, "FAIL"),
        (6, 280, "FAIL"),
        (6, 180, "PASS"),
    ],
)
def test_human_targets_scale_with_the_tables_fair_share(players: int, wins: int, verdict: str) -> None:
    """Human vs Medium: 22–35% at four seats is 0.88–1.4 fair shares: 29.3–46.7% at three seats,
    14.7–23.3% at six."""
    lines = check_targets([_result(Level.HUMAN, Level.MEDIUM, players, wins, 1000)], players)
    (line,) = [x for x in lines if "Medium the Human seat wins" in x]
    assert line.startswith(verdict), line


def test_the_bell_to_corner_target_counts_standard_pace_human_hands_only() -> None:
    standard = _result(Level.HUMAN, Level.MEDIUM, 4, 250, 1000)
    brisk = _result(Level.HUMAN, Level.HARD, 4, 100, 1000, pace=Pace.BRISK)
    brisk.tally.hand_market_s[:] = [10.0] * len(brisk.tally.hand_market_s)
    lines = check_targets([standard, brisk], 4)
    assert any(x.startswith("PASS: hands with a Human seat") and "40.0 s" in x for x in lines)
    standard.tally.hand_market_s[:] = [29.0] * len(standard.tally.hand_market_s)
    assert any(x.startswith("FAIL: hands with a Human seat") for x in check_targets([standard], 4))


def test_tournament_help_lists_every_match_key_for_only(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        _parse(["tournament", "--help"])
    text = capsys.readouterr().out
    for match in standard_suite():
        assert f"  {match.key}  " in text, match.key


@pytest.mark.parametrize(("games", "too_few"), [(40, True), (1999, True), (2000, False)])
def test_too_few_games_are_said_and_the_verdicts_stay(games: int, too_few: bool) -> None:
    lines = check_targets([_result(Level.HUMAN, Level.MEDIUM, 4, games * 28 // 100, games)], 4)
    said = (
        "Too few games to judge: the targets are written for at least 2,000 games per match "
        f"({games:,} played)"
    )
    assert (said in lines) is too_few
    (line,) = [x for x in lines if "Medium the Human seat wins" in x]
    assert line.startswith("PASS")
