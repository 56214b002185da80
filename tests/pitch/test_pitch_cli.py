"""``--game pitch`` on the command line: ``simulate``, ``tournament`` and ``replay`` play or check Pitch,
while Pit stays the default and Pit's records (with no ``game`` field) stay valid."""

from __future__ import annotations

import io
import json
import re
import sys
from pathlib import Path

import pytest

from pit_desktop.app import main
from pit_desktop.core.sim import replay as replay_cli

DOCS = Path(__file__).resolve().parents[2] / "docs"


def doc_example(name: str) -> dict:
    """The first JSON example of ``docs/<name>``."""
    found = re.search(r"```json\n(.*?)```", (DOCS / name).read_text(encoding="utf-8"), re.S)
    assert found
    return json.loads(found.group(1))


@pytest.fixture
def pitch_record(tmp_path: Path) -> Path:
    path = tmp_path / "pitch-hand.json"
    path.write_text(json.dumps(doc_example("pitch.md")), encoding="utf-8")
    return path


@pytest.fixture
def pit_record(tmp_path: Path) -> Path:
    path = tmp_path / "pit-hand.json"
    path.write_text(json.dumps(doc_example("hand-record.md")), encoding="utf-8")
    return path


def test_simulate_plays_pitch_with_one_line_per_seat(capsys: pytest.CaptureFixture[str]) -> None:
    argv = [
        "simulate",
        "3",
        "--game",
        "pitch",
        "--players",
        "3",
        "--seed",
        "2",
        "--level",
        "easy,random,medium",
    ]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "3 games, 3 players (Easy, Random, Medium), seed 2" in out
    assert re.search(r"\n   1  Random\s", out) and "bids made" in out
    assert "trades per hand" not in out  # Pit's figures are not printed for Pitch


def test_simulate_is_pit_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "1", "--players", "3", "--seed", "2", "--level", "easy"]) == 0
    assert "trades per hand" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--edition", "classic"], "--edition is Pit's, not Pitch's"),
        (["--short", "--edition", "modern"], "--edition and --short are Pit's"),
        (["--players", "8"], "the Auction game takes 3 to 7 players, not 8 (P-ED-1)"),
        (["--level", "grandmaster"], "unknown bot level 'grandmaster'"),
    ],
)
def test_simulate_pitch_refuses_what_is_not_pitch(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "1", "--game", "pitch", *argv]) == 2
    assert message in capsys.readouterr().err


def test_an_unknown_game_is_refused_by_argparse(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "1", "--game", "chess"]) == 2
    assert "invalid choice: 'chess'" in capsys.readouterr().err


def test_tournament_plays_pitch_matches_and_writes_their_table(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["tournament", "--game", "pitch", "--games", "8", "--seed", "3", "--jobs", "1"]
    code = main([*argv, "--only", "medium-vs-easy", "--out", str(tmp_path)])
    out = capsys.readouterr().out
    assert code in (0, 1)
    assert "Medium vs 3 Easy: 8 games in" in out
    assert "| Medium vs 3 Easy | Medium | 8 |" in out
    assert re.search(r"- (PASS|FAIL): Medium vs 3 Easy", out)
    assert "| Easy | " in out and "| Medium | " in out  # bidding success per level, field included
    written = (tmp_path / "pitch-tournament.md").read_text(encoding="utf-8")
    assert written.startswith("# Pitch tournament") and "| Medium vs 3 Easy | Medium | 8 |" in written
    assert not (tmp_path / "tournament.csv").exists()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--only", "hard-vs-easy"], "unknown Pitch match ['hard-vs-easy']"),
        (["--players", "8"], "takes 3 to 7 players, not 8"),
    ],
)
def test_tournament_pitch_refuses_bad_arguments(
    argv: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["tournament", "--game", "pitch", "--games", "4", "--out", str(tmp_path), *argv]) == 2
    assert message in capsys.readouterr().err


def test_tournament_help_lists_pitch_match_keys(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tournament", "--help"]) == 0
    out = capsys.readouterr().out
    assert "--game {pit,pitch}" in out and "hard-vs-random  Hard vs 3 Random" in out


def test_replay_tells_the_game_from_the_record(
    pitch_record: Path, pit_record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert replay_cli.main([str(pitch_record)]) == 0
    outcome = json.loads(capsys.readouterr().out)
    assert outcome["game"] == "pitch" and outcome["pitcher"] == 1 and outcome["refused"] == []
    assert replay_cli.main([str(pit_record), "--compact"]) == 0  # Pit's record, without a game field
    outcome = json.loads(capsys.readouterr().out)
    assert "game" not in outcome and "corner" in outcome


def test_replay_reads_a_pitch_record_from_standard_input(
    pitch_record: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stdin = io.TextIOWrapper(io.BytesIO(pitch_record.read_bytes()))
    monkeypatch.setattr(sys, "stdin", stdin)
    assert replay_cli.main(["-", "--compact", "--game", "pitch"]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == "pitch"


def test_replay_game_option_refuses_the_other_game(
    pitch_record: Path, pit_record: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert replay_cli.main([str(pitch_record), "--game", "pit"]) == 2
    assert "is a record of Pitch, not of Pit (--game pit)" in capsys.readouterr().err
    assert replay_cli.main([str(pit_record), "--game", "pitch"]) == 2
    assert "is a record of Pit, not of Pitch (--game pitch)" in capsys.readouterr().err


def test_a_pit_record_may_name_its_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "named.json"
    path.write_text(json.dumps({**doc_example("hand-record.md"), "game": "pit"}), encoding="utf-8")
    assert replay_cli.main([str(path), "--game", "pit", "--compact"]) == 0
    assert "corner" in json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("game", "message"),
    [
        ("chess", "game: 'chess' is not a game of Pit Desktop (pit or pitch)"),
        (["pitch"], "game: a list is not a game of Pit Desktop"),
    ],
)
def test_replay_refuses_a_game_it_does_not_know(
    game: object, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "other.json"
    path.write_text(json.dumps({**doc_example("pitch.md"), "game": game}), encoding="utf-8")
    assert replay_cli.main([str(path)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1


def test_a_bad_pitch_record_names_its_field(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = doc_example("pitch.md")
    data["deal"][0][0] = "ZZ"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert replay_cli.main([str(path)]) == 2
    assert "is not a valid hand record: deal[0][0]: unknown card 'ZZ'" in capsys.readouterr().err
