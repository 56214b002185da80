"""The progress bar of ``simulate`` and ``tournament``: drawn on a terminal, absent anywhere else."""

from __future__ import annotations

import argparse
import io
from pathlib import Path

import pytest

from pit_desktop.core.sim.progress import progress
from pit_desktop.games.pit.sim import cli


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    cli.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(argv)


def test_no_bar_where_the_output_is_not_a_terminal() -> None:
    stream = io.StringIO()
    with progress(5, stream=stream) as shown:
        shown.reached(3)
    assert not shown.shown and stream.getvalue() == ""


def test_a_bar_with_count_and_rate_on_a_terminal() -> None:
    stream = Terminal()
    with progress(5, stream=stream) as shown:
        shown.reached(3)
        shown.reached(2)  # counts only go up
    assert shown.shown
    assert "3/5" in stream.getvalue() and "games/s" in stream.getvalue()


def test_simulate_draws_its_bar_on_standard_error_only(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    args = _parse(["simulate", "2", "--players", "3", "--seed", "4"])
    assert args.func(args) == 0
    assert "2/2" in terminal.getvalue()
    out = capsys.readouterr().out
    assert out.startswith("2 games, 3 players") and "/2 [" not in out


def test_tournament_counts_every_match_on_one_bar(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    only = "hard-vs-medium,easy-vs-medium"
    args = _parse(
        [
            "tournament",
            "--games",
            "3",
            "--players",
            "3",
            "--jobs",
            "1",
            "--out",
            str(tmp_path),
            "--only",
            only,
        ]
    )
    assert args.func(args) == 0
    assert "6/6" in terminal.getvalue()
    out = capsys.readouterr().out
    assert "Hard vs 2 Medium: 3 games in" in out and "/6 [" not in out
