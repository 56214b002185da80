"""``pit-desktop replay FILE``: the outcome as JSON on stdout, or exit 2 with a one-line message on stderr."""

from __future__ import annotations

import importlib.util
import json
import re
from pathlib import Path

import pytest
from cli_helpers import run_into_closed_pipe

from pit_desktop.core.sim import replay as replay_cli

DOC = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"


@pytest.fixture
def example(tmp_path: Path) -> Path:
    """The documented example record, as a file."""
    found = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert found
    path = tmp_path / "hand.json"
    path.write_text(found.group(1), encoding="utf-8")
    return path


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """Run the replay subcommand; its exit code, stdout and stderr."""
    code = replay_cli.main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("flags", [[], ["--compact"]])
def test_good_record_prints_the_outcome(
    example: Path, flags: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    """A valid record: exit 0 and the outcome JSON (corner, scores, refusals with reasons) on stdout."""
    code, out, err = run([*flags, str(example)], capsys)
    assert (code, err) == (0, "")
    outcome = json.loads(out)
    assert outcome["corner"] == {
        "seat": 0, "commodity": "Wheat", "kind": "Corner", "points": 100,
        "penalties": [{"seat": 1, "points": -20}, {"seat": 2, "points": -20}],
    }  # fmt: skip
    assert outcome["scores"] == [100, -20, -20]
    assert [(r["index"], r["reason"]) for r in outcome["refused"]] == [
        (2, "no_corner"), (3, "count_mismatch"), (6, "offer_gone")
    ]  # fmt: skip
    assert len(outcome["final_hands"]) == 3 and outcome["winner"] is None


def _truncate(text: str) -> str:
    return text[: len(text) // 2]


def _version_2(text: str) -> str:
    return text.replace('"version": 1', '"version": 2')


def _misspelt(text: str) -> str:
    return text.replace('"cards": ["Corn"]', '"cards": ["Corm"]')


@pytest.mark.parametrize(
    ("spoil", "message"),
    [
        (_truncate, "record: not valid JSON (the file looks truncated)"),
        (_version_2, "version: unsupported version 2: this build reads version 1"),
        (_misspelt, "commands[1].cards[0]: unknown card 'Corm'"),
    ],
    ids=["truncated", "wrong version", "unknown card"],
)
def test_bad_record_exits_2_with_a_specific_message(
    example: Path, spoil: object, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A truncated file, a wrong version or an unknown card: exit 2, nothing on stdout, why on stderr."""
    example.write_text(spoil(example.read_text(encoding="utf-8")), encoding="utf-8")  # type: ignore[operator]
    code, out, err = run([str(example)], capsys)
    assert (code, out) == (2, "")
    assert err.startswith("pit-desktop replay: ") and message in err
    assert err.count("\n") == 1 and "Traceback" not in err


def test_unreadable_file_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A missing file, a directory or non-UTF-8 bytes: exit 2 and a one-line message."""
    (tmp_path / "bytes.json").write_bytes(b"\x80\x81")
    for name, says in [("missing.json", "cannot read"), (".", "cannot read"), ("bytes.json", "not UTF-8")]:
        code, out, err = run([str(tmp_path / name)], capsys)
        assert (code, out) == (2, "") and says in err and err.count("\n") == 1


def test_a_record_saved_with_a_byte_order_mark_is_read(
    example: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Windows editors may start UTF-8 files with a byte-order mark: still a good record."""
    example.write_bytes(b"\xef\xbb\xbf" + example.read_bytes())
    code, out, _ = run([str(example)], capsys)
    assert code == 0 and json.loads(out)["scores"] == [100, -20, -20]


def test_an_oversized_file_is_refused_without_reading_it_all(
    example: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from pit_desktop.core import record_checks, regular_files
    from pit_desktop.games.pit.engine import record

    read: list[int] = []

    class Counting:
        """The opened file, counting what is asked of ``read``."""

        def __init__(self, *args: object, **kwargs: object) -> None:
            self.handle = open(*args, **kwargs)  # type: ignore[call-overload]  # noqa: SIM115

        def __enter__(self) -> Counting:
            return self

        def __exit__(self, *exc: object) -> None:
            self.handle.close()

        def read(self, n: int = -1) -> bytes:
            read.append(n)
            return self.handle.read(n)

    monkeypatch.setattr(record_checks, "MAX_RECORD_BYTES", 100)  # the reader's limit
    monkeypatch.setattr(record, "MAX_RECORD_BYTES", 100)  # and Pit's decoder's, the same
    monkeypatch.setattr(regular_files, "open", Counting, raising=False)  # the one reader of files
    code, out, err = run([str(example)], capsys)
    assert (code, out) == (2, "")
    assert "larger than 100 bytes, far more than any hand" in err
    assert read == [101]


def test_an_unterminated_string_is_named_once(example: Path, capsys: pytest.CaptureFixture[str]) -> None:
    example.write_text('{"format": "pit-desk', encoding="utf-8")
    _, _, err = run([str(example)], capsys)
    assert "Unterminated string starting at line 1 column 12" in err


def test_reads_standard_input(
    example: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``-`` reads the record from standard input."""
    import io

    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(example.read_bytes()), encoding="utf-8"))
    code, out, _ = run(["-"], capsys)
    assert code == 0 and json.loads(out)["scores"] == [100, -20, -20]


@pytest.mark.skipif(
    importlib.util.find_spec("pit_desktop.games.pit.sim.cli") is None,
    reason="pit-desktop's other subcommands not there yet",
)
def test_end_to_end_through_pit_desktop(example: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``pit-desktop replay FILE`` goes through the application's parser: same outcome, same exit codes."""
    from pit_desktop.app import main

    assert main(["replay", str(example)]) == 0
    assert json.loads(capsys.readouterr().out)["scores"] == [100, -20, -20]
    example.write_text("{", encoding="utf-8")
    assert main(["replay", str(example)]) == 2
    assert "not valid JSON" in capsys.readouterr().err


def test_no_standard_input_is_a_message(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", None)  # a windowed build, or stdin closed
    code, out, err = run(["-"], capsys)
    assert (code, out) == (2, "") and "cannot read standard input: there is no standard input" in err


def test_utf16_text_is_named(example: Path, capsys: pytest.CaptureFixture[str]) -> None:
    example.write_bytes(example.read_text(encoding="utf-8").encode("utf-16-le"))
    code, _, err = run([str(example)], capsys)
    assert code == 2 and "it looks like UTF-16: save it as UTF-8" in err


def test_a_closed_pipe_after_a_good_replay_is_exit_1(example: Path) -> None:
    assert run_into_closed_pipe(["replay", str(example)]) == (1, "")


def test_a_pitch_record_without_its_game_field_is_named_as_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A Pitch record that lost ``"game": "pitch"`` is read as Pit's; the line names the real cause, not
    Pitch's ``moons_before`` as an unknown field of Pit's."""
    record = {
        "format": "pit-desktop-hand",
        "version": 1,
        "settings": {"players": 4},
        "dealer": 0,
        "scores_before": [0, 0, 0, 0],
        "moons_before": [[0, 0]] * 4,
        "deal": [["AS", "2S", "9H", "8H", "7C", "6D"]] * 4,
    }
    path = tmp_path / "pitch.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    code, out, err = run([str(path)], capsys)
    assert code == replay_cli.EXIT_BAD_RECORD and out == ""
    assert 'record of Pitch without its "game": "pitch" field' in err and "unknown field" not in err


def test_the_help_names_both_games_and_their_records(capsys: pytest.CaptureFixture[str]) -> None:
    from pit_desktop.app import build_parser

    text = " ".join(build_parser().format_help().split())
    assert "Pit," in text and "Pitch" in text and "record (FILE.json) of either game" in text
