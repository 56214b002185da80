"""The sound player's worker: plays the game's clips on ``QAudioSink`` outputs. It lives in the sound player
process (``pit_desktop.shell.sound_player``), on that process's main thread: the game's own process never
loads Qt's audio.

Why not ``QSoundEffect``: from Qt 6.10 on, each ``QSoundEffect.play()`` makes a voice that carries a socket
notifier of the thread that asked. When the audio backend's own thread drops the last reference to a
finished voice (a race inside Qt's real-time audio engine, easy to hit when an effect is played again
while it still plays), the notifier is destroyed from the wrong thread: Qt warns "Socket notifiers cannot
be enabled or disabled from another thread", the asking thread's event loop keeps polling a closed file
descriptor and loops for ever on "QSocketNotifier: Invalid socket … disabling".

Here every sound is one ``QAudioSink`` reading its clip from a ``QBuffer``: no object is shared with the
backend's thread, a playing sound is never restarted in place (a small pool per sound, extra requests
dropped), a request that waited too long (the backend blocked the player) is dropped rather than played
late, and a sink that never finishes (its device went away) is stopped after a deadline.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, QTimer, Slot
from PySide6.QtMultimedia import QAudioDevice, QAudioFormat, QAudioSink, QMediaDevices, QtAudio

from pit_desktop.core import resources
from pit_desktop.shell.sound_clips import Clip, Layout, convert, layouts_to_try, read_clip

log = logging.getLogger(__name__)

MAX_PER_SOUND = 3
"""Copies of one sound playing at once; a request beyond that is dropped."""

MAX_VOICES = 8
"""Sounds playing at once, all names together; a request beyond that is dropped."""

STALE_S = 0.5
"""A request older than this when the player gets to it is dropped (real seconds, from when it arrived)."""

GRACE_S = 1.0
"""A sink still busy this long after its clip should have ended is stopped (real seconds)."""

SWEEP_MS = 50
"""How often finished sinks are looked for while any plays, real milliseconds."""


@dataclass(slots=True)
class _Voice:
    """One sound playing: its sink, the buffer the sink reads, and when it should be over."""

    name: str
    sink: QAudioSink
    buffer: QBuffer
    ends_at: float
    deadline: float


def qt_format(layout: Layout, rate_hz: int) -> QAudioFormat:
    """The ``QAudioFormat`` for ``layout`` at ``rate_hz``."""
    fmt = QAudioFormat()
    fmt.setSampleRate(rate_hz)
    fmt.setChannelCount(layout.channels)
    fmt.setSampleFormat(getattr(QAudioFormat.SampleFormat, layout.kind.value))
    return fmt


class SoundWorker(QObject):
    """Plays clips by name. Lives in the sound player's main thread, as do the sinks it makes.

    Args:
        volume: 0.0–1.0.
        names: the sounds :meth:`start` loads (file stems of ``pit_desktop.core.resources``); more
            with :meth:`load`.
    """

    def __init__(self, volume: float, names: Iterable[str] = ()) -> None:
        super().__init__()
        self._volume = volume
        self._names: tuple[str, ...] = tuple(dict.fromkeys(names))
        self._clips: dict[str, Clip] = {}
        self._ready: dict[tuple[bytes, str], tuple[QAudioFormat, QByteArray] | None] = {}
        self._voices: list[_Voice] = []
        self._stopped = False
        self._said_no_device = False
        self.played = 0
        """Sinks started (for tests and logs)."""
        self.dropped = 0
        """Requests dropped: stale, over the pool, or refused by the backend."""
        self.heard: dict[str, int] = {}
        """Sinks started, by sound name (for tests and logs)."""
        self._sweep = QTimer(self)  # the worker's own, stopped by stop()
        self._sweep.setInterval(SWEEP_MS)
        self._sweep.timeout.connect(self._retire_finished)

    @Slot()
    def start(self) -> None:
        """Load the clips named at construction."""
        self.load(list(self._names))

    @Slot(list)
    def load(self, names: list[str]) -> None:
        """Load every clip of ``names`` not loaded yet (a new game's, ``QtSound.use``); they are the sounds
        :meth:`unplayable` checks from now on. A clip that cannot be read costs that sound only (logged)."""
        self._names = tuple(dict.fromkeys(names))
        for name in self._names:
            if name in self._clips:
                continue
            try:
                self._clips[name] = read_clip(name, str(resources.sound_path(name)))
            except Exception as err:  # a missing or broken file: that sound stays silent
                log.warning("sound %s unavailable: %s", name, err)

    def loaded(self) -> tuple[str, ...]:
        """The names of the clips loaded so far, in the order they were (for tests and checks)."""
        return tuple(self._clips)

    @Slot(str, float)
    def play(self, name: str, asked_at: float) -> None:
        """Start sound ``name``, asked for at ``asked_at`` (``time.monotonic()``), unless it is stale, its
        pool is full, or no output takes it."""
        clip = self._clips.get(name)
        if self._stopped or clip is None:
            return
        now = time.monotonic()
        busy = sum(v.name == name for v in self._voices)
        if now - asked_at > STALE_S or busy >= MAX_PER_SOUND or len(self._voices) >= MAX_VOICES:
            self.dropped += 1
            return
        device = QMediaDevices.defaultAudioOutput()
        ready = self._playable(device, clip)
        if ready is None:
            self.dropped += 1
            return
        fmt, data = ready
        buffer = QBuffer()
        buffer.setData(data)
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        sink = QAudioSink(device, fmt)
        sink.setVolume(self._volume)
        sink.start(buffer)
        if sink.error() != QtAudio.Error.NoError:
            log.debug("sound %s refused by the output: %s", name, sink.error().name)
            sink.stop()
            self.dropped += 1
            return
        self.played += 1
        self.heard[name] = self.heard.get(name, 0) + 1
        ends_at = time.monotonic() + clip.duration_s
        self._voices.append(_Voice(name, sink, buffer, ends_at, ends_at + GRACE_S))
        if not self._sweep.isActive():
            self._sweep.start()

    def _playable(self, device: QAudioDevice, clip: Clip) -> tuple[QAudioFormat, QByteArray] | None:
        """``clip`` in the first layout ``device`` takes (worked out once per device and clip), or ``None``
        when there is no output or it takes none."""
        if device.isNull():
            if not self._said_no_device:
                self._said_no_device = True
                log.info("no audio output device: playing silently")
            return None
        self._said_no_device = False
        key = (device.id().data(), clip.name)
        if key not in self._ready:
            self._ready[key] = None
            for layout in layouts_to_try(clip):
                fmt = qt_format(layout, clip.rate_hz)
                if device.isFormatSupported(fmt):
                    self._ready[key] = (fmt, QByteArray(convert(clip, layout)))
                    break
            else:
                log.warning("sound %s: %s takes none of its layouts", clip.name, device.description())
        return self._ready[key]

    @Slot()
    def _retire_finished(self) -> None:
        """Stop and free the sinks whose clip is over (or that are past their deadline)."""
        now = time.monotonic()
        playing = []
        for voice in self._voices:
            state = voice.sink.state()
            over = now >= voice.ends_at and state != QtAudio.State.ActiveState
            failed = state == QtAudio.State.StoppedState and voice.sink.error() != QtAudio.Error.NoError
            if over or failed or now >= voice.deadline:
                _retire(voice)
            else:
                playing.append(voice)
        self._voices = playing
        if not playing:
            self._sweep.stop()

    def unplayable(self) -> list[str]:
        """The sounds in use (the last :meth:`load`'s) the default output cannot play (not loaded, or no
        layout it takes); none without an output. Call after :meth:`start`."""
        device = QMediaDevices.defaultAudioOutput()
        if device.isNull():
            return []
        clips = [self._clips.get(name) for name in self._names]
        return [
            name
            for name, c in zip(self._names, clips, strict=True)
            if c is None or self._playable(device, c) is None
        ]

    def voices(self) -> int:
        """Sounds playing now."""
        return len(self._voices)

    @Slot()
    def stop(self) -> None:
        """Stop every sound, and its sweep: nothing of the worker's runs after this (the player calls it,
        in its own thread, before its event loop ends)."""
        self._stopped = True
        self._sweep.stop()
        for voice in self._voices:
            _retire(voice)
        self._voices = []


def _retire(voice: _Voice) -> None:
    voice.sink.stop()
    voice.buffer.close()
