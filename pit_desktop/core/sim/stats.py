"""Figures every game's tournaments and simulations share: Wilson intervals and percentiles. Pure Python."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

Z95 = 1.959963984540054
"""The two-sided 95% normal quantile."""


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes in ``n`` trials, as fractions ``(low, high)``.

    Returns ``(0.0, 1.0)`` when ``n`` is 0.
    """
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentiles(values: Sequence[float], qs: Iterable[float] = (5, 25, 50, 75, 95)) -> list[float]:
    """The ``qs`` percentiles of ``values`` (nearest rank), or zeros when there are none."""
    ordered = sorted(values)
    if not ordered:
        return [0.0 for _ in qs]
    out = []
    for q in qs:
        k = min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))
        out.append(float(ordered[k]))
    return out
