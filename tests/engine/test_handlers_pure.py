"""The handlers are pure (issue: engine state that keeps itself valid): ``handle(state, command, now)``
changes nothing, and the outcome it returns is exactly what the engine then does and tells."""

from __future__ import annotations

import random

import pytest
from pit_rig import Clock, random_command

from pit_desktop.games.pit.engine import ClaimCorner, DealHand, Engine, GameSettings, OpenMarket, PitError
from pit_desktop.games.pit.engine.handlers import handle
from pit_desktop.games.pit.engine.state import Outcome, TableState
from pit_desktop.games.pit.engine.view import Phase


def fingerprint(state: TableState) -> tuple[object, ...]:
    """Everything a :class:`TableState` holds, as plain values (the rng by its state)."""
    floor = state.floor
    return (
        state.phase,
        state.hand_no,
        state.winner,
        state.dealer,
        tuple(state.scores),
        state.hands.all_sorted(),
        tuple(dict(c) for c in state.hands.all_counts()),
        floor.offers(),
        floor.public,
        floor.next_id,
        state.trades,
        state.seq,
        state.sort_ends_at_s,
        state.dealt_at_s,
        state.dealer_of_hand,
        state.deal,
        state.scores_before,
        state.first_offer_id,
        tuple(state.log),
        state.rng.getstate(),
    )


@pytest.mark.parametrize(
    ("players", "bull_bear", "fine", "seed"),
    [(3, True, True, 1), (4, True, False, 2), (5, False, True, 3), (6, True, True, 4)],
)
def test_handle_changes_nothing_and_its_outcome_is_what_the_engine_does(
    players: int, bull_bear: bool, fine: bool, seed: int
) -> None:
    """A game (or a few hands) of greedy random commands (illegal ones among them, false claims too):
    before each command the pure handler is asked on the engine's own state, which must not move; the
    engine then publishes exactly the outcome's events, or raises the same refusal (R-TRADE-*,
    R-CORNER-*, V-FALSE-CLAIM)."""
    settings = GameSettings(players=players, bull_bear=bull_bear, false_claim_fine=fine, sort_time_s=0.0)
    clock = Clock()
    engine = Engine(settings, seed=seed, clock=clock)
    told: list[object] = []
    engine.subscribe(told.append)
    state = engine._state  # the engine's own state: the handler must leave it as it is
    rng = random.Random(seed)
    checked = refused = fined = 0
    while engine.phase is not Phase.GAME_OVER and checked < 3_000:
        if engine.phase is Phase.READY:
            clock.now_s += 3.0
            command = DealHand()
        elif engine.phase is Phase.SORTING:
            clock.now_s = engine.sort_ends_at_s
            command = OpenMarket()
        else:
            clock.now_s += rng.uniform(0.05, 1.0)
            command = random_command(engine, rng, garbage=0.15)
            if command is None:
                if rng.random() > 0.1:
                    continue
                command = ClaimCorner(rng.randrange(players))  # mostly a false claim
        before = fingerprint(state)
        try:
            outcome: Outcome | PitError = handle(state, command, clock.now_s)
        except PitError as err:
            outcome = err
        assert fingerprint(state) == before, f"handle({command}) changed the state"
        checked += 1
        del told[:]
        try:
            events = engine.submit(command)
        except PitError as err:
            refused += 1
            if isinstance(outcome, Outcome):  # only a fined false claim is an outcome and a refusal
                assert outcome.refusal is not None and type(outcome.refusal) is type(err)
                assert tuple(told) == outcome.events and engine.scores == outcome.changes[0].scores  # type: ignore[union-attr]
                fined += 1
            else:
                assert type(outcome) is type(err) and outcome.message == err.message and not told
            continue
        assert isinstance(outcome, Outcome) and outcome.refusal is None, f"{command} was refused by handle"
        assert events == outcome.events == tuple(told)
    assert engine.phase is Phase.GAME_OVER or engine.hand_no >= 3, "too few hands were cornered"
    assert refused > 0 and (fined > 0) == fine


def test_a_deal_asked_twice_shuffles_alike_until_it_is_applied() -> None:
    """R-DEAL-2: the handler shuffles a copy of the game's rng, so asking twice deals the same hands and
    the game's own chance moves on only when the engine deals."""
    engine = Engine(GameSettings(players=4, sort_time_s=0.0), seed=7, clock=Clock())
    state = engine._state
    first = handle(state, DealHand(), 0.0)
    again = handle(state, DealHand(), 0.0)
    assert first == again
    dealt = engine.submit(DealHand())
    assert dealt == first.events
    assert handle(state, OpenMarket(), 0.0).events[0].seq == dealt[-1].seq + 1


def test_apply_refuses_what_is_not_a_change() -> None:
    """:meth:`TableState.apply` carries out only the table's own changes."""
    engine = Engine(GameSettings(players=3), seed=1, clock=Clock())
    with pytest.raises(TypeError, match="not a change"):
        engine._state.apply(Outcome((), ("deal",)))  # type: ignore[arg-type]
