"""The coach: each kind of lesson on a rigged hand record (issue 11, item 4)."""

from __future__ import annotations

import json
from typing import Any

from pit_desktop.games.pit.coach import MAX_LESSONS, lessons
from pit_desktop.games.pit.engine import loads_record, replay_record

W, B, C = "Wheat", "Barley", "Corn"


def record(deal: list[list[str]], commands: list[dict[str, Any]], bull_bear: bool = False, dealer: int = 2):
    return loads_record(
        json.dumps(
            {
                "format": "pit-desktop-hand",
                "version": 1,
                "settings": {"players": 3, "bull_bear": bull_bear, "sort_time_s": 0},
                "dealer": dealer,
                "deal": deal,
                "commands": [{"type": "open"}, *commands],
            }
        )
    )


def coach(rec, seat: int = 0) -> list[dict[str, Any]]:
    return lessons(rec, replay_record(rec), seat)


def offer(at: float, seat: int, *cards: str) -> dict[str, Any]:
    return {"at_s": at, "type": "offer", "seat": seat, "cards": list(cards)}


def accept(at: float, seat: int, offer_no: int, *cards: str) -> dict[str, Any]:
    return {"at_s": at, "type": "accept", "seat": seat, "offer": offer_no, "cards": list(cards)}


def claim(at: float, seat: int) -> dict[str, Any]:
    return {"at_s": at, "type": "claim", "seat": seat}


def test_gave_the_cornered_commodity_twice_to_the_cornerer() -> None:
    """Seat 0 hands Wheat to seat 1 twice; seat 1 corners Wheat (R-CORNER-1)."""
    deal = [[W, W, B, B, B, B, C, C, C], [W] * 7 + [B, C], [B] * 4 + [C] * 5]
    rec = record(deal, [
        offer(1, 1, B), accept(2, 0, 1, W),
        offer(3, 1, C), accept(4, 0, 2, W),
        claim(5, 1),
    ])  # fmt: skip
    assert coach(rec) == [{"kind": "fed_cornerer", "seat": 1, "commodity": "Wheat", "times": 2}]


def test_held_a_corner_before_ringing() -> None:
    """Seat 0 completes its Wheat at 2 s and rings at 5.5 s: 3.5 s lost (R-CORNER-5: first claim wins)."""
    deal = [[W] * 8 + [B], [W] + [B] * 4 + [C] * 4, [B] * 4 + [C] * 5]
    rec = record(deal, [offer(1, 1, W), accept(2, 0, 1, B), claim(5.5, 0)])
    assert coach(rec) == [{"kind": "slow_bell", "seconds": 3.5}]
    quick = record(deal, [offer(1, 1, W), accept(2, 0, 1, B), claim(2.5, 0)])
    assert coach(quick) == []


def test_kept_the_bear_and_lost_20() -> None:
    """R-SCORE-2: seat 0 holds the Bear from the deal to seat 1's corner, 40 s after the bell."""
    deal = [[B] * 5 + [C] * 4 + ["Bear"], [W] * 9 + ["Bull"], [B] * 4 + [C] * 5]
    rec = record(deal, [claim(40, 1)], bull_bear=True)
    assert coach(rec) == [{"kind": "kept_bear", "seconds": 40.0, "points": 20}]


def test_the_bears_lesson_counts_the_bear_alone() -> None:
    """R-SCORE-2: seat 0 holds the Bull beside the Bear and loses 40 in all; the Bear's part is 20."""
    deal = [[B] * 4 + [C] * 4 + ["Bear", "Bull"], [W] * 9 + [B], [B] * 4 + [C] * 5]
    rec = record(deal, [claim(40, 1)], bull_bear=True)
    assert coach(rec) == [{"kind": "kept_bear", "seconds": 40.0, "points": 20}]


def test_switched_target_and_did_not_corner() -> None:
    """Seat 0 collects Barley (5) until its second trade brings Corn to 6; seat 2 corners."""
    deal = [[B] * 5 + [C] * 3 + [W], [W] * 4 + [B] * 4 + [C], [W] * 4 + [C] * 5]
    rec = record(deal, [
        offer(1, 1, W), accept(2, 0, 1, W),  # Wheat for Wheat: still Barley
        offer(3, 1, C), accept(4, 0, 2, B),  # a Corn for a Barley: Barley 4 and Corn 4, keeps Barley
        offer(5, 2, C, C), accept(6, 0, 3, B, B),  # two Corn for two Barley: Corn 6, Barley 2
    ])  # fmt: skip
    assert coach(rec) == [{"kind": "switched_target", "from": "Barley", "to": "Corn", "trades": 3}]


def test_rang_without_a_corner() -> None:
    """R-CORNER-6: two claims without a corner."""
    deal = [[W] * 8 + [B], [W] + [B] * 4 + [C] * 4, [B] * 4 + [C] * 5]
    rec = record(deal, [claim(1, 0), claim(1.5, 0)])
    assert coach(rec) == [{"kind": "false_claim", "times": 2}]


def test_held_a_corner_and_let_another_ring() -> None:
    """Seat 0 holds all nine Wheat from 3 s and does not ring; seat 2 corners Barley at 7 s."""
    deal = [[W] * 8 + [C], [W] + [B] * 4 + [C] * 4, [B] * 5 + [C] * 4]
    rec = record(deal, [
        offer(2, 1, W), accept(3, 0, 1, C),
        offer(4, 2, C, C, C, C), accept(5, 1, 2, B, B, B, B),
        claim(7, 2),
    ])  # fmt: skip
    assert coach(rec) == [{"kind": "missed_corner", "seconds": 4.0, "seat": 2}]


def test_at_most_three_lessons_most_useful_first() -> None:
    """Fed the cornerer, kept the Bear, switched from Barley to Corn and rang falsely: the first three are
    kept."""
    deal = [[W, W, B, B, B, B, C, C, C, "Bear"], [W] * 7 + [C, C, "Bull"], [B] * 5 + [C] * 4]
    rec = record(deal, [
        claim(0.5, 0),
        offer(1, 1, C), accept(2, 0, 1, W),
        offer(3, 1, C), accept(4, 0, 2, W),
        claim(5, 1),
    ], bull_bear=True, dealer=2)  # fmt: skip
    found = coach(rec)
    assert len(found) == MAX_LESSONS
    assert [lesson["kind"] for lesson in found] == ["fed_cornerer", "kept_bear", "switched_target"]


def test_no_switch_from_a_tie_at_the_deal() -> None:
    """Three Wheat, three Barley, three Corn: no target until a Corn makes four; no switch after."""
    deal = [[W] * 3 + [B] * 3 + [C] * 3, [W] * 6 + [B] * 3, [B] * 3 + [C] * 6]
    rec = record(deal, [offer(1, 2, C), accept(2, 0, 1, B)])
    assert coach(rec) == []


def test_no_switch_lesson_in_a_hand_where_a_corner_was_held() -> None:
    """Barley first, then four and one Wheat make nine: a corner held (R-CORNER-1), not a switch."""
    deal = [[B] * 5 + [W] * 4, [W] * 5 + [C] * 4, [B] * 4 + [C] * 5]
    trades = [offer(1, 1, W, W, W, W), accept(2, 0, 1, B, B, B, B), offer(3, 1, W), accept(4, 0, 2, B)]
    assert coach(record(deal, trades)) == []  # nine Wheat held, not rung: no "did not corner" lesson


def test_going_back_to_the_first_target_is_no_switch() -> None:
    """Barley, then Corn for a trade, then Barley again at the end: the hand ends collecting Barley."""
    deal = [[B] * 5 + [C] * 3 + [W], [W] * 4 + [B] * 4 + [C], [W] * 4 + [C] * 5]
    rec = record(deal, [
        offer(1, 2, C, C, C), accept(2, 0, 1, B, B, B),  # Corn 6, Barley 2
        offer(3, 2, B, B, B), accept(4, 0, 2, C, C, C),  # Barley 5 again
    ])  # fmt: skip
    assert coach(rec) == []
