"""The choice of game at the top of the new-game dialog: it opens on the game played, choosing the other game
hands over to that game's own options, Deal there switches games (asking first when a game is in progress)
and the next window starts with those options, Cancel changes nothing, and the choice is remembered (a
corrupt one falls back to Pit)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pitch_helpers import EASY_4
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox, QStyle, QStyleOptionButton
from ui_helpers import activate, start_open_game

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pit.prefs import NewGamePrefs, PrefsStore
from pit_desktop.games.pit.ui.dialogs import NewGameDialog
from pit_desktop.games.pit.ui.game import PIT
from pit_desktop.games.pitch.prefs import PitchNewGamePrefs, PitchPrefsStore
from pit_desktop.games.pitch.ui.dialogs import PitchNewGameDialog
from pit_desktop.games.pitch.ui.game import PITCH
from pit_desktop.shell import theme
from pit_desktop.shell.fit import body_layout
from pit_desktop.shell.games import GAME_IDS, GameChoiceBox, remembered_game
from pit_desktop.shell.main import first_step
from pit_desktop.shell.prefs import ShellPrefs

Act = Callable[[QDialog], None]


def in_dialogs(qtbot, monkeypatch, acts: list[tuple[type[QDialog], Act]]) -> list[QDialog]:
    """Each ``exec()`` of a new-game dialog runs the next of ``acts`` (which must be of its type) from inside
    the dialog's event loop; a dialog still open after its act is rejected. Returns the dialogs shown."""
    shown: list[QDialog] = []

    def exec_and_act(dialog: QDialog) -> int:
        kind, act = acts.pop(0)
        assert type(dialog) is kind, f"{type(dialog).__name__} opened, {kind.__name__} expected"
        shown.append(dialog)

        def run() -> None:
            try:
                activate(qtbot, dialog)
                act(dialog)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        QTimer.singleShot(0, dialog, run)
        return QDialog.exec(dialog)  # neither dialog has an exec of its own

    for kind in (NewGameDialog, PitchNewGameDialog):
        monkeypatch.setattr(kind, "exec", exec_and_act)
    return shown


def choice(dialog: QDialog) -> GameChoiceBox:
    box = dialog.findChild(GameChoiceBox)
    assert box is not None
    return box


def choose(game_id: str) -> Act:
    return lambda dialog: choice(dialog).buttons[game_id].click()


def deal(dialog: QDialog) -> None:
    dialog.accept()


def test_the_new_game_dialog_opens_on_the_game_played_with_both_games_offered(
    qtbot, monkeypatch, window
) -> None:
    seen: dict[str, object] = {}

    def look(dialog: QDialog) -> None:
        box = choice(dialog)
        seen["checked"] = [g for g, b in box.buttons.items() if b.isChecked()]
        seen["names"] = {g: b.accessibleName() for g, b in box.buttons.items()}
        seen["top"] = body_layout(dialog).itemAt(0).widget() is box  # the top of its scrolling body
        seen["visible"] = box.isVisible() and all(b.isVisible() for b in box.buttons.values())

    in_dialogs(qtbot, monkeypatch, [(NewGameDialog, look)])
    window.new_game_dialog()
    assert seen["checked"] == ["pit"] and seen["top"] and seen["visible"]
    names = seen["names"]
    assert isinstance(names, dict)
    assert names["pit"].startswith("Pit — trading") and "3–8 players" in names["pit"]
    assert names["pitch"].startswith("Pitch — trick-taking") and "Money Game" in names["pitch"]
    assert window.isVisible() and getattr(window, "next_game", None) is None


@pytest.mark.xcb
def test_choosing_pitch_shows_pitchs_options_and_cancel_changes_nothing(
    qtbot, monkeypatch, window, store, ini_settings
) -> None:
    before = PitchPrefsStore(ini_settings).load()

    def change_then_cancel(dialog: QDialog) -> None:
        assert isinstance(dialog, PitchNewGameDialog) and choice(dialog).buttons["pitch"].isChecked()
        dialog.money.setChecked(not dialog.money.isChecked())
        dialog.reject()

    shown = in_dialogs(
        qtbot, monkeypatch, [(NewGameDialog, choose("pitch")), (PitchNewGameDialog, change_then_cancel)]
    )
    window.new_game_dialog()
    assert len(shown) == 2 and shown[1].geometry().topLeft() == shown[0].geometry().topLeft()  # in place
    assert window.isVisible() and getattr(window, "next_game", None) is None
    assert window._controller is None or window.controller.engine is None  # no game started
    assert ShellPrefs(ini_settings).last_game(GAME_IDS) == "pit"
    assert PitchPrefsStore(ini_settings).load() == before


def test_pitch_chosen_and_dealt_switches_and_hands_its_options_on(
    qtbot, monkeypatch, window, ini_settings, questions
) -> None:
    def hard_money_deal(dialog: QDialog) -> None:
        assert isinstance(dialog, PitchNewGameDialog)
        dialog.money.setChecked(True)
        dialog.players.setValue(5)
        dialog.level.setCurrentIndex(dialog.level.findData(Level.HARD))
        dialog.accept()

    in_dialogs(qtbot, monkeypatch, [(NewGameDialog, choose("pitch")), (PitchNewGameDialog, hard_money_deal)])
    window.new_game_dialog()
    assert questions.asked == []  # no game in progress: nothing to ask
    assert window.next_game == "pitch" and not window.isVisible()
    prefs = window.next_prefs
    assert isinstance(prefs, PitchNewGamePrefs)
    assert prefs.settings.money and prefs.settings.players == 5 and prefs.level is Level.HARD
    assert ShellPrefs(ini_settings).last_game(GAME_IDS) == "pitch"
    assert remembered_game(ShellPrefs(ini_settings)) is PITCH
    assert PitchPrefsStore(ini_settings).load() == prefs  # remembered in the same settings


def test_switching_from_a_game_in_progress_asks_and_no_keeps_playing(
    qtbot, monkeypatch, window, ini_settings, questions
) -> None:
    start_open_game(qtbot, window)
    questions.answer = QMessageBox.StandardButton.No
    in_dialogs(qtbot, monkeypatch, [(NewGameDialog, choose("pitch")), (PitchNewGameDialog, deal)])
    window.new_game_dialog()
    assert len(questions.asked) == 1 and "Pitch" in questions.asked[0] and "Pit" in questions.asked[0]
    assert window.isVisible() and getattr(window, "next_game", None) is None
    assert window.controller.game_in_progress() and not window.controller.is_paused()
    assert ShellPrefs(ini_settings).last_game(GAME_IDS) == "pit"
    questions.answer = QMessageBox.StandardButton.Yes
    in_dialogs(qtbot, monkeypatch, [(NewGameDialog, choose("pitch")), (PitchNewGameDialog, deal)])
    window.new_game_dialog()
    assert len(questions.asked) == 2  # asked once, not again by the switch
    assert window.next_game == "pitch" and not window.isVisible()
    assert window.controller.bot_threads_running() == 0


def test_from_pitch_back_to_pit_keeps_each_dialogs_options_while_choosing(
    qtbot, monkeypatch, pitch_window, ini_settings
) -> None:
    def five_players_then_pit(dialog: QDialog) -> None:
        assert isinstance(dialog, PitchNewGameDialog)
        dialog.players.setValue(5)
        choice(dialog).buttons["pit"].click()

    def still_five(dialog: QDialog) -> None:
        assert isinstance(dialog, PitchNewGameDialog) and dialog.players.value() == 5
        assert choice(dialog).buttons["pitch"].isChecked()
        choice(dialog).buttons["pit"].click()

    def six_and_deal(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog) and choice(dialog).buttons["pit"].isChecked()
        dialog.players.setValue(6)
        dialog.accept()

    shown = in_dialogs(
        qtbot,
        monkeypatch,
        [
            (PitchNewGameDialog, five_players_then_pit),
            (NewGameDialog, choose("pitch")),
            (PitchNewGameDialog, still_five),
            (NewGameDialog, six_and_deal),
        ],
    )
    pitch_window.new_game_dialog()
    assert shown[0] is shown[2] and shown[1] is shown[3]  # each game's dialog as the player left it
    assert pitch_window.next_game == "pit"
    prefs = pitch_window.next_prefs
    assert isinstance(prefs, NewGamePrefs) and prefs.players == 6
    assert PrefsStore(ini_settings).load().players == 6
    assert ShellPrefs(ini_settings).last_game(GAME_IDS) == "pit"


def test_the_choice_is_reached_by_keys(qtbot, monkeypatch, window) -> None:
    """Tab reaches the choice; an arrow key chooses the other game and the keys stay on the choice."""
    seen: dict[str, bool] = {}

    def by_keys(dialog: QDialog) -> None:
        box = choice(dialog)
        for _ in range(40):
            if box.buttons["pit"].hasFocus():
                break
            qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Tab)
        seen["reached"] = box.buttons["pit"].hasFocus()
        qtbot.keyClick(box.buttons["pit"], Qt.Key.Key_Down)

    def focus_on_pitch(dialog: QDialog) -> None:
        qtbot.waitUntil(lambda: choice(dialog).buttons["pitch"].hasFocus())
        seen["pitch focus"] = True

    in_dialogs(qtbot, monkeypatch, [(NewGameDialog, by_keys), (PitchNewGameDialog, focus_on_pitch)])
    window.new_game_dialog()
    assert seen == {"reached": True, "pitch focus": True}


def test_the_next_window_starts_with_the_options_chosen(qtbot, pitch_window) -> None:
    chosen = PitchNewGamePrefs(EASY_4.settings, Level.EASY)
    first_step(pitch_window, None, chosen)()
    assert pitch_window.session.prefs == chosen and pitch_window.session.engine is not None


def test_a_window_without_chosen_options_starts_up_as_at_launch(monkeypatch, window) -> None:
    started: list[str] = []
    monkeypatch.setattr(window, "start_up", lambda: started.append("up"))
    first_step(window, None, None)()
    assert started == ["up"]


def test_a_corrupt_remembered_game_falls_back_to_pit(ini_settings) -> None:
    ini_settings.setValue("app/game", "chess")
    prefs = ShellPrefs(ini_settings)
    assert remembered_game(prefs) is PIT and "app/game" in prefs.reset_keys


def test_starting_the_game_played_starts_it_here(qtbot, monkeypatch, window) -> None:
    def three_and_deal(dialog: QDialog) -> None:
        assert isinstance(dialog, NewGameDialog)
        dialog.players.setValue(3)
        dialog.accept()

    in_dialogs(qtbot, monkeypatch, [(NewGameDialog, three_and_deal)])
    window.new_game_dialog()
    assert window.isVisible() and getattr(window, "next_game", None) is None
    assert window.controller.engine is not None and len(window.controller.runners) == 2


def test_the_game_chosen_stands_out_in_the_theme(qtbot, store) -> None:
    """The checked game's button is drawn clearly unlike the other's (3:1, WCAG's bar for graphics)."""
    from test_ui_theme import contrast

    theme.apply_theme(QApplication.instance())
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    box = GameChoiceBox("pit", dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    centres = []
    for button in box.buttons.values():
        option = QStyleOptionButton()
        button.initStyleOption(option)
        indicator = button.style().subElementRect(QStyle.SubElement.SE_RadioButtonIndicator, option, button)
        centres.append(QColor.fromRgb(button.grab().toImage().pixel(indicator.center())))
    assert contrast(*centres) >= 3.0


def test_the_next_window_offers_its_kept_game_before_starting_the_chosen_one(
    monkeypatch, pitch_window
) -> None:
    """A Pitch game kept from before is offered first (as New game offers it): resumed, the options wait."""
    monkeypatch.setattr(pitch_window, "offer_kept_game", lambda: True)
    pitch_window.start_chosen(EASY_4)
    assert pitch_window.session.engine is None


def test_ctrl_q_quits_from_the_dialog_handed_over_to(qtbot, monkeypatch, window) -> None:
    """The other game's dialog gets the frame's Quit key too (a modal dialog would swallow the window's)."""

    def press_quit(dialog: QDialog) -> None:
        qtbot.keyClick(dialog, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)

    in_dialogs(qtbot, monkeypatch, [(NewGameDialog, choose("pitch")), (PitchNewGameDialog, press_quit)])
    window.new_game_dialog()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert getattr(window, "next_game", None) is None
