"""How long a Pitch bot seems to think: a timing model apart from the strategy.

Delays are drawn from Pit's ex-Gaussian :class:`~pit_desktop.core.bots.timing.ReactionTime` (slower with more
options, Hick's law), then kept within a human range: 0.6–2 s for a card, longer for a bid. A ``pace``
multiplier slows (above 1) or quickens (below 1) every delay; it is the hook for the table's pace setting.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from pit_desktop.core.bots.base import MIN_REACTION_S
from pit_desktop.core.bots.timing import ReactionTime


@dataclass(frozen=True, slots=True)
class ThinkingTime:
    """Delays of one bot, in seconds.

    Attributes:
        card: the draw for playing a card.
        bid: the draw for a call in the auction.
        card_range_s: a card's delay is kept within ``(low, high)`` seconds before ``pace``.
        bid_range_s: a call's delay is kept within ``(low, high)`` seconds before ``pace``.
        trick_shown_s: how long a finished trick stays on the table, before ``pace``, before the next lead's
            thinking starts: a person reads who played what and who took it.
        pace: multiplies every delay: 1 is standard, 1.5 relaxed, 0.7 brisk (never under
            :data:`~pit_desktop.core.bots.base.MIN_REACTION_S`).
    """

    card: ReactionTime = field(default_factory=lambda: ReactionTime(0.8, 0.15, 0.3, 0.15, 0.6))
    bid: ReactionTime = field(default_factory=lambda: ReactionTime(1.5, 0.3, 0.6, 0.2, 1.0))
    card_range_s: tuple[float, float] = (0.6, 2.0)
    bid_range_s: tuple[float, float] = (1.0, 3.5)
    trick_shown_s: float = 2.0
    pace: float = 1.0

    def card_delay(self, rng: random.Random, options: int) -> float:
        """Seconds to play a card chosen among ``options`` legal ones."""
        return self._scaled(self.card.draw(rng, options), self.card_range_s)

    def lead_delay(self, rng: random.Random, options: int) -> float:
        """Seconds to lead a trick after one was just taken: the taken trick is shown for
        ``trick_shown_s × pace``, then the card is thought of like any other."""
        return self.trick_shown_s * self.pace + self.card_delay(rng, options)

    def bid_delay(self, rng: random.Random, options: int) -> float:
        """Seconds to make a call chosen among ``options`` legal ones."""
        return self._scaled(self.bid.draw(rng, options), self.bid_range_s)

    def _scaled(self, draw_s: float, bounds: tuple[float, float]) -> float:
        low, high = bounds
        return max(MIN_REACTION_S, min(high, max(low, draw_s)) * self.pace)
