"""Bots see only their PlayerView and the events addressed to them (R-TRADE-3, DESIGN: views, not state).

A spy sits between the headless table and each bot and keeps everything the bot is handed. After a few
hands, nothing reachable from those objects or from the bots themselves may be the engine, one of its hand
counters, another seat's hand, or another seat's private event.
"""

from __future__ import annotations

import gc
import random
import types
from enum import Enum
from typing import Any

import pytest

from pit_desktop.bots import Level, make_bot
from pit_desktop.bots.base import Bot
from pit_desktop.engine import CardsDealt, CardsReceived, Engine, GameSettings, PlayerView
from pit_desktop.sim.runner import HeadlessTable

_LEAVES = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.CodeType, Enum, str)


def reachable(roots: list[Any]) -> list[Any]:
    """Every object reachable from ``roots`` through references, stopping at classes, modules, functions
    and enum members (which lead to whole modules, not to game state)."""
    seen: dict[int, Any] = {}
    stack = list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, _LEAVES):
            continue
        seen[id(obj)] = obj
        if isinstance(obj, types.MethodType):
            stack.append(obj.__self__)
            continue
        stack.extend(gc.get_referents(obj))
    return list(seen.values())


class Spy:
    """Wraps a bot and keeps every argument it is given."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.seat = bot.seat
        self.level = bot.level
        self.given: list[Any] = []

    def restart(self, view: PlayerView) -> None:
        self.given.append(view)
        self.bot.restart(view)

    def inform(self, event: Any) -> bool:
        self.given.append(event)
        return self.bot.inform(event)

    def step(self, view: PlayerView) -> Any:
        self.given.append(view)
        return self.bot.step(view)

    def refused(self, command: Any, error: Any) -> None:
        self.given.append(error)
        self.bot.refused(command, error)


@pytest.fixture
def table() -> tuple[HeadlessTable, list[Spy]]:
    """A four-seat table of one bot per level (Hard keeps the most memory), three hands played."""
    levels = (Level.HARD, Level.MEDIUM, Level.EASY, Level.BASIC)
    spies = [Spy(make_bot(level, seat, random.Random(seat))) for seat, level in enumerate(levels)]
    host = HeadlessTable(GameSettings(players=4), spies, seed=5)
    for _ in range(3):
        host.play_hand()
        host.clock.advance_to(host.clock.now_s + 3.0)
    return host, spies


def test_the_walker_finds_an_engine_when_one_is_handed_over() -> None:
    """The check below can fail: an engine hidden in a container is found."""
    engine = Engine(GameSettings(players=3), seed=1)
    assert any(obj is engine for obj in reachable([{"x": [(1, engine)]}]))


def test_nothing_a_bot_is_given_reaches_another_players_hand(table: tuple[HeadlessTable, list[Spy]]) -> None:
    host, spies = table
    engine = host.engine
    state = engine._state
    counts = state.hands.all_counts()
    forbidden = {id(engine), id(state), id(state.hands)} | {id(h) for h in counts}
    for spy in spies:
        assert spy.given, "the bot was never asked anything"
        others = {id(h) for s, h in enumerate(state.hands.all_sorted()) if s != spy.seat and h}
        for obj in reachable([*spy.given, spy.bot]):
            assert id(obj) not in forbidden, f"seat {spy.seat} can reach the engine's state: {obj!r:.80}"
            assert id(obj) not in others, f"seat {spy.seat} can reach another seat's hand"
            if isinstance(obj, CardsDealt | CardsReceived):
                assert obj.seat == spy.seat, f"seat {spy.seat} saw seat {obj.seat}'s private event"
            if isinstance(obj, PlayerView):
                assert obj.seat == spy.seat
