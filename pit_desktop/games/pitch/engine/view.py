"""What one player of Pitch may see: the redacted :class:`PitchView`, and the legality queries on it.

A view holds the seat's own hand and public facts only (the calls of the auction, the cards played, the
scores); the other hands appear as counts. Every check of a player's command needs no more than that, so
:meth:`PitchView.why_not` and :meth:`PitchView.legal_commands` answer from the view alone: the engine
asks the same functions before it applies a command, and bots and the table ask the view.
"""

from __future__ import annotations

from dataclasses import dataclass

from pit_desktop.games.pitch.engine import rules
from pit_desktop.games.pitch.engine.cards import Card, Suit
from pit_desktop.games.pitch.engine.commands import Bid, Pass, PitchCard, PlayCard, SeatCommand, ShootMoon
from pit_desktop.games.pitch.engine.errors import PitchError
from pit_desktop.games.pitch.engine.events import HandScored
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Call, Phase, Trick


@dataclass(frozen=True, slots=True)
class PitchView:
    """Everything ``seat`` may know at ``now_s``. Holds no other player's cards.

    Attributes:
        seat: whose view this is.
        settings: the game's settings.
        phase: where the game stands.
        now_s: the engine's clock when the view was taken, seconds.
        hand_no: the current (or last) deal, 1-based; 0 before the first.
        dealer: the dealer of the current hand, or of the next when between hands (P-DEAL-1).
        hand: this seat's cards, sorted.
        hand_sizes: cards each seat holds.
        scores: each seat's points.
        moons: ``(made, failed)`` moons of each seat (the Money Game, P-WIN-2).
        turn: the seat to speak or play, or -1 when nobody is to (between hands, game over).
        calls: this hand's auction so far, in order (P-BID-1).
        pitcher: the auction's winner, or -1 while it runs.
        bid: the pitcher's bid (4 for the moon), 0 while the auction runs.
        moon: the pitcher shot the moon.
        trump: trump, once the first card is led (P-PLAY-1).
        trick: the current trick's ``(seat, card)`` plays, the lead first.
        tricks: this hand's finished tricks.
        last_hand: the last scored hand of the game (for the end-of-hand panel), or ``None``.
        winner: the winner of the Auction game (P-WIN-1), or -1.
    """

    seat: int
    settings: PitchSettings
    phase: Phase
    now_s: float
    hand_no: int
    dealer: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    moons: tuple[tuple[int, int], ...]
    turn: int
    calls: tuple[Call, ...]
    pitcher: int
    bid: int
    moon: bool
    trump: Suit | None
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    last_hand: HandScored | None
    winner: int

    @property
    def players(self) -> int:
        """Seats at the table (P-ED-1)."""
        return len(self.hand_sizes)

    @property
    def led(self) -> Suit | None:
        """The suit led to the current trick, or ``None`` before its lead."""
        return self.trick[0][1].suit if self.trick else None

    @property
    def high_call(self) -> Call | None:
        """The highest call so far (the first of equals, unless the dealer stole it), or ``None``."""
        return rules.high_call(self.calls)

    @property
    def my_turn(self) -> bool:
        """Whether this seat is to speak or play now."""
        return self.turn == self.seat

    def why_not(self, command: SeatCommand) -> PitchError | None:
        """Why this seat may not make ``command`` now, or ``None`` if it may (P-BID-1..4, P-PLAY-1..2).

        Raises:
            ValueError: ``command`` names another seat: only that seat's view can judge it.
            TypeError: ``command`` is not a seat's command.
        """
        if getattr(command, "seat", None) != self.seat:
            raise ValueError(f"seat {self.seat}'s view cannot judge {command!r}")
        return rules.why_not(self, command)

    def legal_commands(self) -> tuple[SeatCommand, ...]:
        """Every command this seat may make now: the auction's calls (a :class:`PitchCard` per card held
        when pitching is allowed) or the cards it may play; empty when it is not its turn."""
        if self.turn != self.seat:
            return ()
        if self.phase is Phase.PLAYING:
            return tuple(PlayCard(self.seat, c) for c in self.legal_cards())
        if self.phase is not Phase.BIDDING:
            return ()
        s = self.seat
        candidates: list[SeatCommand] = [Pass(s), *(Bid(s, a) for a in range(1, 5)), ShootMoon(s)]
        candidates += [PitchCard(s, c) for c in self.hand]
        return tuple(c for c in candidates if rules.why_not(self, c) is None)

    def legal_cards(self) -> tuple[Card, ...]:
        """The cards of this hand that may be played to the current trick (P-PLAY-2): all of them when
        leading or void in the led suit, else the led suit and trumps. Empty unless it is this seat's
        turn to play."""
        if self.phase is not Phase.PLAYING or self.turn != self.seat:
            return ()
        return rules.legal_cards(self.hand, self.led, self.trump)
