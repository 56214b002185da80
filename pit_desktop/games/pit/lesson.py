"""Pit's guided first hand ("Learn to play"): the rigged deal and the bots' script. Pure Python, any thread;
the window's side (the steps, the callouts, the guard on the player's actions) is ``games/pit/ui/lesson.py``.

Three players: you, Ann and Bob (the dealer), Wheat, Barley and Corn in play with the Bull and the Bear
(V-BULL-BEAR). The deal goes through the engine's own rigging (``DealHand(deal)``, R-DEAL-2: you and Ann,
left of the dealer, hold ten cards). The hand the lesson walks through, each trade one the rules allow
(R-TRADE-2, R-TRADE-4):

1. You hold 6 Wheat, 2 Barley, 1 Corn and the Bear; collect Wheat.
2. You offer your 2 Barley; Ann, collecting Barley, takes them with 2 Wheat (you: 8 Wheat).
3. Bob then offers 1 card (his Wheat); you take it with your Corn (you: 9 Wheat and the Bear).
4. The Bear stops a corner (R-CORNER-3): you offer it; Bob takes it with a Barley.
5. You ring the bell: 9 Wheat and a Barley is a corner (R-CORNER-1, R-CORNER-4), 100 points; Ann, holding
   the Bull, and Bob, holding the Bear, lose 20 each (R-SCORE-1, R-SCORE-2).

The bots play only this script (:class:`ScriptedTrader`): each move waits for the event that calls for it
(the player's offer, a trade), so no bot moves before the player has done the step's action, and each takes
:data:`LESSON_DELAY_S`, slow enough to watch.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pit_desktop.core.bots.base import Step
from pit_desktop.core.bots.level import Level
from pit_desktop.games.pit.engine.cards import BEAR, BULL, Card, Commodity
from pit_desktop.games.pit.engine.commands import AcceptOffer, Command, MakeOffer
from pit_desktop.games.pit.engine.events import Event, OfferPosted, TradeCompleted
from pit_desktop.games.pit.engine.settings import GameSettings

PLAYER, ANN, BOB = 0, 1, 2
"""The lesson's seats: the player, the Barley collector and the dealer (who collects Corn)."""

WHEAT, BARLEY, CORN = Commodity.WHEAT, Commodity.BARLEY, Commodity.CORN

LESSON_COMMODITIES: tuple[Commodity, ...] = (WHEAT, BARLEY, CORN)
"""The suits in play (R-ED-1): one per player."""

LESSON_DEALER = BOB
"""Bob deals (R-DEAL-1): the player and Ann, left of him, are dealt ten cards (R-DEAL-2)."""

LESSON_SETTINGS = GameSettings(players=3, sort_time_s=0, bull_bear=True)
"""Three players with the Bull and the Bear, and no sorting period (V-SORT-TIME 0): the market opens at
once, and the bots wait on the lesson instead."""

LESSON_DELAY_S = 2.0
"""Game seconds a scripted bot takes over each move: slow enough to see who does what."""

IDLE_S = 60.0
"""Game seconds a scripted bot waits when its script has nothing for it (an event wakes it sooner)."""


def lesson_deal() -> tuple[tuple[Card, ...], ...]:
    """The rigged deal, one hand per seat (R-DEAL-2, dealer :data:`LESSON_DEALER`): every card in play
    once, ten cards for the player and Ann, nine for Bob."""
    player = (WHEAT,) * 6 + (BARLEY,) * 2 + (CORN,) + (BEAR,)
    ann = (WHEAT,) * 2 + (BARLEY,) * 5 + (CORN,) * 2 + (BULL,)
    bob = (WHEAT,) + (BARLEY,) * 2 + (CORN,) * 6
    return (player, ann, bob)


@dataclass(frozen=True, slots=True)
class Cue:
    """One move of a bot's script.

    Attributes:
        when: whether an event the bot sees calls for the move.
        move: the move, made from that event (an offer to take names its ``offer_id``).
    """

    when: Callable[[Event], bool]
    move: Callable[[Event], Command]


def player_offers(count: int) -> Callable[[Event], bool]:
    """The player posts an offer of ``count`` cards (R-TRADE-3: only the count is public)."""
    return lambda event: isinstance(event, OfferPosted) and event.seat == PLAYER and event.count == count


def traded(one: int, other: int) -> Callable[[Event], bool]:
    """Seats ``one`` and ``other`` traded, whichever offered (R-TRADE-4)."""
    return lambda event: isinstance(event, TradeCompleted) and {event.offerer, event.accepter} == {one, other}


def take_with(seat: int, cards: tuple[Card, ...]) -> Callable[[Event], Command]:
    """``seat`` takes the offer just posted, paying ``cards`` (R-TRADE-4)."""

    def take(event: Event) -> Command:
        assert isinstance(event, OfferPosted), "a take answers an offer posted"
        return AcceptOffer(seat, event.offer_id, cards)

    return take


def offer(seat: int, cards: tuple[Card, ...]) -> Callable[[Event], Command]:
    """``seat`` offers ``cards`` (R-TRADE-2)."""
    return lambda _event: MakeOffer(seat, cards)


def lesson_cues() -> dict[int, tuple[Cue, ...]]:
    """Each bot's script, by seat (see the module)."""
    return {
        ANN: (Cue(player_offers(2), take_with(ANN, (WHEAT, WHEAT))),),
        BOB: (
            Cue(traded(PLAYER, ANN), offer(BOB, (WHEAT,))),
            Cue(player_offers(1), take_with(BOB, (BARLEY,))),
        ),
    }


class ScriptedTrader:
    """A bot that makes only its script's moves, each once, in order: a
    :class:`~pit_desktop.core.bots.base.Bot`, hosted as any bot is (``core/bots/host.py``). Pure; one host
    thread.

    Args:
        seat: the seat it plays.
        cues: its moves, in order; each waits for the event its ``when`` names.
    """

    level = Level.EASY
    """What the table shows of it: the level a new player meets first."""

    def __init__(self, seat: int, cues: Sequence[Cue] = ()) -> None:
        self.seat = seat
        self._cues = list(cues)
        self._next: Command | None = None

    @property
    def moves_left(self) -> int:
        """Moves of the script not made yet (the one under way included)."""
        return len(self._cues) + (self._next is not None)

    def restart(self, view: object) -> None:
        """A deal: the script stands as it is (the lesson is one hand)."""

    def inform(self, event: Event) -> bool:
        """Take the script's next move if ``event`` calls for it; ``True`` (ask for a step) then."""
        if self._next is None and self._cues and self._cues[0].when(event):
            self._next = self._cues.pop(0).move(event)
            return True
        return False

    def step(self, view: object) -> Step:
        """The move called for, after :data:`LESSON_DELAY_S`; else a wait."""
        command, self._next = self._next, None
        if command is None:
            return Step(None, IDLE_S)
        return Step(command, LESSON_DELAY_S)

    def refused(self, command: Command, error: Exception) -> None:
        """A move refused is not tried again: the script goes on with its next cue."""


def lesson_bot(seat: int) -> ScriptedTrader:
    """The scripted bot for ``seat`` (:func:`lesson_cues`)."""
    return ScriptedTrader(seat, lesson_cues().get(seat, ()))
