"""The table's pace in the window: the new-game dialog, the Game menu's radio group, remembered, and a change
mid-hand reaching every bot at once."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from ui_helpers import start_open_game

from pit_desktop.games.pit.bots import Pace
from pit_desktop.games.pit.engine import GameSettings
from pit_desktop.games.pit.prefs import NewGamePrefs, PrefsStore
from pit_desktop.games.pit.ui.dialogs import NewGameDialog
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.shell.bot_words import pace_name


def checked_paces(window: MainWindow) -> list[Pace]:
    return [pace for pace, action in window.pace_actions.items() if action.isChecked()]


def test_the_dialog_offers_the_pace_and_remembers_it(qtbot, store: PrefsStore, ini_settings) -> None:
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    assert [dialog.pace.itemText(i) for i in range(dialog.pace.count())] == ["Relaxed", "Standard", "Brisk"]
    assert dialog.pace.currentData() is Pace.STANDARD and dialog.prefs().pace is Pace.STANDARD
    dialog.pace.setCurrentIndex(dialog.pace.findData(Pace.RELAXED))
    dialog.accept()
    assert ini_settings.value("bots/pace") == "relaxed"  # the id, not the words
    again = NewGameDialog(PrefsStore(type(ini_settings)(ini_settings.fileName(), ini_settings.format())))
    qtbot.addWidget(again)
    assert again.prefs().pace is Pace.RELAXED


def test_the_game_menu_pace_is_one_radio_choice_remembered(qtbot, window: MainWindow, store) -> None:
    assert checked_paces(window) == [Pace.STANDARD]
    game = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Game")
    pace_menu = next(a.menu() for a in game.actions() if a.menu() is not None)
    assert [a.text() for a in pace_menu.actions() if a.isVisible()] == ["Relaxed", "Standard", "Brisk"]
    window.pace_actions[Pace.BRISK].trigger()
    assert checked_paces(window) == [Pace.BRISK]
    assert store.pace() is Pace.BRISK
    assert window.status_text().startswith("The bots now play at the Brisk pace. ")


HONEST = {
    Pace.RELAXED: "The bots take about 15% longer over everything. Against Medium bots, a player at human "
    "speed wins about twice as often as at Standard.",
    Pace.STANDARD: "The usual pace, at which the levels were measured. At three seats the bots play a little "
    "quicker, at five or more a little slower, so each level is about as hard at any table size.",
    Pace.BRISK: "The bots take about 10% less time over everything. Against Medium bots, a player at human "
    "speed wins about half as often as at Standard.",
}
"""What each pace does, in plain terms (``docs/bots.md``: the factors ×1.15 and ×0.9, and the Human seat
against three Medium winning 28.2% at Standard, 64.9% at Relaxed, 12.6% at Brisk)."""


def test_the_pace_words_say_what_it_does(qtbot, window: MainWindow, store: PrefsStore) -> None:
    """The pace is a small step (the bots' times change by 10-15%): the words say so and what it is worth,
    in the dialog's and the menu's tooltips and when it is chosen, and promise nothing else."""
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    tips = {dialog.pace.itemData(i): dialog.pace.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(3)}
    assert tips == HONEST
    assert {pace: action.toolTip() for pace, action in window.pace_actions.items()} == HONEST
    for pace, words in HONEST.items():
        window.pace_actions[pace].trigger()
        assert window.status_text() == f"The bots now play at the {pace_name(pace)} pace. {words}"


def test_a_new_game_is_dealt_at_the_chosen_pace(qtbot, window: MainWindow) -> None:
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=3, sort_time_s=0), pace=Pace.RELAXED))
    controller = window.controller
    assert controller.table_pace.pace is Pace.RELAXED
    assert checked_paces(window) == [Pace.RELAXED]
    assert all(r.worker.bot.pace is controller.table_pace for r in controller.runners)


def test_a_pace_chosen_mid_hand_reaches_every_bot_at_once(qtbot, window: MainWindow) -> None:
    """Every bot reads the table's pace at its next decision: the one object they share changes."""
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=4, sort_time_s=0)))
    controller = window.controller
    bots = [r.worker.bot for r in controller.runners]
    assert [b.pace.pace for b in bots] == [Pace.STANDARD] * 3
    window.pace_actions[Pace.RELAXED].trigger()
    assert [b.pace.pace for b in bots] == [Pace.RELAXED] * 3
    assert [b.pace.factor for b in bots] == [Pace.RELAXED.factor] * 3
    window.pace_actions[Pace.BRISK].trigger()
    assert [b.pace.pace for b in bots] == [Pace.BRISK] * 3
    news = window.side.ticker_lines()  # the trading pit keeps each change, in short
    assert news[-2:] == ["The bots now play at the Relaxed pace.", "The bots now play at the Brisk pace."]


@pytest.mark.parametrize("raw", ["speedy", "Relaxed", ""])
def test_a_corrupt_pace_falls_back_to_standard_and_is_said(qtbot, make_window, ini_settings, raw) -> None:
    from pit_desktop.games.pit.ui.window import SETTINGS_RESET

    ini_settings.setValue("bots/pace", raw)
    window = make_window()
    assert checked_paces(window) == [Pace.STANDARD]
    assert window.store.load().pace is Pace.STANDARD
    assert window.status_text() == SETTINGS_RESET.replace("%1", "pace")
