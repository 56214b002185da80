"""Trick Toy's rules, views, hand records and replays (pure Python)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from pit_desktop.core.record_checks import RecordError

PLAYERS = 3
TARGET = 5


@dataclass(frozen=True, order=True)
class Card:
    """A card: its rank, 1 to 9."""

    rank: int


CARDS = tuple(Card(n) for n in range(1, 10))


@dataclass(frozen=True)
class Deal:
    """Deal the next hand."""


@dataclass(frozen=True)
class Play:
    """``seat`` plays ``card``."""

    seat: int
    card: Card


class ToyError(Exception):
    """A refused command."""

    def __init__(self, rule: str, reason: str, message: str) -> None:
        super().__init__(message)
        self.rule, self.reason, self.message = rule, reason, message


@dataclass(frozen=True)
class ToyView:
    """What ``seat`` may see."""

    seat: int
    hand: tuple[Card, ...]
    turn: int
    trick: tuple[tuple[int, Card], ...]
    scores: tuple[int, ...]


@dataclass(frozen=True)
class ToyRecord:
    """One hand: its deal, leader, scores before and commands."""

    deal: tuple[tuple[Card, ...], ...]
    leader: int
    scores_before: tuple[int, ...]
    commands: tuple[tuple[int, Card], ...]


class ToyEngine:
    """The game: ``submit`` a command, or ask ``why_not``."""

    def __init__(self, seed: int | None = None, clock: Any = None) -> None:
        self._rng = random.Random(seed)
        self._clock = clock
        self.settings = type("ToySettings", (), {"players": PLAYERS})()
        self.hands_: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.phase = "ready"
        self.turn = -1
        self.leader = 0
        self.trick: list[tuple[int, Card]] = []
        self.scores = [0] * PLAYERS
        self.winner: int | None = None
        self._deal: tuple[tuple[Card, ...], ...] = ()
        self._before: tuple[int, ...] = (0,) * PLAYERS
        self._commands: list[tuple[int, Card]] = []
        self._listeners: list[Any] = []

    def subscribe(self, listener: Any) -> None:
        self._listeners.append(listener)

    def why_not(self, command: object) -> ToyError | None:
        if isinstance(command, Deal):
            if self.phase != "ready":
                return ToyError("T-DEAL", "mid_hand", "a hand is under way")
            return None
        if not isinstance(command, Play):
            return ToyError("T-CMD", "unknown", "not a command of Trick Toy")
        if self.phase != "playing":
            return ToyError("T-PLAY-1", "no_hand", "no hand is being played")
        if command.seat != self.turn:
            return ToyError("T-PLAY-1", "not_your_turn", f"it is seat {self.turn}'s turn")
        if command.card not in self.hands_[command.seat]:
            return ToyError("T-PLAY-2", "not_held", f"seat {command.seat} does not hold {command.card.rank}")
        return None

    def submit(self, command: object) -> tuple[object, ...]:
        err = self.why_not(command)
        if err is not None:
            raise err
        if isinstance(command, Deal):
            cards = list(CARDS)
            self._rng.shuffle(cards)
            self.hands_ = [sorted(cards[i * 3 : i * 3 + 3]) for i in range(PLAYERS)]
            self._deal = tuple(tuple(h) for h in self.hands_)
            self._before = tuple(self.scores)
            self._commands = []
            self.phase, self.turn, self.trick = "playing", self.leader, []
            events: tuple[object, ...] = (("dealt",),)
        else:
            assert isinstance(command, Play)
            self._commands.append((command.seat, command.card))
            self.hands_[command.seat].remove(command.card)
            self.trick.append((command.seat, command.card))
            self.turn = (self.turn + 1) % PLAYERS
            events = (("played", command.seat, command.card.rank),)
            if len(self.trick) == PLAYERS:
                taker = max(self.trick, key=lambda play: play[1])[0]
                self.scores[taker] += 1
                self.trick, self.turn, self.leader = [], taker, taker
                if self.scores[taker] >= TARGET:
                    self.phase, self.turn, self.winner = "game_over", -1, taker
                elif not self.hands_[taker]:
                    self.phase, self.turn = "ready", -1
        for listener in self._listeners:
            for event in events:
                listener(event)
        return events

    def view(self, seat: int) -> ToyView:
        return ToyView(seat, tuple(self.hands_[seat]), self.turn, tuple(self.trick), tuple(self.scores))

    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(h) for h in self.hands_)

    def hand_log(self) -> ToyRecord:
        leader = self._commands[0][0] if self._commands else self.leader
        return ToyRecord(self._deal, leader, self._before, tuple(self._commands))


def dumps_record(record: ToyRecord) -> str:
    return json.dumps(
        {
            "format": "pit-desktop-hand",
            "game": "toy",
            "deal": [[c.rank for c in h] for h in record.deal],
            "leader": record.leader,
            "scores_before": list(record.scores_before),
            "commands": [[seat, card.rank] for seat, card in record.commands],
        }
    )


def decode_record(data: bytes) -> ToyRecord:
    try:
        top = json.loads(data.decode("utf-8"))
        return ToyRecord(
            tuple(tuple(Card(int(c)) for c in h) for h in top["deal"]),
            int(top["leader"]),
            tuple(int(s) for s in top["scores_before"]),
            tuple((int(s), Card(int(c))) for s, c in top["commands"]),
        )
    except (ValueError, KeyError, TypeError) as err:
        raise RecordError("", f"not a Trick Toy record: {err}") from None


@dataclass
class ToyOutcome:
    scores: list[int]
    refused: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"game": "toy", "scores": self.scores, "refused": self.refused}


def _dealt_again(record: ToyRecord) -> ToyEngine:
    engine = ToyEngine()
    engine.scores, engine.leader = list(record.scores_before), record.leader
    engine.hands_ = [list(h) for h in record.deal]
    engine._deal, engine._before = record.deal, record.scores_before
    engine.phase, engine.turn = "playing", record.leader
    return engine


def replay_record(record: ToyRecord) -> ToyOutcome:
    engine = _dealt_again(record)
    outcome = ToyOutcome([])
    for seat, card in record.commands:
        try:
            engine.submit(Play(seat, card))
        except ToyError as err:
            outcome.refused.append(err.reason)
    outcome.scores = list(engine.scores)
    return outcome


def timeline(record: ToyRecord) -> list[tuple[tuple[Card, ...], ...]]:
    engine = _dealt_again(record)
    frames = [engine.hands()]
    for seat, card in record.commands:
        engine.submit(Play(seat, card))
        frames.append(engine.hands())
    return frames
