"""The game in progress is kept: saved at each hand boundary and on quit, offered again at the next start;
an unusable save is told once, set aside and a new game starts (issue 11, item 1)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from ui_helpers import BASIC_3, FAST, start_open_game, start_rigged

from pit_desktop.engine import CornerClaimed, GameOver, HandDealt
from pit_desktop.persistence.savegame import SAVE_NAME, read_save
from pit_desktop.ui import game_keeper
from pit_desktop.ui.controller import GameController
from pit_desktop.ui.guards import QUIT_QUESTION
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

    monkeypatch.setattr(game_keeper, "ask_resume", ask)
    monkeypatch.setattr(game_keeper, "tell_problem", lambda parent, text: a.told.append(text))

    def new_game_dialog(self) -> None:
        a.new_game_dialogs += 1

    monkeypatch.setattr(MainWindow, "new_game_dialog", new_game_dialog)
    return a


@pytest.fixture
def kept_window(qtbot, store, sound, tmp_path: Path) -> Iterator:
    """Build windows keeping games in ``tmp_path / "data"``; every one is shut down at teardown."""
    made: list[MainWindow] = []

    def build() -> MainWindow:
        controller = GameController(sound, time_scale=FAST)
        window = MainWindow(controller, store, sound, data_folder=tmp_path / "data")
        qtbot.addWidget(window)
        window.show()
        made.append(window)
        return window

    yield build
    for window in made:
        window.controller.shutdown()


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


def test_quitting_a_kept_game_says_it_is_kept(qtbot, kept_window, questions, tmp_path: Path) -> None:
    """Quitting mid-game asks "Quit now? Your game is kept …", not "Abandon …" (it is offered again at the
    next start); a new game, which does replace it, still asks to abandon it."""
    window = kept_window()
    start_open_game(qtbot, window)
    questions.answer = QMessageBox.StandardButton.No
    assert not window.close()
    assert questions.asked == [QUIT_QUESTION]
    assert "kept" in QUIT_QUESTION and "resume" in QUIT_QUESTION and "Abandon" not in QUIT_QUESTION
    assert not window.confirm_abandon()  # a new game asks this
    assert questions.asked[-1] == ABANDON_QUESTION
    questions.answer = QMessageBox.StandardButton.Yes
    assert window.close()
    assert read_save(tmp_path / "data" / SAVE_NAME) is not None  # as the question said


def test_declining_to_resume_asks_for_a_new_game(qtbot, kept_window, answers: Answers) -> None:
    corner_hand(qtbot, kept_window())
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
