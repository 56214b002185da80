"""Sound behind a small service: :class:`~pit_desktop.shell.sound_link.QtSound` plays through a sound player
process of its own, :class:`SilentSound` plays nothing (tests), :class:`DeferredSound` starts the first
after the window is on screen.

Each game names the sounds it plays (``Game.sounds()``); the frame tells the service
(:meth:`SoundService.use`), which plays those and the shell's own (:data:`SHARED_SOUNDS`), and drops any other
name. The window only ever posts a sound's name; the sound player (``pit_desktop.shell.sound_player``) owns
every audio object, in another process, so whatever the audio backend does (blocks, fails, aborts, loses
its device or its server) the table keeps turning, and the game's process never loads Qt's audio at all.
When sound stops or comes back the service says so (:attr:`SoundService.news`, a :class:`SoundState`); the
frame tells the player once, in the status line. GUI-thread API.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from pit_desktop.shell.sound_link import QtSound

SHARED_SOUNDS: tuple[str, ...] = ("refused",)
"""The sounds the shell itself plays, whichever game is on the table: ``refused``, an action refused while
the game is paused (``GameSession.refused_while_paused``). File stems of ``pit_desktop.core.resources``."""


def sound_set(names: Iterable[str]) -> frozenset[str]:
    """The names a service plays for a game that plays ``names``: those and :data:`SHARED_SOUNDS`."""
    return frozenset((*SHARED_SOUNDS, *names))


class SoundNews(Enum):
    """What changed in the game's sound (the frame words each for the status line)."""

    NO_SERVER = "no-server"
    """No sound server runs: silent until one starts (then :attr:`BACK`)."""
    LOST = "lost"
    """The sound server went away: silent until one answers again (then :attr:`BACK`)."""
    BACK = "back"
    """Sound plays again after :attr:`NO_SERVER` or :attr:`LOST`."""
    UNAVAILABLE = "unavailable"
    """This computer cannot play sound: Qt's audio module or a library it needs does not load. Not tried
    again."""
    BROKEN = "broken"
    """The sound player does not run (it cannot start, or ended again and again without playing). Not tried
    again."""


@dataclass(frozen=True, slots=True)
class SoundState:
    """One piece of sound news.

    Attributes:
        news: what changed.
        detail: the system's own words for why, untranslated (a library's error, an exit status); may be
            empty.
    """

    news: SoundNews
    detail: str = ""


class SoundService(Protocol):
    """Plays the game's short sounds by name: the names the game on the table plays (:meth:`use`) and the
    shell's own (:data:`SHARED_SOUNDS`). GUI thread.

    Signals:
        news(object): a :class:`SoundState` when sound stops or comes back; each change once.
    """

    muted: bool
    """When ``True``, :meth:`play` does nothing."""

    news: Any
    """The service's ``news`` signal (see above)."""

    def use(self, names: Iterable[str]) -> None:
        """Play ``names`` (a game's ``Game.sounds()``, file stems of
        ``pit_desktop.core.resources.SOUND_NAMES``) and :data:`SHARED_SOUNDS` from now on, no other; loads
        those not loaded yet. Called by the frame for its game; a later call replaces the names (the service
        lives on across a change of game)."""

    def play(self, name: str) -> None:
        """Start sound ``name``; a name not in use (see :meth:`use`) is ignored."""


class SilentSound(QObject):
    """A :class:`SoundService` that plays nothing; remembers what it was asked (for tests).

    Until :meth:`use` is called it records every name; after, as the real service plays, only the names in
    use (:attr:`names`). Its :attr:`news` says only what a test emits.
    """

    news = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.muted = False
        self.played: list[str] = []
        """The names that would have played, in order."""
        self.names: frozenset[str] | None = None
        """The names in use (see :meth:`use`), or ``None`` before any (then every name is recorded)."""

    def use(self, names: Iterable[str]) -> None:
        """Record only ``names`` and :data:`SHARED_SOUNDS` from now on."""
        self.names = sound_set(names)

    def play(self, name: str) -> None:
        """Record ``name`` (unless muted, or not in use)."""
        if not self.muted and (self.names is None or name in self.names):
            self.played.append(name)


class DeferredSound(QObject):
    """A :class:`SoundService` that starts silent and switches to a
    :class:`~pit_desktop.shell.sound_link.QtSound` when :meth:`start` runs.

    Starting the sound player (a process) is work the first frame does not need; deferring it until the
    window is on screen keeps start-up quick. Sounds asked for before :meth:`start` are dropped. GUI thread
    only.

    Signals:
        news(object): the started service's news (a :class:`SoundState`).
    """

    news = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._inner: QtSound | None = None
        self._muted = False
        self._shut = False
        self._names: tuple[str, ...] = ()

    @property
    def service(self) -> QtSound | None:
        """The service started by :meth:`start`, or ``None`` before."""
        return self._inner

    @property
    def muted(self) -> bool:
        """When ``True``, :meth:`play` does nothing (kept across :meth:`start`)."""
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._inner is not None:
            self._inner.muted = self._muted

    def use(self, names: Iterable[str]) -> None:
        """Play ``names`` and :data:`SHARED_SOUNDS` (see ``QtSound.use``), loaded when the player starts,
        or at once if it has."""
        self._names = tuple(names)
        if self._inner is not None:
            self._inner.use(self._names)

    def start(self) -> None:
        """Start the sound service, with the names in use; idempotent, and nothing once :meth:`shutdown`
        ran."""
        if self._inner is None and not self._shut:
            from pit_desktop.shell.sound_link import QtSound

            self._inner = QtSound(parent=self, sounds=self._names)
            self._inner.muted = self._muted
            self._inner.news.connect(self.news)

    def play(self, name: str) -> None:
        """Play ``name`` through the real service once started."""
        if self._inner is not None:
            self._inner.play(name)

    def shutdown(self) -> bool:
        """End the sound player (see ``QtSound.shutdown``); no sound plays afterwards.

        Returns:
            Whether no sound player is left running.
        """
        self._shut = True
        return self._inner.shutdown() if self._inner is not None else True


def check_wav(path: str) -> str | None:
    """Decode a WAV file the way the sound thread does (8/16-bit integer PCM, mono or stereo).

    Returns:
        ``None`` if it is playable, else what is wrong with it.
    """
    import wave  # with the sounds, after the window's first frame

    from pit_desktop.shell.sound_clips import read_clip

    try:
        read_clip("check", path)
    except (OSError, EOFError, ValueError, wave.Error) as err:
        return f"cannot decode: {err}"
    return None
