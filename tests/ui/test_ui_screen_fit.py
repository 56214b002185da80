"""Every window and dialog fits the screen it opens on (issue 22): both games' windows, New game (each
game's, with the choice of game at its top), How to play and Keys of both games, Statistics, History and
both replay viewers, on screens of 900×540 logical pixels and more (1920×1080 at 200 %, 1600×1000 at 175 %,
1366×768 at 140 %) and on one smaller still. Its frame lies on the screen, its minimum size gives way to the
screen, its buttons show (a long dialog scrolls its questions instead), and a main window smaller than its
table needs scrolls the table.

Each screen is a process of its own (``screen_fit_probe.py``): Qt's offscreen platform with a screen of that
size in device pixels and ``QT_SCALE_FACTOR``, as a laptop at that scaling has."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from game_process import game_env

from pit_desktop.games.pit.ui.window import MIN_SIZE as PIT_MIN_SIZE
from pit_desktop.games.pitch.ui.window import MIN_SIZE as PITCH_MIN_SIZE

pytestmark = pytest.mark.slow  # a window process per screen

PROBE = Path(__file__).with_name("screen_fit_probe.py")

SCREENS = [
    ((1920, 1080), 2.0, "fr"),
    ((1600, 1000), 1.75, "fr"),
    ((1366, 768), 1.4, "fr"),
    ((900, 540), 1.0, "en"),
    ((900, 540), 1.0, "fr"),
    ((800, 480), 1.0, "fr"),  # below the smallest screen: windows scroll, still none spills over
]
"""Screens as ``(device pixels, scale factor, language)``; French is among the longest of the six."""

MAIN_WINDOWS = {"Pit's window": PIT_MIN_SIZE, "Pitch's window": PITCH_MIN_SIZE}
"""The games' windows and the least size their table is laid out for, logical pixels."""


def probe(tmp_path: Path, pixels: tuple[int, int], scale: float, language: str) -> list[dict]:
    """What ``screen_fit_probe.py`` saw of each window on a screen of ``pixels`` at ``scale``."""
    config = tmp_path / "screen.json"
    screen = {"name": "screen", "x": 0, "y": 0, "width": pixels[0], "height": pixels[1]}
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    env = game_env(tmp_path, QT_QPA_PLATFORM=f"offscreen:configfile={config}", QT_SCALE_FACTOR=f"{scale:g}")
    folder = tmp_path / "folder"
    folder.mkdir()
    done = subprocess.run(
        [sys.executable, str(PROBE), str(folder), language],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def inside(outer: list[int], inner: list[int], slack: int = 0) -> bool:
    """Whether the rectangle ``inner`` (x, y, width, height) lies within ``outer``, give or take ``slack``."""
    ox, oy, ow, oh = outer
    x, y, w, h = inner
    return ox - slack <= x and oy - slack <= y and x + w <= ox + ow + slack and y + h <= oy + oh + slack


@pytest.mark.parametrize(
    ("pixels", "scale", "language"),
    SCREENS,
    ids=[f"{p[0]}x{p[1]} at {s:g}, {lang}" for p, s, lang in SCREENS],
)
def test_every_window_fits_the_screen(tmp_path: Path, pixels, scale: float, language: str) -> None:
    found = probe(tmp_path, pixels, scale, language)
    assert [w["name"] for w in found if w["name"] in MAIN_WINDOWS] == list(MAIN_WINDOWS)
    assert len(found) == 14, [w["name"] for w in found]
    slack = 0 if scale.is_integer() else 1  # at 140 % Qt rounds each logical edge on its own: ±1 px
    wrong = []
    for window in found:
        name, available = window["name"], window["available"]
        if not inside(available, window["frame"], slack):
            wrong.append(f"{name}: {window['frame']} is off the screen {available}")
        width, height = window["minimum"]
        if width > available[2] or height > available[3]:
            wrong.append(f"{name}: its minimum {window['minimum']} is larger than the screen {available}")
        least = MAIN_WINDOWS.get(name)
        if least is None:
            hidden = [text for text, shown in window["buttons"].items() if not shown]
            if hidden:
                wrong.append(f"{name}: {hidden} off the screen")
        elif window["inside"][2] < least[0] or window["inside"][3] < least[1]:
            if not window["scrolls"]:  # smaller than its table needs: the table scrolls, never squeezed
                wrong.append(f"{name}: {window['inside']} is squeezed, and does not scroll")
        else:
            assert not window["scrolls"], name
    assert wrong == [], "\n".join(wrong)
