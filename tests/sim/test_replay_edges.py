"""``pit-desktop replay`` at the edges of what a file may hold (issue 9): every bad record is exit 2 and one
short, printable line on stderr, never a traceback, a flood or a hang."""

from __future__ import annotations

import contextlib
import io
import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st
from record_examples import whole_pitch_hand

from pit_desktop.core.sim import replay as replay_cli

DOC = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"
DIGITS_400 = "1" + "0" * 399
DIGITS_4300 = "9" * 4300


def example_text() -> str:
    """The documented example record."""
    found = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert found
    return found.group(1)


def replay(path: Path | str) -> tuple[int, str, str]:
    """Run ``pit-desktop replay path`` in this process: exit code, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = replay_cli.main([str(path)])
    return code, out.getvalue(), err.getvalue()


def assert_one_short_line(err: str) -> str:
    """``err`` is one line of at most 300 printable characters (no control character, no escape
    sequence); returns it without its newline."""
    assert err.endswith("\n") and err.count("\n") == 1, err[:500]
    line = err[:-1]
    assert len(line) <= 300, len(line)
    assert line.isprintable(), line
    assert line.startswith("pit-desktop replay: ") and "Traceback" not in line
    return line


def _whole(text: str, old: str, new: str) -> str:
    assert old in text
    return text.replace(old, new, 1)


EDGES: list[tuple[str, Callable[[str], str], str]] = [
    ("400-digit sorting time",
     lambda t: _whole(t, '"sort_time_s": 30', f'"sort_time_s": {DIGITS_400}'),
     "settings.sort_time_s: expected a number of seconds, not a 400-digit number"),
    ("400-digit time of a command",
     lambda t: _whole(t, '"at_s": 31.0', f'"at_s": {DIGITS_400}'),
     "commands[1].at_s: expected a number of seconds, not a 400-digit number"),
    ("4,300-digit negative score",
     lambda t: _whole(t, '"dealer": 0', f'"dealer": 0, "scores_before": [-{DIGITS_4300}, 0, 0]'),
     "scores_before[0]: a negative 4,300-digit number is below -1,000,000,000"),
    ("4,300-digit score",
     lambda t: _whole(t, '"dealer": 0', f'"dealer": 0, "scores_before": [0, {DIGITS_4300}, 0]'),
     "scores_before[1]: a 4,300-digit number has already won the game"),
    ("5 MB card name",
     lambda t: _whole(t, '"cards": ["Corn"]', '"cards": ["' + "Wheet" * 1_000_000 + '"]'),
     "commands[1].cards[0]: unknown card 'WheetWheet"),
    ("5 MB field name",
     lambda t: _whole(t, '{"type": "open"}', '{"type": "open", "' + "x" * 5_000_000 + '": 1}'),
     "commands[0].'xxxxxxxxxx"),
    ("field name with a newline and an escape sequence",
     lambda t: _whole(t, '{"type": "open"}', '{"type": "open", "evil\\n\\u001b[31mred": 1}'),
     "commands[0].'evil\\n\\x1b[31mred': unknown field"),
    ("top-level field name with a bidirectional override",
     lambda t: _whole(t, '"dealer": 0', '"dealer": 0, "\\u202eevil": 1'),
     "record: '\\u202eevil': unknown field"),
    ("command type holding an escape sequence",
     lambda t: _whole(t, '{"type": "open"}', '{"type": "open\\u001b[2J"}'),
     "commands[0].type: unknown command 'open\\x1b[2J'"),
    ("format holding a 1 MB text",
     lambda t: _whole(t, '"format": "pit-desktop-hand"', '"format": "' + "p" * 1_000_000 + '"'),
     "format: 'pppppppp"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "spoil", "says"), EDGES, ids=[e[0] for e in EDGES])
def test_each_edge_is_exit_2_and_one_short_printable_line(
    tmp_path: Path, name: str, spoil: Callable[[str], str], says: str
) -> None:
    """Huge numbers, huge text and control characters in a record: exit 2, nothing on stdout, one line of
    at most 300 printable characters naming the field and its value, shortened and escaped."""
    path = tmp_path / "hand.json"
    path.write_text(spoil(example_text()), encoding="utf-8")
    code, out, err = replay(path)
    assert (code, out) == (2, "")
    assert says in assert_one_short_line(err)


def _pitch_with(field: str, value: object, money: bool = False) -> str:
    """A whole hand of Pitch (:func:`record_examples.whole_pitch_hand`) whose ``field`` is ``value``."""
    data = json.loads(whole_pitch_hand(money))
    data[field] = value
    return json.dumps(data)


HUGE = int(DIGITS_4300)
PITCH_EDGES: list[tuple[str, str, str]] = [
    ("4,300-digit score", _pitch_with("scores_before", [HUGE] * 4),
     "scores_before[0]: a 4,300-digit number is above 1,000,000,000: no game goes that high"),
    ("4,300-digit negative score", _pitch_with("scores_before", [0, -HUGE, 0, 0]),
     "scores_before[1]: a negative 4,300-digit number is below -1,000,000,000: no game goes that low"),
    ("4,300-digit moons made", _pitch_with("moons_before", [[0, 0], [HUGE, 0], [0, 0], [0, 0]], money=True),
     "moons_before[1][0]: expected at most 1,000,000,000 moons, not a 4,300-digit number"),
    ("4,300-digit moons failed", _pitch_with("moons_before", [[0, HUGE]] * 4, money=True),
     "moons_before[0][1]: expected at most 1,000,000,000 moons, not a 4,300-digit number"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "text", "says"), PITCH_EDGES, ids=[e[0] for e in PITCH_EDGES])
def test_each_pitch_edge_is_exit_2_and_one_short_printable_line(
    tmp_path: Path, name: str, text: str, says: str
) -> None:
    """A whole Pitch hand with a score or moons thousands of digits long replayed, then printing its
    outcome failed: a traceback, exit 1, half a JSON document on stdout. Now the reader refuses it as
    Pit's does: exit 2, nothing on stdout, one short line naming the field."""
    path = tmp_path / "pitch-hand.json"
    path.write_text(text, encoding="utf-8")
    code, out, err = replay(path)
    assert (code, out) == (2, "")
    assert says in assert_one_short_line(err)


@pytest.mark.parametrize("bound", [-1_000_000_000, 1_000_000_000])
def test_pitch_scores_and_moons_at_their_bounds_still_replay(tmp_path: Path, bound: int) -> None:
    """The largest scores and moons a Pitch record may hold replay, and the whole outcome prints, the
    Money Game's payments with it."""
    path = tmp_path / "pitch-hand.json"
    data = json.loads(_pitch_with("scores_before", [bound, 0, 0, 0], money=True))
    data["moons_before"] = [[1_000_000_000, 1_000_000_000], [0, 0], [0, 0], [0, 0]]
    path.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = replay(path)
    outcome = json.loads(out)
    assert (code, err) == (0, "") and outcome["scores_before"][0] == bound
    assert outcome["payments_cents"] is not None and len(outcome["payments_cents"]) == 4


def test_a_file_name_with_control_characters_is_escaped_and_shortened(tmp_path: Path) -> None:
    """The file's own name is shown printable, and by its end when long."""
    path = tmp_path / ("x" * 150 + "\n\x1b[31mhand.json")
    path.write_text("{", encoding="utf-8")
    code, _, err = replay(path)
    line = assert_one_short_line(err)
    assert code == 2 and "…" in line and "\\n\\x1b[31mhand.json is not a valid hand record" in line


def test_scores_at_the_floor_still_replay(tmp_path: Path) -> None:
    """The lowest score a record may hold replays, and the outcome prints."""
    path = tmp_path / "hand.json"
    path.write_text(
        _whole(example_text(), '"dealer": 0', '"dealer": 0, "scores_before": [-1000000000, 0, 0]')
    )
    code, out, _ = replay(path)
    assert code == 0 and json.loads(out)["scores"] == [-1000000000 + 100, -20, -20]


needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes on this system")


@needs_fifo
def test_a_named_pipe_is_refused_without_waiting(tmp_path: Path) -> None:
    """A FIFO with no writer used to block the reader for ever: it is refused at once, exit 2. Run in a
    child process so that a regression is a timeout here, not a hung test run."""
    fifo = tmp_path / "hand.json"
    os.mkfifo(fifo)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "pit_desktop", "replay", str(fifo)],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
    except subprocess.TimeoutExpired:
        pytest.fail("pit-desktop replay waited on a named pipe")
    assert (done.returncode, done.stdout) == (2, "")
    assert "cannot read" in assert_one_short_line(done.stderr) and "named pipe" in done.stderr


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this system")
def test_a_device_is_refused_without_reading_it() -> None:
    """``/dev/zero`` is not a record: refused as a device, not read until the size limit."""
    code, _, err = replay("/dev/zero")
    assert code == 2 and "it is a device, not a regular file" in assert_one_short_line(err)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    code, _, err = replay(tmp_path)
    assert code == 2 and "cannot read" in assert_one_short_line(err)


def _reference_layout(value: object, indent: str = "") -> str:
    """The layout's definition, plainly: an object or list holding another is spread one item a line."""
    if isinstance(value, dict | list):
        children = list(value.values()) if isinstance(value, dict) else value
        if any(isinstance(v, dict | list) for v in children):
            inner = indent + "  "
            if isinstance(value, dict):
                items = [f"{inner}{json.dumps(k)}: {_reference_layout(v, inner)}" for k, v in value.items()]
                return "{\n" + ",\n".join(items) + f"\n{indent}}}"
            items = [inner + _reference_layout(v, inner) for v in value]
            return "[\n" + ",\n".join(items) + f"\n{indent}]"
    return json.dumps(value)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=20) | st.dictionaries(st.text(max_size=4), inner, max_size=20),
    max_leaves=60,
)


@pytest.mark.slow  # 300 examples, seconds
@given(json_values)
@settings(max_examples=300, derandomize=True, deadline=None)
def test_the_quick_layout_is_the_plain_one(value: object) -> None:
    """:func:`pretty_json` and the pieces ``pit-desktop replay`` writes give exactly the text of the
    layout's plain definition (built on ``json.dumps``)."""
    expected = _reference_layout(value)
    assert replay_cli.pretty_json(value) == expected
    assert "".join(replay_cli.pretty_json_chunks(value)) == expected
