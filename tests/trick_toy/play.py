"""Trick Toy's bots, its headless table, its harness for the conformance suite and its commands."""

from __future__ import annotations

import argparse
import random
from collections.abc import Callable
from typing import Any, TextIO

from pit_desktop.core.sim.conformance import TableHarness
from trick_toy.engine import CARDS, PLAYERS, Deal, Play, ToyEngine, ToyError, ToyView, dumps_record

LEVEL_NAMES = {"random": "random", "low": "low"}


class ToyBot:
    """Plays a random card of its hand on its turn (``low``: its lowest)."""

    def __init__(self, seat: int, rng: random.Random, low: bool = False) -> None:
        self.seat, self.rng, self.low = seat, rng, low
        self.seen: list[Any] = []

    def restart(self, view: ToyView) -> None:
        self.hand = view.hand

    def inform(self, event: Any) -> bool:
        self.seen.append(event)
        return True

    def step(self, view: ToyView) -> Play:
        return Play(self.seat, min(view.hand) if self.low else self.rng.choice(view.hand))


class ToyTable:
    """Bots around one engine, turn by turn."""

    def __init__(self, bots: list[Any], seed: int) -> None:
        self.bots, self.engine = bots, ToyEngine(seed)
        self.engine.subscribe(lambda e: [b.inform(e) for b in self.bots])

    def play_hand(self) -> None:
        engine = self.engine
        engine.submit(Deal())
        for bot in self.bots:
            bot.restart(engine.view(bot.seat))
        while engine.turn >= 0:
            engine.submit(self.bots[engine.turn].step(engine.view(engine.turn)))

    def play_game(self) -> int:
        while self.engine.phase != "game_over":
            self.play_hand()
        return self.engine.winner if self.engine.winner is not None else -1


class Harness(TableHarness):
    """Trick Toy for the conformance suite (the same shape as Pit's and Pitch's harnesses)."""

    players = PLAYERS
    distinct_cards = True
    refusal = ToyError
    game_over = "game_over"
    dumps = staticmethod(dumps_record)

    def __init__(self, seed: int, wrap: Callable[[Any], Any] | None = None) -> None:
        wrap = wrap or (lambda bot: bot)
        bots = [wrap(ToyBot(s, random.Random(f"{seed}/{s}"), low=s == 0)) for s in range(PLAYERS)]
        self.table = ToyTable(bots, seed)
        self.engine = self.table.engine

    def play_game(self) -> int:
        return self.table.play_game()

    def play_hand(self) -> None:
        self.table.play_hand()

    def secrets(self, seat: int) -> list[Any]:
        return [self.engine, self.engine.hands_, self.engine.hands_[seat]]

    @staticmethod
    def private_to(obj: object) -> int | None:
        return obj.seat if isinstance(obj, ToyView) else None

    @staticmethod
    def walk_engine(seed: int) -> ToyEngine:
        return ToyEngine(seed)

    @staticmethod
    def candidates(engine: ToyEngine, rng: random.Random) -> list[Any]:
        return [Deal(), "nonsense", *(Play(s, c) for s in range(PLAYERS) for c in CARDS)]

    @staticmethod
    def advance(engine: ToyEngine, rng: random.Random) -> bool:
        if engine.phase == "game_over":
            return False
        allowed = [c for c in Harness.candidates(engine, rng) if engine.why_not(c) is None]
        engine.submit(rng.choice(allowed))
        return True

    @staticmethod
    def snapshot(engine: ToyEngine) -> tuple[object, ...]:
        return (engine.hands(), engine.phase, engine.turn, tuple(engine.trick), tuple(engine.scores),
                engine._rng.getstate())  # fmt: skip


def simulate(args: argparse.Namespace, out: TextIO) -> int:
    """``simulate --game toy``: games won by seat."""
    wins = [0] * PLAYERS
    for g in range(args.games):
        wins[Harness(args.seed * 1000 + g).play_game()] += 1
    print(f"{args.games} games of Trick Toy; won by seat: {wins}", file=out)
    return 0


def tournament(args: argparse.Namespace, out: TextIO, say: Callable[..., None]) -> int:
    """``tournament --game toy``: there is none."""
    say("Trick Toy has no tournament")
    return 2


def suite(players: int = PLAYERS) -> list[Any]:
    """No tournament matches."""
    return []
