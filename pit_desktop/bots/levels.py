"""The levels a player can choose, as :class:`~pit_desktop.bots.trader.Style` presets.

The levels differ first in judgement and only then in speed: Easy plays from its own hand with a beginner's
plausible mistakes, Medium plays the steady strategy of :mod:`pit_desktop.bots.trader`, Hard adds a belief
about every other hand (:mod:`pit_desktop.bots.hard`). Every reaction time is an ex-Gaussian draw that is
never under 250 ms (:data:`~pit_desktop.bots.base.MIN_REACTION_S`).
"""

from __future__ import annotations

from pit_desktop.bots.base import Level
from pit_desktop.bots.timing import ReactionTime
from pit_desktop.bots.trader import Style

EASY_TIMING = ReactionTime(mu_s=1.2, sigma_s=0.25, tau_s=0.6, hick_s=0.2)
"""A beginner: slower, more uneven, and slowed more by choice (Hick's law)."""

MEDIUM_TIMING = ReactionTime(mu_s=1.1, sigma_s=0.2, tau_s=0.5, hick_s=0.15)
"""A steady club player."""


EASY = Style(
    level=Level.EASY,
    timing=EASY_TIMING,
    claim_timing=ReactionTime(0.8, 0.15, 0.4, 0.0),
    switch_margin=3.0,
    fed_weight=0.0,
    points_weight=0.0,
    stall_per_s=0.02,
    step_down_s=5.0,
    keep_bull_at=6,
    bear_keep_p=0.3,
    late_claim_p=0.3,
    late_claim_s=1.5,
    handle_s=1.0,
    miss_p=0.15,
    burst_n=2,
    burst_s=4.5,
)
"""Easy: its own hand only; keeps the Bear a while, sticks with a poor target, notices its corner late."""

MEDIUM = Style(
    level=Level.MEDIUM,
    timing=MEDIUM_TIMING,
    miss_p=0.15,
    burst_n=2,
    burst_s=3.5,
    max_offer=2,
    max_accept=3,
)
"""Medium: the plain strategy with hysteresis, step-down and a quick Bear."""

HARD = Style(
    level=Level.HARD,
    timing=MEDIUM_TIMING,
    switch_margin=1.5,
    fed_weight=0.5,
    points_weight=0.5,
    stall_per_s=0.05,
    step_down_s=8.0,
    keep_bull_at=3,
    miss_p=0.03,
    burst_n=2,
    burst_s=3.0,
    max_offer=2,
    max_accept=3,
)
"""Hard: the judgement lives in :class:`~pit_desktop.bots.hard.HardBot`; the style adds a claim at once."""

STYLES: dict[Level, Style] = {Level.EASY: EASY, Level.MEDIUM: MEDIUM, Level.HARD: HARD}
"""The style of each player level."""
