"""Commands of Pitch: everything a player (or the dealer) can ask of the engine.

Each is a frozen value; :meth:`pit_desktop.games.pitch.engine.engine.PitchEngine.submit` applies it atomically
or raises a :class:`~pit_desktop.games.pitch.engine.errors.PitchError` naming the rule that forbids it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pit_desktop.games.pitch.engine.cards import Card


@dataclass(frozen=True, slots=True)
class DealHand:
    """The dealer shuffles and deals six cards to each player, three at a time (P-DEAL-1, P-DEAL-2).

    Attributes:
        deal: a rigged deal, one tuple of six cards per seat; ``None`` shuffles with the engine's rng.
    """

    deal: tuple[tuple[Card, ...], ...] | None = None


@dataclass(frozen=True, slots=True)
class Pass:
    """Pass in the auction (P-BID-1, P-BID-4)."""

    seat: int
    """The passing player."""


@dataclass(frozen=True, slots=True)
class Bid:
    """Bid a number of points: 1–4 in the Auction game (2–4 under PV-MIN-2), 2–4 in the Money Game.

    A bid beats the high bid, or matches it when the dealer steals (P-BID-1, P-BID-3, P-BID-4).

    Attributes:
        seat: the bidding player.
        amount: the points bid.
    """

    seat: int
    amount: int


@dataclass(frozen=True, slots=True)
class ShootMoon:
    """Shoot the moon: the Money Game's highest bid, all four points and all six tricks (P-BID-4,
    P-SCORE-4). It ends the auction."""

    seat: int
    """The bidding player."""


@dataclass(frozen=True, slots=True)
class PitchCard:
    """Bid 4 at once by pitching a card: leading it face up (P-BID-2, Auction game only). It ends the
    auction and leads the first trick, setting trump (P-PLAY-1).

    Attributes:
        seat: the pitching player.
        card: the card led.
    """

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Play a card to the trick (P-PLAY-1..3).

    Attributes:
        seat: the playing player.
        card: the card played.
    """

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class SettleUp:
    """End the Money Game between hands and pay out (P-WIN-2): each player is paid or pays 10 per point
    above or below the average, and the moons are paid."""


@dataclass(frozen=True, slots=True)
class TakeBack:
    """Take back the seat's last call or card while no other player has called or played since, one step
    (P-UNDO-1; never in a counted game, PV-COUNTED). The engine puts the hand back as it stood before that
    command; the hand's log keeps both, so a replay takes it back too."""

    seat: int
    """The player taking back his command."""


SeatCommand = Pass | Bid | ShootMoon | PitchCard | PlayCard
"""A command a player makes from his seat."""

Command = DealHand | SeatCommand | SettleUp | TakeBack
"""Any command."""
