"""The simulator counts each seat's tries to take an offer and the trades they became (R-TRADE-4,
R-TRADE-7): the race for the floor that a person at the table feels, which win rates do not show."""

from __future__ import annotations

import random
from collections import Counter

from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.engine import GameSettings, TradeCompleted
from pit_desktop.games.pit.sim.games import play
from pit_desktop.games.pit.sim.report import MatchResult, _human_accepts
from pit_desktop.games.pit.sim.runner import HeadlessTable
from pit_desktop.games.pit.sim.tournament import specs_for, standard_suite, tally


def test_landed_accepts_are_the_seats_trades_as_accepter() -> None:
    """Every trade a seat took is one landed accept of that seat; the rest of its tries were refused."""
    bots = [make_bot(Level.HUMAN if s == 0 else Level.MEDIUM, s, random.Random(f"r/{s}")) for s in range(4)]
    table = HeadlessTable(GameSettings(players=4), bots, seed=5)
    took: Counter[int] = Counter()
    table.engine.subscribe(lambda e: isinstance(e, TradeCompleted) and took.update([e.accepter]))
    result = table.play_game(max_hands=3)
    landed = [sum(h.landed[s] for h in result.hands) for s in range(4)]
    tries = [sum(h.accepts[s] for h in result.hands) for s in range(4)]
    assert landed == [took[s] for s in range(4)]
    assert all(t >= n for t, n in zip(tries, landed, strict=True)) and sum(tries) > sum(landed) > 0


def test_the_report_tells_the_human_seats_race_per_match() -> None:
    """A Human match's report gives its tries per hand and the share that became trades."""
    match = {m.key: m for m in standard_suite(4)}["human-vs-medium"]
    spec = specs_for(match, 1, seed=3)[0]
    outcome = play(spec)
    counted = tally(match, [outcome])
    human = counted.levels[Level.HUMAN]
    assert human.accepts == outcome.accepts[spec.focus] > 0 and human.landed == outcome.landed[spec.focus]
    lines = _human_accepts([MatchResult(match, counted, {})])
    share = f"{100 * human.landed / human.accepts:.0f}%"
    assert lines[-2] == f"| {match.title} | {human.accepts / human.hands:.1f} | {share} |"
