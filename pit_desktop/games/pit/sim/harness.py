"""Pit's harness for the conformance suite (``tests/test_conformance.py``; Pit's registry entry's
``conformance``): a seeded all-bot table on the virtual clock, and a seeded walk of positions where each
candidate command is asked of ``why_not`` and then submitted. Pure Python, single-threaded.

The suite is game-neutral: what it needs of a game is here, in the game's own terms (R-TRADE-3: a bot
sees only its view).
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Callable
from typing import Any

from pit_desktop.core.sim.clock import VirtualClock
from pit_desktop.core.sim.conformance import TableHarness
from pit_desktop.games.pit.bots import Bot, Level, make_bot
from pit_desktop.games.pit.engine import (
    AcceptOffer,
    CardsDealt,
    CardsReceived,
    ClaimCorner,
    Command,
    Commodity,
    DealHand,
    Engine,
    GameSettings,
    MakeOffer,
    OpenMarket,
    Phase,
    PitError,
    PlayerView,
    WithdrawOffer,
)
from pit_desktop.games.pit.engine.record import dumps_record
from pit_desktop.games.pit.sim.runner import HeadlessTable

PLAYERS = 4
"""Seats at the harness's tables."""


class Harness(TableHarness):
    """One seeded game of Pit for the conformance suite.

    Args:
        seed: seeds the deals and the bots.
        wrap: wraps each bot before it is seated (the suite's spy); the bot itself when ``None``.
    """

    players = PLAYERS
    distinct_cards = False
    """Pit's cards are commodities that several seats hold at once: a card seen says nothing of a seat."""
    refusal = PitError
    game_over = Phase.GAME_OVER
    dumps = staticmethod(dumps_record)

    def __init__(self, seed: int, wrap: Callable[[Bot], Any] | None = None) -> None:
        wrap = wrap or (lambda bot: bot)
        self.seed = seed
        levels = (Level.HARD, Level.MEDIUM, Level.EASY, Level.BASIC)
        self.bots = [
            wrap(make_bot(lv, seat, random.Random(f"{seed}/{seat}"))) for seat, lv in enumerate(levels)
        ]
        self.table = HeadlessTable(
            GameSettings(players=PLAYERS), self.bots, seed=seed, log_every_refusal=True
        )
        self.engine: Engine = self.table.engine

    # the all-bot table
    def secrets(self, seat: int) -> list[Any]:
        """The engine's own objects that hold ``seat``'s cards, and its state (no bot may reach these)."""
        state = self.engine._state
        return [
            self.engine,
            state,
            state.hands,
            state.hands.all_counts()[seat],
            state.hands.all_sorted()[seat],
        ]

    @staticmethod
    def private_to(obj: object) -> int | None:
        """The seat ``obj`` is private to (a view, a deal's or a trade's cards), ``None`` if public."""
        if isinstance(obj, PlayerView | CardsDealt | CardsReceived):
            return obj.seat
        return None

    # the walk of positions (the engine alone)
    @staticmethod
    def walk_engine(seed: int) -> Engine:
        """A fresh engine for :meth:`candidates` and :meth:`advance`, on a virtual clock."""
        return Engine(GameSettings(players=PLAYERS), seed=seed, clock=VirtualClock())

    @staticmethod
    def candidates(engine: Engine, rng: random.Random) -> list[Command]:
        """Commands to try now, legal and not: a deal, the bell, every seat's claim, offers of held and
        unheld cards, withdrawals, accepts of real and made-up offers."""
        n = engine.settings.players
        out: list[Command] = [DealHand(), OpenMarket(), *(ClaimCorner(s) for s in range(n))]
        for seat in range(n):
            view = engine.view(seat)
            hand = Counter(view.hand)
            held = [c for c in hand if type(c) is Commodity]
            absent = [c for c in view.commodities if c not in hand]
            if held:
                c = rng.choice(held)
                out.append(MakeOffer(seat, (c,) * rng.randint(1, hand[c])))
                for offer in view.others_offers():
                    out.append(AcceptOffer(seat, offer.offer_id, (c,) * offer.count))
                out.append(AcceptOffer(seat, 10_000, (c,)))
            if absent:
                out.append(MakeOffer(seat, (absent[0],)))
            out.append(WithdrawOffer(seat))
        return out

    @staticmethod
    def advance(engine: Engine, rng: random.Random) -> bool:
        """Move the game on by one legal step; ``False`` when it is over.

        Raises:
            TypeError: ``engine`` is not on a virtual clock (as :meth:`walk_engine` makes it).
        """
        clock = engine._clock
        if not isinstance(clock, VirtualClock):
            raise TypeError("the walk moves an engine on the virtual clock (walk_engine's)")
        if engine.phase is Phase.GAME_OVER:
            return False
        if engine.phase is Phase.SORTING:
            clock.advance_to(engine.sort_ends_at_s)
        allowed = [c for c in Harness.candidates(engine, rng) if engine.why_not(c) is None]
        engine.submit(rng.choice(allowed))
        clock.advance_to(clock.now_s + 0.5)
        return True

    @staticmethod
    def snapshot(engine: Engine) -> tuple[object, ...]:
        """What a refused command must leave alone: hands, phase, scores, dealer, winner, every view, the
        rng (the hand log is left out: it keeps refusals, R-TRADE-7)."""
        views = tuple(dataclasses.replace(engine.view(s), now_s=0.0) for s in range(engine.settings.players))
        return (engine.hands(), engine.phase, engine.scores, engine.dealer, engine.winner, views,
                engine._state.rng.getstate())  # fmt: skip
