"""A new player's trial of Pitch in the window: the keys work right after a deal (the first and one that
replaces a game), the Money Game is settled from the window, the bidding follows the game's own bids, the
auction is logged, and the end-of-hand panel names this hand's dealer."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pitch_helpers import same_turn
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from ui_helpers import FAST, activate

from pit_desktop.bots.level import Level
from pit_desktop.persistence.pitch_prefs import PitchNewGamePrefs, PitchPrefsStore
from pit_desktop.pitch.engine.commands import Pass
from pit_desktop.pitch.engine.settings import PitchSettings
from pit_desktop.pitch.engine.table import Phase
from pit_desktop.ui.pitch.dialogs import PitchNewGameDialog
from pit_desktop.ui.pitch.session import PitchSession
from pit_desktop.ui.pitch.window import PitchWindow
from pit_desktop.ui.pitch_game import PITCH


@pytest.fixture
def pitch_store(ini_settings) -> PitchPrefsStore:
    return PitchPrefsStore(ini_settings)


@pytest.fixture
def pitch_window(qtbot, pitch_store: PitchPrefsStore, sound) -> Iterator[PitchWindow]:
    """A shown, active Pitch window on the fast clock, seeded; its bot threads are stopped at teardown."""
    session = PitchSession(PITCH, sound, time_scale=FAST)
    session.seed = 14
    window = PitchWindow(PITCH, session, pitch_store, sound)
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    yield window
    session.shutdown()
    assert session.bot_threads_running() == 0


def _my_call(window: PitchWindow):
    view = window.session.view()
    shown = window.table.view
    return (
        view is not None
        and view.phase is Phase.BIDDING
        and view.my_turn
        and shown is not None
        and same_turn(shown, view)
    )


def _deal_from_dialog(qtbot, monkeypatch, window: PitchWindow, players: int) -> None:
    def deal(dialog) -> None:
        dialog.players.setValue(players)
        box = dialog.findChild(QDialogButtonBox)
        next(b for b in box.buttons() if box.buttonRole(b) == QDialogButtonBox.ButtonRole.AcceptRole).click()

    real_exec = PitchNewGameDialog.exec

    def exec_and_deal(dialog) -> int:
        QTimer.singleShot(0, dialog, lambda: deal(dialog))  # from inside the dialog's own loop, once shown
        return real_exec(dialog)

    monkeypatch.setattr(PitchNewGameDialog, "exec", exec_and_deal)
    window.new_game_dialog()


@pytest.mark.parametrize("players", [4, 7])
def test_the_keys_work_right_after_a_new_game_replaces_one(
    qtbot, monkeypatch, pitch_window, pitch_store, questions, players
) -> None:
    """Ctrl+N mid-game, Deal, "Abandon?" Yes: on the player's call the focus is on the table (its ring shown)
    and 0 passes at once, with no click or Tab first (also at seven players)."""
    pitch_store.save(PitchNewGamePrefs(PitchSettings(players=4), Level.EASY))
    _deal_from_dialog(qtbot, monkeypatch, pitch_window, 4)  # the first start
    first = pitch_window.session.engine
    qtbot.waitUntil(lambda: pitch_window.table.view is not None)
    _deal_from_dialog(qtbot, monkeypatch, pitch_window, players)
    assert questions.asked and pitch_window.session.engine is not first  # abandoned, a new one dealt
    qtbot.waitUntil(lambda: _my_call(pitch_window))
    activate(qtbot, pitch_window)  # as a window manager does once the dialog is gone
    held = QApplication.focusWidget()
    table = pitch_window.table
    assert held is not None and (held is table or table.isAncestorOf(held)), held
    assert held.hasFocus() and held is not table  # a call of his shows the focus, not the bare table
    view = pitch_window.session.view()
    assert view is not None
    key = Qt.Key.Key_0 if view.why_not(Pass(0)) is None else Qt.Key.Key_4
    with qtbot.waitSignal(
        pitch_window.session.event_received, check_params_cb=lambda e: getattr(e, "seat", -1) == 0
    ):
        qtbot.keyClick(held, key)
