"""The new-game dialog (players, edition, variants, bot levels), How to play, and About. GUI thread only."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QMessageBox,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from pit_desktop import __version__
from pit_desktop.bots import PLAYER_LEVELS, Level
from pit_desktop.engine import Edition
from pit_desktop.persistence.prefs import MAX_OPPONENTS, NewGamePrefs, PrefsStore
from pit_desktop.ui.table_setup import BOT_NAMES

MIXED = "Mixed"
"""The "set all" control's text when the bots' levels differ."""


class NewGameDialog(QDialog):
    """Asks for a new game's settings, starting from (and saving to) the remembered choices.

    Args:
        store: where choices are remembered; read now, written on accept.
        parent: the owning window.
        confirm: asked when Deal is pressed (e.g. "Abandon the game in progress?"); ``False`` closes the
            dialog as cancelled, saving nothing. ``None``: no question.
    """

    def __init__(
        self,
        store: PrefsStore,
        parent: QWidget | None = None,
        confirm: Callable[[], bool] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.store = store
        self._confirm = confirm
        self.players = QSpinBox()
        self.players.setSuffix(" players")
        self.edition = QComboBox()
        for edition in Edition:
            self.edition.addItem(f"{edition.value} ({len(edition.commodities)} commodities)", edition)
        self.bull_bear = QCheckBox("Play with the Bull and the Bear")
        self.short_game = QCheckBox("Short game (first to 250 instead of 500)")
        self.sort_time = QSpinBox()
        self.sort_time.setRange(0, 60)
        self.sort_time.setSuffix(" s")
        self.sort_time.setToolTip("Time to sort your cards before the bell opens the market (0–60 s)")
        form = QFormLayout()
        form.addRow("Table:", self.players)
        form.addRow("Edition:", self.edition)
        form.addRow("", self.bull_bear)
        form.addRow("", self.short_game)
        form.addRow("Sorting time:", self.sort_time)

        self.all_levels = QComboBox()
        self.all_levels.addItems([level.value for level in PLAYER_LEVELS])
        self.all_levels.activated.connect(self._set_all_levels)
        self.level_boxes: list[QComboBox] = []
        self._level_labels: list[QLabel] = []
        bots = QGroupBox("Opponents")
        grid = QGridLayout(bots)
        grid.addWidget(QLabel("All bots:"), 0, 0)
        grid.addWidget(self.all_levels, 0, 1)
        for i in range(MAX_OPPONENTS):
            label = QLabel(BOT_NAMES[i])
            box = QComboBox()
            for level in PLAYER_LEVELS:
                box.addItem(level.value, level)
            box.currentIndexChanged.connect(self._sync_all_levels)
            grid.addWidget(label, 1 + i // 2, 2 * (i % 2))
            grid.addWidget(box, 1 + i // 2, 2 * (i % 2) + 1)
            self.level_boxes.append(box)
            self._level_labels.append(label)

        self.more_toggle = QToolButton()
        self.more_toggle.setText("More rules")
        self.more_toggle.setCheckable(True)
        self.more_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.more_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.more = QWidget()
        self.bear_3 = QCheckBox("The Bear only in offers of 3 or 4 cards")
        self.false_claim = QCheckBox("A false corner claim costs 20 points")
        self.silent = QCheckBox("The silent treatment: hand signals instead of shouted counts")
        more_box = QVBoxLayout(self.more)
        more_box.setContentsMargins(18, 0, 0, 0)
        for w in (self.bear_3, self.false_claim, self.silent):
            more_box.addWidget(w)
        self.more.setVisible(False)
        self.more_toggle.toggled.connect(self._toggle_more)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Deal")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(bots)
        box.addWidget(self.more_toggle)
        box.addWidget(self.more)
        box.addWidget(buttons)

        self.edition.currentIndexChanged.connect(self._edition_changed)
        self.players.valueChanged.connect(self._players_changed)
        self.bull_bear.toggled.connect(self.bear_3.setEnabled)
        self.set_prefs(store.load())

    # ------------------------------------------------------------------ values

    def set_prefs(self, prefs: NewGamePrefs) -> None:
        """Show ``prefs`` in the controls."""
        self.edition.setCurrentIndex(max(0, self.edition.findData(prefs.edition)))
        self._edition_changed()
        self.players.setValue(prefs.players)
        self.bull_bear.setChecked(prefs.bull_bear)
        self.bear_3.setEnabled(prefs.bull_bear)
        self.short_game.setChecked(prefs.short_game)
        self.sort_time.setValue(prefs.sort_time_s)
        self.bear_3.setChecked(prefs.bear_in_big_offers_only)
        self.false_claim.setChecked(prefs.false_claim_fine)
        self.silent.setChecked(prefs.silent)
        for box, level in zip(self.level_boxes, prefs.levels, strict=False):
            box.setCurrentIndex(max(0, box.findData(level)))
        self._players_changed()
        if prefs.bear_in_big_offers_only or prefs.false_claim_fine or prefs.silent:
            self.more_toggle.setChecked(True)

    def prefs(self) -> NewGamePrefs:
        """The choices shown."""
        return NewGamePrefs(
            players=self.players.value(),
            edition=self.edition.currentData(),
            bull_bear=self.bull_bear.isChecked(),
            short_game=self.short_game.isChecked(),
            sort_time_s=self.sort_time.value(),
            bear_in_big_offers_only=self.bear_3.isChecked() and self.bull_bear.isChecked(),
            false_claim_fine=self.false_claim.isChecked(),
            silent=self.silent.isChecked(),
            levels=tuple(box.currentData() for box in self.level_boxes),
        )

    def accept(self) -> None:
        """Remember the choices, then close; if the confirmation says no, close as cancelled instead."""
        if self._confirm is not None and not self._confirm():
            self.reject()
            return
        self.store.save(self.prefs())
        self.store.sync()
        super().accept()

    # ------------------------------------------------------------------ reactions

    def _edition_changed(self) -> None:
        edition: Edition = self.edition.currentData()
        self.players.setRange(edition.min_players, edition.max_players)

    def _players_changed(self) -> None:
        opponents = self.players.value() - 1
        for i, (label, box) in enumerate(zip(self._level_labels, self.level_boxes, strict=True)):
            label.setEnabled(i < opponents)
            box.setEnabled(i < opponents)
        self._sync_all_levels()

    def _set_all_levels(self) -> None:
        level = Level(self.all_levels.currentText()) if self.all_levels.currentText() != MIXED else None
        if level is None:
            return
        for box in self.level_boxes:
            box.setCurrentIndex(box.findData(level))

    def _sync_all_levels(self) -> None:
        used = {box.currentData() for box in self.level_boxes[: self.players.value() - 1]}
        if self.all_levels.findText(MIXED) >= 0:
            self.all_levels.removeItem(self.all_levels.findText(MIXED))
        if len(used) == 1:
            self.all_levels.setCurrentText(next(iter(used)).value)
        else:
            self.all_levels.addItem(MIXED)
            self.all_levels.setCurrentText(MIXED)

    def _toggle_more(self, shown: bool) -> None:
        self.more.setVisible(shown)
        self.more_toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.adjustSize()


HOW_TO_PLAY = """
<h2>How to play Pit</h2>
<p>Each commodity in play has nine cards. <b>Corner</b> a commodity — hold all nine — and ring the bell
to win the hand and score its points (Wheat 100, Barley 85, …).</p>
<p><b>Sorting.</b> After the deal you have time to sort your cards (30 seconds unless you chose
otherwise). Then the dealer rings the bell: <i>The market is open!</i> There are no turns: everyone
trades at once.</p>
<p><b>Offer.</b> Select 1–4 cards of <i>one</i> commodity (click them, or double-click a group) and drag them
onto the trading floor in the middle, or press <b>Space</b>. Everyone sees only how many you offer.</p>
<p><b>Trade.</b> Drop the same number of your own cards on another player's offer (or select them and click
the offer). You swap blind: you learn what you got when it arrives (it glows in your hand).</p>
<p><b>The bell.</b> When you hold all nine of a commodity, press the bell (or <b>B</b>).</p>
<p><b>Bull and Bear.</b> The Bull is wild: 8 of a commodity plus the Bull is a Bull Corner; all 9 plus the
Bull scores double. Whoever holds the Bear cannot corner. When someone corners, every other holder of the Bull
or the Bear loses 20 points for each. Pass them on fast, inside offers of one commodity.</p>
<p>The first player to reach the target score (500, or 250 in a short game) wins.</p>
<p><b>Keys:</b> B ring the bell · Space offer the selection · W withdraw your offer ·
Esc clear the selection · Ctrl+N new game · Ctrl+D deal the next hand · Ctrl+S save the last hand's record ·
M mute · F1 this help · Ctrl+Q quit.</p>
"""


def show_how_to_play(parent: QWidget | None) -> None:
    """Show the short rules."""
    box = QMessageBox(parent)
    box.setWindowTitle("How to play")
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(HOW_TO_PLAY)
    box.exec()


def show_about(parent: QWidget | None) -> None:
    """Show the About box."""
    QMessageBox.about(
        parent,
        "About Pit Desktop",
        f"<h3>Pit Desktop {__version__}</h3>"
        "<p>Pit, the fast and noisy commodity-trading card game, against bots.</p>"
        "<p>Corner the market, ring the bell!</p>",
    )
