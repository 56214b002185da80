"""WCAG 2.x AA contrast (4.5:1 for text) for the theme's text on what lies behind it: each foreground is
read from the style sheet by its selector; backgrounds are the style sheet's own, with the translucent
ones blended over what they lie on."""

from __future__ import annotations

import re

import pytest

from pit_desktop.ui.focus import FOCUS_COLOUR
from pit_desktop.ui.theme import STYLE_SHEET
from pit_desktop.ui.trade_log import MARK_COLOUR

FELT, WOOD, SIDE, TICKER = "#2f8a4f", "#3b2a1c", "#2a1e14", "#1f160f"


def rule(selector: str, prop: str) -> str:
    """The value of ``prop`` in the style sheet's rule for exactly ``selector``."""
    for selectors, body in re.findall(r"([^{}]+)\{([^}]*)\}", STYLE_SHEET):
        if selector in [s.strip() for s in selectors.split(",")]:
            found = re.search(rf"(?:^|;|\s){prop}\s*:\s*([^;]+)", body)
            if found:
                return found.group(1).strip()
    raise KeyError(f"{selector} {prop}")


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


@pytest.mark.parametrize("name", list(PAIRS))
def test_text_meets_wcag_aa(name: str) -> None:
    fg, bg = PAIRS[name]
    fg_rgb = fg if isinstance(fg, tuple) else rgb(fg)
    bg_rgb = bg if isinstance(bg, tuple) else rgb(bg)
    assert contrast(fg_rgb, bg_rgb) >= 4.5, name
