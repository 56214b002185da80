"""Statistics, hand history, the in-app replay and the coach in the window (issue 11, items 2 to 4)."""

from __future__ import annotations

import argparse
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from ui_helpers import BASIC_3, FAST, start_rigged

from pit_desktop.core.sim import replay as replay_cli
from pit_desktop.core.stats_db import STATS_NAME, GameRow, StatsDb
from pit_desktop.games.pit.engine import CornerClaimed, read_record
from pit_desktop.games.pit.ui.controller import GameController
from pit_desktop.games.pit.ui.hand_viewer import HandViewer
from pit_desktop.games.pit.ui.history_window import HistoryWindow
from pit_desktop.games.pit.ui.stats_window import StatsWindow
from pit_desktop.games.pit.ui.window import MainWindow

DOC = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"


@pytest.fixture
def kept(qtbot, store, sound, tmp_path: Path) -> Iterator[MainWindow]:
    window = MainWindow(GameController(sound, time_scale=FAST), store, sound, data_folder=tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    yield window
    window.controller.shutdown()
    if window.keeper is not None:
        window.keeper.close()


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    """What each warning box said, its details (after a blank line) included, instead of showing it."""
    told: list[str] = []

    def shown(box: QMessageBox) -> int:
        told.append(f"{box.text()} {box.informativeText()}\n\n{box.detailedText()}")
        return 0

    monkeypatch.setattr(QMessageBox, "exec", shown)
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: told.append(text))
    return told


def play_corner(qtbot, window: MainWindow) -> None:
    start_rigged(qtbot, window, BASIC_3)
    with qtbot.waitSignal(window.keeper.lessons_ready):
        assert window.ring_bell()


def cli_scores(path: Path, capsys: pytest.CaptureFixture[str]) -> list[int]:
    assert replay_cli.run(argparse.Namespace(file=str(path), compact=True)) == 0
    return json.loads(capsys.readouterr().out)["scores"]


def step_to_the_end(viewer: HandViewer) -> int:
    steps = 0
    while viewer.forward_button.isEnabled():
        viewer.forward_button.click()
        steps += 1
    return steps


def test_a_hand_is_kept_with_its_statistics_record_and_lessons(
    qtbot, kept: MainWindow, tmp_path: Path
) -> None:
    play_corner(qtbot, kept)
    db = kept.keeper.stats()
    [row] = db.hands()
    assert (row.corner_seat, row.commodity, row.your_points, row.scores_after) == (
        0,
        "Wheat",
        100,
        (100, 0, 0),
    )
    [entry] = db.history()
    record_text, lessons = db.record(entry.hand_id)
    assert '"format": "pit-desktop-hand"' in record_text
    assert isinstance(lessons, list)
    assert db.games()[0].row.level == "Medium" and db.games()[0].row.pace == "standard"


@pytest.mark.parametrize("on", [True, False])
def test_the_coach_speaks_in_the_panel_unless_switched_off(qtbot, kept: MainWindow, on: bool) -> None:
    kept.set_coach(on)
    assert kept.coach_action.isChecked() is on and kept.store.coach_on() is on
    shown: list[list[str]] = []
    kept.result.show_lessons = lambda lines: shown.append(lines)  # type: ignore[method-assign]
    play_corner(qtbot, kept)
    assert len(shown) == (1 if on else 0)
    [entry] = kept.keeper.stats().history()
    assert isinstance(kept.keeper.stats().record(entry.hand_id)[1], list)  # kept either way


def test_lessons_in_the_end_of_hand_panel(qtbot, kept: MainWindow) -> None:
    play_corner(qtbot, kept)
    kept.result.show_lessons(["You rang 2 times without a corner."])
    assert kept.result.coach.isVisible() and "• You rang 2 times" in kept.result.coach.text()
    kept.result.show_lessons([])
    assert not kept.result.coach.isVisible()


def test_history_replays_a_kept_hand_to_the_scores_replay_gives(
    qtbot, kept: MainWindow, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    play_corner(qtbot, kept)
    db = kept.keeper.stats()
    history = HistoryWindow(db, kept.replay_kept_hand, kept)
    qtbot.addWidget(history)
    assert history.table.rowCount() == 1
    assert history.table.item(0, 3).text() == "You cornered Wheat (Corner): +100"
    assert history.table.item(0, 1).text() == "3 players, Medium bots, Standard"
    opened: list[HandViewer] = []
    kept.open_viewer = lambda record, lessons, title=None: (
        opened.append(  # type: ignore[method-assign]
            HandViewer(record, lessons, title)
        )
        or opened[-1]
    )
    history.replay(0)
    viewer = opened[0]
    qtbot.addWidget(viewer)
    path = tmp_path / "kept.json"
    path.write_text(db.record(db.history()[0].hand_id)[0], encoding="utf-8")
    assert step_to_the_end(viewer) == len(viewer.frames) - 1
    assert list(viewer.shown_scores()) == cli_scores(path, capsys) == [100, 0, 0]
    assert viewer.scores[0].text() == "100 points"


def test_the_viewer_steps_the_documented_record_to_the_replays_scores(
    qtbot, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    found = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    path = tmp_path / "hand.json"
    path.write_text(found.group(1), encoding="utf-8")
    viewer = HandViewer(read_record(path))
    qtbot.addWidget(viewer)
    assert viewer.shown_scores() == (0, 0, 0) and not viewer.back_button.isEnabled()
    steps = step_to_the_end(viewer)
    assert list(viewer.shown_scores()) == cli_scores(path, capsys) == [100, -20, -20]
    assert viewer.log.currentRow() == steps == viewer.slider.value()
    assert "You cornered Wheat! Corner, +100" in viewer.log.item(steps).text()  # seat 0 is the player
    assert any("refused" in viewer.log.item(i).text() for i in range(viewer.log.count()))
    viewer.back_button.click()
    assert viewer.shown_scores() == (0, 0, 0) and viewer.index == steps - 1
    viewer.slider.setValue(0)
    assert viewer.index == 0
    viewer.toggle_play()
    assert viewer.is_playing()
    viewer.toggle_play()
    assert not viewer.is_playing()


def test_open_hand_record_refuses_a_bad_file_with_one_message(
    qtbot, kept: MainWindow, tmp_path, warnings
) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "pit-desktop-hand", "version": 1, "deal": [["Wheet"]]}', encoding="utf-8")
    assert kept.open_record_file(bad) is None
    assert len(warnings) == 1 and "Pit Desktop cannot replay " in warnings[0]
    found = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    good = tmp_path / "good.json"
    good.write_text(found.group(1), encoding="utf-8")
    viewer = kept.open_record_file(good)
    assert isinstance(viewer, HandViewer) and viewer.isVisible()
    viewer.close()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_bad_record_is_told_in_the_players_language_with_the_detail_apart(
    qtbot, kept: MainWindow, tmp_path, warnings, language: str
) -> None:
    """The record's own English problem ("'pit-hand' is not 'pit-desktop-hand'") stays under Details: the
    box speaks the player's language, worded from the field at fault; a missing file is told the same way."""
    kept.set_language(language)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "pit-hand", "version": 1}', encoding="utf-8")
    assert kept.open_record_file(bad) is None
    assert kept.open_record_file(tmp_path / "gone.json") is None
    [wrong_format, missing] = [told.split("\n\n") for told in warnings]
    assert "'pit-hand' is not 'pit-desktop-hand'" in wrong_format[1]
    assert "pit-desktop-hand" not in wrong_format[0] and "No such file" not in missing[0]
    if language == "fr":
        assert "Pit Desktop ne peut pas" in wrong_format[0] and " is not " not in wrong_format[0]
    else:
        assert "not a Pit Desktop hand record" in wrong_format[0]


def test_a_hand_that_cannot_be_saved_is_told_in_the_players_language(
    qtbot, kept: MainWindow, tmp_path
) -> None:
    """Saving to a missing folder: the status line gives the reason in French, not the system's words."""
    play_corner(qtbot, kept)
    kept.set_language("fr")
    assert not kept.controller.save_hand_record(str(tmp_path / "missing" / "hand.json"))
    assert "No such file" not in kept.status_text() and "Errno" not in kept.status_text()
    assert kept.status_text().startswith("Impossible d")


def test_statistics_window_shows_the_figures_and_exports(qtbot, tmp_path: Path) -> None:
    db = StatsDb(tmp_path / "stats.sqlite3")
    for i, winner in enumerate((0, 1, 0)):
        db.start_game(GameRow(f"g{i}", float(i), "{}", 3, (None, "Hard", "Hard"), "Hard", "Normal"))
        db.end_game(f"g{i}", (500 if winner == 0 else 0, 500 if winner == 1 else 0, 0), winner, i + 0.5)
    window = StatsWindow(db)
    qtbot.addWidget(window)
    assert window.rates_table.rowCount() == 1
    texts = [window.rates_table.item(0, c).text() for c in range(6)]
    assert texts[:5] == ["Hard", "Normal", "3", "2", "67%"] and texts[5] == "21% – 94%"
    assert len(window.chart.points) == 3
    assert window.chart.grab().width() > 0  # it paints
    assert window.export_to(str(tmp_path / "out.csv"))
    assert (tmp_path / "out.csv").read_text(encoding="utf-8").startswith("game,started,")
    db.close()


def test_a_corrupt_statistics_file_is_told_set_aside_and_a_new_one_kept(
    qtbot, kept: MainWindow, tmp_path: Path
) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    (folder / STATS_NAME).write_bytes(b"no database here" * 64)
    told: list[str] = []
    kept.keeper.problem.connect(told.append)
    play_corner(qtbot, kept)
    assert len(told) == 1 and "damaged" in told[0]
    aside = [p for p in folder.iterdir() if p.name.startswith(STATS_NAME + ".unusable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == b"no database here" * 64
    assert len(kept.keeper.stats().hands()) == 1  # play went on, and this hand counts


def test_a_newer_statistics_file_is_left_alone_and_play_goes_on(
    qtbot, kept: MainWindow, tmp_path: Path
) -> None:
    import sqlite3

    folder = tmp_path / "data"
    folder.mkdir()
    raw = sqlite3.connect(folder / STATS_NAME)
    raw.execute("PRAGMA user_version = 99")
    raw.close()
    told: list[str] = []
    kept.keeper.problem.connect(told.append)
    start_rigged(qtbot, kept, BASIC_3)
    with qtbot.waitSignal(kept.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed):
        assert kept.ring_bell()
    assert len(told) == 1 and "newer" in told[0]
    assert kept.keeper.stats() is None and kept.controller.engine.scores == (100, 0, 0)
    raw = sqlite3.connect(folder / STATS_NAME)
    assert raw.execute("PRAGMA user_version").fetchone()[0] == 99
    raw.close()


def _shown_notice(monkeypatch, window_type: type) -> list[str]:
    """The notice of each ``window_type`` (Statistics or History) shown, instead of showing it."""
    shown: list[str] = []
    monkeypatch.setattr(window_type, "exec", lambda self: shown.append(self.notice.text()) or 0)
    return shown


def _shown_after(window: MainWindow, monkeypatch, window_type: type, sql: str) -> list[str]:
    """Spoil the window's statistics file with ``sql`` (as another program, or a damaged disk, would),
    then open ``window_type`` from its menu: the notices it showed."""
    import sqlite3

    raw = sqlite3.connect(window.data_folder / STATS_NAME)
    raw.execute(sql)
    raw.commit()
    raw.close()
    shown = _shown_notice(monkeypatch, window_type)
    (window.show_statistics if window_type is StatsWindow else window.show_history)()
    return shown


@pytest.mark.parametrize("window_type", [StatsWindow, HistoryWindow], ids=["statistics", "history"])
def test_a_statistics_file_without_its_games_table_is_set_aside_and_the_window_opens(
    qtbot, kept: MainWindow, tmp_path: Path, monkeypatch, window_type: type
) -> None:
    """A file that opens but lacks a table (``user_version`` still 2): Game → Statistics (or History)
    raised, and no window opened; now the file is set aside as damaged, a new one started, and the window
    opens saying so."""
    folder = tmp_path / "data"
    StatsDb(folder / STATS_NAME).close()
    shown = _shown_after(kept, monkeypatch, window_type, "DROP TABLE games")
    assert len(shown) == 1 and "damaged" in shown[0]
    assert [p for p in folder.iterdir() if p.name.startswith(STATS_NAME + ".unusable-")]
    assert kept.problem_box is not None
    kept.problem_box.close()


@pytest.mark.parametrize("window_type", [StatsWindow, HistoryWindow], ids=["statistics", "history"])
def test_a_cell_of_bad_json_leaves_its_row_out_and_the_window_says_so(
    qtbot, kept: MainWindow, tmp_path: Path, monkeypatch, window_type: type
) -> None:
    """One game's levels are not JSON: the window opens with the other games and hands, and says some
    could not be read (it raised a JSONDecodeError, uncaught, and the player was told nothing)."""
    db = StatsDb(tmp_path / "data" / STATS_NAME)
    for name in ("good", "bad"):
        db.start_game(GameRow(name, 1.0, "{}", 3, (None, "Hard", "Hard"), "Hard", "Normal"))
    db.close()
    shown = _shown_after(kept, monkeypatch, window_type, "UPDATE games SET levels = '[null' WHERE id = 'bad'")
    assert shown == ["Some kept games or hands could not be read and are left out."]
    assert kept.problem_box is None  # the file is kept as it is: nothing to tell until asked


def test_statistics_that_cannot_be_read_now_are_told_in_a_box(
    qtbot, kept: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    """A read that fails once the file is open (another copy holds it, a disk error): a box says the
    statistics cannot be read now, and names the file; no window, no exception."""
    from pit_desktop.core.stats_db import StatsDbError

    def fails(self) -> list:
        raise StatsDbError("locked", "database is locked")

    monkeypatch.setattr(StatsDb, "games", fails)
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "information", lambda parent, title, text, *a: said.append(text))
    shown = _shown_notice(monkeypatch, StatsWindow)
    kept.show_statistics()
    assert shown == [] and len(said) == 1
    assert said[0] == f"The statistics in {tmp_path / 'data' / STATS_NAME} cannot be read now."


def test_empty_statistics_say_what_fills_them(qtbot, tmp_path: Path) -> None:
    db = StatsDb(tmp_path / "stats.sqlite3")
    window = StatsWindow(db)
    qtbot.addWidget(window)
    assert [note.text() for note in window.empty_notes] == [
        "Finish a game to see how often you win.",
        "Corner a commodity to see this.",
        "Play a hand to see this.",
    ]
    assert window.chart is None
    assert window.rating_note.text() == "Finish 3 more games to see how you rate against the bots."
    db.close()


def test_the_csv_export_opens_in_the_remembered_folder(qtbot, tmp_path: Path, store, monkeypatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    db = StatsDb(tmp_path / "stats.sqlite3")
    (tmp_path / "kept").mkdir()
    store.set_last_folder(str(tmp_path / "kept"))
    window = StatsWindow(db, store=store)
    qtbot.addWidget(window)
    asked: list[str] = []
    chosen = tmp_path / "elsewhere" / "mine.csv"
    chosen.parent.mkdir()

    def ask(parent, caption, start, filters):
        asked.append(start)
        return str(chosen), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    window.export()
    assert asked == [str(tmp_path / "kept" / "pit-statistics.csv")]
    assert store.last_folder() == str(chosen.parent) and chosen.exists()
    db.close()


def played_hand(*after_corner: dict) -> object:
    """You (seat 0) offer two Barley, withdraw, take Ann's Wheat and corner at 5 s; then ``after_corner``."""
    from pit_desktop.games.pit.engine import loads_record

    deal = [
        ["Wheat"] * 7 + ["Barley"] * 2,
        ["Wheat"] * 2 + ["Barley"] * 3 + ["Corn"] * 4,
        ["Barley"] * 4 + ["Corn"] * 5,
    ]
    commands = [
        {"type": "open"},
        {"at_s": 1, "type": "offer", "seat": 0, "cards": ["Barley", "Barley"]},
        {"at_s": 1.5, "type": "withdraw", "seat": 0},
        {"at_s": 2, "type": "offer", "seat": 1, "cards": ["Wheat", "Wheat"]},
        {"at_s": 3, "type": "accept", "seat": 0, "offer": 2, "cards": ["Barley", "Barley"]},
        {"at_s": 5, "type": "claim", "seat": 0},
        *after_corner,
    ]
    settings = {"players": 3, "bull_bear": False, "sort_time_s": 0, "names": ["You", "Ann", "Bob"]}
    return loads_record(
        json.dumps({"format": "pit-desktop-hand", "version": 1, "settings": settings, "dealer": 2,
                    "deal": deal, "commands": commands})
    )  # fmt: skip


def test_the_viewer_ends_at_the_corner_and_says_you(qtbot) -> None:
    """R-CORNER-5: a key pressed after the corner is no part of the hand's replay."""
    record = played_hand({"at_s": 22.3, "type": "withdraw", "seat": 0})
    viewer = HandViewer(record)
    qtbot.addWidget(viewer)
    assert viewer.frames[-1].at_s == 5.0
    lines = [viewer.log.item(row).text() for row in range(viewer.log.count())]
    assert not any("refused" in line for line in lines)
    offered = ("You offer 2 cards", "You offer 2 card(s)")  # the game's own words, English plurals or not
    lapsed = ("Your offer of 2 cards lapsed", "Your offer of 2 card(s) lapsed")
    assert any(line.endswith(offered) for line in lines)
    assert any(line.endswith(lapsed) for line in lines)
    assert any(line.endswith("You cornered Wheat! Corner, +100") for line in lines)
    assert not any("You's" in line or "You offers" in line for line in lines)
    assert viewer.log.item(1).toolTip() == viewer.log.item(1).text()  # elided in the list, whole here


def test_a_kept_hands_lessons_show_beside_its_replay(qtbot, kept: MainWindow, monkeypatch) -> None:
    from pit_desktop.games.pit import coach

    monkeypatch.setattr(
        coach,
        "lessons",
        lambda record, outcome, seat: [{"kind": "fed_cornerer", "seat": 1, "commodity": "Wheat", "times": 2}],
    )
    play_corner(qtbot, kept)
    db = kept.keeper.stats()
    viewer = kept.replay_kept_hand(db.history()[0].hand_id)
    assert viewer.coach is not None and viewer.coach.isVisible()
    assert "You gave Wheat to Ann 2 times, and Ann cornered it." in viewer.coach.text()  # English plurals
    viewer.close()


def test_open_hand_record_opens_in_the_remembered_folder(
    qtbot, kept: MainWindow, store, tmp_path: Path, monkeypatch
) -> None:
    """File → Open hand record starts where the last record was saved or opened (else in the documents
    folder), not in the folder the game was launched from; the folder chosen is remembered."""
    from PySide6.QtWidgets import QFileDialog

    (tmp_path / "kept").mkdir()
    store.set_last_folder(str(tmp_path / "kept"))
    chosen = tmp_path / "elsewhere" / "hand.json"
    chosen.parent.mkdir()
    asked: list[str] = []

    def ask(dialog: QFileDialog) -> int:
        asked.append(dialog.directory().absolutePath())
        labels.append(dialog.labelText(QFileDialog.DialogLabel.LookIn))
        dialog.selectFile(str(chosen))
        return QFileDialog.DialogCode.Accepted.value

    labels: list[str] = []
    monkeypatch.setattr(QFileDialog, "exec", ask)
    monkeypatch.setattr(kept, "open_record_file", lambda path: None)
    kept.open_hand_record()
    assert asked == [str(tmp_path / "kept")]
    assert store.last_folder() == str(chosen.parent)
    kept.set_language("fr")  # Qt's French catalogue has no "&Look in:": the game's own words stand in
    kept.open_hand_record()
    assert labels == ["Look in:", "Voir dans\N{NO-BREAK SPACE}:"]


def test_statistics_numbers_are_written_in_the_players_language(qtbot, tmp_path: Path) -> None:
    """Croatian figures read "−10,0" (decimal comma, the game's minus sign) and "67 %", not "-10.0" and
    "67%"; English keeps "−10.0"."""
    from pit_desktop.core.stats_db import HandRow
    from pit_desktop.shell.language import use_language

    db = StatsDb(tmp_path / "stats.sqlite3")
    for i, winner in enumerate((0, 1, 0)):
        db.start_game(GameRow(f"g{i}", float(i), "{}", 3, (None, "Hard", "Hard"), "Hard", "Normal"))
        db.end_game(f"g{i}", (500 if winner == 0 else 0, 500 if winner == 1 else 0, 0), winner, i + 0.5)
    db.add_hand(
        HandRow("g0", 1, 1.0, 0, (0, 0, 0), (-10, 70, 0), 1, "Rye", "plain", 70, 3.0, 4, 2, None, 0, -10, 10)
    )
    for language, wanted, rate in (("hr", "−10,0", "67\N{NO-BREAK SPACE}%"), ("en", "−10.0", "67%")):
        assert use_language(language)
        window = StatsWindow(db)
        qtbot.addWidget(window)
        assert wanted in window.summary.text() and "-10" not in window.summary.text()
        assert window.rates_table.item(0, 4).text() == rate
        window.close()
    db.close()
