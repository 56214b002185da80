"""Screens and conventions: the window's size and place remembered, file dialogs in the documents folder
then the last one used, the new-game dialog saying why Classic seats at most 7."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog
from ui_helpers import rigged_corner_deal, start_rigged

from pit_desktop.games.pit.engine import Edition, Phase
from pit_desktop.games.pit.prefs import PrefsStore
from pit_desktop.games.pit.ui.dialogs import NewGameDialog
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.shell.fit import FRAME_ALLOWANCE


def test_the_window_comes_back_where_it_was(qtbot, make_window, ini_settings) -> None:
    """``saveGeometry`` on close, ``restoreGeometry`` on the next start: the same size, as far as the screen
    allows (Qt narrows a window wider than the screen, its frame included: the offscreen screen is 800 wide,
    and the window's minimum gives way to it)."""
    first = make_window()
    first.resize(1111, 677)
    qtbot.waitUntil(lambda: (first.width(), first.height()) == (1111, 677))
    first.close()
    assert PrefsStore(ini_settings).window_geometry() is not None
    second = make_window()
    room = second.screen().availableGeometry()
    assert second.height() == 677 != min(860, room.height() - 40)  # not the first start's height
    assert min(1111, room.width()) - FRAME_ALLOWANCE.width() <= second.width() <= room.width()


def test_a_bad_remembered_geometry_is_ignored(qtbot, ini_settings, store: PrefsStore) -> None:
    ini_settings.setValue("window/geometry", "not a geometry")
    assert store.window_geometry() is None
    assert "window/geometry" in store.reset_keys


def test_the_save_dialog_opens_in_documents_then_where_the_last_file_went(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    """The first save starts in the documents folder; the next in the folder chosen last time."""
    started: list[str] = []
    target = tmp_path / "records" / "hand.json"
    target.parent.mkdir()

    def ask(parent, title, start, filters):
        started.append(start)
        return str(target), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    start_rigged(qtbot, window)
    assert window.ring_bell()
    qtbot.waitUntil(lambda: window.view.phase is Phase.READY)
    window.save_record()
    window.save_record()
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    expected_first = documents if Path(documents).is_dir() else str(Path.home())
    assert Path(started[0]).parent == Path(expected_first)
    assert Path(started[1]).parent == target.parent
    assert target.exists()
    assert rigged_corner_deal()  # the deal the record holds


def test_the_dialog_says_why_classic_seats_seven(qtbot, store: PrefsStore) -> None:
    """R-ED-1: one commodity per player, so Classic (7 commodities) seats at most 7; choosing it at 8 says
    the table was cut."""
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    dialog.edition.setCurrentIndex(dialog.edition.findData(Edition.MODERN))
    dialog.players.setValue(8)
    assert dialog.edition_note.isHidden()
    dialog.edition.setCurrentIndex(dialog.edition.findData(Edition.CLASSIC))
    assert dialog.players.value() == 7
    note = dialog.edition_note.text()
    assert not dialog.edition_note.isHidden()
    assert "7 commodities" in note and "at most 7 players" in note and "cut to 7" in note
    dialog.players.setValue(4)  # no longer true: the note keeps only why Classic seats seven
    assert "cut" not in dialog.edition_note.text() and "at most 7 players" in dialog.edition_note.text()
    dialog.players.setValue(5)
    dialog.edition.setCurrentIndex(dialog.edition.findData(Edition.MODERN))
    dialog.edition.setCurrentIndex(dialog.edition.findData(Edition.CLASSIC))
    assert "cut" not in dialog.edition_note.text()
