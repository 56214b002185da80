"""Replay a Pitch hand record on a fresh engine and report what came of it.

The engine is deterministic for a deal and a sequence of commands, so a replay reproduces the hand: the
same auction, tricks, refusals, points and scores. Pure Python, any thread: each replay owns its engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from pit_desktop.core.record_checks import RecordError
from pit_desktop.games.pitch.engine.cards import Card
from pit_desktop.games.pitch.engine.commands import Command, DealHand
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.errors import PitchError
from pit_desktop.games.pitch.engine.events import (
    AuctionWon,
    Event,
    HandScored,
    HandThrownIn,
    Settled,
    TrickWon,
)
from pit_desktop.games.pitch.engine.record import (
    RECORD_FORMAT,
    RECORD_GAME,
    RECORD_VERSION,
    PitchRecord,
    command_to_dict,
)


@dataclass(frozen=True, slots=True)
class RefusedCommand:
    """A command of the record that the engine refused, and why.

    Attributes:
        index: its position in the record's ``commands``.
        at_s: its time, seconds after the deal.
        command: the command.
        reason: the short reason, e.g. ``"renege"``.
        rule: the id of the rule that refused it (``docs/rules-pitch.md``), e.g. ``"P-PLAY-2"``.
        message: the English message.
    """

    index: int
    at_s: float
    command: Command
    reason: str
    rule: str
    message: str


@dataclass(frozen=True, slots=True)
class PitchReplayOutcome:
    """What a replayed hand came to.

    Attributes:
        record: the record replayed.
        hands: every seat's cards left at the end, sorted (empty once the hand is played out).
        auction: the auction's result, or ``None`` if the record stops before it ends.
        thrown_in: everyone passed and the hand was thrown in (PV-STICK off).
        tricks: the tricks taken, in order.
        scored: the hand's points and score changes, or ``None`` if the record stops before the end.
        scores: each seat's points after the replay.
        winner: the winner of the Auction game (P-WIN-1), or ``None``.
        settled: the Money Game's payout if the record settles up (P-WIN-2), else ``None``.
        refused: every refused command, in order.
        events: every event of the replay, in ``seq`` order (private ones included).
    """

    record: PitchRecord
    hands: tuple[tuple[Card, ...], ...]
    auction: AuctionWon | None
    thrown_in: bool
    tricks: tuple[TrickWon, ...]
    scored: HandScored | None
    scores: tuple[int, ...]
    winner: int | None
    settled: Settled | None
    refused: tuple[RefusedCommand, ...]
    events: tuple[Event, ...]

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON-ready data: the auction, the tricks, who took High, Low, Jack and Game,
        the scores, and every refusal with its rule id (what ``pit-desktop replay`` prints)."""
        a, s = self.auction, self.scored
        points: dict[str, Any] | None = None
        if s is not None:
            p = s.points
            points = {
                "trump": p.trump.value,
                "high": {"seat": p.high, "card": p.high_card.id},
                "low": {"seat": p.low, "card": p.low_card.id},
                "jack": p.jack,
                "game": p.game,
                "game_points": list(p.game_points),
                "tricks": list(p.tricks),
                "won": list(p.won),
            }
        return {
            "format": f"{RECORD_FORMAT}-outcome",
            "version": RECORD_VERSION,
            "game": RECORD_GAME,
            "hand_no": self.record.hand_no,
            "dealer": self.record.dealer,
            "pitcher": a.pitcher if a else None,
            "bid": a.bid if a else None,
            "moon": a.moon if a else False,
            "thrown_in": self.thrown_in,
            "tricks": [
                {"plays": [[seat, c.id] for seat, c in t.plays], "winner": t.winner} for t in self.tricks
            ],
            "points": points,
            "made": s.made if s else None,
            "scores_before": list(self.record.scores_before),
            "scores": list(self.scores),
            "winner": self.winner,
            "payments_cents": list(self.settled.payments_cents) if self.settled else None,
            "final_hands": [[c.id for c in hand] for hand in self.hands],
            "refused": [
                {
                    "index": r.index,
                    "at_s": r.at_s,
                    "command": command_to_dict(r.command),
                    "reason": r.reason,
                    "rule": r.rule,
                    "message": r.message,
                }
                for r in self.refused
            ],
        }


class ReplayClock:
    """The virtual clock of one replay: set ``now_s`` to each command's time before it is submitted."""

    __slots__ = ("now_s",)

    def __init__(self) -> None:
        self.now_s = 0.0

    def __call__(self) -> float:
        return self.now_s


def dealt_again(record: PitchRecord) -> tuple[PitchEngine, ReplayClock, list[Event]]:
    """A fresh engine set up as ``record``'s hand began (settings, dealer, scores, moons) with its deal
    made at time 0 (P-DEAL-2): ``(engine, its clock, the list it appends every event to)``. The list
    holds the deal's events.

    Raises:
        RecordError: the record was built in code without :func:`parse_record`'s checks and its setup or
            deal is impossible (a parsed record never raises).
    """
    clock = ReplayClock()
    events: list[Event] = []
    try:
        engine = PitchEngine(
            record.settings,
            seed=0,
            clock=clock,
            first_dealer=record.dealer,
            scores=record.scores_before,
            moons=record.moons_before,
        )
        engine.subscribe(events.append)
        engine.submit(DealHand(deal=record.deal))
    except (PitchError, ValueError) as err:
        raise RecordError("deal", str(err)) from None
    return engine, clock, events


def replay_record(record: PitchRecord) -> PitchReplayOutcome:
    """Re-run ``record`` on a fresh engine, the deal at time 0 and each command at its own time.

    Raises:
        RecordError: the record was built in code without :func:`parse_record`'s checks and its setup or
            deal is impossible (a parsed record never raises).
    """
    engine, clock, events = dealt_again(record)
    refused: list[RefusedCommand] = []
    for index, rc in enumerate(record.commands):
        clock.now_s = rc.at_s
        try:
            engine.submit(rc.command)
        except PitchError as err:
            refused.append(RefusedCommand(index, rc.at_s, rc.command, err.reason, err.rule, err.message))
    return PitchReplayOutcome(
        record=record,
        hands=engine.hands(),
        auction=next((e for e in events if isinstance(e, AuctionWon)), None),
        thrown_in=any(isinstance(e, HandThrownIn) for e in events),
        tricks=tuple(e for e in events if isinstance(e, TrickWon)),
        scored=next((e for e in events if isinstance(e, HandScored)), None),
        scores=engine.scores,
        winner=engine.winner,
        settled=next((e for e in events if isinstance(e, Settled)), None),
        refused=tuple(refused),
        events=tuple(events),
    )
