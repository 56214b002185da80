"""The Auto level's steps: one rung toward the player's fair share, from their corners."""

from __future__ import annotations

import itertools

import pytest

from pit_desktop.bots import Level, Pace
from pit_desktop.bots.auto import (
    AUTO_LADDER,
    AutoSetting,
    Change,
    HandResult,
    Moment,
    auto_step,
    losing_run,
    losses_to_ease,
    rung_of,
    winning_run,
)

MEDIUM = AutoSetting(Level.MEDIUM, Pace.STANDARD)


def hands(setting: AutoSetting, corners: str, players: int = 4) -> list[HandResult]:
    """One hand per character of ``corners``: ``"x"`` cornered by the player, ``"."`` not; ``"W"`` and
    ``"L"`` end a game the player won or lost (cornering in the won one)."""
    return [
        HandResult(setting.level, setting.pace, players, c in "xW", {"W": True, "L": False}.get(c))
        for c in corners
    ]


def test_the_ladder_moves_one_thing_at_a_time_from_easiest_to_hardest() -> None:
    assert AUTO_LADDER[0] == AutoSetting(Level.EASY, Pace.RELAXED)
    assert AUTO_LADDER[-1] == AutoSetting(Level.HARD, Pace.BRISK)
    for a, b in itertools.pairwise(AUTO_LADDER):
        assert (a.level is b.level) != (a.pace is b.pace)


def test_a_game_won_makes_the_bots_a_step_harder() -> None:
    decision = auto_step(hands(MEDIUM, "..x...x..x...W"), MEDIUM, Moment.GAME)
    assert decision.change is Change.HARDER
    assert decision.setting == AutoSetting(Level.HARD, Pace.STANDARD)
    assert decision.changed == ("level",)
    assert (decision.hands, decision.games) == (14, 1)


def test_games_lost_at_one_setting_make_the_bots_easier_after_players_minus_one() -> None:
    """At four players, the third game lost in a row at Medium steps down; two are not enough."""
    assert losses_to_ease(4) == 3
    two = hands(MEDIUM, "x....L" + "..x..L")
    assert auto_step(two, MEDIUM, Moment.GAME).change is Change.NONE
    decision = auto_step(two + hands(MEDIUM, "...x.L"), MEDIUM, Moment.GAME)
    assert decision.change is Change.EASIER and decision.games == 3
    assert decision.setting == AutoSetting(Level.EASY, Pace.STANDARD)


@pytest.mark.parametrize(("players", "losses"), [(3, 2), (4, 3), (6, 5)])
def test_the_staircase_balances_at_the_fair_share(players: int, losses: int) -> None:
    """One step up per game won and one down per ``players - 1`` lost balance where the player wins one game
    in ``players``."""
    assert losses_to_ease(players) == losses
    assert 1 / (1 + losses) == pytest.approx(1 / players)


def test_only_games_since_the_last_change_count() -> None:
    """Games lost at Hard say nothing about Medium: the count starts afresh at a change."""
    hard = AutoSetting(Level.HARD, Pace.STANDARD)
    history = hands(hard, "..L..L") + hands(MEDIUM, "x..L")
    decision = auto_step(history, MEDIUM, Moment.GAME)
    assert decision.change is Change.NONE and (decision.hands, decision.games) == (4, 1)


def test_between_hands_a_game_result_is_not_yet_a_move() -> None:
    assert auto_step(hands(MEDIUM, "..x..W"), MEDIUM, Moment.HAND).change is Change.NONE


def test_between_hands_only_a_clear_run_moves() -> None:
    """At four players 17 hands lost in a row is a clear run; 16 is not; 4 won in a row is."""
    assert (losing_run(4), winning_run(4)) == (17, 4)
    assert auto_step(hands(MEDIUM, "x" + "." * 16), MEDIUM, Moment.HAND).change is Change.NONE
    assert auto_step(hands(MEDIUM, "x" + "." * 17), MEDIUM, Moment.HAND).change is Change.EASIER
    assert auto_step(hands(MEDIUM, ".xxx"), MEDIUM, Moment.HAND).change is Change.NONE
    assert auto_step(hands(MEDIUM, ".xxxx"), MEDIUM, Moment.HAND).change is Change.HARDER
    # a poor stretch that is not a run: no move between hands
    mixed = hands(MEDIUM, "." * 9 + "x" + "." * 9)
    assert auto_step(mixed, MEDIUM, Moment.HAND).change is Change.NONE


@pytest.mark.parametrize(("players", "lose", "win"), [(3, 12, 5), (4, 17, 4), (6, 26, 4), (8, 35, 4)])
def test_clear_runs_scale_with_the_table(players: int, lose: int, win: int) -> None:
    assert (losing_run(players), winning_run(players)) == (lose, win)
    assert auto_step(hands(MEDIUM, "." * lose, players), MEDIUM, Moment.HAND).change is Change.EASIER
    assert auto_step(hands(MEDIUM, "x" * win, players), MEDIUM, Moment.HAND).change is Change.HARDER


def test_the_ends_of_the_ladder_hold() -> None:
    easiest, hardest = AUTO_LADDER[0], AUTO_LADDER[-1]
    assert auto_step(hands(easiest, "L" * 5), easiest, Moment.GAME).setting == easiest
    assert auto_step(hands(hardest, "W"), hardest, Moment.GAME).setting == hardest


def test_a_move_down_from_the_hardest_rung_slows_the_pace() -> None:
    hardest = AUTO_LADDER[-1]
    decision = auto_step(hands(hardest, "LLL"), hardest, Moment.GAME)
    assert decision.setting == AutoSetting(Level.HARD, Pace.STANDARD) and decision.changed == ("pace",)


def test_a_setting_off_the_ladder_moves_from_its_nearest_rung() -> None:
    """Medium at Relaxed (a player's own choice) stands for Medium at Standard; a move may change both."""
    relaxed = AutoSetting(Level.MEDIUM, Pace.RELAXED)
    assert rung_of(relaxed) == AUTO_LADDER.index(MEDIUM)
    assert auto_step(hands(relaxed, "x...L"), relaxed, Moment.GAME).setting == relaxed
    decision = auto_step(hands(relaxed, "LLL"), relaxed, Moment.GAME)
    assert decision.setting == AutoSetting(Level.EASY, Pace.STANDARD)
    assert decision.changed == ("level", "pace")
    basic = AutoSetting(Level.BASIC, Pace.STANDARD)
    assert rung_of(basic) == AUTO_LADDER.index(MEDIUM)


def test_no_history_changes_nothing_and_a_bad_table_is_refused() -> None:
    assert auto_step([], MEDIUM, Moment.GAME).setting == MEDIUM
    with pytest.raises(ValueError, match="at least 2 players"):
        auto_step([HandResult(Level.MEDIUM, Pace.STANDARD, 1, False)], MEDIUM, Moment.HAND)
