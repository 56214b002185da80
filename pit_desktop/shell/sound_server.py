"""Is a sound server there, and is it still the one that was? A cheap look at PulseAudio's socket (PipeWire's
pulse server answers on the same one), for the sound player and the game's sound service.

Qt's audio on Linux talks to the PulseAudio server named by ``PULSE_SERVER``, or else to the user's own
(``$XDG_RUNTIME_DIR/pulse/native``) and then the system's (``/var/run/pulse/native``), as libpulse does.
:func:`check_server` connects to each of those local sockets and closes at once, without a word of the
protocol (about 20 µs; the server logs nothing): a socket that takes the connection means a server runs,
and who answered (the socket file, the server's process id) tells one server from the next. Elsewhere
(Windows, macOS), and for servers this cannot see (a TCP address, a ``default-server`` in ``client.conf``),
the answer is "cannot tell".

Pure Python, no Qt; any thread.
"""

from __future__ import annotations

import contextlib
import os
import socket
import struct
import sys
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

CONNECT_TIMEOUT_S = 0.2
"""Longest a look at one socket may take, seconds (a local socket answers at once; a server whose queue of
new connections is full may not)."""

SYSTEM_SOCKET = "/var/run/pulse/native"
"""Where a system-wide PulseAudio server listens (libpulse's last local choice)."""


@dataclass(frozen=True, slots=True)
class ServerCheck:
    """What one look at the sound server found.

    Attributes:
        reachable: ``True`` when a server took a connection, ``False`` when none of the places it could be
            answered, ``None`` when this cannot tell (not a PulseAudio system, or a server it cannot see).
        identity: who answered: per socket that took the connection, its path, inode, when the socket
            was made (nanoseconds) and the server's process id (-1 where the system does not say). Two
            checks of one running server are equal; a server started again differs.
        where: the places looked at, for messages (``unix:/run/user/1000/pulse/native``).
    """

    reachable: bool | None
    identity: tuple[tuple[str, int, int, int], ...] = ()
    where: str = ""


def pulse_sockets(
    environ: Mapping[str, str] | None = None, home: Path | None = None
) -> tuple[list[str], bool]:
    """The local sockets libpulse would try, in order, and whether it would also try a server they are not.

    ``PULSE_SERVER`` (a space-separated list; ``unix:PATH`` or ``/PATH`` entries are sockets, each perhaps
    after a ``{machine id}``; anything else is a network address) wins. Without it, a ``default-server`` in
    a ``client.conf`` (the user's or the system's) is a server this does not read; otherwise libpulse tries
    ``$PULSE_RUNTIME_PATH/native`` or ``$XDG_RUNTIME_DIR/pulse/native``, then :data:`SYSTEM_SOCKET`.

    Args:
        environ: the environment (``os.environ`` when ``None``).
        home: the user's home folder, for ``~/.config/pulse/client.conf`` (``Path.home()`` when ``None``).

    Returns:
        The socket paths, and ``True`` when some other server would be tried as well (or instead).
    """
    env = os.environ if environ is None else environ
    named = env.get("PULSE_SERVER", "").split()
    if named:
        paths, other = [], False
        for entry in named:
            if entry.startswith("{") and "}" in entry:
                entry = entry.split("}", 1)[1]
            if entry.startswith("unix:"):
                paths.append(entry[len("unix:") :])
            elif entry.startswith("/"):
                paths.append(entry)
            else:
                other = True
        return paths, other
    if _configured_server(env, home):
        return [], True
    runtime = env.get("PULSE_RUNTIME_PATH") or (
        os.path.join(env["XDG_RUNTIME_DIR"], "pulse") if env.get("XDG_RUNTIME_DIR") else ""
    )
    if not runtime:  # libpulse then looks under the home folder and /tmp: not followed here
        return [SYSTEM_SOCKET], True
    return [os.path.join(runtime, "native"), SYSTEM_SOCKET], False


def _configured_server(env: Mapping[str, str], home: Path | None) -> bool:
    """Whether a ``client.conf`` names a ``default-server`` (the user's ``$XDG_CONFIG_HOME/pulse`` or
    ``~/.config/pulse``, or the system's ``/etc/pulse``)."""
    config = env.get("XDG_CONFIG_HOME") or str((home or Path.home()) / ".config")
    for path in (Path(config) / "pulse" / "client.conf", Path("/etc/pulse/client.conf")):
        with contextlib.suppress(OSError, UnicodeDecodeError):
            for line in path.read_text(encoding="utf-8").splitlines():
                key = line.split("=", 1)[0].strip()
                if key == "default-server" and "=" in line and line.split("=", 1)[1].strip():
                    return True
    return False


def _answer(path: str) -> tuple[str, int, int, int] | None:
    """Connect to the socket at ``path`` and close again: who answered, or ``None`` if nobody did."""
    try:
        made = os.stat(path)
    except OSError:
        return None
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        probe.settimeout(CONNECT_TIMEOUT_S)
        try:
            probe.connect(path)
        except OSError:  # refused (a socket left by a server that died), timed out, not a socket
            return None
        pid = -1
        if hasattr(socket, "SO_PEERCRED"):  # Linux: the server's process, its user and group
            with contextlib.suppress(OSError, struct.error):
                pid = struct.unpack("3i", probe.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, 12))[0]
    return path, made.st_ino, made.st_ctime_ns, pid


def check_server(environ: Mapping[str, str] | None = None, platform: str | None = None) -> ServerCheck:
    """Look for the PulseAudio server Qt's audio would use (see the module docstring).

    Args:
        environ: the environment (``os.environ`` when ``None``).
        platform: ``sys.platform`` when ``None``; only Linux and the BSDs have PulseAudio servers to look at.

    Returns:
        What was found; ``reachable`` is ``None`` where this cannot tell.
    """
    if not (platform or sys.platform).startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return ServerCheck(None)
    paths, other = pulse_sockets(environ)
    where = " ".join(f"unix:{p}" for p in paths) or "a server named in client.conf"
    answers = tuple(a for a in map(_answer, paths) if a is not None)
    if answers:
        return ServerCheck(True, answers, where)
    return ServerCheck(None if other else False, (), where)
