"""The frame's menus: Game (New game, Mute, Pause, Pause when away, Quit), View, Language and Help, the
helpers a game uses to add its own (:meth:`FrameMenus._menu`, :meth:`FrameMenus._action`), and their words
again after a language change. A mixin of :class:`~pit_desktop.shell.frame.ShellWindow`; GUI thread only.

Each title is translated in the context it was marked in: the frame's own in :data:`MENUS`, a game's in one
of the game's (Pit's ``"WindowLayout"``, Pitch's ``"PitchWindow"``), so that no game's catalogue entries
carry another's words.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.shell.language import LANGUAGE_NAMES, current_language
from pit_desktop.shell.prefs import CARD_SCALES, Appearance

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow

    from pit_desktop.shell.frame import ShellWindow
    from pit_desktop.shell.game import Game
    from pit_desktop.shell.session import GameSession

    # out here, not in the class: pyside6-lupdate loses a class's context at a block nested in its body
    class _Frame(QMainWindow):
        """To the type checker, the window this is a part of: QMainWindow, with the frame's slots the menus
        connect: ShellWindow's and FrameDialogs'."""

        def new_game_dialog(self) -> None: ...
        def set_muted(self, muted: bool) -> None: ...
        def set_paused(self, paused: bool) -> bool: ...
        def set_pause_when_away(self, on: bool) -> None: ...
        def set_reduce_motion(self, on: bool) -> None: ...
        def set_appearance(self, appearance: Appearance) -> None: ...
        def set_card_scale(self, percent: int) -> None: ...
        def set_left_handed(self, on: bool) -> None: ...
        def set_language(self, language: str) -> None: ...
        def how_to_play(self) -> None: ...
        def show_keys(self) -> None: ...
        def about(self) -> None: ...
else:
    _Frame = object  # a mixin: ShellWindow lists QMainWindow after it

PAUSE_KEY = "P"
"""Pauses the game and lets it go on (Game → Pause)."""

QUIT_KEY = "Ctrl+Q"
"""Quits, from the window and from the new-game dialog (Cmd+Q on macOS, where Qt maps Ctrl to Command).
Named outright: Qt's standard Quit key has no binding on Windows."""

MENUS = "FrameMenus"
"""The translation context of the frame's own menu titles (the class that builds them)."""

CARD_SCALE_TEXT = QT_TRANSLATE_NOOP("FrameMenus", "%1 %")
"""View → Card size's entries: ``%1`` is the size, per cent of the usual (French writes "150 %", English
"150%" is as good read either way)."""


class FrameMenus(_Frame):
    """Builds the frame's menus; the slots (``new_game_dialog``, ``set_muted``, ...) are the frame's. Uses
    the window's ``game``, ``menuBar``, ``addAction`` and ``_controller`` (``None`` before the first game:
    nothing to hold then)."""

    game: Game
    _controller: GameSession | None
    _menus_holding: dict[QMenu, GameSession]
    new_game_action: QAction
    mute_action: QAction
    pause_action: QAction
    pause_away_action: QAction
    reduce_motion_action: QAction
    language_actions: dict[str, QAction]
    appearance_actions: dict[Appearance, QAction]
    left_handed_action: QAction
    card_scale_actions: dict[int, QAction]
    game_menu: QMenu
    view_menu: QMenu
    help_menu: QMenu
    quit_separator: QAction

    def _menu(self, text: str, context: str) -> QMenu:
        """A menu on the menu bar titled ``text``, English marked with ``QT_TRANSLATE_NOOP(context, …)``:
        shown translated in ``context``, and again after a language change (:meth:`_retranslate_menus`)."""
        menu = self.menuBar().addMenu("")
        mark(menu.menuAction(), text, context)
        return menu

    def _submenu(self, menu: QMenu, text: str, context: str) -> QMenu:
        """A submenu of ``menu`` titled ``text``, marked as for :meth:`_menu`."""
        sub = menu.addMenu("")
        mark(sub.menuAction(), text, context)
        return sub

    def _action(
        self, text: str | None, shortcut: str | QKeySequence | None, slot, context: str | None = None
    ) -> QAction:
        """A window action titled ``text``, marked in ``context`` as for :meth:`_menu`, with ``shortcut`` and
        ``slot`` (``text`` ``None``: titled by the caller, no context).

        Raises:
            ValueError: a title without its context.
        """
        action = QAction(self)
        if text is not None:
            if context is None:
                raise ValueError(f"menu text {text!r} needs the context it is marked in")
            mark(action, text, context)
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
        :attr:`game_menu`, :attr:`mute_action`, :attr:`quit_separator`, :attr:`view_menu` and
        :attr:`help_menu` (a game's Learn to play goes first in it)."""
        self.game_menu = self._menu(QT_TRANSLATE_NOOP("FrameMenus", "&Game"), MENUS)
        self.new_game_action = self._action(
            QT_TRANSLATE_NOOP("FrameMenus", "&New game…"), "Ctrl+N", self.new_game_dialog, MENUS
        )
        self.mute_action = self._action(
            QT_TRANSLATE_NOOP("FrameMenus", "&Mute sound"), "M", self.set_muted, MENUS
        )
        self.mute_action.setCheckable(True)
        quit_action = self._action(QT_TRANSLATE_NOOP("FrameMenus", "&Quit"), QUIT_KEY, self.close, MENUS)
        self.game_menu.addAction(self.new_game_action)
        self.game_menu.addAction(self.mute_action)
        self.game_menu.addSeparator()
        self.pause_action = self._action(
            QT_TRANSLATE_NOOP("FrameMenus", "&Pause"), PAUSE_KEY, self.set_paused, MENUS
        )
        self.pause_action.setCheckable(True)
        self.pause_action.setProperty(
            "tip", QT_TRANSLATE_NOOP("FrameMenus", "Stop the clock and the bots; P again to go on")
        )
        self.game_menu.addAction(self.pause_action)
        self.pause_away_action = self._action(
            QT_TRANSLATE_NOOP("FrameMenus", "Pause when the window is &away"),
            None,
            self.set_pause_when_away,
            MENUS,
        )
        self.pause_away_action.setCheckable(True)
        self.game_menu.addAction(self.pause_away_action)
        self.quit_separator = self.game_menu.addSeparator()
        self.game_menu.addAction(quit_action)
        self._build_view_menu()
        self._build_language_menu()
        help_menu = self.help_menu = self._menu(QT_TRANSLATE_NOOP("FrameMenus", "&Help"), MENUS)
        help_menu.addAction(
            self._action(QT_TRANSLATE_NOOP("FrameMenus", "&How to play"), "F1", self.how_to_play, MENUS)
        )
        help_menu.addAction(
            self._action(QT_TRANSLATE_NOOP("FrameMenus", "&Keys"), None, self.show_keys, MENUS)
        )
        help_menu.addAction(
            self._action(QT_TRANSLATE_NOOP("FrameMenus", "&About Pit Desktop"), None, self.about, MENUS)
        )
        self.language_actions[current_language()].setChecked(True)
        self.game.build_menus(cast("ShellWindow", self))  # ShellWindow is the one class made of this
        self._retranslate_menus()  # the tips too: a language chosen before the menus were there set none
        self._hold_game_in_menus()

    def _hold_game_in_menus(self) -> None:
        """Every menu of the menu bar, the game's own too, holds the game while it is open, as a modal
        dialog does: a player reading a menu is not at the table, so time and the bots stand still
        (``GameSession.pause``); it goes on by itself when the menu closes. A submenu opens inside its
        menu, which holds it already. No veil covers the table: a glance at a menu lasts a second, and
        nothing can be played while a menu holds the mouse and the keys."""
        self._menus_holding = {}
        for action in self.menuBar().actions():
            menu = action.menu()
            if isinstance(menu, QMenu):
                menu.aboutToShow.connect(partial(self._menu_opened, menu))
                menu.aboutToHide.connect(partial(self._menu_closed, menu))

    def _menu_opened(self, menu: QMenu) -> None:
        session = self._controller
        if session is not None and menu not in self._menus_holding:
            self._menus_holding[menu] = session
            session.pause()

    def _menu_closed(self, menu: QMenu) -> None:
        session = self._menus_holding.pop(menu, None)
        if session is not None:
            session.resume()

    def _build_view_menu(self) -> None:
        """The View menu: Reduce motion, the colour scheme (the system's, light or dark), the card size and
        the left-handed layout."""
        view = self.view_menu = self._menu(QT_TRANSLATE_NOOP("FrameMenus", "&View"), MENUS)
        self.reduce_motion_action = self._action(
            QT_TRANSLATE_NOOP("FrameMenus", "Reduce &motion"), None, self.set_reduce_motion, MENUS
        )
        self.reduce_motion_action.setCheckable(True)
        self.reduce_motion_action.setProperty(
            "tip", QT_TRANSLATE_NOOP("FrameMenus", "Cards, offers and the bell hold still")
        )
        view.addAction(self.reduce_motion_action)
        looks = self._submenu(view, QT_TRANSLATE_NOOP("FrameMenus", "&Appearance"), MENUS)
        group = QActionGroup(self)
        group.setExclusive(True)
        names = {
            Appearance.SYSTEM: QT_TRANSLATE_NOOP("FrameMenus", "As the &system"),
            Appearance.LIGHT: QT_TRANSLATE_NOOP("FrameMenus", "&Light"),
            Appearance.DARK: QT_TRANSLATE_NOOP("FrameMenus", "&Dark"),
        }
        self.appearance_actions = {}
        for look, name in names.items():
            action = self._action(name, None, lambda _=False, look=look: self.set_appearance(look), MENUS)
            action.setCheckable(True)
            group.addAction(action)
            looks.addAction(action)
            self.appearance_actions[look] = action
        sizes = self._submenu(view, QT_TRANSLATE_NOOP("FrameMenus", "Card &size"), MENUS)
        group = QActionGroup(self)
        group.setExclusive(True)
        self.card_scale_actions = {}
        for percent in CARD_SCALES:
            action = self._action(None, None, lambda _=False, p=percent: self.set_card_scale(p))
            action.setCheckable(True)
            group.addAction(action)
            sizes.addAction(action)
            self.card_scale_actions[percent] = action
        self.left_handed_action = self._action(
            QT_TRANSLATE_NOOP("FrameMenus", "&Left-handed layout"), None, self.set_left_handed, MENUS
        )
        self.left_handed_action.setCheckable(True)
        self.left_handed_action.setProperty(
            "tip", QT_TRANSLATE_NOOP("FrameMenus", "The side panel and the buttons on the left")
        )
        view.addAction(self.left_handed_action)

    def _build_language_menu(self) -> None:
        """The Language menu: one radio item per language, each named in itself (see ``LANGUAGE_NAMES``)."""
        menu = self._menu(QT_TRANSLATE_NOOP("FrameMenus", "&Language"), MENUS)
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
        """Every menu and action marked by :func:`mark` (:meth:`_menu`, :meth:`_action`, …) in the player's
        language, and the card sizes (a per cent in the language's way: "150 %", "150%")."""
        for percent, size in self.card_scale_actions.items():
            size.setText(menu_text(CARD_SCALE_TEXT, MENUS).replace("%1", str(percent)))
        for action in (*self.actions(), *(menu.menuAction() for menu in self.menuBar().findChildren(QMenu))):
            source, context = action.property("source"), action.property("context")
            if not isinstance(source, str) or not isinstance(context, str):
                continue
            action.setText(menu_text(source, context))
            tip = action.property("tip")
            if isinstance(tip, str):
                action.setToolTip(menu_text(tip, context))
                action.setStatusTip(menu_text(tip, context))


def mark(action: QAction, text: str, context: str) -> None:
    """Title ``action`` (a menu's :meth:`~QMenu.menuAction` too) with ``text``, marked for translation in
    ``context``: translated now, and again by :meth:`FrameMenus._retranslate_menus` after a language change.
    A tooltip set as the ``"tip"`` property is translated in the same context."""
    action.setText(menu_text(text, context))
    action.setProperty("source", text)
    action.setProperty("context", context)


def menu_text(text: str, context: str) -> str:
    """``text`` translated in ``context``, where the menus mark it."""
    return QCoreApplication.translate(context, text)
