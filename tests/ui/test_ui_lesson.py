"""Learn to play Pit (issue 25, item 1): offered once at the first start and always in Help; each step
pointed at on the table and moving on only on its action, the bots held meanwhile; leavable at every step
(its button, Esc) to an ordinary game or the one set aside for it; counted and kept nowhere."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from lesson_helpers import PIT_STEPS, callouts_left, pit_lesson_to, pit_step, start_pit_lesson
from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from ui_helpers import act_in_dialog, activate, start_open_game

from pit_desktop.core.stats_db import STATS_NAME, StatsDb
from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.engine import BEAR, GameSettings, Phase
from pit_desktop.games.pit.lesson import BARLEY, BOB, CORN, LESSON_DELAY_S, WHEAT
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.savegame import SAVE_NAME
from pit_desktop.games.pit.ui import lesson as pit_lesson
from pit_desktop.games.pit.ui.dialogs import NewGameDialog
from pit_desktop.games.pit.ui.lesson import HELD, PitLesson
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.shell import lesson as shell_lesson
from pit_desktop.shell.lesson import KEPT_QUESTION, place


def first_start(store) -> None:
    """The store of a first start: no lesson offered yet."""
    store.settings().remove("learn/pit")
    store.settings().remove("learn/pitch")


def ordinary(window: MainWindow) -> bool:
    """Whether the table holds an ordinary game, the lesson gone: the remembered options' table, bots of
    their levels let go, no callout left."""
    controller = window.controller
    prefs = window.store.load()
    return (
        window.lesson is None
        and not controller.lesson
        and not controller.bots_held
        and controller.engine is not None
        and controller.engine.settings.players == prefs.settings.players
        and window.setup is not None
        and window.setup.levels[1:] == prefs.opponent_levels()
        and callouts_left(window) == []
    )


def flush() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


# ---------------------------------------------------------------------------------------------- offered


def test_the_lesson_is_offered_once_at_the_first_start(
    qtbot, make_window, store, questions, monkeypatch
) -> None:
    """The first start asks once; No goes on to the new-game dialog; the next start does not ask again."""
    first_start(store)
    dialogs: list[bool] = []
    monkeypatch.setattr(MainWindow, "new_game_dialog", lambda self: dialogs.append(True))
    questions.answer = QMessageBox.StandardButton.No
    window = make_window()
    window.start_up()
    assert questions.asked == [PitLesson(window).offer_text()]
    assert dialogs == [True] and window.lesson is None
    assert store.lesson_offered("pit") and not store.lesson_offered("pitch")
    again = make_window()
    again.start_up()
    assert len(questions.asked) == 1 and dialogs == [True, True]


def test_yes_at_the_first_start_starts_the_lesson(qtbot, make_window, store, questions) -> None:
    first_start(store)
    window = make_window()
    window.start_up()
    assert isinstance(window.lesson, PitLesson) and window.lesson.key == "look"
    assert window.controller.lesson and window.controller.bots_held


def test_an_unreadable_offer_setting_offers_it_again_and_is_rewritten(
    qtbot, make_window, store, questions
) -> None:
    """A corrupt setting falls back to "not offered": asked once more, then remembered as offered."""
    store.settings().setValue("learn/pit", "perhaps")
    questions.answer = QMessageBox.StandardButton.No
    window = make_window()
    window.offer_lesson()
    assert len(questions.asked) == 1 and "learn/pit" in store.reset_keys
    assert store.settings().value("learn/pit", type=bool) is True
    assert not window.offer_lesson()


def test_help_has_the_lesson_first(qtbot, window) -> None:
    action = window.help_menu.actions()[0]
    assert action.text() == "&Learn to play Pit…"
    action.trigger()
    assert isinstance(window.lesson, PitLesson)
    qtbot.waitUntil(lambda: window.view is not None and window.view.phase is Phase.OPEN)


# ---------------------------------------------------------------------------------------------- steps


def test_the_hand_goes_to_a_corner_pointed_at_step_by_step(qtbot, window) -> None:
    """Each step points at its widget on the table, and the script ends in the player's corner of Wheat,
    Ann's Bull and Bob's Bear costing 20 each (R-CORNER-1, R-SCORE-2)."""
    lesson = start_pit_lesson(qtbot, window)
    spots = {
        "look": window.hand,
        "choose": window.hand,
        "offer": window.hand,
        "offer_drop": window.floor,
        "take": next(s.offer_spot for s in window.table.seats if s.seat == BOB),
        "bear": window.hand,
        "bell": window.bell,
        "done": window.result,
    }
    for key in PIT_STEPS:
        assert lesson.key == key
        qtbot.waitUntil(lambda: lesson.guide.spot_rect() is not None)
        assert lesson.guide.step.spot()[0] is spots[key]
        assert lesson.guide.ring.isVisible() and lesson.guide.callout.isVisible()
        ring = lesson.guide.ring.geometry()
        assert not lesson.guide.callout.geometry().intersects(ring.adjusted(4, 4, -4, -4)), key
        if key != "done":
            pit_step(qtbot, window, lesson)
    assert window.view.scores == (100, -20, -20)
    assert lesson.guide.callout.play_button.isVisible()


@pytest.mark.parametrize("key", PIT_STEPS)
def test_a_step_goes_on_only_on_its_own_action(qtbot, window, key: str) -> None:
    """Anything else is answered in the callout and changes nothing: no offer, trade or withdrawal the
    step does not ask for reaches the engine, and the step stays."""
    lesson = pit_lesson_to(qtbot, window, key)
    engine = window.controller.engine
    seq = engine.view(0).now_s, len(engine.view(0).offers), Counter(engine.view(0).hand)
    wrong_offers = [(CORN,), (WHEAT,), (BEAR, WHEAT)] if key != "bear" else [(WHEAT,), (BEAR, WHEAT)]
    if key not in ("offer", "offer_drop"):
        wrong_offers.append((BARLEY,) * min(2, window.view.hand.count(BARLEY)) or (WHEAT, WHEAT))
    for cards in wrong_offers:
        held = Counter(window.view.hand)
        if all(held[c] >= n for c, n in Counter(cards).items()):
            assert not window.offer_cards(cards)
            assert lesson.key == key and lesson.guide.callout.nudge.isVisible()
    offer = window.controller.open_offer(BOB)
    if offer is not None:
        assert not window.trade_cards(offer.offer_id, (WHEAT,))
    assert not window.withdraw() or window.view.my_offer is None
    window.next_hand()
    QApplication.processEvents()
    assert lesson.key == key
    assert (len(engine.view(0).offers), Counter(engine.view(0).hand)) == seq[1:]
    if key != "done":
        pit_step(qtbot, window, lesson)
        assert lesson.key != key


def test_choosing_a_small_group_is_answered_and_undone(qtbot, window) -> None:
    lesson = pit_lesson_to(qtbot, window, "choose")
    window.hand.set_selection((CORN,))
    assert lesson.key == "choose" and window.hand.selected_cards() == ()
    assert lesson.guide.text().endswith("You hold only 1 of that. Pick the group you hold most of.")
    window.hand.set_selection((BEAR,))
    assert lesson.key == "choose" and "The Bear is no commodity" in lesson.guide.text()
    window.hand.set_selection((WHEAT,))
    assert lesson.key == "offer" and window.hand.selected_cards() == ()


def test_the_bots_are_held_while_a_step_waits_for_the_player(qtbot, window, monkeypatch) -> None:
    """Through every step that waits for the player the bots are held (the gate closed, no bot move goes
    through: the hand is as the deal and the player made it); through the steps that wait for them, they
    are let go."""
    seen: list[tuple[str, bool, bool]] = []
    shown = PitLesson.go

    def go(self: PitLesson, key: str) -> None:
        shown(self, key)
        seen.append((key, self.window.controller.bots_held, self.window.controller.gate.closed))

    monkeypatch.setattr(PitLesson, "go", go)
    lesson = pit_lesson_to(qtbot, window, "done")
    assert lesson.key == "done"
    keys = [key for key, _, _ in seen]
    assert keys[:4] == ["look", "choose", "offer", "offer_drop"] and keys[-1] == "done"
    assert {"wait_take", "take", "bear", "wait_bear", "bell"} <= set(keys)
    for key, held, closed in seen:
        assert held is (key in HELD) and closed is (key in HELD), key


def test_no_bot_moves_before_the_players_offer(qtbot, window) -> None:
    """The bots stand held however long the player takes: time runs, and no bot's command is tried."""
    lesson = pit_lesson_to(qtbot, window, "offer_drop")
    engine = window.controller.engine
    start = engine.now()
    qtbot.waitUntil(lambda: engine.now() > start + 3 * LESSON_DELAY_S)  # the game clock, sped up
    assert engine.view(0).offers == () and lesson.key == "offer_drop"
    assert engine.hand_log().commands[-1].command.__class__.__name__ == "OpenMarket"


# ---------------------------------------------------------------------------------------------- leaving


def held_at(monkeypatch, key: str) -> None:
    """Keep the bots held once the lesson shows ``key`` (a step that lets them go), so that it stays."""
    shown = PitLesson.go

    def go(self: PitLesson, shown_key: str) -> None:
        shown(self, shown_key)
        if shown_key == key:
            self.window.controller.hold_bots(True)

    monkeypatch.setattr(PitLesson, "go", go)


@pytest.mark.parametrize("key", [*PIT_STEPS, "wait_take", "traded", "wait_bear"])
@pytest.mark.parametrize("how", ["button", "esc"])
def test_leaving_at_any_step_leaves_an_ordinary_game(qtbot, make_window, monkeypatch, key, how) -> None:
    """Its button or Esc, at any step: the lesson's bots stop, its callout goes, New game asks for the first
    real game (none was set aside), and cancelled, the table deals one with the options chosen last; Esc
    then is the table's own again."""
    window = make_window(time_scale=4.0 if key in ("wait_take", "traded", "wait_bear") else 40.0)
    asked: list[bool] = []
    act_in_dialog(qtbot, monkeypatch, NewGameDialog, lambda dialog: asked.append(True) or dialog.reject())
    held_at(monkeypatch, key)
    before = {"wait_take": "offer_drop", "traded": "offer_drop", "wait_bear": "bear"}.get(key, key)
    lesson = pit_lesson_to(qtbot, window, before)
    if before != key:
        pit_step_nowait(window, lesson)
        qtbot.waitUntil(lambda: lesson.key == key)
    if how == "button":
        lesson.guide.callout.leave_button.click()
    else:
        activate(qtbot, window)
        QTest.keyClick(window.hand, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: asked == [True])
    flush()
    assert ordinary(window)
    assert window.status_text().startswith("You left the lesson.")
    qtbot.waitUntil(lambda: window.view is not None and window.view.settings.players == 4)
    activate(qtbot, window)
    window.hand.set_selection(window.view.hand[:1])
    QTest.keyClick(window.hand, Qt.Key.Key_Escape)  # the table's Esc: the selection goes
    assert window.hand.selected_cards() == () and window.lesson is None


def test_leaving_the_lesson_a_new_player_is_offered_easy_bots(qtbot, make_window, monkeypatch) -> None:
    """A player who has never chosen a level leaves the lesson (Esc): New game opens on Easy for every bot,
    as the lesson advises, and Deal starts that game in the lesson's place."""
    window = make_window(time_scale=40.0)
    levels: list[str] = []

    def deal(dialog: NewGameDialog) -> None:
        levels.extend(dialog.level_boxes[i].currentData().value for i in range(3))
        dialog.accept()

    act_in_dialog(qtbot, monkeypatch, NewGameDialog, deal)
    lesson = pit_lesson_to(qtbot, window, "choose")
    activate(qtbot, window)
    QTest.keyClick(window.hand, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.lesson is None)
    assert levels == ["Easy"] * 3 and lesson.stopped
    assert window.controller.setup.levels[1:4] == (Level.EASY,) * 3 and not window.controller.lesson


def pit_step_nowait(window: MainWindow, lesson: PitLesson) -> None:
    """The action of ``offer_drop`` or ``bear``, not waiting for what follows."""
    if lesson.key == "offer_drop":
        assert window.offer_selection()
    else:
        assert window.offer_cards((BEAR,))


def test_esc_in_a_menu_closes_the_menu_not_the_lesson(qtbot, window) -> None:
    lesson = start_pit_lesson(qtbot, window)
    activate(qtbot, window)
    menu = window.help_menu
    menu.popup(window.mapToGlobal(window.rect().center()))
    qtbot.waitUntil(menu.isVisible)
    QTest.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible())
    assert window.lesson is lesson and lesson.guide.showing


def test_taken_again_the_lesson_starts_afresh(qtbot, window) -> None:
    lesson = pit_lesson_to(qtbot, window, "take")
    window.learn_to_play()
    flush()
    again = window.lesson
    assert again is not lesson and isinstance(again, PitLesson) and lesson.stopped
    qtbot.waitUntil(lambda: Counter(window.view.hand)[WHEAT] == 6 and window.view.hand_no == 1)
    assert again.key == "look" and len(callouts_left(window)) == 2


def test_play_a_real_game_deals_one_in_the_lessons_place(qtbot, window, monkeypatch) -> None:
    """At the end, Play a real game opens New game: cancelled, the lesson's end stays; dealt, the new game
    replaces the lesson (nothing to abandon: a lesson loses nothing)."""
    lesson = pit_lesson_to(qtbot, window, "done")
    answers = [True, False]  # popped: Cancel first, then Deal
    act_in_dialog(
        qtbot,
        monkeypatch,
        NewGameDialog,
        lambda dialog: dialog.accept() if answers.pop() else dialog.reject(),
    )
    lesson.guide.callout.play_button.click()
    assert window.lesson is lesson and lesson.key == "done"
    lesson.guide.callout.play_button.click()
    flush()
    assert window.lesson is None and not window.controller.lesson and callouts_left(window) == []


# ---------------------------------------------------------------------------------------------- kept


def test_a_lesson_is_counted_and_kept_nowhere(qtbot, kept_window, tmp_path: Path, monkeypatch) -> None:
    """No statistics, no hand in the history, no save: the lesson is no game of the player's."""
    window = kept_window()
    lesson = pit_lesson_to(qtbot, window, "done")
    assert window.controller.engine.phase is Phase.READY
    act_in_dialog(qtbot, monkeypatch, NewGameDialog, lambda dialog: dialog.reject())  # New game, after
    lesson.leave()
    qtbot.waitUntil(lambda: window.lesson is None)
    window.controller.shutdown()
    db = StatsDb(tmp_path / "data" / STATS_NAME)
    try:
        assert [g for g in db.games() if g.row.players == 3] == []
        assert [h for h in db.hands() if h.commodity == "Wheat" and h.your_points == 100] == []
        assert db.history() == [] or all(e.players != 3 for e in db.history())
    finally:
        db.close()


def test_the_game_set_aside_goes_on_after_the_lesson(qtbot, kept_window, questions, tmp_path) -> None:
    """A game in progress is kept when the lesson starts (asked first) and goes on where it stopped once
    the player leaves the lesson: the same game, hand and cards."""
    window = kept_window()
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=5, sort_time_s=0), (Level.EASY,) * 7))
    game_id, hand = window.keeper.game_id, Counter(window.controller.engine.view(0).hand)
    lesson = start_pit_lesson(qtbot, window)
    assert questions.asked[-1] == QApplication.translate("Lesson", KEPT_QUESTION)
    assert (tmp_path / "data" / SAVE_NAME).is_file()
    assert window.needs_abandon_confirmation()  # the game set aside is what leaving would lose
    lesson.guide.callout.leave_button.click()
    flush()
    qtbot.waitUntil(lambda: window.view is not None and window.view.settings.players == 5)
    assert window.keeper.game_id == game_id and window.lesson is None
    assert Counter(window.controller.engine.view(0).hand) == hand
    assert "goes on where it stopped" in window.status_text()


def test_without_a_keeper_a_game_in_progress_is_abandoned_only_if_the_player_says_so(
    qtbot, window, questions
) -> None:
    start_open_game(qtbot, window)
    engine = window.controller.engine
    questions.answer = QMessageBox.StandardButton.No
    assert not window.learn_to_play()
    assert window.lesson is None and window.controller.engine is engine
    questions.answer = QMessageBox.StandardButton.Yes
    start_pit_lesson(qtbot, window)
    assert window.controller.engine is not engine


# ---------------------------------------------------------------------------------------------- words


def test_each_step_is_said_to_a_screen_reader(qtbot, window, monkeypatch) -> None:
    said: list[tuple[str, bool]] = []
    monkeypatch.setattr(shell_lesson, "announce", lambda _w, text, urgent=False: said.append((text, urgent)))
    lesson = pit_lesson_to(qtbot, window, "choose")
    window.hand.set_selection((CORN,))
    texts = [text for text, _ in said]
    assert texts[0].startswith("This is your hand") and texts[1].startswith("You win a hand")
    assert said[-1] == ("You hold only 1 of that. Pick the group you hold most of.", True)
    assert lesson.key == "choose"


def test_the_callout_speaks_a_new_language(qtbot, window) -> None:
    lesson = pit_lesson_to(qtbot, window, "choose")
    window.set_language("fr")
    QApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    french = QApplication.translate("PitLesson", "Learn to play Pit")
    assert french != "Learn to play Pit"
    assert lesson.guide.callout.heading.text().startswith(french)
    assert lesson.guide.text() == lesson._words("choose")() != pit_lesson.PitLesson._words(lesson, "look")()


# ---------------------------------------------------------------------------------------------- placing


def test_a_callout_goes_beside_its_target_clear_of_what_it_avoids() -> None:
    area = QRect(0, 0, 1000, 700)
    target = QRect(300, 550, 200, 120)
    measure = lambda width, side: 150  # noqa: E731

    rect, tail = place(area, target, (400, 300), measure)
    assert tail is not None and tail[0] == "bottom" and rect.bottom() < target.top()
    floor = QRect(200, 300, 400, 200)
    rect, tail = place(area, target, (400, 300), measure, (floor,))
    assert not rect.intersects(floor) and not rect.intersects(target) and tail is not None
    rect, tail = place(QRect(0, 0, 300, 200), QRect(0, 0, 300, 200), (400,), measure)
    assert tail is None and rect.size() == QSize(300, 150)  # no room beside it: a corner
