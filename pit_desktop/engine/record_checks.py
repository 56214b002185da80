"""Checks for reading hand records: the error type, JSON field checks, the settings and the deal.

Every check raises :class:`RecordError` naming the field at fault, e.g. ``deal[1][4]: unknown card``.
The ``as_…`` helpers are plain JSON type checks for :mod:`pit_desktop.engine.record`, not engine API.
Pure Python, any thread.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from pit_desktop.engine.cards import BEAR, BULL, SUIT_SIZE, Card, Commodity, Edition, card_from_label
from pit_desktop.engine.settings import GameSettings


class RecordError(ValueError):
    """A hand record that cannot be read: malformed, truncated, wrong version, impossible deal (R-DEAL-2).

    Attributes:
        path: where in the record, e.g. ``"commands[3].cards[1]"`` (``"record"`` for the whole file).
        problem: what is wrong there.
    """

    def __init__(self, path: str, problem: str) -> None:
        super().__init__(f"{path}: {problem}")
        self.path = path
        self.problem = problem


def parse_settings(raw: object, players: int) -> GameSettings:
    """The ``settings`` object; left-out fields get :class:`GameSettings` defaults, ``players`` the number
    of hands dealt (R-ED-1, V-EDITION, V-BULL-BEAR, V-SHORT, V-BEAR-3, V-FALSE-CLAIM, V-SORT-TIME, V-SILENT).

    Raises:
        RecordError: an unknown field, a wrong type, or a value out of range.
    """
    obj = as_object(raw, "settings")
    fields = ("players", "edition", "bull_bear", "short_game", "bear_in_big_offers_only",
              "false_claim_fine", "sort_time_s", "silent", "names")  # fmt: skip
    known_fields(obj, "settings", fields)
    kwargs: dict[str, Any] = {"players": as_int(obj.get("players", players), "settings.players")}
    if kwargs["players"] != players:
        raise RecordError("deal", f"{players} hands, but settings.players is {kwargs['players']}")
    if "edition" in obj:
        name = obj["edition"]
        editions = {e.value.lower(): e for e in Edition}
        if not isinstance(name, str) or name.strip().lower() not in editions:
            raise RecordError("settings.edition", f"unknown edition {name!r}; expected 'Modern' or 'Classic'")
        kwargs["edition"] = editions[name.strip().lower()]
    for flag in ("bull_bear", "short_game", "bear_in_big_offers_only", "false_claim_fine", "silent"):
        if flag in obj:
            if type(obj[flag]) is not bool:
                raise RecordError(f"settings.{flag}", f"expected true or false, not {obj[flag]!r}")
            kwargs[flag] = obj[flag]
    if "sort_time_s" in obj:
        kwargs["sort_time_s"] = as_number(obj["sort_time_s"], "settings.sort_time_s")
    if "names" in obj:
        names = as_list(obj["names"], "settings.names")
        for i, name in enumerate(names):
            if not isinstance(name, str):
                raise RecordError(f"settings.names[{i}]", f"expected a name (text), not {name!r}")
        kwargs["names"] = tuple(names)
    try:
        return GameSettings(**kwargs).validated()
    except ValueError as err:
        field = "settings.sort_time_s" if "sorting" in str(err) else "settings.players"
        if "names" in str(err):
            field = "settings.names"
        raise RecordError(field, str(err)) from None


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
                raise RecordError(f"commodities[{i}]", f"{name!r} is not a {edition.value} commodity")
            if card in in_play:
                raise RecordError(f"commodities[{i}]", f"{name!r} is listed twice")
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
        raise RecordError(path, f"expected a whole number, not {value!r}")
    return value


def as_number(value: object, path: str) -> float:
    """``value`` as seconds: a finite number, 0 or more (R-DEAL-3 times are seconds after the deal)."""
    if type(value) not in (int, float) or not math.isfinite(value):  # type: ignore[arg-type]
        raise RecordError(path, f"expected a number of seconds, not {value!r}")
    if value < 0:  # type: ignore[operator]
        raise RecordError(path, f"expected seconds after the deal (0 or more), not {value!r}")
    return float(value)  # type: ignore[arg-type]


def as_seat(value: object, path: str, players: int) -> int:
    """``value`` if it is a seat at a table of ``players``, 0 to ``players - 1`` (R-ED-1)."""
    seat = as_int(value, path)
    if not 0 <= seat < players:
        raise RecordError(path, f"no seat {seat} at a table of {players} (seats 0 to {players - 1})")
    return seat


def as_card(value: object, path: str) -> Card:
    """The card named ``value``, any case: a commodity of R-ED, ``Bull`` or ``Bear``."""
    if not isinstance(value, str):
        raise RecordError(path, f"expected a card name such as 'Wheat' or 'Bull', not {value!r}")
    try:
        return card_from_label(value)
    except ValueError:
        raise RecordError(path, f"unknown card {value!r}") from None


def known_fields(obj: Mapping[str, object], path: str, fields: Sequence[str]) -> None:
    """Refuse a field of ``obj`` not among ``fields`` (a misspelt field would otherwise pass unseen)."""
    for key in obj:
        if key not in fields:
            where = key if path == "record" else f"{path}.{key}"
            raise RecordError(where, f"unknown field; expected one of {', '.join(fields)}")


def _kind(value: object) -> str:
    names = {dict: "an object", list: "a list", str: "text", bool: "true/false", type(None): "null"}
    return names.get(type(value), f"the number {value!r}" if isinstance(value, int | float) else repr(value))
