"""Every asset the game needs is present, well-formed and found by ``pit_desktop.core.resources``."""

from __future__ import annotations

import subprocess
import sys
import tomllib
import wave
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest

from pit_desktop.core import resources
from pit_desktop.core.resources import (
    CARD_FACES,
    COMMODITY_FACES,
    EXPECTED_ASSETS,
    GLYPH_FILES,
    ICON_FILES,
    SOUND_NAMES,
    TRANSLATIONS,
    AssetMissingError,
    asset_path,
    assets_root,
    card_svg,
    icon_path,
    missing_assets,
    sound_path,
)

REPO_ROOT = Path(__file__).resolve().parents[2]
SVG_NS = "{http://www.w3.org/2000/svg}"
XLINK_HREF = "{http://www.w3.org/1999/xlink}href"


def test_nothing_is_missing() -> None:
    assert missing_assets() == []


def test_catalogue_covers_every_card_of_both_editions() -> None:
    assert len(COMMODITY_FACES) == 11
    assert set(CARD_FACES) == {*COMMODITY_FACES, "bull", "bear", "back"}
    expected_count = (
        len(CARD_FACES) + len(SOUND_NAMES) + len(ICON_FILES) + len(GLYPH_FILES) + len(TRANSLATIONS)
    )
    assert len(set(EXPECTED_ASSETS)) == len(EXPECTED_ASSETS) == expected_count


def test_card_faces_match_the_engine_labels() -> None:
    from pit_desktop.games.pit.engine.cards import Commodity, Special

    engine_faces = {card.value.lower() for card in (*Commodity, *Special)}
    assert engine_faces | {"back"} == set(CARD_FACES)


@pytest.mark.parametrize("face", CARD_FACES)
def test_card_svg_resolves_and_parses_with_a_viewbox(face: str) -> None:
    path = card_svg(face)
    assert path.is_file()
    assert path.name == f"{face}.svg"
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG_NS}svg"
    view_box = [float(v) for v in root.attrib["viewBox"].replace(",", " ").split()]
    assert len(view_box) == 4 and view_box[2] > 0 and view_box[3] > 0
    assert view_box[2] / view_box[3] == pytest.approx(250 / 350)  # poker-card ratio
    # self-contained: no embedded or linked bitmaps, no external references
    assert not list(root.iter(f"{SVG_NS}image"))
    for element in root.iter():
        assert not element.get("href") and not element.get(XLINK_HREF), element.tag


def test_card_svg_accepts_engine_labels() -> None:
    assert card_svg("Wheat") == card_svg("wheat")


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_resolves_and_is_16_bit_pcm(name: str) -> None:
    path = sound_path(name)
    assert path.name == f"{name}.wav"
    with wave.open(str(path), "rb") as wav:
        assert wav.getcomptype() == "NONE"
        assert wav.getsampwidth() == 2
        assert wav.getnchannels() in (1, 2)
        assert wav.getframerate() in (44100, 48000)
        assert 0 < wav.getnframes() / wav.getframerate() < 3.0


@pytest.mark.parametrize("game_id", ["pit", "pitch"])
def test_every_sound_a_game_names_is_shipped_and_decodes(game_id: str) -> None:
    """A game names its own sounds (``Game.sounds()``): each is a shipped file the sound thread can read."""
    from pit_desktop.shell.games import game_by_id
    from pit_desktop.shell.sound_clips import read_clip

    names = game_by_id(game_id).sounds()
    assert names and len(set(names)) == len(names)
    assert set(names) <= set(SOUND_NAMES)
    for name in names:
        clip = read_clip(name, str(sound_path(name)))
        assert 0.05 < clip.duration_s < 3.0, name


def test_every_shipped_sound_is_played_by_the_shell_or_a_game() -> None:
    from pit_desktop.shell.games import GAME_IDS, every_sound
    from pit_desktop.shell.sound import SHARED_SOUNDS

    assert set(every_sound()) == set(SOUND_NAMES) and len(every_sound()) == len(SOUND_NAMES)
    assert every_sound()[: len(SHARED_SOUNDS)] == SHARED_SOUNDS and GAME_IDS == ("pit", "pitch")


def test_sounds_stay_small() -> None:
    total = sum(sound_path(name).stat().st_size for name in SOUND_NAMES)
    assert total < 1.5 * 1024 * 1024


@pytest.mark.parametrize("fmt", ["svg", "png", "ico", "icns"])
def test_icons_resolve_with_the_right_signature(fmt: str) -> None:
    magic = {"svg": b"<?xml", "png": b"\x89PNG\r\n\x1a\n", "ico": b"\x00\x00\x01\x00", "icns": b"icns"}
    assert icon_path(fmt).read_bytes().startswith(magic[fmt])


def test_asset_path_takes_parts_or_a_posix_path() -> None:
    assert asset_path("sounds", "bell.wav") == asset_path("sounds/bell.wav") == sound_path("bell")
    assert asset_path("cards", "back.svg").parent.parent == assets_root()


@pytest.mark.parametrize(
    ("lookup", "named"),
    [
        (lambda: card_svg("gold"), "gold"),
        (lambda: sound_path("gong"), "gong"),
        (lambda: icon_path("gif"), "pit.gif"),
        (lambda: asset_path("cards", "joker.svg"), "cards/joker.svg"),
        (lambda: asset_path("nowhere"), "nowhere"),
    ],
)
def test_unknown_assets_raise_asset_missing_error(lookup: Callable[[], Path], named: str) -> None:
    with pytest.raises(AssetMissingError, match=named) as caught:
        lookup()
    assert isinstance(caught.value, FileNotFoundError)
    assert named in caught.value.asset


@pytest.mark.parametrize(
    "parts", [(), ("..", "pyproject.toml"), ("cards/../../pyproject.toml",), ("/etc/passwd",)]
)
def test_asset_path_refuses_paths_outside_the_assets_folder(parts: tuple[str, ...]) -> None:
    with pytest.raises(ValueError):
        asset_path(*parts)


def test_frozen_bundle_uses_meipass(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundled = tmp_path / "pit_desktop" / "assets"
    (bundled / "cards").mkdir(parents=True)
    (bundled / "cards" / "wheat.svg").write_text("<svg/>")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)

    assert assets_root() == bundled
    assert card_svg("wheat") == bundled / "cards" / "wheat.svg"
    assert "sounds/bell.wav" in missing_assets()


def test_no_assets_folder_at_all(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    nowhere = tmp_path / "missing"
    monkeypatch.setattr(resources, "_candidate_roots", lambda: (nowhere,))

    with pytest.raises(AssetMissingError, match="assets") as caught:
        assets_root()
    assert caught.value.searched == (nowhere,)
    assert str(nowhere) in str(caught.value)
    assert missing_assets() == list(EXPECTED_ASSETS)


def test_resources_does_not_import_qt() -> None:
    code = (
        "import sys, pit_desktop.core.resources as r; r.card_svg('back'); sys.exit('PySide6' in sys.modules)"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_pyproject_ships_every_package_and_the_assets() -> None:
    """The package list in pyproject.toml is written by hand; a subpackage left out would be
    missing from the wheel, so compare it with the source tree."""
    config = tomllib.loads((REPO_ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    inits = (REPO_ROOT / "pit_desktop").rglob("__init__.py")
    source_packages = {".".join(init.parent.relative_to(REPO_ROOT).parts) for init in inits}
    asset_folders = ("cards", "i18n", "icons", "sounds")
    asset_packages = {"pit_desktop.assets", *(f"pit_desktop.assets.{folder}" for folder in asset_folders)}
    assert set(config["packages"]) == source_packages | asset_packages
    assert config["package-dir"] == {"pit_desktop.assets": "assets"}
    shipped = config["package-data"]
    for asset in EXPECTED_ASSETS:
        folder, name = asset.split("/")
        patterns = shipped[f"pit_desktop.assets.{folder}"]
        assert any(Path(name).match(pattern) for pattern in patterns), asset
