"""The statistics file: schema migrations, two writers at once, and a locked, corrupt or newer file
reported (issue 11, item 2)."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import textwrap
from dataclasses import astuple, replace
from pathlib import Path

import pytest

from pit_desktop.core.stats_db import (
    HAND_COLUMNS,
    HISTORY_HANDS,
    MIGRATIONS,
    SCHEMA_VERSION,
    GameRow,
    HandRow,
    StatsDb,
    StatsDbError,
)
from pit_desktop.core.stats_rows import PitchHandRow


def game(game_id: str = "g1", level: str = "Medium", pace: str = "Normal") -> GameRow:
    return GameRow(game_id, 1000.0, '{"players": 3}', 3, (None, level, level), level, pace)


def hand(game_id: str = "g1", hand_no: int = 1, your_points: int = 100) -> HandRow:
    return HandRow(
        game_id, hand_no, 2000.0 + hand_no, 0, (0, 0, 0), (your_points, -20, -20), 0, "Wheat", "Corner",
        100, 6.0, 3, 2, 1, 2, your_points, 0,
    )  # fmt: skip


def test_a_new_file_is_made_at_the_current_version_in_wal_mode(tmp_path: Path) -> None:
    db = StatsDb(tmp_path / "deep" / "stats.sqlite3")
    assert db.version == SCHEMA_VERSION
    assert db._db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    db.close()


def test_a_version_1_file_is_migrated_and_keeps_its_rows(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    raw = sqlite3.connect(path)
    raw.executescript(MIGRATIONS[0] + "; PRAGMA user_version = 1;")
    raw.execute(
        "INSERT INTO games (id, started_at, settings, players, levels, level, pace, human_seat)"
        " VALUES ('old', 1.0, '{}', 3, '[null, \"Easy\", \"Easy\"]', 'Easy', 'Normal', 0)"
    )
    raw.commit()
    raw.close()
    db = StatsDb(path)
    assert db.version == SCHEMA_VERSION == 3
    assert [g.row.id for g in db.games()] == ["old"]
    db.start_game(game())
    db.add_hand(hand(), record='{"x": 1}', lessons=[{"kind": "slow_bell"}])  # the table version 2 added
    assert db.record(db.history()[0].hand_id) == ('{"x": 1}', [{"kind": "slow_bell"}])
    db.close()


def test_a_version_2_file_is_migrated_its_hands_counted_without_hints(tmp_path: Path) -> None:
    """A file from before hints were counted opens: its hands read back with no hints, and new hands keep
    theirs (issue 25, item 2)."""
    path = tmp_path / "stats.sqlite3"
    raw = sqlite3.connect(path)
    raw.executescript(MIGRATIONS[0] + ";" + MIGRATIONS[1] + "; PRAGMA user_version = 2;")
    raw.execute(
        "INSERT INTO games (id, started_at, settings, players, levels, level, pace, human_seat)"
        " VALUES ('g1', 1.0, '{}', 3, '[null, \"Easy\", \"Easy\"]', 'Easy', 'Normal', 0)"
    )
    old = hand()
    columns = [c for c in HAND_COLUMNS if c != "hints"]
    values = [
        json.dumps(v) if isinstance(v, tuple) else v
        for c, v in zip(HAND_COLUMNS, astuple(old), strict=True)
        if c != "hints"
    ]
    raw.execute(f"INSERT INTO hands ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})", values)
    raw.commit()
    raw.close()
    db = StatsDb(path)
    assert db.version == SCHEMA_VERSION
    assert db.hands() == [old]
    assert db.hands()[0].hints == 0
    db.add_hand(replace(hand(hand_no=2), hints=3))
    assert [h.hints for h in db.hands()] == [0, 3]
    assert db.pitch_hands() == []  # the table version 3 added for Pitch
    db.close()


def test_pitchs_hands_keep_their_hints_and_take_backs_and_a_bad_row_is_left_out(tmp_path: Path) -> None:
    db = StatsDb(tmp_path / "stats.sqlite3")
    rows = [PitchHandRow(1.0, 1, "Easy", 2, False), PitchHandRow(2.5, 2, "Hard", 0, True)]
    for row in rows:
        db.add_pitch_hand(row)
    db._db.execute(
        "INSERT INTO pitch_hands (played_at, hand_no, level, hints, took_back) VALUES (3, 3, 'Easy', 'x', 0)"
    )
    assert db.pitch_hands() == rows
    assert db.left_out() == 1
    db.close()


def test_rows_read_back_and_only_the_latest_records_are_kept(tmp_path: Path) -> None:
    db = StatsDb(tmp_path / "stats.sqlite3")
    db.start_game(game())
    db.start_game(game())  # again, as after a resume: still one game
    ids = [db.add_hand(hand(hand_no=n), record=f'{{"n": {n}}}') for n in range(1, HISTORY_HANDS + 6)]
    db.end_game("g1", (500, 0, 0), 0, 3000.0)
    assert len(db.games()) == 1 and db.games()[0].winner == 0 and db.games()[0].scores == (500, 0, 0)
    assert len(db.hands()) == HISTORY_HANDS + 5  # statistics are never dropped
    assert db.hands()[0] == hand(hand_no=1)
    history = db.history()
    assert len(history) == HISTORY_HANDS and history[0].hand_id == ids[-1]
    assert db.record(ids[0]) is None and db.record(ids[-1]) is not None
    db.close()


def test_csv_export_has_a_row_per_hand(tmp_path: Path) -> None:
    db = StatsDb(tmp_path / "stats.sqlite3")
    db.start_game(game())
    db.add_hand(hand(hand_no=1))
    db.add_hand(hand(hand_no=2, your_points=-20))
    assert db.export_csv(tmp_path / "out.csv") == 2
    lines = (tmp_path / "out.csv").read_text(encoding="utf-8").splitlines()
    assert lines[0].startswith("game,started,level,pace,players,winner,hand_no,")
    assert len(lines) == 3 and lines[2].startswith("g1,") and ",Wheat,Corner," in lines[2]
    db.close()


def test_a_newer_file_is_refused_and_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    raw = sqlite3.connect(path)
    raw.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw.close()
    with pytest.raises(StatsDbError) as err:
        StatsDb(path)
    assert err.value.kind == "newer"
    raw = sqlite3.connect(path)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION + 1
    raw.close()


@pytest.mark.parametrize("content", [b"this is no database" * 100, b"SQLite format 3\x00" + b"\xff" * 4000])
def test_a_corrupt_file_is_refused(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(content)
    with pytest.raises(StatsDbError) as err:
        StatsDb(path)
    assert err.value.kind == "corrupt"


def test_a_file_locked_by_another_copy_is_reported_as_locked(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsDb(path).close()
    db = StatsDb(path, busy_timeout_s=0.05)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN EXCLUSIVE")  # another copy in the middle of a long write
    try:
        with pytest.raises(StatsDbError) as err:
            db.start_game(game())
        assert err.value.kind == "locked"
    finally:
        other.execute("ROLLBACK")
        other.close()
    db.start_game(game())  # the lock gone, writing works again
    assert len(db.games()) == 1
    db.close()


WRITER = textwrap.dedent(
    """
    import sys
    sys.path.insert(0, {tests!r})
    from test_stats_db import game, hand
    from pit_desktop.core.stats_db import StatsDb

    db = StatsDb({path!r}, busy_timeout_s=30)
    name = sys.argv[1]
    db.start_game(game(name))
    print("ready", flush=True)
    sys.stdin.readline()  # both copies start writing together
    for n in range(1, 151):
        db.add_hand(hand(name, n), record="{{}}")
    db.close()
    """
)


def test_two_copies_writing_at_once_lose_nothing(tmp_path: Path) -> None:
    """Two running games write their hands into one file at the same time: every hand is kept and the
    file stays whole (WAL, busy timeout, one transaction per hand)."""
    path = tmp_path / "stats.sqlite3"
    script = WRITER.format(tests=str(Path(__file__).parent), path=str(path))
    StatsDb(path).close()
    copies = [
        subprocess.Popen([sys.executable, "-c", script, name], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        for name in ("a", "b")
    ]
    for p in copies:
        assert p.stdout is not None and p.stdout.readline().strip() == b"ready"
    for p in copies:
        assert p.stdin is not None
        p.stdin.write(b"go\n")
        p.stdin.flush()
    for p in copies:
        p.stdin.close()  # type: ignore[union-attr]
        assert p.wait(timeout=120) == 0
        p.stdout.close()  # type: ignore[union-attr]
    db = StatsDb(path)
    hands = db.hands()
    assert sorted((h.game_id, h.hand_no) for h in hands) == sorted(
        (name, n) for name in ("a", "b") for n in range(1, 151)
    )
    assert len(db.history()) == HISTORY_HANDS
    assert db._db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()


@pytest.mark.parametrize("table", ["games", "hands", "records"])
def test_a_file_that_lacks_a_table_of_its_version_is_corrupt(tmp_path: Path, table: str) -> None:
    """A file at its version without one of its tables opened, and every read of it failed: it is refused
    as corrupt (the caller sets it aside and starts a new one)."""
    path = tmp_path / "stats.sqlite3"
    db = StatsDb(path)
    db.close()
    raw = sqlite3.connect(path)
    raw.execute("PRAGMA foreign_keys=OFF")
    raw.execute(f"DROP TABLE {table}")
    raw.commit()
    assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    raw.close()
    with pytest.raises(StatsDbError) as err:
        StatsDb(path)
    assert err.value.kind == "corrupt" and table in err.value.detail


def test_a_file_that_lacks_a_column_of_its_version_is_corrupt(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    StatsDb(path).close()
    raw = sqlite3.connect(path)
    raw.execute("ALTER TABLE games DROP COLUMN winner")
    raw.commit()
    raw.close()
    with pytest.raises(StatsDbError) as err:
        StatsDb(path)
    assert err.value.kind == "corrupt" and "winner" in err.value.detail


BAD_CELLS = [
    ("games", "levels", "'[null, \"Easy\"'"),
    ("games", "levels", "'7'"),
    ("games", "scores", "'{}'"),
    ("games", "scores", "'[1, \"x\"]'"),
    ("games", "players", "'three'"),
    ("hands", "scores_before", "'not json'"),
    ("hands", "scores_after", "x'5b315d'"),  # the bytes of "[1]": not text
    ("hands", "your_points", "'lots'"),
]


@pytest.mark.parametrize(("table", "column", "value"), BAD_CELLS)
def test_a_row_with_a_bad_cell_is_left_out_and_counted(
    tmp_path: Path, table: str, column: str, value: str
) -> None:
    """A cell of bad JSON (or of the wrong type) in one row: the reads leave that row out and count it,
    the others read back, and the file is left as it was (Game → Statistics raised on it)."""
    path = tmp_path / "stats.sqlite3"
    db = StatsDb(path)
    db.start_game(game("g1"))
    db.start_game(GameRow("g2", 1001.0, "{}", 3, (None, "Easy", "Easy"), "Easy", "Normal"))
    db.end_game("g2", (500, 0, 0), 0, 1002.0)
    db.add_hand(hand("g1", 1), record='{"n": 1}')
    db.add_hand(hand("g2", 1), record='{"n": 2}')
    db.close()
    raw = sqlite3.connect(path)
    key = "id" if table == "games" else "game_id"
    raw.execute(f"UPDATE {table} SET {column} = {value} WHERE {key} = 'g2'")
    raw.commit()
    raw.close()
    before = path.read_bytes()
    db = StatsDb(path)
    if table == "games":
        assert [g.row.id for g in db.games()] == ["g1"]
        assert [e.game.id for e in db.history()] == ["g1"]  # a hand of a game left out goes with it
        assert len(db.hands()) == 2
    else:
        assert [h.game_id for h in db.hands()] == ["g1"]
        assert [e.game.id for e in db.history()] == ["g1"]
        assert len(db.games()) == 2
    assert db.left_out() == 1
    db.close()
    assert path.read_bytes() == before


def test_lessons_that_do_not_read_back_leave_the_record_to_replay(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    db = StatsDb(path)
    db.start_game(game())
    hand_id = db.add_hand(hand(), record='{"n": 1}', lessons=[{"kind": "slow_bell"}])
    db._db.execute("UPDATE records SET lessons = '[{' WHERE hand_id = ?", (hand_id,))
    assert db.record(hand_id) == ('{"n": 1}', []) and db.left_out() == 1
    db.close()


@pytest.mark.parametrize("levels", ["[" * 100_000, "[" + "9" * 5000 + "]"], ids=["deep", "long number"])
def test_a_cell_too_deep_or_too_long_for_json_is_left_out_too(tmp_path: Path, levels: str) -> None:
    db = StatsDb(tmp_path / "stats.sqlite3")
    db.start_game(game())
    db._db.execute("UPDATE games SET levels = ?", (levels,))
    assert db.games() == [] and db.left_out() == 1
    db.close()
