"""Pitch's guided first hand ("Learn to play"): the rigged deal and the bots' script. Pure Python, any
thread; the window's side (the steps, the callouts, the guard on the player's calls and cards) is
``games/pitch/ui/lesson.py``.

Four players: you, Ann, Bob and Cleo (the dealer), so you speak first (P-BID-1). The deal goes through the
engine's own rigging (``DealHand(deal)``, P-DEAL-2). The hand the lesson walks through:

1. You hold the King, Jack and 2 of Spades: you bid 2 (P-BID-1); everyone else passes.
2. You pitch the King of Spades: Spades are trump (P-PLAY-1). Ann must play her only Spade, the Ace
   (P-PLAY-2), and takes the trick (P-PLAY-3), and High with it.
3. Ann leads a Heart: you may follow with a Heart or trump with a Spade (P-PLAY-2).
4. The rest is yours to play. Nobody else holds a trump now, so every trick you trump is yours: your Jack
   and your 2 (the Jack and Low) are yours whenever you play them, and so is your bid (P-SCORE-1, P-SCORE-3).

The bots pass in the auction and play the lowest card they may (:class:`ScriptedPitcher`), but for Ann's
lead of the second trick; each takes :data:`LESSON_CARD_S`, slow enough to watch.
"""

from __future__ import annotations

from pit_desktop.core.bots.base import Step
from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.engine.cards import Card, cards
from pit_desktop.games.pitch.engine.commands import Bid, Pass, PlayCard, SeatCommand
from pit_desktop.games.pitch.engine.events import CardsDealt, Event
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.engine.view import PitchView

PLAYER, ANN, BOB, CLEO = 0, 1, 2, 3
"""The lesson's seats."""

LESSON_DEALER = CLEO
"""Cleo deals (P-DEAL-1): the player, left of her, speaks first (P-BID-1)."""

LESSON_SETTINGS = PitchSettings(players=4)
"""The Auction game of four, as a new game offers it."""

LESSON_BID = 2
"""The bid the lesson asks for: the Jack and Low are sure (see the module)."""

PITCH_CARD = cards("KS")[0]
"""The card the lesson has the player pitch: Spades become trump, and Ann's Ace takes it."""

LESSON_CARD_S = 1.5
"""Game seconds a scripted bot takes over a call or a card: slow enough to see who plays what."""

LESSON_LEAD_S = 3.0
"""Game seconds a scripted bot takes to lead after a trick was taken: the trick is read first."""

IDLE_S = 1.0
"""Game seconds before a scripted bot off its turn is asked again (an event wakes it sooner)."""

LEADS: dict[tuple[int, int], Card] = {(ANN, 2): cards("7H")[0]}
"""Scripted leads, by ``(seat, trick number)``: Ann leads a Heart to the second trick."""


def lesson_deal() -> tuple[tuple[Card, ...], ...]:
    """The rigged deal, six cards a seat (P-DEAL-2), seat 0 first: no one but the player and Ann holds a
    Spade, and Ann only the Ace."""
    return (
        cards("KS JS 2S 10H 4H 9D"),
        cards("AS QH 7H 3D 5C 8C"),
        cards("JH 6H QD 5D 2C 9C"),
        cards("9H 3H KD 7D AC 10C"),
    )


def lowest(hand: tuple[Card, ...]) -> Card:
    """The lowest of ``hand`` by rank (the suits' order between equals).

    Raises:
        ValueError: ``hand`` is empty.
    """
    return min(hand, key=lambda c: (int(c.rank), c.suit.index))


class ScriptedPitcher:
    """A Pitch bot that passes in the auction and plays the lowest card it may, but for the leads of
    :data:`LEADS`: a bot of the bot contract (``core/bots/host.py``), on its turn only (P-BID-1, P-PLAY-2).
    Pure; one host thread.

    Args:
        seat: the seat it plays.
    """

    level = Level.EASY
    """What the table shows of it: the level a new player meets first."""

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def restart(self, view: PitchView) -> None:
        """A deal: nothing to remember."""

    def inform(self, event: Event) -> bool:
        """Any public event may pass the turn to this seat: ask for a step (another seat's deal is never
        told)."""
        return not isinstance(event, CardsDealt)

    def step(self, view: PitchView) -> Step:
        """On its turn: a pass (the lowest bid when the dealer is stuck, P-BID-3), or a card; else a wait."""
        if view.turn != self.seat or view.phase not in (Phase.BIDDING, Phase.PLAYING):
            return Step(None, IDLE_S)
        if view.phase is Phase.BIDDING:
            return Step(self._call(view), LESSON_CARD_S)
        legal = view.legal_cards()
        trick_no = len(view.tricks) + 1
        scripted = LEADS.get((self.seat, trick_no)) if not view.trick else None
        card = scripted if scripted in legal else lowest(legal)
        delay = LESSON_LEAD_S if not view.trick and view.tricks else LESSON_CARD_S
        return Step(PlayCard(self.seat, card), delay)

    def _call(self, view: PitchView) -> SeatCommand:
        """Pass, or the least bid the rules leave (P-BID-3: a stuck dealer)."""
        if view.why_not(Pass(self.seat)) is None:
            return Pass(self.seat)
        return next(b for b in (Bid(self.seat, a) for a in range(1, 5)) if view.why_not(b) is None)

    def refused(self, command: SeatCommand, error: Exception) -> None:
        """Refused (a take-back came first): the next step reads the view again."""


def lesson_bot(seat: int) -> ScriptedPitcher:
    """The scripted bot for ``seat``."""
    return ScriptedPitcher(seat)
