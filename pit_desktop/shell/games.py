"""The games this program plays, and the player's choice between them: Game → Play (Pit or Pitch) and the
choice of game at the top of the new-game dialog, remembered (``ShellPrefs.last_game``), so ``pit-desktop``
opens the game chosen last. GUI thread only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import (
    QBoxLayout,
    QButtonGroup,
    QDialog,
    QFormLayout,
    QGroupBox,
    QRadioButton,
    QVBoxLayout,
)

from pit_desktop.core import registry
from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.shell.dialogs import HANDED_OVER
from pit_desktop.shell.fit import body_layout

if TYPE_CHECKING:
    from pit_desktop.shell.frame import ShellWindow
    from pit_desktop.shell.game import Game
    from pit_desktop.shell.prefs import ShellPrefs

MENUS = registry.CONTEXT
"""The translation context of Game → Play and the games' names in it."""

CHOICE_TITLE = QT_TRANSLATE_NOOP("GameChoice", "Game")
"""The title over the choice of game in the new-game dialog."""


def game_ids() -> tuple[str, ...]:
    """The games' ids, from the registry (:mod:`pit_desktop.core.registry`), the default first."""
    return registry.ids()


GAME_IDS: tuple[str, ...] = registry.ids()
"""The games' ids when this module was imported, Pit first (the default); :func:`game_ids` reads the
registry as it is now."""


def game_by_id(game_id: str) -> Game:
    """The game object of ``game_id`` (``"pit"``, ``"pitch"``): its registry entry's window, imported now.

    Raises:
        KeyError: no game has that id.
    """
    game: Game = registry.game(game_id).window.load()
    return game


def every_sound() -> tuple[str, ...]:
    """Every sound the program plays: the shell's own (``SHARED_SOUNDS``), then each game's
    (``Game.sounds()``), Pit's first, each name once. The smoke test loads them all."""
    from pit_desktop.shell.sound import SHARED_SOUNDS

    names = [*SHARED_SOUNDS]
    for entry in registry.games():
        names += entry.sounds
    return tuple(dict.fromkeys(names))


def remembered_game(store: ShellPrefs) -> Game:
    """The game the player chose last (Pit the first time)."""
    return game_by_id(store.last_game(game_ids()))


def add_game_choice(window: ShellWindow, current: str) -> None:
    """Game → Play (before Quit): one radio entry per game, ``current`` checked; choosing another remembers
    it and switches the window to it (:func:`switch_game`)."""
    menu = window._submenu(window.game_menu, QT_TRANSLATE_NOOP("GameChoice", "P&lay"), MENUS)
    window.game_menu.insertMenu(window.quit_separator, menu)
    group = QActionGroup(window)
    window.game_actions = {}  # type: ignore[attr-defined]
    for entry in registry.games():
        game_id = entry.id
        action = window._action(
            entry.menu_name, None, lambda _=False, g=game_id: switch_game(window, g), MENUS
        )
        action.setCheckable(True)
        action.setChecked(game_id == current)
        group.addAction(action)
        menu.addAction(action)
        window.game_actions[game_id] = action  # type: ignore[attr-defined]
    window.game_choice = CHOOSER  # and the choice at the top of the new-game dialog


class GameChoiceBox(QGroupBox):
    """The choice of game at the top of a new-game dialog: one radio button per game (its registry entry's
    ``choice``),
    ``game_id`` checked. Choosing another hands the dialog over: it ends with ``done(HANDED_OVER)``, the
    game chosen in its ``handedTo`` property, and shows its own game again for when it is opened next.

    Args:
        game_id: the game whose options the dialog asks for.
        dialog: that dialog; the box goes at the top of its layout (a box or a form layout), or of its
            scrolling body's (``ui.shell.fit.scrolling_body``).
    """

    def __init__(self, game_id: str, dialog: QDialog) -> None:
        super().__init__(QCoreApplication.translate(MENUS, CHOICE_TITLE))
        self.setObjectName("gameChoice")
        self.game_id = game_id
        self._dialog = dialog
        self.buttons: dict[str, QRadioButton] = {}
        self._group = QButtonGroup(self)
        column = QVBoxLayout(self)
        for entry in registry.games():
            g = entry.id
            button = QRadioButton(QCoreApplication.translate(MENUS, entry.choice))
            button.setObjectName(f"gameChoice-{g}")
            button.setAccessibleName(button.text())
            button.setChecked(g == game_id)
            self._group.addButton(button)
            column.addWidget(button)
            self.buttons[g] = button
            button.toggled.connect(lambda on, g=g: self._chosen(g) if on else None)
        layout = body_layout(dialog)  # in the dialog's scrolling body, if it has one
        if isinstance(layout, QBoxLayout):
            layout.insertWidget(0, self)
        elif isinstance(layout, QFormLayout):
            layout.insertRow(0, self)

    def _chosen(self, game_id: str) -> None:
        if game_id == self.game_id:
            return
        own = self.buttons[self.game_id]
        own.setChecked(True)  # this dialog shows its own game when it comes back, the keys on it
        own.setFocus(Qt.FocusReason.OtherFocusReason)
        self._dialog.setProperty("handedTo", game_id)
        self._dialog.done(HANDED_OVER)

    def take_focus(self) -> None:
        """The keys go to the choice (the dialog was handed over to: the player was choosing the game)."""
        self.buttons[self.game_id].setFocus(Qt.FocusReason.OtherFocusReason)


class Chooser:
    """The games' choice for the shell (:class:`~pit_desktop.shell.game.GameChoice`): each game's own
    new-game dialog with a :class:`GameChoiceBox` at its top, and the switch to the game chosen."""

    def current(self, window: ShellWindow) -> str:
        """The id of the game ``window`` plays."""
        return current_id(window)

    def new_game_dialog(self, window: ShellWindow, game_id: str) -> QDialog:
        """``game_id``'s dialog: this window's game asks before a game in progress is abandoned; another
        game's keeps its options in the same settings as the window's and asks the switch question."""
        game = game_by_id(game_id)
        if game is window.game:
            dialog = game.new_game_dialog(window.store, window, window.confirm_abandon)
        else:
            to, now = game_name(game_id), game_name(current_id(window))
            store = game.make_store(window.store.settings())
            dialog = game.new_game_dialog(store, window, lambda: window.confirm_switch(to, now))
            GameChoiceBox(game_id, dialog).take_focus()
            return dialog
        GameChoiceBox(game_id, dialog)
        return dialog

    def switch(self, window: ShellWindow, game_id: str, prefs: object) -> None:
        """Switch ``window`` to ``game_id`` (the player said Yes already), which starts with ``prefs``."""
        switch_game(window, game_id, asked=True, prefs=prefs)


CHOOSER = Chooser()
"""The one choice of game."""


def switch_game(window: ShellWindow, game_id: str, *, asked: bool = False, prefs: object = None) -> None:
    """Play ``game_id`` from now on: remembered, and the window closes (asking first if a game is in
    progress: "Switch to Pit now? Your Pitch game is kept …", unless ``asked`` already) for ``run_gui`` to
    open the chosen game's (:attr:`next_game`), which starts a game with ``prefs`` (:attr:`next_prefs`,
    chosen in the new-game dialog) or, when ``None``, starts up as at launch."""
    if game_by_id(game_id) is window.game:
        return
    if not asked and not window.confirm_switch(game_name(game_id), game_name(current_id(window))):
        window.next_game = None  # type: ignore[attr-defined]
        keep_choice(window)
        return
    window._leaving = True  # asked already: closing the window must not ask again
    window.next_game = game_id  # type: ignore[attr-defined]
    window.next_prefs = prefs  # type: ignore[attr-defined]
    if not window.close():  # the window would not close
        window._leaving = False
        window.next_game = window.next_prefs = None  # type: ignore[attr-defined]
        keep_choice(window)
        return
    window.store.set_last_game(game_id)
    window.store.sync()


def game_name(game_id: str) -> str:
    """A game's name as the player reads it in a sentence ("Pit", "Pitch"), translated: its menu title
    without the shortcut's mark."""
    return QCoreApplication.translate(MENUS, registry.game(game_id).menu_name).replace("&", "")


def current_id(window: ShellWindow) -> str:
    """The id of the game ``window`` plays."""
    return next(g for g in game_ids() if game_by_id(g) is window.game)


def keep_choice(window: ShellWindow) -> None:
    """Game → Play shows the game still played (the player kept it)."""
    for g, action in window.game_actions.items():  # type: ignore[attr-defined]
        action.setChecked(game_by_id(g) is window.game)
