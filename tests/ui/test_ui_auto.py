"""Auto in the window: chosen in the new-game dialog, it moves the bots' level and ease after every hand from
the player's results (won or lost, by how far, tries that lost the race), seats new bots, and says in one
sentence what it changed and why."""

from __future__ import annotations

import math

import pytest
from PySide6.QtWidgets import QComboBox
from ui_helpers import RIGGED_COMMODITIES, start_open_game, start_rigged

from pit_desktop.games.pit.bots import Level, Pace
from pit_desktop.games.pit.bots.auto import AUTO_LADDER, AutoSetting, HandResult, difficulty_of
from pit_desktop.games.pit.engine import CornerClaimed, GameOver, GameSettings, OfferPosted
from pit_desktop.games.pit.prefs import NewGamePrefs, PrefsStore
from pit_desktop.games.pit.ui.dialogs import AUTO_ID, NewGameDialog
from pit_desktop.games.pit.ui.window import MainWindow

AUTO_3 = NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False), auto=True)
"""Three players under Auto, no Bull and Bear, no sorting time (the rigged deals' table)."""


def choose(box: QComboBox, data: object) -> None:
    """Choose the item holding ``data`` as a person would (``activated`` follows)."""
    box.setCurrentIndex(box.findData(data))
    box.activated.emit(box.currentIndex())


def past_hands(
    setting: AutoSetting, cornered: bool, n: int, closeness: float | None = None
) -> list[HandResult]:
    return [
        HandResult(setting.level, setting.pace, 3, cornered, ease=setting.ease, closeness=closeness)
        for _ in range(n)
    ]


def bots_lose_deal():
    """Seat 1 holds all nine Barley (a bot corners at once); the player holds no corner."""
    w, b, c = RIGGED_COMMODITIES
    return ((w,) * 5 + (c,) * 4, (b,) * 9, (w,) * 4 + (c,) * 5)


def test_auto_is_a_choice_for_all_bots_and_is_remembered(qtbot, store: PrefsStore, ini_settings) -> None:
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    texts = [dialog.all_levels.itemText(i) for i in range(dialog.all_levels.count())]
    assert texts == ["Easy", "Medium", "Hard", "Auto"]
    choose(dialog.all_levels, AUTO_ID)
    assert not any(box.isEnabled() for box in dialog.level_boxes)  # Auto sets every bot's level …
    assert not dialog.pace.isEnabled()  # … and the pace
    assert dialog.prefs().auto
    dialog.accept()
    again = NewGameDialog(PrefsStore(type(ini_settings)(ini_settings.fileName(), ini_settings.format())))
    qtbot.addWidget(again)
    assert again.prefs().auto and again.all_levels.currentData() == AUTO_ID
    choose(again.all_levels, Level.HARD)
    assert not again.prefs().auto and again.prefs().levels[0] is Level.HARD
    assert again.level_boxes[0].isEnabled() and again.pace.isEnabled()


def test_auto_starts_at_medium_standard_then_where_it_stood(qtbot, window: MainWindow, store) -> None:
    start_open_game(qtbot, window, AUTO_3)
    setup = window.controller.setup
    assert setup.levels[1:] == (Level.MEDIUM, Level.MEDIUM)
    assert window.controller.table_pace.pace is Pace.STANDARD and window.controller.table_pace.ease == 1.0
    store.set_auto_rung(0)
    window.auto_history.clear()  # a new start: no evidence of this window's
    start_open_game(qtbot, window, AUTO_3)
    assert window.controller.setup.levels[1:] == (Level.EASY, Level.EASY)
    # Easy at Relaxed is Easy 15% slower: Auto's own tempo is its ease, the pace stays the player's Standard
    assert window.controller.table_pace.pace is Pace.STANDARD
    assert window.controller.table_pace.ease == pytest.approx(1.15, abs=1e-3)
    assert window.pace_actions[Pace.STANDARD].isChecked()


def test_a_run_of_corners_seats_harder_bots_for_the_next_hand(qtbot, window: MainWindow, store) -> None:
    """Near the border of Hard, the player has cornered every hand: one more corner makes the bots Hard,
    from the next hand on, and the window says what and why."""
    near_hard = AutoSetting(Level.MEDIUM, Pace.STANDARD, round(math.exp(-0.07), 4))
    start_rigged(qtbot, window, AUTO_3)
    window.controller.set_ease(near_hard.ease)
    window.auto_start = AutoSetting(Level.MEDIUM, Pace.STANDARD)
    window.auto_setting = near_hard
    window.auto_history[:] = past_hands(near_hard, True, 5)
    old_runners = list(window.controller.runners)
    with qtbot.waitSignal(window.controller.setup_changed):
        assert window.ring_bell()
    assert window.controller.setup.levels[1:] == (Level.HARD, Level.HARD)
    assert window.setup.levels[1:] == (Level.HARD, Level.HARD)
    assert all(r.worker.bot.level is Level.HARD for r in window.controller.runners)
    assert all(r.worker.bot.pace is window.controller.table_pace for r in window.controller.runners)
    assert not any(r.thread.isRunning() for r in old_runners)
    said = "The bots are now Hard: you cornered 6 of the last 6 hands."
    assert window.status_text() == said and window.side.ticker_lines()[-1] == said
    assert difficulty_of(window.auto_setting) < difficulty_of(near_hard)
    assert store.auto_rung() == 3
    with qtbot.waitSignal(  # and the new bots play it
        window.controller.event_received, check_params_cb=lambda e: type(e) is OfferPosted and e.seat != 0
    ):
        assert window.controller.deal_next_hand()


def test_hands_lost_by_far_slow_the_table_and_say_why(qtbot, window: MainWindow, store) -> None:
    """At Medium, hands lost far behind the others slow the same bots down, and the window says by how far;
    the player's own pace is kept."""
    medium = AUTO_LADDER[2]
    window.auto_start = window.auto_setting = medium
    window.auto_history[:] = past_hands(medium, False, 3, closeness=-3.0)
    window.start_game(AUTO_3, commodities=RIGGED_COMMODITIES, first_dealer=2, deal=bots_lose_deal())
    bots = [r.worker.bot for r in window.controller.runners]
    qtbot.waitUntil(lambda: window.status_text().startswith("The bots now play a little slower: "))
    assert window.status_text().startswith("The bots now play a little slower: you cornered 0 of the last 4")
    assert window.controller.table_pace.ease > 1.0
    assert window.controller.table_pace.pace is Pace.STANDARD
    assert [r.worker.bot for r in window.controller.runners] == bots  # no new bots: the level stayed
    last = window.auto_history[-1]
    assert not last.cornered and last.closeness == 0.0  # five of one commodity, as the other loser
    assert store.pace() is Pace.STANDARD


def test_a_game_won_makes_the_next_game_harder(qtbot, window: MainWindow, store) -> None:
    """The player wins the game: Auto moves, and the next game is dealt where it stood."""
    short = NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False, short_game=True), auto=True)
    start_rigged(qtbot, window, short, scores=(200, 0, 0))
    with qtbot.waitSignal(window.controller.event_received, check_params_cb=lambda e: type(e) is GameOver):
        assert window.ring_bell()
    qtbot.waitUntil(lambda: window.status_text().startswith("The bots now play a little quicker: "))
    last = window.auto_history[-1]
    assert last.cornered and last.game_won is True
    harder = window.auto_setting
    assert harder is not None and difficulty_of(harder) < 0.0
    start_open_game(qtbot, window, AUTO_3)
    assert window.controller.table_pace.ease == pytest.approx(harder.ease)


def test_without_auto_nothing_moves(qtbot, window: MainWindow, store) -> None:
    prefs = NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False))
    start_rigged(qtbot, window, prefs)
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ):
        assert window.ring_bell()
    assert window.auto_history == [] and store.auto_rung() == 2
    assert window.controller.setup.levels[1:] == (Level.MEDIUM, Level.MEDIUM)


def test_the_dialog_shows_where_auto_starts_and_keeps_the_players_own_choices(
    qtbot, store: PrefsStore
) -> None:
    """Under Auto the greyed seats and pace show Auto's rung, not the last manual choice, and a line says
    what Auto does; leaving Auto brings the player's own choices back."""
    store.save(NewGamePrefs(GameSettings(players=4), levels=(Level.HARD,) * 7, pace=Pace.RELAXED))
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.auto_note.isHidden()
    choose(dialog.all_levels, AUTO_ID)
    assert {box.currentData() for box in dialog.level_boxes} == {Level.MEDIUM}
    assert dialog.pace.currentData() is Pace.STANDARD and dialog.pace.toolTip() == "Auto sets the pace"
    assert not dialog.auto_note.isHidden()
    assert dialog.auto_note.text() == (
        "Auto starts at Medium, Standard and moves the bots after each hand toward your fair share."
    )
    prefs = dialog.prefs()
    assert prefs.auto and prefs.pace is Pace.RELAXED and prefs.levels[0] is Level.HARD  # kept for later
    choose(dialog.all_levels, Level.MEDIUM)  # leaving Auto: the player's pace comes back
    assert dialog.pace.currentData() is Pace.RELAXED and dialog.auto_note.isHidden()
    store.set_auto_rung(0)
    choose(dialog.all_levels, AUTO_ID)
    assert dialog.level_boxes[0].currentData() is Level.EASY and dialog.pace.currentData() is Pace.RELAXED
    assert dialog.auto_note.text().startswith("Auto starts at Easy, Relaxed and")


def test_the_dialog_leaves_no_gap_where_the_auto_note_stood(qtbot, store: PrefsStore) -> None:
    """Leaving Auto takes its note's room away again: the dialog is as tall as before Auto was chosen."""
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    before = dialog.height()
    choose(dialog.all_levels, AUTO_ID)
    qtbot.waitUntil(lambda: dialog.height() > before)
    choose(dialog.all_levels, Level.MEDIUM)
    qtbot.waitUntil(lambda: dialog.height() == before)


def badges(window: MainWindow) -> list[str]:
    """The bots' level tags at the table."""
    return [seat.badge.text() for seat in window.table.seats if seat.seat != 0]


def test_the_table_says_auto_is_on_and_the_pace_menu_waits(qtbot, window: MainWindow) -> None:
    sorting = NewGamePrefs(GameSettings(players=3, sort_time_s=30), auto=True)
    window.start_game(sorting)
    started = "Auto: the bots start at Medium, Standard."
    assert window.status_text().startswith(started)  # with the deal's news, while the cards are sorted
    assert window.side.ticker_lines()[0] == started
    qtbot.waitUntil(lambda: badges(window) == ["Medium · Auto"] * 2)
    assert not any(action.isEnabled() for action in window.pace_actions.values())
    assert {action.toolTip() for action in window.pace_actions.values()} == {"Auto sets the pace"}
    note = window.pace_auto_note  # a disabled entry shows no tooltip: the menu itself says why
    assert note.isVisible() and not note.isEnabled() and note.text() == "Auto sets the pace"
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=3, sort_time_s=0)))
    assert all(action.isEnabled() for action in window.pace_actions.values())
    assert not window.pace_auto_note.isVisible()
    standard = window.pace_actions[Pace.STANDARD].toolTip()
    assert standard.startswith("The usual pace, at which the levels were measured.")
    qtbot.waitUntil(lambda: badges(window) == ["Medium"] * 2)


def test_a_hand_that_changes_nothing_is_said_too(qtbot, window: MainWindow, monkeypatch) -> None:
    """After every hand under Auto the player is told what it did, also when it kept the table as it was
    (a player who lost two hands and heard nothing could not tell Auto was there at all)."""
    import dataclasses

    from pit_desktop.games.pit.bots import auto as auto_module
    from pit_desktop.games.pit.ui import window as window_module

    def holds(history, current, moment, start=None):
        decision = auto_module.auto_step(history, current, moment, start)
        return dataclasses.replace(decision, setting=current, change=auto_module.Change.NONE, changed=())

    monkeypatch.setattr(window_module, "auto_step", holds)
    medium = AUTO_LADDER[2]
    window.auto_start = window.auto_setting = medium
    window.auto_history[:] = past_hands(medium, True, 1)
    window.start_game(AUTO_3, commodities=RIGGED_COMMODITIES, first_dealer=2, deal=bots_lose_deal())
    qtbot.waitUntil(lambda: window.status_text().startswith("The bots stay as they are: "))
    assert window.status_text() == "The bots stay as they are: you cornered 1 of the last 2 hands."
    assert window.controller.table_pace.ease == pytest.approx(medium.ease)
