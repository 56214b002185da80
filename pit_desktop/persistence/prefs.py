"""The new-game choices (the table's pace and Auto among them), the mute switch, the pause when the window is
away, and where Auto stands, remembered between runs in ``QSettings``.

Every value is validated when read: a corrupt or wrong-typed entry (a hand-edited INI file, an old version's
key) falls back to its default with a logged warning, never an exception; :attr:`PrefsStore.reset_keys` lists
the entries that did, so the window can tell the player. A switch reads as on or off only when it says so:
``true`` or ``false`` as Qt writes them (any case), or a real boolean; ``muted=no`` is not a switch Qt
would read right (any other text is true to it), so it falls back too. :meth:`PrefsStore.sync` says whether
the store could be written, so the window can tell the player that choices will not be kept.
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field, replace
from enum import Enum
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from pit_desktop.bots import PLAYER_LEVELS, Level, Pace
from pit_desktop.bots.auto import AUTO_LADDER, AutoSetting
from pit_desktop.engine import Edition, GameSettings
from pit_desktop.engine.settings import VARIANTS, Choice, Seconds, Switch, Variant

log = logging.getLogger(__name__)

MAX_OPPONENTS = 7
"""Most bots at one table: the Modern edition seats 8 players (R-ED-1), one of them the human."""

ORGANISATION = "Pit Desktop"
"""``QCoreApplication.organizationName``; must be set before the first ``QSettings()``."""

APPLICATION = "Pit Desktop"
"""``QCoreApplication.applicationName``."""

DOMAIN = "pit-desktop.example"
"""``QCoreApplication.organizationDomain`` (macOS files settings under it)."""


class Appearance(Enum):
    """The colour scheme the player chose (View → Appearance)."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


_SWITCH_WORDS = {"true": True, "false": False}
"""How ``QSettings`` writes a boolean in a text file (INI, the Windows registry); any case is read."""


@dataclass(frozen=True, slots=True)
class NewGamePrefs:
    """What the new-game dialog asks, as the player last chose it.

    Attributes:
        settings: the table and its rules: players including the human, 3 to the edition's maximum
            (R-ED-1), and every rule variant (:data:`~pit_desktop.engine.settings.VARIANTS`); no names.
        levels: the level of each opponent seat 1..7, in seat order (always :data:`MAX_OPPONENTS` long;
            only the first ``players - 1`` are used).
        pace: how fast the bots play (``docs/bots.md``); Standard unless chosen.
        auto: the bots' level and the pace are Auto's (:mod:`pit_desktop.bots.auto`): every bot plays at
            Auto's current rung (:meth:`PrefsStore.auto_rung`), and ``levels`` and ``pace`` wait unused.
    """

    settings: GameSettings = field(default_factory=GameSettings)
    levels: tuple[Level, ...] = field(default=(Level.MEDIUM,) * MAX_OPPONENTS)
    pace: Pace = Pace.STANDARD
    auto: bool = False

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


class PrefsStore:
    """Reads and writes :class:`NewGamePrefs`, the mute switch, the pause when the window is away, Auto's
    rung, the window's geometry and the last folder a file went to. GUI thread only.

    Args:
        settings: the store to use; a default ``QSettings()`` when ``None`` (the organisation and
            application names must be set first, see :func:`pit_desktop.ui.main.run_gui`).

    Attributes:
        reset_keys: keys whose stored value was unreadable and fell back to its default (each is warned
            about once per store, and removed from the store so that the next start reads the default).
    """

    def __init__(self, settings: QSettings | None = None) -> None:
        self._s = settings if settings is not None else QSettings()
        self.reset_keys: set[str] = set()

    # ------------------------------------------------------------------ public

    def load(self) -> NewGamePrefs:
        """The remembered choices; each bad or missing value is replaced by its default."""
        d = GameSettings()
        chosen = {spec.field: self._read_variant(spec) for spec in VARIANTS}
        edition: Edition = chosen["edition"]
        players = self._read_int("game/players", d.players, edition.min_players, edition.max_players)
        levels = self._read_levels("game/levels", NewGamePrefs().levels)
        pace = self.pace()
        auto = self._read_bool("bots/auto", False)
        return NewGamePrefs(GameSettings(players=players, **chosen), levels, pace, auto)

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
        s.setValue("bots/auto", prefs.auto)

    def pace(self) -> Pace:
        """The table's pace last chosen (in the new-game dialog or the Game menu)."""
        pace = self._read_enum("bots/pace", Pace, Pace.STANDARD)
        assert isinstance(pace, Pace)
        return pace

    def set_pace(self, pace: Pace) -> None:
        """Remember the table's pace (its id: ``relaxed``, ``standard``, ``brisk``)."""
        self._s.setValue("bots/pace", pace.value)

    def auto_rung(self) -> int:
        """Where Auto stands: an index of :data:`~pit_desktop.bots.auto.AUTO_LADDER` (:data:`AUTO_START`
        until Auto has moved)."""
        return self._read_int("bots/auto_rung", AUTO_START, 0, len(AUTO_LADDER) - 1)

    def set_auto_rung(self, rung: int) -> None:
        """Remember where Auto stands, for the next game and the next run.

        Raises:
            ValueError: ``rung`` is not an index of the ladder.
        """
        if not 0 <= rung < len(AUTO_LADDER):
            raise ValueError(f"no rung {rung} on the Auto ladder (0 to {len(AUTO_LADDER) - 1})")
        self._s.setValue("bots/auto_rung", rung)

    def pause_when_away(self) -> bool:
        """Whether the game pauses when its window is minimised or loses focus (on unless turned off)."""
        return self._read_bool("game/pause_when_away", True)

    def set_pause_when_away(self, on: bool) -> None:
        """Remember whether the game pauses when its window is away."""
        self._s.setValue("game/pause_when_away", bool(on))

    def muted(self) -> bool:
        """Whether sound is off."""
        return self._read_bool("sound/muted", False)

    def set_muted(self, muted: bool) -> None:
        """Remember the mute switch."""
        self._s.setValue("sound/muted", bool(muted))

    def language(self, spoken: tuple[str, ...]) -> str | None:
        """The language the player chose (a name from ``spoken``), or ``None`` when none was chosen: the
        system's then applies. An unknown name (an old version's, a hand edit) falls back to ``None``."""
        raw = self._raw("ui/language", None)
        if raw is None:
            return None
        if isinstance(raw, str) and raw in spoken:
            return raw
        self._fallback("ui/language", raw, None)
        return None

    def set_language(self, language: str) -> None:
        """Remember the player's language (a Qt locale name such as ``"pt_BR"``)."""
        self._s.setValue("ui/language", language)

    def window_geometry(self) -> QByteArray | None:
        """The main window's remembered size and place (``QWidget.saveGeometry``), or ``None``."""
        raw = self._raw("window/geometry", None)
        if raw is None:
            return None
        if not isinstance(raw, QByteArray) or raw.isEmpty():
            self._fallback("window/geometry", raw, "the default size")
            return None
        return raw

    def set_window_geometry(self, geometry: QByteArray) -> None:
        """Remember the main window's size and place (``QWidget.saveGeometry``)."""
        self._s.setValue("window/geometry", geometry)

    def last_folder(self) -> str:
        """The folder a file dialog opens in: the last one used if it still exists, else the user's
        documents folder (``QStandardPaths.DocumentsLocation``), else the home folder."""
        raw = self._raw("files/last_folder", None)
        if isinstance(raw, str) and raw and Path(raw).is_dir():
            return raw
        documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        return documents if documents and Path(documents).is_dir() else str(Path.home())

    def set_last_folder(self, folder: str) -> None:
        """Remember ``folder`` for the next file dialog."""
        self._s.setValue("files/last_folder", folder)

    def reduce_motion(self) -> bool:
        """Whether the table holds still: no travelling cards, sliding offers or swinging bell (off unless
        turned on; Qt exposes no system request for it, see :mod:`pit_desktop.ui.motion`)."""
        return self._read_bool("view/reduce_motion", False)

    def set_reduce_motion(self, on: bool) -> None:
        """Remember the Reduce motion switch."""
        self._s.setValue("view/reduce_motion", bool(on))

    def appearance(self) -> Appearance:
        """The colour scheme the player chose: the system's (the default), light or dark."""
        value = self._read_enum("view/appearance", Appearance, Appearance.SYSTEM)
        return value if isinstance(value, Appearance) else Appearance.SYSTEM

    def set_appearance(self, appearance: Appearance) -> None:
        """Remember the colour scheme chosen."""
        self._s.setValue("view/appearance", appearance.value)

    def coach_on(self) -> bool:
        """Whether the coach's lessons are shown after each hand (on unless switched off)."""
        return self._read_bool("coach/on", True)

    def set_coach_on(self, on: bool) -> None:
        """Remember the coach's switch."""
        self._s.setValue("coach/on", bool(on))

    def sync(self) -> bool:
        """Write pending changes to disk now.

        Returns:
            Whether the store keeps what is saved: ``False`` when the settings file cannot be written (a
            read-only folder, a full disk, a folder where the file should be), seen from
            ``QSettings.status()`` after the write and ``QSettings.isWritable()``, which tries the file
            even when nothing was pending. A file with a format error is rewritten, so it is not one.
        """
        self._s.sync()
        return self._s.status() != QSettings.Status.AccessError and self._s.isWritable()

    def location(self) -> str:
        """Where the settings are kept: a file's path, or the registry key on Windows."""
        return self._s.fileName()

    # ------------------------------------------------------------------ readers

    def _fallback(self, key: str, raw: object, default: object) -> None:
        if key in self.reset_keys:
            return
        self.reset_keys.add(key)
        shown = "an unreadable value" if raw is None else f'"{plain(raw)}"'
        log.warning("settings: ignoring %s for %s; using %s", shown, key, plain(default))
        # The bad value goes, so the default holds from now on and the player is told once, not every start.
        self._s.remove(key)

    def _raw(self, key: str, default: object) -> object | None:
        """The stored value of ``key``; ``None`` when absent, or when unreadable (``@Invalid()``: then the
        fallback to ``default`` is logged)."""
        raw = self._s.value(key)
        if raw is None and self._s.contains(key):
            self._fallback(key, None, default)
        return raw

    def _read_variant(self, spec: Variant) -> Any:
        key = f"game/{spec.saved_as}"
        match spec.kind:
            case Switch():
                return self._read_bool(key, spec.default)
            case Seconds(lo, hi):
                return float(self._read_int(key, round(spec.default), math.ceil(lo), math.floor(hi)))
            case Choice(enum):
                return self._read_enum(key, enum, spec.default)

    def _read_bool(self, key: str, default: bool) -> bool:
        raw = self._raw(key, default)
        if raw is None:
            return default
        if isinstance(raw, bool):
            return raw
        value = _SWITCH_WORDS.get(raw.strip().lower()) if isinstance(raw, str) else None
        if value is None:
            self._fallback(key, raw, default)
            return default
        return value

    def _read_int(self, key: str, default: int, lo: int, hi: int) -> int:
        raw = self._raw(key, default)
        if raw is None:
            return default
        try:
            value = int(str(raw).strip())
        except ValueError:
            value = None
        if value is None or not lo <= value <= hi:
            self._fallback(key, raw, default)
            return default
        return value

    def _read_enum(self, key: str, enum: type[Enum], default: Enum) -> Enum:
        raw = self._raw(key, default)
        if raw is None:
            return default
        try:
            return enum(str(raw))
        except ValueError:
            self._fallback(key, raw, default)
            return default

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


def plain(value: object) -> str:
    """``value`` as the settings file would show it: ``Modern``, ``true``, ``Easy,Medium`` (for logs)."""
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple | list):
        return ",".join(plain(v) for v in value)
    return str(value)


def with_levels(prefs: NewGamePrefs, level: Level) -> NewGamePrefs:
    """``prefs`` with every opponent at ``level``."""
    return replace(prefs, levels=(level,) * MAX_OPPONENTS)
