"""The game's sound clips as raw PCM, and the sample layouts an audio output may ask for.

Pure Python (``wave`` and ``array``), no Qt: the sound thread loads each clip once and converts it to a
layout the output device takes (:func:`layouts_to_try`, :func:`convert`).
"""

from __future__ import annotations

import sys
import wave
from array import array
from dataclasses import dataclass
from enum import Enum


class SampleKind(Enum):
    """How one sample is stored (names as in ``QAudioFormat.SampleFormat``)."""

    UInt8 = "UInt8"
    """8-bit unsigned integer, silence at 128."""
    Int16 = "Int16"
    """16-bit signed integer, native byte order."""
    Float = "Float"
    """32-bit float in -1.0 … 1.0, native byte order."""


_BYTES = {SampleKind.UInt8: 1, SampleKind.Int16: 2, SampleKind.Float: 4}


@dataclass(frozen=True, slots=True)
class Layout:
    """A sample layout: the kind of sample and the channel count (the sample rate stays the clip's)."""

    kind: SampleKind
    channels: int


@dataclass(frozen=True, slots=True)
class Clip:
    """One decoded sound.

    Attributes:
        name: the sound's name (one of ``pit_desktop.core.resources.SOUND_NAMES``).
        pcm: the frames, interleaved, in :attr:`layout`.
        layout: how :attr:`pcm` is stored.
        rate_hz: frames per second.
    """

    name: str
    pcm: bytes
    layout: Layout
    rate_hz: int

    @property
    def duration_s(self) -> float:
        """Length in seconds."""
        width = _BYTES[self.layout.kind]
        return len(self.pcm) / (width * self.layout.channels * self.rate_hz)


def read_clip(name: str, path: str) -> Clip:
    """Decode the WAV file ``path`` (8 or 16-bit integer PCM, mono or stereo).

    Raises:
        ValueError: another sample width or channel count, or no frames.
        OSError, EOFError, wave.Error: the file cannot be read or decoded.
    """
    with wave.open(path, "rb") as w:
        width, channels, rate, frames = w.getsampwidth(), w.getnchannels(), w.getframerate(), w.getnframes()
        pcm = w.readframes(frames)
    if width not in (1, 2) or channels not in (1, 2) or not pcm or rate <= 0:
        raise ValueError(f"{path}: {width * 8}-bit, {channels} channels, {frames} frames: not playable")
    if width == 2 and sys.byteorder == "big":  # WAV is little-endian; Qt wants native order
        samples = array("h", pcm)
        samples.byteswap()
        pcm = samples.tobytes()
    kind = SampleKind.UInt8 if width == 1 else SampleKind.Int16
    return Clip(name, pcm, Layout(kind, channels), rate)


def layouts_to_try(clip: Clip) -> tuple[Layout, ...]:
    """The layouts to offer the output device for ``clip``, best first: its own, then 32-bit float (what
    most mixers run on), then stereo."""
    own = clip.layout
    float_own, float_stereo = Layout(SampleKind.Float, own.channels), Layout(SampleKind.Float, 2)
    return tuple(dict.fromkeys((own, float_own, float_stereo, Layout(SampleKind.Int16, 2))))


def convert(clip: Clip, layout: Layout) -> bytes:
    """``clip``'s frames in ``layout`` (same rate). Mono is copied to both channels of stereo.

    Raises:
        ValueError: a layout :func:`layouts_to_try` never offers (8-bit, or stereo to mono).
    """
    if layout == clip.layout:
        return clip.pcm
    if layout.channels < clip.layout.channels or layout.kind is SampleKind.UInt8:
        raise ValueError(f"no conversion to {layout}")
    if clip.layout.kind is SampleKind.UInt8:
        values = array("h", ((b - 128) << 8 for b in clip.pcm))
    else:
        values = array("h", clip.pcm)
    samples: array = array("f", (v / 32768.0 for v in values)) if layout.kind is SampleKind.Float else values
    if layout.channels == 2 and clip.layout.channels == 1:
        stereo = array(samples.typecode, bytes(samples.itemsize * 2 * len(samples)))
        stereo[0::2] = samples
        stereo[1::2] = samples
        samples = stereo
    return samples.tobytes()
