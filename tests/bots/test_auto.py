"""The Auto level's steps: one rung toward the player's fair share, from their corners."""

from __future__ import annotations

import itertools

import pytest

from pit_desktop.bots import Level, Pace
from pit_desktop.bots.auto import (
    AUTO_LADDER,
    MIN_EVIDENCE,
    AutoSetting,
    Change,
    HandResult,
    Moment,
    auto_step,
    losing_run,
    rung_of,
    winning_run,
)

MEDIUM = AutoSetting(Level.MEDIUM, Pace.STANDARD)


def hands(setting: AutoSetting, corners: str, players: int = 4) -> list[HandResult]:
    """One hand per character of ``corners``: ``"x"`` cornered by the player, ``"."`` not."""
    return [HandResult(setting.level, setting.pace, players, c == "x") for c in corners]


def test_the_ladder_moves_one_thing_at_a_time_from_easiest_to_hardest() -> None:
    assert AUTO_LADDER[0] == AutoSetting(Level.EASY, Pace.RELAXED)
    assert AUTO_LADDER[-1] == AutoSetting(Level.HARD, Pace.BRISK)
    for a, b in itertools.pairwise(AUTO_LADDER):
        assert (a.level is b.level) != (a.pace is b.pace)


def test_between_games_a_player_losing_clearly_gets_easier_bots() -> None:
    decision = auto_step(hands(MEDIUM, "." * 18 + "x" * 2), MEDIUM, Moment.GAME)
    assert decision.change is Change.EASIER
    assert decision.setting == AutoSetting(Level.EASY, Pace.STANDARD)
    assert decision.changed == ("level",)
    assert (decision.hands, decision.corners) == (20, 2)


def test_between_games_a_player_winning_clearly_gets_harder_bots() -> None:
    decision = auto_step(hands(MEDIUM, "x.x.x..x.x..x..x.x.."), MEDIUM, Moment.GAME)
    assert decision.change is Change.HARDER
    assert decision.setting == AutoSetting(Level.HARD, Pace.STANDARD)


def test_a_player_at_their_fair_share_keeps_the_setting() -> None:
    for corners in ("x..." * 5, ".x.." * 5, "..x." * 6):
        decision = auto_step(hands(MEDIUM, corners), MEDIUM, Moment.GAME)
        assert decision.change is Change.NONE and decision.setting == MEDIUM and decision.changed == ()


def test_too_few_hands_are_not_evidence_between_games() -> None:
    short = "." * (MIN_EVIDENCE - 1)
    assert auto_step(hands(MEDIUM, short), MEDIUM, Moment.GAME).change is Change.NONE
    assert auto_step(hands(MEDIUM, short + "."), MEDIUM, Moment.GAME).change is Change.EASIER


def test_only_hands_since_the_last_change_count() -> None:
    """A long losing streak at Hard says nothing about Medium: the evidence starts afresh at a change."""
    hard = AutoSetting(Level.HARD, Pace.STANDARD)
    history = hands(hard, "." * 30) + hands(MEDIUM, "x...x...x...")
    decision = auto_step(history, MEDIUM, Moment.GAME)
    assert decision.change is Change.NONE and decision.hands == 12


def test_between_hands_only_a_clear_run_moves() -> None:
    """At four players 17 hands lost in a row is a clear run; 16 is not; 4 won in a row is."""
    assert (losing_run(4), winning_run(4)) == (17, 4)
    assert auto_step(hands(MEDIUM, "x" + "." * 16), MEDIUM, Moment.HAND).change is Change.NONE
    assert auto_step(hands(MEDIUM, "x" + "." * 17), MEDIUM, Moment.HAND).change is Change.EASIER
    assert auto_step(hands(MEDIUM, ".xxx"), MEDIUM, Moment.HAND).change is Change.NONE
    assert auto_step(hands(MEDIUM, ".xxxx"), MEDIUM, Moment.HAND).change is Change.HARDER
    # 2 corners in 14 hands would move between games, not between hands
    mixed = hands(MEDIUM, "x.....x.......")
    assert auto_step(mixed, MEDIUM, Moment.HAND).change is Change.NONE


@pytest.mark.parametrize(("players", "lose", "win"), [(3, 12, 5), (4, 17, 4), (6, 26, 3)])
def test_clear_runs_scale_with_the_table(players: int, lose: int, win: int) -> None:
    assert (losing_run(players), winning_run(players)) == (lose, win)
    assert auto_step(hands(MEDIUM, "." * lose, players), MEDIUM, Moment.HAND).change is Change.EASIER
    assert auto_step(hands(MEDIUM, "x" * win, players), MEDIUM, Moment.HAND).change is Change.HARDER


def test_the_ends_of_the_ladder_hold() -> None:
    easiest, hardest = AUTO_LADDER[0], AUTO_LADDER[-1]
    assert auto_step(hands(easiest, "." * 20), easiest, Moment.GAME).setting == easiest
    assert auto_step(hands(hardest, "x" * 20), hardest, Moment.GAME).setting == hardest


def test_a_move_down_from_the_hardest_rung_slows_the_pace() -> None:
    hardest = AUTO_LADDER[-1]
    decision = auto_step(hands(hardest, "." * 20), hardest, Moment.GAME)
    assert decision.setting == AutoSetting(Level.HARD, Pace.STANDARD) and decision.changed == ("pace",)


def test_a_setting_off_the_ladder_moves_from_its_nearest_rung() -> None:
    """Medium at Relaxed (a player's own choice) stands for Medium at Standard; a move may change both."""
    relaxed = AutoSetting(Level.MEDIUM, Pace.RELAXED)
    assert rung_of(relaxed) == AUTO_LADDER.index(MEDIUM)
    assert auto_step(hands(relaxed, "x...x..."), relaxed, Moment.GAME).setting == relaxed
    decision = auto_step(hands(relaxed, "." * 20), relaxed, Moment.GAME)
    assert decision.setting == AutoSetting(Level.EASY, Pace.STANDARD)
    assert decision.changed == ("level", "pace")
    basic = AutoSetting(Level.BASIC, Pace.STANDARD)
    assert rung_of(basic) == AUTO_LADDER.index(MEDIUM)


def test_no_history_changes_nothing_and_a_bad_table_is_refused() -> None:
    assert auto_step([], MEDIUM, Moment.GAME).setting == MEDIUM
    with pytest.raises(ValueError, match="at least 2 players"):
        auto_step([HandResult(Level.MEDIUM, Pace.STANDARD, 1, False)], MEDIUM, Moment.HAND)
