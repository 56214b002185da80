"""Sound behind a small service: :class:`QtSound` plays on a thread of its own, :class:`SilentSound`
plays nothing (tests, machines without audio).

Each game names the sounds it plays (``Game.sounds()``); the frame tells the service
(:meth:`SoundService.use`), which plays those and the shell's own (:data:`SHARED_SOUNDS`), and drops any other
name. The window only ever posts a sound's name; the sound thread (``pit_desktop.ui.sound_thread``) owns every
audio object, so whatever the audio backend does (blocks, fails, loses its device) the table keeps
turning. GUI-thread API.
"""

from __future__ import annotations

import contextlib
import time
import weakref
from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QObject, Qt, QThread, Signal

from pit_desktop.ui.threads import end_thread

STOP_WAIT_MS = 1500
"""How long shutdown waits for the sound thread, real milliseconds."""

SHARED_SOUNDS: tuple[str, ...] = ("refused",)
"""The sounds the shell itself plays, whichever game is on the table: ``refused``, an action refused while
the game is paused (``GameSession.refused_while_paused``). File stems of ``pit_desktop.resources``."""


def sound_set(names: Iterable[str]) -> frozenset[str]:
    """The names a service plays for a game that plays ``names``: those and :data:`SHARED_SOUNDS`."""
    return frozenset((*SHARED_SOUNDS, *names))


class SoundService(Protocol):
    """Plays the game's short sounds by name: the names the game on the table plays (:meth:`use`) and the
    shell's own (:data:`SHARED_SOUNDS`). GUI thread."""

    muted: bool
    """When ``True``, :meth:`play` does nothing."""

    def use(self, names: Iterable[str]) -> None:
        """Play ``names`` (a game's ``Game.sounds()``, file stems of ``pit_desktop.resources.SOUND_NAMES``)
        and :data:`SHARED_SOUNDS` from now on, no other; loads those not loaded yet. Called by the frame for
        its game; a later call replaces the names (the service lives on across a change of game)."""

    def play(self, name: str) -> None:
        """Start sound ``name``; a name not in use (see :meth:`use`) is ignored."""


class SilentSound:
    """A :class:`SoundService` that plays nothing; remembers what it was asked (for tests).

    Until :meth:`use` is called it records every name; after, as the real service plays, only the names in
    use (:attr:`names`).
    """

    def __init__(self) -> None:
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


class QtSound(QObject):
    """A :class:`SoundService` whose sounds play on a sound thread, one ``QAudioSink`` per sound playing.

    :meth:`play` only posts the name and when it was asked; it never waits for the audio backend. The
    thread finds the output and loads the clips itself. Call :meth:`shutdown` before the application
    ends; a ``QtSound`` freed without it ends its thread then. GUI thread only.

    Args:
        volume: 0.0–1.0.
        parent: the owning QObject.
        sounds: the names to play besides :data:`SHARED_SOUNDS` (a game's ``Game.sounds()``; see :meth:`use`).
    """

    _play_requested = Signal(str, float)
    _load_requested = Signal(list)
    _stop_requested = Signal()

    def __init__(
        self, volume: float = 0.6, parent: QObject | None = None, sounds: Iterable[str] = ()
    ) -> None:
        super().__init__(parent)
        from pit_desktop.ui.sound_thread import SoundWorker

        self.muted = False
        self._names = sound_set(sounds)
        # Qt's media integration (PulseAudio's engine and its timers) belongs to the thread that first asks
        # for a device. Asked here, it is the GUI thread's, which also destroys it at exit: asked first by
        # the sound thread, its timers would be killed from another thread when the program ends.
        from PySide6.QtMultimedia import QMediaDevices

        QMediaDevices.defaultAudioOutput()
        self.thread = QThread()
        self.thread.setObjectName("sound")
        self.worker = SoundWorker(volume, sorted(self._names))
        self.worker.moveToThread(self.thread)
        queued = Qt.ConnectionType.QueuedConnection
        self.thread.started.connect(self.worker.start, queued)
        self._play_requested.connect(self.worker.play, queued)
        self._load_requested.connect(self.worker.load, queued)
        self._stop_requested.connect(self.worker.stop, queued)
        # Holds the thread (never the QtSound) so the thread is ended before it can be freed.
        self._end = weakref.finalize(self, _end_sound_thread, self._stop_requested, self.thread)
        self.thread.start()

    @property
    def names(self) -> frozenset[str]:
        """The names played now (see :meth:`use`)."""
        return self._names

    def use(self, names: Iterable[str]) -> None:
        """Play ``names`` and :data:`SHARED_SOUNDS` from now on; the sound thread loads those it has not
        (posted: returns at once). Nothing once shut down."""
        self._names = sound_set(names)
        if self._end.alive:
            self._load_requested.emit(sorted(self._names))

    def play(self, name: str) -> None:
        """Ask for sound ``name`` (unless muted, not in use or shut down); returns at once."""
        if not self.muted and name in self._names and self._end.alive:
            self._play_requested.emit(name, time.monotonic())

    def shutdown(self) -> bool:
        """Stop every sound and end the sound thread, waiting up to :data:`STOP_WAIT_MS`; safe to call twice.

        Returns:
            Whether the thread has finished (one stuck in the backend is left running, see
            ``pit_desktop.ui.threads``).
        """
        self._end()
        return not self.thread.isRunning()


def _end_sound_thread(stop_requested: object, thread: QThread) -> None:
    """Post the worker's stop (its sounds end, its loop quits), then wait for the thread."""
    with contextlib.suppress(RuntimeError):  # the QtSound is gone already: quitting its loop is enough
        stop_requested.emit()  # type: ignore[attr-defined]
    end_thread(thread, STOP_WAIT_MS)


class DeferredSound:
    """A :class:`SoundService` that starts silent and switches to :class:`QtSound` when :meth:`start` runs.

    Loading ``QtMultimedia`` costs tens of milliseconds; deferring it until the window is on screen keeps
    start-up quick. Sounds asked for before :meth:`start` are dropped. GUI thread only.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        self._parent = parent
        self._inner: QtSound | None = None
        self._muted = False
        self._shut = False
        self._names: tuple[str, ...] = ()

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
        """Play ``names`` and :data:`SHARED_SOUNDS` (see :meth:`QtSound.use`), loaded when the thread starts,
        or at once if it has."""
        self._names = tuple(names)
        if self._inner is not None:
            self._inner.use(self._names)

    def start(self) -> None:
        """Start the sound thread, with the names in use; idempotent, and nothing once :meth:`shutdown`
        ran."""
        if self._inner is None and not self._shut:
            self._inner = QtSound(parent=self._parent, sounds=self._names)
            self._inner.muted = self._muted

    def play(self, name: str) -> None:
        """Play ``name`` through the real service once started."""
        if self._inner is not None:
            self._inner.play(name)

    def shutdown(self) -> bool:
        """End the sound thread (see :meth:`QtSound.shutdown`); no sound plays afterwards.

        Returns:
            Whether no sound thread is left running.
        """
        self._shut = True
        return self._inner.shutdown() if self._inner is not None else True


def check_wav(path: str) -> str | None:
    """Decode a WAV file the way the sound thread does (8/16-bit integer PCM, mono or stereo).

    Returns:
        ``None`` if it is playable, else what is wrong with it.
    """
    import wave  # with the sounds, after the window's first frame

    from pit_desktop.ui.sound_clips import read_clip

    try:
        read_clip("check", path)
    except (OSError, EOFError, ValueError, wave.Error) as err:
        return f"cannot decode: {err}"
    return None
