"""Sound behind a small service: ``QSoundEffect`` where there is an audio device, silence elsewhere.

``QSoundEffect`` logs a critical message when no audio output exists (CI, virtual machines), so tests and
such machines get :class:`SilentSound`. GUI thread only.
"""

from __future__ import annotations

import logging
from typing import Protocol

from PySide6.QtCore import QObject, QUrl

from pit_desktop import resources
from pit_desktop.resources import SOUND_NAMES

log = logging.getLogger(__name__)


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
    """A :class:`SoundService` backed by one reused ``QSoundEffect`` per sound. GUI thread only.

    Args:
        volume: 0.0–1.0.
        parent: the owning QObject.
    """

    def __init__(self, volume: float = 0.6, parent: QObject | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtMultimedia import QSoundEffect

        self.muted = False
        self._effects: dict[str, QSoundEffect] = {}
        for name in SOUND_NAMES:
            try:
                path = resources.sound_path(name)
            except Exception as err:  # a missing file costs that sound only
                log.warning("sound %s unavailable: %s", name, err)
                continue
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            effect.setVolume(volume)
            self._effects[name] = effect

    def play(self, name: str) -> None:
        """Start sound ``name`` from the beginning (unless muted)."""
        effect = self._effects.get(name)
        if effect is not None and not self.muted:
            effect.play()


def audio_available() -> bool:
    """Whether Qt sees at least one audio output device."""
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        return False
    return bool(QMediaDevices.audioOutputs())


def make_sound_service(parent: QObject | None = None) -> SoundService:
    """:class:`QtSound` when an audio output exists, else :class:`SilentSound`."""
    if audio_available():
        return QtSound(parent=parent)
    log.info("no audio output device: playing silently")
    return SilentSound()


class DeferredSound:
    """A :class:`SoundService` that starts silent and switches to the real one when :meth:`start` runs.

    Probing audio devices and loading ``QtMultimedia`` costs tens of milliseconds; deferring it until the
    window is on screen keeps start-up quick. Sounds asked for before :meth:`start` are dropped. GUI
    thread only.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        self._parent = parent
        self._inner: SoundService | None = None
        self._muted = False

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
        """Probe the audio devices and load the sounds (see :func:`make_sound_service`); idempotent."""
        if self._inner is None:
            self._inner = make_sound_service(self._parent)
            self._inner.muted = self._muted

    def play(self, name: str) -> None:
        """Play ``name`` through the real service once started."""
        if self._inner is not None:
            self._inner.play(name)


def check_wav(path: str) -> str | None:
    """Decode a WAV file the way ``QSoundEffect`` needs it (8/16-bit integer PCM).

    Returns:
        ``None`` if it is playable, else what is wrong with it.
    """
    import wave  # with the sounds, after the window's first frame

    try:
        with wave.open(path, "rb") as w:
            if w.getsampwidth() not in (1, 2):
                return f"{w.getsampwidth() * 8}-bit samples (QSoundEffect needs 8 or 16-bit PCM)"
            if w.getnframes() == 0:
                return "no audio frames"
            w.readframes(w.getnframes())
    except (OSError, EOFError, wave.Error) as err:
        return f"cannot decode: {err}"
    return None
