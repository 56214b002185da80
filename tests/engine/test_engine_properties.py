"""Property tests (hypothesis): random command sequences never break the rules' invariants, every
refusal changes nothing, and every hand record replays to the same hand; corner detection matches
R-CORNER-1..4 on any hand."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import HealthCheck, event, given, settings, strategies as st
from pit_rig import Clock, Invariants, Table

from pit_desktop.games.pit.engine import (
    BEAR,
    BULL,
    AcceptOffer,
    ClaimCorner,
    Command,
    Commodity,
    CornerKind,
    DealHand,
    Engine,
    GameSettings,
    MakeOffer,
    NoCornerError,
    OpenMarket,
    PitError,
    WithdrawOffer,
    dumps_record,
    find_corner,
    has_corner,
    loads_record,
    replay_record,
)

FACES = [*Commodity, BULL, BEAR]


KINDS = ("offer", "offer", "accept", "accept", "accept", "accept", "withdraw", "claim", "bell", "deal")


def draw_command(data: st.DataObject, engine: Engine) -> Command:
    """Any command, legal or not, often built from what the table holds: a seat (or one off the table),
    0–5 cards drawn from that seat's hand or from any face, an open offer's id or any id."""
    players = engine.settings.players
    kind = data.draw(st.sampled_from(KINDS))
    seat = data.draw(st.integers(-1, players))
    if kind == "bell":
        return OpenMarket()
    if kind == "deal":
        return DealHand()
    if kind == "withdraw":
        return WithdrawOffer(seat)
    if kind == "claim":
        return ClaimCorner(seat)
    own = engine.hands()[seat] if 0 <= seat < players else ()
    offers = engine.view(0).offers
    offer = data.draw(st.sampled_from(offers)) if offers and data.draw(st.booleans()) else None
    if own and data.draw(st.integers(0, 3)):  # mostly well-formed: one commodity (and the Bull/Bear)
        face = data.draw(st.sampled_from(own))
        size = offer.count if offer and kind == "accept" else data.draw(st.integers(1, 4))
        lot = tuple([face] * min(size, own.count(face)))
        lot += tuple(c for c in (BEAR, BULL) if c in own and c != face)[: size - len(lot)]
    else:
        faces = st.sampled_from(own) if own and data.draw(st.booleans()) else st.sampled_from(FACES)
        lot = tuple(data.draw(st.lists(faces, max_size=5)))
    if kind == "offer":
        return MakeOffer(seat, lot)
    return AcceptOffer(seat, offer.offer_id if offer else data.draw(st.integers(0, 12)), lot)


game_settings = st.builds(
    GameSettings,
    players=st.integers(3, 6),
    bull_bear=st.booleans(),
    bear_in_big_offers_only=st.booleans(),
    false_claim_fine=st.booleans(),
    sort_time_s=st.just(0.0),
)


@pytest.mark.slow
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_settings, st.integers(0, 2**16), st.data())
def test_random_commands_keep_invariants_and_refusals_change_nothing(
    game_settings: GameSettings, seed: int, data: st.DataObject
) -> None:
    """Any command sequence: invariants hold after every event (R-ED-1, R-TRADE-4, R-TRADE-8); a refused
    command changes nothing but a V-FALSE-CLAIM fine; every open offer stays covered by its owner's hand
    (R-TRADE-5); and the hand's record replays to the same hands and scores."""
    clock = Clock()
    engine = Engine(game_settings, seed=seed, clock=clock)
    check = Invariants(engine.commodities, game_settings.bull_bear)
    engine.subscribe(check)
    table = Table(engine, clock)
    engine.subscribe(table.events.append)
    engine.submit(DealHand())
    engine.submit(OpenMarket())
    for _ in range(data.draw(st.integers(0, 80))):
        command = draw_command(data, engine)
        clock.now_s += 0.5
        before = table.snapshot()
        try:
            engine.submit(command)
        except PitError as err:
            after = table.snapshot()
            if getattr(err, "fine", 0):
                assert after[2][command.seat] == before[2][command.seat] - 20  # type: ignore[union-attr]
                assert after[0] == before[0] and after[1] == before[1]
            else:
                assert after == before, f"refused {command} changed the engine"
        for seat in range(game_settings.players):
            view = engine.view(seat)
            if view.my_offer is not None:
                assert not Counter(view.my_offer) - Counter(view.hand), "an open offer is not held"
    event(f"trades: {min(check.trades, 5)}+" if check.trades >= 5 else f"trades: {check.trades}")
    assert not check.errors, check.errors[:3]
    assert check.matches(engine)
    outcome = replay_record(loads_record(dumps_record(engine.hand_log())))
    assert outcome.hands == engine.hands() and outcome.scores == engine.scores


hands = st.builds(
    lambda counts, bull, bear: (
        Counter({c: n for c, n in zip(Commodity, counts, strict=False) if n})
        + Counter({BULL: int(bull), BEAR: int(bear)})
    ),
    st.lists(st.integers(0, 9), min_size=3, max_size=3),
    st.booleans(),
    st.booleans(),
)


@given(hands, st.booleans())
def test_find_corner_matches_the_rules(hand: Counter, bull_bear: bool) -> None:
    """R-CORNER-1..4, R-SCORE-1: a corner is 9 of a kind or 8 + Bull; the Bear blocks; Double Bull pays 2x."""
    bull = bull_bear and hand[BULL] > 0
    bear = bull_bear and hand[BEAR] > 0
    candidates = [
        c.points * (2 if bull and n >= 9 else 1)
        for c, n in hand.items()
        if type(c) is Commodity and (n >= 9 or (n == 8 and bull))
    ]
    assert has_corner(hand, bull_bear) == (bool(candidates) and not bear)
    if candidates and not bear:
        corner = find_corner(hand, bull_bear)
        assert corner.points == max(candidates)
        n = hand[corner.commodity]
        assert corner.kind is (CornerKind.DOUBLE_BULL if bull and n >= 9 else
                               CornerKind.BULL if bull and n == 8 else CornerKind.PLAIN)  # fmt: skip
    elif not candidates:
        try:
            find_corner(hand, bull_bear)
        except NoCornerError as err:
            assert err.rule == "R-CORNER-6"
        else:
            raise AssertionError("a corner was found in a hand without one")
