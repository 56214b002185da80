"""The shell's keeper keeps any game: a game that is only a note (no Pit, no Pitch) is saved atomically in
its own file, offered once, resumed, forgotten when over, and a damaged or newer save is set aside with one
message; the data folder's lock lets one keeper at a time keep anything."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

from pit_desktop.core.kept_game import check_kept, read_kept, write_kept
from pit_desktop.shell import keeper as shell_keeper
from pit_desktop.shell.keeper import LOCK_NAME, ShellKeeper


class NoteKeeper(ShellKeeper[dict]):
    """Keeps a "game" that is a hand number and two scores."""

    def __init__(self, folder: Path, parent: QWidget) -> None:
        super().__init__(folder, "note-game.json", parent)
        self.started: list[dict[str, Any]] = []

    def read_kept(self, path: Path) -> dict | None:
        raw = read_kept(path)
        return None if raw is None else check_kept(raw, "note-game", 1, "note")[0]

    def write_kept(self, kept: dict, path: Path) -> None:
        write_kept({"format": "note-game", "version": 1, **kept}, path)

    def resume_text(self, kept: dict) -> str:
        return shell_keeper.resume_words(kept["hands"] + 1, [(None, kept["you"]), ("Zed", kept["zed"])])

    def start_kept(self, kept: dict) -> None:
        self.started.append(kept)


@pytest.fixture
def told(monkeypatch) -> dict[str, list[str]]:
    said: dict[str, list[str]] = {"asked": [], "told": []}
    monkeypatch.setattr(shell_keeper, "ask_resume", lambda parent, text: said["asked"].append(text) or True)
    monkeypatch.setattr(shell_keeper, "tell_problem", lambda parent, text: said["told"].append(text))
    return said


@pytest.fixture
def make_keeper(qtbot, tmp_path: Path):
    made: list[NoteKeeper] = []

    def build() -> NoteKeeper:
        parent = QWidget()
        qtbot.addWidget(parent)
        keeper = NoteKeeper(tmp_path / "data", parent)
        made.append(keeper)
        return keeper

    yield build
    for keeper in made:
        keeper.close()


def test_any_game_is_kept_offered_once_resumed_and_forgotten(make_keeper, told, tmp_path: Path) -> None:
    first = make_keeper()
    assert not first.offer_resume()  # nothing kept yet
    game_id = first.game_begun()
    first.keep({"hands": 3, "you": 5, "zed": -2})
    first.quit()
    assert sorted(p.name for p in (tmp_path / "data").iterdir()) == ["note-game.json"]  # no lock left
    second = make_keeper()
    assert second.offer_pending and second.offer_resume()
    assert told["asked"] == ["Resume the game — hand 4; you 5, Zed −2?"]
    assert second.started[0]["you"] == 5
    assert not second.offer_resume()  # once a session
    assert second.game_begun() != game_id  # the note's save has no game_id: a fresh one
    second.forget()
    assert not (tmp_path / "data" / "note-game.json").exists()


@pytest.mark.parametrize(
    ("content", "words"), [(b"{", "damaged"), (b'{"format": "note-game", "version": 2}', "newer")]
)
def test_an_unusable_save_of_any_game_is_set_aside_with_one_message(
    make_keeper, told, tmp_path: Path, content: bytes, words: str
) -> None:
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "note-game.json").write_bytes(content)
    keeper = make_keeper()
    assert not keeper.offer_resume()
    assert len(told["told"]) == 1 and words in told["told"][0] and told["asked"] == []
    [aside] = [p for p in (tmp_path / "data").iterdir() if ".unusable-" in p.name]
    assert aside.read_bytes() == content and str(aside) in told["told"][0]


def test_one_keeper_at_a_time_keeps_the_data_folder(make_keeper, told, tmp_path: Path) -> None:
    first = make_keeper()
    assert first.sole() and (tmp_path / "data" / LOCK_NAME).exists()
    second = make_keeper()
    assert not second.offer_resume() and not second.sole()
    assert len(told["told"]) == 1 and "Another Pit Desktop is running" in told["told"][0]
    second.game_begun()
    second.keep({"hands": 1, "you": 0, "zed": 0})
    assert not (tmp_path / "data" / "note-game.json").exists()  # the second copy writes nothing
    first.close()
    third = make_keeper()
    assert third.sole()


def test_the_resume_question_writes_a_score_below_zero_with_the_true_minus_sign(qtbot) -> None:
    """The question shows "−4" as the tables do (P-SCORE-3: scores go below zero), never "-4"."""
    text = shell_keeper.resume_words(3, [(None, -4), ("Ann", 7), ("Bob", 0)])
    assert text == "Resume the game — hand 3; you −4, Ann 7, Bob 0?"
    assert "-" not in text
