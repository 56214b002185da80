"""``packaging/make_sounds.py`` makes every sound the games play, and the committed WAVs are its output: the
same bytes on a rerun (seeded noise), quiet enough (peaks under -1 dBFS) and clean at both ends."""

from __future__ import annotations

import array
import importlib.util
import sys
import wave
from pathlib import Path
from types import ModuleType

import pytest

from pit_desktop.core.resources import SOUND_NAMES, sound_path

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
CEILING = round(10 ** (-1 / 20) * 32767)
"""-1 dBFS as a 16-bit sample."""


@pytest.fixture(scope="module")
def make_sounds() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_sounds", PACKAGING / "make_sounds.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_sounds"] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def remade(make_sounds: ModuleType, tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("sounds")
    make_sounds.make_sounds(out)
    return out


def test_there_is_a_recipe_for_every_sound_shipped(make_sounds: ModuleType) -> None:
    assert set(make_sounds.RECIPES) == set(SOUND_NAMES)


@pytest.mark.slow  # synthesizes every sound: seconds
@pytest.mark.parametrize("name", SOUND_NAMES)
def test_the_committed_sound_is_what_the_recipe_makes(remade: Path, name: str) -> None:
    assert (remade / f"{name}.wav").read_bytes() == sound_path(name).read_bytes(), (
        f"rerun packaging/make_sounds.py {name}"
    )


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_a_sound_peaks_below_minus_1_dbfs_and_starts_and_ends_in_silence(name: str) -> None:
    with wave.open(str(sound_path(name)), "rb") as w:
        samples = array.array("h", w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    assert max(abs(x) for x in samples) < CEILING
    assert samples[0] == 0 and samples[-1] == 0
