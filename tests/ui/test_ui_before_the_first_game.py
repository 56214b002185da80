"""The window as it first opens: no game and no game controller yet (the controller, the engine and the bots
load with the first game), and the ways out of the new-game dialog."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox
from ui_helpers import act_in_dialog

from pit_desktop.games.pit.prefs import PrefsStore
from pit_desktop.games.pit.ui.dialogs import NewGameDialog
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.shell.sound import SilentSound
from pit_desktop.shell.text_page import TextPage


@pytest.fixture
def bare_window(qtbot, store: PrefsStore) -> Iterator[MainWindow]:
    """A shown window made as the game makes it: without a controller."""
    window = MainWindow(store=store, sound=SilentSound())
    qtbot.addWidget(window)
    window.show()
    yield window
    window.shutdown()


@pytest.mark.parametrize("action", ["how_to_play", "about"])
def test_help_before_a_game_makes_no_controller(bare_window: MainWindow, monkeypatch, action: str) -> None:
    shown: list[bool] = []
    monkeypatch.setattr(TextPage, "exec", lambda *_: shown.append(True) or 0)  # How to play
    monkeypatch.setattr(QMessageBox, "about", lambda *_: shown.append(True))
    getattr(bare_window, action)()
    assert shown == [True]
    assert bare_window._controller is None


def test_cancelling_the_first_dialog_makes_no_controller(bare_window: MainWindow, monkeypatch) -> None:
    monkeypatch.setattr(NewGameDialog, "exec", lambda d: QDialog.DialogCode.Rejected)
    bare_window.new_game_dialog()
    assert bare_window._controller is None
    assert not bare_window.needs_abandon_confirmation()


def test_dealing_from_the_first_dialog_makes_the_controller_and_starts(
    bare_window: MainWindow, monkeypatch
) -> None:
    monkeypatch.setattr(NewGameDialog, "exec", lambda d: QDialog.DialogCode.Accepted)
    bare_window.new_game_dialog()
    assert bare_window._controller is not None
    assert bare_window.controller.engine is not None and bare_window.setup is not None


def test_ctrl_q_in_the_new_game_dialog_quits(qtbot, bare_window: MainWindow, monkeypatch) -> None:
    """The modal dialog would swallow the window's Quit shortcut: it has its own, which closes the window."""

    def press_quit(dialog: QDialog) -> None:
        qtbot.keyClick(dialog, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)

    act_in_dialog(qtbot, monkeypatch, NewGameDialog, press_quit)
    bare_window.new_game_dialog()
    qtbot.waitUntil(lambda: not bare_window.isVisible())
    assert bare_window._controller is None  # no game was started on the way out


def test_closing_the_window_closes_an_open_dialog_without_starting_a_game(
    qtbot, bare_window: MainWindow, monkeypatch
) -> None:
    left_open: list[QDialog] = []

    def close_window(dialog: QDialog) -> None:
        bare_window.close()
        left_open.extend(d for d in bare_window.findChildren(QDialog) if d.isVisible())
        for left in left_open:  # Deal clicked on a dialog left behind
            left.accept()

    act_in_dialog(qtbot, monkeypatch, NewGameDialog, close_window)
    bare_window.new_game_dialog()
    assert left_open == []
    assert not bare_window.isVisible()
    assert bare_window._controller is None


@pytest.mark.parametrize("action", ["ring_bell", "withdraw", "next_hand", "save_record"])
def test_game_keys_before_a_game_say_how_to_start_and_make_no_controller(
    bare_window: MainWindow, action: str
) -> None:
    getattr(bare_window, action)()
    assert bare_window.status_text() == "Start a new game first: Game → New game (Ctrl+N)."
    assert bare_window._controller is None
