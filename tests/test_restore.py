"""A kept hand is restored by replaying it to its moment on a fresh engine, each command at its own time on
a clock held for it, then the live clock: the same cards in the same hands, the same trades, tricks and
scores as the hand had then; a record that does not replay as it went is refused (issue 22, item 6)."""

from __future__ import annotations

import dataclasses
import random

import pytest

from pit_desktop.core.restore import HeldClock, RestoreError, restore_hand
from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.engine import (
    DealHand,
    Engine,
    GameSettings,
    PitError,
    record_from_log,
    replay_record,
)
from pit_desktop.games.pit.engine.events import CardsDealt, HandDealt, TradeCompleted
from pit_desktop.games.pit.engine.record import RecordedCommand
from pit_desktop.games.pit.sim.runner import HeadlessTable


class Live:
    """A live clock standing at ``now_s``."""

    def __init__(self, now_s: float) -> None:
        self.now_s = now_s

    def __call__(self) -> float:
        return self.now_s


def a_record(commands: int):
    settings = GameSettings(players=4).validated()
    bots = [make_bot(Level.MEDIUM, seat, random.Random(seat)) for seat in range(4)]
    table = HeadlessTable(settings, bots, seed=11)
    table.play_hand()
    record = record_from_log(table.engine.hand_log())
    return dataclasses.replace(record, commands=record.commands[:commands])


def fresh(record, clock) -> Engine:
    return Engine(
        record.settings, seed=5, clock=clock, commodities=record.commodities, first_dealer=record.dealer
    )


def test_a_hand_is_replayed_to_its_moment_then_goes_on_on_the_live_clock() -> None:
    record = a_record(60)
    assert any(type(c.command).__name__ == "AcceptOffer" for c in record.commands)
    elapsed_s = record.commands[-1].at_s + 3.0
    clock = HeldClock(Live(1000.0))
    engine = fresh(record, clock)
    restored = restore_hand(engine, clock, DealHand(record.deal), record.commands, elapsed_s, PitError)
    assert engine.hands() == replay_record(record).hands  # the cards where they were, trades made
    assert clock.held_s is None and engine.now() == 1000.0
    assert restored.dealt_at_s == pytest.approx(1000.0 - elapsed_s)
    assert [c.at_s for c in record_from_log(engine.hand_log()).commands] == pytest.approx(
        [c.at_s for c in record.commands]
    )
    assert type(restored.events[0]) is HandDealt
    trades = sum(1 for e in restored.events if type(e) is TradeCompleted)
    assert trades == replay_record(record).trades > 0
    dealt = {e.seat: e.cards for e in restored.events if type(e) is CardsDealt}
    assert [view.hand for view in restored.dealt] == [dealt[seat] for seat in range(4)]


def test_what_the_game_does_after_the_replay_is_on_the_live_clock_and_among_the_events() -> None:
    record = a_record(30)
    clock = HeldClock(Live(50.0))
    engine = fresh(record, clock)
    seen: list[float] = []
    restored = restore_hand(
        engine, clock, DealHand(record.deal), record.commands, 40.0, PitError, lambda: seen.append(clock())
    )
    assert seen == [50.0] and restored.events


@pytest.mark.parametrize("spoil", ["refused kept as applied", "applied kept as refused"])
def test_a_hand_that_replays_otherwise_than_it_went_is_refused(spoil: str) -> None:
    record = a_record(60)
    index = next(
        i for i, c in enumerate(record.commands) if (c.refused is not None) == (spoil.startswith("refused"))
    )
    kept = record.commands[index]
    changed = RecordedCommand(kept.at_s, kept.command, None if kept.refused else "offer_gone")
    commands = (*record.commands[:index], changed, *record.commands[index + 1 :])
    clock = HeldClock(Live(500.0))
    with pytest.raises(RestoreError) as err:
        restore_hand(fresh(record, clock), clock, DealHand(record.deal), commands, 99.0, PitError)
    assert err.value.field == f"commands[{index}]" and clock.held_s is None


def test_a_deal_the_engine_refuses_cannot_be_restored() -> None:
    record = a_record(0)
    clock = HeldClock(Live(500.0))
    short = (record.deal[0][1:], *record.deal[1:])
    with pytest.raises(RestoreError) as err:
        restore_hand(fresh(record, clock), clock, DealHand(short), (), 1.0, PitError)
    assert err.value.field == "deal" and clock.held_s is None
