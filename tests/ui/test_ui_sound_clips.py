"""The sound player's clips: every sound decodes, and converts to the layouts an output may ask for (pure
Python, no Qt audio: these run everywhere); the player's worker loads the sounds of the game on the table
(Qt's audio module: skipped where it does not load, see ``pulse_server.require_multimedia``)."""

from __future__ import annotations

import struct
import wave
from array import array
from pathlib import Path

import pytest
from pulse_server import require_multimedia

from pit_desktop.core import resources
from pit_desktop.games.pit.ui.game import PIT
from pit_desktop.games.pitch.ui.game import PITCH
from pit_desktop.shell.sound import DeferredSound, SilentSound, check_wav, sound_set
from pit_desktop.shell.sound_clips import Clip, Layout, SampleKind, convert, layouts_to_try, read_clip


def _wav(path: Path, frames: bytes, width: int = 2, channels: int = 1, rate: int = 8000) -> str:
    with wave.open(str(path), "wb") as w:
        w.setsampwidth(width)
        w.setnchannels(channels)
        w.setframerate(rate)
        w.writeframes(frames)
    return str(path)


@pytest.mark.parametrize("name", resources.SOUND_NAMES)
def test_every_sound_decodes_with_its_length(name: str) -> None:
    clip = read_clip(name, str(resources.sound_path(name)))
    assert clip.layout == Layout(SampleKind.Int16, 1) and 0.05 < clip.duration_s < 3.0


def test_mono_16_bit_to_float_stereo(tmp_path: Path) -> None:
    clip = read_clip("t", _wav(tmp_path / "t.wav", struct.pack("<3h", 0, 16384, -32768)))
    assert layouts_to_try(clip) == (
        Layout(SampleKind.Int16, 1),
        Layout(SampleKind.Float, 1),
        Layout(SampleKind.Float, 2),
        Layout(SampleKind.Int16, 2),
    )
    assert list(array("f", convert(clip, Layout(SampleKind.Float, 2)))) == [0.0, 0.0, 0.5, 0.5, -1.0, -1.0]
    stereo = [0, 0, 16384, 16384, -32768, -32768]
    assert list(array("h", convert(clip, Layout(SampleKind.Int16, 2)))) == stereo
    assert convert(clip, clip.layout) == clip.pcm


def test_8_bit_is_centred_on_128(tmp_path: Path) -> None:
    clip = read_clip("t", _wav(tmp_path / "t.wav", bytes([128, 192, 0]), width=1))
    assert list(array("f", convert(clip, Layout(SampleKind.Float, 1)))) == [0.0, 0.5, -1.0]
    with pytest.raises(ValueError, match="no conversion"):
        convert(clip, Layout(SampleKind.UInt8, 2))


def test_a_stereo_clip_is_not_offered_in_mono() -> None:
    clip = Clip("t", bytes(8), Layout(SampleKind.Int16, 2), 8000)
    assert all(layout.channels == 2 for layout in layouts_to_try(clip))
    assert clip.duration_s == 2 / 8000


def test_unplayable_files_are_named(tmp_path: Path) -> None:
    wide = _wav(tmp_path / "wide.wav", bytes(6), width=3)
    empty = _wav(tmp_path / "empty.wav", b"")
    (tmp_path / "junk.wav").write_bytes(b"RIFF....WAVEjunk")
    assert "24-bit" in (check_wav(wide) or "")
    assert "not playable" in (check_wav(empty) or "")
    assert "cannot decode" in (check_wav(str(tmp_path / "junk.wav")) or "")
    assert check_wav(str(resources.sound_path("bell"))) is None


def test_the_player_loads_the_games_sounds_and_the_next_games_too(qapp) -> None:
    """Pit's and the shell's at the start, Pitch's added on a change of game (what ``QtSound.use`` sends),
    each clip once."""
    require_multimedia()
    from pit_desktop.shell.sound_worker import SoundWorker

    worker = SoundWorker(0.0, sorted(sound_set(PIT.sounds())))
    worker.start()
    assert set(worker.loaded()) == sound_set(PIT.sounds()) and "refused" in worker.loaded()
    worker.load(sorted(sound_set(PITCH.sounds())))
    assert set(worker.loaded()) == sound_set(PIT.sounds()) | sound_set(PITCH.sounds())
    assert len(worker.loaded()) == len(set(worker.loaded()))
    worker.stop()


def test_a_service_plays_only_the_names_in_use(qapp) -> None:
    silent = SilentSound()
    silent.play("gong")  # before any game names its sounds, every name is recorded (tests of a session)
    silent.use(PITCH.sounds())
    for name in ("gong", "corner", *PITCH.sounds(), "refused"):
        silent.play(name)
    assert silent.played == ["gong", *PITCH.sounds(), "refused"]
    deferred = DeferredSound()
    deferred.use(PIT.sounds())  # kept for the thread it starts; never started here
    deferred.play("bell")
    assert deferred.shutdown()
