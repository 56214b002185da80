"""The game controller: owns the engine and the bot threads, runs the dealer, and carries out the human
player's actions. GUI thread only.

Widgets never call the engine: they call :class:`GameController` methods (which drop handlers and tests
share) and redraw from its signals.
"""

from __future__ import annotations

import contextlib
import logging
import random
from collections.abc import Iterator, Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal, Slot

from pit_desktop.bots import Level, Pace, TablePace, make_bot
from pit_desktop.engine import (
    AcceptOffer,
    Card,
    ClaimCorner,
    Command,
    Commodity,
    CornerClaimed,
    DealHand,
    Engine,
    Event,
    GameOver,
    GameSettings,
    MakeOffer,
    MarketOpened,
    OfferPosted,
    OpenMarket,
    Phase,
    PitError,
    PlayerView,
    SortingTimeError,
    TradeCompleted,
    WithdrawOffer,
    visible_to,
)
from pit_desktop.ui.bot_runner import QUEUED, BotRunner, PauseGate
from pit_desktop.ui.bridge import EngineBridge, GameClock
from pit_desktop.ui.presenter import Presenter
from pit_desktop.ui.sound import SilentSound, SoundService
from pit_desktop.ui.table_setup import (
    BOT_NAMES as BOT_NAMES,
    HUMAN_SEAT,
    PAUSED_REFUSAL,
    Status,
    TableSetup,
    seat_names,
)

log = logging.getLogger(__name__)

COUNTDOWN_TICK_MS = 100
"""How often the sorting countdown is refreshed, real milliseconds."""


class GameController(QObject):
    """One game at a time: the engine (real clock, optionally sped up), the dealer, the bot threads and the
    table's pace.

    The game pauses for two reasons that compose: a modal dialog (:meth:`pause`/:meth:`resume`, nested) and
    the player (:meth:`set_player_paused`, the P key). While either holds, game time stands still (the
    sorting countdown waits), no bot command reaches the engine, no bot is asked for a step, and the human's
    actions are refused; it runs on only when both are gone.

    Args:
        sound: where sounds go; silent when ``None``.
        time_scale: game seconds per real second (1.0 in play; more in tests and the smoke test).
        parent: the owning QObject.

    Signals:
        game_started(TableSetup): a new game was set up (before its first deal).
        event_received(Event): an engine event the human may see, in ``seq`` order.
        view_changed(PlayerView): the human's fresh view after a burst of events.
        status_posted(Status): news or a refusal for the status line.
        countdown_changed(float): game seconds left in the sorting period.
        player_pause_changed(bool): the player paused (``True``) or let the game go on (``False``).
        hand_ended(bool, object): a hand ended: whether the human cornered, and on a game's last hand
            whether the human won the game (``None`` while the game goes on). For Auto.
        setup_changed(TableSetup): new bots were seated mid-game (:meth:`seat_new_bots`).
    """

    game_started = Signal(object)
    event_received = Signal(object)
    view_changed = Signal(object)
    status_posted = Signal(object)
    countdown_changed = Signal(float)
    player_pause_changed = Signal(bool)
    hand_ended = Signal(bool, object)
    setup_changed = Signal(object)

    def __init__(
        self, sound: SoundService | None = None, time_scale: float = 1.0, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.sound: SoundService = sound if sound is not None else SilentSound()
        self.time_scale = time_scale
        self.engine: Engine | None = None
        self.setup: TableSetup | None = None
        self.view: PlayerView | None = None
        self.words: Presenter | None = None
        self.runners: list[BotRunner] = []
        self.finished_runners: list[BotRunner] = []
        self._bridge: EngineBridge | None = None
        self._clock = GameClock(time_scale)
        self._countdown = QTimer(self)
        self._countdown.setInterval(COUNTDOWN_TICK_MS)
        self._countdown.timeout.connect(self._tick_countdown)
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(0)
        self._refresh.timeout.connect(self._emit_view)
        self._pause_depth = 0  # modal dialogs up
        self._player_paused = False
        self._stopped = False  # time, bots and countdown stand still (either pause)
        self._gate = PauseGate()
        self._rng = random.Random()
        self.table_pace = TablePace()
        """The running table's pace, shared by its bots; :meth:`set_pace` changes it at once."""

    # ------------------------------------------------------------------ game and hands

    def new_game(
        self,
        settings: GameSettings,
        levels: Sequence[Level],
        *,
        seed: int | None = None,
        commodities: Sequence[Commodity] | None = None,
        first_dealer: int | None = None,
        deal: tuple[tuple[Card, ...], ...] | None = None,
        scores: Sequence[int] | None = None,
        hands_played: int = 0,
        autoplay: bool = False,
        pace: Pace = Pace.STANDARD,
    ) -> None:
        """Stop any game in play and start a new one, dealing its first hand. A player's pause ends: the
        new game runs (a dialog's pause still holds until the dialog goes).

        Args:
            settings: the game's settings; names default to :func:`seat_names`.
            levels: the bots' levels, for seats 1 .. players-1 (and seat 0 too when ``autoplay``).
            seed: seeds the engine and the bots; random when ``None``.
            commodities: the suits in play (for rigged tests); drawn at random when ``None`` (R-ED-2).
            first_dealer: the first dealer; drawn at random when ``None`` (R-DEAL-1).
            deal: a rigged first deal (see :class:`~pit_desktop.engine.DealHand`).
            scores: starting scores (to set up a position late in a game); zeros when ``None``.
            hands_played: hands already played (a resumed game): the first deal is hand ``hands_played + 1``.
            autoplay: a bot plays seat 0 too (the smoke test).
            pace: the table's pace (:attr:`table_pace`), changeable with :meth:`set_pace`.

        Raises:
            ValueError: bad settings, or too few levels.
        """
        if not settings.names:
            settings = replace(settings, names=seat_names(settings.players))
        settings = settings.validated()
        n = settings.players
        first_bot = 0 if autoplay else 1
        if len(levels) < n - first_bot:
            raise ValueError(f"{n - first_bot} bot levels needed, {len(levels)} given")
        self.shutdown()
        rng = self._rng = random.Random(seed)
        self._clock = GameClock(self.time_scale)
        was_held, self._player_paused = self._player_paused, False
        self._stopped = self.is_paused()
        if self._stopped:
            self._clock.pause()
            self._gate.close()
        else:
            self._gate.open()
        self.table_pace = TablePace(pace)
        self.engine = Engine(
            settings,
            rng=random.Random(rng.getrandbits(64)),
            clock=self._clock,
            commodities=commodities,
            first_dealer=first_dealer,
            scores=scores,
            hands_played=hands_played,
        )
        # No parent: the engine's listener holds the bridge, so it lives exactly as long as its engine
        # (a late call into an old engine still finds it) and is freed with it, in the GUI thread.
        self._bridge = EngineBridge()
        self._bridge.event_occurred.connect(self._on_event, QUEUED)
        self.engine.subscribe(self._bridge.listener)
        seat_levels: list[Level | None] = [None] * n
        for seat in range(first_bot, n):
            level = levels[seat - first_bot]
            seat_levels[seat] = level
            self.runners.append(self._runner(level, seat))
        if autoplay:
            seat_levels[HUMAN_SEAT] = levels[0]
        self.setup = TableSetup(settings, tuple(seat_levels), HUMAN_SEAT, self.engine.commodities)
        self.words = Presenter(self.setup)
        self._start_runners()
        if was_held:
            self.player_pause_changed.emit(False)
        self.game_started.emit(self.setup)
        self._deal(deal)

    def _runner(self, level: Level, seat: int) -> BotRunner:
        """A new bot of ``level`` for ``seat`` on its thread (not started), at the table's pace."""
        assert self.engine is not None and self._bridge is not None
        bot = make_bot(level, seat, random.Random(self._rng.getrandbits(64)), pace=self.table_pace)
        return BotRunner(bot, self.engine, self._bridge, self._clock, self._gate)

    def _start_runners(self) -> None:
        for runner in self.runners:
            runner.start()
            if self._stopped:
                runner.pause()

    def seat_new_bots(self, level: Level) -> bool:
        """Replace every bot by a new one of ``level`` (at the table's pace), for the next hand: between
        hands only, so no bot changes in the middle of a hand. Emits :attr:`setup_changed`.

        Returns:
            Whether the bots were replaced (``False``: no game, or a hand under way).
        """
        engine, setup = self.engine, self.setup
        if engine is None or setup is None or engine.phase is not Phase.READY:
            return False
        for runner in self.runners:
            if not runner.stop():
                log.error("bot thread %d did not stop", runner.seat)
        self.finished_runners.extend(self.runners)
        self.runners = [self._runner(level, seat) for seat, old in enumerate(setup.levels) if old is not None]
        self.setup = replace(setup, levels=tuple(None if old is None else level for old in setup.levels))
        self.words = Presenter(self.setup)
        self._start_runners()
        self.setup_changed.emit(self.setup)
        return True

    def set_pace(self, pace: Pace) -> None:
        """Change the table's pace now: every bot plays at it from its next decision (a step already
        scheduled keeps its time)."""
        self.table_pace.pace = pace

    def deal_next_hand(self, deal: tuple[tuple[Card, ...], ...] | None = None) -> bool:
        """Deal the next hand (after a corner, when the player clicks "Next hand") and start the sorting
        countdown (R-DEAL-2, R-DEAL-3).

        Returns:
            Whether a hand was dealt (a refusal is posted as a status; also while the game is paused).
        """
        if self.engine is None or self._refused_while_paused():
            return False
        return self._deal(deal)

    def _deal(self, deal: tuple[tuple[Card, ...], ...] | None = None) -> bool:
        if self.engine is None or not self._submit(DealHand(deal)):
            return False
        if self.words is not None:
            self.status_posted.emit(self.words.dealt(self.engine.hand_no, self.engine.dealer))
        if not self._stopped:
            self._countdown.start()
        self._tick_countdown()
        return True

    @Slot()
    def _tick_countdown(self) -> None:
        """Count the sorting period down; at its end the dealer rings the bell (OpenMarket)."""
        engine = self.engine
        if engine is None or engine.phase is not Phase.SORTING:
            self._countdown.stop()
            return
        left = engine.sort_ends_at_s - engine.now()
        self.countdown_changed.emit(max(0.0, left))
        if left <= 0:
            try:
                engine.submit(OpenMarket())
            except SortingTimeError:
                return  # a rounding hair early: the next tick rings it
            except PitError as err:
                log.warning("could not open the market: %s", err)
            self._countdown.stop()

    def game_in_progress(self) -> bool:
        """Whether the player has a game dealt and not ended (R-SCORE-4): leaving it would lose it. A game
        the bots play alone (``autoplay``, the smoke test) is nobody's to lose."""
        engine, setup = self.engine, self.setup
        if engine is None or setup is None or setup.levels[setup.human_seat] is not None:
            return False
        return engine.hand_no > 0 and engine.phase is not Phase.GAME_OVER

    # ------------------------------------------------------------------ pausing

    def pause(self) -> None:
        """Stop the game while a modal dialog is up: game time stands still (so the sorting countdown
        waits, R-DEAL-3) and every bot stops thinking. Calls nest; each needs a :meth:`resume`."""
        self._pause_depth += 1
        self._update_pause()

    def resume(self) -> None:
        """Undo one :meth:`pause`; the last one lets time and the bots run on from where they stopped,
        unless the player has paused (:meth:`set_player_paused`)."""
        if self._pause_depth == 0:
            return
        self._pause_depth -= 1
        self._update_pause()

    def is_paused(self) -> bool:
        """Whether the game is paused (a dialog is up, or the player paused)."""
        return self._pause_depth > 0 or self._player_paused

    @property
    def player_paused(self) -> bool:
        """Whether the player has paused the game (P, Game → Pause, or the window went away)."""
        return self._player_paused

    def set_player_paused(self, paused: bool) -> bool:
        """Pause the game for the player, or let it go on. Composes with a dialog's pause: the game runs
        only when neither holds. Emits :attr:`player_pause_changed` on a change.

        Returns:
            Whether the player's pause is now ``paused`` (``False`` when asked to pause with no game in
            progress, :meth:`game_in_progress`).
        """
        if paused and not self._player_paused and not self.game_in_progress():
            return False
        if paused != self._player_paused:
            self._player_paused = paused
            self._update_pause()
            self.player_pause_changed.emit(paused)
        return True

    def _update_pause(self) -> None:
        """Stop or restart time, the bots and the countdown when the game's pause changes. The gate closes
        before the bots hear (none submits meanwhile) and opens once time runs again."""
        stopped = self.is_paused()
        if stopped == self._stopped:
            return
        self._stopped = stopped
        if stopped:
            self._gate.close()
            self._clock.pause()
            self._countdown.stop()
            for runner in self.runners:
                runner.pause()
        else:
            self._clock.resume()
            self._gate.open()
            for runner in self.runners:
                runner.resume()
            if self.engine is not None and self.engine.phase is Phase.SORTING:
                self._countdown.start()

    def _refused_while_paused(self) -> bool:
        """While paused, refuse the player's action in the status line, saying how to go on."""
        if not self.is_paused():
            return False
        self.sound.play("refused")
        self.status_posted.emit(Status(QCoreApplication.translate("Pause", PAUSED_REFUSAL), error=True))
        return True

    @contextlib.contextmanager
    def paused(self) -> Iterator[None]:
        """``with controller.paused(): dialog.exec()`` — the game waits while the dialog is up."""
        self.pause()
        try:
            yield
        finally:
            self.resume()

    # ------------------------------------------------------------------ the human's actions

    def offer(self, cards: Sequence[Card]) -> bool:
        """Post an offer of ``cards`` for the human (R-TRADE-2, R-TRADE-5).

        Returns:
            Whether the engine took it; a refusal is posted as a status with the engine's reason (or that
            the game is paused).
        """
        return not self._refused_while_paused() and self._submit(MakeOffer(HUMAN_SEAT, tuple(cards)))

    def accept(self, offer_id: int, cards: Sequence[Card]) -> bool:
        """Trade ``cards`` for the open offer ``offer_id`` (R-TRADE-4, R-TRADE-6, R-TRADE-7).

        Returns:
            Whether the trade happened; a refusal is posted as a status (also while paused).
        """
        if self._refused_while_paused():
            return False
        return self._submit(AcceptOffer(HUMAN_SEAT, offer_id, tuple(cards)))

    def withdraw(self) -> bool:
        """Withdraw the human's open offer (R-TRADE-5). Returns whether it was withdrawn (never while
        paused)."""
        return not self._refused_while_paused() and self._submit(WithdrawOffer(HUMAN_SEAT))

    def claim_corner(self) -> bool:
        """Ring the bell to claim a corner (R-CORNER-1..6). Returns whether the claim was valid; while
        paused the bell is refused (and does not ring)."""
        if self._refused_while_paused():
            return False
        self.sound.play("bell")
        return self._submit(ClaimCorner(HUMAN_SEAT))

    def save_hand_record(self, path: str) -> bool:
        """Write the last finished hand as a JSON hand record (docs/hand-record.md) to ``path``.

        Only between hands: mid-hand the record would show every player's cards. A failure (no finished
        hand, an unwritable path) is posted as a status, never raised. GUI thread only.

        Returns:
            Whether the file was written.
        """
        from pit_desktop.engine.record import write_record

        engine = self.engine
        if engine is None or engine.hand_no == 0 or engine.phase not in (Phase.READY, Phase.GAME_OVER):
            self.status_posted.emit(Status(self.tr("A hand can be saved once it is over."), error=True))
            return False
        try:
            write_record(engine.hand_log(), path)
        except (OSError, ValueError) as err:
            text = self.tr("Could not save the hand record: %1").replace("%1", str(err))
            self.status_posted.emit(Status(text, error=True))
            return False
        text = self.tr("Hand %1 saved to %2").replace("%1", str(engine.hand_no)).replace("%2", path)
        self.status_posted.emit(Status(text))
        return True

    def _submit(self, command: Command) -> bool:
        if self.engine is None:
            self.status_posted.emit(Status(self.tr("Start a new game first."), error=True))
            return False
        try:
            self.engine.submit(command)
        except PitError as err:
            log.info("refused %s: %s", type(command).__name__, err.message)
            self.sound.play("refused")
            if self.words is not None:
                self.status_posted.emit(self.words.refusal(err))
            return False
        return True

    # ------------------------------------------------------------------ events

    @Slot(object)
    def _on_event(self, event: Event) -> None:
        """An engine event, queued from the bridge. GUI thread."""
        if self.sender() is not self._bridge or self.words is None:
            return  # a straggler from a game already stopped
        if not visible_to(event, HUMAN_SEAT):
            return
        self._play_sound(event)
        self.event_received.emit(event)
        match event:
            case MarketOpened() | CornerClaimed() | GameOver():
                status = self.words.status(event)
                if status is not None:
                    self.status_posted.emit(status)
        match event:
            case CornerClaimed(seat=seat, scores=scores) if (
                scores[seat] < self.words.setup.settings.target_score
            ):
                self.hand_ended.emit(seat == HUMAN_SEAT, None)
                # else GameOver follows (R-SCORE-4), and the game's last hand is told with it
            case GameOver(winner=winner):
                won = winner == HUMAN_SEAT
                self.hand_ended.emit(won, won)  # the winner cornered the last hand (R-SCORE-4)
        self._refresh.start()

    def _play_sound(self, event: Event) -> None:
        match event:
            case MarketOpened():
                self.sound.play("market_open")
            case TradeCompleted(offerer=o, accepter=a) if HUMAN_SEAT in (o, a):
                self.sound.play("trade")
            case OfferPosted(seat=s) if s != HUMAN_SEAT:
                self.sound.play("offer")
            case CornerClaimed():
                self.sound.play("corner")
            case GameOver(winner=w) if w == HUMAN_SEAT:
                self.sound.play("win")

    @Slot()
    def _emit_view(self) -> None:
        if self.engine is not None:
            self.view = self.engine.view(HUMAN_SEAT)
            self.view_changed.emit(self.view)

    # ------------------------------------------------------------------ shutdown

    @Slot()
    def shutdown(self) -> None:
        """Stop every bot thread (queued stop slot, ``quit()``, ``wait()``). Safe to call twice."""
        self._countdown.stop()
        for runner in self.runners:
            if not runner.stop():
                log.error("bot thread %d did not stop", runner.seat)
        # Threads that finished are dropped; one that did not is kept, to be counted.
        self.finished_runners = [r for r in self.finished_runners if r.thread.isRunning()] + self.runners
        self.runners = []
        if self._bridge is not None:
            self._bridge.event_occurred.disconnect(self._on_event)
            self._bridge = None

    def bot_threads_running(self) -> int:
        """How many bot threads are still running (0 after :meth:`shutdown`)."""
        return sum(r.thread.isRunning() for r in (*self.runners, *self.finished_runners))
