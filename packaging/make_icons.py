"""Render the application icon from ``assets/icons/pit.svg`` to PNG, ICO and ICNS.

Run from anywhere (the default paths are taken relative to this file)::

    python packaging/make_icons.py

Writes, next to the SVG:

* ``pit.png``  - 256x256, for Linux desktop files and the window icon.
* ``pit.ico``  - Windows icon holding 16, 32, 48, 64, 128 and 256 px images.
* ``pit.icns`` - macOS icon holding 16 to 512 px images (plain and @2x slots).

Qt's SVG renderer draws each size separately from the vector source, so small
sizes are rendered crisply rather than scaled down from a large bitmap. Both
container formats are written with the standard library: ICO (since Windows
Vista) and ICNS (since macOS 10.7) accept PNG payloads for every size used here.

The generated files are committed; rerun this script after editing the SVG.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

ICON_DIR = Path(__file__).resolve().parent.parent / "assets" / "icons"
"""Where the SVG source lives and the generated icons are written."""

PNG_SIZE = 256
"""Edge of the stand-alone PNG icon, in pixels."""

ICO_SIZES: tuple[int, ...] = (16, 32, 48, 64, 128, 256)
"""Image sizes stored in the Windows ``.ico`` file."""

ICNS_TYPES: tuple[tuple[str, int], ...] = (
    ("icp4", 16),
    ("ic11", 32),  # 16x16@2x
    ("icp5", 32),
    ("ic12", 64),  # 32x32@2x
    ("ic07", 128),
    ("ic13", 256),  # 128x128@2x
    ("ic08", 256),
    ("ic14", 512),  # 256x256@2x
    ("ic09", 512),
)
"""ICNS element types that may hold PNG data, with the pixel size each one expects."""


def render_png(svg: Path, size: int) -> bytes:
    """Render ``svg`` to a square, transparent ``size`` x ``size`` PNG.

    A ``QGuiApplication`` is created on first use (with the ``offscreen`` platform
    unless ``QT_QPA_PLATFORM`` is already set), so this works without a display.

    Args:
        svg: The SVG file to draw; it is scaled to fill the square.
        size: Edge length in pixels.

    Returns:
        The encoded PNG file contents.

    Raises:
        ValueError: ``svg`` cannot be parsed as SVG, or PNG encoding failed.
    """
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    if QGuiApplication.instance() is None:
        _keep_app_alive.append(QGuiApplication(sys.argv[:1]))

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"{svg} is not a valid SVG file")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):
        raise ValueError(f"could not encode {svg} at {size} px as PNG")
    buffer.close()
    return bytes(data.data())


_keep_app_alive: list[object] = []
"""Holds the QGuiApplication created by :func:`render_png` for the life of the process."""


def build_ico(images: Iterable[tuple[int, bytes]]) -> bytes:
    """Pack square PNG images into a Windows ``.ico`` file.

    Args:
        images: ``(size, png_bytes)`` pairs; each size must be 1..256 px.

    Returns:
        The ICO file contents: an ICONDIR header, one ICONDIRENTRY per image and
        the PNG payloads in the same order.

    Raises:
        ValueError: No image was given, or a size is outside 1..256.
    """
    entries = list(images)
    if not entries:
        raise ValueError("an ICO file needs at least one image")
    header = struct.pack("<HHH", 0, 1, len(entries))  # reserved, type 1 = icon, count
    offset = len(header) + 16 * len(entries)
    directory = b""
    payload = b""
    for size, png in entries:
        if not 1 <= size <= 256:
            raise ValueError(f"ICO images must be 1..256 px, got {size}")
        edge = 0 if size == 256 else size  # 0 means 256 in the one-byte fields
        # width, height, palette colours, reserved, colour planes, bits per pixel, byte count, offset
        directory += struct.pack("<BBBBHHII", edge, edge, 0, 0, 1, 32, len(png), offset + len(payload))
        payload += png
    return header + directory + payload


def build_icns(elements: Iterable[tuple[str, bytes]]) -> bytes:
    """Pack PNG images into a macOS ``.icns`` file.

    Args:
        elements: ``(ostype, png_bytes)`` pairs, e.g. ``("ic08", <256 px PNG>)``.

    Returns:
        The ICNS file contents: the ``icns`` magic and total length, then one
        ``type, length, data`` element per image (all integers big-endian).

    Raises:
        ValueError: An element type is not four ASCII characters.
    """
    body = b""
    for ostype, png in elements:
        code = ostype.encode("ascii")
        if len(code) != 4:
            raise ValueError(f"ICNS element types are four characters, got {ostype!r}")
        body += code + struct.pack(">I", 8 + len(png)) + png
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def make_icons(svg: Path, out_dir: Path) -> list[Path]:
    """Render ``svg`` and write ``pit.png``, ``pit.ico`` and ``pit.icns`` into ``out_dir``.

    Args:
        svg: The square SVG source of the icon.
        out_dir: Destination folder; created if missing.

    Returns:
        The paths written.

    Raises:
        FileNotFoundError: ``svg`` does not exist.
        ValueError: ``svg`` is not valid SVG (see :func:`render_png`).
    """
    if not svg.is_file():
        raise FileNotFoundError(f"icon source not found: {svg}")
    out_dir.mkdir(parents=True, exist_ok=True)
    sizes = sorted({PNG_SIZE, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(svg, size) for size in sizes}

    stem = svg.stem
    written = [out_dir / f"{stem}.png", out_dir / f"{stem}.ico", out_dir / f"{stem}.icns"]
    written[0].write_bytes(pngs[PNG_SIZE])
    written[1].write_bytes(build_ico((size, pngs[size]) for size in ICO_SIZES))
    written[2].write_bytes(build_icns((ostype, pngs[size]) for ostype, size in ICNS_TYPES))
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point; returns the process exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--svg", type=Path, default=ICON_DIR / "pit.svg", help="icon source (assets/icons/pit.svg)"
    )
    parser.add_argument("--out-dir", type=Path, default=ICON_DIR, help="output folder (assets/icons)")
    args = parser.parse_args(argv)
    for path in make_icons(args.svg, args.out_dir):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
