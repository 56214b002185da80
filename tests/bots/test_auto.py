"""The Auto level: one scale of difficulty, a player's skill learnt from every hand, small steps."""

from __future__ import annotations

import math

import pytest

from pit_desktop.games.pit.bots import Level, Pace
from pit_desktop.games.pit.bots.auto import (
    AUTO_LADDER,
    EASE_RANGE,
    MAX_STEP,
    AutoSetting,
    Change,
    HandResult,
    Moment,
    auto_step,
    closeness_of,
    difficulty_of,
    estimate_skill,
    rung_of,
    setting_at,
)
from pit_desktop.games.pit.engine import BULL, Commodity

MEDIUM = AutoSetting(Level.MEDIUM, Pace.STANDARD)


def play(start: AutoSetting, corners: str, players: int = 4, closeness: float | None = None) -> AutoSetting:
    """Auto after each hand of ``corners`` (``"x"`` the player cornered, ``"."`` a bot did), the setting
    following its decisions as the window's does."""
    history: list[HandResult] = []
    setting = start
    for c in corners:
        history.append(
            HandResult(
                setting.level,
                setting.pace,
                players,
                c == "x",
                ease=setting.ease,
                closeness=None if c == "x" else closeness,
            )
        )
        setting = auto_step(history, setting, Moment.HAND, start).setting
    return setting


def test_the_landmarks_run_from_easiest_to_hardest_on_one_scale() -> None:
    scale = [difficulty_of(s) for s in AUTO_LADDER]
    assert scale == sorted(scale, reverse=True)
    assert difficulty_of(MEDIUM) == 0.0
    assert [rung_of(s) for s in AUTO_LADDER] == list(range(len(AUTO_LADDER)))


def test_a_setting_on_the_scale_keeps_its_level_until_past_the_border() -> None:
    assert setting_at(0.0, Level.MEDIUM) == MEDIUM
    slower = setting_at(0.05, Level.MEDIUM)
    assert slower.level is Level.MEDIUM and slower.ease == pytest.approx(math.exp(0.05), abs=1e-4)
    easy = setting_at(0.14, Level.MEDIUM)
    assert easy.level is Level.EASY and easy.ease == pytest.approx(math.exp(0.14 - math.log(1.15)), abs=1e-4)
    # just past the border from Easy's side, Easy stays (no going back and forth)
    assert setting_at(0.06, Level.EASY).level is Level.EASY
    assert setting_at(0.06, Level.MEDIUM).level is Level.MEDIUM
    low, high = EASE_RANGE
    assert setting_at(-5.0, Level.HARD) == AutoSetting(Level.HARD, Pace.STANDARD, low)
    assert setting_at(5.0, Level.EASY) == AutoSetting(Level.EASY, Pace.STANDARD, high)


def test_no_hand_no_move() -> None:
    decision = auto_step([], MEDIUM)
    assert decision.setting == MEDIUM and decision.change is Change.NONE


def test_four_lost_hands_of_six_ease_the_table_by_then() -> None:
    """A player who loses four of six hands to one bot sees the table ease off by then (issue's case)."""
    after = play(MEDIUM, "..x..x".replace("x", "."))  # six lost hands
    assert difficulty_of(after) > difficulty_of(MEDIUM)
    assert difficulty_of(play(MEDIUM, "....")) > 0.0


def test_corners_make_the_bots_harder_and_losses_easier_never_by_a_jump() -> None:
    history: list[HandResult] = []
    setting = MEDIUM
    for c in "xx" + "." * 8:
        history.append(HandResult(setting.level, setting.pace, 4, c == "x", ease=setting.ease))
        decision = auto_step(history, setting, Moment.HAND, MEDIUM)
        assert abs(decision.difficulty - difficulty_of(setting)) <= MAX_STEP + 1e-4  # the ease: 4 decimals
        if c == "x":
            assert decision.change in (Change.HARDER, Change.NONE)
        setting = decision.setting
    assert difficulty_of(play(MEDIUM, "xx")) < 0.0


def test_two_hands_lost_at_an_even_closeness_take_medium_to_easy() -> None:
    """Issue 21: Auto notices in two hands (tried in the window, five hands lost left it at Medium)."""
    assert play(MEDIUM, "..", closeness=0.0).level is Level.EASY
    assert play(MEDIUM, ".").level is Level.MEDIUM  # one hand is not enough to change the level


@pytest.mark.parametrize("closeness", [0.0, 2.0, 4.0, 8.0])
def test_a_hand_lost_never_makes_the_bots_quicker(closeness: float) -> None:
    """However close the player came (eight and the Bull, a corner out-rung), a hand lost is never answered
    with quicker bots; and a corner never with slower ones."""
    for level in (Level.EASY, Level.MEDIUM, Level.HARD):
        start = AutoSetting(level, Pace.STANDARD)
        history = [
            HandResult(level, Pace.STANDARD, 4, True),
            HandResult(level, Pace.STANDARD, 4, False, closeness=closeness),
        ]
        assert auto_step(history, start, Moment.HAND, start).change is not Change.HARDER
        corner = [HandResult(level, Pace.STANDARD, 4, False, closeness=-3.0)] * 3
        corner.append(HandResult(level, Pace.STANDARD, 4, True))
        assert auto_step(corner, start, Moment.HAND, start).change is not Change.EASIER


def test_one_hands_closeness_counts_at_most_two_cards() -> None:
    assert play(MEDIUM, "..", closeness=4.0) == play(MEDIUM, "..", closeness=2.0)
    assert play(MEDIUM, "..", closeness=-6.0) == play(MEDIUM, "..", closeness=-2.0)
    assert play(MEDIUM, "..", closeness=1.0) != play(MEDIUM, "..", closeness=2.0)


def test_a_fair_player_stays_near_the_start() -> None:
    """Cornering one hand in four keeps the table within a step of Medium."""
    after = play(MEDIUM, "...x" * 5)
    assert abs(difficulty_of(after)) <= MAX_STEP


def test_losing_by_far_eases_more_than_losing_narrowly() -> None:
    far = play(MEDIUM, "...", closeness=-3.0)
    near = play(MEDIUM, "...", closeness=+1.0)
    assert difficulty_of(far) > difficulty_of(near)


def test_a_slow_player_at_fixed_tempos_gets_more_ease() -> None:
    """Bots that do not match the player's speed are harder for a slower player: Auto adds the difference."""
    slow = HandResult(Level.MEDIUM, Pace.STANDARD, 4, False, speed=1.6, matched=False)
    same = HandResult(Level.MEDIUM, Pace.STANDARD, 4, False, speed=1.6, matched=True)
    assert auto_step([slow], MEDIUM).difficulty > auto_step([same], MEDIUM).difficulty


def test_the_skill_estimate_grows_surer_with_every_hand() -> None:
    hands = [HandResult(Level.MEDIUM, Pace.STANDARD, 4, i % 4 == 0) for i in range(12)]
    sds = [estimate_skill(hands[:n], 0.0)[1] for n in range(1, 13)]
    assert sds == sorted(sds, reverse=True)


def test_the_reason_counts_the_latest_hands() -> None:
    hands = [
        HandResult(Level.MEDIUM, Pace.STANDARD, 4, False, closeness=-2.0, tries=10, lost=7),
        HandResult(Level.MEDIUM, Pace.STANDARD, 4, True, tries=10, lost=3),
    ]
    reason = auto_step(hands, MEDIUM).reason
    assert (reason.hands, reason.cornered) == (2, 1)
    assert reason.short_by == pytest.approx(2.0) and reason.lost_share == pytest.approx(0.5)


def test_a_hand_of_fewer_than_two_players_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 2 players"):
        auto_step([HandResult(Level.MEDIUM, Pace.STANDARD, 1, False)], MEDIUM)


def test_closeness_is_the_players_largest_group_against_the_other_losers() -> None:
    wheat, corn, oats = Commodity.WHEAT, Commodity.CORN, Commodity.OATS
    hands = [
        (wheat,) * 5 + (corn,) * 3 + (BULL,),  # the player: 5 Wheat and the Bull = 6
        (corn,) * 9,  # the corner
        (oats,) * 4 + (wheat,) * 4 + (corn,),  # 4
        (oats,) * 5 + (corn,) * 4,  # 5
    ]
    assert closeness_of(hands, 0, 1) == pytest.approx(6 - 4.5)
    assert closeness_of(hands, 1, 1) is None
    assert closeness_of(hands[:2], 0, 1) is None
