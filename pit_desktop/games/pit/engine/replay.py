"""Replay a hand record on a fresh engine and report what came of it.

The engine is deterministic for a deal and a sequence of timed commands, so a replay reproduces the hand:
the same trades, refusals (R-TRADE-7 races, R-CORNER-6 false claims), corner and scores.
Pure Python, any thread: each replay owns its engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pit_desktop.games.pit.engine.cards import Card
from pit_desktop.games.pit.engine.commands import Command, DealHand
from pit_desktop.games.pit.engine.engine import Engine
from pit_desktop.games.pit.engine.errors import PitError
from pit_desktop.games.pit.engine.events import CornerClaimed, Event, TradeCompleted
from pit_desktop.games.pit.engine.record import (
    RECORD_FORMAT,
    RECORD_VERSION,
    HandRecord,
    RecordError,
    command_to_dict,
)

__all__ = ["RefusedCommand", "ReplayOutcome", "replay_record"]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""


@dataclass(frozen=True, slots=True)
class RefusedCommand:
    """A command of the record that the engine refused, and why (R-CORNER-6, R-TRADE-7, …).

    Attributes:
        index: its position in the record's ``commands``.
        at_s: its time, seconds after the deal.
        command: the command.
        reason: the short reason, e.g. ``"offer_gone"``.
        rule: the id of the rule that refused it (``docs/rules-pit.md``), e.g. ``"R-TRADE-7"``.
        message: the message a player is shown.
        fine: points it cost (20 for a false claim under V-FALSE-CLAIM, else 0).
        error: the refusal itself, for a player's words in their language (its class and fields; not
            compared).
    """

    index: int
    at_s: float
    command: Command
    reason: str
    rule: str
    message: str
    fine: int = 0
    error: PitError | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True, slots=True)
class ReplayOutcome:
    """What a replayed hand came to (R-CORNER-5, R-SCORE-1..4).

    Attributes:
        record: the record replayed.
        hands: every seat's final hand, sorted.
        corner: the corner that ended the hand, or ``None`` if the record stops before one.
        scores: each seat's points after the hand (fines and penalties included).
        winner: the seat that reached the target score (R-SCORE-4), or ``None``.
        trades: trades completed.
        refused: every refused command, in order.
        events: every event of the replay, in ``seq`` order (private ones included).
    """

    record: HandRecord
    hands: tuple[tuple[Card, ...], ...]
    corner: CornerClaimed | None
    scores: tuple[int, ...]
    winner: int | None
    trades: int
    refused: tuple[RefusedCommand, ...]
    events: tuple[Event, ...]

    def to_dict(self) -> dict[str, Any]:
        """The outcome as JSON-ready data (the output of ``pit-desktop replay``): the corner (R-CORNER-5),
        scores and penalties (R-SCORE-1..4), and refusals with their rule ids."""
        corner: dict[str, Any] | None = None
        if self.corner is not None:
            c = self.corner
            corner = {
                "seat": c.seat,
                "commodity": c.commodity.value,
                "kind": c.kind.value,
                "points": c.points,
                "penalties": [{"seat": seat, "points": -lost} for seat, lost in c.penalties],
            }
        return {
            "format": f"{RECORD_FORMAT}-outcome",
            "version": RECORD_VERSION,
            "hand_no": self.record.hand_no,
            "dealer": self.record.dealer,
            "commodities": [c.value for c in self.record.commodities],
            "corner": corner,
            "scores_before": list(self.record.scores_before),
            "scores": list(self.scores),
            "winner": self.winner,
            "trades": self.trades,
            "final_hands": [[card.value for card in hand] for hand in self.hands],
            "refused": [
                {
                    "index": r.index,
                    "at_s": r.at_s,
                    "command": command_to_dict(r.command),
                    "reason": r.reason,
                    "rule": r.rule,
                    "message": r.message,
                    **({"fine": r.fine} if r.fine else {}),
                }
                for r in self.refused
            ],
        }


class _ReplayClock:
    """The virtual clock of one replay: set to each command's time before it is submitted."""

    __slots__ = ("now_s",)

    def __init__(self) -> None:
        self.now_s = 0.0

    def __call__(self) -> float:
        return self.now_s


def replay_record(record: HandRecord) -> ReplayOutcome:
    """Re-run ``record`` on a fresh engine, with a virtual clock set to each command's time.

    The deal happens at time 0 (so the bell may ring at ``settings.sort_time_s``, R-DEAL-3); offers are
    numbered from 1 within the hand, as in the record.

    Returns:
        The outcome: final hands, the corner, scores, and every refused command with its reason.

    Raises:
        RecordError: the record was built in code without :func:`parse_record`'s checks and its setup or
            deal is impossible (a parsed record never raises).
    """
    clock = _ReplayClock()
    try:
        engine = Engine(
            record.settings,
            seed=0,
            clock=clock,
            commodities=record.commodities,
            first_dealer=record.dealer,
            scores=record.scores_before,
        )
        events: list[Event] = []
        engine.subscribe(events.append)
        engine.submit(DealHand(deal=record.deal))
    except (PitError, ValueError) as err:
        raise RecordError("deal", str(err)) from None
    refused: list[RefusedCommand] = []
    for index, rc in enumerate(record.commands):
        clock.now_s = rc.at_s
        try:
            engine.submit(rc.command)
        except PitError as err:
            fine = int(getattr(err, "fine", 0))
            refused.append(
                RefusedCommand(index, rc.at_s, rc.command, err.reason, err.rule, err.message, fine, err)
            )
    corner = next((e for e in events if isinstance(e, CornerClaimed)), None)
    return ReplayOutcome(
        record=record,
        hands=engine.hands(),
        corner=corner,
        scores=engine.scores,
        winner=engine.winner,
        trades=sum(1 for e in events if isinstance(e, TradeCompleted)),
        refused=tuple(refused),
        events=tuple(events),
    )
