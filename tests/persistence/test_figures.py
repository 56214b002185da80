"""The Statistics window's figures, on rigged hands and on a seeded set of bot games (issue 11, item 2)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from seeded_games import seeded_game

from pit_desktop.core.stats_db import GameRow, HandRow, KeptGame, StatsDb
from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.engine import loads_record, replay_record
from pit_desktop.games.pit.figures import (
    RATING_GAMES,
    CardCost,
    card_costs,
    games_to_rating,
    hand_row,
    points_per_hand,
    rating_history,
    recent_points,
    standing,
    table_level,
    wilson,
    win_rates,
    your_corners,
)

DOC = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"


def documented_example() -> str:
    found = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert found
    return found.group(1)


def test_a_hand_row_from_the_documented_record() -> None:
    """Seat 0 corners Wheat 6 s after the bell (R-DEAL-3 at 30 s, claim at 36 s); seat 1 holds the Bull,
    seat 2 the Bear (R-SCORE-2); one trade, seat 0's offer taken by seat 1."""
    record = loads_record(documented_example())
    row = hand_row(record, replay_record(record), "g", human_seat=0, played_at=5.0)
    assert (row.corner_seat, row.commodity, row.kind, row.points) == (0, "Wheat", "Corner", 100)
    assert row.bell_to_corner_s == pytest.approx(6.0)
    assert (row.trades, row.your_trades, row.bull_seat, row.bear_seat) == (1, 1, 1, 2)
    assert (row.your_points, row.bear_cost) == (100, 0)
    as_seat_2 = hand_row(record, replay_record(record), "g", human_seat=2, played_at=5.0)
    assert (as_seat_2.your_points, as_seat_2.bear_cost, as_seat_2.your_trades) == (-20, 20, 0)


def test_wilson_interval_matches_the_published_formula() -> None:
    low, high = wilson(7, 10)
    assert (round(low, 4), round(high, 4)) == (0.3968, 0.8922)
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(0, 5)[0] == 0.0 and wilson(5, 5)[1] == pytest.approx(1.0)


def test_table_level() -> None:
    assert table_level((None, "Hard", "Hard")) == "Hard"
    assert table_level((None, "Hard", "Easy")) == "Mixed"


SEEDS = (3, 5, 8, 13, 21, 34)


@pytest.fixture(scope="module")
def seeded_db(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[list]]:
    """Six seeded four-player short games, bots in every seat, seat 0 counted as the player; three at
    Medium and Normal pace, three at Hard and Fast, kept the way the game keeps them."""
    path = tmp_path_factory.mktemp("stats") / "stats.sqlite3"
    db = StatsDb(path)
    games = []
    for i, seed in enumerate(SEEDS):
        level, pace = ("Medium", "Normal") if i % 2 else ("Hard", "Fast")
        records = seeded_game(seed, level=Level(level))
        levels = (None, level, level, level)
        db.start_game(GameRow(f"g{seed}", float(i), "{}", 4, levels, table_level(levels), pace))
        rows = []
        for n, record in enumerate(records):
            outcome = replay_record(record)
            row = hand_row(record, outcome, f"g{seed}", 0, float(i) + n / 100)
            rows.append(row)
            db.add_hand(row)
        db.end_game(f"g{seed}", outcome.scores, outcome.winner, float(i) + 0.5)
        games.append(rows)
    db.close()
    return path, games


def test_figures_on_a_seeded_set_of_games(seeded_db) -> None:
    path, games = seeded_db
    db = StatsDb(path)
    kept, hands = db.games(), db.hands()
    db.close()
    all_rows = [row for rows in games for row in rows]
    assert hands == all_rows  # kept exactly as computed
    assert all(g.winner is not None for g in kept)  # every seeded game reached the target (R-SCORE-4)
    rates = {(r.level, r.pace): r for r in win_rates(kept)}
    assert set(rates) == {("Hard", "Fast"), ("Medium", "Normal")}
    for (level, _pace), rate in rates.items():
        mine = [g for g in kept if g.row.level == level]
        wins = sum(g.winner == 0 for g in mine)
        assert (rate.games, rate.wins) == (3, wins)
        assert rate.low <= rate.rate <= rate.high and (rate.low, rate.high) == wilson(wins, 3)
    total = sum(g.scores[0] for g in kept)  # every point the player scored is a hand's change of score
    assert points_per_hand(hands) == pytest.approx(total / len(hands))
    corners = your_corners(hands)
    assert sum(corners.values()) == sum(1 for h in hands if h.corner_seat == 0)
    assert all(kind in ("Corner", "Bull Corner", "Double Bull Corner") for _, kind in corners)
    costs = card_costs(hands, kept)
    bear, bull = costs["Bear"], costs["Bull"]
    assert (
        bear.points == 20 * bear.hands == sum(h.bear_cost for h in hands)
    )  # as each hand's replay scored it
    assert bear.hands == sum(1 for h in hands if h.bear_seat == 0 and h.corner_seat != 0)
    assert bull.hands == sum(1 for h in hands if h.bull_seat == 0 and h.corner_seat not in (0, None)) > 0
    assert bull.points == 20 * bull.hands
    assert bull.per_hand == pytest.approx(bull.points / len(hands))
    ratings = rating_history(kept)
    assert [p.game for p in ratings] == [1, 2, 3, 4, 5, 6]
    assert all(p.ordinal == pytest.approx(p.mu - 3 * p.sigma) for p in ratings)
    assert ratings[-1].sigma < ratings[0].sigma  # more games, more certainty


def test_the_rating_rises_with_wins_and_falls_with_losses() -> None:
    def finished(i: int, you_win: bool) -> KeptGame:
        scores = (500, 100, 50) if you_win else (50, 500, 100)
        row = GameRow(f"g{i}", float(i), "{}", 3, (None, "Hard", "Hard"), "Hard", "Normal")
        return KeptGame(row, float(i) + 0.5, scores, 0 if you_win else 1)

    winning = rating_history([finished(i, True) for i in range(5)])
    losing = rating_history([finished(i, False) for i in range(5)])
    assert [p.mu for p in winning] == sorted(p.mu for p in winning)
    assert [p.mu for p in losing] == sorted((p.mu for p in losing), reverse=True)
    unfinished = KeptGame(
        GameRow("u", 9.0, "{}", 3, (None, "Hard", "Hard"), "Hard", "Normal"), None, None, None
    )
    assert len(rating_history([unfinished])) == 0


def hand(game: str, corner: int | None, bull: int | None, bear: int | None, points: int = 0) -> HandRow:
    """A hand of ``game`` cornered by seat ``corner``, the Bull and the Bear held by the seats given."""
    return HandRow(game, 1, 1.0, 0, (0, 0, 0), (0, 0, 0), corner, None, None, None, None, 0, 0, bull, bear,
                   points, 20 * (bear == 0 and corner not in (0, None)))  # fmt: skip


def test_the_bull_and_the_bear_each_cost_their_holder_20_at_anothers_corner() -> None:
    """R-SCORE-2: 20 for the Bull, 20 for the Bear, 40 for both, held when another seat cornered; nothing
    for the cornering player's own Bull, nor without a corner or the two cards; the player's seat is their
    game's."""
    hands = [
        hand("g", 1, 0, 2),  # the Bull at seat 1's corner: 20
        hand("g", 2, 0, 0),  # both: 20 and 20
        hand("g", 0, 0, 1),  # your own Bull Corner: nothing
        hand("g", None, 0, 0),  # no corner: nothing
        hand("g", 1, None, None),  # the basic game: nothing, and not a hand with the cards
        hand("h", 0, 1, 1),  # a game where you sit at seat 1: the Bull and Bear at seat 0's corner
    ]
    games = [
        KeptGame(GameRow("g", 0.0, "{}", 3, (None, "Easy", "Easy"), "Easy", "Normal"), None, None, None),
        KeptGame(GameRow("h", 1.0, "{}", 3, ("Easy", None, "Easy"), "Easy", "Normal", 1), None, None, None),
    ]
    costs = card_costs(hands, games)
    assert (costs["Bull"].hands, costs["Bull"].points) == (3, 60)
    assert (costs["Bear"].hands, costs["Bear"].points) == (2, 40)
    assert costs["Bull"].per_hand == pytest.approx(60 / 5)
    assert card_costs([], games) == {"Bull": CardCost(0, 0, 0.0), "Bear": CardCost(0, 0, 0.0)}
    assert card_costs(hands)["Bull"].hands == 2  # without the games every hand is seat 0's


def finished_game(i: int, you_win: bool, bots: tuple[str, str] = ("Hard", "Hard")) -> KeptGame:
    scores = (500, 100, 50) if you_win else (50, 500, 100)
    levels = (None, *bots)
    row = GameRow(f"g{i}", float(i), "{}", 3, levels, table_level(levels), "Normal")
    return KeptGame(row, float(i) + 0.5, scores, 0 if you_win else 1)


def test_the_rating_waits_for_enough_finished_games_and_says_how_many_more() -> None:
    unfinished = KeptGame(
        GameRow("u", 9.0, "{}", 3, (None, "Hard", "Hard"), "Hard", "Normal"), None, None, None
    )
    assert games_to_rating([]) == RATING_GAMES == 3
    assert games_to_rating([unfinished] * 12) == RATING_GAMES  # unfinished games do not count
    assert games_to_rating([finished_game(0, True), unfinished]) == RATING_GAMES - 1
    assert games_to_rating([finished_game(i, i % 2 == 0) for i in range(RATING_GAMES + 2)]) == 0


def test_the_rating_places_you_among_the_bot_levels_you_met() -> None:
    """Beating Easy and losing to Hard, game after game, rates you above Easy and below Hard."""
    games = []
    for i in range(8):
        beat_easy = i % 2 == 0
        games.append(finished_game(i, beat_easy, ("Easy", "Easy") if beat_easy else ("Hard", "Hard")))
    points = rating_history(games)
    assert [level for level, _ in points[-1].bots] == ["Easy", "Hard"]
    assert [level for level, _ in points[0].bots] == ["Easy"]  # only the levels met so far
    assert standing(points[-1]) == (["Easy"], ["Hard"])


def test_win_rates_carry_an_even_share_of_wins() -> None:
    three = finished_game(0, True)
    five = KeptGame(GameRow("f", 1.0, "{}", 5, (None,) + ("Hard",) * 4, "Hard", "Normal"), 1.5,
                    (500, 0, 0, 0, 0), 0)  # fmt: skip
    (rate,) = win_rates([three, five])
    assert rate.fair == pytest.approx((1 / 3 + 1 / 5) / 2)


def test_recent_points_are_the_latest_hands_oldest_first() -> None:
    hands = [hand("g", 1, None, None, points=p) for p in range(30)]
    assert recent_points(hands, 5) == [25, 26, 27, 28, 29]
    assert recent_points(hands[:2], 5) == [0, 1]
    assert recent_points(hands, 0) == []
