"""The settings of one game: players, edition and variants (R-ED, V-…).

Each rule variant is declared once, as a field of :class:`GameSettings` made by :func:`variant`, with
everything the rest of the game needs to know about it: its rule id, its kind and range, its default, the
words a player reads (marked for translation), and the key it is remembered under. :data:`VARIANTS` lists
them in field order; validation, hand records (:mod:`pit_desktop.games.pit.engine.record_checks`), the
remembered choices (:mod:`pit_desktop.games.pit.prefs`) and the new-game dialog are all built from that list.
A new variant is one more field here, plus the rule code that reads it.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from enum import Enum
from typing import Any, NamedTuple

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pit.engine.cards import Edition

__all__ = ["GameSettings", "SettingError"]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""

TARGET_SCORE = 500
"""Points that win the standard game (R-SCORE-4)."""

SHORT_TARGET_SCORE = 250
"""Points that win the short game (V-SHORT)."""

FALSE_CLAIM_FINE = 20
"""Points lost for a refused corner claim under V-FALSE-CLAIM."""

BULL_BEAR_PENALTY = 20
"""Points each of the Bull and the Bear costs a non-cornering holder (R-SCORE-2)."""

MAX_SORT_TIME_S = 60.0
"""Longest sorting period a game may set (V-SORT-TIME)."""


class SettingError(ValueError):
    """A setting of the wrong type or out of range.

    Attributes:
        field: the :class:`GameSettings` field at fault, e.g. ``"sort_time_s"``.
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field


# The declarations are named tuples, not dataclasses: this module loads before the window's first frame,
# and four slotted dataclasses would cost it about 1.5 ms more.


class Switch(NamedTuple):
    """A variant that is on or off (``True``/``False``)."""


class Seconds(NamedTuple):
    """A variant that is a time in seconds, a number from ``lo`` to ``hi`` (remembered in whole seconds).

    Attributes:
        lo: the shortest time allowed, seconds.
        hi: the longest time allowed, seconds.
        what: what the time is, for messages (``"sorting time"``).
    """

    lo: float
    hi: float
    what: str


class Choice(NamedTuple):
    """A variant that is one member of an enum; its ``value`` is the stable id saved in files.

    Attributes:
        enum: the enum.
        what: what is chosen, for messages (``"edition"``).
        labels: the words a player reads for each member, in member order (marked for translation).
    """

    enum: type[Enum]
    what: str
    labels: tuple[str, ...]


Kind = Switch | Seconds | Choice
"""What sort of value a variant takes."""


class Variant(NamedTuple):
    """One rule variant, declared once (see :func:`variant`).

    Attributes:
        rule: its id in the rules contract (``docs/rules-pit.md``), e.g. ``"V-BEAR-3"``.
        field: its :class:`GameSettings` field, also its name in a hand record's ``settings``.
        kind: the values it takes.
        default: its value when not chosen.
        label: what a player reads for it, in English, marked for translation in the ``"Variant"`` context
            (a check box's text, or a form row's label).
        saved_as: its key among the remembered choices (``game/<saved_as>``); never changes once released.
        more: shown under "More rules" in the new-game dialog rather than with the main choices.
        requires: a :class:`Switch` variant's field that must be on for this one to count (the Bear's
            offers need the Bear), or ``None``.
        tip: a longer explanation for a tooltip (marked for translation), or ``""``.
    """

    rule: str
    field: str
    kind: Kind
    default: Any
    label: str
    saved_as: str
    more: bool = False
    requires: str | None = None
    tip: str = ""

    def check(self, value: object) -> None:
        """Check that ``value`` is one this variant takes.

        Raises:
            SettingError: a switch that is not ``True``/``False``, a time that is not a number in range,
                or a choice that is not a member of its enum.
        """
        match self.kind:
            case Switch():
                if not isinstance(value, bool):
                    raise SettingError(self.field, f"{self.field} must be true or false, not {value!r}")
            case Seconds(lo, hi, what):
                in_range = (
                    isinstance(value, int | float) and not isinstance(value, bool) and lo <= value <= hi
                )
                if not in_range:  # NaN is never in range
                    raise SettingError(
                        self.field, f"{what} must be {lo:g} to {hi:g} s, not {value!r} ({self.rule})"
                    )
            case Choice(enum, what):
                if not isinstance(value, enum):
                    raise SettingError(self.field, f"unknown {what} {value!r}")


def variant(
    rule: str,
    kind: Kind,
    default: Any,
    label: str,
    *,
    saved_as: str = "",
    more: bool = False,
    requires: str | None = None,
    tip: str = "",
) -> Any:
    """A :class:`GameSettings` field that is a rule variant: its default, and its :class:`Variant` (see
    there for the arguments; ``saved_as`` defaults to the field's name)."""
    spec = Variant(rule, "", kind, default, label, saved_as, more, requires, tip)
    return dataclasses.field(default=default, metadata={_VARIANT: spec})


_VARIANT = "variant"
"""The metadata key of a :class:`Variant` on a :class:`GameSettings` field."""


@dataclass(frozen=True, slots=True)
class GameSettings:
    """How one game is played. Immutable; validate with :meth:`validated`.

    Attributes:
        players: seats at the table, 3 to the edition's maximum (R-ED-1).
        edition: Modern (8 commodities) or Classic (7) (V-EDITION).
        bull_bear: play with the Bull and the Bear (V-BULL-BEAR).
        short_game: target 250 instead of 500 (V-SHORT).
        bear_in_big_offers_only: the Bear only in offers of 3 or 4 cards (V-BEAR-3).
        false_claim_fine: a refused claim costs 20 points (V-FALSE-CLAIM).
        sort_time_s: sorting period in seconds, 0 to :data:`MAX_SORT_TIME_S` (V-SORT-TIME, R-DEAL-3).
        silent: "the silent treatment" — counts shown as hand signals (V-SILENT).
        names: each seat's display name, or ``()``.
    """

    players: int = 4
    edition: Edition = variant(
        "V-EDITION",
        Choice(
            Edition,
            "edition",
            (
                QT_TRANSLATE_NOOP("Variant", "Modern (8 commodities)"),
                QT_TRANSLATE_NOOP("Variant", "Classic (7 commodities)"),
            ),
        ),
        Edition.MODERN,
        QT_TRANSLATE_NOOP("Variant", "Edition:"),
    )
    bull_bear: bool = variant(
        "V-BULL-BEAR", Switch(), True, QT_TRANSLATE_NOOP("Variant", "Play with the Bull and the Bear")
    )
    short_game: bool = variant(
        "V-SHORT", Switch(), False, QT_TRANSLATE_NOOP("Variant", "Short game (first to 250 instead of 500)")
    )
    bear_in_big_offers_only: bool = variant(
        "V-BEAR-3",
        Switch(),
        False,
        QT_TRANSLATE_NOOP("Variant", "The Bear only in offers of 3 or 4 cards"),
        saved_as="bear_3",
        more=True,
        requires="bull_bear",
    )
    false_claim_fine: bool = variant(
        "V-FALSE-CLAIM",
        Switch(),
        False,
        QT_TRANSLATE_NOOP("Variant", "A false corner claim costs 20 points"),
        more=True,
    )
    sort_time_s: float = variant(
        "V-SORT-TIME",
        Seconds(0.0, MAX_SORT_TIME_S, "sorting time"),
        30.0,
        QT_TRANSLATE_NOOP("Variant", "Sorting time:"),
        tip=QT_TRANSLATE_NOOP("Variant", "Time to sort your cards before the bell opens the market"),
    )
    silent: bool = variant(
        "V-SILENT",
        Switch(),
        False,
        QT_TRANSLATE_NOOP("Variant", "The silent treatment: hand signals instead of shouted counts"),
        more=True,
    )
    names: tuple[str, ...] = ()

    @property
    def target_score(self) -> int:
        """Points that end the game (R-SCORE-4, V-SHORT)."""
        return SHORT_TARGET_SCORE if self.short_game else TARGET_SCORE

    def validated(self) -> GameSettings:
        """Return ``self`` if every setting is well typed and in range (R-ED-1 and every variant's
        :meth:`Variant.check`).

        Raises:
            SettingError: a variant of the wrong type or out of range (see :meth:`Variant.check`); a
                player count that is not a whole number from 3 to the edition's maximum; ``names`` that
                are not one string per player.
        """
        for spec in VARIANTS:
            spec.check(getattr(self, spec.field))
            if spec.field == "edition":  # the seats an edition has (R-ED-1), checked once it is known
                self._check_players()
        if not isinstance(self.names, tuple) or not all(isinstance(n, str) for n in self.names):
            raise SettingError("names", f"names must be a tuple of strings, not {self.names!r}")
        if self.names and len(self.names) != self.players:
            raise SettingError("names", f"{len(self.names)} names given for {self.players} players")
        return self

    def _check_players(self) -> None:
        lo, hi = self.edition.min_players, self.edition.max_players
        if not _is_int(self.players) or not lo <= self.players <= hi:
            raise SettingError(
                "players",
                f"the {self.edition.value} edition takes {lo} to {hi} players, not {self.players!r} (R-ED-1)",
            )

    def name_of(self, seat: int) -> str:
        """The display name of ``seat`` (``"Player 2"`` when no names were set); seats per R-ED-1."""
        if self.names:
            return self.names[seat]
        return f"Player {seat + 1}"


def _variants() -> tuple[Variant, ...]:
    out = []
    for f in dataclasses.fields(GameSettings):
        spec = f.metadata.get(_VARIANT)
        if spec is not None:
            out.append(spec._replace(field=f.name, saved_as=spec.saved_as or f.name))
    return tuple(out)


VARIANTS: tuple[Variant, ...] = _variants()
"""Every rule variant, in :class:`GameSettings` field order (the order of a hand record's ``settings``)."""


def _is_int(value: object) -> bool:
    """A whole number, not a bool (``True`` would otherwise pass as 1)."""
    return isinstance(value, int) and not isinstance(value, bool)
