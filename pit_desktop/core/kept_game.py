"""The game in progress, kept between runs, for any game: one versioned JSON file in the data folder, written
atomically and read back with its format and version checked; a file that cannot be used is renamed aside,
never deleted. Each game has its own file name and ``format`` (Pit's ``games/pit/savegame.py``, Pitch's
``games/pitch/save.py``), so one game's save never touches another's.

A kept file is a JSON object ``{"format": FORMAT, "version": N, ...}``: the game's own fields beside those
two. It is plain JSON (never pickle), at most :data:`MAX_KEPT_BYTES`, written by
:func:`~pit_desktop.core.atomic.write_bytes_atomically` (a new file in the same folder, flushed, then
``os.replace``), so a crash or a ``kill -9`` at any moment leaves either the previous save or the new one.
It is read only when it is a regular file (a named pipe in its place would hang the start for ever).

A game in play is kept after every command, with the hand's record so far: :class:`KeptWriter` writes
those saves on a thread of its own, the newest one handed over winning, so that the window never waits for
the disk; a hand boundary and the quit write at once (:meth:`KeptWriter.write_now`).

Pure Python, any thread; imports nothing of the games (the shell's keeper uses it).
"""

from __future__ import annotations

import contextlib
import json
import os
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Generic, TypeVar

from pit_desktop.core.atomic import remove_stale_temporaries, write_bytes_atomically
from pit_desktop.core.regular_files import read_regular_file

MAX_KEPT_BYTES = 8 << 20
"""Largest kept file read, in bytes (8 MiB, as a hand record): a save between hands is under 2 KiB, one
kept in the middle of a hand holds the hand's record so far (about 100 bytes a command)."""


Item = TypeVar("Item")
Made = TypeVar("Made")


class KeptGameError(Exception):
    """A kept game that cannot be resumed.

    Attributes:
        kind: ``"unreadable"`` (the file cannot be read), ``"corrupt"`` (not JSON, not this game's save, or
            values that do not fit together) or ``"newer"`` (written by a newer version of Pit Desktop).
        detail: what is wrong, in English, for the log and the message.
    """

    def __init__(self, kind: str, detail: str) -> None:
        self.kind = kind
        self.detail = detail
        super().__init__(f"{kind}: {detail}")


def write_kept(data: dict[str, Any], path: str | Path) -> None:
    """Write the JSON-ready ``data`` (with its ``format`` and ``version``) to ``path`` atomically, making its
    folder if needed; hidden temporary files that an earlier crash left beside it are removed.

    Raises:
        OSError: it could not be written; the previous file, if any, is untouched.
    """
    write_kept_bytes(dumps_kept(data), path)


def dumps_kept(data: dict[str, Any], raw: dict[str, str] | None = None) -> bytes:
    """The kept file's bytes: :func:`json_object` of ``data`` and ``raw``, in UTF-8.

    Raises:
        ValueError: ``data`` is empty while ``raw`` is not.
    """
    return json_object(data, raw).encode("utf-8")


def json_object(data: dict[str, Any], raw: dict[str, str] | None = None) -> str:
    """The JSON-ready ``data`` as compact JSON text, with the fields of ``raw`` after its own, each already
    JSON text (a hand's commands, encoded once each as they come: see :class:`Growing`).

    Raises:
        ValueError: ``data`` is empty while ``raw`` is not (no object to add them to).
    """
    text = json_item(data)
    if raw:
        if not data:
            raise ValueError("raw fields need an object to go into")
        extra = ",".join(f"{json.dumps(key)}:{value}" for key, value in raw.items())
        text = f"{text[:-1]},{extra}}}"
    return text


def write_kept_bytes(data: bytes, path: str | Path) -> None:
    """Write a kept file's bytes to ``path`` atomically, making its folder if needed; hidden temporary files
    that an earlier crash left beside it are removed.

    Raises:
        OSError: it could not be written; the previous file, if any, is untouched.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    write_bytes_atomically(data, target)
    remove_stale_temporaries(target)


def read_kept(path: str | Path) -> object | None:
    """The decoded JSON in ``path`` (not yet checked), or ``None`` when there is no such file. Only a
    regular file is read (:func:`~pit_desktop.core.regular_files.read_regular_file`): a named pipe, a device
    or a folder in its place is unreadable, at once.

    Raises:
        KeptGameError: ``"unreadable"`` (it cannot be read, or is not a regular file) or ``"corrupt"``
            (too large, not UTF-8 JSON, or JSON ``null``, which is no kept game: "no game" is no file).
    """
    try:
        data = read_regular_file(path, MAX_KEPT_BYTES)
    except FileNotFoundError:
        return None
    except OSError as err:
        raise KeptGameError("unreadable", err.strerror or str(err)) from None
    if len(data) > MAX_KEPT_BYTES:
        raise KeptGameError("corrupt", f"larger than {MAX_KEPT_BYTES:,} bytes")
    try:
        decoded = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as err:
        raise KeptGameError("corrupt", f"not JSON ({type(err).__name__}: {err})") from None
    if decoded is None:
        raise KeptGameError("corrupt", "it holds null, not a kept game")
    return decoded


def check_kept(raw: object, format: str, version: int, what: str) -> tuple[dict[str, Any], int]:
    """Check that decoded JSON ``raw`` is a kept file of ``format`` this build reads (``version`` or older).

    Args:
        raw: the decoded JSON.
        format: the ``format`` field expected.
        version: the newest version this build reads.
        what: the file's kind for the message (``"Pit Desktop saved game"``).

    Returns:
        The object and its version (1 to ``version``).

    Raises:
        KeptGameError: not such a file (``"corrupt"``), or of a newer version (``"newer"``).
    """
    if not isinstance(raw, dict) or raw.get("format") != format:
        raise KeptGameError("corrupt", f"not a {what}")
    found = raw.get("version")
    if type(found) is not int or found < 1:
        raise KeptGameError("corrupt", f"bad version {found!r}")
    if found > version:
        raise KeptGameError("newer", f"version {found}; this build reads version {version}")
    return raw, found


def remove_kept(path: str | Path) -> None:
    """Forget the game in progress (it ended, or the player started another). A missing file is fine.

    Raises:
        OSError: the file exists and cannot be removed.
    """
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def set_aside(path: str | Path, now: float | None = None) -> Path:
    """Rename an unusable file (a save, a database) beside itself, never deleting it:
    ``NAME.unusable-YYYYMMDD-HHMMSS`` (with ``-2``, ``-3`` … if taken).

    Returns:
        Its new path.

    Raises:
        OSError: it could not be renamed.
    """
    source = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    for n in range(1, 1000):
        target = source.with_name(f"{source.name}.unusable-{stamp}" + (f"-{n}" if n > 1 else ""))
        if not target.exists():
            os.replace(source, target)
            return target
    raise FileExistsError(f"no free name beside {source}")


class KeptWriter:
    """Writes one kept file, the newest data handed over winning: :meth:`write_later` hands bytes to a
    thread of its own (started when there is something to write, ended when there is nothing more), so that
    the caller never waits for the disk; :meth:`write_now` writes at once in the caller's thread, after any
    write under way, dropping what was waiting. Every write is atomic (:func:`write_kept_bytes`), and one
    never overtakes a newer one. Any thread.

    Args:
        path: the kept file.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._file = threading.Lock()  # held for each write, and while the next data is taken
        self._state = threading.Lock()  # guards the fields below
        self._waiting: bytes | None = None
        self._thread: threading.Thread | None = None  # the last one started (joined by close)
        self._running = False  # a thread is writing, or about to take what waits
        self._error: OSError | None = None

    def write_later(self, data: bytes) -> OSError | None:
        """Have ``data`` written soon, on the writer's thread, instead of anything still waiting.

        Returns:
            The error of an earlier write on the thread not yet returned (each is returned once), else
            ``None``.
        """
        with self._state:
            self._waiting = data
            if not self._running:
                self._running = True
                self._thread = threading.Thread(target=self._run, name="kept-game-writer", daemon=True)
                self._thread.start()
            error, self._error = self._error, None
        return error

    def write_now(self, data: bytes) -> None:
        """Write ``data`` now, in this thread: after the write under way, if any; what was waiting is
        dropped (``data`` is newer).

        Raises:
            OSError: it could not be written; the previous file, if any, is untouched.
        """
        with self._file:
            with self._state:
                self._waiting = None
            write_kept_bytes(data, self.path)

    def remove(self) -> None:
        """Drop what was waiting and remove the file, after the write under way (the game is over).

        Raises:
            OSError: the file exists and cannot be removed.
        """
        with self._file:
            with self._state:
                self._waiting = None
            remove_kept(self.path)

    def close(self) -> None:
        """Write what is waiting, and wait for the writer's thread to end (before the program or its data
        folder's lock goes)."""
        with self._state:
            thread = self._thread
        if thread is not None:
            thread.join()

    def take_error(self) -> OSError | None:
        """The error of an earlier write on the thread not yet returned, else ``None``."""
        with self._state:
            error, self._error = self._error, None
        return error

    def _run(self) -> None:
        """The writer's thread: write the newest data waiting until none is left, then end."""
        while True:
            with self._file:
                with self._state:
                    data, self._waiting = self._waiting, None
                    if data is None:
                        self._running = False
                        return
                try:
                    write_kept_bytes(data, self.path)
                except OSError as err:
                    with self._state:
                        self._error = err


class Growing(Generic[Item, Made]):
    """What is made of each item of a sequence that only grows (a hand's commands), each item made once:
    asked again with the same sequence grown longer, only the new items are made. A sequence that is not
    the one seen before (shorter, or another item where the last one seen was) starts afresh. Items are told
    apart by identity, so a sequence of the same objects is the same sequence. One owner; not thread-safe.
    """

    def __init__(self) -> None:
        self._last: object = None
        self._seen = 0
        self._made: list[Made] = []

    def __call__(self, items: Sequence[Item], make: Callable[[Item], Made | None]) -> list[Made]:
        """What ``make`` makes of every item of ``items``, in order, ``None`` leaving an item out (the same
        ``make`` for the same sequence; the caller must not change the list returned)."""
        seen = self._seen
        if len(items) < seen or (seen and items[seen - 1] is not self._last):
            seen, self._made = 0, []
        made = self._made
        for item in items[seen:]:
            product = make(item)
            if product is not None:
                made.append(product)
        self._seen = len(items)
        self._last = items[-1] if items else None
        return made


def json_list(parts: Sequence[str]) -> str:
    """A JSON list of items each already JSON text."""
    return "[" + ",".join(parts) + "]"


def json_item(value: object) -> str:
    """``value`` as compact JSON text, as a kept file holds it."""
    return json.dumps(value, separators=(",", ":"))
