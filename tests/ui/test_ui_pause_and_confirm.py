"""A game in progress is never thrown away without asking, and the game waits while a modal dialog is up."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox
from ui_helpers import act_in_dialog, activate, start_open_game, start_rigged

from pit_desktop.games.pit.engine import GameOver, GameSettings, OfferPosted, Phase, TradeCompleted
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.ui.dialogs import NewGameDialog
from pit_desktop.games.pit.ui.window import ABANDON_QUESTION, MainWindow
from pit_desktop.shell import bridge
from pit_desktop.shell.bridge import GameClock
from pit_desktop.shell.text_page import TextPage

NO = QMessageBox.StandardButton.No


@pytest.fixture
def deal_at_once(monkeypatch) -> list[bool]:
    """The new-game dialog is "shown" and Deal pressed at once; records whether the game was paused then."""
    paused_during: list[bool] = []

    def fake_exec(dialog: NewGameDialog) -> int:
        paused_during.append(dialog.parent().controller.is_paused())
        dialog.accept()
        return dialog.result()

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    return paused_during


@pytest.fixture
def fake_time(monkeypatch) -> list[float]:
    """The game clock reads ``fake_time[0]`` instead of ``time.monotonic`` (real seconds)."""
    now = [1000.0]
    monkeypatch.setattr(bridge, "monotonic", lambda: now[0])
    return now


def test_new_game_mid_game_asks_first_and_no_keeps_the_game(
    qtbot, window: MainWindow, questions, deal_at_once
) -> None:
    """Ctrl+N → Deal mid-game asks "Abandon the game in progress?" (default No); No keeps the game."""
    start_open_game(qtbot, window)
    engine = window.controller.engine
    questions.answer = NO
    window.new_game_action.trigger()
    assert questions.asked == [ABANDON_QUESTION] and questions.defaults == [NO]
    assert window.controller.engine is engine and engine.phase is Phase.OPEN
    assert deal_at_once == [True]
    assert not window.controller.is_paused()
    questions.answer = QMessageBox.StandardButton.Yes
    window.new_game_action.trigger()
    assert window.controller.engine is not engine


@pytest.mark.xcb
def test_after_abandon_yes_the_window_takes_the_keys_back_by_itself(
    qtbot, window: MainWindow, questions, monkeypatch
) -> None:
    """Ctrl+N mid-game, Deal, "Abandon?" Yes: the window asks to be active again once the dialog is gone,
    and the hand has the keys (the offscreen platform, like a window manager seen doing it once in two,
    activates no window when two modal windows close one after the other)."""
    from PySide6.QtWidgets import QDialogButtonBox

    start_open_game(qtbot, window)
    activate(qtbot, window)
    engine = window.controller.engine

    def deal(dialog: QDialog) -> None:
        dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()

    act_in_dialog(qtbot, monkeypatch, NewGameDialog, deal)
    window.new_game_dialog()
    assert questions.asked == [ABANDON_QUESTION] and window.controller.engine is not engine
    qtbot.waitUntil(window.isActiveWindow)
    assert window.hand.hasFocus()


def test_no_question_before_the_first_game_or_after_game_over(
    qtbot, make_window, questions, deal_at_once
) -> None:
    """Nothing is lost before the first deal or once the game is over (R-SCORE-4): no question then."""
    window = make_window(time_scale=1.0)
    assert not window.needs_abandon_confirmation()
    window.new_game_dialog()
    assert questions.asked == [] and window.controller.engine is not None
    prefs = NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False, short_game=True))
    start_rigged(qtbot, window, prefs, scores=(200, 0, 0))
    assert window.needs_abandon_confirmation()
    with qtbot.waitSignal(window.controller.event_received, check_params_cb=lambda e: type(e) is GameOver):
        assert window.ring_bell()
    assert not window.needs_abandon_confirmation()
    assert window.close()
    assert questions.asked == []


def test_closing_mid_game_asks_and_no_keeps_the_window(qtbot, window: MainWindow, questions) -> None:
    """Quit or close mid-game asks first; No keeps the window and the bots; Yes closes and stops them."""
    start_open_game(qtbot, window)
    questions.answer = NO
    assert not window.close()
    assert window.isVisible() and questions.asked == [ABANDON_QUESTION]
    assert window.controller.bot_threads_running() == 2
    assert not window.controller.is_paused()
    questions.answer = QMessageBox.StandardButton.Yes
    assert window.close()
    assert window.controller.bot_threads_running() == 0


def test_the_game_is_paused_while_the_question_is_up(qtbot, window: MainWindow, questions) -> None:
    """The confirmation is a modal dialog too: the clock stands still and the bots wait."""
    start_open_game(qtbot, window)
    seen: list[tuple[bool, bool]] = []
    questions.during = lambda: seen.append((window.controller.is_paused(), window.controller._clock.paused))
    questions.answer = NO
    window.close()
    assert seen == [(True, True)]
    assert not window.controller._clock.paused


@pytest.mark.parametrize("action", ["how_to_play", "about"])
def test_help_boxes_pause_the_game(qtbot, window: MainWindow, monkeypatch, action: str) -> None:
    """How to play (F1) and About are modal: the game waits while they are up."""
    start_open_game(qtbot, window)
    seen: list[bool] = []

    def fake_box(*_args) -> QMessageBox.StandardButton:
        seen.append(window.controller.is_paused())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(TextPage, "exec", fake_box)  # How to play
    monkeypatch.setattr(QMessageBox, "about", fake_box)
    getattr(window, action)()
    assert seen == [True]
    assert not window.controller.is_paused()


def test_paused_bots_stop_thinking_and_carry_on_after(qtbot, window: MainWindow) -> None:
    """While paused no bot has a step under way (none can trade); after resuming they trade again."""
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=4, sort_time_s=0, bull_bear=False)))
    controller = window.controller
    runners = list(controller.runners)
    with controller.paused():
        qtbot.waitUntil(lambda: all(r.worker.paused for r in runners))
        assert not any(r.worker._timer.isActive() for r in runners)
        assert controller._clock.paused
    qtbot.waitUntil(lambda: not any(r.worker.paused for r in runners))
    with qtbot.waitSignal(
        controller.event_received, check_params_cb=lambda e: type(e) in (OfferPosted, TradeCompleted)
    ):
        pass


def test_the_sorting_countdown_waits_while_paused(qtbot, window: MainWindow, fake_time) -> None:
    """R-DEAL-3, V-SORT-TIME: game time stands still while paused, so the market does not open meanwhile."""
    window.start_game(NewGamePrefs(GameSettings(players=3, sort_time_s=30)))
    controller = window.controller
    engine = controller.engine
    with controller.paused():
        fake_time[0] += 60.0  # a minute of real time with a dialog up
        controller._tick_countdown()
        assert engine.phase is Phase.SORTING
    assert engine.sort_ends_at_s - engine.now() == pytest.approx(30.0)
    fake_time[0] += 31.0 / controller.time_scale
    controller._tick_countdown()
    assert engine.phase is Phase.OPEN


def open_menu(qtbot, window, title: str) -> QMenu:
    """Open the menu bar's menu titled ``title`` (as a click on it does) and wait until it shows."""
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == title)
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible)
    return menu


@pytest.mark.parametrize("title", ["&Help", "&Game", "&View"])
def test_an_open_menu_holds_the_game_without_a_veil(qtbot, window: MainWindow, fake_time, title: str) -> None:
    """R-DEAL-3: while a menu is open the sorting countdown stands still and no bot thinks (it ran from 28
    to 22 with the Help menu open); no veil covers the table for a glance at a menu; closed, the game goes
    on by itself from where it stood."""
    window.start_game(NewGamePrefs(GameSettings(players=3, sort_time_s=30)))
    controller = window.controller
    engine = controller.engine
    menu = open_menu(qtbot, window, title)
    assert controller.is_paused() and controller._clock.paused and controller.gate.closed
    assert not controller.player_paused and not window.paused_overlay.isVisible()
    fake_time[0] += 60.0  # a minute of real time with the menu open
    controller._tick_countdown()
    assert engine.phase is Phase.SORTING
    menu.hide()
    assert not controller.is_paused() and not controller.gate.closed
    assert engine.sort_ends_at_s - engine.now() == pytest.approx(30.0)


def test_moving_along_the_menu_bar_and_a_dialog_from_a_menu_leave_no_pause_behind(
    qtbot, window: MainWindow, monkeypatch
) -> None:
    """One menu after another, and Help → About opened from its menu: the game runs again once the last
    one is gone."""
    start_open_game(qtbot, window)
    controller = window.controller
    for title in ("&Game", "&View", "&Help"):
        menu = open_menu(qtbot, window, title)
        assert controller.is_paused()
        menu.hide()
    seen: list[bool] = []
    monkeypatch.setattr(QMessageBox, "about", lambda *_args: seen.append(controller.is_paused()))
    menu = open_menu(qtbot, window, "&Help")
    next(a for a in menu.actions() if a.text().startswith("&About")).trigger()
    menu.hide()
    assert seen == [True] and not controller.is_paused()


def test_the_game_clock_pauses_and_never_runs_backwards(fake_time) -> None:
    """Paused, the clock stands still; resumed, it runs on from where it stopped, at its scale."""
    clock = GameClock(time_scale=2.0)
    start = clock()
    fake_time[0] += 1.0
    assert clock() == pytest.approx(start + 2.0)
    clock.pause()
    fake_time[0] += 5.0
    assert clock() == pytest.approx(start + 2.0) and clock.paused
    clock.resume()
    assert clock() == pytest.approx(start + 2.0)
    fake_time[0] += 1.0
    assert clock() == pytest.approx(start + 4.0) and not clock.paused


def test_pauses_nest(qtbot, controller) -> None:
    """A question asked from inside a dialog: the game resumes only when both are gone."""
    controller.pause()
    controller.pause()
    controller.resume()
    assert controller.is_paused()
    controller.resume()
    assert not controller.is_paused()
    controller.resume()  # one too many: harmless
    assert not controller.is_paused()


def test_cancel_in_the_dialog_changes_nothing(qtbot, window: MainWindow, monkeypatch, questions) -> None:
    """Cancel keeps the game in progress and asks nothing."""
    start_open_game(qtbot, window)
    engine = window.controller.engine
    monkeypatch.setattr(NewGameDialog, "exec", lambda d: QDialog.DialogCode.Rejected)
    window.new_game_dialog()
    assert window.controller.engine is engine and questions.asked == []


def test_ctrl_q_in_the_new_game_dialog_mid_game_asks_once(
    qtbot, window: MainWindow, questions, monkeypatch
) -> None:
    """No keeps the game and the dialog as it was; Yes quits, without asking a second time."""
    start_open_game(qtbot, window)
    still_open: list[bool] = []

    def no_then_yes(dialog: QDialog) -> None:
        questions.answer = QMessageBox.StandardButton.No
        qtbot.keyClick(dialog, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        still_open.append(dialog.isVisible())
        questions.answer = QMessageBox.StandardButton.Yes
        qtbot.keyClick(dialog, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)

    act_in_dialog(qtbot, monkeypatch, NewGameDialog, no_then_yes)
    window.new_game_dialog()
    qtbot.waitUntil(lambda: not window.isVisible())
    assert still_open == [True]
    assert questions.asked == [ABANDON_QUESTION, ABANDON_QUESTION]  # once for No, once for Yes


@pytest.mark.parametrize(
    ("action", "ask"), [("open_hand_record", "getOpenFileName"), ("save_record", "getSaveFileName")]
)
def test_file_dialogs_pause_the_game(qtbot, window: MainWindow, monkeypatch, action: str, ask: str) -> None:
    """File → Open hand record and Save the hand record are modal: the bots wait while they are up."""
    from PySide6.QtWidgets import QFileDialog

    start_open_game(qtbot, window)
    seen: list[bool] = []

    def fake_ask(*_args, **_kwargs) -> tuple[str, str]:
        seen.append(window.controller.is_paused())
        return "", ""

    def fake_exec(_dialog: QFileDialog) -> int:  # the open dialog is built to carry translated labels
        seen.append(window.controller.is_paused())
        return QFileDialog.DialogCode.Rejected.value

    monkeypatch.setattr(QFileDialog, ask, fake_ask)
    monkeypatch.setattr(QFileDialog, "exec", fake_exec)
    getattr(window, action)()
    assert seen == [True]
    assert not window.controller.is_paused()


def test_a_refused_record_pauses_the_game_while_it_is_told(
    qtbot, window: MainWindow, monkeypatch, tmp_path
) -> None:
    """Opening a file that is no hand record: the warning is modal too; the bots wait until it closes."""
    from PySide6.QtWidgets import QFileDialog

    start_open_game(qtbot, window)
    bad = tmp_path / "not-a-record.json"
    bad.write_text("{", encoding="utf-8")
    seen: list[bool] = []
    monkeypatch.setattr(QFileDialog, "exec", lambda _dialog: QFileDialog.DialogCode.Accepted.value)
    monkeypatch.setattr(QFileDialog, "selectedFiles", lambda _dialog: [str(bad)])
    monkeypatch.setattr(QMessageBox, "exec", lambda _box: seen.append(window.controller.is_paused()) or 0)
    window.open_hand_record()
    assert seen == [True]
    assert not window.controller.is_paused()
