"""Learn to play Pitch (issue 25, item 1): offered once at Pitch's first start and always in Help; the bid,
the pitch, following or trumping and the count, each pointed at and moving on only on its action, the bots
held meanwhile; leavable at every step to an ordinary game; counted and kept nowhere."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from lesson_helpers import PITCH_STEPS, callouts_left, pitch_lesson_to, pitch_step, start_pitch_lesson
from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from ui_helpers import FAST, act_in_dialog, activate

from pit_desktop.core.stats_db import STATS_NAME, StatsDb
from pit_desktop.games.pitch.engine.commands import Bid, Pass, PlayCard
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.lesson import PITCH_CARD
from pit_desktop.games.pitch.prefs import PitchPrefsStore
from pit_desktop.games.pitch.save import PITCH_SAVE_NAME
from pit_desktop.games.pitch.ui.dialogs import PitchNewGameDialog
from pit_desktop.games.pitch.ui.game import PITCH
from pit_desktop.games.pitch.ui.lesson import HELD, PitchLesson
from pit_desktop.games.pitch.ui.session import PitchSession
from pit_desktop.games.pitch.ui.window import PitchWindow


def flush() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


@pytest.fixture
def kept_pitch(qtbot, ini_settings, sound, tmp_path: Path) -> Iterator[PitchWindow]:
    """A Pitch window keeping its games (and statistics) in ``tmp_path / "data"``."""
    session = PitchSession(PITCH, sound, time_scale=FAST)
    window = PitchWindow(PITCH, session, PitchPrefsStore(ini_settings), sound, data_folder=tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    yield window
    session.shutdown()
    if window.keeper is not None:
        window.keeper.close()
    assert session.bot_threads_running() == 0


def test_the_lesson_is_offered_once_at_pitchs_first_start(
    qtbot, pitch_window, questions, monkeypatch
) -> None:
    pitch_window.store.settings().remove("learn/pitch")
    dialogs: list[bool] = []
    monkeypatch.setattr(PitchWindow, "new_game_dialog", lambda self: dialogs.append(True))
    questions.answer = QMessageBox.StandardButton.No
    pitch_window.start_up()
    assert questions.asked == [PitchLesson(pitch_window).offer_text()] and dialogs == [True]
    pitch_window.start_up()
    assert len(questions.asked) == 1 and dialogs == [True, True]
    assert pitch_window.store.lesson_offered("pitch")


def test_help_has_the_lesson_first(qtbot, pitch_window) -> None:
    action = pitch_window.help_menu.actions()[0]
    assert action.text() == "&Learn to play Pitch…"
    action.trigger()
    assert isinstance(pitch_window.lesson, PitchLesson)
    qtbot.waitUntil(lambda: pitch_window.table.view is not None)


def test_the_hand_is_played_and_counted_step_by_step(qtbot, pitch_window) -> None:
    """Each step points at its widget; the hand ends in the player's bid made, the count naming who took
    each point (P-SCORE-1)."""
    window = pitch_window
    lesson = start_pitch_lesson(qtbot, window)
    seen = []
    trumps_said = []  # at each of the player's later turns: whether the words say his Spades win
    while lesson.key != "done":
        qtbot.waitUntil(lambda: lesson.guide.spot_rect() is not None)
        seen.append(lesson.key)
        if lesson.key == "play_on":
            view = window.session.view()
            holds = any(c.suit is view.trump for c in view.hand)
            trumps_said.append((holds, "each Spade you play" in lesson.guide.text()))
        assert lesson.guide.ring.isVisible()
        assert not lesson.guide.callout.geometry().intersects(
            lesson.guide.ring.geometry().adjusted(4, 4, -4, -4)
        )
        pitch_step(qtbot, window, lesson)
    assert [k for k in seen if k != "play_on"] == ["bid", "pitch", "follow", "count"]
    assert seen.count("play_on") >= 1
    assert trumps_said and all(holds == said for holds, said in trumps_said)
    lesson._trump_held = False  # a player who led his Spades first: the words do not promise them
    assert "each Spade you play" not in lesson._words("play_on")()
    assert "trumps are all played" in lesson._words("play_on")()
    view = window.session.view()
    assert view.phase is Phase.READY and view.last_hand.made and view.scores[0] >= 2
    assert lesson.guide.callout.play_button.isVisible()


@pytest.mark.parametrize("key", ["bid", "pitch"])
def test_bid_and_pitch_go_on_only_on_their_own_call_and_card(qtbot, pitch_window, key: str) -> None:
    window = pitch_window
    lesson = pitch_lesson_to(qtbot, window, key)
    engine = window.session.engine
    seq = engine.last_seq
    wrong = [Pass(0), Bid(0, 1), Bid(0, 3)] if key == "bid" else [PlayCard(0, window.session.view().hand[0])]
    for command in wrong:
        window._player_command(command)
        assert lesson.key == key and lesson.guide.callout.nudge.isVisible()
    assert engine.last_seq == seq
    assert not window.take_back()
    window.next_hand()
    assert engine.last_seq == seq and lesson.key == key
    pitch_step(qtbot, window, lesson)
    assert lesson.key != key


def test_the_count_goes_on_only_on_next(qtbot, pitch_window) -> None:
    lesson = pitch_lesson_to(qtbot, pitch_window, "count")
    assert "You bid 2 and won" in lesson.guide.text()
    pitch_window.next_hand()
    assert lesson.key == "count" and pitch_window.session.view().hand_no == 1
    pitch_step(qtbot, pitch_window, lesson)
    assert lesson.key == "done"


def test_the_bots_are_held_while_a_step_waits_for_the_player(qtbot, pitch_window, monkeypatch) -> None:
    seen: list[tuple[str, bool]] = []
    shown = PitchLesson.go

    def go(self: PitchLesson, key: str) -> None:
        shown(self, key)
        seen.append((key, self.window.controller.bots_held))

    monkeypatch.setattr(PitchLesson, "go", go)
    pitch_lesson_to(qtbot, pitch_window, "done")
    assert {"bid", "wait_bid", "pitch", "wait_trick", "follow", "play_wait", "count", "done"} <= {
        k for k, _ in seen
    }
    for key, held in seen:
        assert held is (key in HELD), key


@pytest.mark.parametrize("key", [*PITCH_STEPS, "play_on"])
def test_leaving_at_any_step_leaves_an_ordinary_game(qtbot, pitch_window, monkeypatch, key: str) -> None:
    """Its button or Esc: the lesson's bots stop, its callout goes, New game asks for the first real game,
    and cancelled, a new game with the options chosen last is dealt on a fresh table."""
    window = pitch_window
    asked: list[bool] = []
    act_in_dialog(
        qtbot, monkeypatch, PitchNewGameDialog, lambda dialog: asked.append(True) or dialog.reject()
    )
    lesson = pitch_lesson_to(qtbot, window, "follow" if key == "play_on" else key)
    if key == "play_on":
        pitch_step(qtbot, window, lesson)
    old_table = window.table
    if key in ("pitch", "count"):
        activate(qtbot, window)
        QTest.keyClick(window.table, Qt.Key.Key_Escape)
    else:
        lesson.guide.callout.leave_button.click()
    qtbot.waitUntil(lambda: asked == [True])
    flush()
    assert window.lesson is None and not window.session.lesson and not window.session.bots_held
    assert callouts_left(window) == [] and window.table is not old_table
    assert window.session.prefs == window.store.load()
    assert window.status_text().startswith("You left the lesson.")


def test_a_lesson_is_counted_and_kept_nowhere(qtbot, kept_pitch, tmp_path: Path, monkeypatch) -> None:
    lesson = pitch_lesson_to(qtbot, kept_pitch, "done")
    assert not (tmp_path / "data" / PITCH_SAVE_NAME).exists()
    act_in_dialog(qtbot, monkeypatch, PitchNewGameDialog, lambda dialog: dialog.reject())  # New game, after
    lesson.guide.callout.leave_button.click()
    qtbot.waitUntil(lambda: kept_pitch.lesson is None)
    flush()
    kept_pitch.session.shutdown()
    db = StatsDb(tmp_path / "data" / STATS_NAME)
    try:
        assert db.pitch_hands() == []
    finally:
        db.close()


def test_the_king_is_what_the_pitch_step_points_at(qtbot, pitch_window) -> None:
    lesson = pitch_lesson_to(qtbot, pitch_window, "pitch")
    spot, _part = lesson.guide.step.spot()
    assert spot.face == PITCH_CARD
