"""The game in progress is kept: saved at each hand boundary and on quit, offered again at the next start;
an unusable save is told once, set aside and a new game starts (issue 11, item 1)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from ui_helpers import BASIC_3, WAIT_MS, start_open_game, start_rigged

from pit_desktop.bots import Level, Pace
from pit_desktop.engine import CornerClaimed, GameOver, HandDealt
from pit_desktop.persistence.prefs import NewGamePrefs
from pit_desktop.persistence.savegame import SAVE_NAME, read_save
from pit_desktop.persistence.stats_db import STATS_NAME
from pit_desktop.ui import game_keeper
from pit_desktop.ui.controller import GameController
from pit_desktop.ui.dialogs import NewGameDialog
from pit_desktop.ui.guards import QUIT_QUESTION
from pit_desktop.ui.hand_viewer import HandViewer
from pit_desktop.ui.history_window import HistoryWindow
from pit_desktop.ui.shell import keeper as shell_keeper
from pit_desktop.ui.table_setup import Status
from pit_desktop.ui.window import ABANDON_QUESTION, MainWindow


class Answers:
    """Stands in for the resume question and the problem message."""

    def __init__(self) -> None:
        self.resume = True
        self.asked: list[str] = []
        self.told: list[str] = []
        self.new_game_dialogs = 0


@pytest.fixture
def answers(monkeypatch) -> Answers:
    a = Answers()

    def ask(parent, text: str) -> bool:
        a.asked.append(text)
        return a.resume

    monkeypatch.setattr(shell_keeper, "ask_resume", ask)
    monkeypatch.setattr(shell_keeper, "tell_problem", lambda parent, text: a.told.append(text))

    def new_game_dialog(self) -> None:
        a.new_game_dialogs += 1

    monkeypatch.setattr(MainWindow, "new_game_dialog", new_game_dialog)
    return a


def corner_hand(qtbot, window: MainWindow) -> CornerClaimed:
    """Play the rigged hand: the player holds nine Wheat and rings (R-CORNER-1)."""
    start_rigged(qtbot, window, BASIC_3)
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ) as corner:
        assert window.ring_bell()
    return corner.args[0]


def test_a_quit_game_is_offered_again_and_resumes_where_it_stood(
    qtbot, kept_window, answers: Answers, tmp_path: Path
) -> None:
    first = kept_window()
    corner_hand(qtbot, first)
    saved = read_save(tmp_path / "data" / SAVE_NAME)
    assert saved is not None and (saved.hands_played, saved.scores) == (1, (100, 0, 0))
    first.close()  # saved again on quit
    second = kept_window()
    with qtbot.waitSignal(
        second.controller.event_received, check_params_cb=lambda e: type(e) is HandDealt
    ) as dealt:
        second.start_up()
    assert answers.asked == ["Resume the game — hand 2; you 100, Ann 0, Bob 0?"]
    assert answers.new_game_dialogs == 0
    assert dealt.args[0].hand_no == 2
    engine = second.controller.engine
    assert engine.scores == (100, 0, 0)
    assert engine.commodities == first.controller.engine.commodities
    assert dealt.args[0].dealer == 0  # the cornerer deals next (R-DEAL-1)
    assert second.setup.levels == first.setup.levels


def side_level_tags(window: MainWindow) -> list[str]:
    """The level tags by the side panel's scores (the bots' rows; the player's is empty)."""
    grid = window.side._score_grid
    tags = (grid.itemAtPosition(row, 1).widget().text() for row in range(grid.rowCount()))
    return sorted(tag for tag in tags if tag)


def test_a_game_under_auto_resumes_under_auto_at_its_pace(
    qtbot, kept_window, answers: Answers, store, tmp_path: Path
) -> None:
    store.set_auto_rung(0)  # Auto stands at Easy, Relaxed
    first = kept_window()
    start_rigged(qtbot, first, NewGamePrefs(BASIC_3.settings, auto=True))
    assert side_level_tags(first) == ["Easy · Auto"] * 2
    with qtbot.waitSignal(
        first.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ):
        assert first.ring_bell()
    saved = read_save(tmp_path / "data" / SAVE_NAME)
    assert saved is not None and (saved.auto, saved.pace) == (True, Pace.RELAXED)
    first.close()
    second = kept_window()
    with qtbot.waitSignal(second.controller.event_received, check_params_cb=lambda e: type(e) is HandDealt):
        second.start_up()
    assert second.auto
    assert second.setup.levels[1:] == (Level.EASY, Level.EASY)
    assert second.controller.table_pace.pace is Pace.RELAXED
    assert second.pace_actions[Pace.RELAXED].isChecked()
    assert not any(action.isEnabled() for action in second.pace_actions.values())  # Auto sets the pace
    assert "Auto: the bots start at Easy, Relaxed." in second.side.ticker_lines()  # said again on resuming
    qtbot.waitUntil(lambda: side_level_tags(second) == ["Easy · Auto"] * 2)
    qtbot.waitUntil(
        lambda: sorted(s.badge.text() for s in second.table.seats if s.seat) == ["Easy · Auto"] * 2
    )


def test_a_game_at_a_chosen_pace_resumes_at_it_without_auto(
    qtbot, kept_window, answers: Answers, tmp_path: Path
) -> None:
    first = kept_window()
    start_rigged(qtbot, first, NewGamePrefs(BASIC_3.settings, pace=Pace.BRISK))
    with qtbot.waitSignal(
        first.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ):
        assert first.ring_bell()
    first.close()
    second = kept_window()
    with qtbot.waitSignal(second.controller.event_received, check_params_cb=lambda e: type(e) is HandDealt):
        second.start_up()
    assert not second.auto
    assert second.controller.table_pace.pace is Pace.BRISK
    assert second.pace_actions[Pace.BRISK].isChecked() and second.pace_actions[Pace.BRISK].isEnabled()
    assert side_level_tags(second) == ["Medium"] * 2


def test_quitting_a_kept_game_says_it_is_kept(qtbot, kept_window, questions, tmp_path: Path) -> None:
    """Quitting mid-game asks "Quit now? Your game is kept …", not "Abandon …" (it is offered again at the
    next start); a new game, which does replace it, still asks to abandon it."""
    window = kept_window()
    start_open_game(qtbot, window)
    questions.answer = QMessageBox.StandardButton.No
    held: list[bool] = []  # the bots wait behind "Quit now?" as behind any question
    questions.during = lambda: held.append(window.controller.gate.closed and window.controller.clock.paused)
    assert not window.close()
    assert questions.asked == [QUIT_QUESTION] and held == [True]
    questions.during = None
    assert "kept" in QUIT_QUESTION and "resume" in QUIT_QUESTION and "Abandon" not in QUIT_QUESTION
    assert not window.confirm_abandon()  # a new game asks this
    assert questions.asked[-1] == ABANDON_QUESTION
    questions.answer = QMessageBox.StandardButton.Yes
    assert window.close()
    assert read_save(tmp_path / "data" / SAVE_NAME) is not None  # as the question said


def test_declining_to_resume_asks_for_a_new_game(qtbot, kept_window, answers: Answers) -> None:
    first = kept_window()
    corner_hand(qtbot, first)
    first.close()  # one copy at a time keeps the game (the data folder's lock)
    answers.resume = False
    window = kept_window()
    window.start_up()
    assert answers.new_game_dialogs == 1 and len(answers.asked) == 1
    assert window.controller.engine is None


def test_the_end_of_the_game_forgets_the_save(qtbot, kept_window, tmp_path: Path) -> None:
    """R-SCORE-4: a game that is over is nothing to resume."""
    window = kept_window()
    start_rigged(qtbot, window, BASIC_3, scores=(450, 0, 0))
    assert (tmp_path / "data" / SAVE_NAME).exists()  # saved at its start
    with qtbot.waitSignal(window.controller.event_received, check_params_cb=lambda e: type(e) is GameOver):
        assert window.ring_bell()
    qtbot.waitUntil(lambda: not (tmp_path / "data" / SAVE_NAME).exists())
    window.close()
    assert not (tmp_path / "data" / SAVE_NAME).exists()


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b'{"format": "pit-desktop-game", "vers', "it is damaged"),
        (b'{"format": "pit-desktop-game", "version": 7}', "a newer version"),
    ],
)
def test_an_unusable_save_is_told_once_set_aside_and_a_new_game_offered(
    qtbot, kept_window, answers: Answers, tmp_path: Path, content: bytes, words: str
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / SAVE_NAME).write_bytes(content)
    window = kept_window()
    window.start_up()
    assert len(answers.told) == 1 and words in answers.told[0]
    assert answers.asked == [] and answers.new_game_dialogs == 1
    aside = [p for p in folder.iterdir() if p.name.startswith(f"{SAVE_NAME}.unusable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content  # kept, never deleted
    assert str(aside[0]) in answers.told[0]


def test_a_save_that_cannot_be_written_is_told_and_play_goes_on(qtbot, kept_window, tmp_path: Path) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / SAVE_NAME).mkdir()  # a folder where the file should go: replacing it fails
    window = kept_window()
    told: list[str] = []
    window.keeper.problem.connect(told.append)
    corner_hand(qtbot, window)
    assert len(told) == 1 and told[0].startswith("The game cannot be saved to ")  # once, not every hand
    assert window.controller.engine.scores == (100, 0, 0)


def documented_record(tmp_path: Path) -> Path:
    """The hand record of ``docs/hand-record.md``, as a file."""
    import re

    doc = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"
    found = re.search(r"```json\n(.*?)```", doc.read_text(encoding="utf-8"), re.S)
    path = tmp_path / "hand3.json"
    path.write_text(found.group(1), encoding="utf-8")
    return path


def keep_a_game(qtbot, kept_window, tmp_path: Path) -> bytes:
    """Play a hand in one window and close it: the game is kept; returns the save's bytes."""
    first = kept_window()
    corner_hand(qtbot, first)
    first.close()
    return (tmp_path / "data" / SAVE_NAME).read_bytes()


def test_a_record_opened_at_start_offers_the_save_when_its_viewer_closes(
    qtbot, kept_window, answers: Answers, tmp_path: Path
) -> None:
    """``pit-desktop hand3.json`` with a game kept: the viewer first, then the resume question."""
    kept = keep_a_game(qtbot, kept_window, tmp_path)
    window = kept_window()
    window.open_record_at_start(str(documented_record(tmp_path)))
    viewer = window.findChild(HandViewer)
    assert viewer is not None and viewer.isVisible() and answers.asked == []
    answers.resume = False
    viewer.close()
    assert len(answers.asked) == 1 and answers.new_game_dialogs == 1
    assert (tmp_path / "data" / SAVE_NAME).read_bytes() == kept  # replaced only once a new game starts


def test_starting_a_game_offers_a_save_not_offered_yet(
    qtbot, kept_window, monkeypatch, tmp_path: Path
) -> None:
    """Game → New game while the record's viewer is open: the kept game is offered before the settings."""
    keep_a_game(qtbot, kept_window, tmp_path)
    asked: list[str] = []
    monkeypatch.setattr(shell_keeper, "ask_resume", lambda parent, text: asked.append(text) or True)
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: pytest.fail("the new-game dialog opened"))
    window = kept_window()
    window.open_record_at_start(str(documented_record(tmp_path)))
    with qtbot.waitSignal(window.controller.event_received, check_params_cb=lambda e: type(e) is HandDealt):
        window.new_game_dialog()
    assert asked == ["Resume the game — hand 2; you 100, Ann 0, Bob 0?"]
    assert window.controller.engine.scores == (100, 0, 0)
    window.findChild(HandViewer).close()


def test_a_game_started_before_the_offer_leaves_the_save_alone(qtbot, kept_window, tmp_path: Path) -> None:
    kept = keep_a_game(qtbot, kept_window, tmp_path)
    corner_hand(qtbot, kept_window())  # a game begun without the resume question
    assert (tmp_path / "data" / SAVE_NAME).read_bytes() == kept


def test_a_second_copy_says_so_once_and_keeps_nothing(
    qtbot, kept_window, answers: Answers, tmp_path: Path
) -> None:
    first = kept_window()
    corner_hand(qtbot, first)
    kept = (tmp_path / "data" / SAVE_NAME).read_bytes()
    second = kept_window()
    second.start_up()
    assert answers.asked == [] and answers.new_game_dialogs == 1
    assert len(answers.told) == 1 and "Another Pit Desktop is running" in answers.told[0]
    second.new_game_dialog()  # a later new game does not tell it again
    assert len(answers.told) == 1
    corner_hand(qtbot, second)  # it plays on …
    second.close()
    assert (tmp_path / "data" / SAVE_NAME).read_bytes() == kept  # … without touching the save
    db = first.keeper.stats()
    assert len(db.hands()) == 1  # nor the statistics: the first copy's hand only


def test_a_lock_left_by_a_copy_that_ended_is_taken_over(
    qtbot, kept_window, answers: Answers, tmp_path: Path
) -> None:
    import socket
    import subprocess
    import sys

    keep_a_game(qtbot, kept_window, tmp_path)
    ended = subprocess.Popen([sys.executable, "-c", "pass"])
    ended.wait()
    lock = tmp_path / "data" / game_keeper.LOCK_NAME
    lock.write_text(f"{ended.pid}\npit-desktop\n{socket.gethostname()}\n", encoding="utf-8")
    window = kept_window()
    window.start_up()
    assert answers.told == [] and len(answers.asked) == 1  # the crashed copy's lock does not stop this one


def test_a_damaged_statistics_file_is_told_in_a_box_and_by_history(
    qtbot, kept_window, answers: Answers, monkeypatch, tmp_path: Path
) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / STATS_NAME).write_bytes(b"no database here" * 64)
    window = kept_window()
    window.start_up()
    window.show_status(Status("Ann deals hand 1."))  # the deal's message replaces the status line …
    assert window.problem_box is not None and window.problem_box.isVisible()  # … not the box
    assert "damaged" in window.problem_box.text()
    shown: list[str] = []
    monkeypatch.setattr(HistoryWindow, "exec", lambda self: shown.append(self.notice.text()) or 0)
    window.show_history()
    assert len(shown) == 1 and "damaged" in shown[0]
    window.problem_box.close()


def test_a_newer_statistics_file_is_named_by_history_itself(
    qtbot, kept_window, answers: Answers, monkeypatch, tmp_path: Path
) -> None:
    import sqlite3

    (tmp_path / "data").mkdir()
    raw = sqlite3.connect(tmp_path / "data" / STATS_NAME)
    raw.execute("PRAGMA user_version = 99")
    raw.close()
    window = kept_window()
    window.start_up()
    assert window.problem_box is not None and "newer" in window.problem_box.text()
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: said.append(text))
    window.show_history()
    assert len(said) == 1 and "newer" in said[0] and "status line" not in said[0]
    window.problem_box.close()


def test_the_data_folder_is_one_level_and_an_old_doubled_one_moves_into_it(
    qtbot, tmp_path: Path, monkeypatch
) -> None:
    from PySide6.QtCore import QStandardPaths

    from pit_desktop.ui.main import name_application

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))  # never the user's own files
    name_application()
    folder = game_keeper.data_folder()
    assert folder.name == "Pit Desktop" and folder.parent.name != "Pit Desktop"
    assert folder.parent == Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation)
    )
    old, new = tmp_path / "Pit Desktop" / "Pit Desktop", tmp_path / "new"
    old.mkdir(parents=True)
    (old / SAVE_NAME).write_text("the save", encoding="utf-8")
    (old / STATS_NAME).write_text("the statistics", encoding="utf-8")
    (old / (STATS_NAME + "-wal")).write_text("its journal", encoding="utf-8")
    assert {p.name for p in game_keeper.move_kept_files(old, new)} == {
        SAVE_NAME,
        STATS_NAME,
        STATS_NAME + "-wal",
    }
    assert (new / SAVE_NAME).read_text(encoding="utf-8") == "the save"
    assert (new / (STATS_NAME + "-wal")).read_text(encoding="utf-8") == "its journal"
    assert not (old / SAVE_NAME).exists()
    (old / SAVE_NAME).write_text("an older save", encoding="utf-8")
    assert game_keeper.move_kept_files(old, new) == []  # never over the new folder's own
    assert (new / SAVE_NAME).read_text(encoding="utf-8") == "the save"


def test_the_hand_after_a_resumed_one_is_shuffled_afresh(
    qtbot, kept_window, answers: Answers, monkeypatch
) -> None:
    """A game quit mid-hand is resumed with that hand dealt again, and once it ends the next hand is a new
    shuffle, not the resumed deal again (every seat's cards compared; R-DEAL-2). Bots play the player's
    seat too here, so that the resumed hand comes to a corner on its own."""
    from pit_desktop.engine import GameSettings
    from pit_desktop.persistence.prefs import NewGamePrefs

    first = kept_window()
    start_open_game(qtbot, first, NewGamePrefs(GameSettings(players=3, sort_time_s=0)), first_dealer=0)
    first.close()  # mid-hand: the save holds the game before this hand
    new_game = GameController.new_game

    def autoplay(self, settings, levels, **kwargs):
        return new_game(self, settings, [levels[0], *levels], autoplay=True, **kwargs)

    monkeypatch.setattr(GameController, "new_game", autoplay)
    second = kept_window()
    with qtbot.waitSignal(
        second.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed, timeout=WAIT_MS
    ):
        second.start_up()
    assert answers.asked
    engine = second.controller.engine
    resumed = engine.hand_log()
    with qtbot.waitSignal(
        second.controller.event_received, check_params_cb=lambda e: type(e) is HandDealt, timeout=WAIT_MS
    ):
        second.next_hand()
    after = engine.hand_log()
    assert (resumed.hand_no, after.hand_no) == (1, 2)
    assert Counter(after.deal) != Counter(resumed.deal)  # whoever deals: not the same hands again


def test_a_game_quit_mid_hand_resumes_that_hand_with_the_same_cards(
    qtbot, kept_window, answers: Answers
) -> None:
    """R-DEAL-1, R-DEAL-2: quitting mid-hand throws no hand away: the resumed game deals the interrupted
    hand again, by the same dealer, with every seat's same cards (the next start's shuffle would differ)."""
    from pit_desktop.engine import GameSettings

    first = kept_window()
    start_open_game(qtbot, first, NewGamePrefs(GameSettings(players=3, sort_time_s=0)), first_dealer=1)
    before = first.controller.engine.hand_log()
    first.close()  # mid-hand
    saved = read_save(first.keeper.save_file)
    assert saved is not None and saved.deal == before.deal and saved.hands_played == 0
    second = kept_window()
    with qtbot.waitSignal(
        second.controller.event_received, check_params_cb=lambda e: type(e) is HandDealt, timeout=WAIT_MS
    ):
        second.start_up()
    assert answers.asked
    after = second.controller.engine.hand_log()
    assert (after.hand_no, after.dealer, after.deal) == (before.hand_no, before.dealer, before.deal)
