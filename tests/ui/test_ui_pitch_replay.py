"""The replay of a Pitch hand record in the window: a record of a seeded all-bot hand steps forward to its
end and back to the deal, showing every hand face up, the trick with who played what, trump, the bid and a
sentence a step; File → Open hand record in Pitch's window opens a Pit record in Pit's viewer and tells a
corrupt or foreign file in the player's words; ``pit-desktop FILE.json`` opens the window of the record's
game."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from pit_desktop.core.bots.level import Level
from pit_desktop.core.record_checks import RecordError
from pit_desktop.core.sim.replay import file_game
from pit_desktop.games.pit.ui.game import PIT
from pit_desktop.games.pit.ui.hand_viewer import HandViewer
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.games.pitch.bots.levels import make_pitch_bot
from pit_desktop.games.pitch.engine.commands import SettleUp
from pit_desktop.games.pitch.engine.events import CardPlayed, HandScored, TrickWon
from pit_desktop.games.pitch.engine.record import PitchRecord, read_record, record_from_log, write_record
from pit_desktop.games.pitch.engine.replay import replay_record
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.prefs import PitchPrefsStore
from pit_desktop.games.pitch.sim.table import PitchTable
from pit_desktop.games.pitch.sim.timeline import timeline
from pit_desktop.games.pitch.ui.game import PITCH
from pit_desktop.games.pitch.ui.hand_viewer import PitchHandViewer
from pit_desktop.games.pitch.ui.session import PitchSession
from pit_desktop.games.pitch.ui.window import PitchWindow
from pit_desktop.shell.main import record_window_game

DOC = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"
RULE_ID = re.compile(r"\bP[VW]?-[A-Z]+-\d")


def bot_hand(seed: int, players: int = 4) -> PitchRecord:
    """One hand of Medium bots at a seeded headless table, as the record Game → Save writes."""
    bots = [make_pitch_bot(Level.MEDIUM, seat, random.Random(seed * 10 + seat)) for seat in range(players)]
    table = PitchTable(PitchSettings(players=players), bots, seed=seed)
    while table.play_hand() is None:  # a hand thrown in is dealt again
        pass
    return record_from_log(table.engine.hand_log())


@pytest.fixture
def pitch_record(tmp_path: Path) -> Path:
    path = tmp_path / "pitch-hand.json"
    write_record(bot_hand(7), path)
    return path


@pytest.fixture
def pit_record(tmp_path: Path) -> Path:
    found = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert found is not None
    path = tmp_path / "pit-hand.json"
    path.write_text(found.group(1), encoding="utf-8")
    return path


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    """What each warning box said, its details (after a blank line) included, instead of showing it."""
    told: list[str] = []

    def shown(box: QMessageBox) -> int:
        told.append(f"{box.text()} {box.informativeText()}\n\n{box.detailedText()}")
        return 0

    monkeypatch.setattr(QMessageBox, "exec", shown)
    return told


@pytest.fixture
def pitch_window(qtbot, ini_settings, sound) -> Iterator[PitchWindow]:
    session = PitchSession(PITCH, sound)
    window = PitchWindow(PITCH, session, PitchPrefsStore(ini_settings), sound)
    qtbot.addWidget(window)
    window.show()
    yield window
    for viewer in window.findChildren(HandViewer) + window.findChildren(PitchHandViewer):
        viewer.close()
    session.shutdown()


def test_the_timeline_has_a_step_for_every_call_card_trick_and_the_end(pitch_record: Path) -> None:
    record = read_record(pitch_record)
    frames = timeline(record)
    outcome = replay_record(record)
    kinds = [type(f.event) for f in frames[1:]]
    assert kinds.count(CardPlayed) == 6 * record.settings.players
    assert kinds.count(TrickWon) == 6 and kinds[-1] is HandScored
    assert frames[0].hands == record.deal and frames[-1].scores == outcome.scores
    assert [t.winner for t in frames[-1].tricks] == [t.winner for t in outcome.tricks]
    first_lead = next(f for f in frames if isinstance(f.event, CardPlayed))
    assert first_lead.trump == first_lead.trick[0][1].suit  # the first lead names trump (P-PLAY-1)


def test_the_viewer_steps_a_bot_hand_to_its_end_and_back_to_the_deal(qtbot, pitch_record: Path) -> None:
    record = read_record(pitch_record)
    viewer = PitchHandViewer(record, pitch_record.name)
    qtbot.addWidget(viewer)
    viewer.show()
    assert viewer.index == 0 and not viewer.back_button.isEnabled()
    assert "deal" in viewer.line.text() and "first lead" in viewer.trump.text()
    seen_trick = seen_taken = False
    while viewer.forward_button.isEnabled():
        viewer.forward_button.click()
        frame = viewer.frames[viewer.index]
        line = viewer.line.text()
        assert line and not RULE_ID.search(line), line
        assert viewer.log.currentRow() == viewer.index == viewer.slider.value()
        assert viewer.trick.plays == frame.trick
        for seat, hand in enumerate(frame.hands):  # every hand face up, the cards still held
            assert viewer.hands[seat].accessibleName().count(" of ") == len(hand)
        if isinstance(frame.event, CardPlayed):
            seen_trick = True
            assert "play" in line
        if isinstance(frame.event, TrickWon):
            seen_taken = True
            assert viewer.trick.winner == frame.taker and "Taken by" in viewer.trick.heading
    assert seen_trick and seen_taken
    last = viewer.frames[-1]
    assert viewer.result.isVisible() and not viewer.result.next.isVisible()
    assert "Trump:" in viewer.trump.text() and "Pitcher:" in viewer.contract.text()
    assert viewer.names[last.pitcher] in viewer.contract.text()
    assert "set back" in viewer.line.text() or "made the bid" in viewer.line.text()
    assert viewer.step_label.text() == f"Step {len(viewer.frames)} of {len(viewer.frames)}"
    while viewer.back_button.isEnabled():
        viewer.back_button.click()
    assert viewer.index == 0 and not viewer.result.isVisible() and viewer.trick.plays == ()
    assert viewer.frames[0].scores == tuple(record.scores_before)


@pytest.mark.xcb
def test_the_viewer_answers_its_keys(qtbot, pitch_record: Path) -> None:
    """The keys go through the window system, as a keyboard's do, so the viewer's shortcuts answer them
    wherever its focus is."""
    viewer = PitchHandViewer(read_record(pitch_record))
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    viewer.activateWindow()
    qtbot.waitActive(viewer)
    window = viewer.windowHandle()

    def key(k: Qt.Key) -> None:
        QTest.keyClick(window, k)
        QApplication.processEvents()  # the window system's key is delivered, and its shortcut taken

    key(Qt.Key.Key_Right)
    key(Qt.Key.Key_Right)
    assert viewer.index == 2
    key(Qt.Key.Key_Left)
    assert viewer.index == 1
    key(Qt.Key.Key_End)
    assert viewer.index == len(viewer.frames) - 1 and viewer.result.isVisible()
    key(Qt.Key.Key_Home)
    assert viewer.index == 0
    key(Qt.Key.Key_Space)
    assert viewer.is_playing()
    viewer.close()
    assert not viewer.is_playing()


def test_a_refused_command_is_a_step_worded_without_its_rule(qtbot, tmp_path: Path) -> None:
    """A record keeps the player's refused command (a bid out of range here): the viewer says what was
    tried and why, in the table's words, and the rule id stays out of the sentence."""
    write_record(bot_hand(3), tmp_path / "h.json")
    data = json.loads((tmp_path / "h.json").read_text(encoding="utf-8"))
    first = data["commands"][0]
    data["commands"].insert(0, {"at_s": first["at_s"], "type": "bid", "seat": first["seat"], "bid": 9})
    path = tmp_path / "refused.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    viewer = PitchHandViewer(read_record(path))
    qtbot.addWidget(viewer)
    viewer.step_forward()
    assert viewer.frames[1].refusal is not None
    assert "refused" in viewer.line.text() and not RULE_ID.search(viewer.line.text())
    viewer.step_forward()
    assert viewer.frames[2].refusal is None


def test_pitchs_window_opens_a_pitch_record_and_a_pit_record_in_their_viewers(
    qtbot, pitch_window: PitchWindow, pitch_record: Path, pit_record: Path, warnings
) -> None:
    pitch_viewer = pitch_window.open_record_file(pitch_record)
    assert isinstance(pitch_viewer, PitchHandViewer) and pitch_viewer.isVisible()
    assert pitch_viewer.windowTitle() == pitch_record.name
    pit_viewer = pitch_window.open_record_file(pit_record)
    assert isinstance(pit_viewer, HandViewer) and pit_viewer.isVisible()
    assert warnings == []
    assert pitch_window.open_record_action.shortcut().toString() == "Ctrl+O"
    assert pitch_window.menuBar().actions()[0].text().replace("&", "") == "File"


@pytest.mark.parametrize(
    "text",
    [
        '{"format": "pit-desktop-hand", "version": 1, "game": "pitch", "deal": [["AS"]',
        '{"format": "pit-desktop-hand", "version": 1, "game": "pitch", "deal": [["ZZ"]]}',
        '{"format": "pit-desktop-hand", "version": 1, "game": "chess"}',
        '{"name": "a foreign file", "items": [1, 2, 3]}',
        "\x00\x01 not text at all",
    ],
)
def test_pitchs_window_tells_a_corrupt_or_foreign_file_and_goes_on(
    qtbot, pitch_window: PitchWindow, tmp_path: Path, warnings, text: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    assert pitch_window.open_record_file(path) is None
    [told] = warnings
    said, detail = told.split("\n\n", 1)
    assert said.startswith(f"Pit Desktop cannot replay {path}.")
    assert detail and detail not in said  # the parser's own English is only under Details
    assert pitch_window.isVisible()
    assert pitch_window.open_record_file(tmp_path / "gone.json") is None
    assert "could not be read" in warnings[-1].split("\n\n")[0]


def test_pits_window_opens_a_pitch_record_in_pitchs_viewer(
    qtbot, window: MainWindow, pitch_record: Path, warnings
) -> None:
    viewer = window.open_record_file(pitch_record)
    assert isinstance(viewer, PitchHandViewer) and warnings == []
    viewer.close()


def test_pit_desktop_file_json_opens_the_window_of_the_records_game(
    pitch_record: Path, pit_record: Path, tmp_path: Path
) -> None:
    assert file_game(pitch_record) == "pitch" and record_window_game(str(pitch_record)) is PITCH
    assert file_game(pit_record) == "pit" and record_window_game(str(pit_record)) is PIT
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"game": "pitch", ', encoding="utf-8")  # Pit's window says what is wrong
    assert file_game(damaged) == "pit" and file_game(tmp_path / "gone.json") == "pit"


def test_a_pitch_record_without_its_game_is_named_as_one(pitch_record: Path) -> None:
    from pit_desktop.games.pit.engine import loads_record

    data = json.loads(pitch_record.read_text(encoding="utf-8"))
    del data["game"]
    with pytest.raises(RecordError) as refused:
        loads_record(json.dumps(data))
    assert refused.value.path == "game" and "Pitch" in str(refused.value)
    assert "unknown field" not in str(refused.value)


def test_a_settled_money_game_ends_on_who_pays_whom(qtbot) -> None:
    bots = [make_pitch_bot(Level.MEDIUM, seat, random.Random(seat)) for seat in range(4)]
    table = PitchTable(PitchSettings(players=4, money=True), bots, seed=5)
    while table.play_hand() is None:
        pass
    table.engine.submit(SettleUp())
    record = record_from_log(table.engine.hand_log())
    viewer = PitchHandViewer(record)
    qtbot.addWidget(viewer)
    viewer.show()
    viewer.show_frame(len(viewer.frames) - 1)
    assert viewer.frames[-1].settled is not None and viewer.result.isVisible()
    assert "Money Game is settled" in viewer.result.title.text() and "settled" in viewer.line.text()
    assert viewer.target.text() == "Money Game" and not viewer.result.settle.isVisible()


def test_the_record_opened_at_start_comes_first_then_the_game(
    qtbot, pitch_window: PitchWindow, pitch_record: Path, monkeypatch
) -> None:
    """``pit-desktop FILE.json``: the viewer first; the new game (or the kept one) once it closes."""
    started: list[bool] = []
    monkeypatch.setattr(PitchWindow, "start_up", lambda self: started.append(True))
    pitch_window.open_record_at_start(str(pitch_record))
    [viewer] = pitch_window.findChildren(PitchHandViewer)
    assert viewer.isVisible() and started == []
    viewer.close()
    assert started == [True]


def test_a_damaged_record_at_start_is_told_and_the_game_starts(
    qtbot, pitch_window: PitchWindow, tmp_path: Path, warnings, monkeypatch
) -> None:
    started: list[bool] = []
    monkeypatch.setattr(PitchWindow, "start_up", lambda self: started.append(True))
    path = tmp_path / "cut.json"
    path.write_text('{"format": "pit-desktop-hand", "version": 1, "game": "pitch", "deal": [', "utf-8")
    pitch_window.open_record_at_start(str(path))
    assert len(warnings) == 1 and started == [True]


def test_the_viewer_speaks_the_players_language(qtbot, pitch_window: PitchWindow, pitch_record: Path) -> None:
    pitch_window.set_language("fr")
    try:
        viewer = pitch_window.open_record_file(pitch_record)
        assert isinstance(viewer, PitchHandViewer)
        viewer.show_frame(len(viewer.frames) - 1)
        assert "arrière" in viewer.back_button.text()
        assert viewer.step_label.text().startswith("Étape ")
        assert "Atout" in viewer.trump.text() or "atout" in viewer.trump.text().lower()
        assert not re.search(
            r"\b(plays|takes|made|set back)\b",
            " ".join(viewer.log.item(i).text() for i in range(viewer.log.count())),
        )
    finally:
        pitch_window.set_language("en")
