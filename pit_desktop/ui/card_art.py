"""Card art: the engine's card faces drawn from the SVG files, sharp at any device pixel ratio.

Card identity stays in the engine; this module alone maps a face to its image (``cards/<face>.svg``).
Each SVG is parsed once by a ``QSvgRenderer`` and rendered into a ``QImage`` of logical size × device pixel
ratio, cached per (face, size, dpr). Never ``QPixmap(path)`` on an SVG: the image plugin ignores the DPR.
GUI thread only.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QPixmap
from PySide6.QtSvg import QSvgRenderer

from pit_desktop import resources
from pit_desktop.engine import Card

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


def card_size(height: int) -> QSize:
    """Logical size of a card ``height`` pixels tall."""
    return QSize(max(1, round(height / CARD_ASPECT)), height)


class CardArt:
    """Renders and caches card images. GUI thread only.

    A face whose SVG is missing or broken is drawn as a plain labelled card, so the game stays playable
    (the smoke test reports the missing file).
    """

    def __init__(self) -> None:
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._cache: dict[tuple[str, int, int, float], QPixmap] = {}

    def pixmap(self, card: Card | str, size: QSize, dpr: float = 1.0) -> QPixmap:
        """The image of ``card`` at logical ``size`` for a screen of device pixel ratio ``dpr``.

        Returns:
            A pixmap of ``size × dpr`` device pixels with its device pixel ratio set.
        """
        name = face_name(card)
        key = (name, size.width(), size.height(), round(dpr, 3))
        pix = self._cache.get(key)
        if pix is None:
            pix = QPixmap.fromImage(self._render(name, size, dpr))
            pix.setDevicePixelRatio(dpr)
            self._cache[key] = pix
        return pix

    def renderer(self, name: str) -> QSvgRenderer | None:
        """The parsed SVG of face ``name``, or ``None`` if it is missing or invalid."""
        if name not in self._renderers:
            renderer: QSvgRenderer | None = None
            try:
                renderer = QSvgRenderer(str(resources.card_svg(name)))
                if not renderer.isValid():
                    log.warning("card art %s is not a valid SVG", name)
                    renderer = None
            except resources.AssetMissingError as err:
                log.warning("%s", err)
            self._renderers[name] = renderer
        return self._renderers[name]

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
