"""Pit's own dialog in the main window: saving a hand record. The frame's dialogs (new game, abandon, help,
About) are the shell's (:class:`~pit_desktop.shell.frame.ShellWindow`), which pauses the game while any is
up.

:class:`WindowDialogs` is a mixin of :class:`~pit_desktop.games.pit.ui.window.MainWindow`. GUI thread only.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pit_desktop.games.pit.prefs import PrefsStore
    from pit_desktop.games.pit.ui.controller import GameController
    from pit_desktop.shell.frame import ShellWindow

    # out here, not in the class: pyside6-lupdate loses a class's context at a block nested in its body
    class _Frame(ShellWindow):
        """To the type checker, the window this is a part of: ShellWindow, with what it uses of MainWindow."""

        @property
        def controller(self) -> GameController: ...
        def _in_game(self) -> bool: ...
else:
    _Frame = object  # a mixin: MainWindow lists ShellWindow after it


class WindowDialogs(_Frame):
    """Opens Pit's own dialogs. Uses the window's ``controller`` (made on first use), ``store`` and the
    frame's ``_modal``."""

    store: PrefsStore

    def save_record(self) -> None:
        """Ask where to save the last finished hand's record, and save it (see ``docs/hand-record.md``). The
        dialog opens in the folder used last, or the documents folder (``PrefsStore.last_folder``)."""
        from PySide6.QtWidgets import QFileDialog

        if not self._in_game():
            return
        log = self.controller.finished_hand_log()
        hand_no = log.hand_no if log is not None else 0
        start = str(Path(self.store.last_folder()) / f"pit-hand-{hand_no}.json")
        with self._modal():
            path, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Save the hand record"),
                start,
                self.tr("Pit hand records (*.json)"),
            )
        if path:
            self.store.set_last_folder(str(Path(path).parent))
            self.controller.save_hand_record(path)
