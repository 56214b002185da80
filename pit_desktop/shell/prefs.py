"""The game-neutral choices a player makes in the window's frame, remembered between runs in ``QSettings``:
sound, language, the pause when the window is away, motion, colour scheme, the window's size and place, and
the last folder a file went to. A game's own store (Pit's :class:`~pit_desktop.games.pit.prefs.PrefsStore`)
extends :class:`ShellPrefs` with its new-game choices.

Every value is validated when read: a corrupt or wrong-typed entry (a hand-edited INI file, an old version's
key) falls back to its default with a logged warning, never an exception; :attr:`ShellPrefs.reset_keys` lists
the entries that did, so the window can tell the player. A switch reads as on or off only when it says so:
``true`` or ``false`` as Qt writes them (any case), or a real boolean; ``muted=no`` is not a switch Qt
would read right (any other text is true to it), so it falls back too. :meth:`ShellPrefs.sync` says whether
the store could be written, so the window can tell the player that choices will not be kept.
"""

from __future__ import annotations

import logging
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

log = logging.getLogger(__name__)


class Appearance(Enum):
    """The colour scheme the player chose (View → Appearance)."""

    SYSTEM = "system"
    LIGHT = "light"
    DARK = "dark"


CARD_SCALES: tuple[int, ...] = (100, 125, 150, 175)
"""The card sizes a player may choose (View → Card size), per cent of the usual size; 100 is the default."""


_SWITCH_WORDS = {"true": True, "false": False}
"""How ``QSettings`` writes a boolean in a text file (INI, the Windows registry); any case is read."""


class ShellPrefs:
    """Reads and writes the frame's choices: the mute switch, the language, the pause when the window is
    away, Reduce motion, the appearance, the window's geometry and the last folder a file went to. GUI thread
    only.

    Args:
        settings: the store to use; a default ``QSettings()`` when ``None`` (the organisation and
            application names must be set first, see :func:`pit_desktop.shell.main.run_gui`).

    Attributes:
        reset_keys: keys whose stored value was unreadable and fell back to its default (each is warned
            about once per store, and removed from the store so that the next start reads the default).
    """

    def __init__(self, settings: QSettings | None = None) -> None:
        self._s = settings if settings is not None else QSettings()
        self.reset_keys: set[str] = set()

    def settings(self) -> QSettings:
        """Where the choices are kept: another game's store reads and writes the same."""
        return self._s

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
        turned on; Qt exposes no system request for it, see :mod:`pit_desktop.games.pit.ui.motion`)."""
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

    def left_handed(self) -> bool:
        """Whether the table is laid out for the left hand: its side panel on the left (off unless turned
        on)."""
        return self._read_bool("view/left_handed", False)

    def set_left_handed(self, on: bool) -> None:
        """Remember the Left-handed layout switch."""
        self._s.setValue("view/left_handed", bool(on))

    def card_scale(self) -> int:
        """The card size chosen, per cent of the usual (one of :data:`CARD_SCALES`, 100 unless chosen); any
        other stored value falls back to 100 and is listed in :attr:`reset_keys`."""
        value = self._read_int("view/card_scale", 100, CARD_SCALES[0], CARD_SCALES[-1])
        if value not in CARD_SCALES:
            self._fallback("view/card_scale", value, 100)
            return 100
        return value

    def set_card_scale(self, percent: int) -> None:
        """Remember the card size (``percent``, one of :data:`CARD_SCALES`).

        Raises:
            ValueError: ``percent`` is not one of :data:`CARD_SCALES`.
        """
        if percent not in CARD_SCALES:
            raise ValueError(f"card size {percent} % is not one of {CARD_SCALES}")
        self._s.setValue("view/card_scale", percent)

    def last_game(self, games: tuple[str, ...]) -> str:
        """The game the player last chose (a name from ``games``, the first when none was chosen); an
        unknown name falls back to the first and is reported in :attr:`reset_keys`."""
        raw = self._raw("app/game", games[0])
        if raw is None:
            return games[0]
        if str(raw) not in games:
            self._fallback("app/game", raw, games[0])
            return games[0]
        return str(raw)

    def set_last_game(self, game: str) -> None:
        """Remember the game chosen (``pit-desktop`` opens it next time)."""
        self._s.setValue("app/game", game)

    def lesson_offered(self, game: str) -> bool:
        """Whether the first start's offer of ``game``'s lesson (Learn to play) was made already (key
        ``learn/<game>``). Missing: not yet. Unreadable: not yet either (listed in :attr:`reset_keys`), so
        the offer comes once more rather than never."""
        return self._read_bool(f"learn/{game}", False)

    def set_lesson_offered(self, game: str) -> None:
        """Remember that ``game``'s lesson was offered (whatever the answer): it is not offered again."""
        self._s.setValue(f"learn/{game}", True)

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


def plain(value: object) -> str:
    """``value`` as the settings file would show it: ``Modern``, ``true``, ``Easy,Medium`` (for logs)."""
    if isinstance(value, Enum):
        return str(value.value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple | list):
        return ",".join(plain(v) for v in value)
    return str(value)


ORGANISATION = "Pit Desktop"
"""``QCoreApplication.organizationName``; must be set before the first ``QSettings()``."""


APPLICATION = "Pit Desktop"
"""``QCoreApplication.applicationName``."""


DOMAIN = "pit-desktop.example"
"""``QCoreApplication.organizationDomain`` (macOS files settings under it)."""
