"""The trading pit's log and the player's own trades: what every trade was, in the player's words, and a
log that stays where the player scrolled it. GUI thread only.

The player's own trades are told in full from :class:`~pit_desktop.games.pit.engine.CardsReceived` ("You gave
2 Oats to Dan and got 2 Coffee and the Bear", worded by
:meth:`~pit_desktop.games.pit.ui.presenter.Presenter.own_trade`); the Bull and the Bear arriving are marked
(R-SCORE-2: they cost 20 points at a corner).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QTabWidget, QWidget

from pit_desktop.games.pit.engine import BEAR, BULL
from pit_desktop.shell.theme import MARK, mark_colour

if TYPE_CHECKING:
    from pit_desktop.games.pit.engine import CardsReceived

TICKER_MAX = 200
"""Lines kept in the trading pit's log."""

FOLLOWING = "followingNews"
"""List property: ``True`` while the list follows the news (it was at the bottom when it last moved)."""

MARKED = Qt.ItemDataRole.UserRole + 1
"""Item data: ``True`` on a line marking the Bull or the Bear arriving (recoloured with the scheme)."""

AT_BOTTOM_SLACK = 1
"""How near the bottom (scroll steps) the log counts as following the news."""

MARK_COLOUR = MARK[False]
"""The colour of a line telling that the Bull or the Bear arrived, in the dark scheme (the light scheme's is
``MARK[True]``; :func:`~pit_desktop.shell.theme.mark_colour` gives the one applied)."""


def marks_arrival(event: CardsReceived) -> bool:
    """Whether the trade brought the player the Bull or the Bear."""
    return BULL in event.cards or BEAR in event.cards


class TradeLog(QTabWidget):
    """Two pages: the trading pit (every trade, offer and bell of the game, newest last) and **Your trades**
    (this hand's trades of the player's). Each list stays where the player scrolled it and follows the
    news only while it is scrolled to the bottom.

    Attributes:
        ticker: the trading pit's list.
        mine: the player's trades this hand.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tradeLog")
        self.setDocumentMode(True)
        # the pages' names whole in every language: no scroll arrows, no "…"; the panel widens instead
        self.tabBar().setUsesScrollButtons(False)
        self.tabBar().setElideMode(Qt.TextElideMode.ElideNone)
        self.ticker = self._list("ticker")
        self.mine = self._list("mine")
        self.addTab(self.ticker, "")
        self.addTab(self.mine, "")
        self._retranslate()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        """The pages' names in the new language (the side panel says the lines again); the Bull and Bear
        lines in the colour of a new scheme (View → Appearance)."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() in (QEvent.Type.PaletteChange, QEvent.Type.StyleChange):
            self._recolour()
        super().changeEvent(event)

    def _recolour(self) -> None:
        colour = QColor(mark_colour())
        for widget in (self.ticker, self.mine):
            for i in range(widget.count()):
                item = widget.item(i)
                if item.data(MARKED) and item.foreground().color() != colour:
                    item.setForeground(colour)

    def _retranslate(self) -> None:
        self.ticker.setAccessibleName(self.tr("Trading pit log"))
        self.mine.setAccessibleName(self.tr("Your trades this hand"))
        self.setTabText(0, self.tr("Trading pit"))
        self.setTabText(1, self.tr("Your trades"))

    def _list(self, name: str) -> QListWidget:
        widget = QListWidget()
        widget.setObjectName("ticker")
        widget.setProperty("log", name)
        widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        widget.setWordWrap(True)
        widget.setMinimumHeight(60)
        bar = widget.verticalScrollBar()
        widget.setProperty(FOLLOWING, True)
        bar.valueChanged.connect(lambda _v, w=widget: self._note_position(w))
        bar.rangeChanged.connect(lambda _lo, _hi, w=widget: self._keep_following(w))
        return widget

    @staticmethod
    def _note_position(widget: QListWidget) -> None:
        """The list moved (the player scrolled, or it followed the news): it follows the news from now on
        only if it is at the bottom."""
        bar = widget.verticalScrollBar()
        widget.setProperty(FOLLOWING, bar.value() >= bar.maximum() - AT_BOTTOM_SLACK)

    @staticmethod
    def _keep_following(widget: QListWidget) -> None:
        """The list's length changed without the player scrolling (new lines wrapped, the window resized):
        a list that was following the news stays at the bottom; one being read stays where it is."""
        if widget.property(FOLLOWING):
            widget.verticalScrollBar().setValue(widget.verticalScrollBar().maximum())

    def add(self, text: str, *, bold: bool = False, marked: bool = False, mine: bool = False) -> None:
        """Add a line to the trading pit (and to **Your trades** when ``mine``); ``bold`` for news of the
        hand (deal, market, corner), ``marked`` for the Bull or the Bear arriving."""
        self._append(self.ticker, text, bold, marked)
        if mine:
            self._append(self.mine, text, bold, marked)

    def new_hand(self) -> None:
        """A new deal: **Your trades** starts empty."""
        self.mine.clear()

    def clear(self) -> None:
        """A new game: both lists start empty."""
        self.ticker.clear()
        self.mine.clear()

    def lines(self, widget: QListWidget | None = None) -> list[str]:
        """The lines of ``widget`` (the trading pit when ``None``), oldest first."""
        widget = widget or self.ticker
        return [widget.item(i).text() for i in range(widget.count())]

    @staticmethod
    def _append(widget: QListWidget, text: str, bold: bool, marked: bool) -> None:
        following = bool(widget.property(FOLLOWING))
        reading = None if following else widget.itemAt(widget.viewport().rect().topLeft())
        item = QListWidgetItem(text)
        if bold or marked:
            font = QFont(item.font())
            font.setBold(True)
            item.setFont(font)
        if marked:
            item.setData(MARKED, True)
            item.setForeground(QColor(mark_colour()))
        widget.addItem(item)
        while widget.count() > TICKER_MAX:
            gone = widget.takeItem(0)
            if gone is reading:
                reading = None
        if following:
            widget.scrollToBottom()
        elif reading is not None:  # lines above may have gone: the one being read stays at the top
            widget.scrollToItem(reading, QListWidget.ScrollHint.PositionAtTop)
