"""The in-app replay: a hand record played back on a table with every hand face up, with play, pause,
step forward and back by event, a timeline slider, speeds, and the trade log beside it. GUI thread only.

The positions come from :func:`pit_desktop.sim.timeline.timeline`, i.e. from the same replay as
``pit-desktop replay``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from pit_desktop.engine import (
    AcceptOffer,
    ClaimCorner,
    ClaimRefused,
    CornerClaimed,
    GameOver,
    MakeOffer,
    MarketOpened,
    OfferPosted,
    OfferWithdrawn,
    OpenMarket,
    TradeCompleted,
    WithdrawOffer,
)
from pit_desktop.engine.record import HandRecord
from pit_desktop.engine.replay import RefusedCommand
from pit_desktop.sim.timeline import Frame, timeline
from pit_desktop.ui.result_panel import hand_pixmap
from pit_desktop.ui.table_setup import player_text

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
"""Replay speeds offered, game seconds per real second."""

STEP_MS = (60, 2500)
"""Least and most real time between two steps while playing, milliseconds: bursts stay visible and long
silences do not bore."""

CARD_PX = 40
"""Height of the cards on the viewer's table, pixels."""


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("HandViewer", text, None, n)


def _cards(cards: Sequence[object]) -> str:
    return ", ".join(getattr(c, "value", str(c)) for c in cards)


PLAYER_NAME = "You"
"""The name Pit Desktop gives the player's seat (``table_setup.seat_names``): a record's seat of that name is
the player's, spoken of in the second person."""


def player_seat(record: HandRecord) -> int | None:
    """The player's seat in ``record``: the one named :data:`PLAYER_NAME`, or ``None``."""
    names = record.settings.names
    return names.index(PLAYER_NAME) if PLAYER_NAME in names else None


def frame_text(frame: Frame, record: HandRecord, you: int | None = None) -> str:
    """One line of the trade log for ``frame``, in the player's words; ``you``, the player's seat, is
    spoken of in the second person ("You offer 2 cards.", "Your offer is withdrawn.")."""
    name = record.settings.name_of
    event = frame.event
    when = f"{frame.at_s:6.1f} s  "
    mine = you is not None and getattr(event, "seat", None) == you
    match event:
        case None if record.dealer == you:
            text = _tr("You deal hand {hand}.").format(hand=record.hand_no)
        case None:
            text = _tr("{dealer} deals hand {hand}.").format(dealer=name(record.dealer), hand=record.hand_no)
        case MarketOpened():
            text = _tr("The bell: the market is open!")
        case OfferPosted() if mine:
            text = _tr("You offer %n card(s).", event.count)
        case OfferPosted():
            text = _tr("{seat} offers %n card(s).", event.count).format(seat=name(event.seat))
        case OfferWithdrawn() if mine:
            text = _tr("Your offer is withdrawn.")
        case OfferWithdrawn():
            text = _tr("{seat}'s offer is withdrawn.").format(seat=name(event.seat))
        case TradeCompleted():
            text = _tr("{a} and {b} trade %n card(s).", event.count).format(
                a=name(event.offerer), b=name(event.accepter)
            )
        case ClaimRefused() if mine:
            text = _tr("You ring without a corner: −{fine}.").format(fine=event.fine)
        case CornerClaimed() if mine:
            text = _tr("You corner {commodity}: +{points}!").format(
                commodity=event.commodity.value, points=event.points
            )
        case ClaimRefused():
            text = _tr("{seat} rings without a corner: −{fine}.").format(
                seat=name(event.seat), fine=event.fine
            )
        case CornerClaimed():
            text = _tr("{seat} corners {commodity}: +{points}!").format(
                seat=name(event.seat), commodity=event.commodity.value, points=event.points
            )
        case GameOver():
            text = _tr("{seat} wins the game!").format(seat=name(event.winner))
        case RefusedCommand():
            text = _tr("{seat}: {action} refused — {why}").format(
                seat=name(getattr(event.command, "seat", 0)),
                action=_action(event.command),
                why=player_text(event.message),
            )
        case _:
            text = type(event).__name__
    return when + text


def _action(command: object) -> str:
    match command:
        case MakeOffer():
            return _tr("offer of {cards}").format(cards=_cards(command.cards))
        case AcceptOffer():
            return _tr("trade of {cards}").format(cards=_cards(command.cards))
        case WithdrawOffer():
            return _tr("withdrawal")
        case ClaimCorner():
            return _tr("the bell")
        case OpenMarket():
            return _tr("the dealer's bell")
    return type(command).__name__


class HandViewer(QDialog):
    """Replays one hand record. Non-modal; closing it stops the playback.

    Args:
        record: the hand.
        lessons: the coach's lessons kept with it (shown under the log), already in the player's words.
        title: the window's title; a default names the hand.
        parent: the main window.
        you: the player's seat, spoken of in the second person; by default the seat named "You".

    Attributes:
        frames: the positions, the deal first.
        index: the position shown.
    """

    def __init__(
        self,
        record: HandRecord,
        lessons: Sequence[str] = (),
        title: str | None = None,
        parent: QWidget | None = None,
        you: int | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.you = player_seat(record) if you is None else you
        self.frames = timeline(record)
        self.index = 0
        self.speed = 1.0
        self.setWindowTitle(title or self.tr("Replay of hand {hand}").format(hand=record.hand_no))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_step)
        table = QWidget()
        table.setObjectName("viewerTable")
        grid = QGridLayout(table)
        self.names: list[QLabel] = []
        self.scores: list[QLabel] = []
        self.hands: list[QLabel] = []
        self.offers: list[QLabel] = []
        for seat in range(record.settings.players):
            labels = [QLabel(), QLabel(), QLabel(), QLabel()]
            labels[0].setText(f"<b>{record.settings.name_of(seat)}</b>")
            for col, label in enumerate(labels):
                grid.addWidget(label, seat, col)
            self.names.append(labels[0])
            self.scores.append(labels[1])
            self.hands.append(labels[2])
            self.offers.append(labels[3])
        grid.setColumnStretch(2, 1)
        self.log = QListWidget()
        for frame in self.frames:  # a long line is elided; its tooltip holds all of it
            text = frame_text(frame, record, self.you)
            item = QListWidgetItem(text)
            item.setToolTip(text)
            self.log.addItem(item)
        self.log.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.currentRowChanged.connect(self._log_clicked)
        self.log.setMinimumWidth(320)
        side = QVBoxLayout()
        side.addWidget(QLabel(self.tr("Trade log")))
        side.addWidget(self.log, 1)
        self.coach: QLabel | None = None
        """The coach's lessons beside the log (a kept hand that has some), else ``None``."""
        if lessons:
            side.addWidget(QLabel(self.tr("The coach's lessons")))
            self.coach = QLabel("\n".join(f"• {lesson}" for lesson in lessons))
            self.coach.setWordWrap(True)
            side.addWidget(self.coach)
        self.back_button = QPushButton(self.tr("◀ Step back"))
        self.play_button = QPushButton(self.tr("Play"))
        self.forward_button = QPushButton(self.tr("Step forward ▶"))
        self.back_button.clicked.connect(self.step_back)
        self.play_button.clicked.connect(self.toggle_play)
        self.forward_button.clicked.connect(self.step_forward)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.frames) - 1)
        self.slider.valueChanged.connect(self.show_frame)
        self.speed_box = QComboBox()
        for speed in SPEEDS:
            self.speed_box.addItem(self.tr("{speed}× speed").format(speed=f"{speed:g}"), speed)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_box.currentIndexChanged.connect(lambda i: setattr(self, "speed", SPEEDS[i]))
        self.clock = QLabel()
        controls = QHBoxLayout()
        for w in (self.back_button, self.play_button, self.forward_button):
            controls.addWidget(w)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.clock)
        controls.addWidget(self.speed_box)
        body = QHBoxLayout()
        body.addWidget(table, 3)
        body.addLayout(side, 1)
        box = QVBoxLayout(self)
        box.addLayout(body, 1)
        box.addLayout(controls)
        self.resize(1180, 560)
        self.show_frame(0)

    # ------------------------------------------------------------------ stepping

    def show_frame(self, index: int) -> None:
        """Show position ``index`` (clamped to the timeline)."""
        index = max(0, min(index, len(self.frames) - 1))
        self.index = index
        frame = self.frames[index]
        dpr = self.devicePixelRatioF()
        offers = {seat: cards for seat, _, cards in frame.offers}
        for seat, hand in enumerate(frame.hands):
            self.scores[seat].setText(self.tr("{points} points").format(points=frame.scores[seat]))
            self.hands[seat].setPixmap(hand_pixmap(hand, CARD_PX, dpr))
            offer = offers.get(seat)
            self.offers[seat].setText(
                self.tr("offers {cards}").format(cards=_cards(offer)) if offer is not None else ""
            )
        self.clock.setText(self.tr("{at:.1f} s").format(at=frame.at_s))
        for widget, value in ((self.slider, index), (self.log, index)):
            widget.blockSignals(True)
            if widget is self.slider:
                self.slider.setValue(value)
            else:
                self.log.setCurrentRow(value)
            widget.blockSignals(False)
        self.back_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < len(self.frames) - 1)
        if index == len(self.frames) - 1:
            self.pause()

    def step_forward(self) -> None:
        """One event on."""
        self.show_frame(self.index + 1)

    def step_back(self) -> None:
        """One event back."""
        self.show_frame(self.index - 1)

    def shown_scores(self) -> tuple[int, ...]:
        """The scores of the position shown."""
        return self.frames[self.index].scores

    def _log_clicked(self, row: int) -> None:
        if row >= 0:
            self.show_frame(row)

    # ------------------------------------------------------------------ playing

    def toggle_play(self) -> None:
        """Play from the position shown (from the start if at the end), or pause."""
        if self._timer.isActive():
            self.pause()
            return
        if self.index == len(self.frames) - 1:
            self.show_frame(0)
        self.play_button.setText(self.tr("Pause"))
        self._schedule()

    def pause(self) -> None:
        """Stop playing."""
        self._timer.stop()
        self.play_button.setText(self.tr("Play"))

    def is_playing(self) -> bool:
        """Whether the replay is playing."""
        return self._timer.isActive()

    def _schedule(self) -> None:
        if self.index >= len(self.frames) - 1:
            self.pause()
            return
        gap_s = self.frames[self.index + 1].at_s - self.frames[self.index].at_s
        self._timer.start(round(min(STEP_MS[1], max(STEP_MS[0], 1000 * gap_s / self.speed))))

    def _play_step(self) -> None:
        self.step_forward()
        if self.index < len(self.frames) - 1:
            self._schedule()

    def done(self, result: int) -> None:  # Qt override: closing stops the playback
        self.pause()
        super().done(result)
