"""Card art: the engine's card faces drawn from the SVG files, sharp at any device pixel ratio.

Card identity stays in the engine; this module alone maps a face to its image (``cards/<face>.svg``).
Each SVG is parsed once per language by a ``QSvgRenderer``, its printed name replaced by the name in the
player's language (:func:`~pit_desktop.games.pit.ui.names.card_name`, smaller when longer), and rendered into
a ``QImage`` of logical size × device pixel ratio, cached per (face, name, size, dpr). Never ``QPixmap(path)``
on an SVG: the image plugin ignores the DPR.
GUI thread only.
"""

from __future__ import annotations

import html
import logging
import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap

from pit_desktop.core import resources
from pit_desktop.games.pit.engine import Card, card_from_label
from pit_desktop.games.pit.ui.names import card_name

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

log = logging.getLogger(__name__)

CARD_ASPECT = 350 / 250
"""Card height / width, as drawn in the SVG files."""

BACK = "back"
"""The face name of the card back."""


def face_name(card: Card | str) -> str:
    """The art name of a card face: ``Commodity.WHEAT`` → ``"wheat"``, ``"back"`` → ``"back"``."""
    if isinstance(card, str):
        return card.lower()
    return card.value.lower()


NAME_ROOM = 245.0
"""Room for the printed name across a card, in the SVG's font-size units × letters: the art sets 40 for up to
six letters, 35 for seven and 30.6 for eight (245 / letters)."""


def printed_name(name: str) -> str | None:
    """The name printed on face ``name`` in the player's language, upper case (``None`` for the back)."""
    if name == BACK:
        return None
    try:
        return card_name(card_from_label(name)).upper()
    except (ValueError, KeyError):
        return None


def translated_svg(svg: str, english: str, printed: str) -> str:
    """``svg`` with the name ``english`` it prints replaced by ``printed``, its font made smaller so a longer
    name still fits the card (:data:`NAME_ROOM`)."""
    pattern = re.compile(r'font-size="([0-9.]+)"([^>]*)>' + re.escape(english) + "</text>")

    def swap(m: re.Match[str]) -> str:
        size = min(float(m.group(1)), NAME_ROOM / max(1, len(printed)))
        # html.escape without quotes escapes &, < and > as xml.sax.saxutils.escape does, without loading
        # urllib.request and the e-mail package before the first window (saxutils imports them).
        return f'font-size="{size:g}"{m.group(2)}>{html.escape(printed, quote=False)}</text>'

    return pattern.sub(swap, svg, count=1)


def card_size(height: int) -> QSize:
    """Logical size of a card ``height`` pixels tall."""
    return QSize(max(1, round(height / CARD_ASPECT)), height)


class CardArt:
    """Renders and caches card images. GUI thread only.

    A face whose SVG is missing or broken is drawn as a plain labelled card, so the game stays playable
    (the smoke test reports the missing file).
    """

    def __init__(self) -> None:
        self._renderers: dict[tuple[str, str | None], QSvgRenderer | None] = {}
        self._cache: dict[tuple[str, str | None, int, int, float], QPixmap] = {}

    def pixmap(self, card: Card | str, size: QSize, dpr: float = 1.0) -> QPixmap:
        """The image of ``card`` at logical ``size`` for a screen of device pixel ratio ``dpr``.

        Returns:
            A pixmap of ``size × dpr`` device pixels with its device pixel ratio set.
        """
        name = face_name(card)
        key = (name, printed_name(name), size.width(), size.height(), round(dpr, 3))
        pix = self._cache.get(key)
        if pix is None:
            pix = QPixmap.fromImage(self._render(name, size, dpr))
            pix.setDevicePixelRatio(dpr)
            self._cache[key] = pix
        return pix

    def renderer(self, name: str) -> QSvgRenderer | None:
        """The parsed SVG of face ``name`` with its name in the player's language, or ``None`` if it is
        missing or invalid."""
        printed = printed_name(name)
        key = (name, printed)
        if key not in self._renderers:
            # QtSvg is first needed for the first card, not for the first frame
            from PySide6.QtSvg import QSvgRenderer

            renderer: QSvgRenderer | None = None
            try:
                svg = resources.card_svg(name).read_text(encoding="utf-8")
                if printed is not None:
                    svg = translated_svg(svg, card_from_label(name).value.upper(), printed)
                renderer = QSvgRenderer(QByteArray(svg.encode("utf-8")))
                if not renderer.isValid():
                    log.warning("card art %s is not a valid SVG", name)
                    renderer = None
            except (resources.AssetMissingError, OSError, UnicodeDecodeError) as err:
                log.warning("%s", err)
            self._renderers[key] = renderer
        return self._renderers[key]

    def _render(self, name: str, size: QSize, dpr: float) -> QImage:
        w, h = max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr))
        image = QImage(w, h, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer = self.renderer(name)
        if renderer is not None:
            renderer.render(painter, QRectF(0, 0, w, h))
        else:
            _draw_fallback(painter, name, w, h)
        painter.end()
        image.setDevicePixelRatio(dpr)
        return image

    def clear(self) -> None:
        """Forget every rendered image (after a screen or DPR change)."""
        self._cache.clear()


def _draw_fallback(painter: QPainter, name: str, w: int, h: int) -> None:
    painter.setBrush(QColor("#f4ecd8"))
    painter.setPen(QPen(QColor("#5a4630"), max(1.0, w / 60)))
    painter.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), w / 14, w / 14)
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, w // 6))
    painter.setFont(font)
    painter.drawText(QRectF(0, 0, w, h), Qt.AlignmentFlag.AlignCenter, name.upper())


_shared: CardArt | None = None


def shared_art() -> CardArt:
    """The process-wide :class:`CardArt` (created on first use, in the GUI thread)."""
    global _shared
    if _shared is None:
        _shared = CardArt()
    return _shared
