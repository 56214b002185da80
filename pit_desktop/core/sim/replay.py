"""``pit-desktop replay FILE``: re-run a hand record and print its outcome as JSON on stdout.

The record says its game: ``"game": "pitch"`` is Pitch's, replayed by its entry in
:mod:`pit_desktop.core.registry` (:func:`pit_desktop.games.pitch.engine.replay.replay_record`); a record
without ``game`` (or with ``"pit"``) is Pit's. ``--game`` insists on one game and refuses a record of another.

Exit codes: 0 when the record replayed; 1 when the outcome could not be written (the reader of a pipe went
away, a full disk); 2 when the file cannot be read or is not a valid hand record (one line on stderr of at
most :data:`LINE_CHARS` printable characters names the field at fault, never a traceback).
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import math
import os
import sys
from collections.abc import Callable, Iterator
from typing import Any

from pit_desktop.core import registry
from pit_desktop.core.record_checks import MAX_RECORD_BYTES, RecordError, one_line, read_record_bytes, shown

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
    parser.add_argument(
        "--game",
        type=str.lower,
        choices=registry.ids(),
        default=None,
        help="refuse a record of another game (default: the game the record names; none is Pit)",
    )
    parser.set_defaults(func=run)


def record_game(data: bytes) -> str:
    """The id of the game a record's bytes name in their ``game`` field (:mod:`pit_desktop.core.registry`):
    the default game's (Pit's) when there is none, and when the bytes are not a JSON object at all (Pit's
    reader then says what is wrong with them).

    Raises:
        RecordError: the record names a game this build does not play.
    """
    return record_entry(data).id


def record_entry(data: bytes) -> registry.GameEntry:
    """The registry's entry of the game a record's bytes name (:func:`record_game`).

    Raises:
        RecordError: the record names a game this build does not play.
    """
    first = registry.default()
    if b'"game"' not in data:  # Pit's records, however large, are not parsed twice
        return first
    try:
        top = json.loads(data.decode("utf-8").lstrip("\ufeff"))
    except (ValueError, RecursionError):
        return first
    game = top.get("game", first.record_game) if isinstance(top, dict) else first.record_game
    entry = registry.by_record_game(game)
    if entry is None:
        known = " or ".join(g.record_game for g in registry.games())
        raise RecordError("game", f"{shown(game)} is not a game of Pit Desktop ({known})")
    return entry


def file_game(path: str | os.PathLike[str]) -> str:
    """The game whose window replays the record in ``path`` (``pit-desktop FILE.json``): ``"pitch"`` when
    the record names Pitch (``"game": "pitch"``), else ``"pit"``: also when the file cannot be read or
    names a game this build does not play, for Pit's window then says what is wrong with it. Reads at
    most :data:`~pit_desktop.core.record_checks.MAX_RECORD_BYTES` of a regular file; never raises."""
    try:
        return record_game(read_record_bytes(path))
    except (OSError, RecordError):
        return registry.default().id


def run(args: argparse.Namespace) -> int:
    """Replay ``args.file`` and print the outcome (R-CORNER-5, R-SCORE-1..4).

    Returns:
        :data:`EXIT_OK`; :data:`EXIT_NO_OUTPUT` when the reader of the outcome went away (a full disk is
        left to the application, which says so); or :data:`EXIT_BAD_RECORD` after a message on stderr.
    """
    with _without_cycle_collection():
        return _replay(args)


@contextlib.contextmanager
def _without_cycle_collection() -> Iterator[None]:
    """Only reference counting frees memory meanwhile: reading, replaying and printing a large record make
    a million objects and no reference cycle, and the cyclic collector's passes over them took a third
    of the time."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def _replay(args: argparse.Namespace) -> int:
    name = "standard input" if args.file == "-" else _file_name(args.file)
    wanted = getattr(args, "game", None)
    try:
        if args.file == "-":
            if sys.stdin is None:  # a windowed build, or a closed stdin
                raise OSError(0, "there is no standard input")
            raw = sys.stdin.buffer.read(MAX_RECORD_BYTES + 1)
        else:
            raw = read_record_bytes(args.file)
        entry = record_entry(raw)
        if wanted and entry.id != wanted:
            other = registry.game(wanted).name()
            _say(f"{name} is a record of {entry.name()}, not of {other} (--game {wanted})")
            return EXIT_BAD_RECORD
        data = entry.replay_record.load()(entry.decode_record.load()(raw)).to_dict()
    except OSError as err:
        _say(f"cannot read {name}: {err.strerror or err}")
        return EXIT_BAD_RECORD
    except RecordError as err:
        _say(f"{name} is not a valid hand record: {err}")
        return EXIT_BAD_RECORD
    out = sys.stdout
    try:
        if getattr(args, "compact", False):
            json.dump(data, out)
        else:
            out.writelines(pretty_json_chunks(data))
        out.write("\n")
        out.flush()
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


def pretty_json_chunks(value: Any, indent: str = "", depth: int = 2) -> Iterator[str]:
    """:func:`pretty_json`'s text of the JSON ``value`` in pieces, one per value of the outer ``depth``
    levels: a list of 300,000 refusals is written as it is laid out, never held whole."""
    if depth <= 0 or not _spread(value):
        yield pretty_json(value, indent)
        return
    inner = indent + "  "
    if type(value) is dict:
        sep = "{\n" + inner
        for key, child in value.items():
            yield sep + _key_json(key)
            yield from pretty_json_chunks(child, inner, depth - 1)
            sep = ",\n" + inner
        yield "\n" + indent + "}"
        return
    sep = "[\n" + inner
    for child in value:
        yield sep
        yield from pretty_json_chunks(child, inner, depth - 1)
        sep = ",\n" + inner
    yield "\n" + indent + "]"


def _spread(value: Any) -> bool:
    """Whether ``value`` is laid out one line per item: an object or list holding another."""
    kind = type(value)
    if kind is not dict and kind is not list:
        return False
    kinds = set(map(type, value.values() if kind is dict else value))
    return dict in kinds or list in kinds


def pretty_json(value: Any, indent: str = "") -> str:
    """JSON text of ``value`` with one line per object or list that holds no other object or list (a hand,
    a command). ``value`` is a dict, list, string, number, bool or None, as :func:`json.loads` gives: typed
    ``Any``, since the kinds are told apart by ``type(value) is``, the quickest test, which a type checker
    does not narrow on.

    The same text as ``json.dumps`` would give laid out so, built with as few calls as it can: a replay of
    300,000 refusals prints millions of values, most of them in small objects and lists.
    """
    kind = type(value)
    if kind is dict:
        children = value.values()
    elif kind is list:
        children = value
    else:
        return _SCALARS.get(kind, json.dumps)(value)
    kinds = set(map(type, children))
    scalars, keys = _SCALARS, _KEYS
    if dict not in kinds and list not in kinds:  # one line
        if len(children) > 16 or not kinds <= scalars.keys():  # json.dumps's own set-up pays off
            return json.dumps(value)
        if kind is dict:
            pairs = value.items()
            return (
                "{" + ", ".join([(keys.get(k) or _key_json(k)) + scalars[type(v)](v) for k, v in pairs]) + "}"
            )
        return "[" + ", ".join([scalars[type(v)](v) for v in children]) + "]"
    inner = indent + "  "
    containers = _CONTAINERS
    if kind is dict:
        items = [
            (keys.get(k) or _key_json(k))
            + (pretty_json(v, inner) if type(v) in containers else scalars.get(type(v), json.dumps)(v))
            for k, v in value.items()
        ]
        return "{\n" + inner + (",\n" + inner).join(items) + "\n" + indent + "}"
    items = [
        pretty_json(v, inner) if type(v) in containers else scalars.get(type(v), json.dumps)(v)
        for v in children
    ]
    return "[\n" + inner + (",\n" + inner).join(items) + "\n" + indent + "]"


def _key_json(key: object) -> str:
    """A key as ``json.dumps`` writes it, with its colon: text quoted; a number, ``true``, ``false`` or
    ``null`` as text."""
    if type(key) is not str:  # not kept: 1 and True are one key to a dict
        return json.dumps({key: None})[1:-7] + ": "
    text = _KEYS.get(key)
    if text is None:
        text = _KEY(key) + ": "
        if len(_KEYS) < 1000:
            _KEYS[key] = text
    return text


def _float_json(value: float) -> str:
    return float.__repr__(value) if math.isfinite(value) else json.dumps(value)


_KEY = json.encoder.encode_basestring_ascii
_KEYS: dict[object, str] = {}
"""Text keys seen, written with their colon (an outcome has a dozen, each written thousands of times)."""
_CONTAINERS = frozenset((dict, list))
_SCALARS: dict[type, Callable[[Any], str]] = {
    str: json.encoder.encode_basestring_ascii,
    int: int.__repr__,
    float: _float_json,
    bool: lambda value: "true" if value else "false",
    type(None): lambda value: "null",
}
"""How ``json.dumps`` writes each kind of value, without its per-call set-up (anything else goes to it)."""


def main(argv: list[str] | None = None) -> int:
    """Run the ``replay`` subcommand alone (for tests and ``python -m pit_desktop.core.sim.replay``)."""
    parser = argparse.ArgumentParser(prog="pit-desktop")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["replay", *(sys.argv[1:] if argv is None else argv)])
    return int(args.func(args))


if __name__ == "__main__":
    sys.exit(main())
