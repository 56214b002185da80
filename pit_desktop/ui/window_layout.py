"""The main window's widgets, menus and wiring: how it is put together, apart from what it does.

:class:`WindowLayout` is a mixin of :class:`~pit_desktop.ui.window.MainWindow` (a ``QMainWindow``); its
methods run once, from the window's constructor, in the GUI thread.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from pit_desktop.bots import PACES, Pace
from pit_desktop.i18n import QT_TRANSLATE_NOOP
from pit_desktop.persistence.prefs import Appearance
from pit_desktop.ui.bell import BellButton
from pit_desktop.ui.bot_words import pace_name, pace_tip
from pit_desktop.ui.hand_widget import HandWidget
from pit_desktop.ui.holding_note import HoldingNote
from pit_desktop.ui.language import LANGUAGE_NAMES
from pit_desktop.ui.motion import Motion
from pit_desktop.ui.pause_overlay import PauseOverlay
from pit_desktop.ui.result_panel import ResultPanel
from pit_desktop.ui.side_panel import SidePanel
from pit_desktop.ui.status_line import TwoLineLabel
from pit_desktop.ui.table_widget import TableWidget

PAUSE_KEY = "P"
"""Pauses the game and lets it go on (Game → Pause)."""

QUIT_KEY = "Ctrl+Q"
"""Quits, from the window and from the new-game dialog (Cmd+Q on macOS, where Qt maps Ctrl to Command).
Named outright: Qt's standard Quit key has no binding on Windows."""


class WindowLayout:
    """Builds the window's widgets (attributes below), its menus and shortcuts, and connects their signals
    to the window's actions. The actions themselves (``new_game_dialog``, ``offer_selection``, ...) are the
    window's."""

    table: TableWidget
    hand: HandWidget
    side: SidePanel
    result: ResultPanel
    paused_overlay: PauseOverlay
    status: QLabel
    holding: HoldingNote
    bell: BellButton
    offer_button: QPushButton
    withdraw_button: QPushButton
    new_game_button: QPushButton
    new_game_action: QAction
    next_hand_action: QAction
    save_record_action: QAction
    mute_action: QAction
    language_actions: dict[str, QAction]
    pause_action: QAction
    pause_away_action: QAction
    pace_actions: dict[Pace, QAction]
    motion: Motion
    reduce_motion_action: QAction
    appearance_actions: dict[Appearance, QAction]

    def _build(self) -> None:
        self.table = TableWidget()
        self.floor = self.table.floor
        self.hand = HandWidget()
        self.side = SidePanel()
        self.result = ResultPanel(self.table)
        self.paused_overlay = PauseOverlay(self.table)
        self.status = TwoLineLabel()
        self.status.setObjectName("status")
        self.holding = HoldingNote()
        self.bell = BellButton()
        self.offer_button = QPushButton()
        self.withdraw_button = QPushButton()
        self.new_game_button = QPushButton()
        self.new_game_button.setObjectName("primary")
        self._retranslate_buttons()
        buttons = QHBoxLayout()  # side by side: the hand's row stays as short as the hand (small screens)
        buttons.setSpacing(6)
        buttons.addWidget(self.offer_button)
        buttons.addWidget(self.withdraw_button)
        controls = QVBoxLayout()
        controls.addStretch(1)
        controls.addWidget(self.bell, 0, Qt.AlignmentFlag.AlignHCenter)
        controls.addLayout(buttons)
        controls.addStretch(1)
        hand_row = QHBoxLayout()
        hand_row.addWidget(self.hand, 1)
        hand_row.addLayout(controls)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.holding)
        status_row.addWidget(self.new_game_button)
        left = QVBoxLayout()
        left.setContentsMargins(8, 8, 8, 8)
        left.addWidget(self.table, 3)
        left.addLayout(status_row)
        left.addLayout(hand_row, 2)
        central = QWidget()
        central.setObjectName("central")
        root = QHBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        root.addLayout(left, 1)
        root.addWidget(self.side)
        self.setCentralWidget(central)
        self.motion = Motion(central)

    def _retranslate_buttons(self) -> None:
        """The buttons' words in the player's language (again on every language change)."""
        self.offer_button.setText(self.tr("Offer"))
        self.offer_button.setToolTip(self.tr("Offer the selected cards (Space)"))
        self.withdraw_button.setText(self.tr("Withdraw"))
        self.withdraw_button.setToolTip(self.tr("Withdraw your offer (W)"))
        self.new_game_button.setText(self.tr("Deal a new game"))

    def _menu(self, text: str) -> QMenu:
        """A menu on the menu bar titled ``text``, English marked with ``QT_TRANSLATE_NOOP("WindowLayout",
        …)``: shown translated, and again after a language change (:meth:`_retranslate_menus`)."""
        menu = self.menuBar().addMenu(_tr(text))
        menu.menuAction().setProperty("source", text)
        return menu

    def _action(self, text: str | None, shortcut: str | QKeySequence | None, slot) -> QAction:
        """A window action titled ``text``, marked as for :meth:`_menu`, with ``shortcut`` and ``slot``
        (``None``: titled by the caller, as the paces are)."""
        action = QAction(self)
        if text is not None:
            action.setText(_tr(text))
            action.setProperty("source", text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if slot is not None:
            action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_menus(self) -> None:
        game = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&Game"))
        self.new_game_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "&New game…"), "Ctrl+N", self.new_game_dialog
        )
        self.next_hand_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "Deal the next &hand"), "Ctrl+D", self.next_hand
        )
        self.save_record_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "&Save the last hand's record…"), "Ctrl+S", self.save_record
        )
        self.mute_action = self._action(QT_TRANSLATE_NOOP("WindowLayout", "&Mute sound"), "M", self.set_muted)
        self.mute_action.setCheckable(True)
        quit_action = self._action(QT_TRANSLATE_NOOP("WindowLayout", "&Quit"), QUIT_KEY, self.close)
        for a in (self.new_game_action, self.next_hand_action, self.save_record_action, self.mute_action):
            game.addAction(a)
        game.addSeparator()
        self.pause_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "&Pause"), PAUSE_KEY, self.set_paused
        )
        self.pause_action.setCheckable(True)
        self.pause_action.setProperty(
            "tip", QT_TRANSLATE_NOOP("WindowLayout", "Stop the clock and the bots; P again to go on")
        )
        game.addAction(self.pause_action)
        self.pause_away_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "Pause when the window is &away"),
            None,
            self.set_pause_when_away,
        )
        self.pause_away_action.setCheckable(True)
        game.addAction(self.pause_away_action)
        pace_title = QT_TRANSLATE_NOOP("WindowLayout", "Pa&ce")
        pace_menu = game.addMenu(_tr(pace_title))
        pace_menu.menuAction().setProperty("source", pace_title)
        pace_group = QActionGroup(self)
        self.pace_actions = {}
        for pace in PACES:
            action = self._action(None, None, lambda _=False, p=pace: self.choose_pace(p))
            action.setCheckable(True)
            pace_group.addAction(action)
            pace_menu.addAction(action)
            self.pace_actions[pace] = action
        pace_menu.setToolTipsVisible(True)
        game.addSeparator()
        game.addAction(quit_action)
        trade = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&Trade"))
        offer = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "&Offer the selected cards"), "O", self.offer_selection
        )
        offer.setShortcuts([QKeySequence("O"), QKeySequence("Space")])  # Space: when the hand has no focus
        trade.addAction(offer)
        trade.addAction(
            self._action(QT_TRANSLATE_NOOP("WindowLayout", "&Withdraw your offer"), "W", self.withdraw)
        )
        trade.addAction(
            self._action(
                QT_TRANSLATE_NOOP("WindowLayout", "Clear the &selection"), "Esc", self.clear_selection
            )
        )
        trade.addSeparator()
        trade.addAction(
            self._action(
                QT_TRANSLATE_NOOP("WindowLayout", "Ring the &bell (claim a corner)"), "B", self.ring_bell
            )
        )
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

    def _build_view_menu(self) -> None:
        """The View menu: Reduce motion, and the colour scheme (the system's, light or dark)."""
        view = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&View"))
        self.reduce_motion_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "Reduce &motion"), None, self.set_reduce_motion
        )
        self.reduce_motion_action.setCheckable(True)
        self.reduce_motion_action.setProperty(
            "tip", QT_TRANSLATE_NOOP("WindowLayout", "Cards, offers and the bell hold still")
        )
        view.addAction(self.reduce_motion_action)
        title = QT_TRANSLATE_NOOP("WindowLayout", "&Appearance")
        looks = view.addMenu(_tr(title))
        looks.menuAction().setProperty("source", title)
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
                action.setText(_tr(source))
            tip = action.property("tip")
            if isinstance(tip, str):
                action.setToolTip(_tr(tip))
                action.setStatusTip(_tr(tip))
        for pace, action in self.pace_actions.items():
            action.setText(pace_name(pace))
            action.setToolTip(pace_tip(pace))
            action.setStatusTip(pace_tip(pace))

    def walk_offers_by_tab(self) -> None:
        """Tab goes from the hand through the opponents' offers (only those out now), then the bell and the
        buttons, and back to the hand."""
        chain = [self.hand, *(seat.offer_spot for seat in self.table.seats), self.bell]
        chain += [self.offer_button, self.withdraw_button]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _wire(self) -> None:
        self.floor.cards_dropped.connect(self.offer_cards)
        self.floor.bad_drop.connect(self._bad_drop)
        self.floor.clicked.connect(self._floor_clicked)
        self.floor.withdraw_clicked.connect(self.withdraw)
        self.bell.clicked.connect(self.ring_bell)
        self.offer_button.clicked.connect(self.offer_selection)
        self.withdraw_button.clicked.connect(self.withdraw)
        self.new_game_button.clicked.connect(self.new_game_dialog)
        self.result.next_hand_clicked.connect(self.next_hand)
        self.result.new_game_clicked.connect(self.new_game_dialog)
        self.hand.activated.connect(self._update_buttons)
        self.hand.selection_changed.connect(self._update_buttons)
        self.hand.drag_missed.connect(self._drag_missed)
        self.hand.notice.connect(self._bad_drop)  # an Enter meant for an offer that went
        self.paused_overlay.go_on_clicked.connect(lambda: self.set_paused(False))
        self.paused_overlay.drop_refused.connect(self._refused_while_paused)


def _tr(text: str) -> str:
    """``text`` translated in the ``"WindowLayout"`` context, where the menus mark it."""
    return QCoreApplication.translate("WindowLayout", text)
