"""Find the game's asset files (card art, sounds, icons) wherever the game runs from.

This module is the one place that knows where assets live. It looks, in order, in:

1. a PyInstaller bundle: ``<sys._MEIPASS>/pit_desktop/assets`` when ``sys.frozen`` is set;
2. the installed package: ``pit_desktop/assets`` (beside this module's ``core/``), where the
   wheel puts the repository's top-level ``assets/`` folder (see ``package-dir`` in
   ``pyproject.toml``);
3. the source tree: the repository's top-level ``assets/`` folder, which serves both a
   plain checkout and an editable install (``pip install -e .``).

The first of these folders that exists is the assets root. Layout below it::

    cards/<face>.svg     one per card face, see CARD_FACES
    sounds/<name>.wav    one per sound, see SOUND_NAMES
    icons/pit.{svg,png,ico,icns}
    i18n/pit_desktop_<lang>.{ts,qm}   see TRANSLATIONS (the .qm made by the build)

Everything returned is a real filesystem :class:`pathlib.Path`, ready for Qt
(``QSvgRenderer``, ``QIcon``, ``QUrl.fromLocalFile``). This module does not import
PySide6, so the engine, the bots and the tests can use it headless.
"""

from __future__ import annotations

import sys
from pathlib import Path, PurePosixPath

__all__ = [
    "CARD_FACES",
    "COMMODITY_FACES",
    "EXPECTED_ASSETS",
    "GLYPH_FILES",
    "ICON_FILES",
    "SOUND_NAMES",
    "TRANSLATIONS",
    "AssetMissingError",
    "asset_path",
    "assets_root",
    "card_svg",
    "icon_path",
    "missing_assets",
    "sound_path",
    "translation_path",
]

COMMODITY_FACES: tuple[str, ...] = (
    "wheat",
    "barley",
    "coffee",
    "corn",
    "rye",
    "sugar",
    "oats",
    "soybeans",
    "oranges",
    "hay",
    "flax",
)
"""Card faces of the 11 commodities of both editions, highest value first (file stems)."""

CARD_FACES: tuple[str, ...] = (*COMMODITY_FACES, "bull", "bear", "back")
"""Every card image: the commodities, the Bull, the Bear and the card back (file stems)."""

SOUND_NAMES: tuple[str, ...] = (
    *("bell", "market_open", "trade", "offer", "refused", "corner", "win"),
    *("deal", "bid", "card_played", "trick_taken", "your_turn", "set_back"),
)
"""Every sound effect shipped (file stems of ``sounds/<name>.wav``): the shell's own and every game's. Which
of them a game plays, the game says (``Game.sounds()``); ``tests/packaging/test_resources.py`` checks that
each game's are here and that none is shipped unplayed."""

ICON_FILES: tuple[str, ...] = ("pit.svg", "pit.png", "pit.ico", "pit.icns")
"""The application icon in each format shipped (file names under ``icons/``)."""

GLYPH_FILES: tuple[str, ...] = ("glyph-tick.svg", "glyph-down.svg", "glyph-up.svg")
"""The style sheet's small glyphs (file names under ``icons/``): shipped as files, so that no temporary
folder is written at start-up (and left behind if the game is killed)."""

TRANSLATIONS: tuple[str, ...] = ("en", "es", "pt_BR", "fr", "it", "hr")
"""The languages the game speaks, as Qt locale names; each has ``i18n/pit_desktop_<name>.qm`` (English
holds only its plural forms), compiled at build time by ``pyside6-lrelease`` from the ``.ts`` beside it
(``build_qm.py``, the bundle's spec): a checkout never built has none."""

EXPECTED_ASSETS: tuple[str, ...] = (
    *(f"cards/{face}.svg" for face in CARD_FACES),
    *(f"i18n/pit_desktop_{name}.qm" for name in TRANSLATIONS),
    *(f"sounds/{name}.wav" for name in SOUND_NAMES),
    *(f"icons/{name}" for name in ICON_FILES),
    *(f"icons/{name}" for name in GLYPH_FILES),
)
"""Every asset the game expects, as POSIX paths relative to :func:`assets_root`."""

_PACKAGE = "pit_desktop"
_ASSETS_DIR = "assets"


class AssetMissingError(FileNotFoundError):
    """An asset file, or the assets folder itself, could not be found.

    Attributes:
        asset: The asset asked for, as a POSIX path relative to the assets root
            (``"cards/wheat.svg"``), or ``"assets"`` when no assets folder was found.
        searched: The folders (or the file) that were looked at, in order.
    """

    def __init__(self, asset: str, searched: tuple[Path, ...], reason: str = "not found") -> None:
        self.asset = asset
        self.searched = searched
        message = f"game asset {asset!r} {reason}"
        if searched:
            message += f" (looked in: {', '.join(str(p) for p in searched)})"
        super().__init__(message)


def _candidate_roots() -> tuple[Path, ...]:
    """The possible assets folders, most specific first (see the module docstring)."""
    candidates: list[Path] = []
    meipass = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and meipass:
        candidates.append(Path(meipass) / _PACKAGE / _ASSETS_DIR)
    else:  # a bundle's package files are under _MEIPASS: it needs no importlib.resources (nor its start-up)
        from importlib import resources

        try:
            package_dir = resources.files(_PACKAGE)
        except ModuleNotFoundError:  # pragma: no cover - only if the package itself is broken
            package_dir = None
        if isinstance(package_dir, Path):  # a zip import would give a non-filesystem Traversable
            candidates.append(package_dir / _ASSETS_DIR)
    package = Path(__file__).resolve().parent.parent  # pit_desktop/, this module being pit_desktop/core/
    candidates.append(package / _ASSETS_DIR)
    candidates.append(package.parent / _ASSETS_DIR)  # the repository's top-level assets/
    unique: dict[Path, None] = dict.fromkeys(candidates)
    return tuple(unique)


def assets_root() -> Path:
    """Return the folder that holds the game's assets.

    The folder is looked up on every call (a few ``stat`` calls), so it follows the
    situation the process is in: PyInstaller bundle, installed wheel or source tree.

    Returns:
        An existing directory containing ``cards/``, ``sounds/`` and ``icons/``.

    Raises:
        AssetMissingError: None of the candidate folders exists with a ``cards/`` folder
            in it (a broken install or bundle); the error lists every folder tried.
    """
    candidates = _candidate_roots()
    for candidate in candidates:
        # require the cards/ folder too, so an unrelated "assets" folder is never taken
        if (candidate / "cards").is_dir():
            return candidate
    raise AssetMissingError(_ASSETS_DIR, candidates, reason="folder not found")


def asset_path(*parts: str) -> Path:
    """Return the path of an existing asset file below :func:`assets_root`.

    Args:
        *parts: Path components relative to the assets root, e.g.
            ``asset_path("cards", "wheat.svg")``; a single ``"cards/wheat.svg"`` also works.

    Returns:
        The absolute path of the file.

    Raises:
        ValueError: No component was given, or the path is absolute or climbs out of the
            assets root (``".."``).
        AssetMissingError: The assets folder cannot be found, or the file does not exist
            in it.
    """
    if not parts:
        raise ValueError("asset_path() needs at least one path component")
    relative = PurePosixPath(*(part.replace("\\", "/") for part in parts))
    if relative.is_absolute() or ".." in relative.parts or not relative.parts:
        raise ValueError(f"asset path must be relative and stay inside the assets folder: {relative}")
    root = assets_root()
    path = root.joinpath(*relative.parts)
    if not path.is_file():
        raise AssetMissingError(relative.as_posix(), (root,))
    return path


def card_svg(face: str) -> Path:
    """Return the SVG image of a card face.

    Args:
        face: A name from :data:`CARD_FACES`, e.g. ``"wheat"``, ``"bull"``, ``"bear"`` or
            ``"back"``. Case is ignored, so an engine label such as ``"Wheat"`` works too.

    Returns:
        The absolute path of ``cards/<face>.svg``.

    Raises:
        AssetMissingError: ``face`` is not a known card face, or its file is missing.
    """
    name = face.strip().lower()
    if name not in CARD_FACES:
        raise AssetMissingError(f"cards/{face}.svg", (), reason=f"is not a card face; known: {CARD_FACES}")
    return asset_path("cards", f"{name}.svg")


def sound_path(name: str) -> Path:
    """Return the WAV file of a sound effect.

    Args:
        name: A name from :data:`SOUND_NAMES`, e.g. ``"bell"`` or ``"market_open"``.

    Returns:
        The absolute path of ``sounds/<name>.wav`` (16-bit PCM, mono, 44100 Hz).

    Raises:
        AssetMissingError: ``name`` is not a known sound, or its file is missing.
    """
    key = name.strip().lower()
    if key not in SOUND_NAMES:
        raise AssetMissingError(f"sounds/{name}.wav", (), reason=f"is not a sound; known: {SOUND_NAMES}")
    return asset_path("sounds", f"{key}.wav")


def icon_path(fmt: str = "png") -> Path:
    """Return the application icon in the given format.

    Args:
        fmt: ``"svg"``, ``"png"`` (256x256), ``"ico"`` (Windows) or ``"icns"`` (macOS).

    Returns:
        The absolute path of ``icons/pit.<fmt>``.

    Raises:
        AssetMissingError: ``fmt`` is not one of the shipped formats, or the file is missing.
    """
    file_name = f"pit.{fmt.strip().lower().lstrip('.')}"
    if file_name not in ICON_FILES:
        reason = f"is not a shipped icon; known: {ICON_FILES}"
        raise AssetMissingError(f"icons/{file_name}", (), reason=reason)
    return asset_path("icons", file_name)


def translation_path(name: str) -> Path:
    """Return the compiled translation (``.qm``) of a language.

    Args:
        name: A name from :data:`TRANSLATIONS`, e.g. ``"pt_BR"``.

    Returns:
        The absolute path of ``i18n/pit_desktop_<name>.qm``.

    Raises:
        AssetMissingError: ``name`` is not a language the game speaks, or its file is missing.
    """
    if name not in TRANSLATIONS:
        reason = f"is not a language the game speaks; known: {TRANSLATIONS}"
        raise AssetMissingError(f"i18n/pit_desktop_{name}.qm", (), reason=reason)
    return asset_path("i18n", f"pit_desktop_{name}.qm")


def missing_assets() -> list[str]:
    """List every expected asset that cannot be found.

    Returns:
        POSIX paths relative to the assets root (``"sounds/bell.wav"``), in the order
        of :data:`EXPECTED_ASSETS`; empty when the installation is complete. When the
        assets folder itself is missing, every expected asset is listed.
    """
    try:
        root = assets_root()
    except AssetMissingError:
        return list(EXPECTED_ASSETS)
    return [asset for asset in EXPECTED_ASSETS if not root.joinpath(*asset.split("/")).is_file()]
