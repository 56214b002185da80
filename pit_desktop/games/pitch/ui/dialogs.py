"""Pitch's new-game dialog (players, the Auction or the Money Game, the target, every PV- variant, the
bots' level and pace) and its Help pages (How to play, Keys). GUI thread only."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from pit_desktop.core.bots.pace import PACES
from pit_desktop.games.pitch.bots.levels import PLAYER_LEVELS
from pit_desktop.games.pitch.engine.settings import TARGETS, PitchSettings, players_range
from pit_desktop.games.pitch.prefs import PitchNewGamePrefs, PitchPrefsStore
from pit_desktop.shell.bot_words import pace_name
from pit_desktop.shell.fit import fit_on_show, scrolling_body
from pit_desktop.shell.names import level_name
from pit_desktop.shell.text_page import show_text_page


def rule_tip(rule: str) -> str:
    """A switch's tooltip naming its rule id ("Rule PV-MONEY"), worded as the status line's rule tips are."""
    return QCoreApplication.translate("ShellWindow", "Rule %1").replace("%1", rule)


class PitchNewGameDialog(QDialog):
    """Asks for a new game of Pitch; accepted, :meth:`prefs` are the options chosen (and remembered).

    Args:
        store: where the options are remembered.
        parent: the window.
        confirm: asked when Deal is pressed ("Abandon the game in progress?"); ``False`` cancels.
    """

    def __init__(
        self, store: PitchPrefsStore, parent: QWidget | None = None, confirm: Callable[[], bool] | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("pitchNewGame")
        self.setWindowTitle(self.tr("New game of Pitch"))
        self._store = store
        self._confirm = confirm
        self._chosen: PitchNewGamePrefs | None = None
        last = store.load()
        column, outer = scrolling_body(self)  # a short screen scrolls the questions, never Deal and Cancel
        form = QFormLayout()
        column.addLayout(form)
        column.addStretch(1)
        self.money = QCheckBox(self.tr("The Money Game (bids 2, 3, 4 or the moon; paid in cents)"))
        self.money.setToolTip(rule_tip("PV-MONEY"))
        self.money.setChecked(last.settings.money)
        self.money.toggled.connect(self._money_changed)
        form.addRow(self.money)
        self.players = QSpinBox()
        self.players.setValue(last.settings.players)
        self.players.setAccessibleName(self.tr("Players"))
        form.addRow(self.tr("Players (you and the bots):"), self.players)
        self.target = QComboBox()
        for target in TARGETS:
            self.target.addItem(str(target), target)
        self.target.setCurrentIndex(TARGETS.index(last.settings.target))
        self.target.setToolTip(rule_tip("PV-TARGET"))
        form.addRow(self.tr("Points to win:"), self.target)
        self.switches: dict[str, QCheckBox] = {}
        words = {
            "steal": (self.tr("The dealer may steal the bid by matching it"), "PV-STEAL"),
            "stick": (self.tr("Stick the dealer: must bid 2 when all pass"), "PV-STICK"),
            "min_bid_2": (self.tr("Bids start at 2"), "PV-MIN-2"),
            "low_to_holder": (self.tr("Low scores for whoever was dealt it"), "PV-LOW-TO-HOLDER"),
            "counted": (self.tr("A counted game: no taking back a call or card"), "PV-COUNTED"),
        }
        for key, (text, rule) in words.items():
            box = QCheckBox(text)
            box.setToolTip(rule_tip(rule))
            box.setChecked(bool(getattr(last.settings, key)))
            self.switches[key] = box
            form.addRow(box)
        self.level = QComboBox()
        for level in PLAYER_LEVELS:
            self.level.addItem(level_name(level), level)
        self.level.setCurrentIndex(PLAYER_LEVELS.index(last.level))
        form.addRow(self.tr("Bots' level:"), self.level)
        self.pace = QComboBox()
        for pace in PACES:
            self.pace.addItem(pace_name(pace), pace)
        self.pace.setCurrentIndex(PACES.index(last.pace))
        form.addRow(self.tr("Bots' pace:"), self.pace)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        deal = buttons.addButton(self.tr("Deal"), QDialogButtonBox.ButtonRole.AcceptRole)
        deal.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        fit_on_show(self)
        self._money_changed(self.money.isChecked())

    def _money_changed(self, money: bool) -> None:
        lo, hi = players_range(money)
        self.players.setRange(lo, hi)  # P-ED-1: 3–7 in the Auction game, 2–8 in the Money Game
        self.target.setEnabled(not money)
        self.switches["min_bid_2"].setEnabled(not money)

    def chosen(self) -> PitchNewGamePrefs:
        """The options as the dialog shows them."""
        settings = PitchSettings(
            players=self.players.value(),
            target=int(self.target.currentData()),
            money=self.money.isChecked(),
            **{key: box.isChecked() for key, box in self.switches.items()},
        )
        return PitchNewGamePrefs(settings.validated(), self.level.currentData(), self.pace.currentData())

    def accept(self) -> None:  # Qt override
        """Remember the choices, then close; if the confirmation says no, close as cancelled instead."""
        if self._confirm is not None and not self._confirm():
            self.reject()
            return
        self._chosen = self.chosen()
        self._store.save(self._chosen)
        super().accept()

    def prefs(self) -> PitchNewGamePrefs | None:
        """The options chosen when the dialog was accepted, else ``None``."""
        return self._chosen


def how_to_play_text() -> str:
    """Pitch's rules in short (rich text), in the player's language: the auction with the dealer's steal and
    stick and the pitched 4 (P-BID-1..3), play, the four points with Low to whoever takes its trick
    (P-SCORE-1), the set-back and who wins (P-SCORE-3, P-WIN-1: only the pitcher), the Money Game and how it
    is settled (P-WIN-2), and the keys."""
    paragraphs = (
        QCoreApplication.translate(
            "PitchHelp",
            "<h3>Pitch</h3><p>Six cards each. In turn from the dealer's left, everyone speaks once: pass "
            "or bid 1 to 4, the points they promise to take; a bid must beat the one before. The dealer "
            "speaks last: if everyone else passed, the dealer is stuck with a bid of 2 at least; "
            "otherwise the dealer may steal the high bid by bidding the same number (not a 4).</p>",
        ),
        QCoreApplication.translate(
            "PitchHelp",
            "<p>You may also bid 4 at once by pitching a card: it ends the auction and leads that "
            "card.</p><p>The highest bidder, the pitcher, leads the first card: its suit is trump. "
            "Follow the suit led if you can; you may always play a trump instead. The highest trump, or "
            "else the highest card of the suit led, takes the trick.</p>",
        ),
        QCoreApplication.translate(
            "PitchHelp",
            "<p>Four points a hand: <b>High</b> (the highest trump played), <b>Low</b> (the lowest trump "
            "played, to whoever takes its trick), <b>Jack</b> (the jack of trumps, to whoever takes it) "
            "and <b>Game</b> (the most card points in tricks taken: ten 10, ace 4, king 3, queen 2, jack "
            "1).</p>",
        ),
        QCoreApplication.translate(
            "PitchHelp",
            "<p>A pitcher who takes fewer points than the bid is <b>set back</b> by the bid; scores may "
            "go below zero. <b>Only the pitcher can win:</b> the first to reach the target at the end of "
            "a hand they pitched wins, even with fewer points than another player.</p><p>The Money Game "
            "(a table option) has no target: bids are 2 to 4 or shoot the moon, and at the end each "
            "player is paid for the points above the average.</p>",
        ),
        QCoreApplication.translate(
            "PitchHelp",
            "<p>The Money Game ends when you settle up between hands (Game → Settle up, or the button "
            "beside Next hand): each player is paid 10 cents a point above the average score, or pays 10 "
            "cents a point below it, and a dollar from every other player for each moon made (or pays "
            "them a dollar for each moon missed). The final panel says who pays whom.</p>",
        ),
        QCoreApplication.translate(
            "PitchHelp",
            "<p>Keys: <b>0</b> pass, <b>1</b>–<b>4</b> bid, <b>5</b> shoot the moon (the Money Game), "
            "<b>L</b> the last trick, <b>P</b> pause. Play a card by double-clicking it, dragging it to "
            "the trick, or Enter. Hover over a dimmed card to see why it cannot be played.</p>",
        ),
        QCoreApplication.translate(
            "PitchHelp",
            "<p>To pitch a card on your call (a bid of 4 that leads it), drag it to the trick; or choose "
            "it with the arrows and press Enter, then Enter again on the pitch button. Enter on the "
            "end-of-hand panel deals the next hand.</p>",
        ),
    )
    return "".join(paragraphs)


def ask_settle(parent: QWidget | None) -> bool:
    """Ask before the Money Game is settled up (P-WIN-2: it ends the game), so a click meant for Next hand
    beside it never ends it: Settle up or Keep playing, Keep playing the default (Enter, Escape). Modal.

    Returns:
        Whether the player chose to settle up.
    """
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("PitchSettle", "Settle up?"))
    box.setText(
        QCoreApplication.translate(
            "PitchSettle", "Settle up the Money Game now? It ends the game and pays everyone out."
        )
    )
    settle = box.addButton(
        QCoreApplication.translate("PitchSettle", "Settle up"), QMessageBox.ButtonRole.AcceptRole
    )
    keep = box.addButton(
        QCoreApplication.translate("PitchSettle", "Keep playing"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    box.exec()
    chosen = box.clickedButton() is settle
    box.deleteLater()
    return chosen


def show_how_to_play(parent: QWidget | None) -> None:
    """Help → How to play, for Pitch (modal)."""
    show_text_page(parent, QCoreApplication.translate("PitchHelp", "How to play Pitch"), how_to_play_text())


def keys_text() -> str:
    """Help → Keys' page for Pitch, in the player's language (rich text)."""
    return (
        QCoreApplication.translate(
            "PitchHelp",
            "<table>"
            "<tr><td><b>0</b></td><td>pass</td></tr>"
            "<tr><td><b>1</b>–<b>4</b></td><td>bid</td></tr>"
            "<tr><td><b>5</b></td><td>shoot the moon (the Money Game)</td></tr>"
            "<tr><td><b>← →</b>, <b>Enter</b></td><td>choose a card and play it</td></tr>"
            "<tr><td><b>↓</b>, <b>↑</b></td><td>on your call the focus is on the bids (← → between them): "
            "down to your cards, and up to the bids again</td></tr>"
            "<tr><td><b>Enter</b>, <b>Enter</b></td><td>on your call: pitch the chosen card (bid 4 and "
            "lead it); dragging it to the trick pitches it too</td></tr>"
            "<tr><td><b>Enter</b></td><td>on the end-of-hand panel: the next hand</td></tr>"
            "<tr><td><b>L</b></td><td>show the last trick, and go back</td></tr>"
            "<tr><td><b>Ctrl+D</b></td><td>deal the next hand</td></tr>"
            "<tr><td><b>Ctrl+S</b></td><td>save the last hand's record</td></tr>"
            "<tr><td><b>P</b></td><td>pause, and go on</td></tr>"
            "<tr><td><b>M</b></td><td>mute</td></tr>"
            "<tr><td><b>Ctrl+N</b>, <b>Ctrl+Q</b></td><td>new game, quit</td></tr>"
            "</table>",
        )
        + QCoreApplication.translate(
            "PitchHelp",
            "<p>The bid keys are the game's own: 1–4 in the Auction game (2–4 when bids start at 2), 2–4 "
            "and 5 in the Money Game. On your call the focus is on the bids, so the keys work at once; "
            "your calls and the bots' are in the log beside the table.</p>",
        )
        + QCoreApplication.translate(
            "PitchHelp",
            "<p><b>H</b> gives a hint: what a bot of the bots' level would call or play now, and why.</p>",
        )
        + QCoreApplication.translate(
            "PitchHelp",
            "<p><b>Ctrl+Z</b> takes back your last call or card while no one has played since (never in a "
            "counted game).</p>",
        )
    )


def show_keys(parent: QWidget | None) -> None:
    """Help → Keys, for Pitch (modal)."""
    show_text_page(parent, QCoreApplication.translate("PitchHelp", "Keys"), keys_text())
