"""The main window's widgets, menus and wiring: how it is put together, apart from what it does.

:class:`WindowLayout` is a mixin of :class:`~pit_desktop.ui.window.MainWindow` (a ``QMainWindow``); its
methods run once, from the window's constructor, in the GUI thread.
"""

from __future__ import annotations

import itertools

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from pit_desktop.bots import PACES, Pace
from pit_desktop.ui.bell import BellButton
from pit_desktop.ui.bot_words import pace_name, pace_tip
from pit_desktop.ui.hand_widget import HandWidget
from pit_desktop.ui.holding_note import HoldingNote
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
    pause_action: QAction
    pause_away_action: QAction
    pace_actions: dict[Pace, QAction]

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
        self.offer_button = QPushButton("Offer")
        self.offer_button.setToolTip("Offer the selected cards (Space)")
        self.withdraw_button = QPushButton("Withdraw")
        self.withdraw_button.setToolTip("Withdraw your offer (W)")
        self.new_game_button = QPushButton("Deal a new game")
        self.new_game_button.setObjectName("primary")
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

    def _action(self, text: str, shortcut: str | QKeySequence | None, slot) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu("&Game")
        self.new_game_action = self._action("&New game…", "Ctrl+N", self.new_game_dialog)
        self.next_hand_action = self._action("Deal the next &hand", "Ctrl+D", self.next_hand)
        self.save_record_action = self._action("&Save the last hand's record…", "Ctrl+S", self.save_record)
        self.mute_action = self._action("&Mute sound", "M", self.set_muted)
        self.mute_action.setCheckable(True)
        quit_action = self._action("&Quit", QUIT_KEY, self.close)
        for a in (self.new_game_action, self.next_hand_action, self.save_record_action, self.mute_action):
            game.addAction(a)
        game.addSeparator()
        self.pause_action = self._action(
            QCoreApplication.translate("MainWindow", "&Pause"), PAUSE_KEY, self.set_paused
        )
        self.pause_action.setCheckable(True)
        self.pause_action.setToolTip(
            QCoreApplication.translate("MainWindow", "Stop the clock and the bots; P again to go on")
        )
        game.addAction(self.pause_action)
        self.pause_away_action = self._action(
            QCoreApplication.translate("MainWindow", "Pause when the window is &away"),
            None,
            self.set_pause_when_away,
        )
        self.pause_away_action.setCheckable(True)
        game.addAction(self.pause_away_action)
        pace_menu = game.addMenu(QCoreApplication.translate("MainWindow", "Pa&ce"))
        pace_group = QActionGroup(self)
        self.pace_actions = {}
        for pace in PACES:
            action = self._action(pace_name(pace), None, lambda _=False, p=pace: self.choose_pace(p))
            action.setCheckable(True)
            action.setStatusTip(pace_tip(pace))
            action.setToolTip(pace_tip(pace))
            pace_group.addAction(action)
            pace_menu.addAction(action)
            self.pace_actions[pace] = action
        pace_menu.setToolTipsVisible(True)
        game.addSeparator()
        game.addAction(quit_action)
        trade = self.menuBar().addMenu("&Trade")
        offer = self._action("&Offer the selected cards", "O", self.offer_selection)
        offer.setShortcuts([QKeySequence("O"), QKeySequence("Space")])  # Space: when the hand has no focus
        trade.addAction(offer)
        trade.addAction(self._action("&Withdraw your offer", "W", self.withdraw))
        trade.addAction(self._action("Clear the &selection", "Esc", self.clear_selection))
        trade.addSeparator()
        trade.addAction(self._action("Ring the &bell (claim a corner)", "B", self.ring_bell))
        help_menu = self.menuBar().addMenu("&Help")
        help_menu.addAction(self._action("&How to play", "F1", self.how_to_play))
        help_menu.addAction(self._action("&Keys", None, self.show_keys))
        help_menu.addAction(self._action("&About Pit Desktop", None, self.about))

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
