"""``pit-desktop replay FILE``: re-run a hand record and print its outcome as JSON on stdout.

Exit codes: 0 when the record replayed; 1 when the outcome could not be written (the reader of a pipe went
away, a full disk); 2 when the file cannot be read or is not a valid hand record (one line on stderr of at
most :data:`LINE_CHARS` printable characters names the field at fault, never a traceback).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any

from pit_desktop.engine import MAX_RECORD_BYTES, RecordError, decode_record, read_record, replay_record
from pit_desktop.engine.record_checks import one_line

EXIT_OK = 0
"""The record replayed and its outcome was printed."""

EXIT_NO_OUTPUT = 1
"""The record replayed, but its outcome could not be written to standard output."""

EXIT_BAD_RECORD = 2
"""The file could not be read, or it is not a valid hand record."""

LINE_CHARS = 300
"""Longest message line on stderr, in characters."""

NAME_CHARS = 50
"""Most characters of the file's name in a message; a longer name is shown by its end."""


def register(subparsers: Any) -> None:
    """Add the ``replay`` subcommand to ``pit-desktop``'s subparsers; it sets ``func`` to :func:`run`."""
    parser = subparsers.add_parser(
        "replay",
        help="re-run a hand record and print the outcome as JSON",
        description=(
            "Re-run a hand record (see docs/hand-record.md) on a fresh engine and print the outcome as "
            "JSON: final hands, the corner, scores, and each refused command with its reason. "
            "Exit code 2 when the file is unreadable or not a valid record."
        ),
    )
    parser.add_argument("file", metavar="FILE", help="the hand record (JSON); '-' reads standard input")
    parser.add_argument(
        "--compact", action="store_true", help="print the outcome on one line instead of indented"
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    """Replay ``args.file`` and print the outcome (R-CORNER-5, R-SCORE-1..4).

    Returns:
        :data:`EXIT_OK`; :data:`EXIT_NO_OUTPUT` when the reader of the outcome went away (a full disk is
        left to the application, which says so); or :data:`EXIT_BAD_RECORD` after a message on stderr.
    """
    name = "standard input" if args.file == "-" else _file_name(args.file)
    try:
        if args.file == "-":
            if sys.stdin is None:  # a windowed build, or a closed stdin
                raise OSError(0, "there is no standard input")
            record = decode_record(sys.stdin.buffer.read(MAX_RECORD_BYTES + 1))
        else:
            record = read_record(args.file)
        outcome = replay_record(record)
    except OSError as err:
        _say(f"cannot read {name}: {err.strerror or err}")
        return EXIT_BAD_RECORD
    except RecordError as err:
        _say(f"{name} is not a valid hand record: {err}")
        return EXIT_BAD_RECORD
    data = outcome.to_dict()
    try:
        print(json.dumps(data) if getattr(args, "compact", False) else pretty_json(data), flush=True)
    except BrokenPipeError:  # the reader went away (``| head``): not an error of the record
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_NO_OUTPUT
    return EXIT_OK


def _file_name(path: str) -> str:
    """The file's name as a message shows it: printable, by its last :data:`NAME_CHARS` characters."""
    return one_line(path, NAME_CHARS, keep_end=True)


def _say(text: str) -> None:
    """One line on stderr, ``pit-desktop replay: text``, at most :data:`LINE_CHARS` printable characters."""
    print(one_line(f"pit-desktop replay: {text}", LINE_CHARS), file=sys.stderr)


def pretty_json(value: object, indent: str = "") -> str:
    """JSON text with one line per object or list that holds no other object or list (a hand, a command)."""
    if isinstance(value, dict | list) and any(isinstance(v, dict | list) for v in _children(value)):
        inner = indent + "  "
        if isinstance(value, dict):
            items = [f"{inner}{json.dumps(k)}: {pretty_json(v, inner)}" for k, v in value.items()]
            return "{\n" + ",\n".join(items) + f"\n{indent}}}"
        items = [inner + pretty_json(v, inner) for v in value]
        return "[\n" + ",\n".join(items) + f"\n{indent}]"
    return json.dumps(value)


def _children(value: dict[str, object] | list[object]) -> list[object]:
    return list(value.values()) if isinstance(value, dict) else value


def main(argv: list[str] | None = None) -> int:
    """Run the ``replay`` subcommand alone (for tests and ``python -m pit_desktop.sim.replay``)."""
    parser = argparse.ArgumentParser(prog="pit-desktop")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["replay", *(sys.argv[1:] if argv is None else argv)])
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
