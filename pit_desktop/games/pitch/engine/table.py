"""Public pieces of a hand of Pitch: the phase, the calls of the auction and the finished tricks.

Plain frozen values shared by the engine, its views and the rules; they hold nothing private.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pit_desktop.games.pitch.engine.cards import Card


class Phase(Enum):
    """Where a game of Pitch stands. The value is a stable id."""

    READY = "ready"
    """Waiting for the dealer to deal (before the first hand, and between hands)."""
    BIDDING = "bidding"
    """The auction (P-BID-1..4)."""
    PLAYING = "playing"
    """The tricks (P-PLAY-1..3)."""
    GAME_OVER = "game_over"
    """Won (P-WIN-1) or settled (P-WIN-2)."""


@dataclass(frozen=True, slots=True)
class Call:
    """One player's word in the auction (P-BID-1..4).

    Attributes:
        seat: who spoke.
        amount: points bid, 1–4; 0 for a pass; 4 for the moon.
        moon: he shot the moon (P-BID-4).
        steal: the dealer matched the high bid (P-BID-3).
        pitched: a 4 made by pitching a card (P-BID-2).
    """

    seat: int
    amount: int
    moon: bool = False
    steal: bool = False
    pitched: bool = False

    @property
    def rank(self) -> int:
        """How high the call stands: 0 for a pass, the amount for a bid, 5 for the moon."""
        return 5 if self.moon else self.amount


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick (P-PLAY-3).

    Attributes:
        plays: ``(seat, card)`` in the order played, the lead first.
        winner: the seat that took it.
    """

    plays: tuple[tuple[int, Card], ...]
    winner: int
