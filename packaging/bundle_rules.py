"""What goes into the Pit Desktop bundle: the rules the PyInstaller spec and the build script share.

Pure Python and free of PyInstaller and Qt imports, so the rules can be unit-tested fast. The spec
(``pit_desktop.spec``) applies :func:`keep_entry` to PyInstaller's collected binaries and data files;
``build.py`` applies :func:`prune_tree` to the finished folder as a second line of defence.

The game imports QtCore, QtGui, QtWidgets, QtSvg and QtMultimedia (for ``QAudioSink``, in its sound player
process; that module links QtNetwork, so it stays). Everything else PyInstaller's Qt hooks drag in —
QML/Quick (pulled by the virtual-keyboard input context), Pdf (pulled by the ``qpdf`` image-format plugin),
the FFmpeg media plugin (the player decodes WAV itself and plays through the platform audio API), Qt's
translations but the ``qtbase`` ones of the languages the game speaks (:data:`QT_TRANSLATIONS_KEPT`) — is
left out. The smoke test (``pit-desktop --smoke-test``) run on the built bundle is the guard that nothing
needed was removed.
"""

from __future__ import annotations

import os
import posixpath
import re
import shutil
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

APP_NAME = "Pit Desktop"
"""Name shown to players: the macOS ``.app`` name and the Windows version resource's product name."""

EXE_NAME = "pit-desktop"
"""File name of the executable and of the one-folder bundle directory in ``dist/``."""

BUNDLE_ID = "io.github.pitdesktop.PitDesktop"
"""macOS ``CFBundleIdentifier``."""

QT_MODULES_USED = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtMultimedia", "QtNetwork")
"""PySide6 extension modules the game needs; QtNetwork only because QtMultimedia links and imports it."""

_PYSIDE6_MODULES_UNUSED = (
    "Qt3DAnimation",
    "Qt3DCore",
    "Qt3DExtras",
    "Qt3DInput",
    "Qt3DLogic",
    "Qt3DRender",
    "QtAsyncio",
    "QtAxContainer",
    "QtBluetooth",
    "QtCanvasPainter",
    "QtCharts",
    "QtConcurrent",
    "QtDataVisualization",
    "QtDesigner",
    "QtGraphs",
    "QtGraphsWidgets",
    "QtHelp",
    "QtHttpServer",
    "QtLocation",
    "QtMultimediaWidgets",
    "QtNetworkAuth",
    "QtNfc",
    "QtOpenGL",
    "QtOpenGLWidgets",
    "QtPdf",
    "QtPdfWidgets",
    "QtPositioning",
    "QtPrintSupport",
    "QtQml",
    "QtQuick",
    "QtQuick3D",
    "QtQuickControls2",
    "QtQuickTest",
    "QtQuickWidgets",
    "QtRemoteObjects",
    "QtScxml",
    "QtSensors",
    "QtSerialBus",
    "QtSerialPort",
    "QtSpatialAudio",
    "QtSql",
    "QtStateMachine",
    "QtSvgWidgets",
    "QtTest",
    "QtTextToSpeech",
    "QtUiTools",
    "QtWebChannel",
    "QtWebEngineCore",
    "QtWebEngineQuick",
    "QtWebEngineWidgets",
    "QtWebSockets",
    "QtWebView",
    "QtXml",
)

PYTHON_EXCLUDES: tuple[str, ...] = (
    *(f"PySide6.{name}" for name in _PYSIDE6_MODULES_UNUSED),
    "tkinter",
    "_tkinter",
    "unittest",
    "pydoc",
    "pydoc_data",
    "doctest",
    "lib2to3",
    "idlelib",
    "xmlrpc",
    "ssl",
    "_ssl",
    "_hashlib",
    "setuptools",
    "pip",
    "pytest",
    "_pytest",
    "hypothesis",
    "pytestqt",
    "PyInstaller",
    "multiprocessing",
    "concurrent.futures.process",
)
"""Modules PyInstaller must not follow. Without ``_ssl``/``_hashlib`` the OpenSSL libraries stay out;
``hashlib`` falls back to its built-in digests and the game never opens a network connection. Without
``multiprocessing`` PyInstaller adds no start-up hook that imports it (about 9 ms of every launch); the
app's ``tournament`` command then plays in one process."""

MYPYC_DISTRIBUTIONS = ("openskill",)
"""Installed distributions that may be compiled with mypyc (openskill's wheels are): :func:`mypyc_helpers`."""


def mypyc_helpers(distributions: Iterable[str] = MYPYC_DISTRIBUTIONS) -> list[str]:
    """The top-level ``<hash>__mypyc`` extension modules that mypyc-compiled distributions load from C.

    Their compiled modules import the helper without a Python ``import`` statement, so PyInstaller's
    analysis misses it and the bundle fails with ``No module named '<hash>__mypyc'`` the first time the
    module is used (``pit-desktop tournament`` rates with openskill). The spec passes these names as hidden
    imports. A distribution installed as pure Python, or not at all, has none.

    Args:
        distributions: installed distribution names to look in.

    Returns:
        Module names, sorted, e.g. ``["662d74fafc0597a8e0f9__mypyc"]``.
    """
    from importlib import metadata

    names: set[str] = set()
    for dist in distributions:
        try:
            files = metadata.files(dist) or []
        except metadata.PackageNotFoundError:
            continue
        for file in files:
            parts = PurePosixPath(str(file)).parts
            if len(parts) == 1 and _EXTENSION.search(parts[0]):
                module = parts[0].split(".", 1)[0]
                if module.endswith("__mypyc"):
                    names.add(module)
    return sorted(names)


_DROP_QT_LIB = re.compile(
    r"^(?:lib)?Qt6?(?:Quick|Qml|Pdf|VirtualKeyboard|WebEngine|WebChannel|WebSockets|WebView|3D|Charts|"
    r"DataVisualization|Graphs|ShaderTools|Designer|UiTools|Positioning|Location|Sensors|Bluetooth|"
    r"Nfc|Sql|Test|Help|RemoteObjects|Scxml|StateMachine|TextToSpeech|SpatialAudio|HttpServer|"
    r"NetworkAuth|SerialPort|SerialBus|EglFS|EglFsKms|PrintSupport|OpenGLWidgets|MultimediaWidgets|"
    r"MultimediaQuick|SvgWidgets|CanvasPainter|LabsQml|Labs)"
)
"""Qt libraries (``libQt6Quick.so.6``, ``Qt6Quick.dll``, ``QtQuick.framework``) and PySide6 extension
modules the game never loads."""

_DROP_OTHER_LIB = re.compile(r"^(?:lib)?(?:avcodec|avformat|avutil|avdevice|avfilter|swresample|swscale)\b")
"""FFmpeg, linked only by the ``multimedia/ffmpegmediaplugin`` the game does not need."""

_DROP_FILES = frozenset({"opengl32sw.dll"})
"""Windows software OpenGL (about 20 MB); a widgets game draws with the raster engine."""

QT_TRANSLATIONS_KEPT = frozenset(f"qtbase_{lang}.qm" for lang in ("es", "pt_BR", "fr", "it", "hr"))
"""Qt's own words (standard buttons, the file dialog) in the languages the game speaks besides English
(``pit_desktop.core.resources.TRANSLATIONS``); every other Qt translation is dropped."""

_DROP_DIRS = ("translations", "qml", "metatypes", "resources/qtwebengine")
"""Directories under ``PySide6/`` or ``PySide6/Qt/`` that never ship."""

_PLUGINS_COMMON: dict[str, frozenset[str]] = {
    "iconengines": frozenset({"qsvgicon"}),
    "imageformats": frozenset({"qsvg"}),
}
_PLUGINS_BY_OS: dict[str, dict[str, frozenset[str]]] = {
    "linux": {
        "platforms": frozenset({"qxcb", "qwayland", "qoffscreen"}),
        "platforminputcontexts": frozenset(
            {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
        ),
        "platformthemes": frozenset({"qxdgdesktopportal"}),
        "xcbglintegrations": frozenset({"qxcb-glx-integration", "qxcb-egl-integration"}),
        "wayland-shell-integration": frozenset({"xdg-shell"}),
        "wayland-decoration-client": frozenset({"bradient", "adwaita"}),
        "wayland-graphics-integration-client": frozenset({"qt-plugin-wayland-egl", "shm-emulation-server"}),
    },
    "darwin": {
        "platforms": frozenset({"qcocoa", "qoffscreen"}),
        "styles": frozenset({"qmacstyle"}),
    },
    "win32": {
        "platforms": frozenset({"qwindows", "qoffscreen"}),
        "styles": frozenset({"qmodernwindowsstyle"}),
    },
}
"""Qt plugins kept, by plugin directory, per ``sys.platform`` family. Plugin directories not listed
(``multimedia``, ``tls``, ``networkinformation``, ``generic``, ``egldeviceintegrations``, ...) are dropped
whole. ``offscreen`` stays everywhere so the bundle's smoke test runs without a display."""


def os_family(platform: str | None = None) -> str:
    """``"linux"``, ``"darwin"`` or ``"win32"`` for ``platform`` (default ``sys.platform``)."""
    platform = platform or sys.platform
    if platform.startswith("win"):
        return "win32"
    if platform == "darwin":
        return "darwin"
    return "linux"


def plugins_kept(platform: str | None = None) -> Mapping[str, frozenset[str]]:
    """Plugin directory → plugin stems (``qsvg``, no ``lib`` prefix or suffix) kept on ``platform``."""
    return {**_PLUGINS_COMMON, **_PLUGINS_BY_OS[os_family(platform)]}


def _plugin_stem(filename: str) -> str:
    stem = filename.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


def keep_entry(dest: str, platform: str | None = None) -> bool:
    """Whether a file at ``dest`` (relative to the bundle's ``_internal``) belongs in the bundle.

    Args:
        dest: Destination path as PyInstaller's TOC gives it, ``/`` or ``\\`` separated,
            e.g. ``PySide6/Qt/plugins/imageformats/libqsvg.so``.
        platform: A ``sys.platform`` value; defaults to the running one.

    Returns:
        False for Qt translations, QML, unused Qt libraries and modules, FFmpeg, and every Qt plugin
        not listed in :func:`plugins_kept`; True for everything else.
    """
    path = PurePosixPath(dest.replace("\\", "/"))
    parts = path.parts
    if path.name.lower() in _DROP_FILES:
        return False
    if any(_DROP_QT_LIB.match(part) for part in parts) or _DROP_OTHER_LIB.match(path.name):
        return False
    if parts and parts[0] == "PySide6":
        inner = "/".join(parts[2:] if len(parts) > 1 and parts[1] == "Qt" else parts[1:])
        if inner == f"translations/{path.name}" and path.name in QT_TRANSLATIONS_KEPT:
            return True
        if any(inner == d or inner.startswith(d + "/") for d in _DROP_DIRS):
            return False
        if inner.startswith("plugins/"):
            plugin_dir = "/".join(parts[parts.index("plugins") + 1 : -1])
            return _plugin_stem(path.name) in plugins_kept(platform).get(plugin_dir, frozenset())
    return True


TocEntry = tuple[str, str, str]
"""A PyInstaller TOC entry: ``(dest_name, src_name, typecode)``."""


def filter_toc(entries: Iterable[TocEntry], platform: str | None = None) -> list[TocEntry]:
    """Keep the PyInstaller TOC entries ``(dest, src, typecode)`` that :func:`keep_entry` accepts."""
    return [entry for entry in entries if keep_entry(entry[0], platform)]


_EXTENSION = re.compile(r"(?:\.pyd|\.(?:cpython-[^.]+|abi3)\.so)$")
_PYTHON_RUNTIME = re.compile(r"^(?:lib)?python\d|^Python$")
_SHARED_LIB = re.compile(r"\.(?:so(?:\.\d+)*|dylib|dll)$", re.IGNORECASE)


def is_linked_library(dest: str) -> bool:
    """Whether ``dest`` is a shared library that is in the bundle only because something links it.

    Python extension modules, Qt plugins and the Python runtime are loaded on purpose (they are the
    roots of :func:`sweep_orphans`); every other shared library or framework binary is a link-time
    dependency that may have become an orphan once :func:`keep_entry` removed whatever linked it.
    """
    path = PurePosixPath(dest.replace("\\", "/"))
    if "plugins" in path.parts or "lib-dynload" in path.parts:
        return False
    if _EXTENSION.search(path.name) or _PYTHON_RUNTIME.match(path.name):
        return False
    return bool(_SHARED_LIB.search(path.name)) or any(part.endswith(".framework") for part in path.parts)


def sweep_orphans(
    entries: Iterable[TocEntry], imports_of: Callable[[str], Iterable[str]]
) -> tuple[list[TocEntry], list[TocEntry]]:
    """Split binaries into those reachable from the roots and the orphans nothing kept still links.

    PyInstaller's Qt hooks collect plugins together with everything those plugins link (GTK and Pango
    for the GTK theme, OpenSSL for the TLS backend, FFmpeg stubs, ...). After :func:`filter_toc` drops
    the plugins, their libraries stay behind unless swept here.

    Args:
        entries: Binary TOC entries ``(dest, src, typecode)`` already filtered by :func:`keep_entry`.
        imports_of: Source path of a binary → resolved source paths of the libraries it links
            (the spec passes PyInstaller's ``bindepend.get_imports``).

    Returns:
        ``(kept, orphans)``, each in the order of ``entries``.
    """
    entries = list(entries)
    files = [entry for entry in entries if entry[2] != "SYMLINK"]
    by_src = {_src_key(entry[1]): entry for entry in files}
    reached: set[str] = set()
    stack = [entry[1] for entry in files if entry[2] == "EXTENSION" or not is_linked_library(entry[0])]
    while stack:
        for linked in imports_of(stack.pop()):
            key = _src_key(linked)
            if key in by_src and key not in reached:
                reached.add(key)
                stack.append(by_src[key][1])
    orphan_dests = {
        _dest(entry[0])
        for entry in files
        if entry[2] != "EXTENSION" and is_linked_library(entry[0]) and _src_key(entry[1]) not in reached
    }
    kept_dests = {_dest(entry[0]) for entry in files} - orphan_dests
    for entry in entries:  # a symlink goes with its target (a file, or a folder such as Versions/A)
        if entry[2] == "SYMLINK":
            target = posixpath.normpath(posixpath.join(posixpath.dirname(_dest(entry[0])), _dest(entry[1])))
            if not any(d == target or d.startswith(target + "/") for d in kept_dests):
                orphan_dests.add(_dest(entry[0]))
    kept = [entry for entry in entries if _dest(entry[0]) not in orphan_dests]
    orphans = [entry for entry in entries if _dest(entry[0]) in orphan_dests]
    return kept, orphans


def _src_key(src: str) -> str:
    return os.path.normcase(os.path.realpath(src))


def _dest(dest: str) -> str:
    return dest.replace("\\", "/")


def frameworks_of(entries: Iterable[TocEntry]) -> set[str]:
    """The ``X.framework`` folders (dest paths, ``/``-separated) that the given entries live in."""
    found = set()
    for entry in entries:
        parts = PurePosixPath(entry[0].replace("\\", "/")).parts
        for i, part in enumerate(parts):
            if part.endswith(".framework"):
                found.add("/".join(parts[: i + 1]))
    return found


def slim(
    binaries: Iterable[TocEntry], datas: Iterable[TocEntry], imports_of: Callable[[str], Iterable[str]]
) -> tuple[list[TocEntry], list[TocEntry], list[TocEntry]]:
    """Apply :func:`filter_toc` and :func:`sweep_orphans` to an Analysis' binaries and data files.

    Data files inside a macOS ``.framework`` whose binary was swept go too, so no empty framework is
    left behind to break code signing.

    Returns:
        ``(binaries, datas, orphans)``: what to bundle, and the libraries swept.
    """
    kept, orphans = sweep_orphans(filter_toc(binaries), imports_of)
    gone = frameworks_of(orphans) - frameworks_of(kept)
    kept_datas = [
        entry
        for entry in filter_toc(datas)
        if not any(_dest(entry[0]).startswith(framework + "/") for framework in gone)
    ]
    return kept, kept_datas, orphans


def prune_tree(internal: Path, platform: str | None = None) -> list[Path]:
    """Delete files under a built bundle's ``internal`` folder that :func:`keep_entry` rejects, and symbolic
    links whose target is not in the bundle.

    Symlinks are removed as links (never followed); directories left empty are removed too. PyInstaller
    links top-level names to libraries it collected (``libQt6FFmpegStub-ssl.so.3`` →
    ``PySide6/Qt/lib/...``) even when the spec's sweep dropped the library: such a dangling link made
    ``cp -rL`` of the bundle fail.

    Args:
        internal: The bundle's ``_internal`` (Linux, Windows) or ``Contents/Frameworks`` (macOS) folder.
        platform: A ``sys.platform`` value; defaults to the running one.

    Returns:
        The removed files, relative to ``internal``, sorted.
    """
    removed: list[Path] = []
    for path in sorted(internal.rglob("*")):
        rel = path.relative_to(internal)
        if (path.is_file() or path.is_symlink()) and not keep_entry(rel.as_posix(), platform):
            path.unlink()
            removed.append(rel)
    for path in sorted(internal.rglob("*")):
        if path.is_symlink() and not path.exists():  # dangling, also after the removals above
            path.unlink()
            removed.append(path.relative_to(internal))
    for path in sorted(internal.rglob("*"), key=lambda p: len(p.parts), reverse=True):
        if path.is_dir() and not path.is_symlink() and not any(path.iterdir()):
            shutil.rmtree(path)
    return removed


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """``"0.1.0"`` → ``(0, 1, 0, 0)``: the four 16-bit numbers of a Windows file version.

    Raises:
        ValueError: If ``version`` does not start with one to four dot-separated integers.
    """
    match = re.match(r"^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.(\d+))?", version)
    if not match:
        raise ValueError(f"not a release version: {version!r}")
    numbers = tuple(int(n or 0) for n in match.groups())
    return numbers[0], numbers[1], numbers[2], numbers[3]


def windows_version_info(version: str) -> str:
    """The text of a PyInstaller version-info file (the ``VSVersionInfo(...)`` format) for ``version``."""
    v = version_tuple(version)
    fields = {
        "CompanyName": "Pit Desktop",
        "FileDescription": f"{APP_NAME} - the commodity-trading card game",
        "FileVersion": version,
        "InternalName": EXE_NAME,
        "LegalCopyright": "MIT License",
        "OriginalFilename": f"{EXE_NAME}.exe",
        "ProductName": APP_NAME,
        "ProductVersion": version,
    }
    strings = ",\n".join(f"          StringStruct({k!r}, {val!r})" for k, val in fields.items())
    return f"""# UTF-8
VSVersionInfo(
  ffi=FixedFileInfo(
    filevers={v!r},
    prodvers={v!r},
    mask=0x3f,
    flags=0x0,
    OS=0x40004,
    fileType=0x1,
    subtype=0x0,
    date=(0, 0)
  ),
  kids=[
    StringFileInfo([
      StringTable(
        '040904B0',
        [
{strings}
        ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def info_plist(version: str) -> dict[str, object]:
    """Entries merged into the macOS ``Info.plist`` of ``Pit Desktop.app``."""
    return {
        "CFBundleName": APP_NAME,
        "CFBundleDisplayName": APP_NAME,
        "CFBundleShortVersionString": version,
        "CFBundleVersion": version,
        "NSHighResolutionCapable": True,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "LSMinimumSystemVersion": "11.0",
        "NSHumanReadableCopyright": "MIT License",
        "NSRequiresAquaSystemAppearance": False,
    }


def read_version(repo: Path) -> str:
    """The package version, read from ``pit_desktop/__init__.py`` under ``repo`` without importing it.

    Raises:
        ValueError: If the file has no ``__version__ = "..."`` line.
    """
    text = (repo / "pit_desktop" / "__init__.py").read_text(encoding="utf-8")
    match = re.search(r"""^__version__\s*=\s*["']([^"']+)["']""", text, flags=re.M)
    if not match:
        raise ValueError("pit_desktop/__init__.py has no __version__")
    return match.group(1)


def assets_dir(repo: Path) -> Path:
    """The folder bundled as ``pit_desktop/assets``: the package's own if it has files, else ``assets/``."""
    inside = repo / "pit_desktop" / "assets"
    return inside if inside.is_dir() and any(inside.iterdir()) else repo / "assets"


@dataclass(frozen=True)
class BundleLayout:
    """Where the parts of a built bundle are.

    Attributes:
        root: What the player gets: ``dist/pit-desktop/`` or ``dist/Pit Desktop.app``.
        executable: The program to run.
        internal: Folders holding Python, Qt and the assets (``_internal``; on macOS
            ``Contents/Frameworks`` and ``Contents/Resources``).
    """

    root: Path
    executable: Path
    internal: tuple[Path, ...]


def bundle_layout(dist: Path, platform: str | None = None) -> BundleLayout:
    """The layout of the bundle PyInstaller writes into ``dist`` on ``platform`` (default: this OS)."""
    family = os_family(platform)
    if family == "darwin":
        root = dist / f"{APP_NAME}.app"
        contents = root / "Contents"
        internal = (contents / "Frameworks", contents / "Resources")
        return BundleLayout(root, contents / "MacOS" / EXE_NAME, internal)
    root = dist / EXE_NAME
    exe = root / (f"{EXE_NAME}.exe" if family == "win32" else EXE_NAME)
    return BundleLayout(root, exe, (root / "_internal",))


def archive_name(version: str, platform: str | None = None, machine: str = "x86_64") -> str:
    """File name of the archive a player downloads, e.g. ``pit-desktop-0.1.0-linux-x86_64.tar.gz``."""
    family = os_family(platform)
    label = {"win32": "windows", "darwin": "macos", "linux": "linux"}[family]
    suffix = ".tar.gz" if family == "linux" else ".zip"
    return f"{EXE_NAME}-{version}-{label}-{machine.lower()}{suffix}"
