"""WCAG 2.x AA contrast (4.5:1 for text) for the theme's text on what lies behind it, in the dark scheme and
the light one: each foreground is read from the style sheet by its selector (the last rule for it wins, as
in Qt); backgrounds are the style sheet's own, with the translucent ones blended over what they lie on. And
both schemes rendered: a dealt table's text in either is drawn in its scheme's ink."""

from __future__ import annotations

import re

import pytest

from pit_desktop.games.pit.ui.trade_log import MARK_COLOUR
from pit_desktop.shell.focus import FOCUS_COLOUR, FOCUS_ON_LIGHT, focus_colour
from pit_desktop.shell.theme import LIGHT_SHEET, MARK, STYLE_SHEET

FELT, WOOD, SIDE, TICKER = "#2f8a4f", "#3b2a1c", "#2a1e14", "#1f160f"
PARCHMENT = "#efe4cc"


def rule(selector: str, prop: str, sheet: str = STYLE_SHEET) -> str:
    """The value of ``prop`` in ``sheet``'s last rule for exactly ``selector`` that sets it."""
    value = None
    for selectors, body in re.findall(r"([^{}]+)\{([^}]*)\}", sheet):
        if selector in [s.strip() for s in selectors.split(",")]:
            found = re.search(rf"(?:^|;|\s){prop}\s*:\s*([^;]+)", body)
            if found:
                value = found.group(1).strip()
    if value is None:
        raise KeyError(f"{selector} {prop}")
    return value


def rgb(colour: str, under: str | None = None) -> tuple[float, float, float]:
    """``#rrggbb`` or ``rgba(r, g, b, a)`` (blended over ``under``) as 0..1 channels."""
    if colour.startswith("rgba"):
        r, g, b, a = (float(x) for x in re.findall(r"[\d.]+", colour))
        base = rgb(under or WOOD)
        return tuple((c / 255) * a / 255 + u * (1 - a / 255) for c, u in zip((r, g, b), base, strict=True))
    h = colour.lstrip("#")
    return tuple(int(h[i : i + 2], 16) / 255 for i in (0, 2, 4))  # type: ignore[return-value]


def contrast(fg: tuple[float, ...], bg: tuple[float, ...]) -> float:
    def lum(c: tuple[float, ...]) -> float:
        lin = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((lum(fg), lum(bg)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


SEAT = rule("QFrame#seat", "background")
FLOOR = rule("QFrame#floor", "background")
PAIRS = {
    "side titles": (rule("QLabel#sideTitle", "color"), SIDE),
    "hints on the side": (rule("QLabel#hint", "color"), SIDE),
    "hints on the floor": (rule("QLabel#hint", "color"), rgb(FLOOR, FELT)),
    "banner": (rule("QLabel#banner", "color"), rgb(FLOOR, FELT)),
    "seat name": (rule("QLabel#seatName", "color"), rgb(SEAT, FELT)),
    "seat info": (rule("QLabel#seatInfo", "color"), rgb(SEAT, FELT)),
    "seat level": (rule("QLabel#seatBadge", "color"), rgb(SEAT, FELT)),
    "log": (rule("QListWidget#ticker", "color"), rule("QListWidget#ticker", "background")),
    "Bull or Bear line": (MARK_COLOUR, rule("QListWidget#ticker", "background")),
    "status": (rule("QLabel#status", "color"), rgb(rule("QLabel#status", "background"), WOOD)),
    "refusal": (
        rule('QLabel#status[error="true"]', "color"),
        rule('QLabel#status[error="true"]', "background"),
    ),
    "Bull/Bear note": (rule("QLabel#holding", "color"), rule("QLabel#holding", "background")),
    "buttons": (rule("QPushButton", "color"), rule("QPushButton", "background")),
    "Deal button": (rule("QPushButton#primary", "color"), rule("QPushButton#primary", "background")),
    "menus": (rule("QMenu", "color"), rule("QMenu", "background")),
    "focus ring on wood": (FOCUS_COLOUR, WOOD),
}


LIGHT = STYLE_SHEET + LIGHT_SHEET
LIGHT_SIDE = rule("QFrame#side", "background", LIGHT)
LIGHT_TICKER = rule("QListWidget#ticker", "background", LIGHT)
LIGHT_PAIRS = {
    "side titles": (rule("QLabel#sideTitle", "color", LIGHT), LIGHT_SIDE),
    "hints on the side": (rule("QLabel#hint", "color", LIGHT), LIGHT_SIDE),
    "hints on the floor": (rule("QFrame#floor QLabel#hint", "color", LIGHT), rgb(FLOOR, FELT)),
    "labels on the wood": (rule("QLabel", "color", LIGHT), rule("QWidget#central", "background", LIGHT)),
    "banner": (rule("QLabel#banner", "color", LIGHT), rgb(FLOOR, FELT)),
    "seat name": (rule("QLabel#seatName", "color", LIGHT), rgb(SEAT, FELT)),
    "seat info": (rule("QLabel#seatInfo", "color", LIGHT), rgb(SEAT, FELT)),
    "log": (rule("QListWidget#ticker", "color", LIGHT), LIGHT_TICKER),
    "Bull or Bear line": (MARK[True], LIGHT_TICKER),
    "status": (
        rule("QLabel#status", "color", LIGHT),
        rgb(rule("QLabel#status", "background", LIGHT), PARCHMENT),
    ),
    "refusal": (
        rule('QLabel#status[error="true"]', "color", LIGHT),
        rule('QLabel#status[error="true"]', "background", LIGHT),
    ),
    "Bull/Bear note": (rule("QLabel#holding", "color", LIGHT), rule("QLabel#holding", "background", LIGHT)),
    "result panel": (
        rule("QFrame#result QLabel", "color", LIGHT),
        rule("QFrame#result", "background", LIGHT),
    ),
    "buttons": (rule("QPushButton", "color", LIGHT), rule("QPushButton", "background", LIGHT)),
    "menus": (rule("QMenu", "color", LIGHT), rule("QMenu", "background", LIGHT)),
    "menu bar": (rule("QMenuBar", "color", LIGHT), rule("QMenuBar", "background", LIGHT)),
    "check boxes in dialogs": (rule("QCheckBox", "color", LIGHT), rule("QDialog", "background", LIGHT)),
    "focus ring on parchment": (FOCUS_ON_LIGHT, PARCHMENT),
}


def test_the_focus_ring_takes_the_colour_that_shows_on_its_ground() -> None:
    from PySide6.QtGui import QColor

    assert focus_colour(QColor(WOOD)) == FOCUS_COLOUR
    assert focus_colour(QColor(PARCHMENT)) == FOCUS_ON_LIGHT


@pytest.mark.parametrize(
    ("scheme", "name"), [("dark", n) for n in PAIRS] + [("light", n) for n in LIGHT_PAIRS]
)
def test_text_meets_wcag_aa(scheme: str, name: str) -> None:
    fg, bg = (PAIRS if scheme == "dark" else LIGHT_PAIRS)[name]
    fg_rgb = fg if isinstance(fg, tuple) else rgb(fg)
    bg_rgb = bg if isinstance(bg, tuple) else rgb(bg)
    assert contrast(fg_rgb, bg_rgb) >= 4.5, name


@pytest.mark.parametrize("light", [False, True], ids=["dark", "light"])
def test_both_schemes_render_readable_labels(qtbot, qapp, make_window, light: bool) -> None:
    """A dealt table in either scheme: every label shown with text is drawn in an ink that meets AA on the
    pixels behind it (read from the rendered window at the label's corner)."""
    from PySide6.QtWidgets import QLabel
    from ui_helpers import start_open_game

    from pit_desktop.games.pit.prefs import Appearance
    from pit_desktop.shell.theme import THEMED, apply_theme

    apply_theme(qapp, light=light)
    window = make_window()
    window.set_appearance(Appearance.LIGHT if light else Appearance.DARK)
    assert qapp.property(THEMED) == ("light" if light else "dark")
    assert window.store.appearance() is (Appearance.LIGHT if light else Appearance.DARK)
    start_open_game(qtbot, window)
    image = window.grab().toImage()
    dpr = image.devicePixelRatio()
    checked = 0
    for label in window.findChildren(QLabel):
        if (
            not label.isVisible()
            or not label.text().strip()
            or (label.pixmap() and not label.pixmap().isNull())
        ):
            continue
        ink = label.palette().color(label.foregroundRole())
        at = label.mapTo(window, label.rect().topLeft())
        ground = image.pixelColor(round((at.x() + 1) * dpr), round((at.y() + 1) * dpr))
        fg = (ink.redF(), ink.greenF(), ink.blueF())
        bg = (ground.redF(), ground.greenF(), ground.blueF())
        assert contrast(fg, bg) >= 4.5, (
            f"{label.objectName() or label.text()!r}: {ink.name()} on {ground.name()}"
        )
        checked += 1
    assert checked >= 10
