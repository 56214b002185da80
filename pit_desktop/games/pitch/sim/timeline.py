"""A Pitch hand record as a sequence of table positions, one per step, for the in-window replay viewer.

A step is one call of the auction, the auction's result, one card played, one trick taken, the hand's end
(its score, and the game's win with it), a Money Game's settling up, or a command the engine refused. The
record is replayed on a fresh engine as :func:`pit_desktop.games.pitch.engine.replay.replay_record` does, so
the viewer shows what ``pit-desktop replay`` computes. Pure Python, any thread.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pit_desktop.games.pitch.engine.cards import Card, Suit
from pit_desktop.games.pitch.engine.commands import Command
from pit_desktop.games.pitch.engine.errors import PitchError
from pit_desktop.games.pitch.engine.events import (
    AuctionWon,
    BidMade,
    CardPlayed,
    CardsDealt,
    Event,
    GameWon,
    HandDealt,
    HandScored,
    HandThrownIn,
    MoonShot,
    Passed,
    Settled,
    TrickWon,
    TrumpSet,
)
from pit_desktop.games.pitch.engine.record import PitchRecord
from pit_desktop.games.pitch.engine.replay import dealt_again
from pit_desktop.games.pitch.engine.table import Call, Trick


@dataclass(frozen=True, slots=True)
class Refusal:
    """A command of the record that the engine refused (nothing changed).

    Attributes:
        index: its position in the record's ``commands``.
        command: the command.
        error: the engine's refusal (its class, fields and rule id, e.g. P-PLAY-2 for a renege).
    """

    index: int
    command: Command
    error: PitchError


@dataclass(frozen=True, slots=True)
class PitchFrame:
    """The table after one step of a replayed hand.

    Attributes:
        at_s: seconds after the deal.
        events: the step's events, the one that makes it first: trump named (P-PLAY-1) comes with the
            first lead, a game won (P-WIN-1) with the hand's score. The deal's frame holds the
            :class:`HandDealt`; a refusal's none.
        refusal: the refused command this step shows, or ``None``.
        hands: every seat's cards still held, sorted (face up: this is a replay).
        calls: the auction's calls so far, in order (P-BID-1).
        pitcher: the auction's winner, or -1 while it runs.
        bid: the pitcher's bid (4 for the moon), 0 while the auction runs.
        moon: the pitcher shot the moon (P-BID-4).
        trump: trump, once the first card is led.
        trick: the cards on the table as ``(seat, card)``, the lead first: the trick being played, or, on
            the step that takes it, the trick just taken.
        taker: the seat that took :attr:`trick` on this step (P-PLAY-3), else -1.
        tricks: the tricks taken so far.
        scores: every seat's points (after the hand once it is scored).
        scored: the hand's score (P-SCORE-1..4), from its end on, else ``None``.
        winner: the winner of the Auction game (P-WIN-1), else -1.
        settled: the Money Game's payout (P-WIN-2), once settled, else ``None``.
        thrown_in: everyone passed and the hand was thrown in (PV-STICK off).
    """

    at_s: float
    events: tuple[Event, ...]
    refusal: Refusal | None
    hands: tuple[tuple[Card, ...], ...]
    calls: tuple[Call, ...]
    pitcher: int
    bid: int
    moon: bool
    trump: Suit | None
    trick: tuple[tuple[int, Card], ...]
    taker: int
    tricks: tuple[Trick, ...]
    scores: tuple[int, ...]
    scored: HandScored | None
    winner: int
    settled: Settled | None
    thrown_in: bool

    @property
    def event(self) -> Event | None:
        """The event that makes this step (its first), or ``None`` for a refusal."""
        return self.events[0] if self.events else None


_JOINS_PREVIOUS = (TrumpSet, GameWon)
"""Events shown with the step before them: trump is named by the first lead (P-PLAY-1), the game is won
at the end of a hand (P-WIN-1)."""

_UNSHOWN = (CardsDealt,)
"""Events that make no step: the deal's frame shows every hand already."""


def timeline(record: PitchRecord) -> tuple[PitchFrame, ...]:
    """The positions of ``record``'s hand, the deal first, then one a step (see :class:`PitchFrame`).

    Returns:
        At least one frame (the deal); one more per step of the record's commands.

    Raises:
        RecordError: the record was built in code without the reader's checks and its setup or deal is
            impossible (P-DEAL-2); a record read from a file never raises.
    """
    engine, clock, events = dealt_again(record)
    builder = _Builder(record)
    for event in events:
        builder.take(event)
    for index, rc in enumerate(record.commands):
        clock.now_s = rc.at_s
        events.clear()
        try:
            engine.submit(rc.command)
        except PitchError as err:
            err.__traceback__ = None  # kept for its words, not for the frames that raised it
            builder.refused(rc.at_s, Refusal(index, rc.command, err))
            continue
        for event in events:
            builder.take(event)
    return tuple(builder.frames)


class _Builder:
    """Folds the replay's events into frames."""

    def __init__(self, record: PitchRecord) -> None:
        self.frames: list[PitchFrame] = []
        self.frame = PitchFrame(
            at_s=0.0,
            events=(),
            refusal=None,
            hands=record.deal,
            calls=(),
            pitcher=-1,
            bid=0,
            moon=False,
            trump=None,
            trick=(),
            taker=-1,
            tricks=(),
            scores=record.scores_before,
            scored=None,
            winner=-1,
            settled=None,
            thrown_in=False,
        )

    def refused(self, at_s: float, refusal: Refusal) -> None:
        self.frames.append(replace(self.frame, at_s=at_s, events=(), refusal=refusal))

    def take(self, event: Event) -> None:
        f = self.frame
        taker = -1
        trick = f.trick if f.taker < 0 else ()  # a trick taken leaves the table at the next step
        match event:
            case HandDealt():
                pass
            case Passed(seat=seat):
                f = replace(f, calls=(*f.calls, Call(seat, 0)))
            case BidMade(seat=seat, amount=amount, steal=steal, pitched=pitched):
                f = replace(f, calls=(*f.calls, Call(seat, amount, steal=steal, pitched=pitched)))
            case MoonShot(seat=seat):
                f = replace(f, calls=(*f.calls, Call(seat, 4, moon=True)))
            case AuctionWon(pitcher=pitcher, bid=bid, moon=moon):
                f = replace(f, pitcher=pitcher, bid=bid, moon=moon)
            case HandThrownIn():
                f = replace(f, thrown_in=True)
            case TrumpSet(suit=suit):
                f = replace(f, trump=suit)
            case CardPlayed(seat=seat, card=played):
                hands = list(f.hands)
                hands[seat] = tuple(c for c in hands[seat] if c != played)
                trick = (*trick, (seat, played))
                f = replace(f, hands=tuple(hands))
            case TrickWon(winner=winner, plays=plays):
                trick, taker = plays, winner
                f = replace(f, tricks=(*f.tricks, Trick(plays, winner)))
            case HandScored(scores=scores):
                f = replace(f, scored=event, scores=scores)
            case GameWon(winner=winner):
                f = replace(f, winner=winner)
            case Settled():
                f = replace(f, settled=event)
        if isinstance(event, _UNSHOWN):
            return
        f = replace(f, at_s=event.at_s, refusal=None, trick=trick, taker=taker)
        if isinstance(event, _JOINS_PREVIOUS) and self.frames:
            last = self.frames[-1]
            f = replace(f, events=(*last.events, event), trick=last.trick, taker=last.taker)
            self.frames[-1] = self.frame = f
            return
        f = replace(f, events=(event,))
        self.frames.append(f)
        self.frame = f
