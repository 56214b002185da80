"""The explicit theme keeps every popup, list and check box readable: measured on rendered pixels."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QCheckBox, QStyle, QStyleOptionButton

from pit_desktop.games.pit.prefs import PrefsStore
from pit_desktop.games.pit.ui.dialogs import NewGameDialog
from pit_desktop.shell import theme


def luminance(c: QColor) -> float:
    """WCAG relative luminance of ``c``."""

    def lin(v: float) -> float:
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG contrast ratio of two colours, 1 to 21."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def ink_contrast(image: QImage, rect: QRect) -> float:
    """Contrast between the commonest colour in ``rect`` (the background) and the colour that stands out
    most from it (the text or the tick)."""
    xs, ys = range(rect.left(), rect.right() + 1), range(rect.top(), rect.bottom() + 1)
    counts = Counter(image.pixel(x, y) for x in xs for y in ys)
    background = QColor.fromRgb(counts.most_common(1)[0][0])
    return max(contrast(background, QColor.fromRgb(p)) for p in counts)


@pytest.fixture
def themed(qtbot) -> QApplication:
    """The application with the game's theme (the previous look is put back after the test: see
    ``look_restored``)."""
    app = QApplication.instance()
    theme.apply_theme(app)
    return app


@pytest.fixture
def dialog(qtbot, themed, store: PrefsStore) -> NewGameDialog:
    """The new-game dialog, shown in the game's theme."""
    d = NewGameDialog(store)
    qtbot.addWidget(d)
    d.more_toggle.setChecked(True)
    d.show()
    qtbot.waitExposed(d)
    return d


@pytest.mark.parametrize("which", ["edition", "level"])
def test_combo_popups_are_readable(qtbot, dialog: NewGameDialog, which: str) -> None:
    """Every item of an open drop-down list, highlighted or not, has text that stands out (WCAG AA 4.5:1)."""
    combo = dialog.edition if which == "edition" else dialog.level_boxes[0]
    combo.showPopup()
    view = combo.view()
    qtbot.waitUntil(view.isVisible)
    image = view.viewport().grab().toImage()
    for row in range(combo.count()):
        rect = view.visualRect(view.model().index(row, 0)).intersected(image.rect())
        assert ink_contrast(image, rect) >= 4.5, combo.itemText(row)
    combo.hidePopup()


def test_a_checked_box_shows_a_clear_tick(qtbot, dialog: NewGameDialog) -> None:
    """The tick of a checked box stands out from the box (3:1, WCAG's bar for graphics)."""
    box = dialog.controls["bull_bear"]
    assert isinstance(box, QCheckBox)
    box.setChecked(True)
    option = QStyleOptionButton()
    box.initStyleOption(option)
    indicator = box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box)
    image = box.grab().toImage()
    assert ink_contrast(image, indicator.adjusted(3, 3, -3, -3)) >= 3.0


def test_disabled_controls_look_disabled(qtbot, dialog: NewGameDialog) -> None:
    """Without the Bull and the Bear the V-BEAR-3 box is disabled, and drawn dimmer than an enabled one."""
    bull_bear, bear_3 = dialog.controls["bull_bear"], dialog.controls["bear_in_big_offers_only"]
    assert isinstance(bull_bear, QCheckBox)
    bull_bear.setChecked(False)
    assert not bear_3.isEnabled()
    bull_bear.setChecked(True)
    assert bear_3.isEnabled()
    lit = bear_3.grab().toImage()
    bull_bear.setChecked(False)
    dim = bear_3.grab().toImage()
    text = QRect(30, 0, lit.width() - 30, lit.height())
    assert ink_contrast(dim, text) < ink_contrast(lit, text)
