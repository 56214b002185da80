"""The sound player: a process of its own that plays the game's sounds, started by the game's sound service
(``pit_desktop.shell.sound.QtSound``) as ``pit-desktop --sound-player`` (:func:`player_command`).

Why a process. Qt's audio keeps one connection to the sound server per process, for the life of the
process. When a PulseAudio server stops, Qt (6.11) drops that connection and tries once more three seconds
later; a server not back by then is never tried again, and every later ``QAudioSink.start()`` calls libpulse
on the connection that is no more: libpulse aborts the process ("Assertion 'c' failed at
../src/pulse/context.c:1087, function pa_context_get_state()", status 134). A sink started within those three
seconds aborts the same way, even when the server is back. So sound that survives its server needs a fresh
connection, which means a fresh process, and whatever the audio backend does (aborts, hangs, blocks) must
not take the table with it. This process never starts a sound once its server may have gone: before each
start it looks at the server (:func:`~pit_desktop.shell.sound_server.check_server`, the same one as when it
began), and it listens for Qt saying its connection failed; either way it says so and ends with
:data:`EXIT_LOST`, and the game starts a new player when a server answers again.

Its protocol is lines of UTF-8 text:

- in (standard input): ``use NAME …``, the sounds to play from now on (loads those not loaded yet);
  ``play NAME``; the end of the input stops every sound and ends the player (status 0);
- out (standard output): ``ready DESCRIPTION``, an output takes sounds; ``silent WHY``, none does now
  (``ready`` follows when one comes); ``heard NAME`` or ``dropped NAME``, for each ``play``; ``lost WHY``,
  then status :data:`EXIT_LOST`; ``unavailable WHY``, then status :data:`EXIT_UNAVAILABLE`;
- ``--check NAME …`` loads those sounds, says ``checked ok DESCRIPTION``, ``checked silent WHY`` or
  ``checked unplayable NAME …``, and ends (the smoke test's look at the audio output).

Qt's own messages go to standard error, one a line. The player ends with ``os._exit``: nothing is left to
write, and a process whose audio backend may have failed is not torn down piece by piece.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from collections.abc import Sequence
from typing import NoReturn

PLAYER_FLAG = "--sound-player"
"""The first argument that makes ``pit-desktop`` the sound player (:func:`pit_desktop.app.main`)."""

EXIT_LOST = 3
"""The player's status when there is no sound server, or the one it played on went away."""

EXIT_UNAVAILABLE = 4
"""The player's status when this computer cannot play sound: Qt's audio module does not load."""

CHECK_TIMEOUT_S = 30.0
"""Longest :func:`check_output` waits for the player, seconds."""


def player_command() -> list[str]:
    """The command line that starts the sound player: this program (the bundle's executable) with
    :data:`PLAYER_FLAG`, or this Python running ``pit_desktop``."""
    if getattr(sys, "frozen", False):
        return [sys.executable, PLAYER_FLAG]
    return [sys.executable, "-m", "pit_desktop", PLAYER_FLAG]


def check_output(names: Sequence[str], command: Sequence[str] | None = None) -> tuple[str, str]:
    """Ask a sound player (``--check``) whether the audio output plays ``names``; waits for its answer.

    Args:
        names: sound names (file stems of ``pit_desktop.core.resources``).
        command: the player's command line (:func:`player_command` when ``None``).

    Returns:
        ``("ok", description of the output)``, ``("unplayable", the names it cannot play)`` or
        ``("unavailable", why)``: no output, no server, no audio module, or no answer.
    """
    import subprocess  # here, not at import: the game's start reads only PLAYER_FLAG before its first frame

    argv = [*(command or player_command()), "--check", *names]
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=CHECK_TIMEOUT_S, check=False)
    except (OSError, subprocess.TimeoutExpired) as err:
        return "unavailable", f"the sound player did not run: {err}"
    for line in done.stdout.splitlines():
        word, _, rest = line.partition(" ")
        if word == "checked":
            verdict, _, detail = rest.partition(" ")
            return (verdict if verdict in ("ok", "unplayable") else "unavailable"), detail
        if word in ("lost", "unavailable"):
            return "unavailable", rest
    last = done.stderr.strip().splitlines()[-1:] or [f"status {done.returncode}"]
    return "unavailable", f"the sound player failed: {last[0]}"


def main(argv: Sequence[str]) -> NoReturn:
    """Run the sound player (see the module docstring) until the game closes its input, or its server goes;
    ``argv`` are the arguments after :data:`PLAYER_FLAG`. Ends the process with its status (0,
    :data:`EXIT_LOST` or :data:`EXIT_UNAVAILABLE`); never returns."""
    parser = argparse.ArgumentParser(prog=f"pit-desktop {PLAYER_FLAG}")
    parser.add_argument("--volume", type=float, default=0.6)
    parser.add_argument("--check", nargs="*", metavar="NAME")
    args = parser.parse_args(list(argv))
    # Ctrl+C in a terminal reaches the whole process group: the game quits, and ends the player by closing
    # its input, sounds stopped; a player that ended on its own meanwhile would only be started again.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    from pit_desktop.shell.sound_server import check_server

    server = check_server()
    if server.reachable is False:
        leave(f"lost no sound server answers at {server.where}", EXIT_LOST)
    try:
        from pit_desktop.shell import sound_player_loop
    except ImportError as err:  # QtMultimedia, or a system library it links (libpulse.so.0), is missing
        leave(f"unavailable the audio libraries cannot load: {err}", EXIT_UNAVAILABLE)
    volume = max(0.0, min(1.0, args.volume))
    if args.check is not None:
        leave(sound_player_loop.check(args.check), 0)
    leave("", sound_player_loop.run(volume, server))


def leave(line: str, status: int) -> NoReturn:
    """Say ``line`` (if any) on standard output and end the process with ``status``, at once."""
    if line:
        say(line)
    for stream in (sys.stdout, sys.stderr):
        if stream is not None:
            stream.flush()
    os._exit(status)


def say(line: str) -> None:
    """Write ``line`` to the game (standard output), as one line, at once."""
    if sys.stdout is not None:
        sys.stdout.write(line.replace("\n", " ") + "\n")
        sys.stdout.flush()
