"""Sound behind a small service: :class:`QtSound` plays on a thread of its own, :class:`SilentSound`
plays nothing (tests, machines without audio).

The window only ever posts a sound's name; the sound thread (``pit_desktop.ui.sound_thread``) owns every
audio object, so whatever the audio backend does (blocks, fails, loses its device) the table keeps
turning. GUI-thread API.
"""

from __future__ import annotations

import contextlib
import time
import weakref
from typing import Protocol

from PySide6.QtCore import QObject, Qt, QThread, Signal

from pit_desktop.resources import SOUND_NAMES
from pit_desktop.ui.threads import end_thread

STOP_WAIT_MS = 1500
"""How long shutdown waits for the sound thread, real milliseconds."""


class SoundService(Protocol):
    """Plays the game's short sounds by name (one of ``pit_desktop.resources.SOUND_NAMES``)."""

    muted: bool
    """When ``True``, :meth:`play` does nothing."""

    def play(self, name: str) -> None:
        """Start sound ``name``; unknown names are ignored."""


class SilentSound:
    """A :class:`SoundService` that plays nothing; remembers what it was asked (for tests)."""

    def __init__(self) -> None:
        self.muted = False
        self.played: list[str] = []

    def play(self, name: str) -> None:
        """Record ``name`` (unless muted)."""
        if not self.muted:
            self.played.append(name)


class QtSound(QObject):
    """A :class:`SoundService` whose sounds play on a sound thread, one ``QAudioSink`` per sound playing.

    :meth:`play` only posts the name and when it was asked; it never waits for the audio backend. The
    thread finds the output and loads the clips itself. Call :meth:`shutdown` before the application
    ends; a ``QtSound`` freed without it ends its thread then. GUI thread only.

    Args:
        volume: 0.0–1.0.
        parent: the owning QObject.
    """

    _play_requested = Signal(str, float)
    _stop_requested = Signal()

    def __init__(self, volume: float = 0.6, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from pit_desktop.ui.sound_thread import SoundWorker

        self.muted = False
        # Qt's media integration (PulseAudio's engine and its timers) belongs to the thread that first asks
        # for a device. Asked here, it is the GUI thread's, which also destroys it at exit: asked first by
        # the sound thread, its timers would be killed from another thread when the program ends.
        from PySide6.QtMultimedia import QMediaDevices

        QMediaDevices.defaultAudioOutput()
        self.thread = QThread()
        self.thread.setObjectName("sound")
        self.worker = SoundWorker(volume)
        self.worker.moveToThread(self.thread)
        queued = Qt.ConnectionType.QueuedConnection
        self.thread.started.connect(self.worker.start, queued)
        self._play_requested.connect(self.worker.play, queued)
        self._stop_requested.connect(self.worker.stop, queued)
        # Holds the thread (never the QtSound) so the thread is ended before it can be freed.
        self._end = weakref.finalize(self, _end_sound_thread, self._stop_requested, self.thread)
        self.thread.start()

    def play(self, name: str) -> None:
        """Ask for sound ``name`` (unless muted, unknown or shut down); returns at once."""
        if not self.muted and name in SOUND_NAMES and self._end.alive:
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

    @property
    def muted(self) -> bool:
        """When ``True``, :meth:`play` does nothing (kept across :meth:`start`)."""
        return self._muted

    @muted.setter
    def muted(self, value: bool) -> None:
        self._muted = bool(value)
        if self._inner is not None:
            self._inner.muted = self._muted

    def start(self) -> None:
        """Start the sound thread; idempotent, and nothing once :meth:`shutdown` ran."""
        if self._inner is None and not self._shut:
            self._inner = QtSound(parent=self._parent)
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
