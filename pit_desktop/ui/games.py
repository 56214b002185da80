"""The games this program plays, and the player's choice between them: Game → Play (Pit or Pitch), remembered
(``ShellPrefs.last_game``), so ``pit-desktop`` opens the game chosen last. GUI thread only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QActionGroup

if TYPE_CHECKING:
    from pit_desktop.persistence.shell_prefs import ShellPrefs
    from pit_desktop.ui.shell.frame import ShellWindow
    from pit_desktop.ui.shell.game import Game

MENUS = "GameChoice"
"""The translation context of Game → Play and the games' names in it."""

GAME_NAMES: dict[str, str] = {
    "pit": QT_TRANSLATE_NOOP("GameChoice", "&Pit"),
    "pitch": QT_TRANSLATE_NOOP("GameChoice", "Pi&tch"),
}
"""Each game's id and its menu title (marked for translation)."""

GAME_IDS: tuple[str, ...] = tuple(GAME_NAMES)
"""The games' ids, Pit first (the default)."""


def game_by_id(game_id: str) -> Game:
    """The game object of ``game_id`` (``"pit"`` or ``"pitch"``).

    Raises:
        KeyError: no game has that id.
    """
    if game_id == "pit":
        from pit_desktop.ui.pit_game import PIT

        return PIT
    if game_id == "pitch":
        from pit_desktop.ui.pitch_game import PITCH

        return PITCH
    raise KeyError(game_id)


def every_sound() -> tuple[str, ...]:
    """Every sound the program plays: the shell's own (``SHARED_SOUNDS``), then each game's
    (``Game.sounds()``), Pit's first, each name once. The smoke test loads them all."""
    from pit_desktop.ui.sound import SHARED_SOUNDS

    names = [*SHARED_SOUNDS]
    for game_id in GAME_IDS:
        names += game_by_id(game_id).sounds()
    return tuple(dict.fromkeys(names))


def remembered_game(store: ShellPrefs) -> Game:
    """The game the player chose last (Pit the first time)."""
    return game_by_id(store.last_game(GAME_IDS))


def add_game_choice(window: ShellWindow, current: str) -> None:
    """Game → Play (before Quit): one radio entry per game, ``current`` checked; choosing another remembers
    it and switches the window to it (:func:`switch_game`)."""
    menu = window._submenu(window.game_menu, QT_TRANSLATE_NOOP("GameChoice", "P&lay"), MENUS)
    window.game_menu.insertMenu(window.quit_separator, menu)
    group = QActionGroup(window)
    window.game_actions = {}  # type: ignore[attr-defined]
    for game_id, title in GAME_NAMES.items():
        action = window._action(title, None, lambda _=False, g=game_id: switch_game(window, g), MENUS)
        action.setCheckable(True)
        action.setChecked(game_id == current)
        group.addAction(action)
        menu.addAction(action)
        window.game_actions[game_id] = action  # type: ignore[attr-defined]


def switch_game(window: ShellWindow, game_id: str) -> None:
    """Play ``game_id`` from now on: remembered, and the window closes (asking first if a game is in
    progress: "Switch to Pit now? Your Pitch game is kept …") for ``run_gui`` to open the chosen game's
    (:attr:`next_game`)."""
    if game_by_id(game_id) is window.game:
        return
    if not window.confirm_switch(game_name(game_id), game_name(current_id(window))):
        window.next_game = None  # type: ignore[attr-defined]
        keep_choice(window)
        return
    window._leaving = True  # asked already: closing the window must not ask again
    window.next_game = game_id  # type: ignore[attr-defined]
    if not window.close():  # the window would not close
        window._leaving = False
        window.next_game = None  # type: ignore[attr-defined]
        keep_choice(window)
        return
    window.store.set_last_game(game_id)
    window.store.sync()


def game_name(game_id: str) -> str:
    """A game's name as the player reads it in a sentence ("Pit", "Pitch"), translated: its menu title
    without the shortcut's mark."""
    return QCoreApplication.translate(MENUS, GAME_NAMES[game_id]).replace("&", "")


def current_id(window: ShellWindow) -> str:
    """The id of the game ``window`` plays."""
    return next(g for g in GAME_IDS if game_by_id(g) is window.game)


def keep_choice(window: ShellWindow) -> None:
    """Game → Play shows the game still played (the player kept it)."""
    for g, action in window.game_actions.items():  # type: ignore[attr-defined]
        action.setChecked(game_by_id(g) is window.game)
