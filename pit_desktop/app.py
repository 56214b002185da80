"""Command line and wiring: ``pit-desktop`` opens the game; subcommands do headless work.

Only the GUI path imports Qt, and only when it is taken, so headless commands start fast.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import sys
from collections.abc import Callable, Mapping, Sequence

from pit_desktop import __version__


def build_parser() -> argparse.ArgumentParser:
    """The ``pit-desktop`` argument parser with every subcommand registered."""
    parser = argparse.ArgumentParser(
        prog="pit-desktop",
        description=(
            "Two card games against bots: Pit, the commodity-trading game, and Pitch (Auction Pitch, "
            "Setback and its Money Game). With no command, opens the game played last; with a hand "
            "record (FILE.json) of either game, opens that game's window and replays the record in it."
        ),
        epilog="Qt's own options (-platform NAME, -style NAME, -reverse, …) may come first; they go to Qt.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument(
        "--smoke-test",
        action="store_true",
        help="build the window, check every asset and sound, play one fast all-bot hand, and exit",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    from pit_desktop.core.sim import replay as replay_cli
    from pit_desktop.games.pit.sim import cli as sim_cli

    sim_cli.register(sub)
    replay_cli.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``pit-desktop`` and ``python -m pit_desktop``.

    Returns:
        The process exit code: 0 on success, 1 on a failed command, 2 on bad arguments.
    """
    given = list(sys.argv[1:] if argv is None else argv)
    from pit_desktop.shell.sound_player import PLAYER_FLAG

    if given[:1] == [PLAYER_FLAG]:  # the game's own sound player: its own process, no log file, no window
        from pit_desktop.shell.sound_player import main as play_sounds

        play_sounds(given[1:])
    from pit_desktop.shell import logsetup

    with contextlib.suppress(Exception):  # windowed builds have no console: log to a file; never fatal
        logsetup.setup_logging()
    from pit_desktop.shell.qt_options import split_qt_options

    qt_args, args_given = split_qt_options(given)
    if not args_given:  # the common case, a double-click: open the window without loading the commands
        return _open_window(qt_args)
    if len(args_given) == 1 and args_given[0].lower().endswith(".json") and not args_given[0].startswith("-"):
        return _open_window(qt_args, record=args_given[0])  # pit-desktop FILE.json: replay it in the window
    first = args_given[0]
    label = f"pit-desktop {first}" if not first.startswith("-") else "pit-desktop"
    return _guard_output(lambda: _run(args_given, qt_args), label)


def _run(args_given: list[str], qt_args: Sequence[str] = ()) -> int:
    """Parse ``args_given`` and run what they ask for: a subcommand, the smoke test or the window (which
    gets Qt's own options, ``qt_args``)."""
    parser = build_parser()
    args = parser.parse_args(args_given)
    if args.command:
        return int(args.func(args))
    if args.smoke_test:
        from pit_desktop.smoke import run_smoke_test

        if not has_display():  # nobody to show a window to: check the build on Qt's offscreen platform
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        return run_smoke_test()
    return _open_window(qt_args)


def _guard_output(run: Callable[[], int], label: str) -> int:
    """Run ``run`` so that output which can no longer be written ends it with a line, not a traceback.

    Standard output is flushed before returning, so a closed pipe (``| head``) or a full disk shows up
    here rather than in the interpreter's last flush at exit. A file a command could not write is named.

    Args:
        run: the work; returns the exit code (argparse's ``SystemExit`` after ``--help`` is taken too).
        label: how messages start, e.g. ``"pit-desktop simulate"``.

    Returns:
        ``run``'s exit code; 1 when its output pipe closed, a write failed or a file could not be written.
    """
    try:
        try:
            code = run()
        except SystemExit as done:  # argparse: --help, --version and refusals print, then exit
            code = done.code if isinstance(done.code, int) else int(done.code is not None)
        if sys.stdout is not None:
            sys.stdout.flush()
        return code
    except BrokenPipeError:  # the reader went away: stop quietly, as command-line tools do
        _silence_stdout()
        return 1
    except OSError as err:
        if err.filename is not None:  # a file the command opened
            print(f"{label}: cannot write {err.filename}: {err.strerror or err}", file=sys.stderr)
            return 1
        _silence_stdout()
        print(f"{label}: cannot write the output: {err.strerror or err}", file=sys.stderr)
        return 1


def _silence_stdout() -> None:
    """Point stdout at the null device so the interpreter's last flush at exit cannot fail again."""
    with contextlib.suppress(OSError, ValueError, AttributeError):
        sys.stdout.flush()
    with contextlib.suppress(OSError, ValueError, AttributeError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def has_display(environ: Mapping[str, str] | None = None, platform: str | None = None) -> bool:
    """Whether a window can be shown: always on Windows and macOS; on Linux and other Unixes only with an
    X11 or Wayland display, or a Qt platform chosen by ``QT_QPA_PLATFORM``."""
    env = os.environ if environ is None else environ
    if (platform or sys.platform).startswith(("win", "darwin")):
        return True
    return any(env.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))


def _open_window(qt_args: Sequence[str] = (), record: str | None = None) -> int:
    """Open the game window; ``qt_args`` (``-platform xcb``, ``-style Fusion`` …) go to ``QApplication``;
    ``record``, a hand record's path, opens in the replay viewer."""
    from pit_desktop.shell import logsetup

    if not has_display():
        # Without this check Qt aborts the process with a misleading message about missing libraries.
        print(
            "pit-desktop: no graphical display found (neither DISPLAY nor WAYLAND_DISPLAY is set).\n"
            "Start Pit Desktop from a desktop session; for a check without a screen run "
            "'pit-desktop --smoke-test'.",
            file=sys.stderr,
        )
        return 1
    from pit_desktop.shell.main import run_gui

    logsetup.arm_exit_after_shown()  # start-up benchmark probe; a no-op unless its variable is set
    return run_gui([*sys.argv[:1], *qt_args], record=record)


if __name__ == "__main__":
    sys.exit(main())
