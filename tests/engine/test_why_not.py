"""The legality query: ``Engine.why_not`` answers exactly as ``submit`` would, and changes nothing; the view
helpers of ``pit_desktop.games.pit.engine.legal`` agree with it."""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import given, settings as hyp_settings, strategies as st
from pit_rig import THREE, Clock, cards, random_command, rigged

from pit_desktop.games.pit.engine import (
    BEAR,
    BULL,
    AcceptOffer,
    Card,
    ClaimCorner,
    Command,
    Commodity,
    DealHand,
    Edition,
    Engine,
    Event,
    GameSettings,
    MakeOffer,
    NoCornerError,
    OpenMarket,
    Phase,
    PitError,
    check_offer_shape,
    sorted_cards,
)
from pit_desktop.games.pit.engine.legal import acceptable_offers, can_offer, lot_sizes, market_refusal


def _state(engine: Engine, events: list[Event]) -> tuple[object, ...]:
    """Everything a query must leave alone: hands, phase, scores, views, the log, events and the rng."""
    views = tuple(dataclasses.replace(engine.view(s), now_s=0.0) for s in range(engine.settings.players))
    log = engine.hand_log().commands if engine.hand_no else ()
    rng = engine._state.rng.getstate()
    return (engine.hands(), engine.phase, engine.scores, engine.dealer, engine.winner, views, log, rng,
            len(events))  # fmt: skip


def _same_refusal(predicted: PitError | None, raised: PitError | None) -> str | None:
    """Where two answers differ, or ``None`` if they agree (class, rule, reason, message and fine)."""
    if predicted is None or raised is None:
        return None if predicted is raised else f"why_not said {predicted!r}, submit {raised!r}"
    a = (type(predicted), predicted.rule, predicted.reason, predicted.message, getattr(predicted, "fine", 0))
    b = (type(raised), raised.rule, raised.reason, raised.message, getattr(raised, "fine", 0))
    return None if a == b else f"why_not said {a}, submit {b}"


def _any_command(engine: Engine, clock: Clock, rng: random.Random) -> Command | None:
    """A random command at a random moment: mostly a greedy player's, often an illegal one (garbage, a
    bell too early or twice, a deal mid-hand, a claim without a corner)."""
    roll = rng.random()
    if roll < 0.05:
        return DealHand()
    if roll < 0.10:
        return OpenMarket()
    if roll < 0.15:
        return ClaimCorner(rng.randrange(engine.settings.players))
    if engine.phase is Phase.READY:
        clock.now_s += 3.0
        return DealHand()
    if engine.phase is Phase.SORTING:
        clock.now_s += rng.choice([0.0, 1.0, engine.sort_ends_at_s - clock.now_s])
        return OpenMarket()
    return random_command(engine, rng, garbage=0.2)


QUICK_GAMES = 3
"""How many of the random games the quick tests play; the other nine are ``slow`` (a second or two each)."""


@pytest.mark.parametrize(
    "game", [pytest.param(g, marks=[pytest.mark.slow] if g >= QUICK_GAMES else []) for g in range(12)]
)
def test_why_not_agrees_with_submit_on_every_command_of_a_random_game(game: int) -> None:
    """R-TRADE-1..7, R-CORNER-1..6, R-DEAL-1..3, V-FALSE-CLAIM: for every command of a seeded random game,
    ``why_not`` changes nothing and names the very refusal ``submit`` then raises, or ``None`` exactly
    when ``submit`` applies it."""
    rng = random.Random(game)
    edition = rng.choice(list(Edition))
    game_settings = GameSettings(
        players=rng.randint(3, edition.max_players),
        edition=edition,
        bull_bear=game % 4 != 3,
        short_game=True,
        bear_in_big_offers_only=game % 3 == 0,
        false_claim_fine=game % 2 == 0,
        sort_time_s=rng.choice([0.0, 5.0]),
    )
    clock = Clock()
    engine = Engine(game_settings, seed=game, clock=clock)
    events: list[Event] = []
    engine.subscribe(events.append)
    checked = Counter[str]()
    for _ in range(4000):
        if engine.phase is Phase.GAME_OVER and rng.random() < 0.9:
            break
        clock.now_s += rng.uniform(0.0, 0.5)
        command = _any_command(engine, clock, rng)
        if command is None:
            continue
        before = _state(engine, events)
        predicted = engine.why_not(command)
        assert _state(engine, events) == before, f"why_not({command}) changed the game"
        raised = None
        try:
            engine.submit(command)
        except PitError as err:
            raised = err
        difference = _same_refusal(predicted, raised)
        assert difference is None, f"{command}: {difference}"
        checked[type(raised).__name__ if raised else "applied"] += 1
    assert checked["applied"] > 50 and len(checked) > 6, checked


def test_a_false_claim_asked_about_costs_nothing() -> None:
    """V-FALSE-CLAIM: the query says the claim would cost 20 points, but fines no one, logs nothing and
    publishes nothing; the claim itself then costs the 20."""
    table = rigged(THREE, false_claim_fine=True)
    engine = table.engine
    seen, logged = len(table.events), engine.hand_log().commands
    answer = engine.why_not(ClaimCorner(1))
    assert isinstance(answer, NoCornerError) and answer.fine == 20 and answer.rule == "R-CORNER-6"
    assert engine.scores == (0, 0, 0) and len(table.events) == seen and engine.hand_log().commands == logged
    with pytest.raises(NoCornerError):
        engine.submit(ClaimCorner(1))
    assert engine.scores == (0, -20, 0) and len(table.events) == seen + 1


def test_asking_about_a_deal_does_not_draw_the_shuffle() -> None:
    """R-DEAL-2: a query about a deal leaves the shuffle where it was: the same seed deals the same hands."""
    asked, plain = Engine(GameSettings(players=4), seed=11), Engine(GameSettings(players=4), seed=11)
    assert asked.why_not(DealHand()) is None
    asked.submit(DealHand())
    plain.submit(DealHand())
    assert asked.hands() == plain.hands()


def test_why_not_refuses_a_non_command_as_submit_does() -> None:
    engine = Engine(GameSettings(players=3), seed=1)
    with pytest.raises(TypeError):
        engine.why_not("deal")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        engine.submit("deal")  # type: ignore[arg-type]


@pytest.mark.parametrize("phase", list(Phase))
def test_market_refusal_is_the_engines_refusal_in_each_phase(phase: Phase) -> None:
    """R-TRADE-1, R-DEAL-3, R-CORNER-5, R-SCORE-4: the refusal the window words as its hint is the one the
    engine raises for an offer in that phase."""
    scores = (450, 0, 0) if phase is Phase.GAME_OVER else None  # a Wheat corner then wins (R-SCORE-4)
    deal = ("9 Wheat", "9 Corn", "9 Oats")
    table = rigged(deal, bull_bear=False, open_market=phase is not Phase.SORTING, scores=scores)
    engine = table.engine
    if phase in (Phase.READY, Phase.GAME_OVER):
        table.submit(ClaimCorner(0))
    assert engine.phase is phase
    offer = MakeOffer(0, cards("Wheat"))
    expected = engine.why_not(offer)
    got = market_refusal(phase)
    assert _same_refusal(got, expected) is None


# ---------------------------------------------------------------------------------------------- view helpers

FACES: list[Card] = [Commodity.WHEAT, Commodity.CORN, Commodity.OATS, BULL, BEAR]


def _lots(hand: Sequence[Card], size: int) -> set[tuple[Card, ...]]:
    """Every lot of ``size`` cards ``hand`` holds (each multiset once)."""
    return {sorted_cards(lot) for lot in itertools.combinations(hand, size)}


@hyp_settings(max_examples=300, deadline=None)
@given(
    commodities=st.lists(st.sampled_from(FACES[:3]), max_size=10),
    specials=st.sets(st.sampled_from([BULL, BEAR])),
    bull_bear=st.booleans(),
    bear_3=st.booleans(),
)
def test_lot_sizes_are_the_sizes_of_the_lots_the_rules_allow(
    commodities: list[Card], specials: set[Card], bull_bear: bool, bear_3: bool
) -> None:
    """R-TRADE-2, V-BULL-BEAR, V-BEAR-3: every size ``lot_sizes`` gives has a lot ``check_offer_shape``
    takes, and no other size has one."""
    hand = [*commodities, *specials]
    game = GameSettings(players=3, bull_bear=bull_bear, bear_in_big_offers_only=bear_3)
    allowed = set()
    for size in range(1, 5):
        for lot in _lots(tuple(hand), size):
            try:
                check_offer_shape(lot, game)
            except PitError:
                continue
            allowed.add(size)
    assert lot_sizes(hand, game) == allowed
    assert lot_sizes(Counter(hand), game) == allowed


@pytest.mark.parametrize("seed", range(6))
def test_acceptable_offers_are_those_some_lot_may_take(seed: int) -> None:
    """R-TRADE-4: an offer is listed as acceptable exactly when one of the seat's lots of its size would
    be taken for it (as ``why_not`` says); ``can_offer`` agrees with ``why_not`` on some lot."""
    rng = random.Random(seed)
    clock = Clock()
    engine = Engine(GameSettings(players=5, bear_in_big_offers_only=seed % 2 == 0), seed=seed, clock=clock)
    engine.submit(DealHand())
    clock.now_s = engine.sort_ends_at_s
    engine.submit(OpenMarket())
    compared = 0
    for _ in range(300):
        clock.now_s += 0.5
        command = random_command(engine, rng, garbage=0.0)
        if command is not None and engine.why_not(command) is None:
            engine.submit(command)
        if engine.phase is not Phase.OPEN:
            break
        for seat in range(5):
            view = engine.view(seat)
            listed = set(acceptable_offers(view))
            for offer in view.others_offers():
                takes = any(
                    engine.why_not(AcceptOffer(seat, offer.offer_id, lot)) is None
                    for lot in _lots(view.hand, offer.count)
                )
                assert (offer in listed) == takes, (seat, offer, view.hand)
                compared += 1
            some_lot = any(
                engine.why_not(MakeOffer(seat, lot)) is None
                for size in range(1, 5)
                for lot in _lots(view.hand, size)
            )
            assert can_offer(view) == some_lot
    assert compared > 100
