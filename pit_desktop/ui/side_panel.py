"""The side panel: the commodities in play (R-ED-2), the scoreboard, and the trade ticker. GUI thread only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from pit_desktop.ui.card_art import card_size, shared_art
from pit_desktop.ui.table_setup import TableSetup
from pit_desktop.ui.trade_log import TradeLog, marks_arrival, own_trade_text

if TYPE_CHECKING:
    from pit_desktop.engine import Event


def describe_event(event: Event, setup: TableSetup) -> str | None:
    """One ticker line for ``event`` ("Ann traded 2 with Bob"), or ``None`` for events not worth a line."""
    from pit_desktop.engine.events import (  # loaded with the first game, not with the window
        ClaimRefused,
        CornerClaimed,
        GameOver,
        HandDealt,
        MarketOpened,
        OfferPosted,
        OfferWithdrawn,
        TradeCompleted,
        WithdrawReason,
    )

    def name(seat: int) -> str:
        return "you" if seat == setup.human_seat else setup.name(seat)

    def who(seat: int) -> str:
        return "You" if seat == setup.human_seat else setup.name(seat)

    def verb(seat: int, third: str, base: str) -> str:
        return f"{who(seat)} {base if seat == setup.human_seat else third}"

    kind = type(event)
    if kind is TradeCompleted:
        return f"{who(event.accepter)} traded {event.count} with {name(event.offerer)}"  # type: ignore[union-attr]
    if kind is OfferPosted:
        return f"{verb(event.seat, 'offers', 'offer')} {event.count}"  # type: ignore[union-attr]
    if kind is OfferWithdrawn and event.reason is WithdrawReason.WITHDRAWN:  # type: ignore[union-attr]
        return f"{who(event.seat)} withdrew {event.count}"  # type: ignore[union-attr]
    if kind is MarketOpened:
        return "The market is open!"
    if kind is HandDealt:
        return f"— Hand {event.hand_no}: {verb(event.dealer, 'deals', 'deal')} —"  # type: ignore[union-attr]
    if kind is CornerClaimed:
        e = event
        return f"{who(e.seat)} cornered {e.commodity.value}! {e.kind.value}, +{e.points}"  # type: ignore[union-attr]
    if kind is ClaimRefused:
        return f"{who(event.seat)} rang the bell without a corner: −{event.fine}"  # type: ignore[union-attr]
    if kind is GameOver:
        return f"{verb(event.winner, 'wins', 'win')} the game!"  # type: ignore[union-attr]
    return None


class SidePanel(QFrame):
    """Commodities in play, scores, and the ticker."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("side")
        self.setMinimumWidth(230)
        self.setMaximumWidth(300)
        self._setup: TableSetup | None = None
        self._shown_scores: tuple[tuple[int, ...], int] | None = None
        title = QLabel("In play")
        title.setObjectName("sideTitle")
        self.commodities = QWidget()
        self._commodity_grid = QGridLayout(self.commodities)
        self._commodity_grid.setContentsMargins(0, 0, 0, 0)
        self._commodity_grid.setHorizontalSpacing(6)
        self._commodity_grid.setVerticalSpacing(2)
        scores_title = QLabel("Scores")
        scores_title.setObjectName("sideTitle")
        self.target = QLabel()
        self.target.setObjectName("hint")
        self.scores = QWidget()
        self._score_grid = QGridLayout(self.scores)
        self._score_grid.setContentsMargins(0, 0, 0, 0)
        self.trades = TradeLog()
        self.ticker = self.trades.ticker
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 12, 12, 12)
        box.setSpacing(6)
        for w in (title, self.commodities, scores_title, self.target, self.scores):
            box.addWidget(w)
        box.addWidget(self.trades, 1)

    def set_setup(self, setup: TableSetup) -> None:
        """A new game: list its commodities (R-ED-2) and reset scores and ticker."""
        self._setup = setup
        _clear(self._commodity_grid)
        size = card_size(30 if len(setup.commodities) <= 5 else 20)  # eight rows must fit a small screen
        dpr = self.devicePixelRatioF()
        for row, commodity in enumerate(setup.commodities):
            icon = QLabel()
            icon.setPixmap(shared_art().pixmap(commodity, size, dpr))
            name = QLabel(commodity.value)
            points = QLabel(str(commodity.points))
            points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._commodity_grid.addWidget(icon, row, 0)
            self._commodity_grid.addWidget(name, row, 1)
            self._commodity_grid.addWidget(points, row, 2)
        self._commodity_grid.setColumnStretch(1, 1)
        s = setup.settings
        self.target.setText(f"First to {s.target_score} points wins")
        self.trades.clear()
        self._shown_scores = None
        self.set_scores(tuple(0 for _ in range(s.players)), dealer=-1)

    def set_scores(self, scores: tuple[int, ...], dealer: int) -> None:
        """Show every seat's score, the leader first."""
        if self._setup is None or self._shown_scores == (scores, dealer):
            return
        self._shown_scores = (scores, dealer)
        _clear(self._score_grid)
        order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
        for row, seat in enumerate(order):
            level = self._setup.levels[seat]
            tag = level.value if level is not None and seat != self._setup.human_seat else ""
            name = QLabel(self._setup.name(seat) + (" ★" if seat == dealer else ""))
            if seat == self._setup.human_seat:
                name.setObjectName("you")
            lvl = QLabel(tag)
            lvl.setObjectName("hint")
            pts = QLabel(str(scores[seat]))
            pts.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._score_grid.addWidget(name, row, 0)
            self._score_grid.addWidget(lvl, row, 1)
            self._score_grid.addWidget(pts, row, 2)
        self._score_grid.setColumnStretch(0, 1)

    def set_levels(self, setup: TableSetup) -> None:
        """New bots were seated mid-game (Auto): show their level by the scores."""
        self._setup = setup
        if self._shown_scores is not None:
            scores, dealer = self._shown_scores
            self._shown_scores = None
            self.set_scores(scores, dealer)

    def note(self, text: str) -> None:
        """Add a line of the window's own (what Auto changed) to the trading pit, in bold like other news."""
        self.trades.add(text, bold=True)

    def log(self, event: Event) -> None:
        """Add a line for ``event`` if it deserves one; the player's own trades are told in full from what
        they gave and got (a trade's public line only says how many)."""
        if self._setup is None:
            return
        from pit_desktop.engine.events import (
            CardsReceived,
            CornerClaimed,
            GameOver,
            HandDealt,
            MarketOpened,
            TradeCompleted,
        )

        human = self._setup.human_seat
        if type(event) is CardsReceived and event.seat == human:
            self.trades.add(own_trade_text(event, self._setup), marked=marks_arrival(event), mine=True)
            return
        if type(event) is TradeCompleted and human in (event.offerer, event.accepter):
            return
        if type(event) is HandDealt:
            self.trades.new_hand()
        text = describe_event(event, self._setup)
        if text is not None:
            self.trades.add(text, bold=type(event) in (CornerClaimed, GameOver, MarketOpened, HandDealt))

    def ticker_lines(self) -> list[str]:
        """The trading pit's lines, oldest first."""
        return self.trades.lines()

    def sizeHint(self) -> QSize:
        """A narrow column."""
        return QSize(260, 600)


def _clear(grid: QGridLayout) -> None:
    while grid.count():
        item = grid.takeAt(0)
        widget = item.widget()
        if widget is not None:
            widget.deleteLater()
