"""Pit's checks for reading hand records: the settings, the deal and the cards; the error type and the JSON
field checks every game's records share are :mod:`pit_desktop.core.record_checks`'s, named here too.
Every check raises :class:`RecordError` naming the field at fault. Pure Python, any thread.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pit_desktop.core.record_checks import (
    MESSAGE_CHARS as MESSAGE_CHARS,
    PATH_CHARS as PATH_CHARS,
    SCORE_FLOOR as SCORE_FLOOR,
    SHOWN_CHARS as SHOWN_CHARS,
    RecordError as RecordError,
    _kind as _kind,
    as_int as as_int,
    as_list as as_list,
    as_number as as_number,
    as_object as as_object,
    as_seat as as_seat,
    field_name as field_name,
    known_fields as known_fields,
    one_line as one_line,
    shown as shown,
)
from pit_desktop.games.pit.engine.cards import BEAR, BULL, SUIT_SIZE, Card, Commodity, card_from_label
from pit_desktop.games.pit.engine.settings import (
    VARIANTS,
    Choice,
    GameSettings,
    Seconds,
    SettingError,
    Switch,
    Variant,
)

__all__ = ["RecordError"]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""


def parse_settings(raw: object, players: int) -> GameSettings:
    """The ``settings`` object; left-out fields get :class:`GameSettings` defaults, ``players`` the number
    of hands dealt (R-ED-1, and every variant of :data:`~pit_desktop.games.pit.engine.settings.VARIANTS`).

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


def as_card(value: object, path: str) -> Card:
    """The card named ``value``, any case: a commodity of R-ED, ``Bull`` or ``Bear``."""
    if not isinstance(value, str):
        raise RecordError(path, f"expected a card name such as 'Wheat' or 'Bull', not {shown(value)}")
    try:
        return card_from_label(value)
    except ValueError:
        raise RecordError(path, f"unknown card {shown(value)}") from None
