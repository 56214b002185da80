"""Reading a file only when it is a regular one, and never more of it than a limit: for every file the
game reads back that a player, a crash or a stranger may have put in place (hand records, kept games).

A named pipe (FIFO) in a file's place would make ``open()`` wait for a writer for ever, in C, where no
``SIGINT`` or ``SIGTERM`` handler of Python's can run; a device (``/dev/zero``) never ends; a folder is no
file. Each is refused at once with an :class:`OSError` that says what it is.

Pure Python, any thread; imports nothing of the games.
"""

from __future__ import annotations

import errno
import os
import stat


def read_regular_file(path: str | os.PathLike[str], limit: int) -> bytes:
    """The first ``limit`` + 1 bytes of the regular file ``path`` (so that a caller can tell a file larger
    than ``limit`` without loading it).

    Raises:
        FileNotFoundError: there is no such file.
        OSError: the file cannot be read, or is not a regular file (a named pipe, a device, a socket, a
            folder: ``IsADirectoryError``).
    """
    with open(path, "rb", opener=open_without_waiting) as fh:
        return fh.read(limit + 1)


def open_without_waiting(path: str, flags: int) -> int:
    """Open ``path`` without blocking (a named pipe with no writer would), and refuse it unless it is a
    regular file. An ``opener`` for :func:`open`; returns the descriptor, blocking again.

    Raises:
        OSError: as :func:`read_regular_file`.
    """
    no_wait = getattr(os, "O_NONBLOCK", 0)  # POSIX; Windows has no named pipes a path opens this way
    fd = os.open(path, flags | no_wait)
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            if stat.S_ISDIR(mode):
                raise IsADirectoryError(errno.EISDIR, "it is a folder, not a file")
            raise OSError(errno.EINVAL, f"it is {_kind_of_file(mode)}, not a regular file")
        if no_wait:
            os.set_blocking(fd, True)
    except BaseException:
        os.close(fd)
        raise
    return fd


def _kind_of_file(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "a special file"
