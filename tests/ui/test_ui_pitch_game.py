"""Pitch in the real window: chosen from the Game menu (and remembered), a Pitch table whose bots run on the
shared bot host and its threads play a hand to the end-of-hand panel with the player answering by keys; the
player's pause and the window going away stop the bots; the pace reaches them; the new-game dialog gives
PitchSettings with the PV- switches."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pitch_helpers import EASY_4, play_hand_to_its_end
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QMessageBox
from ui_helpers import FAST

from pit_desktop.core.bots.level import Level
from pit_desktop.core.bots.pace import Pace
from pit_desktop.games.pitch.engine.commands import Pass
from pit_desktop.games.pitch.prefs import PitchPrefsStore
from pit_desktop.games.pitch.ui.dialogs import PitchNewGameDialog
from pit_desktop.games.pitch.ui.game import PITCH
from pit_desktop.games.pitch.ui.session import PitchSession
from pit_desktop.games.pitch.ui.window import PitchWindow
from pit_desktop.shell.games import GAME_IDS, remembered_game
from pit_desktop.shell.prefs import ShellPrefs
from pit_desktop.shell.words import PAUSED_REFUSAL, pause_text


@pytest.fixture
def pitch_store(ini_settings) -> PitchPrefsStore:
    return PitchPrefsStore(ini_settings)


@pytest.fixture
def pitch_window(qtbot, pitch_store: PitchPrefsStore, sound) -> Iterator[PitchWindow]:
    """A shown Pitch window on the fast clock, seeded; its bot threads are stopped at teardown."""
    session = PitchSession(PITCH, sound, time_scale=FAST)
    session.seed = 14
    window = PitchWindow(PITCH, session, pitch_store, sound)
    qtbot.addWidget(window)
    window.show()
    yield window
    session.shutdown()
    assert session.bot_threads_running() == 0


def test_choosing_pitch_is_remembered_and_starts_a_pitch_table(qtbot, window, store, ini_settings) -> None:
    assert remembered_game(ShellPrefs(ini_settings)).title() == window.game.title()  # Pit the first time
    window.game_actions["pitch"].trigger()
    assert window.next_game == "pitch" and not window.isVisible()
    assert ShellPrefs(ini_settings).last_game(GAME_IDS) == "pitch"
    assert remembered_game(ShellPrefs(ini_settings)) is PITCH
    pitch = PITCH.make_window(window.sound, None)
    qtbot.addWidget(pitch)
    assert isinstance(pitch, PitchWindow) and pitch.game_actions["pitch"].isChecked()
    pitch.close()


def test_a_pitch_hand_is_played_by_the_bots_and_the_player_to_its_end_panel(
    qtbot, pitch_window, sound
) -> None:
    pitch_window.start_game(EASY_4)
    session = pitch_window.session
    assert len(session.runners) == 3 and session.bot_threads_running() == 3
    play_hand_to_its_end(qtbot, pitch_window)
    assert {"deal", "card_played", "trick_taken"} <= set(sound.played) <= set(PITCH.sounds())  # Pitch's own
    view = session.view()
    assert view is not None and view.last_hand is not None
    assert sum(view.scores) == sum(view.last_hand.changes)  # the first hand's points are the scores
    assert pitch_window.next_hand_action.isEnabled()
    with qtbot.waitSignal(session.view_changed):
        pitch_window.table.result.nextRequested.emit()
    assert session.engine is not None and session.engine.hand_no == 2


def test_the_players_pause_stops_the_pitch_bots_and_refuses_the_player(qtbot, pitch_window, sound) -> None:
    pitch_window.start_game(EASY_4)
    session = pitch_window.session
    qtbot.waitUntil(lambda: all(r.worker.started for r in session.runners))
    pitch_window.set_paused(True)
    runners = session.runners
    qtbot.waitUntil(lambda: all(r.worker.paused for r in runners))
    assert session.gate.closed and not any(r.worker._timer.isActive() for r in runners)
    engine = session.engine
    assert engine is not None
    moves = len(engine.hand_log().commands)
    assert pitch_window.paused_overlay.isVisible()
    session.submit(Pass(0))
    assert pitch_window.status_text().startswith(pause_text(PAUSED_REFUSAL))
    assert len(engine.hand_log().commands) == moves  # nothing reached the engine
    pitch_window.set_paused(False)
    play_hand_to_its_end(qtbot, pitch_window)  # the bots go on


def test_m_mutes_the_pitch_table(qtbot, pitch_window, sound) -> None:
    """The frame's Mute reaches Pitch's session (one sound service): the deal is not heard."""
    assert pitch_window.session.sound is sound and sound.names == set(PITCH.sounds())
    pitch_window.mute_action.trigger()
    assert sound.muted and pitch_window.store.muted()
    with qtbot.waitSignal(pitch_window.session.event_received, check_params_cb=lambda e: e.seq == 1):
        pitch_window.start_game(EASY_4)
    qtbot.waitUntil(lambda: pitch_window.session.view() is not None and pitch_window.session.view().my_turn)
    assert sound.played == []
    pitch_window.mute_action.trigger()
    assert not sound.muted


def test_the_window_going_away_pauses_pitch(qtbot, qapp, pitch_window) -> None:
    pitch_window.start_game(EASY_4)
    qapp.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)
    assert pitch_window.session.player_paused and pitch_window.hand_under_way()
    qapp.applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)
    pitch_window.set_paused(False)
    assert not pitch_window.session.is_paused()


def test_an_open_menu_holds_pitch_without_a_veil(qtbot, pitch_window) -> None:
    """The Help menu open mid-hand: the Pitch bots wait and the clock stands still, no veil shown; closed,
    the hand goes on by itself."""
    pitch_window.start_game(EASY_4)
    session = pitch_window.session
    menu = next(a.menu() for a in pitch_window.menuBar().actions() if a.text() == "&Help")
    menu.popup(pitch_window.mapToGlobal(pitch_window.rect().center()))
    qtbot.waitUntil(menu.isVisible)
    assert session.is_paused() and session.clock.paused and session.gate.closed
    assert not session.player_paused and not pitch_window.paused_overlay.isVisible()
    menu.hide()
    assert not session.is_paused() and not session.clock.paused


def test_the_pace_reaches_the_pitch_bots_and_is_remembered(qtbot, pitch_window, pitch_store) -> None:
    pitch_window.start_game(EASY_4)
    pitch_window.pace_actions[Pace.RELAXED].trigger()
    assert all(r.worker.bot.timing.pace == Pace.RELAXED.factor for r in pitch_window.session.runners)
    assert pitch_store.load().pace is Pace.RELAXED


def test_the_new_game_dialog_gives_pitch_settings_and_remembers_them(qtbot, pitch_store) -> None:
    dialog = PitchNewGameDialog(pitch_store)
    qtbot.addWidget(dialog)
    dialog.money.setChecked(True)
    assert dialog.players.minimum() == 2 and dialog.players.maximum() == 8  # P-ED-1, the Money Game
    dialog.players.setValue(2)
    dialog.switches["steal"].setChecked(False)
    dialog.level.setCurrentIndex(dialog.level.findData(Level.HARD))
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    chosen = dialog.prefs()
    assert chosen is not None and chosen.settings.money and not chosen.settings.steal
    assert chosen.settings.players == 2 and chosen.level is Level.HARD
    assert pitch_store.load() == chosen


def test_switching_away_from_a_pitch_game_in_progress_asks_and_no_keeps_it(
    qtbot, pitch_window, pitch_store, questions
) -> None:
    pitch_window.start_game(EASY_4)
    questions.answer = QMessageBox.StandardButton.No
    pitch_window.game_actions["pit"].trigger()
    assert questions.asked and pitch_window.isVisible() and pitch_window.next_game is None
    assert pitch_window.game_actions["pitch"].isChecked() and not pitch_window.game_actions["pit"].isChecked()
    assert pitch_store.last_game(GAME_IDS) == "pit"  # nothing chosen yet: the default
    questions.answer = QMessageBox.StandardButton.Yes
    pitch_window.game_actions["pit"].trigger()
    assert pitch_window.next_game == "pit" and not pitch_window.isVisible()
    assert pitch_window.session.bot_threads_running() == 0


def test_a_pace_chosen_mid_hand_is_said_in_the_status_line_and_the_hands_log(qtbot, pitch_window) -> None:
    """Game → Pace mid-hand says so, as Pit's window does: the status line with what the pace does, the
    hand's log without; the next hand's log starts without it."""
    pitch_window.start_game(EASY_4)
    qtbot.waitUntil(lambda: pitch_window.table.view is not None)
    pitch_window.pace_actions[Pace.RELAXED].trigger()
    assert pitch_window.status.text().startswith("The bots now play at the Relaxed pace. ")
    assert "The bots now play at the Relaxed pace." in pitch_window.table.history.toPlainText().splitlines()


def test_the_pace_says_what_it_does_in_pitch_not_what_it_does_in_pit(qtbot, pitch_window) -> None:
    """A pace in Pitch changes only how long the bots take (a game of turns): its words never speak of Pit's
    race for offers and the Human seat's win rates there, neither in the status line nor in the menu."""
    pitch_window.start_game(EASY_4)
    qtbot.waitUntil(lambda: pitch_window.table.view is not None)
    pitch_window.pace_actions[Pace.RELAXED].trigger()
    said = pitch_window.status.text()
    assert "card and call" in said and "play no differently" in said
    tips = [action.toolTip() for action in pitch_window.pace_actions.values()]
    assert all("wins about" not in text and "seats" not in text for text in [said, *tips])
