"""The frame's dialogs: the new game, the abandon and quit questions, help and About, each modal and pausing
the game while it is up, with Ctrl+Q quitting from inside. A mixin of
:class:`~pit_desktop.shell.frame.ShellWindow`; GUI thread only.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QPoint, QRect, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QDialog, QWidget
from shiboken6 import isValid

from pit_desktop.shell.fit import fitted_size
from pit_desktop.shell.menus import QUIT_KEY
from pit_desktop.shell.words import (
    ABANDON_QUESTION,
    QUIT_QUESTION,
    SWITCH_KEPT_QUESTION,
    SWITCH_QUESTION,
    ask_abandon,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from pit_desktop.shell.frame import ShellWindow
    from pit_desktop.shell.game import Game, GameChoice
    from pit_desktop.shell.keeper import ShellKeeper
    from pit_desktop.shell.prefs import ShellPrefs
    from pit_desktop.shell.session import GameSession

    # out here, not in the class: pyside6-lupdate loses a class's context at a block nested in its body
    class _Frame(QMainWindow):
        """To the type checker, the window this is a part of: QMainWindow, with the frame's hooks:
        ShellWindow's, overridden by a game's window."""

        def offer_kept_game(self) -> bool: ...
        def start_game(self, prefs: Any) -> None: ...
        def check_settings_saved(self) -> None: ...
        def needs_abandon_confirmation(self) -> bool: ...
else:
    _Frame = object  # a mixin: ShellWindow lists QMainWindow after it

HANDED_OVER = 2
"""A new-game dialog's result when the player chose another game at its top (see ``GameChoice``)."""


class FrameDialogs(_Frame):
    """Opens the frame's dialogs. Uses the window's ``game``, ``store``, ``_controller`` (``None`` before the
    first game: nothing to pause then), and its hooks ``offer_kept_game``, ``start_game`` and
    ``needs_abandon_confirmation``."""

    game: Game
    game_choice: GameChoice | None = None
    """The choice of game in the new-game dialog (set with the games' menu, ``ui.games``); ``None``: only
    this game's options are asked."""
    store: ShellPrefs
    keeper: ShellKeeper | None
    _controller: GameSession | None
    _leaving: bool

    @contextlib.contextmanager
    def _modal(self) -> Iterator[None]:
        """Around a modal dialog's ``exec``: the game held (:meth:`_held`), and Ctrl+Q quitting from the
        dialog, which would otherwise swallow the window's key."""
        QTimer.singleShot(0, self._quit_key_in_modal)  # runs once the dialog's own event loop does
        with self._held():
            yield

    @contextlib.contextmanager
    def _held(self) -> Iterator[None]:
        """Around a modal dialog or question: the game paused (``GameSession.paused``; before the first game
        there is nothing to pause, and no session is made for it); once it is gone, the keys go back to
        the window that had them before (:meth:`_give_back_keys`)."""
        before = QApplication.activeWindow()
        paused = self._controller.paused() if self._controller is not None else contextlib.nullcontext()
        try:
            with paused:
                yield
        finally:
            self._give_back_keys(before)

    def _give_back_keys(self, before: QWidget | None) -> None:
        """Activate ``before`` (the window active when a modal window opened; this one if there was none or
        it is gone) once the modal window has closed, unless this window is going. A window manager may
        leave no window active when two modal windows close at once (the abandon question, then the
        new-game dialog): the keys then went nowhere until the table was clicked."""
        window = before if before is not None and isValid(before) and before.isVisible() else self
        if self._leaving or not self.isVisible() or self.isMinimized():
            return
        if QApplication.activeWindow() is not window:
            window.activateWindow()

    def _quit_key_in_modal(self) -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, QDialog) and dialog.property("quitKey") is None:
            dialog.setProperty("quitKey", True)
            QShortcut(QKeySequence(QUIT_KEY), dialog).activated.connect(partial(self._quit_from, dialog))

    def new_game_dialog(self) -> None:
        """Ask for a new game's options and start it; a game in progress is abandoned only if the player
        confirms (:meth:`confirm_abandon`). The game is paused while the dialog is up.

        With a :attr:`game_choice` the dialog opens on this game with the choice of game at its top;
        choosing another game there hands over to that game's dialog (in the same place, its options as
        the player left them if it was shown before), and Deal in it switches to that game
        (:meth:`confirm_switch` asks first if a game is in progress), which starts with those options.

        A saved game not offered yet (a record was opened first) is offered before: resumed, or replaced
        only once the player chose New game."""
        if self.offer_kept_game():
            return
        choice = self.game_choice
        frame = cast("ShellWindow", self)  # ShellWindow is the one class made of this
        current = game_id = choice.current(frame) if choice is not None else ""
        dialogs: dict[str, QDialog] = {}
        place: QPoint | None = None
        with self._modal():
            while True:
                if game_id not in dialogs:
                    dialogs[game_id] = (
                        choice.new_game_dialog(frame, game_id)
                        if choice is not None
                        else self.game.new_game_dialog(self.store, self, self.confirm_abandon)
                    )
                dialog = dialogs[game_id]
                if place is not None:  # where the player saw the last one (its inside: a frame's size is
                    # not known before the window manager has framed it); on the screen (ui.shell.fit)
                    dialog.setGeometry(QRect(place, fitted_size(dialog)))
                result = dialog.exec()
                if result != HANDED_OVER:
                    break
                place, game_id = dialog.geometry().topLeft(), str(dialog.property("handedTo"))
                QTimer.singleShot(0, self._quit_key_in_modal)  # Ctrl+Q in the next one too
        accepted = result == QDialog.DialogCode.Accepted
        # a game's new-game dialog has prefs() (Game.new_game_dialog); its type says QDialog only
        prefs = dialog.prefs() if accepted else None  # type: ignore[attr-defined]
        for made in dialogs.values():
            made.deleteLater()  # one dialog per use: none piles up under the window until the process ends
        if prefs is None:
            return
        if game_id != current and choice is not None:
            choice.switch(frame, game_id, prefs)
            return
        self.start_game(prefs)
        self.check_settings_saved()  # the dialog saved the choices

    def _quit_from(self, dialog: QDialog) -> None:
        """Ctrl+Q in a dialog: quit, asking first if a game is in progress; No leaves the dialog as it was."""
        if not self.confirm_abandon(quitting=True):
            return
        self._leaving = True  # asked already: closing the window must not ask again
        dialog.reject()
        QTimer.singleShot(0, self.close)

    def confirm_switch(self, to: str, current: str) -> bool:
        """Ask before switching from this game (named ``current``) to another (named ``to``) while a game is
        in progress: "Switch to Pit now? Your Pitch game is kept …" when it is kept for resuming, else that
        it will be abandoned. The game is paused meanwhile. Yes means the window may close without asking
        again.

        Returns:
            Whether the caller may go on (no game in progress, or the player said Yes).
        """
        if not self.needs_abandon_confirmation():
            return True
        with self._held():
            keeper = self.keeper
            kept = keeper is not None and keeper.sole()
            question = SWITCH_KEPT_QUESTION if kept else SWITCH_QUESTION
            return ask_abandon(self, question, (to, current))

    def confirm_abandon(self, quitting: bool = False) -> bool:
        """Ask "Abandon the game in progress?" (default No) when a game is in progress; when ``quitting`` a
        game that is kept for resuming (a ``keeper`` holding the data folder), "Quit now? Your game is kept
        …" instead. The game is paused meanwhile.

        Returns:
            Whether the caller may go on (no game in progress, or the player said Yes).
        """
        if not self.needs_abandon_confirmation():
            return True
        with self._held():
            keeper = self.keeper
            kept = quitting and keeper is not None and keeper.sole()  # another copy keeps nothing here
            return ask_abandon(self, QUIT_QUESTION if kept else ABANDON_QUESTION)

    def how_to_play(self) -> None:
        """Show the game's short rules; the game waits meanwhile."""
        with self._modal():
            self.game.how_to_play(self)

    def show_keys(self) -> None:
        """List the keys; the game waits meanwhile."""
        with self._modal():
            self.game.show_keys(self)

    def about(self) -> None:
        """Show the About box; the game waits meanwhile."""
        with self._modal():
            self.game.about(self)

    def _close_dialogs(self) -> None:
        """Reject every dialog still open over the window (it is closing): none may start a game later."""
        for dialog in self.findChildren(QDialog):
            if dialog.isVisible():
                dialog.reject()
