"""Pit's table in the main window: its widgets, Pit's menus and entries, and their wiring: how it is put
together, apart from what it does. The frame's own menus (New game, Mute, Pause, View, Language, Help) are
the shell's (:class:`~pit_desktop.shell.frame.ShellWindow`).

:class:`WindowLayout` is a mixin of :class:`~pit_desktop.games.pit.ui.window.MainWindow`; its methods run
once, from the window's constructor, in the GUI thread.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QBoxLayout, QHBoxLayout, QMenu, QPushButton, QVBoxLayout, QWidget

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pit.bots import PACES, Pace
from pit_desktop.games.pit.ui.bell import BellButton
from pit_desktop.games.pit.ui.hand_widget import HandWidget
from pit_desktop.games.pit.ui.hint_words import CONTEXT as HINT_CONTEXT, HINT_KEY, HINT_MENU
from pit_desktop.games.pit.ui.holding_note import HoldingNote
from pit_desktop.games.pit.ui.motion import Motion
from pit_desktop.games.pit.ui.offer_spot import OFFER_CARD_H
from pit_desktop.games.pit.ui.result_panel import ResultPanel
from pit_desktop.games.pit.ui.side_panel import SidePanel
from pit_desktop.games.pit.ui.table_widget import TableWidget
from pit_desktop.shell.bot_words import (
    MATCH_MENU,
    auto_pace_tip,
    match_tip,
    match_tooltip,
    pace_name,
    pace_tip,
)
from pit_desktop.shell.menus import PAUSE_KEY as PAUSE_KEY, QUIT_KEY as QUIT_KEY, mark
from pit_desktop.shell.pause_overlay import PauseOverlay
from pit_desktop.shell.status_line import StatusLine

TABLE_SHARE, HAND_SHARE = 30, 20
"""The table's and the hand's shares of the height the window gives them, at the usual card size (the hand's
grows with the card size, :meth:`WindowLayout._scale`)."""

if TYPE_CHECKING:
    from collections.abc import Sequence

    from PySide6.QtCore import QPoint

    from pit_desktop.games.pit.engine import Card
    from pit_desktop.shell.frame import ShellWindow

    # out here, not in the class: pyside6-lupdate loses a class's context at a block nested in its body
    class _Frame(ShellWindow):
        """To the type checker, the window this is a part of: ShellWindow, with the slots this wires:
        MainWindow's, WindowDialogs' and WindowRecords'."""

        def next_hand(self) -> None: ...
        def save_record(self) -> None: ...
        def choose_pace(self, pace: Pace) -> None: ...
        def choose_match(self, on: bool) -> None: ...
        def offer_selection(self) -> bool: ...
        def offer_cards(self, cards: Sequence[Card]) -> bool: ...
        def withdraw(self) -> bool: ...
        def clear_selection(self) -> None: ...
        def ring_bell(self) -> bool: ...
        def show_hint(self) -> bool: ...
        def _build_records_menu(self) -> None: ...
        def _bad_drop(self, message: str) -> None: ...
        def _floor_clicked(self) -> None: ...
        def _update_buttons(self, *_args: object) -> None: ...
        def _drag_missed(self, global_pos: QPoint) -> None: ...
else:
    _Frame = object  # a mixin: MainWindow lists ShellWindow after it


MENUS = "WindowLayout"
"""The translation context of Pit's menu titles (the frame's own are the shell's: ``FrameMenus``)."""


class WindowLayout(_Frame):
    """Builds Pit's widgets (attributes below), Pit's menus and shortcuts, and connects their signals to the
    window's actions. The actions themselves (``offer_selection``, ``ring_bell``, ...) are the window's; the
    menu helpers (``_menu``, ``_action``, ``_submenu``) and the status line are the frame's."""

    table: TableWidget
    hand: HandWidget
    side: SidePanel
    result: ResultPanel
    paused_overlay: PauseOverlay
    status: StatusLine
    holding: HoldingNote
    bell: BellButton
    offer_button: QPushButton
    withdraw_button: QPushButton
    new_game_button: QPushButton
    next_hand_action: QAction
    save_record_action: QAction
    pace_actions: dict[Pace, QAction]
    pace_auto_note: QAction
    match_action: QAction
    motion: Motion

    def _build(self) -> None:
        self.table = TableWidget()
        self.floor = self.table.floor
        self.hand = HandWidget()
        self.side = SidePanel()
        self.result = ResultPanel(self.table)
        self.paused_overlay = PauseOverlay(self.table)
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
        hand_row = self._hand_row = QHBoxLayout()
        hand_row.addWidget(self.hand, 1)
        hand_row.addLayout(controls)
        status_row = self._status_row = QHBoxLayout()
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.holding)
        status_row.addWidget(self.new_game_button)
        left = self._play_column = QVBoxLayout()
        left.setContentsMargins(8, 8, 8, 8)
        left.addWidget(self.table, TABLE_SHARE)
        left.addLayout(status_row)
        left.addLayout(hand_row, HAND_SHARE)
        central = QWidget()
        central.setObjectName("central")
        root = self._root_row = QHBoxLayout(central)
        root.setContentsMargins(0, 0, 0, 0)
        root.setSpacing(0)
        root.addLayout(left, 1)
        root.addWidget(self.side)
        self.setCentralWidget(central)
        self.motion = Motion(central)

    def _mirror(self, left: bool) -> None:
        """The side panel on the left and the bell and buttons left of the hand when ``left`` (View →
        Left-handed layout), on the right otherwise; the panel's edge line faces the table."""
        direction = QBoxLayout.Direction.RightToLeft if left else QBoxLayout.Direction.LeftToRight
        self._root_row.setDirection(direction)
        self._hand_row.setDirection(direction)
        self.side.setProperty("leftHanded", left)
        self.side.style().unpolish(self.side)
        self.side.style().polish(self.side)

    def _scale(self, percent: int) -> None:
        """Cards at ``percent`` of their usual size (View → Card size): the hand takes a larger share of the
        height (the table the rest, down to what its seats need) and its cards, like the offers' card
        backs, may grow that much larger; the hand still shrinks them to show every card."""
        self._play_column.setStretch(2, round(HAND_SHARE * percent / 100))
        self.hand.set_card_scale(percent)
        self.table.scale_offers(round(OFFER_CARD_H * percent / 100))

    def _retranslate_buttons(self) -> None:
        """The buttons' words in the player's language (again on every language change)."""
        self.offer_button.setText(self.tr("Offer"))
        self.offer_button.setToolTip(self.tr("Offer the selected cards (O)"))
        self.withdraw_button.setText(self.tr("Withdraw"))
        self.withdraw_button.setToolTip(self.tr("Withdraw your offer (W)"))
        self.new_game_button.setText(self.tr("Deal a new game"))

    def build_game_menus(self) -> None:
        """Pit's menus and entries in the frame's menu bar (``PitGame.build_menus``): Deal the next hand and
        Save the last hand's record in the Game menu, after New game; Pace and Bots match my speed, before
        Quit; the Trade menu (with the hint, H)
        before View; Learn to play Pit first in Help; the File menu first (``_build_records_menu``)."""
        game = self.game_menu
        self.next_hand_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "Deal the next &hand"), "Ctrl+D", self.next_hand, MENUS
        )
        self.save_record_action = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "&Save the last hand's record…"),
            "Ctrl+S",
            self.save_record,
            MENUS,
        )
        game.insertActions(self.mute_action, [self.next_hand_action, self.save_record_action])
        pace_title = QT_TRANSLATE_NOOP("WindowLayout", "Pa&ce")
        pace_menu = QMenu(game)
        mark(pace_menu.menuAction(), pace_title, MENUS)
        game.insertMenu(self.quit_separator, pace_menu)
        pace_group = QActionGroup(self)
        self.pace_auto_note = QAction(pace_menu)  # shown under Auto only: why the paces cannot be chosen
        self.pace_auto_note.setEnabled(False)
        self.pace_auto_note.setVisible(False)
        pace_menu.addAction(self.pace_auto_note)
        self.pace_actions = {}
        for pace in PACES:
            action = self._action(None, None, lambda _=False, p=pace: self.choose_pace(p))
            action.setCheckable(True)
            pace_group.addAction(action)
            pace_menu.addAction(action)
            self.pace_actions[pace] = action
        pace_menu.setToolTipsVisible(True)
        self.match_action = self._action(MATCH_MENU, None, self.choose_match, "Match")
        self.match_action.setCheckable(True)
        game.insertAction(self.quit_separator, self.match_action)
        game.setToolTipsVisible(True)
        self._retranslate_paces()
        trade = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&Trade"), MENUS)
        self.menuBar().insertMenu(self.view_menu.menuAction(), trade)
        offer = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "&Offer the selected cards"), "O", self.offer_selection, MENUS
        )
        offer.setShortcuts([QKeySequence("O"), QKeySequence("Space")])  # Space: when the hand has no focus
        trade.addAction(offer)
        trade.addAction(
            self._action(QT_TRANSLATE_NOOP("WindowLayout", "&Withdraw your offer"), "W", self.withdraw, MENUS)
        )
        trade.addAction(
            self._action(
                QT_TRANSLATE_NOOP("WindowLayout", "Clear the &selection"), "Esc", self.clear_selection, MENUS
            )
        )
        trade.addSeparator()
        trade.addAction(
            self._action(
                QT_TRANSLATE_NOOP("WindowLayout", "Ring the &bell (claim a corner)"),
                "B",
                self.ring_bell,
                MENUS,
            )
        )
        trade.addSeparator()
        trade.addAction(self._action(HINT_MENU, HINT_KEY, self.show_hint, HINT_CONTEXT))
        learn = self._action(
            QT_TRANSLATE_NOOP("WindowLayout", "&Learn to play Pit…"), None, self.learn_to_play, MENUS
        )
        first = self.help_menu.actions()[0]
        self.help_menu.insertAction(first, learn)
        self.help_menu.insertSeparator(first)
        self._build_records_menu()

    def _retranslate_paces(self) -> None:
        """The Pace menu's entries in the player's language (named by ``pace_name``, not marked), and what
        Bots match my speed does (its title is marked)."""
        self.match_action.setToolTip(match_tooltip())
        self.match_action.setStatusTip(match_tip())
        self.pace_auto_note.setText(auto_pace_tip())
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
