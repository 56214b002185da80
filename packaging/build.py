"""Build the Pit Desktop bundle for this OS: ``python packaging/build.py [--smoke-test]``.

Runs PyInstaller on ``packaging/pit_desktop.spec`` (one folder, windowed, UPX off), prunes anything
the Qt hooks still collected that the game does not use, writes the archive a player downloads into
``dist/`` (``.tar.gz`` on Linux, ``.zip`` on Windows and macOS — made with ``ditto`` so the ``.app``'s
symlinks survive) and prints the bundle's on-disk and archive sizes. With ``--smoke-test`` it then runs
the bundle's own ``--smoke-test`` offscreen and fails if that does not exit 0.

Works the same on Windows, macOS and Linux; needs only the venv with ``pip install -e ".[package]"``.
"""

from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from collections.abc import Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import bundle_rules as rules  # noqa: E402
import smoke_bundle  # noqa: E402

REPO = HERE.parent
SPEC = HERE / "pit_desktop.spec"
TARGET_DISK_MB = 130.0
"""Issue target for the Linux bundle on disk, in MB (10**6 bytes)."""
TARGET_ARCHIVE_MB = 55.0
"""Issue target for the Linux download archive, in MB (10**6 bytes)."""


def run_pyinstaller(spec: Path, dist: Path, work: Path, clean: bool = False) -> float:
    """Run PyInstaller on ``spec`` with the current interpreter.

    Args:
        spec: The ``.spec`` file.
        dist: Output folder for the bundle.
        work: PyInstaller's work folder (cache; reused between builds unless ``clean``).
        clean: Discard PyInstaller's cache first.

    Returns:
        Wall-clock build time in seconds.

    Raises:
        subprocess.CalledProcessError: If PyInstaller fails.
    """
    cmd = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(spec),
    ]
    if clean:
        cmd.insert(3, "--clean")
    started = time.perf_counter()
    subprocess.run(cmd, cwd=REPO, check=True)
    return time.perf_counter() - started


def prune(layout: rules.BundleLayout) -> list[Path]:
    """Remove files the spec's filter should already have kept out; re-sign a pruned macOS app ad hoc.

    Returns:
        The removed files, relative to their internal folder.
    """
    removed = [p for folder in layout.internal if folder.is_dir() for p in rules.prune_tree(folder)]
    if removed and rules.os_family() == "darwin" and shutil.which("codesign"):
        subprocess.run(["codesign", "--force", "--deep", "--sign", "-", str(layout.root)], check=True)
    return removed


def tree_size(root: Path) -> int:
    """Bytes of all regular files under ``root`` (symlinks counted as links, never followed)."""
    total = 0
    for dirpath, _dirs, files in os.walk(root):
        for name in files:
            total += os.lstat(os.path.join(dirpath, name)).st_size
    return total


def make_archive(root: Path, out: Path) -> Path:
    """Pack the bundle folder ``root`` into ``out`` (``.tar.gz`` or ``.zip``), keeping symlinks as links.

    On macOS the zip is made by ``ditto -c -k --keepParent`` (what Finder does), elsewhere by the
    standard library. Returns ``out``.
    """
    out.unlink(missing_ok=True)
    if out.name.endswith(".tar.gz"):
        with tarfile.open(out, "w:gz", compresslevel=9) as tar:
            tar.add(root, arcname=root.name)
    elif sys.platform == "darwin" and shutil.which("ditto"):
        ditto = ["ditto", "-c", "-k", "--sequesterRsrc", "--keepParent", str(root), str(out)]
        subprocess.run(ditto, check=True)
    else:
        with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
            for path in sorted(root.rglob("*")):
                if path.is_file():
                    zf.write(path, Path(root.name) / path.relative_to(root))
    return out


def mb(size: int) -> float:
    """Bytes → MB (10**6 bytes)."""
    return size / 1e6


def main(argv: Sequence[str] | None = None) -> int:
    """Command line; returns the exit code (non-zero if the build, the smoke test or a size budget fails)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=REPO / "dist", help="output folder (default dist/)")
    parser.add_argument("--work", type=Path, default=REPO / "build" / "pyinstaller", help="PyInstaller cache")
    parser.add_argument("--clean", action="store_true", help="discard PyInstaller's cache first")
    parser.add_argument("--no-archive", action="store_true", help="skip the download archive")
    parser.add_argument("--smoke-test", action="store_true", help="run the bundle's --smoke-test offscreen")
    budget = f"{TARGET_DISK_MB:.0f} MB on disk or {TARGET_ARCHIVE_MB:.0f} MB archived"
    parser.add_argument("--enforce-size", action="store_true", help=f"fail if over {budget}")
    args = parser.parse_args(argv)

    version = rules.read_version(REPO)
    seconds = run_pyinstaller(SPEC, args.dist, args.work, args.clean)
    layout = rules.bundle_layout(args.dist)
    removed = prune(layout)
    print(f"build: {layout.root} in {seconds:.0f} s; pruned {len(removed)} file(s) the spec filter missed")
    for path in removed:
        print(f"build:   pruned {path}")
    disk = tree_size(layout.root)
    print(f"build: on disk {mb(disk):.1f} MB ({disk} bytes)")
    over = mb(disk) > TARGET_DISK_MB
    if not args.no_archive:
        name = rules.archive_name(version, machine=platform.machine())
        archive = make_archive(layout.root, args.dist / name)
        packed = archive.stat().st_size
        over = over or mb(packed) > TARGET_ARCHIVE_MB
        print(f"build: archive {archive.name} {mb(packed):.1f} MB ({packed} bytes)")
    if over:
        print(
            f"build: {'FAIL' if args.enforce_size else 'note'}: over the size target "
            f"({TARGET_DISK_MB:.0f} MB on disk, {TARGET_ARCHIVE_MB:.0f} MB archived)",
            file=sys.stderr,
        )
        if args.enforce_size:
            return 1
    if args.smoke_test:
        return smoke_bundle.check_bundle(layout.executable)
    return 0


if __name__ == "__main__":
    sys.exit(main())
