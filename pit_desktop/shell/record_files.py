"""Opening a hand record file in either game's window: the file dialog, the record read as the game it
names (``"game": "pitch"`` is Pitch's, none is Pit's; :mod:`pit_desktop.core.registry`), the right game's
replay viewer, and a clear message in the player's words when the file cannot be replayed. Pit's window
(``games/pit/ui/window_records.py``) and Pitch's (``games/pitch/ui/window.py``) both open records here. GUI
thread only."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QWidget

log = logging.getLogger(__name__)

# The words here keep the translation context of Pit's File menu, WindowRecords, where they were first.


def read_hand_record(path: str | Path) -> Any:
    """The record in ``path`` (its game's record class), read by the rules of the game it names
    (``docs/hand-record.md``), through that game's entry in :mod:`pit_desktop.core.registry`: Pitch's with
    ``"game": "pitch"``, else Pit's.

    Raises:
        OSError: the file cannot be read, or is not a regular file.
        RecordError: it is not a valid record of any game (its ``path`` names the field at fault).
    """
    from pit_desktop.core.record_checks import read_record_bytes
    from pit_desktop.core.sim.replay import record_entry

    raw = read_record_bytes(path)
    return record_entry(raw).decode_record.load()(raw)


def choose_record_file(parent: QWidget, folder: str) -> str:
    """Ask for a hand record file with the file dialog, opened in ``folder``; the path chosen, or ``""``
    when the player cancelled. Modal: the caller holds the game meanwhile."""
    dialog = QFileDialog(
        parent,
        QCoreApplication.translate("WindowRecords", "Open a hand record"),
        folder,
        QCoreApplication.translate("WindowRecords", "Hand records of Pit and Pitch (*.json);;All files (*)"),
    )
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    # Qt's own catalogues (qtbase_<lang>.qm) lack these two labels of Qt's file dialog in some languages
    look_in = QCoreApplication.translate("WindowRecords", "Look in:")
    dialog.setLabelText(QFileDialog.DialogLabel.LookIn, look_in)
    file_type = QCoreApplication.translate("WindowRecords", "Files of type:")
    dialog.setLabelText(QFileDialog.DialogLabel.FileType, file_type)
    chosen = dialog.exec() == QDialog.DialogCode.Accepted and dialog.selectedFiles()
    dialog.deleteLater()
    return chosen[0] if chosen else ""


def why_not_replayed(err: Exception) -> str:
    """Why a record file cannot be replayed, in the player's words (one sentence): from the field at
    fault of a ``RecordError``, from the class of an ``OSError``; never the error's own English."""
    from pit_desktop.core.record_checks import RecordError
    from pit_desktop.shell.words import file_problem, record_problem

    if isinstance(err, RecordError):
        return record_problem(err)
    if isinstance(err, OSError):
        said = QCoreApplication.translate("WindowRecords", "It could not be read: %1")
        return said.replace("%1", file_problem(err))
    return QCoreApplication.translate("Presenter", "The file is damaged or is not a hand record.")


def tell_refused(parent: QWidget, name: str, why: str, details: str) -> None:
    """Say that ``name`` cannot be replayed: ``why`` in the player's words, the error's own (English,
    technical) text only under "Show Details…" and in the log. The box is modal: the caller holds the game
    meanwhile."""
    log.warning("cannot replay %s: %s", name, details)
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("WindowRecords", "Open a hand record"),
        QCoreApplication.translate("WindowRecords", "Pit Desktop cannot replay {file}.").format(file=name),
        QMessageBox.StandardButton.Ok,
        parent,
    )
    box.setInformativeText(why)
    box.setDetailedText(details)
    box.exec()
    box.deleteLater()


def open_viewer(
    record: Any,
    parent: QWidget,
    title: str | None = None,
    lessons: tuple[str, ...] = (),
) -> QDialog:
    """Show ``record`` in its game's replay viewer (the ``viewer`` of the registry's entry whose
    ``record_class`` it is), a window of its own (non-modal: the game may go on), freed when closed; Pit's
    viewer shows the coach's ``lessons`` kept with a hand.

    Raises:
        TypeError: ``record`` is no game's record.
    """
    from pit_desktop.core import registry

    entry = next((g for g in registry.games() if isinstance(record, g.record_class.load())), None)
    if entry is None:
        raise TypeError(f"{type(record).__name__} is no game's hand record")
    viewer: QDialog = entry.viewer.load()(record, parent, title, lessons)
    viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    viewer.show()
    return viewer
