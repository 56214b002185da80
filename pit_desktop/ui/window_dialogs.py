"""The main window's dialogs: the new game, the abandon question, help, About and saving a hand record.

:class:`WindowDialogs` is a mixin of :class:`~pit_desktop.ui.window.MainWindow` (a ``QMainWindow``). Every
dialog is modal and pauses the game while it is up; before the first game there is no game to pause and
no controller is made for one. GUI thread only.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QDialog

from pit_desktop.ui.guards import ABANDON_QUESTION, QUIT_QUESTION, ask_abandon
from pit_desktop.ui.window_layout import QUIT_KEY

if TYPE_CHECKING:
    from pit_desktop.persistence.prefs import PrefsStore
    from pit_desktop.ui.controller import GameController


class WindowDialogs:
    """Opens the window's dialogs. Uses the window's ``controller`` (made on first use), its ``_controller``
    (``None`` until then), ``store``, ``start_game``, ``check_settings_saved``, ``needs_abandon_confirmation``
    and ``close``."""

    _controller: GameController | None
    controller: GameController
    store: PrefsStore
    _leaving: bool

    @contextlib.contextmanager
    def _modal(self) -> Iterator[None]:
        """Around a modal dialog's ``exec``: the game paused (``GameController.paused``; before the first
        game there is nothing to pause, and no controller is made for it), and Ctrl+Q quitting from the
        dialog, which would otherwise swallow the window's key."""
        QTimer.singleShot(0, self._quit_key_in_modal)  # runs once the dialog's own event loop does
        paused = self._controller.paused() if self._controller is not None else contextlib.nullcontext()
        with paused:
            yield

    def _quit_key_in_modal(self) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.property("quitKey") is None:
            dialog.setProperty("quitKey", True)
            QShortcut(QKeySequence(QUIT_KEY), dialog).activated.connect(partial(self._quit_from, dialog))

    def new_game_dialog(self) -> None:
        """Ask for a new game's settings and start it; a game in progress is abandoned only if the player
        confirms (:meth:`confirm_abandon`). The game is paused while the dialog is up.

        A saved game not offered yet (a record was opened first) is offered before: resumed, or replaced
        only once the player chose New game."""
        from pit_desktop.ui.dialogs import NewGameDialog

        if self.offer_kept_game():
            return

        with self._modal():
            dialog = NewGameDialog(self.store, self, confirm=self.confirm_abandon)
            accepted = dialog.exec() == QDialog.DialogCode.Accepted
        prefs = dialog.prefs() if accepted else None
        dialog.deleteLater()  # one dialog per use: none piles up under the window for the end of the process
        if prefs is not None:
            self.start_game(prefs)
            self.check_settings_saved()  # the dialog saved the choices

    def _quit_from(self, dialog: QDialog) -> None:
        """Ctrl+Q in a dialog: quit, asking first if a game is in progress; No leaves the dialog as it was."""
        if not self.confirm_abandon(quitting=True):
            return
        self._leaving = True  # asked already: closing the window must not ask again
        dialog.reject()
        QTimer.singleShot(0, self.close)

    def confirm_abandon(self, quitting: bool = False) -> bool:
        """Ask "Abandon the game in progress?" (default No) when a game is in progress; when ``quitting`` a
        game that is kept for resuming (a ``keeper``), "Quit now? Your game is kept …" instead. The game is
        paused meanwhile.

        Returns:
            Whether the caller may go on (no game in progress, or the player said Yes).
        """
        if not self.needs_abandon_confirmation():
            return True
        with self._controller.paused() if self._controller is not None else contextlib.nullcontext():
            kept = quitting and getattr(self, "keeper", None) is not None
            return ask_abandon(self, QUIT_QUESTION if kept else ABANDON_QUESTION)

    def how_to_play(self) -> None:
        """Show the short rules; the game waits meanwhile."""
        from pit_desktop.ui.dialogs import show_how_to_play

        with self._modal():
            show_how_to_play(self)

    def show_keys(self) -> None:
        """List the keys; the game waits meanwhile."""
        from pit_desktop.ui.keys import show_keys

        with self._modal():
            show_keys(self)

    def about(self) -> None:
        """Show the About box; the game waits meanwhile."""
        from pit_desktop.ui.dialogs import show_about

        with self._modal():
            show_about(self)

    def save_record(self) -> None:
        """Ask where to save the last finished hand's record, and save it (see ``docs/hand-record.md``). The
        dialog opens in the folder used last, or the documents folder (``PrefsStore.last_folder``)."""
        from PySide6.QtWidgets import QFileDialog

        if not self._in_game():
            return
        hand_no = self.controller.engine.hand_no if self.controller.engine else 0
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

    def _close_dialogs(self) -> None:
        """Reject every dialog still open over the window (it is closing): none may start a game later."""
        for dialog in self.findChildren(QDialog):
            if dialog.isVisible():
                dialog.reject()
