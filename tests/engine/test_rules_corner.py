"""Corners and scoring: R-CORNER-1..6, R-SCORE-1..4, V-FALSE-CLAIM and V-SHORT, on rigged deals.

Three seats, seat 0 deals unless told otherwise, so seats 1 and 2 hold ten cards in the advanced game.
"""

from __future__ import annotations

import pytest
from pit_rig import THREE, THREE_BASIC, Table, cards, rigged

from pit_desktop.games.pit.engine import (
    BearBlocksCornerError,
    ClaimCorner,
    ClaimRefused,
    Commodity,
    CornerClaimed,
    CornerKind,
    DealHand,
    Edition,
    GameOver,
    GameOverError,
    MakeOffer,
    MarketClosedError,
    NoCornerError,
    OfferWithdrawn,
    Phase,
    WithdrawOffer,
    WithdrawReason,
)

BULL_CORNER = ("8 Wheat, Bull", "Wheat, 5 Corn, 4 Oats", "4 Corn, 5 Oats, Bear")
"""Seat 0 holds a Bull Corner on Wheat; seat 2 holds the Bear."""

TEN_CARD_CORNER = ("4 Corn, 5 Oats", "9 Wheat, Corn", "4 Corn, 4 Oats, Bull, Bear")
"""Seat 1 holds all nine Wheat and a tenth card; seat 2 holds both the Bull and the Bear."""


def claim(table: Table, seat: int) -> CornerClaimed:
    """``seat`` rings the bell; the corner it made."""
    (corner,) = [e for e in table.submit(ClaimCorner(seat)) if isinstance(e, CornerClaimed)]
    return corner


def test_r_corner_1_all_nine_cards_is_a_corner() -> None:
    """R-CORNER-1: holding all 9 cards of one commodity is a corner; 8 is not."""
    table = rigged(THREE_BASIC, bull_bear=False)
    with pytest.raises(NoCornerError, match="R-CORNER-1"):
        table.submit(ClaimCorner(0))
    table.accept(0, table.offer(1, "Wheat"), "Corn")
    corner = claim(table, 0)
    assert (corner.seat, corner.commodity, corner.kind) == (0, Commodity.WHEAT, CornerKind.PLAIN)


def test_r_corner_2_bull_corner_eight_and_the_bull() -> None:
    """R-CORNER-2: eight of a commodity plus the Bull is a Bull Corner, scoring the value (R-SCORE-1)."""
    corner = claim(rigged(BULL_CORNER), 0)
    assert (corner.commodity, corner.kind, corner.points) == (Commodity.WHEAT, CornerKind.BULL, 100)


@pytest.mark.parametrize(("commodity", "points"), [("Wheat", 200), ("Oats", 120)])
def test_r_corner_2_double_bull_corner_scores_twice(commodity: str, points: int) -> None:
    """R-CORNER-2, R-SCORE-1: all nine plus the Bull is a Double Bull Corner: twice the value (seed 000)."""
    others = [c for c in ("Wheat", "Corn", "Oats") if c != commodity]
    hands = (f"4 {others[0]}, 5 {others[1]}", f"9 {commodity}, Bull", f"5 {others[0]}, 4 {others[1]}, Bear")
    corner = claim(rigged(hands), 1)
    assert (corner.kind, corner.points) == (CornerKind.DOUBLE_BULL, points)


@pytest.mark.parametrize("hands", [
    ("4 Corn, 5 Oats", "9 Wheat, Bear", "5 Corn, 4 Oats, Bull"),
    ("Wheat, 4 Corn, 4 Oats", "8 Wheat, Bull, Bear", "5 Corn, 5 Oats"),
])  # fmt: skip
def test_r_corner_3_the_bear_blocks_its_holder(hands: tuple[str, ...]) -> None:
    """R-CORNER-3: a player holding the Bear cannot claim a corner, plain or Bull."""
    table = rigged(hands)
    before = table.snapshot()
    with pytest.raises(BearBlocksCornerError, match="R-CORNER-3"):
        table.submit(ClaimCorner(1))
    assert table.snapshot() == before


def test_r_corner_4_ten_card_hand_sets_the_extra_card_aside() -> None:
    """R-CORNER-4: a 10-card hand claims with its nine and leaves the tenth (not the Bear) aside."""
    corner = claim(rigged(TEN_CARD_CORNER), 1)
    assert (corner.commodity, corner.kind, corner.points) == (Commodity.WHEAT, CornerKind.PLAIN, 100)
    assert corner.hands[1] == cards("9 Wheat, Corn")


def test_r_corner_5_first_claim_ends_the_hand_offers_lapse() -> None:
    """R-CORNER-5: the first valid claim ends the hand at once; open offers lapse; nothing later counts."""
    table = rigged(TEN_CARD_CORNER)
    offers = {table.offer(0, "Corn"), table.offer(2, "2 Oats")}
    events = table.submit(ClaimCorner(1))
    lapsed = [e for e in events if isinstance(e, OfferWithdrawn)]
    assert {e.offer_id for e in lapsed} == offers
    assert all(e.reason is WithdrawReason.LAPSED for e in lapsed)
    assert table.engine.phase is Phase.READY and table.engine.view(0).offers == ()
    before = table.snapshot()
    for late in (ClaimCorner(1), MakeOffer(0, cards("Corn")), WithdrawOffer(2)):
        with pytest.raises(MarketClosedError, match="R-CORNER-5"):
            table.submit(late)
    assert table.snapshot() == before


def test_r_corner_6_refused_claim_play_goes_on() -> None:
    """R-CORNER-6: a claim that is not valid is refused with the reason; play goes on, nothing lost."""
    table = rigged(THREE)
    offer = table.offer(2, "Oats")
    before = table.snapshot()
    with pytest.raises(NoCornerError, match="8 of one commodity") as err:
        table.submit(ClaimCorner(0))
    assert err.value.rule == "R-CORNER-6" and err.value.fine == 0
    assert table.snapshot() == before
    assert not [e for e in table.events if isinstance(e, ClaimRefused)]
    table.accept(0, offer, "Corn")  # the market is still open
    assert table.engine.phase is Phase.OPEN


@pytest.mark.parametrize("hands", [THREE, ("4 Corn, 5 Oats", "9 Wheat, Bear", "5 Corn, 4 Oats, Bull")])
def test_v_false_claim_costs_twenty_points(hands: tuple[str, ...]) -> None:
    """V-FALSE-CLAIM: a refused claim (no corner, or the Bear) costs 20 points; play goes on (R-CORNER-6)."""
    table = rigged(hands, false_claim_fine=True)
    with pytest.raises(NoCornerError) as err:
        table.submit(ClaimCorner(1))
    assert err.value.fine == 20
    assert table.engine.scores == (0, -20, 0)
    (refused,) = [e for e in table.events if isinstance(e, ClaimRefused)]
    assert (refused.seat, refused.fine, refused.scores) == (1, 20, (0, -20, 0))
    assert table.engine.phase is Phase.OPEN


@pytest.mark.parametrize("edition", list(Edition))
def test_r_score_1_a_corner_scores_the_commodity_value(edition: Edition) -> None:
    """R-SCORE-1: a corner scores its commodity's value once: Wheat 100, Oats 60, Flax 40, …"""
    suits = edition.commodities
    for i, commodity in enumerate(suits):
        others = [suits[(i + 1) % len(suits)], suits[(i + 2) % len(suits)]]
        table = rigged((f"9 {commodity.value}", f"9 {others[0].value}", f"9 {others[1].value}"),
                       bull_bear=False, edition=edition)  # fmt: skip
        corner = claim(table, 0)
        assert corner.points == commodity.points
        assert table.engine.scores == (commodity.points, 0, 0)
    assert (Commodity.WHEAT.points, Commodity.OATS.points) == (100, 60)


def test_r_score_2_bull_and_bear_holders_lose_twenty_each() -> None:
    """R-SCORE-2: every other holder of the Bull loses 20, of the Bear 20, of both 40; the cornerer none."""
    both = claim(rigged(TEN_CARD_CORNER), 1)
    assert both.penalties == ((2, 40),) and both.scores == (0, 100, -40)
    split = claim(rigged(("4 Corn, 5 Oats, Bull", "9 Wheat, Corn", "4 Corn, 4 Oats, Bear"), dealer=2), 1)
    assert split.penalties == ((0, 20), (2, 20))
    bull = claim(rigged(BULL_CORNER), 0)  # the cornerer's own Bull costs nothing
    assert bull.penalties == ((2, 20),) and bull.scores == (100, 0, -20)


def test_r_score_3_scores_go_below_zero() -> None:
    """R-SCORE-3: scores may go below zero."""
    table = rigged(TEN_CARD_CORNER, scores=(0, 0, 10))
    assert claim(table, 1).scores == (0, 100, -30)
    assert table.engine.view(0).scores == (0, 100, -30)


@pytest.mark.parametrize(("before", "over"), [(399, False), (400, True), (450, True)])
def test_r_score_4_game_ends_at_the_target(before: int, over: bool) -> None:
    """R-SCORE-4: the game ends after the hand in which a player reaches 500; that player wins."""
    table = rigged(TEN_CARD_CORNER, scores=(300, before, 490))
    events = table.submit(ClaimCorner(1))
    game_over = [e for e in events if isinstance(e, GameOver)]
    if not over:
        assert not game_over and table.engine.phase is Phase.READY and table.engine.winner is None
        return
    assert [(e.winner, e.scores) for e in game_over] == [(1, (300, before + 100, 450))]
    assert table.engine.phase is Phase.GAME_OVER and table.engine.winner == 1
    for late in (DealHand(), ClaimCorner(1)):
        with pytest.raises(GameOverError, match="R-SCORE-4"):
            table.submit(late)


@pytest.mark.parametrize("short_game", [False, True])
def test_v_short_target_250(short_game: bool) -> None:
    """V-SHORT: the short game is won at 250 points instead of 500 (seed 001)."""
    table = rigged(TEN_CARD_CORNER, scores=(0, 150, 0), short_game=short_game)
    assert table.engine.settings.target_score == (250 if short_game else 500)
    table.submit(ClaimCorner(1))
    assert (table.engine.winner == 1) is short_game
