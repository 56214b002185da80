"""Hand records at the edges (issue 9): bounded scores, short printable refusals, atomic writes, and a fuzz
test that mutates valid records, Pit's and Pitch's: every outcome is a replay or an exit-2 line, never a
traceback."""

from __future__ import annotations

import contextlib
import copy
import io
import json
import os
import re
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from pit_rig import json_places
from record_examples import whole_pitch_hand

from pit_desktop.core.sim import replay as replay_cli
from pit_desktop.games.pit.engine import RecordError, loads_record, parse_record, read_record, write_record
from pit_desktop.games.pit.engine.record_checks import MESSAGE_CHARS, SCORE_FLOOR

DOC = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"


def example() -> dict[str, object]:
    """The documented example record, as JSON data."""
    found = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert found
    return json.loads(found.group(1))


# ---------------------------------------------------------------------------------------------- scores


@pytest.mark.parametrize(
    "score", [SCORE_FLOOR - 1, -(10**4299), -(10**40)], ids=["one below", "4,300 digits", "41 digits"]
)
def test_scores_below_the_floor_are_refused(score: int) -> None:
    """R-SCORE-3 lets scores go below zero, not without end: a record's scores start at -1,000,000,000 or
    more, so that every score a replay prints is a short number."""
    data = example()
    data["scores_before"] = [score, 0, 0]
    with pytest.raises(RecordError) as err:
        parse_record(data)
    assert err.value.path == "scores_before[0]" and "-1,000,000,000" in err.value.problem


def test_the_floor_itself_is_a_score() -> None:
    data = example()
    data["scores_before"] = [SCORE_FLOOR, 0, 0]
    assert parse_record(data).scores_before == (SCORE_FLOOR, 0, 0)


@given(path=st.text(max_size=300), problem=st.text(max_size=3000))
@settings(max_examples=200, derandomize=True, deadline=None)
def test_a_record_error_is_always_one_short_printable_line(path: str, problem: str) -> None:
    """Whatever text a check puts in it, a :class:`RecordError` reads as one line of printable text."""
    text = str(RecordError(path, problem))
    assert len(text) <= MESSAGE_CHARS and text.isprintable()


# ---------------------------------------------------------------------------------------------- writing


def test_a_write_cut_short_leaves_the_record_that_was_there(tmp_path: Path) -> None:
    """A full disk (here a file-size limit) midway through saving: the old record is still whole, and no
    half-written file is left beside it. Run in a child process, which alone gets the limit."""
    source = tmp_path / "source.json"
    source.write_text(DOC.read_text(encoding="utf-8").split("```json\n")[1].split("```")[0], encoding="utf-8")
    folder = tmp_path / "records"
    folder.mkdir()
    target = folder / "hand.json"
    target.write_text('{"the": "old record"}', encoding="utf-8")
    script = textwrap.dedent(
        """
        import resource, signal, sys
        from pit_desktop.games.pit.engine import read_record, write_record

        record = read_record(sys.argv[1])
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails with EFBIG instead
        resource.setrlimit(resource.RLIMIT_FSIZE, (300, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
        try:
            write_record(record, sys.argv[2])
        except OSError as err:
            print("refused", err.errno)
        """
    )
    if not hasattr(os, "fork") or sys.platform == "darwin":
        pytest.skip("file-size limits are a Linux test here")
    done = subprocess.run(
        [sys.executable, "-c", script, str(source), str(target)],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("refused")
    assert target.read_text(encoding="utf-8") == '{"the": "old record"}'
    assert sorted(p.name for p in folder.iterdir()) == ["hand.json"]


def test_a_saved_record_gets_ordinary_permissions_and_replaces_the_old_one(tmp_path: Path) -> None:
    """The new file is made like any other (not owner-only as a temporary file), then replaces the old."""
    ordinary = tmp_path / "ordinary"
    ordinary.write_text("x", encoding="utf-8")
    target = tmp_path / "hand.json"
    target.write_text("old", encoding="utf-8")
    record = loads_record(json.dumps(example()))
    write_record(record, target)
    assert read_record(target) == record
    assert os.stat(target).st_mode & 0o777 == os.stat(ordinary).st_mode & 0o777
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hand.json", "ordinary"]


def test_a_record_that_cannot_be_written_leaves_nothing(tmp_path: Path) -> None:
    """Writing onto a folder fails with an OSError, and no temporary file stays behind."""
    (tmp_path / "hand.json").mkdir()
    with pytest.raises(OSError):
        write_record(loads_record(json.dumps(example())), tmp_path / "hand.json")
    assert [p.name for p in tmp_path.iterdir()] == ["hand.json"]


# ---------------------------------------------------------------------------------------------- fuzzing

_HUGE = [10**400, -(10**400), 10**4299, -(10**4299), 10**4300 - 1, 1 - 10**4300, 2**63, -(2**63), 2**1024]
_ODD_TEXT = ["", " ", "\n", "\x1b[31m", "\u202e", "\x00", "\ud800", "Wheat\n", "🐂", "x" * 5000]

json_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**6), max_value=10**6),
    st.sampled_from(_HUGE),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=20),
    st.sampled_from(_ODD_TEXT),
    st.sampled_from(
        ["Wheat", "Corn", "Oats", "Bull", "Bear", "open", "offer", "accept", "claim", "withdraw"]
    ),
    st.sampled_from(
        ["AS", "10H", "TS", "2c", "JD", "pass", "bid", "moon", "pitch", "play", "settle", "pitch"]
    ),
)
json_values = st.recursive(
    json_scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=8,
)


def _at(data: object, path: tuple[object, ...]) -> object:
    for step in path:
        data = data[step]  # type: ignore[index]
    return data


def _dumps(value: object, duplicate: tuple[int, str, object] | None) -> str:
    """JSON text of ``value``; ``duplicate`` = (id of an object, key, value) writes that key a second time
    in that object (JSON allows it; the reader takes the last)."""
    if isinstance(value, dict):
        items = [f"{json.dumps(k)}: {_dumps(v, duplicate)}" for k, v in value.items()]
        if duplicate is not None and duplicate[0] == id(value):
            items.append(f"{json.dumps(duplicate[1])}: {_dumps(duplicate[2], None)}")
        return "{" + ", ".join(items) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_dumps(v, duplicate) for v in value) + "]"
    return json.dumps(value)


@st.composite
def mutated_records(
    draw: st.DrawFn, base: Callable[[], object] = example, field_first: bool = False
) -> bytes:
    """The record ``base`` gives (the documented one by default) with one to three mutations: a value
    changed (to another type, a huge number, an odd text), a whole number made huge, a field dropped,
    renamed or written twice, an item of a list doubled, or the text cut short. With ``field_first`` the
    place is drawn in a top-level field drawn first, so that a long list of commands does not leave the
    few scores and moons of a whole hand almost never changed."""
    data = base()
    duplicate = None
    for _ in range(draw(st.integers(1, 3))):
        places = json_places(data)
        if field_first and isinstance(data, dict) and data:
            field = draw(st.sampled_from(list(data)))
            places = [p for p in places if p[:1] == (field,)]
        path = draw(st.sampled_from(places))
        parent = _at(data, path[:-1]) if path else None
        what = draw(st.sampled_from(["value", "huge", "wrap", "drop", "rename", "twice", "double"]))
        if not path:
            data = draw(json_values) if what == "value" else data
            continue
        key = path[-1]
        if what == "value":
            parent[key] = draw(json_values)  # type: ignore[index]
        elif what == "huge" and type(parent[key]) is int:  # type: ignore[index]
            parent[key] = draw(st.sampled_from(_HUGE))  # type: ignore[index]
        elif what == "wrap":
            old = parent[key]  # type: ignore[index]
            parent[key] = draw(st.sampled_from([[old], {"value": old}, str(old)[:50]]))  # type: ignore[index]
        elif what == "drop":
            del parent[key]  # type: ignore[union-attr]
        elif what == "rename" and isinstance(parent, dict):
            parent[draw(st.text(max_size=12) | st.sampled_from(_ODD_TEXT))] = parent.pop(key)
        elif what == "twice" and isinstance(parent, dict):
            duplicate = (id(parent), key, draw(json_values))
        elif what == "double" and isinstance(parent, list):
            parent.insert(key, parent[key])  # type: ignore[arg-type]
    text = _dumps(data, duplicate)
    if draw(st.booleans()) and draw(st.booleans()):
        text = text[: draw(st.integers(0, len(text)))]
    return text.encode("utf-8", "surrogatepass")


FUZZ = settings(
    max_examples=400,
    derandomize=True,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
"""The fuzz tests' settings: the same 400 mutations every run."""


@pytest.mark.slow
@given(raw=mutated_records())
@FUZZ
def test_mutated_records_replay_or_exit_2_with_one_short_line(raw: bytes) -> None:
    """Every mutation of a valid record either replays (exit 0, the outcome as JSON) or is refused (exit
    2, nothing on stdout, one line of at most 300 printable characters): never a traceback or a hang."""
    outcome = _replayed_or_refused(raw)
    if outcome is not None:
        assert len(outcome["scores"]) == len(outcome["final_hands"])
        assert all(isinstance(s, int) and abs(s) < 10 * -SCORE_FLOOR for s in outcome["scores"])


_PITCH_HANDS = (json.loads(whole_pitch_hand()), json.loads(whole_pitch_hand(money=True)))
"""Whole hands of Pitch, the Auction game's and the Money Game's settled, for the fuzz to mutate."""


@pytest.mark.slow
@given(
    raw=st.sampled_from(_PITCH_HANDS).flatmap(
        lambda hand: mutated_records(lambda: copy.deepcopy(hand), field_first=True)
    )
)
@FUZZ
def test_mutated_pitch_records_replay_or_exit_2_with_one_short_line(raw: bytes) -> None:
    """Pitch's records under the same mutations, of a whole hand of each game: each replays and its
    whole outcome prints, every number in it short, or it is refused with one short line."""
    outcome = _replayed_or_refused(raw)
    if outcome is not None:
        assert outcome["game"] == "pitch" and len(outcome["scores"]) == len(outcome["final_hands"])
        numbers = [*outcome["scores"], *(outcome["payments_cents"] or ())]
        assert all(isinstance(n, int) and abs(n) < 10**12 for n in numbers)


def _replayed_or_refused(raw: bytes) -> dict[str, object] | None:
    """Replay ``raw`` as ``pit-desktop replay --compact -`` does: the outcome printed (exit 0, nothing on
    stderr), or ``None`` once the refusal is checked (exit 2, nothing on stdout, one line of at most 300
    printable characters)."""
    out, err = io.StringIO(), io.StringIO()
    stdin = io.TextIOWrapper(io.BytesIO(raw), encoding="utf-8")
    with (
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
        pytest.MonkeyPatch.context() as patch,
    ):
        patch.setattr("sys.stdin", stdin)
        code = replay_cli.main(["--compact", "-"])
    if code == 0:
        assert err.getvalue() == ""
        return json.loads(out.getvalue())
    line = err.getvalue()
    assert code == 2 and out.getvalue() == ""
    assert line.count("\n") == 1 and line.endswith("\n")
    assert len(line) <= 301 and line[:-1].isprintable(), line
    return None
