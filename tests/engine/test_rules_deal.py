"""Editions, the deal, the sorting period: R-ED-1, R-ED-2, R-DEAL-1..3, V-EDITION, V-SORT-TIME, V-SILENT."""

from __future__ import annotations

from collections import Counter

import pytest
from pit_rig import THREE, Clock, cards, rigged

from pit_desktop.games.pit.engine import (
    BEAR,
    BULL,
    CardsDealt,
    ClaimCorner,
    Commodity,
    DealError,
    DealHand,
    Edition,
    Engine,
    GameSettings,
    HandDealt,
    MakeOffer,
    MarketClosedError,
    MarketOpened,
    OpenMarket,
    Phase,
    SortingTimeError,
    WrongPhaseError,
    dumps_record,
    loads_record,
)


@pytest.mark.parametrize(("edition", "players"), [(Edition.MODERN, n) for n in range(3, 9)] + [
    (Edition.CLASSIC, n) for n in range(3, 8)
])  # fmt: skip
def test_r_ed_1_one_suit_per_player_and_only_those_dealt(edition: Edition, players: int) -> None:
    """R-ED-1: exactly one suit per player is in play; the deal holds those suits and no others."""
    engine = Engine(GameSettings(players=players, edition=edition), seed=players, clock=Clock())
    (dealt, *_) = engine.submit(DealHand())
    assert len(engine.commodities) == players
    assert set(engine.commodities) <= set(edition.commodities)
    counts = Counter(card for hand in engine.hands() for card in hand)
    assert counts == Counter({c: 9 for c in engine.commodities} | {BULL: 1, BEAR: 1})
    assert isinstance(dealt, HandDealt)


def test_r_ed_1_player_limits_per_edition() -> None:
    """R-ED-1, V-EDITION: 3–8 players in the Modern edition, 3–7 in the Classic one."""
    for players in (2, 9):
        with pytest.raises(ValueError, match="R-ED-1"):
            GameSettings(players=players).validated()
    with pytest.raises(ValueError, match="3 to 7 players"):
        GameSettings(players=8, edition=Edition.CLASSIC).validated()
    assert GameSettings(players=8).validated().players == 8


def test_r_ed_1_out_of_play_suit_cannot_be_dealt() -> None:
    """R-ED-1: the suits not in play stay out for the whole game, even in a rigged deal."""
    engine = Engine(GameSettings(players=3), commodities=[Commodity.WHEAT, Commodity.CORN, Commodity.OATS],
                    first_dealer=0, clock=Clock())  # fmt: skip
    deal = (cards("8 Wheat, Coffee"), cards("Wheat, 4 Corn, 4 Oats, Bull"), cards("5 Corn, 4 Oats, Bear"))
    with pytest.raises(DealError, match="extra: 1 Coffee"):
        engine.submit(DealHand(deal=deal))
    assert engine.phase is Phase.READY and engine.hand_no == 0


def test_r_ed_2_suits_in_play_drawn_by_seed_and_shown() -> None:
    """R-ED-2: the suits in play are drawn at random (seeded) and every player's view shows them."""
    drawn = {Engine(GameSettings(players=4), seed=s).commodities for s in range(30)}
    assert len(drawn) > 5
    again = Engine(GameSettings(players=4), seed=11).commodities
    assert again == Engine(GameSettings(players=4), seed=11).commodities
    engine = Engine(GameSettings(players=4), seed=11, clock=Clock())
    engine.submit(DealHand())
    assert all(engine.view(s).commodities == again for s in range(4))


def test_r_deal_1_first_dealer_random_then_the_cornerer_deals() -> None:
    """R-DEAL-1: the first dealer is drawn at random; after a corner, the cornering player deals next."""
    assert len({Engine(GameSettings(players=5), seed=s).dealer for s in range(40)}) == 5
    table = rigged(("4 Corn, 5 Oats, Bull", "Wheat, 4 Corn, 4 Oats", "8 Wheat, Corn, Bear"), dealer=1)
    with pytest.raises(WrongPhaseError):
        table.submit(DealHand())  # a hand is in play
    table.accept(0, table.offer(2, "Bear"), "Oats")
    table.accept(2, table.offer(1, "Wheat"), "Corn")
    table.submit(ClaimCorner(2))
    assert table.engine.dealer == 2
    (dealt, *_) = table.submit(DealHand())
    assert dealt.dealer == 2 and dealt.hand_no == 2
    assert dealt.hand_sizes == (10, 10, 9)  # the two left of seat 2 are seats 0 and 1


@pytest.mark.parametrize("dealer", range(5))
def test_r_deal_2_shuffled_deal_sizes_and_order(dealer: int) -> None:
    """R-DEAL-2: one card at a time from the dealer's left: 9 each, a 10th for the two left of the dealer."""
    engine = Engine(GameSettings(players=5), seed=dealer, first_dealer=dealer, clock=Clock())
    events = engine.submit(DealHand())
    sizes = [9] * 5
    sizes[(dealer + 1) % 5] = sizes[(dealer + 2) % 5] = 10
    assert events[0].hand_sizes == tuple(sizes)
    assert [len(h) for h in engine.hands()] == sizes
    private = [e for e in events if isinstance(e, CardsDealt)]
    assert [e.seat for e in private] == list(range(5))
    assert [e.cards for e in private] == list(engine.hands())


def test_r_deal_2_deals_differ_by_seed_and_repeat_for_a_seed() -> None:
    """R-DEAL-2: the shuffle comes from the seeded rng: same seed, same deal; other seeds, other deals."""

    def deal(seed: int) -> tuple[tuple[object, ...], ...]:
        engine = Engine(GameSettings(players=4), seed=seed, clock=Clock())
        engine.submit(DealHand())
        return engine.hands()

    assert deal(3) == deal(3)
    assert len({deal(s) for s in range(10)}) == 10


@pytest.mark.parametrize(
    ("hands", "match"),
    [
        (("8 Wheat, Corn, Oats", "Wheat, 4 Corn, 4 Oats", "4 Corn, 4 Oats, Bull, Bear"), "seat 0 holds 10"),
        (("8 Wheat, Corn", "Wheat, 4 Corn, 4 Oats, Bull"), "needs 3 hands"),
        (("8 Wheat, Corn", "Wheat, 4 Corn, 4 Oats, Bull", "4 Corn, 5 Oats, Bull"), "extra: 1 Bull"),
    ],
)
def test_r_deal_2_impossible_rigged_deals_refused(hands: tuple[str, ...], match: str) -> None:
    """R-DEAL-2: a rigged deal must be one the shuffle could deal: sizes, card counts, one hand a seat."""
    engine = Engine(GameSettings(players=3), commodities=[Commodity.WHEAT, Commodity.CORN, Commodity.OATS],
                    first_dealer=0, clock=Clock())  # fmt: skip
    with pytest.raises(DealError, match=match) as err:
        engine.submit(DealHand(deal=tuple(cards(h) for h in hands)))
    assert err.value.rule == "R-DEAL-2" and isinstance(err.value, WrongPhaseError)
    assert engine.phase is Phase.READY


def test_r_deal_2_rigged_deal_in_any_order_is_sorted() -> None:
    """R-DEAL-2: a rigged deal may list cards in any order; the hands come out sorted."""
    table = rigged(
        ("Corn, 8 Wheat", "Bull, 4 Oats, 4 Corn, Wheat", "Bear, 5 Oats, 4 Corn"), open_market=False
    )
    assert table.engine.hands()[0] == cards("8 Wheat, Corn")


def test_r_deal_3_no_trade_or_claim_before_the_bell() -> None:
    """R-DEAL-3: during the sorting period no offer or claim; the bell only when the period is over."""
    table = rigged(THREE, open_market=False, sort_time_s=30.0)
    engine = table.engine
    assert engine.phase is Phase.SORTING and engine.sort_ends_at_s == 30.0
    with pytest.raises(MarketClosedError, match="R-DEAL-3"):
        table.submit(MakeOffer(0, cards("Corn")), at_s=10.0)
    with pytest.raises(MarketClosedError):
        table.submit(ClaimCorner(1), at_s=10.0)
    with pytest.raises(SortingTimeError, match="R-DEAL-3"):
        table.submit(OpenMarket(), at_s=29.5)
    (opened,) = table.submit(OpenMarket(), at_s=30.0)
    assert isinstance(opened, MarketOpened) and engine.phase is Phase.OPEN
    with pytest.raises(WrongPhaseError):
        table.submit(OpenMarket())  # the bell opens the market once


@pytest.mark.parametrize("sort_time_s", [0.0, 12.5, 60.0])
def test_v_sort_time_sorting_period_length(sort_time_s: float) -> None:
    """V-SORT-TIME: the sorting period is a setting from 0 to 60 s; the bell may ring when it is over."""
    table = rigged(THREE, open_market=False, sort_time_s=sort_time_s)
    assert table.engine.view(0).sort_ends_at_s == sort_time_s
    if sort_time_s:
        with pytest.raises(SortingTimeError):
            table.submit(OpenMarket(), at_s=sort_time_s - 0.1)
    table.submit(OpenMarket(), at_s=sort_time_s)
    assert table.engine.phase is Phase.OPEN


@pytest.mark.parametrize("sort_time_s", [-1.0, 60.5, float("nan")])
def test_v_sort_time_out_of_range_refused(sort_time_s: float) -> None:
    """V-SORT-TIME: a sorting time outside 0–60 s is refused."""
    with pytest.raises(ValueError, match="V-SORT-TIME"):
        GameSettings(sort_time_s=sort_time_s).validated()


def test_v_edition_classic_and_modern_commodities_and_points() -> None:
    """V-EDITION: Modern has 8 commodities (Coffee 80, …), Classic 7 (Rye 70, Hay 50, Flax 40)."""
    assert [c.value for c in Edition.MODERN.commodities] == [
        "Wheat", "Barley", "Coffee", "Corn", "Sugar", "Oats", "Soybeans", "Oranges"
    ]  # fmt: skip
    assert [c.value for c in Edition.CLASSIC.commodities] == [
        "Wheat",
        "Barley",
        "Corn",
        "Rye",
        "Oats",
        "Hay",
        "Flax",
    ]
    points = {c.value: c.points for c in Commodity}
    assert points == {"Wheat": 100, "Barley": 85, "Coffee": 80, "Corn": 75, "Rye": 70, "Sugar": 65,
                      "Oats": 60, "Soybeans": 55, "Oranges": 50, "Hay": 50, "Flax": 40}  # fmt: skip
    assert GameSettings().edition is Edition.MODERN
    engine = Engine(GameSettings(players=7, edition=Edition.CLASSIC), seed=1)
    assert set(engine.commodities) == set(Edition.CLASSIC.commodities)


def test_v_silent_setting_is_carried_to_views_and_records() -> None:
    """V-SILENT (a display rule): the setting reaches every view and survives a hand record."""
    table = rigged(THREE, silent=True)
    assert all(table.engine.view(s).settings.silent for s in range(3))
    record = loads_record(dumps_record(table.engine.hand_log()))
    assert record.settings.silent is True
    assert GameSettings().silent is False
