"""The main window's File menu: open a hand record in the replay viewer, the hand History, the Statistics,
and the coach's switch. :class:`WindowRecords` is a mixin of
:class:`~pit_desktop.games.pit.ui.window.MainWindow`. GUI thread only.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QMessageBox

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pit.ui.window_layout import MENUS

if TYPE_CHECKING:
    from pit_desktop.core.stats_db import StatsDb
    from pit_desktop.games.pit.prefs import PrefsStore
    from pit_desktop.games.pit.ui.controller import GameController
    from pit_desktop.games.pit.ui.game_keeper import GameKeeper
    from pit_desktop.shell.frame import ShellWindow

    # out here, not in the class: pyside6-lupdate loses a class's context at a block nested in its body
    class _Frame(ShellWindow):
        """To the type checker, the window this is a part of: ShellWindow, with what it uses of MainWindow."""

        @property
        def controller(self) -> GameController: ...
else:
    _Frame = object  # a mixin: MainWindow lists ShellWindow after it


log = logging.getLogger(__name__)


class WindowRecords(_Frame):
    """Builds the File menu and opens its windows. Uses the window's ``keeper`` (``None`` when nothing is
    kept), ``controller``, ``store`` and ``menuBar``."""

    keeper: GameKeeper | None
    store: PrefsStore

    coach_action: QAction

    def _build_records_menu(self) -> None:
        """The File menu, first in the menu bar."""
        bar = self.menuBar()
        menu = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&File"), MENUS)
        bar.insertMenu(bar.actions()[0], menu)
        entries: list[tuple[str, str | QKeySequence.StandardKey, Callable[[], object]]] = [
            (
                QT_TRANSLATE_NOOP("WindowLayout", "&Open hand record…"),
                QKeySequence.StandardKey.Open,
                self.open_hand_record,
            ),
            (QT_TRANSLATE_NOOP("WindowLayout", "Hand &history…"), "Ctrl+H", self.show_history),
            (QT_TRANSLATE_NOOP("WindowLayout", "S&tatistics…"), "Ctrl+T", self.show_statistics),
        ]
        for text, key, slot in entries:
            menu.addAction(self._action(text, QKeySequence(key), slot, MENUS))
        menu.addSeparator()
        self.coach_action = self._action(
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
        """Open the Statistics window (modal: the game waits); a file that cannot be read now is told."""
        from pit_desktop.games.pit.ui.stats_window import StatsWindow

        self._show_kept(lambda db: StatsWindow(db, self, self._stats_notice(), self.store))

    def show_history(self) -> None:
        """Open the History window (modal: the game waits); a file that cannot be read now is told."""
        from pit_desktop.games.pit.ui.history_window import HistoryWindow

        self._show_kept(lambda db: HistoryWindow(db, self.replay_kept_hand, self, self._stats_notice()))

    def _show_kept(self, make: Callable[[StatsDb], QDialog]) -> None:
        """Show the window ``make`` builds from the kept statistics (it reads them), modal; with none kept
        or none readable now (:class:`StatsDbError`), a box says why instead."""
        from pit_desktop.core.stats_db import StatsDbError

        db = self._kept()
        if db is None:
            self._nothing_kept()
            return
        with self._modal():
            try:
                window = make(db)
            except StatsDbError as err:
                assert self.keeper is not None  # the file came from it
                self._nothing_kept(self.keeper.stats_unreadable(err))
                return
            window.exec()
        window.deleteLater()

    def replay_kept_hand(self, hand_id: int) -> QDialog | None:
        """Open a kept hand in the viewer, with its lessons."""
        from pit_desktop.games.pit.engine import loads_record
        from pit_desktop.games.pit.engine.record_checks import RecordError
        from pit_desktop.games.pit.ui.presenter import record_problem

        db = self._kept()
        kept = db.record(hand_id) if db is not None else None
        if kept is None:
            return None
        try:
            record = loads_record(kept[0])
        except RecordError as err:
            self._record_refused(str(hand_id), record_problem(err), str(err))
            return None
        from pit_desktop.games.pit.ui.hand_viewer import viewer_words

        words = viewer_words(record)
        return self.open_viewer(record, [words.lesson(lesson, record.settings.names) for lesson in kept[1]])

    def open_hand_record(self) -> None:
        """File → Open hand record…: choose a record file (of Pit or Pitch) and replay it. The dialog opens
        in the folder used last, or the documents folder (``PrefsStore.last_folder``), which the choice
        then updates."""
        from pit_desktop.shell.record_files import choose_record_file

        with self._modal():
            path = choose_record_file(self, self.store.last_folder())
        if path:
            self.store.set_last_folder(str(Path(path).parent))
            self.open_record_file(path)

    def open_record_file(self, path: str | Path) -> QDialog | None:
        """Replay the record in ``path`` (also ``pit-desktop FILE.json``) in its game's viewer: a Pitch
        record (``"game": "pitch"``) in Pitch's, any other in Pit's; a bad file is told, not raised.

        Returns:
            The viewer, or ``None`` when the file could not be read.
        """
        from pit_desktop.games.pit.engine.record_checks import RecordError
        from pit_desktop.shell.record_files import read_hand_record, why_not_replayed

        try:
            record = read_hand_record(path)
        except (RecordError, OSError) as err:
            self._record_refused(str(path), why_not_replayed(err), str(err))
            return None
        return self.open_viewer(record, (), Path(path).name)

    def open_viewer(self, record, lessons, title: str | None = None) -> QDialog:
        """Show ``record`` in its game's viewer, a window of its own (non-modal: the game may go on)."""
        from pit_desktop.shell.record_files import open_viewer

        return open_viewer(record, self, title, tuple(lessons))

    def _record_refused(self, name: str, why: str, details: str) -> None:
        """Tell that ``name`` cannot be replayed: ``why`` in the player's words (one sentence), the error's
        own (English, technical) text only under "Show Details…" and in the log."""
        from pit_desktop.shell.record_files import tell_refused

        with self._modal():
            tell_refused(self, name, why, details)

    def _stats_notice(self) -> str | None:
        """Why the statistics are not (all) there, if something went wrong with their file this session."""
        return self.keeper.stats_notice if self.keeper is not None else None

    def _nothing_kept(self, why: str | None = None) -> None:
        """Say ``why`` there are no statistics to show (by default: why none are kept)."""
        none_kept = self.tr("Statistics and hand history are not kept in this window.")
        with self._modal():
            QMessageBox.information(
                self,
                self.tr("Pit Desktop"),
                why or self._stats_notice() or none_kept,
            )
