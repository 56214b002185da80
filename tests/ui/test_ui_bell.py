"""A bell that tells the truth: quiet dark bronze while the market is open without a corner, loud gold
with a pulsing rim when the player's hand holds one (R-CORNER-1)."""

from __future__ import annotations

from PySide6.QtGui import QColor

from pit_desktop.games.pit.ui.bell import BellButton


def gold_share(bell: BellButton) -> float:
    """The share of the bell's pixels that are bright, saturated gold."""
    image = bell.grab().toImage()
    gold = total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = QColor(image.pixel(x, y))
            total += 1
            hue, sat, val = colour.hsvHueF(), colour.hsvSaturationF(), colour.valueF()
            gold += 0.08 <= hue <= 0.17 and sat > 0.55 and val > 0.75
    return gold / total


def test_the_bell_is_quiet_without_a_corner_and_loud_with_one(qtbot) -> None:
    bell = BellButton()
    qtbot.addWidget(bell)
    bell.setEnabled(True)
    assert bell.look() == "quiet"
    quiet = gold_share(bell)
    bell.set_ready(True)
    assert bell.look() == "loud" and bell.accessibleDescription()
    loud = gold_share(bell)
    bell.set_ready(False)
    assert quiet < 0.05 < 0.25 < loud, (quiet, loud)
    bell.setEnabled(False)
    assert bell.look() == "off"


def test_reduced_motion_keeps_the_loud_bell_still(qtbot) -> None:
    """With motion reduced the loud bell does not pulse (no timer), and is as loud."""
    bell = BellButton()
    qtbot.addWidget(bell)
    bell.reduce_motion = True
    bell.set_ready(True)
    assert not bell._pulse.isActive()
    assert gold_share(bell) > 0.25
    bell.set_ready(False)


def disc_colour(bell: BellButton) -> tuple[float, float]:
    """The mean HSV value (brightness) and saturation of the pixels inside the bell's disc, 0–1."""
    image = bell.grab().toImage()
    cx, cy, r = image.width() / 2, image.height() / 2, image.width() / 2 - 8
    values, sats = [], []
    for y in range(image.height()):
        for x in range(image.width()):
            if (x - cx) ** 2 + (y - cy) ** 2 < r * r:
                colour = QColor(image.pixel(x, y))
                values.append(colour.valueF())
                sats.append(colour.hsvSaturationF())
    return sum(values) / len(values), sum(sats) / len(sats)


def test_the_closed_bell_looks_the_least_active(qtbot) -> None:
    """Closed (market not open, or paused) is clearly dimmer and greyer than open without a corner, and a
    corner is clearly the brightest and most saturated: a newcomer reads the look as how active it is."""
    bell = BellButton()
    qtbot.addWidget(bell)
    bell.setEnabled(False)
    off = disc_colour(bell)
    bell.setEnabled(True)
    quiet = disc_colour(bell)
    bell.set_ready(True)
    loud = disc_colour(bell)
    bell.set_ready(False)
    assert off[0] < quiet[0] - 0.05 and off[1] < quiet[1] - 0.05, (off, quiet)
    assert loud[0] > quiet[0] + 0.2 and loud[1] > quiet[1] + 0.1, (quiet, loud)
