"""Human-like reaction times: ex-Gaussian draws, slower with more options (Hick's law)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from pit_desktop.core.bots.base import MIN_REACTION_S


@dataclass(frozen=True, slots=True)
class ReactionTime:
    """An ex-Gaussian reaction-time model: normal(mu, sigma) + exponential(tau), plus a Hick's-law term.

    Attributes:
        mu_s: mean of the normal part, seconds.
        sigma_s: spread of the normal part, seconds.
        tau_s: mean of the exponential tail (lapses, hesitation), seconds.
        hick_s: extra seconds per bit of choice, ``hick_s * log2(options + 1)``.
        floor_s: nothing is ever faster than this (at least 0.25 s).
    """

    mu_s: float = 0.9
    sigma_s: float = 0.15
    tau_s: float = 0.4
    hick_s: float = 0.15
    floor_s: float = MIN_REACTION_S

    def draw(self, rng: random.Random, options: int = 1) -> float:
        """One reaction time in seconds for a choice among ``options`` alternatives, never below the floor."""
        t = rng.gauss(self.mu_s, self.sigma_s)
        if self.tau_s > 0:
            t += rng.expovariate(1.0 / self.tau_s)
        t += self.hick_s * math.log2(max(1, options) + 1)
        return max(self.floor_s, MIN_REACTION_S, t)
