"""Pit's remembered choices: the new-game choices (the table's pace, speed matching and Auto among them),
where Auto stands, the player's measured speed and the coach's switch, in ``QSettings``, beside the frame's
own (sound, language, pause when away, motion, appearance, window, last folder:
:class:`~pit_desktop.shell.prefs.ShellPrefs`, which this store extends and whose validation it
shares: a bad value falls back to its default, listed in ``reset_keys``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any

from pit_desktop.games.pit.bots import PLAYER_LEVELS, Level, Pace
from pit_desktop.games.pit.bots.auto import AUTO_LADDER, AutoSetting
from pit_desktop.games.pit.engine import Edition, GameSettings
from pit_desktop.games.pit.engine.settings import VARIANTS, Choice, Seconds, Switch, Variant
from pit_desktop.shell.prefs import (
    APPLICATION as APPLICATION,
    DOMAIN as DOMAIN,
    ORGANISATION as ORGANISATION,
    Appearance as Appearance,
    ShellPrefs,
)

MAX_OPPONENTS = 7
"""Most bots at one table: the Modern edition seats 8 players (R-ED-1), one of them the human."""


@dataclass(frozen=True, slots=True)
class NewGamePrefs:
    """What the new-game dialog asks, as the player last chose it.

    Attributes:
        settings: the table and its rules: players including the human, 3 to the edition's maximum
            (R-ED-1), and every rule variant (:data:`~pit_desktop.games.pit.engine.settings.VARIANTS`); no
            names.
        levels: the level of each opponent seat 1..7, in seat order (always :data:`MAX_OPPONENTS` long;
            only the first ``players - 1`` are used).
        pace: how fast the bots play (``docs/bots.md``); Standard unless chosen. A step on top of ``match``.
        match: the bots match the player's measured speed (:mod:`pit_desktop.games.pit.bots.matching`); on
            unless turned off, when they play their levels' fixed tempos.
        auto: the bots' level and the pace are Auto's (:mod:`pit_desktop.games.pit.bots.auto`): every bot
            plays at Auto's current rung (:meth:`PrefsStore.auto_rung`), and ``levels`` and ``pace`` wait
            unused.
    """

    settings: GameSettings = field(default_factory=GameSettings)
    levels: tuple[Level, ...] = field(default=(Level.MEDIUM,) * MAX_OPPONENTS)
    pace: Pace = Pace.STANDARD
    auto: bool = False
    match: bool = True

    @property
    def players(self) -> int:
        """Seats at the table, the human's included (R-ED-1)."""
        return self.settings.players

    def game_settings(self, names: tuple[str, ...] = ()) -> GameSettings:
        """These choices as the engine's settings.

        Args:
            names: display names of every seat (``players`` of them), or ``()``.

        Raises:
            ValueError: the choices do not fit together (see :meth:`GameSettings.validated`).
        """
        return replace(self.settings, names=names).validated()

    def opponent_levels(self) -> tuple[Level, ...]:
        """The levels of seats 1 .. ``players - 1``."""
        return self.levels[: self.players - 1]


AUTO_START = AUTO_LADDER.index(AutoSetting(Level.MEDIUM, Pace.STANDARD))
"""The rung Auto starts from before it knows the player: Medium, Standard (``docs/bots.md``)."""


FIRST_LEVEL = Level.EASY
"""The level of every bot for a player who has never chosen one (nothing saved yet): the lesson's own
advice, Easy to begin with; the new-game dialog shows it and the player may choose another."""


class PrefsStore(ShellPrefs):
    """Reads and writes :class:`NewGamePrefs`, Auto's rung and the coach's switch, beside the frame's choices
    (:class:`ShellPrefs`: its arguments and ``reset_keys``). GUI thread only."""

    def load(self) -> NewGamePrefs:
        """The remembered choices; each bad or missing value is replaced by its default."""
        d = GameSettings()
        chosen = {spec.field: self._read_variant(spec) for spec in VARIANTS}
        edition: Edition = chosen["edition"]
        players = self._read_int("game/players", d.players, edition.min_players, edition.max_players)
        levels = self._read_levels("game/levels", (FIRST_LEVEL,) * MAX_OPPONENTS)
        pace = self.pace()
        auto = self._read_bool("bots/auto", False)
        match = self.match_on()
        return NewGamePrefs(GameSettings(players=players, **chosen), levels, pace, auto, match)

    def save(self, prefs: NewGamePrefs) -> None:
        """Remember ``prefs`` (written to disk by ``QSettings`` in the background; :meth:`sync` forces it)."""
        s = self._s
        s.setValue("game/players", prefs.players)
        for spec in VARIANTS:
            value = getattr(prefs.settings, spec.field)
            match spec.kind:
                case Seconds():
                    value = round(value)  # whole seconds, as the dialog offers them
                case Choice():
                    value = value.value
            s.setValue(f"game/{spec.saved_as}", value)
        s.setValue("game/levels", ",".join(level.value for level in prefs.levels))
        self.set_pace(prefs.pace)
        self.set_match_on(prefs.match)
        s.setValue("bots/auto", prefs.auto)

    def pace(self) -> Pace:
        """The table's pace last chosen (in the new-game dialog or the Game menu)."""
        pace = self._read_enum("bots/pace", Pace, Pace.STANDARD)
        assert isinstance(pace, Pace)
        return pace

    def set_pace(self, pace: Pace) -> None:
        """Remember the table's pace (its id: ``relaxed``, ``standard``, ``brisk``)."""
        self._s.setValue("bots/pace", pace.value)

    def match_on(self) -> bool:
        """Whether the bots match the player's speed (in the new-game dialog or the Game menu): on unless
        turned off; a bad stored value reads as on."""
        return self._read_bool("bots/match", True)

    def set_match_on(self, on: bool) -> None:
        """Remember whether the bots match the player's speed."""
        self._s.setValue("bots/match", bool(on))

    def player_speed(self) -> tuple[float, float, float] | None:
        """The player's speed as last measured (:class:`~pit_desktop.games.pit.bots.matching.SpeedMeter`'s
        ``take``, ``look`` and ``bell`` factors, each within
        :data:`~pit_desktop.games.pit.bots.matching.FACTOR_RANGE`), for the next game to start from; ``None``
        before any was measured, or when the stored value is not three numbers in range (then the game starts
        from the Human seat's figures; the key is listed in ``reset_keys``). Loads the meter (and the engine):
        read when a game starts, not before the first frame."""
        key = "bots/speed"
        raw = self._raw(key, None)
        if raw is None:
            return None
        factors = _speed_factors(raw)
        if factors is None:
            self._fallback(key, raw, "the Human seat's figures")
        return factors

    def set_player_speed(self, take: float, look: float, bell: float) -> None:
        """Remember the player's measured speed factors (written as ``take,look,bell``).

        Raises:
            ValueError: a factor is not a number within
            :data:`~pit_desktop.games.pit.bots.matching.FACTOR_RANGE`.
        """
        factors = (take, look, bell)
        if _speed_factors(factors) is None:
            raise ValueError(f"speed factors must be numbers within the meter's range, not {factors!r}")
        self._s.setValue("bots/speed", ",".join(f"{float(f):.4f}" for f in factors))

    def auto_rung(self) -> int:
        """Where Auto stands: an index of :data:`~pit_desktop.games.pit.bots.auto.AUTO_LADDER`
        (:data:`AUTO_START` until Auto has moved)."""
        return self._read_int("bots/auto_rung", AUTO_START, 0, len(AUTO_LADDER) - 1)

    def set_auto_rung(self, rung: int) -> None:
        """Remember where Auto stands, for the next game and the next run.

        Raises:
            ValueError: ``rung`` is not an index of the ladder.
        """
        if not 0 <= rung < len(AUTO_LADDER):
            raise ValueError(f"no rung {rung} on the Auto ladder (0 to {len(AUTO_LADDER) - 1})")
        self._s.setValue("bots/auto_rung", rung)

    def coach_on(self) -> bool:
        """Whether the coach's lessons are shown after each hand (on unless switched off)."""
        return self._read_bool("coach/on", True)

    def set_coach_on(self, on: bool) -> None:
        """Remember the coach's switch."""
        self._s.setValue("coach/on", bool(on))

    # ------------------------------------------------------------------ readers

    def _read_variant(self, spec: Variant) -> Any:
        key = f"game/{spec.saved_as}"
        match spec.kind:
            case Switch():
                return self._read_bool(key, spec.default)
            case Seconds(lo, hi):
                return float(self._read_int(key, round(spec.default), math.ceil(lo), math.floor(hi)))
            case Choice(enum):
                return self._read_enum(key, enum, spec.default)

    def _read_levels(self, key: str, default: tuple[Level, ...]) -> tuple[Level, ...]:
        raw = self._raw(key, default)
        if raw is None:
            return default
        parts = raw if isinstance(raw, list) else str(raw).split(",")
        by_name = {level.value: level for level in PLAYER_LEVELS}
        try:
            levels = tuple(by_name[str(p).strip()] for p in parts)
        except KeyError:
            self._fallback(key, raw, default)
            return default
        if not levels:
            self._fallback(key, raw, default)
            return default
        return (levels + default[len(levels) :])[:MAX_OPPONENTS]


def _speed_factors(raw: object) -> tuple[float, float, float] | None:
    """Three speed factors from a stored value (``"1.1,0.9,1.0"``, or a list as ``QSettings`` may give
    it), or ``None`` unless they are three finite numbers within
    :data:`~pit_desktop.games.pit.bots.matching.FACTOR_RANGE`."""
    from pit_desktop.games.pit.bots.matching import (
        FACTOR_RANGE,  # the meter loads the engine: not at start-up
    )

    parts = raw if isinstance(raw, list | tuple) else str(raw).split(",")
    if len(parts) != 3:
        return None
    low, high = FACTOR_RANGE
    factors: list[float] = []
    for part in parts:
        if isinstance(part, bool):
            return None
        try:
            value = float(str(part).strip())
        except ValueError:
            return None
        if not (math.isfinite(value) and low <= value <= high):
            return None
        factors.append(value)
    return factors[0], factors[1], factors[2]


def with_levels(prefs: NewGamePrefs, level: Level) -> NewGamePrefs:
    """``prefs`` with every opponent at ``level``."""
    return replace(prefs, levels=(level,) * MAX_OPPONENTS)
