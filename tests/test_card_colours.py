"""Pit's card colours stay apart for the three common colour-vision deficiencies, and every card keeps its
name and picture, so colour is never the only thing that tells two cards apart.

Each face's colour is the middle stop of its background gradient (``<radialGradient id="bg">`` in
``assets/cards/<face>.svg``), the colour most of the card shows. It is simulated as a dichromat sees it with
the matrices of Machado, Oliveira and Fernandes, "A Physiologically-based Model for Simulation of Color
Vision Deficiency", IEEE Transactions on Visualization and Computer Graphics 15(6), 2009, pp. 1291-1298, at
full severity (protanopia, deuteranopia, tritanopia), applied in linear sRGB by ColorAide's ``cvd`` filters
(``method="machado"``). Two colours are compared by CIEDE2000 (Sharma, Wu and Dalal, "The CIEDE2000
color-difference formula", Color Research & Application 30(1), 2005) in CIELAB under D65.

Every pair of the thirteen faces (both editions' commodities, the Bull and the Bear: any of them can be in
one hand) must stay :data:`LEAST_DIFFERENCE` apart for normal vision and each simulation. Measured on the
colours of today's art: 12.5 at the closest (protanopia: Corn/Wheat, Bull/Coffee, Flax/Hay; deuteranopia:
Bull/Oranges, Flax/Rye; tritanopia: Barley/Oats), 14.5 for normal vision (Hay/Sugar).
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

import pytest
from coloraide import Color

from pit_desktop.core import resources
from pit_desktop.games.pit.engine import Commodity

LEAST_DIFFERENCE = 12.0
"""The smallest CIEDE2000 difference allowed between two faces' colours, seen by any of :data:`VISIONS`: about
five just-noticeable differences (1 JND ≈ 2.3), two colours a glance tells apart on neighbouring cards."""

VISIONS: tuple[str | None, ...] = (None, "protan", "deutan", "tritan")
"""Normal vision, then ColorAide's names for protanopia, deuteranopia and tritanopia."""

FACES = tuple(face for face in resources.CARD_FACES if face != "back")
"""Every face a hand can hold."""

_MIDDLE = re.compile(r'<radialGradient id="bg".*?offset="0\.55" stop-color="(#[0-9A-Fa-f]{6})"', re.S)


def face_svg(face: str) -> str:
    return resources.card_svg(face).read_text(encoding="utf-8")


def face_colour(face: str) -> Color:
    """The middle stop of ``face``'s background gradient."""
    found = _MIDDLE.search(face_svg(face))
    assert found, f"{face}.svg has no background gradient with a middle stop at 0.55"
    return Color(found.group(1))


def seen(colour: Color, vision: str | None) -> Color:
    """``colour`` as ``vision`` sees it (Machado et al. 2009 at full severity; ``None``: as it is)."""
    return colour if vision is None else colour.filter(vision, method="machado")


def closest_pair(vision: str | None) -> tuple[float, str, str]:
    """The two faces closest in colour for ``vision``, with their CIEDE2000 difference."""
    colours = {face: seen(face_colour(face), vision) for face in FACES}
    return min(
        (colours[a].delta_e(colours[b], method="2000"), a, b) for a, b in itertools.combinations(FACES, 2)
    )


@pytest.mark.parametrize("vision", VISIONS, ids=lambda v: v or "normal")
def test_every_pair_of_card_colours_stays_apart(vision: str | None) -> None:
    difference, a, b = closest_pair(vision)
    assert difference >= LEAST_DIFFERENCE, (
        f"{a} and {b} are only ΔE2000 {difference:.1f} apart for {vision or 'normal vision'}"
    )


CONFUSED = {
    "protan": ("#d62728", "#006020"),
    "deutan": ("#d62728", "#808020"),
    "tritan": ("#00c000", "#40c0c0"),
}
"""For each deficiency, a red and a green (a green and a teal for tritanopia) that normal eyes tell plainly
apart and that deficiency confuses."""


@pytest.mark.parametrize("vision", CONFUSED)
def test_the_simulation_falls_together_on_a_known_confusion(vision: str) -> None:
    """The check can fail: each simulation brings its deficiency's confusion pair within the limit."""
    a, b = (Color(c) for c in CONFUSED[vision])
    assert a.delta_e(b, method="2000") > 2 * LEAST_DIFFERENCE
    assert seen(a, vision).delta_e(seen(b, vision), method="2000") < LEAST_DIFFERENCE


@pytest.mark.parametrize("face", FACES)
def test_every_card_keeps_its_name_and_picture(face: str) -> None:
    svg = face_svg(face)
    english = face.capitalize()
    assert f"<title>{english}</title>" in svg
    assert re.search(rf">{english.upper()}</text>", svg), f"{face}.svg prints no name"
    picture = re.search(r'<g id="art".*?</g>', svg, re.S)
    assert picture and re.search(r"<(path|circle|ellipse)\b", picture.group(0)), f"{face}.svg has no picture"


def test_the_faces_are_both_editions_and_the_bull_and_the_bear() -> None:
    assert set(FACES) == {c.name.lower() for c in Commodity} | {"bull", "bear"}
    assert all(Path(resources.card_svg(face)).is_file() for face in FACES)
