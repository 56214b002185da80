"""Checks for reading any game's records and saves: the error type and the JSON field checks, and reading a
record file's bytes.

Every check raises :class:`RecordError` naming the field at fault, e.g. ``deal[1][4]: unknown card``.
A record may hold anything, so a message quotes a value short (:func:`shown`) and a :class:`RecordError`
is always one short line of printable text (:func:`one_line`): a 5 MB card name or a field name holding a
newline or a terminal escape sequence can neither flood nor split nor recolour it.
The ``as_…`` helpers are plain JSON type checks for the games' record readers, not engine API. A game's own
checks (Pit's settings, deal and cards) are in its engine. Pure Python, any thread.
"""

from __future__ import annotations

import contextlib
import math
import os
import re
from collections.abc import Mapping, Sequence

from pit_desktop.core.regular_files import read_regular_file

MAX_RECORD_BYTES = 8 * 2**20
"""Largest record file read, in bytes (8 MiB). A hand ends within 30 minutes of game time: even eight bots
each acting every quarter second would write about 5 MiB. Kept low because parsing a file this size
full of tiny JSON values can take many times its size in memory."""

SHOWN_CHARS = 40
"""Most characters of a text value a message quotes; a longer one is cut and its length given."""


PATH_CHARS = 60
"""Longest place in a :class:`RecordError` (``commands[3].cards[1]``); an odd field name is cut to fit."""


MESSAGE_CHARS = 200
"""Longest :class:`RecordError` text, place and problem: with a file name it fits a 300-character line."""


SCORE_FLOOR = -1_000_000_000
"""Lowest score a record may hold before its hand (R-SCORE-3 lets scores go below zero). Far below any
game's, and it keeps every score a replay prints a number of a few digits."""


_FIELD_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,39}")


class RecordError(ValueError):
    """A hand record that cannot be read: malformed, truncated, wrong version, impossible deal (R-DEAL-2).

    Its text, ``"path: problem"``, is at most :data:`MESSAGE_CHARS` printable characters on one line
    (see :func:`one_line`), whatever the record held.

    Attributes:
        path: where in the record, e.g. ``"commands[3].cards[1]"`` (``"record"`` for the whole file).
        problem: what is wrong there.
    """

    def __init__(self, path: str, problem: str) -> None:
        self.path = one_line(path, PATH_CHARS)
        self.problem = one_line(problem, MESSAGE_CHARS - len(self.path) - 2)
        super().__init__(f"{self.path}: {self.problem}")


def one_line(text: str, limit: int, *, keep_end: bool = False) -> str:
    """``text`` as one line of at most ``limit`` characters: every character that is not printable (a
    newline, an escape character, a bidirectional override) written as Python writes it in a string
    (``\\n``, ``\\x1b``, ``\\u202e``), and cut with ``…`` when too long: at the end, or at the start
    when ``keep_end`` (a file's path, whose end names it)."""
    text = text[-limit - 1 :] if keep_end else text[: limit + 1]  # escaping only lengthens: the rest goes
    if not text.isprintable():
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    if len(text) <= limit:
        return text
    return "…" + text[1 - limit :] if keep_end else text[: limit - 1] + "…"


def shown(value: object) -> str:
    """A value of a record as a message quotes it, short: text as a quoted string (its first
    :data:`SHOWN_CHARS` characters, then its length), a huge whole number by its digits, a list or an
    object by its kind, anything else as Python writes it."""
    if isinstance(value, str):
        quoted = repr(value[:SHOWN_CHARS])
        if len(value) > SHOWN_CHARS:
            return f"{quoted}… ({len(value):,} characters)"
        return quoted
    if type(value) is int and not -(10**15) < value < 10**15:
        try:
            digits = f"{len(str(abs(value))):,}"
        except ValueError:  # more digits than Python turns into text
            digits = f"about {int(value.bit_length() * math.log10(2)):,}"
        return f"a {'negative ' if value < 0 else ''}{digits}-digit number"
    if isinstance(value, list | dict):
        return _kind(value)
    return one_line(repr(value), 2 * SHOWN_CHARS)


def field_name(key: str) -> str:
    """An object's field name as a place shows it: ``bull_bear`` as it is, any other text quoted short
    (``'bul bear'``), so that a name holding a newline or an escape sequence stays harmless."""
    return key if _FIELD_NAME.fullmatch(key) else shown(key)


def as_object(value: object, path: str) -> Mapping[str, object]:
    """``value`` if it is a JSON object, else a :class:`RecordError` at ``path``."""
    if not isinstance(value, dict):
        raise RecordError(path, f"expected a JSON object {{...}}, not {_kind(value)}")
    return value


def as_list(value: object, path: str) -> Sequence[object]:
    """``value`` if it is a JSON list, else a :class:`RecordError` at ``path``."""
    if not isinstance(value, list):
        raise RecordError(path, f"expected a list [...], not {_kind(value)}")
    return value


def as_int(value: object, path: str) -> int:
    """``value`` if it is a whole number (not ``true``/``false``), else a :class:`RecordError`."""
    if type(value) is not int:
        raise RecordError(path, f"expected a whole number, not {shown(value)}")
    return value


def as_number(value: object, path: str) -> float:
    """``value`` as seconds: a finite number, 0 or more (R-DEAL-3 times are seconds after the deal).

    A whole number too large for a float (hundreds of digits) is refused like any other non-time.
    """
    seconds = math.nan
    if type(value) is float:
        seconds = value
    elif type(value) is int:
        with contextlib.suppress(OverflowError):
            seconds = float(value)
    if not math.isfinite(seconds):
        raise RecordError(path, f"expected a number of seconds, not {shown(value)}")
    if seconds < 0:
        raise RecordError(path, f"expected seconds after the deal (0 or more), not {shown(value)}")
    return seconds


def as_seat(value: object, path: str, players: int) -> int:
    """``value`` if it is a seat at a table of ``players``, 0 to ``players - 1`` (R-ED-1)."""
    seat = as_int(value, path)
    if not 0 <= seat < players:
        raise RecordError(path, f"no seat {seat} at a table of {players} (seats 0 to {players - 1})")
    return seat


def known_fields(obj: Mapping[str, object], path: str, fields: Sequence[str]) -> None:
    """Refuse a field of ``obj`` not among ``fields`` (a misspelt field would otherwise pass unseen)."""
    for key in obj:
        if key not in fields:
            name = field_name(key)
            where = name if path == "record" else f"{path}.{name}"
            raise RecordError(where, f"unknown field; expected one of {', '.join(fields)}")


def _kind(value: object) -> str:
    names = {dict: "an object", list: "a list", str: "text", bool: "true/false", type(None): "null"}
    if type(value) in names:
        return names[type(value)]
    return f"the number {shown(value)}" if isinstance(value, int | float) else shown(value)


def read_record_bytes(path: str | os.PathLike[str]) -> bytes:
    """The first :data:`MAX_RECORD_BYTES` + 1 bytes of the regular file ``path``, for a record reader of
    any game: a named pipe, a device or a folder is refused, and a huge file is not loaded
    (:func:`~pit_desktop.core.regular_files.read_regular_file`).

    Raises:
        OSError: the file cannot be read, or is not a regular file.
    """
    return read_regular_file(path, MAX_RECORD_BYTES)
