"""The player's statistics and hand history: one SQLite file in the data folder.

Every game (settings, levels, pace, seats, final scores, winner) and every hand (scores, the corner with its
commodity and kind, the player's trades, the time from the bell to the corner, who held the Bull and the
Bear, the hints asked for) is a row; the last :data:`HISTORY_HANDS` hands also keep their hand record and
the coach's lessons. A hand of Pitch keeps what the player had help with: the hints and a take-back.

The schema is versioned (``PRAGMA user_version``) and brought up to date by :data:`MIGRATIONS`, one step
per version. The file is opened in WAL mode with a busy timeout, and every write is one ``BEGIN
IMMEDIATE`` transaction, so two running copies of the game can write at once without corrupting it. A file
that is locked, corrupt or from a newer version raises :class:`StatsDbError`; the caller reports it and
plays on without statistics (a corrupt file is renamed aside by the caller, see
:func:`pit_desktop.games.pit.savegame.set_aside`). A file that opens but lacks a table or a column its
version has is corrupt too. A row that cannot be read back (a cell of bad JSON, a value of the wrong type) is
left out of what the reads return and counted (:meth:`StatsDb.left_out`); the file is left as it is.

Pure Python (``sqlite3``). One :class:`StatsDb` per thread: a connection is not shared between threads.
"""

from __future__ import annotations

import contextlib
import csv
import functools
import json
import logging
import sqlite3
import time
from collections.abc import Iterator, Sequence
from dataclasses import astuple
from pathlib import Path
from typing import Any

from pit_desktop.core.stats_rows import (
    HAND_COLUMNS,
    GameRow as GameRow,
    HandRow,
    HistoryEntry,
    KeptGame,
    PitchHandRow,
    as_json,
    cell,
    game_from_row,
    hand_from_row,
    json_cell,
    pitch_hand_from_row,
    spaced,
)

log = logging.getLogger(__name__)

STATS_NAME = "statistics.sqlite3"
"""The database's file name in the data folder."""

HISTORY_HANDS = 200
"""How many of the latest hands keep their record (and lessons) for the History window."""

BUSY_TIMEOUT_S = 2.0
"""How long a write waits for another copy of the game to finish its own, seconds."""

MIGRATIONS: tuple[str, ...] = (
    # version 0 -> 1: games and hands, the statistics
    """
    CREATE TABLE games (
        id TEXT PRIMARY KEY,
        started_at REAL NOT NULL,
        ended_at REAL,
        settings TEXT NOT NULL,
        players INTEGER NOT NULL,
        levels TEXT NOT NULL,
        level TEXT NOT NULL,
        pace TEXT NOT NULL,
        human_seat INTEGER NOT NULL,
        scores TEXT,
        winner INTEGER
    );
    CREATE TABLE hands (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id TEXT NOT NULL REFERENCES games(id),
        hand_no INTEGER NOT NULL,
        played_at REAL NOT NULL,
        dealer INTEGER NOT NULL,
        scores_before TEXT NOT NULL,
        scores_after TEXT NOT NULL,
        corner_seat INTEGER,
        commodity TEXT,
        kind TEXT,
        points INTEGER,
        bell_to_corner_s REAL,
        trades INTEGER NOT NULL,
        your_trades INTEGER NOT NULL,
        bull_seat INTEGER,
        bear_seat INTEGER,
        your_points INTEGER NOT NULL,
        bear_cost INTEGER NOT NULL
    );
    CREATE INDEX hands_by_game ON hands(game_id);
    """,
    # version 1 -> 2: the latest hands' records and the coach's lessons, for the History window
    """
    CREATE TABLE records (
        hand_id INTEGER PRIMARY KEY REFERENCES hands(id) ON DELETE CASCADE,
        record TEXT NOT NULL,
        lessons TEXT NOT NULL DEFAULT '[]'
    );
    """,
    # version 2 -> 3: the hints the player asked for in each hand (none in the hands kept before), and
    # Pitch's hands: the hints asked for and whether a call or card was taken back
    """
    ALTER TABLE hands ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE pitch_hands (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        played_at REAL NOT NULL,
        hand_no INTEGER NOT NULL,
        level TEXT NOT NULL,
        hints INTEGER NOT NULL,
        took_back INTEGER NOT NULL
    );
    """,
)
"""``MIGRATIONS[v]`` brings a database from version ``v`` to ``v + 1``."""

SCHEMA_VERSION = len(MIGRATIONS)
"""The version this build writes; a newer file is refused (``StatsDbError.kind`` "newer")."""


class StatsDbError(Exception):
    """The statistics cannot be used now.

    Attributes:
        kind: ``"locked"`` (another copy holds it longer than :data:`BUSY_TIMEOUT_S`), ``"corrupt"`` (not a
            database, or damaged), ``"newer"`` (from a newer version of the game) or ``"unreadable"``.
        detail: SQLite's words, for the log.
    """

    def __init__(self, kind: str, detail: str) -> None:
        self.kind = kind
        self.detail = detail
        super().__init__(f"{kind}: {detail}")


class StatsDb:
    """The statistics file, open. See the module for the guarantees.

    Args:
        path: the file; made (with its folder) when missing.
        busy_timeout_s: how long a write waits for another writer.

    Raises:
        StatsDbError: the file is locked, corrupt, newer or unreadable.
    """

    def __init__(self, path: str | Path, busy_timeout_s: float = BUSY_TIMEOUT_S) -> None:
        self.path = Path(path)
        self._unreadable: set[tuple[str, object]] = set()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, timeout=busy_timeout_s, isolation_level=None)
        except (OSError, sqlite3.Error) as err:
            raise StatsDbError("unreadable", str(err)) from None
        try:
            self._prepare()
        except BaseException:
            self._db.close()
            raise

    def _prepare(self) -> None:
        with _translated():
            db = self._db
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StatsDbError("newer", f"schema version {version}; this build knows {SCHEMA_VERSION}")
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise StatsDbError("corrupt", "quick_check failed")
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")  # with WAL: never corrupt; a power cut may lose the last
            db.execute("PRAGMA foreign_keys=ON")
            self.migrate()
            self._check_schema()

    def _check_schema(self) -> None:
        """Every table and column that the file's version promises is there (a file at version 2 without
        its ``games`` table opened, and every read of it failed).

        Raises:
            StatsDbError: ``"corrupt"``, naming the first table or column missing.
        """
        for table, columns in _schema(self.version).items():
            found = {row[1] for row in self._db.execute(f"PRAGMA table_info({table})")}
            if not found:
                raise StatsDbError("corrupt", f"the {table} table is missing")
            missing = [c for c in columns if c not in found]
            if missing:
                raise StatsDbError("corrupt", f"the {table} table has no {missing[0]} column")

    def migrate(self, to_version: int = SCHEMA_VERSION) -> None:
        """Bring the schema up to ``to_version``, one migration per step, each in its own transaction
        (two copies starting at once migrate once: the second sees the new version)."""
        with _translated():
            while True:
                with self._write():
                    version = self._db.execute("PRAGMA user_version").fetchone()[0]
                    if version >= to_version:
                        return
                    for statement in MIGRATIONS[version].split(";"):
                        if statement.strip():
                            self._db.execute(statement)
                    self._db.execute(f"PRAGMA user_version = {version + 1}")

    def left_out(self) -> int:
        """How many rows the reads so far could not read back and left out (each counted once)."""
        return len(self._unreadable)

    def _leave_out(self, table: str, key: object, err: Exception) -> None:
        if (table, key) not in self._unreadable:
            self._unreadable.add((table, key))
            log.warning("statistics %s: %s row %r left out: %s", self.path, table, key, err)

    @property
    def version(self) -> int:
        """The schema version of the file."""
        return int(self._db.execute("PRAGMA user_version").fetchone()[0])

    def close(self) -> None:
        """Close the file. Safe to call twice."""
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    @contextlib.contextmanager
    def _write(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    # ------------------------------------------------------------------ writing

    def start_game(self, game: GameRow) -> None:
        """Keep ``game`` (again after a resume: then nothing changes).

        Raises:
            StatsDbError: it could not be written.
        """
        with _translated(), self._write() as db:
            db.execute(
                "INSERT OR IGNORE INTO games (id, started_at, settings, players, levels, level, pace,"
                " human_seat) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game.id,
                    game.started_at,
                    game.settings,
                    game.players,
                    json.dumps(list(game.levels)),
                    game.level,
                    game.pace,
                    game.human_seat,
                ),
            )

    def add_hand(self, hand: HandRow, record: str | None = None, lessons: Sequence[Any] = ()) -> int:
        """Keep ``hand``, with its hand record (JSON text) and the coach's ``lessons`` (JSON-ready), in one
        transaction; records beyond the latest :data:`HISTORY_HANDS` are dropped (their statistics stay).

        Returns:
            The hand's row id.

        Raises:
            StatsDbError: it could not be written (nothing was).
        """
        values = [cell(k, v, as_json) for k, v in zip(HAND_COLUMNS, astuple(hand), strict=True)]
        with _translated(), self._write() as db:
            cursor = db.execute(
                f"INSERT INTO hands ({', '.join(HAND_COLUMNS)}) VALUES ({', '.join('?' * len(values))})",
                values,
            )
            hand_id = int(cursor.lastrowid or 0)
            if record is not None:
                db.execute(
                    "INSERT INTO records (hand_id, record, lessons) VALUES (?, ?, ?)",
                    (hand_id, record, json.dumps(list(lessons))),
                )
                db.execute(
                    "DELETE FROM records WHERE hand_id NOT IN"
                    " (SELECT hand_id FROM records ORDER BY hand_id DESC LIMIT ?)",
                    (HISTORY_HANDS,),
                )
            return hand_id

    def add_pitch_hand(self, hand: PitchHandRow) -> None:
        """Keep a finished hand of Pitch: the hints asked for and whether a call or card was taken back.

        Raises:
            StatsDbError: it could not be written (nothing was).
        """
        with _translated(), self._write() as db:
            db.execute(
                "INSERT INTO pitch_hands (played_at, hand_no, level, hints, took_back)"
                " VALUES (?, ?, ?, ?, ?)",
                (hand.played_at, hand.hand_no, hand.level, hand.hints, int(hand.took_back)),
            )

    def pitch_hands(self) -> list[PitchHandRow]:
        """Every hand of Pitch that reads back, oldest first (see :meth:`left_out`).

        Raises:
            StatsDbError: the file cannot be read now.
        """
        with _translated():
            rows = self._db.execute(
                "SELECT id, played_at, hand_no, level, hints, took_back FROM pitch_hands ORDER BY id"
            ).fetchall()
        out = []
        for r in rows:
            try:
                out.append(pitch_hand_from_row(r[1:]))
            except ValueError as err:
                self._leave_out("pitch_hands", r[0], err)
        return out

    def end_game(self, game_id: str, scores: Sequence[int], winner: int | None, ended_at: float) -> None:
        """Note how ``game_id`` ended (R-SCORE-4): final scores and winner.

        Raises:
            StatsDbError: it could not be written.
        """
        with _translated(), self._write() as db:
            db.execute(
                "UPDATE games SET ended_at = ?, scores = ?, winner = ? WHERE id = ?",
                (ended_at, json.dumps(list(scores)), winner, game_id),
            )

    # ------------------------------------------------------------------ reading

    def games(self) -> list[KeptGame]:
        """Every game that reads back, oldest first (see :meth:`left_out`).

        Raises:
            StatsDbError: the file cannot be read now.
        """
        with _translated():
            rows = self._db.execute(
                "SELECT id, started_at, settings, players, levels, level, pace, human_seat, ended_at,"
                " scores, winner FROM games ORDER BY started_at, id"
            ).fetchall()
        games = []
        for r in rows:
            try:
                games.append(game_from_row(r))
            except ValueError as err:
                self._leave_out("games", r[0], err)
        return games

    def hands(self) -> list[HandRow]:
        """Every hand that reads back, oldest first (see :meth:`left_out`).

        Raises:
            StatsDbError: the file cannot be read now.
        """
        with _translated():
            rows = self._db.execute(f"SELECT id, {', '.join(HAND_COLUMNS)} FROM hands ORDER BY id").fetchall()
        return [hand for hand in (self._read_hand(r) for r in rows) if hand is not None]

    def _read_hand(self, row: Sequence[Any]) -> HandRow | None:
        """``row`` (the hand's id, then :data:`HAND_COLUMNS`) as a hand, or ``None`` (left out)."""
        try:
            return hand_from_row(row[1:])
        except ValueError as err:
            self._leave_out("hands", row[0], err)
            return None

    def history(self, limit: int = HISTORY_HANDS) -> list[HistoryEntry]:
        """The latest hands that keep their record and read back, newest first (see :meth:`left_out`).

        Raises:
            StatsDbError: the file cannot be read now.
        """
        games = {g.row.id: g.row for g in self.games()}
        with _translated():
            rows = self._db.execute(
                f"SELECT hands.id, {', '.join('hands.' + c for c in HAND_COLUMNS)} FROM records"
                " JOIN hands ON hands.id = records.hand_id ORDER BY hands.id DESC LIMIT ?",
                (limit,),
            ).fetchall()
        entries = []
        for r in rows:
            hand = self._read_hand(r)
            if hand is not None and hand.game_id in games:
                entries.append(HistoryEntry(r[0], games[hand.game_id], hand))
        return entries

    def record(self, hand_id: int) -> tuple[str, list[Any]] | None:
        """A kept hand's record (JSON text) and lessons, or ``None`` when no longer kept. Lessons that do
        not read back are none (the record is still replayed).

        Raises:
            StatsDbError: the file cannot be read now.
        """
        with _translated():
            row = self._db.execute(
                "SELECT record, lessons FROM records WHERE hand_id = ?", (hand_id,)
            ).fetchone()
        if row is None:
            return None
        try:
            lessons = json_cell(row[1], list)
        except ValueError as err:
            self._leave_out("records", hand_id, err)
            lessons = []
        return (row[0] if isinstance(row[0], str) else "", lessons)

    def export_csv(self, path: str | Path) -> int:
        """Write every hand with its game's table to ``path`` as CSV (UTF-8, a header row).

        Returns:
            The number of hands written.

        Raises:
            OSError: the file cannot be written.
        """
        games = {g.row.id: g for g in self.games()}
        hands = self.hands()
        with open(path, "w", newline="", encoding="utf-8") as fh:
            out = csv.writer(fh)
            out.writerow(["game", "started", "level", "pace", "players", "winner", *HAND_COLUMNS[1:]])
            for h in hands:
                g = games.get(h.game_id)
                started = time.strftime("%Y-%m-%d %H:%M", time.localtime(g.row.started_at)) if g else ""
                values = [cell(k, v, spaced) for k, v in zip(HAND_COLUMNS, astuple(h), strict=True)]
                table = [g.row.level, g.row.pace, g.row.players, g.winner] if g else ["", "", "", ""]
                out.writerow([h.game_id, started, *table, *values[1:]])
        return len(hands)


@functools.cache
def _schema(version: int) -> dict[str, tuple[str, ...]]:
    """The tables and their columns that :data:`MIGRATIONS` make up to ``version``, read from a database
    they build in memory (declared once: the migrations are the schema)."""
    db = sqlite3.connect(":memory:")
    try:
        for step in MIGRATIONS[:version]:
            db.executescript(step)
        tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
        return {
            t: tuple(row[1] for row in db.execute(f"PRAGMA table_info({t})"))
            for t in tables
            if not t.startswith("sqlite_")
        }
    finally:
        db.close()


@contextlib.contextmanager
def _translated() -> Iterator[None]:
    """SQLite's exceptions as :class:`StatsDbError` of the right kind."""
    try:
        yield
    except sqlite3.OperationalError as err:
        text = str(err).lower()
        kind = "locked" if "locked" in text or "busy" in text else "unreadable"
        if "malformed" in text or "not a database" in text:
            kind = "corrupt"
        raise StatsDbError(kind, str(err)) from None
    except sqlite3.DatabaseError as err:  # "file is not a database", "database disk image is malformed"
        raise StatsDbError("corrupt", str(err)) from None
