"""The game in progress, kept between runs, for any game: one versioned JSON file in the data folder, written
atomically and read back with its format and version checked; a file that cannot be used is renamed aside,
never deleted. Each game has its own file name and ``format`` (Pit's ``persistence/savegame.py``, Pitch's
``persistence/pitch_save.py``), so one game's save never touches another's.

A kept file is a JSON object ``{"format": FORMAT, "version": N, ...}``: the game's own fields beside those
two. It is plain JSON (never pickle), at most :data:`MAX_KEPT_BYTES`, written by
:func:`~pit_desktop.atomic.write_bytes_atomically` (a new file in the same folder, flushed, then
``os.replace``), so a crash or a ``kill -9`` at any moment leaves either the previous save or the new one.

Pure Python, any thread; imports nothing of the games (the shell's keeper uses it).
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from pathlib import Path
from typing import Any

from pit_desktop.atomic import remove_stale_temporaries, write_bytes_atomically

MAX_KEPT_BYTES = 1 << 20
"""Largest kept file read, in bytes (1 MiB): a real save is under 2 KiB."""


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
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    encoded = json.dumps(data, indent=1).encode("utf-8")
    write_bytes_atomically(encoded, target)
    remove_stale_temporaries(target)


def read_kept(path: str | Path) -> object | None:
    """The decoded JSON in ``path`` (not yet checked), or ``None`` when there is no such file.

    Raises:
        KeptGameError: ``"unreadable"`` (it cannot be read) or ``"corrupt"`` (too large, not UTF-8 JSON).
    """
    target = Path(path)
    try:
        with open(target, "rb") as fh:
            data = fh.read(MAX_KEPT_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError as err:
        raise KeptGameError("unreadable", err.strerror or str(err)) from None
    if len(data) > MAX_KEPT_BYTES:
        raise KeptGameError("corrupt", f"larger than {MAX_KEPT_BYTES:,} bytes")
    try:
        return json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as err:
        raise KeptGameError("corrupt", f"not JSON ({type(err).__name__}: {err})") from None


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
