"""The main window's widgets, menus and wiring: how it is put together, apart from what it does.

:class:`WindowLayout` is a mixin of :class:`~pit_desktop.ui.window.MainWindow` (a ``QMainWindow``); its
methods run once, from the window's constructor, in the GUI thread.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from pit_desktop.i18n import QT_TRANSLATE_NOOP
from pit_desktop.ui.bell import BellButton
from pit_desktop.ui.hand_widget import HandWidget
from pit_desktop.ui.language import LANGUAGE_NAMES
from pit_desktop.ui.result_panel import ResultPanel
from pit_desktop.ui.side_panel import SidePanel
from pit_desktop.ui.table_widget import TableWidget

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
    status: QLabel
    bell: BellButton
    offer_button: QPushButton
    withdraw_button: QPushButton
    new_game_button: QPushButton
    new_game_action: QAction
    next_hand_action: QAction
    save_record_action: QAction
    mute_action: QAction
    language_actions: dict[str, QAction]

    def _build(self) -> None:
        self.table = TableWidget()
        self.floor = self.table.floor
        self.hand = HandWidget()
        self.side = SidePanel()
        self.result = ResultPanel(self.table)
        self.status = QLabel()
        self.status.setObjectName("status")
        self.status.setMinimumHeight(34)
        self.status.setWordWrap(True)
        self.bell = BellButton()
        self.offer_button = QPushButton()
        self.withdraw_button = QPushButton()
        self.new_game_button = QPushButton()
        self.new_game_button.setObjectName("primary")
        self._retranslate_buttons()
        controls = QVBoxLayout()
        controls.addStretch(1)
        controls.addWidget(self.bell, 0, Qt.AlignmentFlag.AlignHCenter)
        controls.addWidget(self.offer_button)
        controls.addWidget(self.withdraw_button)
        controls.addStretch(1)
        hand_row = QHBoxLayout()
        hand_row.addWidget(self.hand, 1)
        hand_row.addLayout(controls)
        status_row = QHBoxLayout()
        status_row.addWidget(self.status, 1)
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

    def _action(self, text: str, shortcut: str | QKeySequence | None, slot) -> QAction:
        """A window action titled ``text``, marked as for :meth:`_menu`, with ``shortcut`` and ``slot``."""
        action = QAction(_tr(text), self)
        action.setProperty("source", text)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
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
        game.addAction(quit_action)
        trade = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&Trade"))
        trade.addAction(
            self._action(
                QT_TRANSLATE_NOOP("WindowLayout", "&Offer the selected cards"), "Space", self.offer_selection
            )
        )
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
        self._build_language_menu()
        help_menu = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&Help"))
        help_menu.addAction(
            self._action(QT_TRANSLATE_NOOP("WindowLayout", "&How to play"), "F1", self.how_to_play)
        )
        help_menu.addAction(
            self._action(QT_TRANSLATE_NOOP("WindowLayout", "&About Pit Desktop"), None, self.about)
        )

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


def _tr(text: str) -> str:
    """``text`` translated in the ``"WindowLayout"`` context, where the menus mark it."""
    return QCoreApplication.translate("WindowLayout", text)
