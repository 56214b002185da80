"""Pitch's remembered choices: the new-game options (the table's :class:`PitchSettings`, the bots' level and
pace) in ``QSettings`` under ``pitch/``, beside the frame's own (:class:`ShellPrefs`, whose validation this
store shares: a bad value falls back to its default, listed in ``reset_keys``)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from pit_desktop.core.bots.level import Level
from pit_desktop.core.bots.pace import Pace
from pit_desktop.games.pitch.bots.levels import PLAYER_LEVELS
from pit_desktop.games.pitch.engine.settings import SETTINGS, PitchSettings, players_range
from pit_desktop.shell.prefs import ShellPrefs


class Deck(Enum):
    """How the suits of Pitch's cards are coloured (View → Four-colour deck)."""

    TWO_COLOUR = "two"
    """♥ and ♦ red, ♠ and ♣ black: the usual deck, and the default."""
    FOUR_COLOUR = "four"
    """♠ black, ♥ red, ♦ blue, ♣ green: no two suits share a colour."""


@dataclass(frozen=True, slots=True)
class PitchNewGamePrefs:
    """What Pitch's new-game dialog asks, as the player last chose it.

    Attributes:
        settings: the table and its rules (P-ED-1, every PV- variant); no names.
        level: the level of every bot (Easy, Medium or Hard).
        pace: how fast the bots play (their thinking times multiplied by its factor).
    """

    settings: PitchSettings = field(default_factory=PitchSettings)
    level: Level = Level.MEDIUM
    pace: Pace = Pace.STANDARD


class PitchPrefsStore(ShellPrefs):
    """Reads and writes Pitch's new-game options, and the frame's choices. GUI thread only."""

    def load(self) -> PitchNewGamePrefs:
        """The options last chosen; each unreadable or disallowed value falls back to its default."""
        values: dict[str, bool | int] = {}
        for spec in SETTINGS:
            key = f"pitch/{spec.key}"
            if spec.later:
                continue
            if spec.kind is bool:
                values[spec.key] = self._read_bool(key, bool(spec.default))
            else:
                lo, hi = (min(spec.choices), max(spec.choices)) if spec.choices else (spec.lo, spec.hi)
                value = self._read_int(key, int(spec.default), lo, hi)
                if spec.choices and value not in spec.choices:
                    self._fallback(key, value, spec.default)
                    value = int(spec.default)
                values[spec.key] = value
        # each key is a field of PitchSettings (SETTINGS lists them) holding a value of its kind
        settings = PitchSettings(**values)  # type: ignore[arg-type]
        lo, hi = players_range(settings.money)
        if not lo <= settings.players <= hi:
            self._fallback("pitch/players", settings.players, PitchSettings().players)
            settings = replace(settings, players=PitchSettings().players)
        level = self._read_enum("pitch/level", Level, Level.MEDIUM)
        if level not in PLAYER_LEVELS:
            self._fallback("pitch/level", level, Level.MEDIUM)
            level = Level.MEDIUM
        pace = self._read_enum("pitch/pace", Pace, Pace.STANDARD)
        assert isinstance(level, Level) and isinstance(pace, Pace)
        return PitchNewGamePrefs(settings, level, pace)

    def save(self, prefs: PitchNewGamePrefs) -> None:
        """Remember ``prefs`` for the next game and the next run."""
        for spec in SETTINGS:
            if not spec.later:
                self._s.setValue(f"pitch/{spec.key}", getattr(prefs.settings, spec.key))
        self._s.setValue("pitch/level", prefs.level.value)
        self.set_pace(prefs.pace)

    def set_pace(self, pace: Pace) -> None:
        """Remember the bots' pace (Game → Pace, or the dialog)."""
        self._s.setValue("pitch/pace", pace.value)

    def deck(self) -> Deck:
        """How the suits are coloured: the two-colour deck unless the four-colour one was chosen; an
        unknown stored value falls back to two colours and is listed in ``reset_keys``."""
        value = self._read_enum("pitch/deck", Deck, Deck.TWO_COLOUR)
        return value if isinstance(value, Deck) else Deck.TWO_COLOUR

    def set_deck(self, deck: Deck) -> None:
        """Remember how the suits are coloured (View → Four-colour deck)."""
        self._s.setValue("pitch/deck", deck.value)
