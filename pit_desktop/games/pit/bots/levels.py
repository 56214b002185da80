"""The levels a player can choose, as :class:`~pit_desktop.games.pit.bots.trader.Style` presets.

Each level is a judgement and a tempo. Judgement: Easy plays from its own hand with a beginner's plausible
mistakes, Medium plays the steady strategy of :mod:`pit_desktop.games.pit.bots.trader` in small lots, Hard
adds a belief about every other hand (:mod:`pit_desktop.games.pit.bots.hard`). Tempo
(:data:`~pit_desktop.games.pit.bots.trader. TIMING_FIELDS`): reaction times (ex-Gaussian draws, never under
250 ms, :data:`~pit_desktop.core.bots.base.MIN_REACTION_S`), how often offers are missed, the burst cap, and
how the tempo follows the table's size (:data:`SIZE_TEMPO`). The levels
were tuned against the simulator's Human seat (:mod:`pit_desktop.games.pit.bots.human`), never it against
them; how much of each level's strength is tempo and how much judgement is measured in ``docs/bots.md``.
"""

from __future__ import annotations

from pit_desktop.core.bots.base import Level
from pit_desktop.core.bots.timing import ReactionTime
from pit_desktop.games.pit.bots.trader import Style

MEDIUM_TEMPO = 0.96
"""Medium plays 4% quicker than its timings say. Against the family of simulated people, matched to each
one's speed, ×0.98 put the steady players at 27.7–37.9% of games won once the people's cards landed on a
seat's repost as a player's drop does; ×0.96 puts them at 22.8–32.1% (2,000 games each; the band is
20–35%, ``docs/bots.md``, *The family against each level*)."""

EASY_TIMING = ReactionTime(mu_s=1.2, sigma_s=0.25, tau_s=0.6, hick_s=0.2)
"""A beginner: slower, more uneven, and slowed more by choice (Hick's law)."""

MEDIUM_TIMING = ReactionTime(mu_s=1.1, sigma_s=0.2, tau_s=0.5, hick_s=0.15)
"""A steady club player."""

HARD_TIMING = ReactionTime(mu_s=1.0, sigma_s=0.2, tau_s=0.5, hick_s=0.15)
"""An experienced player: Medium's, a tenth of a second quicker."""

SIZE_TEMPO = (0.07, 0.05)
"""Easy's and Medium's delays are 7% shorter per seat below four and 5% longer per seat above four (×0.93 at
three seats, ×1.10 at six), so that each is about as hard for a person at any table size (measured in
``docs/bots.md``)."""

HARD_SIZE_TEMPO = (0.02, 0.05)
"""Hard's: ×0.98 at three seats, and above four the same steps as Easy's and Medium's (×1.10 at six).
Hard once kept its own tempo above four seats, when its reading of the table was mostly noise there and it
was as hard for a person as the targets ask without help; now that its judgement carries at six seats
(:data:`~pit_desktop.games.pit.bots.belief.NEAR_SHORT`), it slows with the table like the others."""


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
    bear_keep_p=0.5,
    late_claim_p=0.4,
    late_claim_s=1.5,
    handle_s=1.0,
    miss_p=0.3,
    burst_n=2,
    burst_s=4.5,
    size_tempo=SIZE_TEMPO,
)
"""Easy: its own hand only; forgets the Bear, sticks with a poor target, notices its corner late; slow, and
misses almost one offer in three."""

MEDIUM = Style(
    level=Level.MEDIUM,
    timing=MEDIUM_TIMING,
    miss_p=0.2,
    burst_n=2,
    burst_s=4.0,
    size_tempo=SIZE_TEMPO,
    max_offer=2,
    max_accept=3,
    tempo=MEDIUM_TEMPO,
)
"""Medium: the plain strategy with hysteresis, step-down and a quick Bear, in lots of at most two cards
offered and three taken; misses one offer in five."""

HARD = Style(
    level=Level.HARD,
    timing=HARD_TIMING,
    switch_margin=1.5,
    fed_weight=0.5,
    points_weight=0.5,
    stall_per_s=0.05,
    step_down_s=8.0,
    keep_bull_at=3,
    miss_p=0.03,
    burst_n=2,
    burst_s=3.0,
    size_tempo=HARD_SIZE_TEMPO,
    max_offer=2,
    max_accept=3,
)
"""Hard: the judgement lives in :class:`~pit_desktop.games.pit.bots.hard.HardBot`; the style adds patience,
Medium's small lots, a little more speed and an eye that seldom misses an offer."""

STYLES: dict[Level, Style] = {Level.EASY: EASY, Level.MEDIUM: MEDIUM, Level.HARD: HARD}
"""The style of each player level."""
