"""``pit-desktop simulate`` and ``pit-desktop tournament`` from the command line."""

from __future__ import annotations

import argparse
import csv
import io
import sys
from pathlib import Path

import pytest

from pit_desktop.games.pit.sim import cli


def _parse(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    cli.register(parser.add_subparsers(dest="command"))
    return parser.parse_args(argv)


def test_simulate_prints_every_figure(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parse(["simulate", "4", "--players", "5", "--seed", "1"])
    assert args.func(args) == 0
    out = capsys.readouterr().out
    for seat in range(5):
        assert f"\n   {seat}  Medium" in out
    for figure in (
        "games finished with a winner: 4 of 4",
        "hands stalled",
        "hands per game:",
        "trades per hand:",
        "game time per hand",
        "hands simulated per wall-clock second:",
    ):
        assert figure in out
    wins = [int(line.split()[2]) for line in out.splitlines() if line[:4].strip().isdigit()]
    assert sum(wins) == 4


def test_simulate_through_the_app_entry_point(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("pit_desktop.core.sim.replay")
    from pit_desktop.app import main

    assert main(["simulate", "2", "--players", "3", "--seed", "2", "--level", "hard,medium,easy"]) == 0
    assert "Hard" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "1", "--players", "8", "--edition", "classic"], "takes 3 to 7 players"),
        (["simulate", "1", "--level", "grandmaster"], "unknown bot level"),
        (["simulate", "1", "--players", "3", "--level", "hard,easy"], "2 levels given for 3 seats"),
        (["simulate", "1", "--players", "3", "--level", "easy,,hard"], "a level name is missing"),
    ],
)
def test_simulate_refuses_bad_arguments(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = _parse(argv)
    assert args.func(args) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "0"], "argument N: must be 1 to 10,000,000, not 0"),
        (["simulate", "abc"], "argument N: expected a whole number, not 'abc'"),
        (["simulate", "99999999999"], "must be 1 to 10,000,000"),
        (["simulate", "1", "--jobs", "1000"], "argument --jobs: must be 1 to 256"),
        (["tournament", "--games", "x"], "argument --games: expected a whole number"),
        (["simulate", "1", "--players", "x"], "argument --players: expected a whole number, not 'x'"),
        (["simulate", "1", "--players", "9"], "argument --players: must be 3 to 8, not 9"),
        (["tournament", "--players", "2"], "argument --players: must be 3 to 8, not 2"),
        (["simulate", "1", "--seed", "x"], "argument --seed: expected a whole number, not 'x'"),
        (["tournament", "--seed", "1.5"], "argument --seed: expected a whole number, not '1.5'"),
    ],
)
def test_counts_are_whole_numbers_in_range(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit):
        _parse(argv)
    assert message in capsys.readouterr().err


def test_simulate_takes_the_edition_in_any_case(capsys: pytest.CaptureFixture[str]) -> None:
    args = _parse(["simulate", "1", "--edition", "Classic", "--players", "3"])
    assert args.func(args) == 0
    assert capsys.readouterr().out.startswith("1 game, 3 players")


def test_tournament_checks_its_folder_before_playing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """An --out that cannot be written is refused at once, not after every game has been played."""
    blocker = tmp_path / "a-file"
    blocker.write_text("", encoding="utf-8")
    args = _parse(["tournament", "--games", "2000", "--out", str(blocker / "sub")])
    assert args.func(args) == 2
    captured = capsys.readouterr()
    assert "cannot write the table" in captured.err
    assert "games in" not in captured.out


@pytest.mark.slow  # a tournament of whole games
def test_tournament_writes_markdown_and_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = _parse(
        ["tournament", "--games", "8", "--jobs", "1", "--out", str(tmp_path), "--only", "round-robin"]
    )
    assert args.func(args) == 0
    md = (tmp_path / "tournament.md").read_text(encoding="utf-8")
    assert "| Mixed round robin (Basic, Easy, Medium, Hard) | Hard | 8 |" in md
    assert "round-robin openskill" in md
    with (tmp_path / "tournament.csv").open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh))
    assert [r["level"] for r in rows] == ["Basic", "Easy", "Medium", "Hard"]
    assert sum(int(r["wins"]) for r in rows) + int(rows[0]["abandoned_games"]) == 8


def test_tournament_without_worker_processes_plays_in_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "concurrent.futures.process", None)  # as in the standalone app
    args = _parse(
        ["tournament", "--games", "3", "--jobs", "2", "--out", str(tmp_path), "--only", "round-robin"]
    )
    assert args.func(args) == 0
    assert "this build has no worker processes; playing in one process" in capsys.readouterr().out
    assert ", 1 process, " in (tmp_path / "tournament.md").read_text(encoding="utf-8")


def test_simulate_reports_the_processes_it_used(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    args = _parse(["simulate", "1", "--players", "3", "--jobs", "256"])
    assert args.func(args) == 0
    assert "on 1 process)" in capsys.readouterr().out  # one game: one process, not 256
    monkeypatch.setitem(sys.modules, "concurrent.futures.process", None)
    args = _parse(["simulate", "20", "--players", "3", "--jobs", "2"])
    assert args.func(args) == 0
    out = capsys.readouterr().out
    assert "pit-desktop simulate: this build has no worker processes; playing in one process" in out
    assert "on 1 process)" in out


def test_tournament_refuses_an_unknown_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    args = _parse(["tournament", "--out", str(tmp_path), "--only", "chess"])
    assert args.func(args) == 2
    assert "unknown match" in capsys.readouterr().err


@pytest.mark.slow  # a tournament of whole games
def test_tournament_says_when_a_match_seats_fewer_and_when_no_target_applies(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The round robin seats one bot per level (4 at most); a 3-seat round robin measures no target."""
    for players, says in [(5, "5 players (round-robin: 4 seats)"), (3, "- none: no match they measure")]:
        out = tmp_path / str(players)
        argv = ["tournament", "--games", "3", "--players", str(players), "--only", "round-robin"]
        args = _parse([*argv, "--jobs", "1", "--out", str(out)])
        assert args.func(args) == 0
        assert says in (out / "tournament.md").read_text(encoding="utf-8")


def test_tournament_out_that_is_a_file_says_so(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "afile").write_text("not a folder", encoding="utf-8")
    args = _parse(["tournament", "--out", str(tmp_path / "afile")])
    assert args.func(args) == 2
    assert "it is a file, not a folder" in capsys.readouterr().err


def test_tournament_table_file_it_cannot_write_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "tournament.md").mkdir()  # a folder where the table goes
    args = _parse(["tournament", "--games", "3", "--players", "3", "--only", "round-robin", "--jobs", "1"])
    args.out = tmp_path
    assert args.func(args) == 1
    err = capsys.readouterr().err
    assert f"cannot write {tmp_path / 'tournament.md'}: Is a directory" in err and "Traceback" not in err


def test_tournament_writes_its_files_when_the_console_goes_away(tmp_path: Path) -> None:
    """``tournament ... | head -c 10``: progress lines fail, the games go on, the files are written."""
    from pit_desktop.games.pit.sim import report

    class ClosedPipe(io.StringIO):
        def write(self, text: str) -> int:
            raise BrokenPipeError(32, "Broken pipe")

    args = _parse(["tournament", "--games", "3", "--players", "3", "--jobs", "1", "--out", str(tmp_path)])
    args.only = "round-robin,hard-vs-basic"
    with pytest.raises(BrokenPipeError):  # the table itself, printed last (the app turns this into exit 1)
        report.run_tournament(args, out=ClosedPipe())
    assert "Mixed round robin" in (tmp_path / "tournament.md").read_text(encoding="utf-8")
    assert (tmp_path / "tournament.csv").stat().st_size > 0
