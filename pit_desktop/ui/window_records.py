"""The main window's File menu: open a hand record in the replay viewer, the hand History, the Statistics,
and the coach's switch. :class:`WindowRecords` is a mixin of :class:`~pit_desktop.ui.window.MainWindow`.
GUI thread only.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox

from pit_desktop.i18n import QT_TRANSLATE_NOOP
from pit_desktop.ui.window_layout import MENUS

if TYPE_CHECKING:
    from pit_desktop.persistence.prefs import PrefsStore
    from pit_desktop.ui.controller import GameController
    from pit_desktop.ui.game_keeper import GameKeeper

log = logging.getLogger(__name__)


class WindowRecords:
    """Builds the File menu and opens its windows. Uses the window's ``keeper`` (``None`` when nothing is
    kept), ``controller``, ``store`` and ``menuBar``."""

    keeper: GameKeeper | None
    controller: GameController
    store: PrefsStore
    coach_action: QAction

    def _build_records_menu(self) -> None:
        """The File menu, first in the menu bar."""
        bar = self.menuBar()  # type: ignore[attr-defined]
        menu = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&File"), MENUS)  # type: ignore[attr-defined]
        bar.insertMenu(bar.actions()[0], menu)
        entries = [
            (
                QT_TRANSLATE_NOOP("WindowLayout", "&Open hand record…"),
                QKeySequence.StandardKey.Open,
                self.open_hand_record,
            ),
            (QT_TRANSLATE_NOOP("WindowLayout", "Hand &history…"), "Ctrl+H", self.show_history),
            (QT_TRANSLATE_NOOP("WindowLayout", "S&tatistics…"), "Ctrl+T", self.show_statistics),
        ]
        for text, key, slot in entries:
            menu.addAction(self._action(text, QKeySequence(key), slot, MENUS))  # type: ignore[attr-defined]
        menu.addSeparator()
        self.coach_action = self._action(  # type: ignore[attr-defined]
            QT_TRANSLATE_NOOP("WindowLayout", "The &coach's lessons after each hand"), None, None, MENUS
        )
        self.coach_action.setCheckable(True)
        self.coach_action.setChecked(self.store.coach_on())
        self.coach_action.toggled.connect(self.set_coach)
        menu.addAction(self.coach_action)

    def set_coach(self, on: bool) -> None:
        """Switch the coach's lessons on or off, and remember it."""
        self.store.set_coach_on(bool(on))
        self.coach_action.setChecked(bool(on))

    def _kept(self):
        if self.keeper is None:
            self.controller  # noqa: B018 -- makes the keeper, when games are kept
        return self.keeper.stats() if self.keeper is not None else None

    def show_statistics(self) -> None:
        """Open the Statistics window (modal: the game waits)."""
        from pit_desktop.ui.stats_window import StatsWindow

        db = self._kept()
        if db is None:
            return self._nothing_kept()
        with self._modal():  # type: ignore[attr-defined]
            window = StatsWindow(db, self, self._stats_notice(), self.store)  # type: ignore[arg-type]
            window.exec()
        window.deleteLater()
        return None

    def show_history(self) -> None:
        """Open the History window (modal: the game waits)."""
        from pit_desktop.ui.history_window import HistoryWindow

        db = self._kept()
        if db is None:
            return self._nothing_kept()
        with self._modal():  # type: ignore[attr-defined]
            window = HistoryWindow(db, self.replay_kept_hand, self, self._stats_notice())  # type: ignore[arg-type]
            window.exec()
        window.deleteLater()
        return None

    def replay_kept_hand(self, hand_id: int) -> QDialog | None:
        """Open a kept hand in the viewer, with its lessons."""
        from pit_desktop.engine import loads_record
        from pit_desktop.engine.record_checks import RecordError
        from pit_desktop.ui.presenter import record_problem

        db = self._kept()
        kept = db.record(hand_id) if db is not None else None
        if kept is None:
            return None
        try:
            record = loads_record(kept[0])
        except RecordError as err:
            self._record_refused(str(hand_id), record_problem(err), str(err))
            return None
        from pit_desktop.ui.hand_viewer import viewer_words

        words = viewer_words(record)
        return self.open_viewer(record, [words.lesson(lesson, record.settings.names) for lesson in kept[1]])

    def open_hand_record(self) -> None:
        """File → Open hand record…: choose a record file and replay it. The dialog opens in the folder used
        last, or the documents folder (``PrefsStore.last_folder``), which the choice then updates."""
        dialog = QFileDialog(
            self,  # type: ignore[arg-type]
            self.tr("Open a hand record"),  # type: ignore[attr-defined]
            self.store.last_folder(),
            self.tr("Pit hand records (*.json);;All files (*)"),  # type: ignore[attr-defined]
        )
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        # Qt's own catalogues (qtbase_<lang>.qm) lack these two labels of Qt's file dialog in some languages
        dialog.setLabelText(QFileDialog.DialogLabel.LookIn, self.tr("Look in:"))  # type: ignore[attr-defined]
        dialog.setLabelText(QFileDialog.DialogLabel.FileType, self.tr("Files of type:"))  # type: ignore[attr-defined]
        with self._modal():  # type: ignore[attr-defined]
            chosen = dialog.exec() == QDialog.DialogCode.Accepted and dialog.selectedFiles()
        dialog.deleteLater()
        path = chosen[0] if chosen else ""
        if path:
            self.store.set_last_folder(str(Path(path).parent))
            self.open_record_file(path)

    def open_record_file(self, path: str | Path) -> QDialog | None:
        """Replay the record in ``path`` (also ``pit-desktop FILE.json``); a bad file is told, not raised.

        Returns:
            The viewer, or ``None`` when the file could not be read.
        """
        from pit_desktop.engine import read_record
        from pit_desktop.engine.record_checks import RecordError
        from pit_desktop.ui.presenter import file_problem, record_problem

        try:
            record = read_record(path)
        except RecordError as err:
            self._record_refused(str(path), record_problem(err), str(err))
            return None
        except OSError as err:
            why = self.tr("It could not be read: %1").replace("%1", file_problem(err))  # type: ignore[attr-defined]
            self._record_refused(str(path), why, str(err))
            return None
        return self.open_viewer(record, (), Path(path).name)

    def open_viewer(self, record, lessons, title: str | None = None) -> QDialog:
        """Show ``record`` in a viewer window of its own (non-modal: the game may go on)."""
        from pit_desktop.ui.hand_viewer import HandViewer

        viewer = HandViewer(record, lessons, title, self)  # type: ignore[arg-type]
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        viewer.show()
        return viewer

    def _record_refused(self, name: str, why: str, details: str) -> None:
        """Tell that ``name`` cannot be replayed: ``why`` in the player's words (one sentence), the error's
        own (English, technical) text only under "Show Details…" and in the log."""
        log.warning("cannot replay %s: %s", name, details)
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Open a hand record"),  # type: ignore[attr-defined]
            self.tr("Pit Desktop cannot replay {file}.").format(file=name),  # type: ignore[attr-defined]
            QMessageBox.StandardButton.Ok,
            self,  # type: ignore[arg-type]
        )
        box.setInformativeText(why)
        box.setDetailedText(details)
        with self._modal():  # type: ignore[attr-defined]
            box.exec()
        box.deleteLater()

    def _stats_notice(self) -> str | None:
        """Why the statistics are not (all) there, if something went wrong with their file this session."""
        return self.keeper.stats_notice if self.keeper is not None else None

    def _nothing_kept(self) -> None:
        with self._modal():  # type: ignore[attr-defined]
            QMessageBox.information(
                self,  # type: ignore[arg-type]
                self.tr("Pit Desktop"),  # type: ignore[attr-defined]
                self._stats_notice() or self.tr("Statistics and hand history are not kept in this window."),  # type: ignore[attr-defined]
            )
