"""Writing a file atomically, for every game and every kept file (hand records, saved games): a new file in
the same folder, flushed to the disk, which then replaces the old one (``os.replace``). A crash, a
``kill -9`` or a full disk at any moment leaves the file that was there (or none), never half of one.

Pure Python, any thread; imports nothing of the games, so the rules, the persistence and the shell all use it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
from pathlib import Path


def write_bytes_atomically(data: bytes, path: str | Path) -> None:
    """Write ``data`` to ``path`` atomically: into a new file in the same folder, flushed to the disk, which
    then replaces ``path`` (``os.replace``). A crash or a full disk midway leaves the file that was there
    (or none), never half a file; at worst a hidden ``.NAME.XXXXXXXX.tmp`` beside it.

    Raises:
        OSError: the file cannot be written (nothing is left behind).
    """
    target = Path(path)
    fd, temp = _new_file_beside(target)
    try:
        with open(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(temp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
    _sync_folder(target.parent)


def remove_stale_temporaries(path: str | Path) -> None:
    """Remove the hidden ``.NAME.*.tmp`` files that a crash during :func:`write_bytes_atomically` left
    beside ``path`` (a file that cannot be removed stays)."""
    target = Path(path)
    for stale in target.parent.glob(f".{target.name}.*.tmp"):
        with contextlib.suppress(OSError):
            stale.unlink()


def _new_file_beside(target: Path) -> tuple[int, Path]:
    """A new, empty file in ``target``'s folder, open for writing, with the permissions any new file gets
    (not a temporary file's owner-only ones): its descriptor and path."""
    for _ in range(100):
        temp = target.with_name(f".{target.name}.{secrets.token_hex(4)}.tmp")
        try:
            flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
            return os.open(temp, flags, 0o666), temp
        except FileExistsError:
            continue
    raise FileExistsError(errno.EEXIST, "no free name for a temporary file", str(target.parent))


def _sync_folder(folder: Path) -> None:
    """Flush a folder's entries (the renamed file) to the disk where the system allows it (not Windows)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
