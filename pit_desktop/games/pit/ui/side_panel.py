"""The side panel: the commodities in play (R-ED-2), the scoreboard, and the trade ticker. GUI thread only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from pit_desktop.games.pit.ui.card_art import card_size, shared_art
from pit_desktop.games.pit.ui.table_setup import TableSetup
from pit_desktop.games.pit.ui.trade_log import TICKER_MAX, TradeLog, marks_arrival

if TYPE_CHECKING:
    from collections.abc import Callable

    from pit_desktop.games.pit.engine import Event
    from pit_desktop.games.pit.ui.presenter import Presenter


class SidePanel(QFrame):
    """Commodities in play, scores, and the ticker."""

    MIN_WIDTH = 230
    """Narrowest the panel gets, pixels, unless its words (the log's page names) need more."""

    def minimumSizeHint(self) -> QSize:
        """:data:`MIN_WIDTH` wide, or as wide as the contents need (a long translation of a page's name),
        up to the panel's maximum width."""
        hint = super().minimumSizeHint()
        return QSize(min(max(self.MIN_WIDTH, hint.width()), self.maximumWidth()), hint.height())

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("side")
        self.setMaximumWidth(340)
        self._setup: TableSetup | None = None
        self._auto = False
        self._words: Presenter | None = None
        self._entries: list[Event | Callable[[], str]] = []
        self._shown_scores: tuple[tuple[int, ...], int] | None = None
        self._title = title = QLabel()
        title.setObjectName("sideTitle")
        self.commodities = QWidget()
        self._commodity_grid = QGridLayout(self.commodities)
        self._commodity_grid.setContentsMargins(0, 0, 0, 0)
        self._commodity_grid.setHorizontalSpacing(6)
        self._commodity_grid.setVerticalSpacing(2)
        self._scores_title = scores_title = QLabel()
        scores_title.setObjectName("sideTitle")
        self.target = QLabel()
        self.target.setObjectName("hint")
        self.target.setWordWrap(True)  # "First to 500 points wins" is long in some languages
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
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        """On a language change, say the titles, commodities, levels and the log again in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self._title.setText(self.tr("In play"))
        self._scores_title.setText(self.tr("Scores"))
        if self._setup is None:
            return
        self._show_commodities(self._setup)
        if self._shown_scores is not None:
            scores, dealer = self._shown_scores
            self._shown_scores = None
            self.set_scores(scores, dealer)
        self.trades.clear()
        for entry in self._entries:
            self._add(entry)

    def set_setup(self, setup: TableSetup, auto: bool = False) -> None:
        """A new game: list its commodities (R-ED-2) and reset scores and ticker; ``auto``: Auto chose the
        bots' level (shown by the scores as "Medium · Auto")."""
        from pit_desktop.games.pit.ui.presenter import Presenter

        self._setup = setup
        self._auto = auto
        self._words = Presenter(setup)
        self._entries = []
        self._show_commodities(setup)
        self.trades.clear()
        self._shown_scores = None
        self.set_scores(tuple(0 for _ in range(setup.settings.players)), dealer=-1)

    def _show_commodities(self, setup: TableSetup) -> None:
        from pit_desktop.games.pit.ui.names import card_name

        _clear(self._commodity_grid)
        size = card_size(30 if len(setup.commodities) <= 5 else 20)  # eight rows must fit a small screen
        dpr = self.devicePixelRatioF()
        for row, commodity in enumerate(setup.commodities):
            icon = QLabel()
            icon.setPixmap(shared_art().pixmap(commodity, size, dpr))
            name = QLabel(card_name(commodity))
            points = QLabel(str(commodity.points))
            points.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._commodity_grid.addWidget(icon, row, 0)
            self._commodity_grid.addWidget(name, row, 1)
            self._commodity_grid.addWidget(points, row, 2)
        self._commodity_grid.setColumnStretch(1, 1)
        target = setup.settings.target_score
        self.target.setText(self.tr("First to %n point(s) wins", "", target))

    def set_scores(self, scores: tuple[int, ...], dealer: int) -> None:
        """Show every seat's score, the leader first."""
        if self._setup is None or self._words is None or self._shown_scores == (scores, dealer):
            return
        from pit_desktop.shell.bot_words import level_tag

        self._shown_scores = (scores, dealer)
        _clear(self._score_grid)
        order = sorted(range(len(scores)), key=lambda s: (-scores[s], s))
        for row, seat in enumerate(order):
            level = self._setup.levels[seat]
            tag = level_tag(level, self._auto) if level is not None and seat != self._setup.human_seat else ""
            name = QLabel(self._words.name(seat) + (" ★" if seat == dealer else ""))
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

    def set_levels(self, setup: TableSetup, auto: bool = False) -> None:
        """New bots were seated mid-game (Auto, ``auto``): show their level by the scores."""
        from pit_desktop.games.pit.ui.presenter import Presenter

        self._setup = setup
        self._auto = auto
        self._words = Presenter(setup)
        if self._shown_scores is not None:
            scores, dealer = self._shown_scores
            self._shown_scores = None
            self.set_scores(scores, dealer)

    def note(self, text: Callable[[], str]) -> None:
        """Add a line of the window's own (what Auto changed) to the trading pit, in bold like other news;
        ``text()`` is asked again after a language change."""
        self._keep(text)

    def log(self, event: Event) -> None:
        """Add a line for ``event`` if it deserves one; the player's own trades are told in full from what
        they gave and got (a trade's public line only says how many)."""
        from pit_desktop.games.pit.engine.events import CardsReceived, HandDealt, TradeCompleted

        words = self._words
        if words is None:
            return
        human = words.setup.human_seat
        match event:
            case CardsReceived(seat=seat) if seat != human:
                return
            case TradeCompleted(offerer=o, accepter=a) if human in (o, a):
                return
            case CardsReceived() | HandDealt():
                pass
            case _ if words.line(event) is None:
                return
        self._keep(event)

    def _keep(self, entry: Event | Callable[[], str]) -> None:
        self._entries.append(entry)
        del self._entries[:-TICKER_MAX]
        self._add(entry)

    def _add(self, entry: Event | Callable[[], str]) -> None:
        """Word ``entry`` (an event, or a note's words) into the log, in the player's language now."""
        from pit_desktop.games.pit.engine.events import (
            CardsReceived,
            CornerClaimed,
            GameOver,
            HandDealt,
            MarketOpened,
        )

        words = self._words
        assert words is not None
        match entry:
            case CardsReceived():
                self.trades.add(words.own_trade(entry), marked=marks_arrival(entry), mine=True)
                return
            case HandDealt():
                self.trades.new_hand()
            case _ if callable(entry):
                self.trades.add(entry(), bold=True)
                return
        text = words.line(entry)
        if text is not None:
            self.trades.add(text, bold=isinstance(entry, (CornerClaimed, GameOver, MarketOpened, HandDealt)))

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
