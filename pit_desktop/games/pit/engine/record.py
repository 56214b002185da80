"""Hand records: one hand of Pit as JSON, written from a game or by hand, read back with strict checks.

The format is described in ``docs/hand-record.md``. A record holds what a fresh engine needs to replay the
hand (see :func:`pit_desktop.games.pit.engine.replay.replay_record`): the settings, the suits in play, the
dealer, the scores before the hand, the deal (R-DEAL-2) and every command with its time. Times are seconds
after the deal; offers are numbered from 1 within the hand, in the order they were posted.

Pure Python, any thread: nothing here touches an engine.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pit_desktop.core.atomic import write_bytes_atomically as write_bytes_atomically
from pit_desktop.core.record_checks import (
    MAX_RECORD_BYTES,
    read_record_bytes,
)
from pit_desktop.games.pit.engine.cards import (
    Card,
    Commodity,
    Special,
    sorted_cards,
)
from pit_desktop.games.pit.engine.commands import (
    AcceptOffer,
    ClaimCorner,
    Command,
    MakeOffer,
    OpenMarket,
    WithdrawOffer,
)
from pit_desktop.games.pit.engine.deal import deal_size
from pit_desktop.games.pit.engine.hand_log import HandLog, LoggedCommand
from pit_desktop.games.pit.engine.record_checks import (
    SCORE_FLOOR,
    RecordError,
    as_card,
    as_int,
    as_list,
    as_number,
    as_object,
    as_seat,
    check_deal,
    known_fields,
    parse_settings,
    shown,
    variant_to_json,
)
from pit_desktop.games.pit.engine.settings import VARIANTS, GameSettings

__all__ = [
    "RECORD_FORMAT",
    "RECORD_GAME",
    "RECORD_VERSION",
    "HandRecord",
    "RecordedCommand",
    "decode_record",
    "dumps_record",
    "loads_record",
    "parse_record",
    "read_record",
    "record_from_log",
    "write_record",
]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""

RECORD_FORMAT = "pit-desktop-hand"
"""The ``format`` field of every hand record."""

RECORD_VERSION = 1
"""The ``version`` this build writes and reads."""

RECORD_GAME = "pit"
"""The ``game`` a Pit record may name. Pit's records are written without it (they were before Pit
Desktop had a second game); a record naming another game is that game's (Pitch's say ``"pitch"``)."""

_COMMAND_FIELDS: dict[str, tuple[str, ...]] = {
    "open": (),
    "offer": ("seat", "cards"),
    "withdraw": ("seat",),
    "accept": ("seat", "offer", "cards"),
    "claim": ("seat",),
}
_TOP_FIELDS = ("format", "version", "settings", "commodities", "hand_no", "dealer", "scores_before", "deal")
_OPTIONAL_COMMAND_FIELDS = ("at_s", "refused")
_PITCH_FIELDS = ("moons_before",)
"""Top-level fields only Pitch's records have: a record holding one without naming its game is told so,
not refused for an unknown field."""


@dataclass(frozen=True, slots=True)
class RecordedCommand:
    """One command of a hand record (R-TRADE-1: no turns, only times).

    Attributes:
        at_s: seconds after the deal.
        command: the command; an :class:`AcceptOffer`'s ``offer_id`` counts offers from 1 within the hand.
        refused: the refusal reason seen when the record was written (e.g. ``"offer_gone"``), or ``None``.
            Informative only: a replay works it out again.
    """

    at_s: float
    command: Command
    refused: str | None = None


@dataclass(frozen=True, slots=True)
class HandRecord:
    """One hand, ready to replay on a fresh engine (R-DEAL-2 deal, R-ED-1 suits in play).

    Attributes:
        settings: the game's settings.
        commodities: the suits in play, highest value first.
        hand_no: the hand's number in its game (1-based).
        dealer: the dealing seat.
        scores_before: each seat's points when the hand was dealt.
        deal: each seat's cards as dealt, sorted.
        commands: every command after the deal, in time order.
    """

    settings: GameSettings
    commodities: tuple[Commodity, ...]
    hand_no: int
    dealer: int
    scores_before: tuple[int, ...]
    deal: tuple[tuple[Card, ...], ...]
    commands: tuple[RecordedCommand, ...]


# ---------------------------------------------------------------------------------------------- writing


def record_from_log(log: HandLog) -> HandRecord:
    """Turn an engine's :meth:`~pit_desktop.games.pit.engine.Engine.hand_log` into a record.

    Times become seconds after the deal and offer ids count from 1 within the hand; an id of an offer
    from before the hand becomes 0 or less, which a replay refuses as gone, as the game did (R-TRADE-7).
    Commands a record cannot hold — naming no seat at the table, or holding things that are not cards —
    are left out: the engine refused them and they changed nothing.
    """
    commands = []
    for logged in log.commands:
        recorded = recorded_command(logged, log)
        if recorded is not None:
            commands.append(recorded)
    return record_of_log(log, tuple(commands))


def record_of_log(log: HandLog, commands: tuple[RecordedCommand, ...]) -> HandRecord:
    """The record of ``log``'s hand with ``commands`` (its commands as :func:`recorded_command` makes them,
    built once each by a caller that keeps a hand's record as it grows)."""
    return HandRecord(
        log.settings, log.commodities, log.hand_no, log.dealer, log.scores_before, log.deal, commands
    )


def recorded_command(logged: LoggedCommand, log: HandLog) -> RecordedCommand | None:
    """One command of ``log`` as its record holds it (see :func:`record_from_log`), or ``None`` for one a
    record cannot hold (the engine refused it and it changed nothing)."""
    command = logged.command
    if not _recordable(command, log.settings.players):
        return None
    if type(command) is AcceptOffer:
        command = AcceptOffer(command.seat, command.offer_id - log.first_offer_id + 1, command.cards)
    return RecordedCommand(max(0.0, logged.at_s - log.dealt_at_s), command, logged.reason)


def _recordable(command: Command, players: int) -> bool:
    seat = getattr(command, "seat", 0)
    if type(seat) is not int or not 0 <= seat < players:
        return False
    lot = getattr(command, "cards", ())
    if not isinstance(lot, tuple | list) or not all(isinstance(c, Commodity | Special) for c in lot):
        return False
    return type(getattr(command, "offer_id", 0)) is int


def command_to_dict(command: Command) -> dict[str, Any]:
    """One command as the JSON object of a record (without its time). Offer ids are written as they are.
    Commands are R-TRADE-1..7 and R-CORNER-1..6 actions, the bell R-DEAL-3.

    Raises:
        TypeError: ``command`` is a :class:`~pit_desktop.games.pit.engine.DealHand` or not a command.
    """
    match command:
        case OpenMarket():
            return {"type": "open"}
        case MakeOffer(seat, cards):
            return {"type": "offer", "seat": seat, "cards": [c.value for c in cards]}
        case WithdrawOffer(seat):
            return {"type": "withdraw", "seat": seat}
        case AcceptOffer(seat, offer_id, cards):
            return {"type": "accept", "seat": seat, "offer": offer_id, "cards": [c.value for c in cards]}
        case ClaimCorner(seat):
            return {"type": "claim", "seat": seat}
    raise TypeError(f"not a command a hand record holds: {command!r}")


def settings_to_dict(settings: GameSettings) -> dict[str, Any]:
    """The settings as the ``settings`` object of a record: players (R-ED-1) and every variant by name, in
    :data:`~pit_desktop.games.pit.engine.settings.VARIANTS` order; names if set."""
    out: dict[str, Any] = {"players": settings.players}
    for spec in VARIANTS:
        out[spec.field] = variant_to_json(spec, getattr(settings, spec.field))
    if settings.names:
        out["names"] = list(settings.names)
    return out


def record_to_dict(record: HandRecord) -> dict[str, Any]:
    """The record as plain JSON-ready data (see ``docs/hand-record.md``): settings (V-…), deal (R-DEAL-2)."""
    commands = [recorded_to_dict(rc) for rc in record.commands]
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "settings": settings_to_dict(record.settings),
        "commodities": [c.value for c in record.commodities],
        "hand_no": record.hand_no,
        "dealer": record.dealer,
        "scores_before": list(record.scores_before),
        "deal": [[c.value for c in hand] for hand in record.deal],
        "commands": commands,
    }


def recorded_to_dict(rc: RecordedCommand) -> dict[str, Any]:
    """One command of a record as its JSON object: its time, the command, and the refusal seen, if any."""
    item: dict[str, Any] = {"at_s": rc.at_s, **command_to_dict(rc.command)}
    if rc.refused:
        item["refused"] = rc.refused
    return item


def dumps_record(record: HandRecord | HandLog) -> str:
    """The record as JSON text: one line per hand of the deal (R-DEAL-2) and per command, for easy reading."""
    if isinstance(record, HandLog):
        record = record_from_log(record)
    data = record_to_dict(record)
    lines = []
    for key, value in data.items():
        if key in ("deal", "commands") and value:
            inner = ",\n".join("    " + json.dumps(item) for item in value)
            lines.append(f"  {json.dumps(key)}: [\n{inner}\n  ]")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def write_record(record: HandRecord | HandLog, path: str | Path) -> None:
    """Write the record (R-DEAL-2 deal, every command) to ``path`` as UTF-8 JSON, atomically: into a new
    file in the same folder, flushed to the disk, which then replaces ``path``. A crash or a full disk
    midway leaves the file that was there (or none), never half a record.

    Raises:
        OSError: the file cannot be written (nothing is left behind).
    """
    write_bytes_atomically(dumps_record(record).encode("utf-8"), path)


# ---------------------------------------------------------------------------------------------- reading


def read_record(path: str | Path) -> HandRecord:
    """Read and check the record in ``path`` (R-ED-1, R-DEAL-2 for the deal). Only a regular file is read,
    and at most :data:`MAX_RECORD_BYTES` + 1 bytes of it: a named pipe (which would wait for a writer for
    ever), a device (``/dev/zero``) or a folder is refused, and a huge file is not loaded.

    Raises:
        OSError: the file cannot be read, or is not a regular file.
        RecordError: it is not a valid hand record (see :func:`decode_record`).
    """
    return decode_record(read_record_bytes(path))


def decode_record(data: bytes) -> HandRecord:
    """Check a record from the bytes of a file: at most :data:`MAX_RECORD_BYTES`, UTF-8 text (a leading
    byte-order mark, as some Windows editors write, is allowed), then as :func:`loads_record`.

    Raises:
        RecordError: too large, not UTF-8, or not a valid hand record.
    """
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError("record", f"larger than {MAX_RECORD_BYTES:,} bytes, far more than any hand")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RecordError("record", f"not UTF-8 text ({err.reason} at byte {err.start})") from None
    return loads_record(text)


def loads_record(text: str) -> HandRecord:
    """Parse and check a record from JSON text (R-ED-1, R-DEAL-2 for the deal).

    Raises:
        RecordError: invalid or truncated JSON, or an invalid record (see :func:`parse_record`).
    """
    text = text.lstrip("\ufeff")  # a UTF-8 byte-order mark (or two, from a careless converter)
    if "\x00" in text:
        raise RecordError("record", "not UTF-8 text (it looks like UTF-16: save it as UTF-8)")
    if not text.strip():
        raise RecordError("record", "empty file: expected a JSON object")
    try:
        data = json.loads(text)
    except RecursionError:
        raise RecordError("record", "nested too deeply to be a hand record") from None
    except ValueError as err:
        if not isinstance(err, json.JSONDecodeError):  # only an over-long integer raises this
            raise RecordError("record", "a number in it is thousands of digits long") from None
        cut = err.pos >= len(text.rstrip()) or err.msg.startswith("Unterminated string")
        hint = " (the file looks truncated)" if cut else ""
        raise RecordError(
            "record",
            f"not valid JSON{hint}: {err.msg.removesuffix(' at')} at line {err.lineno} column {err.colno}",
        ) from None
    try:
        return parse_record(data)
    except RecursionError:
        raise RecordError("record", "nested too deeply to be a hand record") from None


def parse_record(data: object) -> HandRecord:
    """Check decoded JSON data and build the record. Optional fields get their documented defaults.

    Raises:
        RecordError: naming the first bad field, e.g. ``commands[3].cards[1]: unknown card 'Wheet'``:
            a wrong format or version, a record of Pitch that does not say so (``game``), unknown
            fields, bad types, an impossible deal (R-ED-1, R-DEAL-2),
            a bad seat, or times that go back.
    """
    top = as_object(data, "record")
    if "format" not in top:
        raise RecordError("format", f'missing: a hand record starts with "format": {RECORD_FORMAT!r}')
    if top["format"] != RECORD_FORMAT:
        raise RecordError("format", f"{shown(top['format'])} is not {RECORD_FORMAT!r}")
    if "version" not in top:
        raise RecordError("version", f"missing: this build reads version {RECORD_VERSION}")
    if type(top["version"]) is not int or top["version"] != RECORD_VERSION:
        raise RecordError(
            "version",
            f"unsupported version {shown(top['version'])}: this build reads version {RECORD_VERSION}",
        )
    if "game" in top and top["game"] != RECORD_GAME:
        raise RecordError("game", f"{shown(top['game'])} is not {RECORD_GAME!r}: not a record of Pit")
    if "game" not in top and any(key in top for key in _PITCH_FIELDS):
        raise RecordError(
            "game",
            'missing: this looks like a record of Pitch without its "game": "pitch" field, '
            "and it is not a valid record of Pit",
        )
    known_fields(top, "record", (*_TOP_FIELDS, "game", "commands"))
    if "deal" not in top:
        raise RecordError("deal", "missing: one list of card names per seat")
    raw_deal = as_list(top["deal"], "deal")
    settings = parse_settings(top.get("settings", {}), players=len(raw_deal))
    deal = tuple(
        sorted_cards(as_card(c, f"deal[{i}][{j}]") for j, c in enumerate(as_list(h, f"deal[{i}]")))
        for i, h in enumerate(raw_deal)
    )
    commodities = check_deal(deal, settings, top.get("commodities"))
    dealer = as_seat(top.get("dealer", 0), "dealer", settings.players)
    for seat, hand in enumerate(deal):
        want = deal_size(seat, dealer, settings.players, settings.bull_bear)
        if len(hand) != want:
            problem = f"{len(hand)} cards, but with dealer {dealer} seat {seat} is dealt {want} (R-DEAL-2)"
            raise RecordError(f"deal[{seat}]", problem)
    scores = as_list(top.get("scores_before", [0] * settings.players), "scores_before")
    if len(scores) != settings.players:
        raise RecordError("scores_before", f"{len(scores)} scores for {settings.players} players")
    scores_before = tuple(as_int(s, f"scores_before[{i}]") for i, s in enumerate(scores))
    for i, score in enumerate(scores_before):
        if score >= settings.target_score:
            raise RecordError(
                f"scores_before[{i}]",
                f"{shown(score)} has already won the game (target {settings.target_score}, R-SCORE-4)",
            )
        if score < SCORE_FLOOR:
            raise RecordError(
                f"scores_before[{i}]", f"{shown(score)} is below {SCORE_FLOOR:,}: no game goes that low"
            )
    hand_no = as_int(top.get("hand_no", 1), "hand_no")
    if hand_no < 1:
        raise RecordError("hand_no", f"hands count from 1, not {hand_no}")
    commands = _parse_commands(top.get("commands", []), settings)
    return HandRecord(settings, commodities, hand_no, dealer, scores_before, tuple(deal), commands)


def _parse_commands(raw: object, settings: GameSettings) -> tuple[RecordedCommand, ...]:
    out: list[RecordedCommand] = []
    append = out.append
    players, sort_s = settings.players, float(settings.sort_time_s)
    last_s = 0.0
    for i, item in enumerate(as_list(raw, "commands")):
        rc = _plain_command(item, last_s, sort_s, players) or _checked_command(i, item, last_s, settings)
        append(rc)
        last_s = rc.at_s
    return tuple(out)


_SHAPES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    kind: (frozenset(("type", *fields)), frozenset(("type", *fields, *_OPTIONAL_COMMAND_FIELDS)))
    for kind, fields in _COMMAND_FIELDS.items()
}
_CARD_NAMES: dict[str, Card] = {
    name: card
    for card in (*Commodity, *Special)
    for name in (card.value, card.value.lower(), card.value.upper())
}
_OPEN = OpenMarket()


def _plain_command(obj: object, last_s: float, sort_s: float, players: int) -> RecordedCommand | None:
    """The command of an item written plainly, as the game writes them; ``None`` for anything else, which
    :func:`_checked_command` then checks field by field (a record holds up to 300,000 commands: this path
    is the one that must be quick). It accepts nothing that the full check would refuse, and builds the
    same command."""
    if type(obj) is not dict:
        return None
    kind = obj.get("type")
    shape = _SHAPES.get(kind) if type(kind) is str else None
    if shape is None or not shape[0] <= obj.keys() <= shape[1]:
        return None
    at_s = obj.get("at_s")
    if type(at_s) is float:
        if not last_s <= at_s < math.inf:  # also false for NaN
            return None
    elif type(at_s) is int:
        if not last_s <= at_s < 2**1000:  # a float holds it
            return None
        at_s = float(at_s)
    elif at_s is None and "at_s" not in obj:
        at_s = max(last_s, sort_s) if kind == "open" else last_s
    else:
        return None
    refused = obj.get("refused")
    if refused is not None and type(refused) is not str:
        return None
    if kind == "open":
        return RecordedCommand(at_s, _OPEN, refused)
    seat = obj["seat"]
    if type(seat) is not int or not 0 <= seat < players:
        return None
    if kind == "withdraw":
        return RecordedCommand(at_s, WithdrawOffer(seat), refused)
    if kind == "claim":
        return RecordedCommand(at_s, ClaimCorner(seat), refused)
    names = obj["cards"]
    if type(names) is not list:
        return None
    try:
        cards = tuple([_CARD_NAMES[name] for name in names])
    except (KeyError, TypeError):  # an unknown or odd name, or one that is not text at all
        return None
    if kind == "offer":
        return RecordedCommand(at_s, MakeOffer(seat, cards), refused)
    offer = obj["offer"]
    if type(offer) is not int:
        return None
    return RecordedCommand(at_s, AcceptOffer(seat, offer, cards), refused)


def _checked_command(i: int, item: object, last_s: float, settings: GameSettings) -> RecordedCommand:
    """Check the item ``commands[i]`` field by field (R-DEAL-3 for the bell's time when it has none).

    Raises:
        RecordError: naming the first bad field.
    """
    path = f"commands[{i}]"
    obj = as_object(item, path)
    kind = obj.get("type")
    if not isinstance(kind, str) or kind not in _COMMAND_FIELDS:
        kinds = ", ".join(repr(k) for k in _COMMAND_FIELDS)
        raise RecordError(f"{path}.type", f"unknown command {shown(kind)}; expected one of {kinds}")
    fields = _COMMAND_FIELDS[kind]
    known_fields(obj, path, ("type", *fields, *_OPTIONAL_COMMAND_FIELDS))
    for name in fields:
        if name not in obj:
            raise RecordError(f"{path}.{name}", f"missing: a {kind!r} command needs {', '.join(fields)}")
    if "at_s" in obj:
        at_s = as_number(obj["at_s"], f"{path}.at_s")
        if at_s < last_s:
            raise RecordError(f"{path}.at_s", f"{at_s} s is earlier than the command before ({last_s} s)")
    else:  # hand-written: the moment of the command before; the bell waits for the sorting period
        at_s = max(last_s, float(settings.sort_time_s)) if kind == "open" else last_s
    refused = obj.get("refused")
    if refused is not None and not isinstance(refused, str):
        raise RecordError(f"{path}.refused", f"expected a reason (text) or null, not {shown(refused)}")
    return RecordedCommand(at_s, _build_command(kind, obj, path, settings.players), refused)


def _build_command(kind: str, obj: Mapping[str, object], path: str, players: int) -> Command:
    if kind == "open":
        return OpenMarket()
    seat = as_seat(obj["seat"], f"{path}.seat", players)
    if kind == "withdraw":
        return WithdrawOffer(seat)
    if kind == "claim":
        return ClaimCorner(seat)
    raw_cards = as_list(obj["cards"], f"{path}.cards")
    cards = tuple(as_card(c, f"{path}.cards[{j}]") for j, c in enumerate(raw_cards))
    if kind == "offer":
        return MakeOffer(seat, cards)
    return AcceptOffer(seat, as_int(obj["offer"], f"{path}.offer"), cards)
