"""Hand records of Pitch: one hand as JSON, written from a game or by hand, read back with strict checks.

A Pitch record is a Pit Desktop hand record (``"format": "pit-desktop-hand"``) with ``"game": "pitch"``;
a record without ``game`` is Pit's. It holds what a fresh engine needs to replay the hand (see
:func:`pit_desktop.games.pitch.engine.replay.replay_record`): the settings, the dealer, the scores (and moons)
before the hand, the deal (P-DEAL-2) and every command with its time in seconds after the deal. The
format is described in ``docs/pitch.md``. Every problem is a
:class:`~pit_desktop.games.pit.engine.record_checks.RecordError` naming the field at fault, as Pit's records
do.

Pure Python, any thread: nothing here touches an engine.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pit_desktop.core.atomic import write_bytes_atomically
from pit_desktop.core.record_checks import (
    SCORE_FLOOR,
    RecordError,
    as_int,
    as_list,
    as_number,
    as_object,
    as_seat,
    known_fields,
    read_record_bytes,
    shown,
)
from pit_desktop.games.pitch.engine.cards import HAND_SIZE, Card, card, sorted_hand
from pit_desktop.games.pitch.engine.commands import (
    Bid,
    Command,
    Pass,
    PitchCard,
    PlayCard,
    SettleUp,
    ShootMoon,
    TakeBack,
)
from pit_desktop.games.pitch.engine.engine import LoggedCommand, PitchHandLog
from pit_desktop.games.pitch.engine.settings import SETTINGS, PitchSettings

RECORD_FORMAT = "pit-desktop-hand"
"""The ``format`` field, shared with Pit's records."""

RECORD_GAME = "pitch"
"""The ``game`` field of a Pitch record (Pit's records have none)."""

RECORD_VERSION = 1
"""The ``version`` this build writes and reads."""

MAX_RECORD_BYTES = 1 * 2**20
"""Largest record file read, in bytes (1 MiB): a hand of Pitch has at most 8 calls and 48 cards played."""

RECORD_LIMIT = -SCORE_FLOOR
"""Largest score, either sign, and largest count of moons made or failed a record may hold before its hand:
1,000,000,000, as Pit's floor. P-SCORE-3 lets scores go below zero, and in the Auction game a seat that did
not pitch may stand above the target (P-WIN-1), so there is no bound from the rules; this one is far beyond
any game, and keeps every number a replay prints (the scores, the Money Game's payments) a short one."""

_COMMAND_FIELDS: dict[str, tuple[str, ...]] = {
    "pass": ("seat",),
    "bid": ("seat", "bid"),
    "moon": ("seat",),
    "pitch": ("seat", "card"),
    "play": ("seat", "card"),
    "settle": (),
    "take_back": ("seat",),
}
_TOP_FIELDS = (
    "format", "version", "game", "settings", "hand_no", "dealer", "scores_before", "moons_before", "deal",
    "commands",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class RecordedCommand:
    """One command of a hand record.

    Attributes:
        at_s: seconds after the deal.
        command: the command.
        refused: the refusal reason seen when the record was written (e.g. ``"renege"``), or ``None``.
            Informative only: a replay works it out again.
    """

    at_s: float
    command: Command
    refused: str | None = None


@dataclass(frozen=True, slots=True)
class PitchRecord:
    """One hand of Pitch, ready to replay on a fresh engine.

    Attributes:
        settings: the game's settings (P-ED-1, PV-…).
        hand_no: the hand's number in its game (1-based).
        dealer: the dealing seat (P-DEAL-1).
        scores_before: each seat's points when the hand was dealt.
        moons_before: ``(made, failed)`` moons of each seat when the hand was dealt (P-WIN-2).
        deal: each seat's six cards as dealt, sorted (P-DEAL-2).
        commands: every command after the deal, in time order.
    """

    settings: PitchSettings
    hand_no: int
    dealer: int
    scores_before: tuple[int, ...]
    moons_before: tuple[tuple[int, int], ...]
    deal: tuple[tuple[Card, ...], ...]
    commands: tuple[RecordedCommand, ...]


def is_pitch_record(data: object) -> bool:
    """Whether decoded JSON ``data`` claims to be a Pitch record (``"game": "pitch"``): how a reader of
    hand records tells the games apart before checking one."""
    return isinstance(data, dict) and data.get("game") == RECORD_GAME


# ---------------------------------------------------------------------------------------------- writing


def record_from_log(log: PitchHandLog) -> PitchRecord:
    """Turn an engine's :meth:`~pit_desktop.games.pitch.engine.engine.PitchEngine.hand_log` into a record.

    Times become seconds after the deal. Commands a record cannot hold — naming no seat at the table, or
    a card that is not a card — are left out: the engine refused them and they changed nothing.
    """
    made = (recorded_command(lc, log) for lc in log.commands)
    return record_of_log(log, tuple(rc for rc in made if rc is not None))


def record_of_log(log: PitchHandLog, commands: tuple[RecordedCommand, ...]) -> PitchRecord:
    """The record of ``log``'s hand with ``commands`` (its commands as :func:`recorded_command` makes them,
    built once each by a caller that keeps a hand's record as it grows)."""
    return PitchRecord(
        log.settings, log.hand_no, log.dealer, log.scores_before, log.moons_before, log.deal, commands
    )


def recorded_command(logged: LoggedCommand, log: PitchHandLog) -> RecordedCommand | None:
    """One command of ``log`` as its record holds it (see :func:`record_from_log`), or ``None`` for one a
    record cannot hold (the engine refused it and it changed nothing)."""
    if not _recordable(logged.command, log.settings.players):
        return None
    return RecordedCommand(max(0.0, logged.at_s - log.dealt_at_s), logged.command, logged.reason)


def _recordable(command: Command, players: int) -> bool:
    """Whether a record can hold ``command``: a seat at the table, a whole-number bid, and a card that is
    a card in a pitch or a play (``PlayCard(seat, None)`` is refused, and logged, but holds none)."""
    seat = getattr(command, "seat", 0)
    if type(seat) is not int or not 0 <= seat < players:
        return False
    if isinstance(command, Bid) and type(command.amount) is not int:
        return False
    return not isinstance(command, PitchCard | PlayCard) or isinstance(command.card, Card)


def command_to_dict(command: Command) -> dict[str, Any]:
    """One command as the JSON object of a record (without its time): P-BID-1..4 calls, P-PLAY plays,
    the Money Game's settling up (P-WIN-2) and a take-back (P-UNDO-1).

    Raises:
        TypeError: ``command`` is a :class:`~pit_desktop.games.pitch.engine.commands.DealHand` or not a
        command.
    """
    match command:
        case Pass(seat=seat):
            return {"type": "pass", "seat": seat}
        case Bid(seat=seat, amount=amount):
            return {"type": "bid", "seat": seat, "bid": amount}
        case ShootMoon(seat=seat):
            return {"type": "moon", "seat": seat}
        case PitchCard(seat=seat, card=c):
            return {"type": "pitch", "seat": seat, "card": c.id}
        case PlayCard(seat=seat, card=c):
            return {"type": "play", "seat": seat, "card": c.id}
        case SettleUp():
            return {"type": "settle"}
        case TakeBack(seat=seat):
            return {"type": "take_back", "seat": seat}
    raise TypeError(f"not a command a Pitch record holds: {command!r}")


def settings_to_dict(settings: PitchSettings) -> dict[str, Any]:
    """The settings as the ``settings`` object of a record: every declared setting by key (P-ED-1, PV-…)."""
    out: dict[str, Any] = {spec.key: getattr(settings, spec.key) for spec in SETTINGS}
    if settings.names:
        out["names"] = list(settings.names)
    return out


def record_to_dict(record: PitchRecord) -> dict[str, Any]:
    """The record as plain JSON-ready data, ids for cards (``"AS"``)."""
    commands = [recorded_to_dict(rc) for rc in record.commands]
    return {
        "format": RECORD_FORMAT,
        "version": RECORD_VERSION,
        "game": RECORD_GAME,
        "settings": settings_to_dict(record.settings),
        "hand_no": record.hand_no,
        "dealer": record.dealer,
        "scores_before": list(record.scores_before),
        "moons_before": [list(m) for m in record.moons_before],
        "deal": [[c.id for c in hand] for hand in record.deal],
        "commands": commands,
    }


def recorded_to_dict(rc: RecordedCommand) -> dict[str, Any]:
    """One command of a record as its JSON object: its time, the command, and the refusal seen, if any."""
    item: dict[str, Any] = {"at_s": rc.at_s, **command_to_dict(rc.command)}
    if rc.refused:
        item["refused"] = rc.refused
    return item


def dumps_record(record: PitchRecord | PitchHandLog) -> str:
    """The record as JSON text: one line per hand of the deal and per command, for easy reading."""
    if isinstance(record, PitchHandLog):
        record = record_from_log(record)
    lines = []
    for key, value in record_to_dict(record).items():
        if key in ("deal", "commands") and value:
            inner = ",\n".join("    " + json.dumps(item) for item in value)
            lines.append(f"  {json.dumps(key)}: [\n{inner}\n  ]")
        else:
            lines.append(f"  {json.dumps(key)}: {json.dumps(value)}")
    return "{\n" + ",\n".join(lines) + "\n}\n"


def write_record(record: PitchRecord | PitchHandLog, path: str | Path) -> None:
    """Write the record to ``path`` as UTF-8 JSON, atomically (``pit_desktop.core.atomic``: a new file beside
    it, flushed, then renamed over it), so a crash or a full disk never leaves half a record behind.

    Raises:
        OSError: the file cannot be written (the old file, if any, is left as it was).
    """
    write_bytes_atomically(dumps_record(record).encode("utf-8"), path)


# ---------------------------------------------------------------------------------------------- reading


def read_record(path: str | Path) -> PitchRecord:
    """Read and check the Pitch record in ``path``: only a regular file, and not more of it than any
    record may hold (:func:`pit_desktop.games.pit.engine.record.read_record_bytes`).

    Raises:
        OSError: the file cannot be read, or is not a regular file.
        RecordError: it is not a valid Pitch record (see :func:`parse_record`).
    """
    return decode_record(read_record_bytes(path))


def decode_record(data: bytes) -> PitchRecord:
    """Check a record from a file's bytes: at most :data:`MAX_RECORD_BYTES`, UTF-8 (a byte-order mark is
    allowed), then as :func:`loads_record`.

    Raises:
        RecordError: too large, not UTF-8, or not a valid Pitch record.
    """
    if len(data) > MAX_RECORD_BYTES:
        raise RecordError("record", f"larger than {MAX_RECORD_BYTES:,} bytes, far more than any hand")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as err:
        raise RecordError("record", f"not UTF-8 text ({err.reason} at byte {err.start})") from None
    return loads_record(text)


def loads_record(text: str) -> PitchRecord:
    """Parse and check a record from JSON text.

    Raises:
        RecordError: invalid or truncated JSON, or an invalid record (see :func:`parse_record`).
    """
    text = text.lstrip("\ufeff")
    if not text.strip():
        raise RecordError("record", "empty file: expected a JSON object")
    try:
        data = json.loads(text)
    except RecursionError:
        raise RecordError("record", "nested too deeply to be a hand record") from None
    except ValueError as err:
        if not isinstance(err, json.JSONDecodeError):
            raise RecordError("record", "a number in it is thousands of digits long") from None
        cut = " (the file looks truncated)" if err.pos >= len(text.rstrip()) else ""
        raise RecordError(
            "record", f"not valid JSON{cut}: {err.msg} at line {err.lineno} column {err.colno}"
        ) from None
    return parse_record(data)


def parse_record(data: object) -> PitchRecord:
    """Check decoded JSON data and build the record; optional fields get their defaults.

    Raises:
        RecordError: naming the first bad field, e.g. ``deal[1][4]: unknown card 'ZZ'``: a wrong format,
            game or version, unknown fields, bad types, an impossible deal (P-DEAL-2), a bad seat, or
            times that go back.
    """
    top = as_object(data, "record")
    if top.get("format") != RECORD_FORMAT:
        raise RecordError("format", f"{top.get('format')!r} is not {RECORD_FORMAT!r}")
    if top.get("game") != RECORD_GAME:
        raise RecordError("game", f"{top.get('game')!r} is not {RECORD_GAME!r}")
    version = top.get("version")
    if type(version) is not int or version != RECORD_VERSION:
        raise RecordError("version", f"unsupported version {version!r}: this build reads {RECORD_VERSION}")
    known_fields(top, "record", _TOP_FIELDS)
    if "deal" not in top:
        raise RecordError("deal", "missing: one list of six card ids per seat")
    raw_deal = as_list(top["deal"], "deal")
    settings = parse_settings(top.get("settings", {}), len(raw_deal))
    n = settings.players
    deal = _parse_deal(raw_deal)
    dealer = as_seat(top.get("dealer", 0), "dealer", n)
    scores = as_list(top.get("scores_before", [0] * n), "scores_before")
    if len(scores) != n:
        raise RecordError("scores_before", f"{len(scores)} scores for {n} players")
    scores_before = tuple(_score(s, f"scores_before[{i}]") for i, s in enumerate(scores))
    moons = as_list(top.get("moons_before", [[0, 0]] * n), "moons_before")
    if len(moons) != n:
        raise RecordError("moons_before", f"{len(moons)} pairs for {n} players")
    moons_before = tuple(_moon_pair(m, f"moons_before[{i}]") for i, m in enumerate(moons))
    hand_no = as_int(top.get("hand_no", 1), "hand_no")
    if hand_no < 1:
        raise RecordError("hand_no", f"hands count from 1, not {hand_no}")
    commands = _parse_commands(top.get("commands", []), n)
    return PitchRecord(settings, hand_no, dealer, scores_before, moons_before, deal, commands)


def parse_settings(raw: object, players: int) -> PitchSettings:
    """The ``settings`` object, checked against the declared settings (P-ED-1, PV-…); left-out fields
    get their defaults, ``players`` the number of hands dealt.

    Raises:
        RecordError: an unknown field, a wrong type, or a value out of range.
    """
    obj = as_object(raw, "settings")
    specs = {spec.key: spec for spec in SETTINGS}
    known_fields(obj, "settings", (*specs, "names"))
    kwargs: dict[str, Any] = {}
    for key, value in obj.items():
        if key == "names":
            names = as_list(value, "settings.names")
            for i, name in enumerate(names):
                if not isinstance(name, str):
                    raise RecordError(f"settings.names[{i}]", f"expected a name (text), not {name!r}")
            kwargs["names"] = tuple(names)
            continue
        try:
            specs[key].check(value)
        except ValueError as err:
            raise RecordError(f"settings.{key}", str(err)) from None
        kwargs[key] = value
    if kwargs.setdefault("players", players) != players:
        raise RecordError("deal", f"{players} hands, but settings.players is {kwargs['players']}")
    try:
        return PitchSettings(**kwargs).validated()
    except ValueError as err:
        raise RecordError("settings.names" if "names" in str(err) else "settings.players", str(err)) from None


def _parse_deal(raw_deal: Sequence[object]) -> tuple[tuple[Card, ...], ...]:
    """P-DEAL-2: six different cards a seat, no card dealt twice."""
    seen: dict[Card, str] = {}
    hands = []
    for i, raw_hand in enumerate(raw_deal):
        hand = as_list(raw_hand, f"deal[{i}]")
        if len(hand) != HAND_SIZE:
            raise RecordError(f"deal[{i}]", f"{len(hand)} cards; every seat is dealt {HAND_SIZE} (P-DEAL-2)")
        parsed = []
        for j, raw in enumerate(hand):
            path = f"deal[{i}][{j}]"
            c = as_card(raw, path)
            if c in seen:
                raise RecordError(path, f"{c.id} is dealt twice (also {seen[c]})")
            seen[c] = path
            parsed.append(c)
        hands.append(sorted_hand(parsed))
    return tuple(hands)


def as_card(value: object, path: str) -> Card:
    """The card with the id ``value`` (``"AS"``, ``"10H"``; any case), else a :class:`RecordError`."""
    if not isinstance(value, str):
        raise RecordError(path, f"expected a card id such as 'AS' or '10H', not {value!r}")
    try:
        return card(value)
    except ValueError:
        raise RecordError(path, f"unknown card {value!r}") from None


def _score(value: object, path: str) -> int:
    """A seat's score before the hand: a whole number within :data:`RECORD_LIMIT` of zero (P-SCORE-3)."""
    score = as_int(value, path)
    if score < -RECORD_LIMIT:
        raise RecordError(path, f"{shown(score)} is below {-RECORD_LIMIT:,}: no game goes that low")
    if score > RECORD_LIMIT:
        raise RecordError(path, f"{shown(score)} is above {RECORD_LIMIT:,}: no game goes that high")
    return score


def _moon_pair(value: object, path: str) -> tuple[int, int]:
    """A seat's ``[moons made, moons failed]`` before the hand (P-SCORE-4, P-WIN-2): two counts from 0 to
    :data:`RECORD_LIMIT`."""
    pair = as_list(value, path)
    if len(pair) != 2:
        raise RecordError(path, f"expected [moons made, moons failed], not {len(pair)} numbers")
    counts = []
    for j, raw in enumerate(pair):
        if type(raw) is not int or raw < 0:
            raise RecordError(f"{path}[{j}]", f"expected a count of moons (0 or more), not {shown(raw)}")
        if raw > RECORD_LIMIT:
            raise RecordError(f"{path}[{j}]", f"expected at most {RECORD_LIMIT:,} moons, not {shown(raw)}")
        counts.append(raw)
    return (counts[0], counts[1])


def _parse_commands(raw: object, players: int) -> tuple[RecordedCommand, ...]:
    out: list[RecordedCommand] = []
    last_s = 0.0
    for i, item in enumerate(as_list(raw, "commands")):
        path = f"commands[{i}]"
        obj = as_object(item, path)
        kind = obj.get("type")
        if not isinstance(kind, str) or kind not in _COMMAND_FIELDS:
            kinds = ", ".join(repr(k) for k in _COMMAND_FIELDS)
            raise RecordError(f"{path}.type", f"unknown command {kind!r}; expected one of {kinds}")
        fields = _COMMAND_FIELDS[kind]
        known_fields(obj, path, ("type", *fields, "at_s", "refused"))
        for name in fields:
            if name not in obj:
                raise RecordError(f"{path}.{name}", f"missing: a {kind!r} command needs {', '.join(fields)}")
        at_s = as_number(obj["at_s"], f"{path}.at_s") if "at_s" in obj else last_s
        if at_s < last_s:
            raise RecordError(f"{path}.at_s", f"{at_s} s is earlier than the command before ({last_s} s)")
        last_s = at_s
        refused = obj.get("refused")
        if refused is not None and not isinstance(refused, str):
            raise RecordError(f"{path}.refused", f"expected a reason (text) or null, not {refused!r}")
        out.append(RecordedCommand(at_s, _build_command(kind, obj, path, players), refused))
    return tuple(out)


def _build_command(kind: str, obj: Mapping[str, object], path: str, players: int) -> Command:
    if kind == "settle":
        return SettleUp()
    seat = as_seat(obj["seat"], f"{path}.seat", players)
    match kind:
        case "pass":
            return Pass(seat)
        case "bid":
            return Bid(seat, as_int(obj["bid"], f"{path}.bid"))
        case "moon":
            return ShootMoon(seat)
        case "pitch":
            return PitchCard(seat, as_card(obj["card"], f"{path}.card"))
        case "take_back":
            return TakeBack(seat)
    return PlayCard(seat, as_card(obj["card"], f"{path}.card"))
