"""The frame's menus: Game (New game, Mute, Pause, Pause when away, Quit), View, Language and Help, the
helpers a game uses to add its own (:meth:`FrameMenus._menu`, :meth:`FrameMenus._action`), and their words
again after a language change. A mixin of :class:`~pit_desktop.ui.shell.frame.ShellWindow`; GUI thread only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from pit_desktop.persistence.shell_prefs import Appearance
from pit_desktop.ui.language import LANGUAGE_NAMES, current_language

if TYPE_CHECKING:
    from pit_desktop.ui.shell.game import Game

PAUSE_KEY = "P"
"""Pauses the game and lets it go on (Game → Pause)."""

QUIT_KEY = "Ctrl+Q"
"""Quits, from the window and from the new-game dialog (Cmd+Q on macOS, where Qt maps Ctrl to Command).
Named outright: Qt's standard Quit key has no binding on Windows."""


class FrameMenus:
    """Builds the frame's menus; the slots (``new_game_dialog``, ``set_muted``, ...) are the frame's. Uses
    the window's ``game``, ``menuBar`` and ``addAction``."""

    game: Game
    new_game_action: QAction
    mute_action: QAction
    pause_action: QAction
    pause_away_action: QAction
    reduce_motion_action: QAction
    language_actions: dict[str, QAction]
    appearance_actions: dict[Appearance, QAction]
    game_menu: QMenu
    view_menu: QMenu
    quit_separator: QAction

    def _menu(self, text: str) -> QMenu:
        """A menu on the menu bar titled ``text``, English marked with ``QT_TRANSLATE_NOOP("WindowLayout",
        …)``: shown translated, and again after a language change (:meth:`_retranslate_menus`)."""
        menu = self.menuBar().addMenu(menu_text(text))
        menu.menuAction().setProperty("source", text)
        return menu

    def _submenu(self, menu: QMenu, text: str) -> QMenu:
        """A submenu of ``menu`` titled ``text``, marked as for :meth:`_menu`."""
        sub = menu.addMenu(menu_text(text))
        sub.menuAction().setProperty("source", text)
        return sub

    def _action(self, text: str | None, shortcut: str | QKeySequence | None, slot) -> QAction:
        """A window action titled ``text``, marked as for :meth:`_menu`, with ``shortcut`` and ``slot``
        (``None``: titled by the caller)."""
        action = QAction(self)
        if text is not None:
            action.setText(menu_text(text))
            action.setProperty("source", text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if slot is not None:
            action.triggered.connect(slot)
        self.addAction(action)
        return action

    def build_frame_menus(self) -> None:
        """The menu bar: Game (New game, Mute, Pause, Pause when away, Quit), View, Language and Help; then
        the game adds its own menus and entries (:meth:`Game.build_menus`), placing them by
        :attr:`game_menu`, :attr:`mute_action`, :attr:`quit_separator` and :attr:`view_menu`."""
        self.game_menu = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&Game"))
        self.new_game_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "&New game…"), "Ctrl+N", self.new_game_dialog
        )
        self.mute_action = self._action(QT_TRANSLATE_NOOP("WindowLayout", "&Mute sound"), "M", self.set_muted)
        self.mute_action.setCheckable(True)
        quit_action = self._action(QT_TRANSLATE_NOOP("WindowLayout", "&Quit"), QUIT_KEY, self.close)
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.mute_action)
        self.game_menu.addSeparator()
        self.pause_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "&Pause"), PAUSE_KEY, self.set_paused
        )
        self.pause_action.setCheckable(True)
        self.pause_action.setProperty(
            "tip", QT_TRANSLATE_NOOP("WindowLayout", "Stop the clock and the bots; P again to go on")
        )
        self.game_menu.addAction(self.pause_action)
        self.pause_away_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "Pause when the window is &away"),
            None,
            self.set_pause_when_away,
        )
        self.pause_away_action.setCheckable(True)
        self.game_menu.addAction(self.pause_away_action)
        self.quit_separator = self.game_menu.addSeparator()
        self.game_menu.addAction(quit_action)
        self._build_view_menu()
        self._build_language_menu()
        help_menu = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&Help"))
        help_menu.addAction(
            self._action(QT_TRANSLATE_NOOP("WindowLayout", "&How to play"), "F1", self.how_to_play)
        )
        help_menu.addAction(self._action(QT_TRANSLATE_NOOP("WindowLayout", "&Keys"), None, self.show_keys))
        help_menu.addAction(
            self._action(QT_TRANSLATE_NOOP("WindowLayout", "&About Pit Desktop"), None, self.about)
        )
        self.language_actions[current_language()].setChecked(True)
        self.game.build_menus(self)
        self._retranslate_menus()  # the tips too: a language chosen before the menus were there set none

    def _build_view_menu(self) -> None:
        """The View menu: Reduce motion, and the colour scheme (the system's, light or dark)."""
        view = self.view_menu = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&View"))
        self.reduce_motion_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "Reduce &motion"), None, self.set_reduce_motion
        )
        self.reduce_motion_action.setCheckable(True)
        self.reduce_motion_action.setProperty(
            "tip", QT_TRANSLATE_NOOP("WindowLayout", "Cards, offers and the bell hold still")
        )
        view.addAction(self.reduce_motion_action)
        looks = self._submenu(view, QT_TRANSLATE_NOOP("WindowLayout", "&Appearance"))
        group = QActionGroup(self)
        group.setExclusive(True)
        names = {
            Appearance.SYSTEM: QT_TRANSLATE_NOOP("WindowLayout", "As the &system"),
            Appearance.LIGHT: QT_TRANSLATE_NOOP("WindowLayout", "&Light"),
            Appearance.DARK: QT_TRANSLATE_NOOP("WindowLayout", "&Dark"),
        }
        self.appearance_actions = {}
        for look, name in names.items():
            action = self._action(name, None, lambda _=False, look=look: self.set_appearance(look))
            action.setCheckable(True)
            group.addAction(action)
            looks.addAction(action)
            self.appearance_actions[look] = action

    def _build_language_menu(self) -> None:
        """The Language menu: one radio item per language, each named in itself (see ``LANGUAGE_NAMES``)."""
        menu = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&Language"))
        group = QActionGroup(self)
        group.setExclusive(True)
        self.language_actions = {}
        for code, name in LANGUAGE_NAMES.items():
            action = QAction(name, group)
            action.setCheckable(True)
            action.setData(code)
            action.triggered.connect(lambda _checked=False, code=code: self.set_language(code))
            menu.addAction(action)
            self.language_actions[code] = action

    def _retranslate_menus(self) -> None:
        """Every menu and action made by :meth:`_menu` and :meth:`_action` in the player's language."""
        for action in (*self.actions(), *(menu.menuAction() for menu in self.menuBar().findChildren(QMenu))):
            source = action.property("source")
            if isinstance(source, str):
                action.setText(menu_text(source))
            tip = action.property("tip")
            if isinstance(tip, str):
                action.setToolTip(menu_text(tip))
                action.setStatusTip(menu_text(tip))


def menu_text(text: str) -> str:
    """``text`` translated in the ``"WindowLayout"`` context, where the menus mark it (the context keeps the
    name of the class that first built them, so their translations stay)."""
    return QCoreApplication.translate("WindowLayout", text)
