"""Fast checks of the bundle rules, the spec and the build helpers; the real PyInstaller build runs in CI."""

from __future__ import annotations

import ast
import importlib.util
import os
import runpy
import sys
import tarfile
import zipfile
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # dataclasses look their module up here
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def rules() -> ModuleType:
    return _load("bundle_rules")


@pytest.fixture(scope="module")
def build() -> ModuleType:
    sys.path.insert(0, str(PACKAGING))  # build.py imports its siblings by name, as when run as a script
    try:
        return _load("build")
    finally:
        sys.path.remove(str(PACKAGING))


@pytest.mark.parametrize(
    ("dest", "platform"),
    [
        ("PySide6/Qt/translations/qtbase_de.qm", "linux"),
        ("PySide6\\translations\\qt_de.qm", "win32"),
        ("PySide6/Qt/qml/QtQuick/Controls/qmldir", "linux"),
        ("PySide6/Qt/lib/libQt6Quick.so.6", "linux"),
        ("PySide6/Qt/lib/libQt6Qml.so.6", "linux"),
        ("PySide6\\Qt6Pdf.dll", "win32"),
        ("PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick", "darwin"),
        ("PySide6/Qt/lib/libQt6VirtualKeyboard.so.6", "linux"),
        ("PySide6/Qt/lib/libQt6WebEngineCore.so.6", "linux"),
        ("PySide6/Qt/lib/libavcodec.so.61", "linux"),
        ("PySide6\\avformat-61.dll", "win32"),
        ("PySide6\\opengl32sw.dll", "win32"),
        ("PySide6/Qt/plugins/imageformats/libqpdf.so", "linux"),
        ("PySide6/Qt/plugins/imageformats/libqjpeg.so", "linux"),
        ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", "linux"),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", "linux"),
        ("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so", "linux"),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", "linux"),
        ("PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so", "linux"),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", "linux"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "win32"),
        ("PySide6\\plugins\\multimedia\\ffmpegmediaplugin.dll", "win32"),
        ("PySide6/Qt/plugins/platforms/libqwayland.dylib", "darwin"),
    ],
)
def test_unused_qt_parts_are_left_out(rules: ModuleType, dest: str, platform: str) -> None:
    assert not rules.keep_entry(dest, platform)


@pytest.mark.parametrize(
    ("dest", "platform"),
    [
        ("PySide6/Qt/lib/libQt6Core.so.6", "linux"),
        ("PySide6/Qt/lib/libQt6Svg.so.6", "linux"),
        ("PySide6/Qt/lib/libQt6Multimedia.so.6", "linux"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "linux"),
        ("PySide6/Qt/lib/libicudata.so.73", "linux"),
        ("PySide6/QtWidgets.abi3.so", "linux"),
        ("PySide6\\Qt6Widgets.dll", "win32"),
        ("PySide6/Qt/lib/QtGui.framework/Versions/A/QtGui", "darwin"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "linux"),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", "linux"),
        ("PySide6\\plugins\\platforms\\qwindows.dll", "win32"),
        ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", "win32"),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "darwin"),
        ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", "darwin"),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", "linux"),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", "linux"),
        ("pit_desktop/assets/cards/wheat.svg", "linux"),
        ("pit_desktop/assets/sounds/bell.wav", "win32"),
        ("pit_desktop/assets/sounds/card_played.wav", "darwin"),  # Pitch's, as Pit's
        ("libpython3.11.so.1.0", "linux"),
    ],
)
def test_what_the_game_uses_is_kept(rules: ModuleType, dest: str, platform: str) -> None:
    assert rules.keep_entry(dest, platform)


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_every_os_keeps_offscreen_and_svg(rules: ModuleType, platform: str) -> None:
    kept = rules.plugins_kept(platform)
    assert "qoffscreen" in kept["platforms"]  # the bundle's smoke test runs without a display
    assert kept["imageformats"] == {"qsvg"}
    assert kept["iconengines"] == {"qsvgicon"}


@pytest.mark.parametrize(
    ("listing", "platform", "expected"),
    [
        (
            "pyside6-6.11.3-win_amd64-plugins.txt",
            "win32",
            {
                "PySide6/plugins/iconengines/qsvgicon.dll",
                "PySide6/plugins/imageformats/qsvg.dll",
                "PySide6/plugins/platforms/qoffscreen.dll",
                "PySide6/plugins/platforms/qwindows.dll",
                "PySide6/plugins/styles/qmodernwindowsstyle.dll",
            },
        ),
        (
            "pyside6-6.11.3-macos-plugins.txt",
            "darwin",
            {
                "PySide6/Qt/plugins/iconengines/libqsvgicon.dylib",
                "PySide6/Qt/plugins/imageformats/libqsvg.dylib",
                "PySide6/Qt/plugins/platforms/libqcocoa.dylib",
                "PySide6/Qt/plugins/platforms/libqoffscreen.dylib",
                "PySide6/Qt/plugins/styles/libqmacstyle.dylib",
            },
        ),
    ],
)
def test_the_real_windows_and_macos_plugins_kept(
    rules: ModuleType, listing: str, platform: str, expected: set[str]
) -> None:
    """Every Qt plugin file in the PySide6-Essentials and -Addons 6.11.3 wheels for Windows (win_amd64)
    and macOS (universal2), as the wheels list them (``tests/packaging/data``): the rules keep exactly the
    platform, offscreen, native style and SVG plugins, so those bundles are checked against real names
    even where no Windows or macOS machine builds them."""
    names = (Path(__file__).parent / "data" / listing).read_text(encoding="utf-8").split()
    assert len(names) > 50
    assert {n for n in names if rules.keep_entry(n, platform)} == expected


def _pyside6_modules_imported() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "pit_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            found.update(n.split(".")[1] for n in names if n.startswith("PySide6."))
    return found


def test_the_game_imports_only_qt_modules_the_bundle_keeps(rules: ModuleType) -> None:
    unexpected = _pyside6_modules_imported() - set(rules.QT_MODULES_USED)
    assert not unexpected, f"add {sorted(unexpected)} to QT_MODULES_USED and check the excludes"


def test_no_used_module_is_excluded(rules: ModuleType) -> None:
    excluded = {name.split(".", 1)[1] for name in rules.PYTHON_EXCLUDES if name.startswith("PySide6.")}
    assert not excluded & set(rules.QT_MODULES_USED)
    assert all(rules.keep_entry(f"PySide6/{m}.abi3.so", "linux") for m in rules.QT_MODULES_USED)


def test_sweep_drops_libraries_only_dropped_plugins_linked(rules: ModuleType, tmp_path: Path) -> None:
    src = {name: str(tmp_path / name) for name in ("ext", "libA", "libB", "libC", "libpy", "weird")}
    for path in src.values():
        Path(path).touch()
    graph = {src["ext"]: [src["libA"]], src["libA"]: [src["libB"]]}
    entries = [
        ("PySide6/QtCore.abi3.so", src["ext"], "EXTENSION"),
        ("libA.so.1", src["libA"], "BINARY"),
        ("libB.so.2", src["libB"], "BINARY"),
        ("libC.so.3", src["libC"], "BINARY"),  # linked only by a plugin filter_toc removed
        ("libpython3.11.so.1.0", src["libpy"], "BINARY"),
        ("libweird.so", src["weird"], "EXTENSION"),  # the typecode makes it a root despite its name
        ("libA.so", "libA.so.1", "SYMLINK"),
        ("libC.so", "libC.so.3", "SYMLINK"),
    ]
    kept, orphans = rules.sweep_orphans(entries, lambda s: graph.get(s, []))
    assert [e[0] for e in orphans] == ["libC.so.3", "libC.so"]
    assert [e[0] for e in kept] == [e[0] for e in entries if e[0] not in ("libC.so.3", "libC.so")]


def test_sweep_keeps_framework_folder_symlinks(rules: ModuleType, tmp_path: Path) -> None:
    lib = tmp_path / "QtCore"
    lib.touch()
    ext = tmp_path / "ext"
    ext.touch()
    entries = [
        ("PySide6/QtCore.abi3.so", str(ext), "EXTENSION"),
        ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", str(lib), "BINARY"),
        ("PySide6/Qt/lib/QtCore.framework/Versions/Current", "A", "SYMLINK"),
    ]
    kept, orphans = rules.sweep_orphans(entries, lambda s: [str(lib)] if s == str(ext) else [])
    assert not orphans and len(kept) == 3
    assert rules.frameworks_of(kept) == {"PySide6/Qt/lib/QtCore.framework"}


def test_prune_tree_removes_rejected_files_and_empty_folders(rules: ModuleType, tmp_path: Path) -> None:
    keep = tmp_path / "PySide6/Qt/plugins/platforms/libqxcb.so"
    drop = tmp_path / "PySide6/Qt/translations/qtbase_de.qm"
    for path in (keep, drop):
        path.parent.mkdir(parents=True)
        path.write_bytes(b"x")
    removed = rules.prune_tree(tmp_path, "linux")
    assert removed == [Path("PySide6/Qt/translations/qtbase_de.qm")]
    assert keep.exists() and not drop.parent.exists()


@pytest.mark.skipif(sys.platform.startswith("win"), reason="symbolic links need privileges on Windows")
def test_prune_tree_removes_links_to_nothing_so_the_bundle_copies_with_cp_rL(
    rules: ModuleType, tmp_path: Path
) -> None:
    """PyInstaller links a top-level name to each library it collected, also to those the spec swept."""
    kept = tmp_path / "PySide6/Qt/lib/libQt6Core.so.6"
    kept.parent.mkdir(parents=True)
    kept.write_bytes(b"x")
    (tmp_path / "libQt6Core.so.6").symlink_to("PySide6/Qt/lib/libQt6Core.so.6")
    (tmp_path / "libQt6FFmpegStub-ssl.so.3").symlink_to("PySide6/Qt/lib/libQt6FFmpegStub-ssl.so.3")
    removed = rules.prune_tree(tmp_path, "linux")
    assert removed == [Path("libQt6FFmpegStub-ssl.so.3")]
    assert (tmp_path / "libQt6Core.so.6").resolve() == kept.resolve()


@pytest.mark.parametrize(
    ("version", "expected"),
    [("0.1.0", (0, 1, 0, 0)), ("1.2", (1, 2, 0, 0)), ("2.0.1rc1", (2, 0, 1, 0)), ("3.4.5.6", (3, 4, 5, 6))],
)
def test_version_tuple(rules: ModuleType, version: str, expected: tuple[int, ...]) -> None:
    assert rules.version_tuple(version) == expected


def test_version_tuple_rejects_non_versions(rules: ModuleType) -> None:
    with pytest.raises(ValueError, match="not a release version"):
        rules.version_tuple("dev")


def test_windows_version_info_is_a_valid_pyinstaller_version_file(rules: ModuleType) -> None:
    text = rules.windows_version_info("1.2.3")
    names = (
        "VSVersionInfo",
        "FixedFileInfo",
        "StringFileInfo",
        "StringTable",
        "StringStruct",
        "VarFileInfo",
        "VarStruct",
    )
    namespace = {name: (lambda *a, _n=name, **k: (_n, a, k)) for name in names}
    info = eval(compile(text, "version_info.txt", "eval"), namespace)  # the format PyInstaller evals
    assert info[0] == "VSVersionInfo"
    assert info[2]["ffi"][2]["filevers"] == (1, 2, 3, 0)
    strings = dict(s[1] for s in info[2]["kids"][0][1][0][0][1][1])
    assert strings["ProductVersion"] == "1.2.3"
    assert strings["OriginalFilename"] == "pit-desktop.exe"


def test_info_plist(rules: ModuleType) -> None:
    plist = rules.info_plist("0.1.0")
    assert plist["NSHighResolutionCapable"] is True
    assert plist["CFBundleShortVersionString"] == "0.1.0"
    assert str(plist["LSApplicationCategoryType"]).startswith("public.app-category.")


def test_read_version_matches_the_package(rules: ModuleType) -> None:
    package = runpy.run_path(str(ROOT / "pit_desktop" / "__init__.py"))
    assert rules.read_version(ROOT) == package["__version__"]


@pytest.mark.parametrize(
    ("platform", "exe", "archive"),
    [
        ("linux", "pit-desktop/pit-desktop", "pit-desktop-0.1.0-linux-x86_64.tar.gz"),
        ("win32", "pit-desktop/pit-desktop.exe", "pit-desktop-0.1.0-windows-x86_64.zip"),
        ("darwin", "Pit Desktop.app/Contents/MacOS/pit-desktop", "pit-desktop-0.1.0-macos-x86_64.zip"),
    ],
)
def test_layout_and_archive_name(rules: ModuleType, platform: str, exe: str, archive: str) -> None:
    layout = rules.bundle_layout(Path("dist"), platform)
    assert layout.executable == Path("dist", exe)
    assert rules.archive_name("0.1.0", platform) == archive


def _spec_calls() -> dict[str, dict[str, ast.expr]]:
    tree = ast.parse((PACKAGING / "pit_desktop.spec").read_text(encoding="utf-8"))
    calls = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id[0].isupper():
            calls[node.func.id] = {kw.arg: kw.value for kw in node.keywords if kw.arg}
    return calls


def test_spec_is_one_folder_windowed_without_upx() -> None:
    calls = _spec_calls()
    assert {"EXE", "COLLECT", "BUNDLE"} <= set(calls)
    exe = calls["EXE"]
    assert ast.literal_eval(exe["console"]) is False
    assert ast.literal_eval(exe["upx"]) is False
    assert ast.literal_eval(exe["exclude_binaries"]) is True  # one folder, not one file
    assert ast.literal_eval(calls["COLLECT"]["upx"]) is False
    assert "pit_desktop/assets" in ast.unparse(calls["Analysis"]["datas"])


def test_icons_the_spec_names_exist() -> None:
    for name in ("pit.ico", "pit.icns"):
        assert (ROOT / "assets" / "icons" / name).is_file()


def test_tree_size_counts_files_once_and_links_as_links(build: ModuleType, tmp_path: Path) -> None:
    (tmp_path / "a").write_bytes(b"x" * 1000)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b").write_bytes(b"y" * 24)
    expected = 1024
    if sys.platform != "win32":
        os.symlink("../a", tmp_path / "sub" / "link")
        expected += os.lstat(tmp_path / "sub" / "link").st_size
    assert build.tree_size(tmp_path) == expected


@pytest.mark.parametrize("suffix", [".tar.gz", ".zip"])
def test_make_archive_holds_the_bundle_folder(build: ModuleType, tmp_path: Path, suffix: str) -> None:
    root = tmp_path / "pit-desktop"
    (root / "_internal").mkdir(parents=True)
    (root / "_internal" / "data.bin").write_bytes(b"z" * 100)
    out = build.make_archive(root, tmp_path / f"out{suffix}")
    if suffix == ".zip":
        with zipfile.ZipFile(out) as zf:
            names = zf.namelist()
    else:
        with tarfile.open(out) as tar:
            names = tar.getnames()
    assert "pit-desktop/_internal/data.bin" in names


def test_ci_and_workflow_build_and_smoke_test_the_bundle() -> None:
    workflow = (ROOT / ".github" / "workflows" / "build.yml").read_text(encoding="utf-8")
    assert "packaging/build.py --smoke-test" in workflow
    for runner in ("ubuntu-", "macos-", "windows-"):
        assert runner in workflow
    assert "actions/upload-artifact" in workflow
    assert "packaging/build.py --smoke-test" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_packaging_doc_covers_the_unsigned_app_prompts() -> None:
    doc = (ROOT / "docs" / "packaging.md").read_text(encoding="utf-8")
    assert "com.apple.quarantine" in doc and "Open Anyway" in doc  # Gatekeeper
    assert "More info" in doc and "Run anyway" in doc  # SmartScreen


def test_slim_drops_data_of_swept_frameworks(rules: ModuleType, tmp_path: Path) -> None:
    ext, qtcore, qtpdf = (tmp_path / n for n in ("ext", "QtCore", "QtPdfLike"))
    for path in (ext, qtcore, qtpdf):
        path.touch()
    binaries = [
        ("PySide6/QtCore.abi3.so", str(ext), "EXTENSION"),
        ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", str(qtcore), "BINARY"),
        ("PySide6/Qt/lib/QtFoo.framework/Versions/A/QtFoo", str(qtpdf), "BINARY"),  # linked by nothing kept
    ]
    datas = [
        ("PySide6/Qt/lib/QtCore.framework/Resources/Info.plist", "x", "DATA"),
        ("PySide6/Qt/lib/QtFoo.framework/Resources/Info.plist", "y", "DATA"),
        ("PySide6/Qt/translations/qtbase_de.qm", "z", "DATA"),
    ]
    kept, kept_datas, orphans = rules.slim(binaries, datas, lambda s: [str(qtcore)] if s == str(ext) else [])
    assert [e[0] for e in orphans] == ["PySide6/Qt/lib/QtFoo.framework/Versions/A/QtFoo"]
    assert [e[0] for e in kept_datas] == ["PySide6/Qt/lib/QtCore.framework/Resources/Info.plist"]
    assert len(kept) == 2


def test_mypyc_helpers_name_importable_top_level_modules(rules: ModuleType) -> None:
    """openskill's compiled modules load a ``<hash>__mypyc`` helper the spec must name as a hidden import."""
    helpers = rules.mypyc_helpers()
    assert all(name.endswith("__mypyc") and "." not in name for name in helpers)
    assert all(importlib.util.find_spec(name) is not None for name in helpers)
    assert rules.mypyc_helpers(["no-such-distribution"]) == []


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_qts_own_words_ship_for_the_languages_the_game_speaks(rules: ModuleType, platform: str) -> None:
    """Qt's qtbase translations of es, pt_BR, fr, it and hr stay (standard buttons, the file dialog); others
    go."""
    sep = "\\" if platform == "win32" else "/"
    for lang in ("es", "pt_BR", "fr", "it", "hr"):
        assert rules.keep_entry(sep.join(("PySide6", "Qt", "translations", f"qtbase_{lang}.qm")), platform)
    assert not rules.keep_entry(sep.join(("PySide6", "Qt", "translations", "qtbase_de.qm")), platform)
    assert not rules.keep_entry(sep.join(("PySide6", "Qt", "translations", "qt_fr.qm")), platform)
