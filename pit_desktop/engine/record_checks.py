"""Checks for reading hand records: the error type, JSON field checks, the settings and the deal.

Every check raises :class:`RecordError` naming the field at fault, e.g. ``deal[1][4]: unknown card``.
A record may hold anything, so a message quotes a value short (:func:`shown`) and a :class:`RecordError`
is always one short line of printable text (:func:`one_line`): a 5 MB card name or a field name holding a
newline or a terminal escape sequence can neither flood nor split nor recolour it.
The ``as_…`` helpers are plain JSON type checks for :mod:`pit_desktop.engine.record`, not engine API.
Pure Python, any thread.
"""

from __future__ import annotations

import contextlib
import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from pit_desktop.engine.cards import BEAR, BULL, SUIT_SIZE, Card, Commodity, card_from_label
from pit_desktop.engine.settings import VARIANTS, Choice, GameSettings, Seconds, SettingError, Switch, Variant

__all__ = ["RecordError"]
"""What the package :mod:`pit_desktop.engine` exports from this module (loaded there on first use)."""

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


def parse_settings(raw: object, players: int) -> GameSettings:
    """The ``settings`` object; left-out fields get :class:`GameSettings` defaults, ``players`` the number
    of hands dealt (R-ED-1, and every variant of :data:`~pit_desktop.engine.settings.VARIANTS`).

    Raises:
        RecordError: an unknown field, a wrong type, or a value out of range.
    """
    obj = as_object(raw, "settings")
    known_fields(obj, "settings", ("players", *(v.field for v in VARIANTS), "names"))
    kwargs: dict[str, Any] = {"players": as_int(obj.get("players", players), "settings.players")}
    if kwargs["players"] != players:
        raise RecordError("deal", f"{players} hands, but settings.players is {shown(kwargs['players'])}")
    for spec in VARIANTS:
        if spec.field in obj:
            kwargs[spec.field] = variant_from_json(spec, obj[spec.field], f"settings.{spec.field}")
    if "names" in obj:
        names = as_list(obj["names"], "settings.names")
        for i, name in enumerate(names):
            if not isinstance(name, str):
                raise RecordError(f"settings.names[{i}]", f"expected a name (text), not {shown(name)}")
        kwargs["names"] = tuple(names)
    try:
        return GameSettings(**kwargs).validated()
    except SettingError as err:
        raise RecordError(f"settings.{err.field}", str(err)) from None


def variant_from_json(spec: Variant, value: object, path: str) -> Any:
    """A variant's value as a record holds it: ``true``/``false`` for a switch, seconds for a time, the
    member's name in any case for a choice (``"classic"``). Its range is checked by
    :meth:`GameSettings.validated`.

    Raises:
        RecordError: a value of the wrong type, or no member of the choice.
    """
    match spec.kind:
        case Switch():
            if type(value) is not bool:
                raise RecordError(path, f"expected true or false, not {shown(value)}")
            return value
        case Seconds():
            return as_number(value, path)
        case Choice(enum, what):
            members = {str(m.value).lower(): m for m in enum}
            if not isinstance(value, str) or value.strip().lower() not in members:
                expected = " or ".join(repr(m.value) for m in enum)
                raise RecordError(path, f"unknown {what} {shown(value)}; expected {expected}")
            return members[value.strip().lower()]


def variant_to_json(spec: Variant, value: Any) -> object:
    """A variant's value as a record writes it (see :func:`variant_from_json`)."""
    match spec.kind:
        case Seconds():
            return float(value)
        case Choice():
            return value.value
    return value


def check_deal(
    deal: tuple[tuple[Card, ...], ...], settings: GameSettings, raw_commodities: object
) -> tuple[Commodity, ...]:
    """R-ED-1, R-DEAL-2: the deal holds every card of the suits in play once (and Bull and Bear)."""
    edition = settings.edition
    for i, hand in enumerate(deal):
        for j, card in enumerate(hand):
            if type(card) is Commodity and card not in edition.commodities:
                raise RecordError(f"deal[{i}][{j}]", f"{card.value!r} is not a {edition.value} commodity")
            if card in (BULL, BEAR) and not settings.bull_bear:
                raise RecordError(
                    f"deal[{i}][{j}]", f"the {card.value} is out of play: settings.bull_bear is false"
                )
    counts = Counter(card for hand in deal for card in hand)
    if raw_commodities is None:
        in_play = {c for c in counts if type(c) is Commodity}
    else:
        names = as_list(raw_commodities, "commodities")
        in_play = set()
        for i, name in enumerate(names):
            card = as_card(name, f"commodities[{i}]")
            if type(card) is not Commodity or card not in edition.commodities:
                raise RecordError(f"commodities[{i}]", f"{shown(name)} is not a {edition.value} commodity")
            if card in in_play:
                raise RecordError(f"commodities[{i}]", f"{shown(name)} is listed twice")
            in_play.add(card)
        for card in counts:
            if type(card) is Commodity and card not in in_play:
                raise RecordError("deal", f"{card.value} is dealt but not listed in commodities")
    if len(in_play) != settings.players:
        raise RecordError(
            "commodities" if raw_commodities is not None else "deal",
            f"{len(in_play)} commodities in play for {settings.players} players: one suit each (R-ED-1)",
        )
    for commodity in sorted(in_play, key=edition.commodities.index):
        if counts[commodity] != SUIT_SIZE:
            dealt = f"{counts[commodity]} {commodity.value}"
            raise RecordError("deal", f"{dealt} dealt; every suit in play has {SUIT_SIZE} cards (R-ED-1)")
    if settings.bull_bear:
        for special in (BULL, BEAR):
            if counts[special] != 1:
                raise RecordError("deal", f"the {special.value} is dealt {counts[special]} times, not once")
    return tuple(c for c in edition.commodities if c in in_play)


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


def as_card(value: object, path: str) -> Card:
    """The card named ``value``, any case: a commodity of R-ED, ``Bull`` or ``Bear``."""
    if not isinstance(value, str):
        raise RecordError(path, f"expected a card name such as 'Wheat' or 'Bull', not {shown(value)}")
    try:
        return card_from_label(value)
    except ValueError:
        raise RecordError(path, f"unknown card {shown(value)}") from None


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
