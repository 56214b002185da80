"""Pitch's harness for the conformance suite (``tests/test_conformance.py``; Pitch's registry entry's
``conformance``): a seeded all-bot table on the virtual clock, and a seeded walk of positions where each
candidate command is asked of ``why_not`` and then submitted. Pure Python, single-threaded.

The suite is game-neutral: what it needs of a game is here, in the game's own terms.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

from pit_desktop.core.bots.level import Level
from pit_desktop.core.sim.clock import VirtualClock
from pit_desktop.core.sim.conformance import TableHarness
from pit_desktop.games.pitch.bots.base import PitchBot
from pit_desktop.games.pitch.bots.levels import make_pitch_bot
from pit_desktop.games.pitch.engine.commands import Bid, DealHand, Pass
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.errors import PitchError
from pit_desktop.games.pitch.engine.events import CardsDealt
from pit_desktop.games.pitch.engine.record import dumps_record
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.engine.view import PitchView
from pit_desktop.games.pitch.sim.table import PitchTable

PLAYERS = 4
"""Seats at the harness's tables."""


class Harness(TableHarness):
    """One seeded game of Pitch (the Auction game) for the conformance suite.

    Args:
        seed: seeds the deals and the bots.
        wrap: wraps each bot before it is seated (the suite's spy); the bot itself when ``None``.
    """

    players = PLAYERS
    distinct_cards = True
    """Each card of the deck is in one place: a card another seat holds must not be in a seat's view."""
    refusal = PitchError
    game_over = Phase.GAME_OVER
    dumps = staticmethod(dumps_record)

    def __init__(self, seed: int, wrap: Callable[[PitchBot], Any] | None = None) -> None:
        wrap = wrap or (lambda bot: bot)
        levels = (Level.HARD, Level.MEDIUM, Level.EASY, Level.BASIC)
        self.bots = [
            wrap(make_pitch_bot(lv, seat, random.Random(f"{seed}/{seat}"), samples=8))
            for seat, lv in enumerate(levels)
        ]
        self.table = PitchTable(PitchSettings(players=PLAYERS), self.bots, seed=seed)
        self.engine: PitchEngine = self.table.engine

    def secrets(self, seat: int) -> list[Any]:
        """The engine and its own lists of ``seat``'s cards (no bot may reach these)."""
        engine = self.engine
        return [engine, engine._hands, engine._hands[seat], engine._deal]

    @staticmethod
    def private_to(obj: object) -> int | None:
        """The seat ``obj`` is private to (a view, a deal's cards), ``None`` if public."""
        if isinstance(obj, PitchView | CardsDealt):
            return obj.seat
        return None

    @staticmethod
    def walk_engine(seed: int) -> PitchEngine:
        """A fresh engine for :meth:`candidates` and :meth:`advance`, on a virtual clock."""
        return PitchEngine(PitchSettings(players=PLAYERS), seed=seed, clock=VirtualClock())

    @staticmethod
    def candidates(engine: PitchEngine, rng: random.Random) -> list[Any]:
        """Commands to try now, legal and not: a deal, the seat on turn's legal commands made by every
        seat, a pass, a bid beyond the highest and one below the lowest."""
        n = engine.settings.players
        out: list[Any] = [DealHand()]
        turn = engine.turn
        legal = engine.legal_commands(turn) if turn >= 0 else ()
        for command in legal:
            out += [dataclasses.replace(command, seat=s) for s in range(n)]
        for s in range(n):
            out += [Pass(s), Bid(s, 99), Bid(s, 0)]
        return out

    @staticmethod
    def advance(engine: PitchEngine, rng: random.Random) -> bool:
        """Move the game on by one legal step; ``False`` when it is over.

        Raises:
            TypeError: ``engine`` is not on a virtual clock (as :meth:`walk_engine` makes it).
        """
        clock = engine._clock
        if not isinstance(clock, VirtualClock):
            raise TypeError("the walk moves an engine on the virtual clock (walk_engine's)")
        if engine.phase is Phase.GAME_OVER:
            return False
        allowed = [c for c in Harness.candidates(engine, rng) if engine.why_not(c) is None]
        engine.submit(rng.choice(allowed))
        clock.advance_to(engine.now() + 0.5)
        return True

    @staticmethod
    def snapshot(engine: PitchEngine) -> tuple[object, ...]:
        """What a refused command must leave alone: hands, phase, turn, scores, every view, the rng (the
        hand log is left out: it keeps refusals)."""
        views = tuple(dataclasses.replace(engine.view(s), now_s=0.0) for s in range(engine.settings.players))
        return (engine.hands(), engine.phase, engine.turn, engine.scores, engine.winner, views,
                engine._rng.getstate())  # fmt: skip
