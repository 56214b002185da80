"""Pit's game controller: makes Pit's engine and bots (through
:class:`~pit_desktop.games.pit.ui.game.PitGame`'s factories), runs the dealer, carries out the human player's
actions, and measures the player's speed for the bots to match (:mod:`pit_desktop.games.pit.bots.matching`).
The clock, the bridge, the bots' threads and the pause are the shell's
(:class:`~pit_desktop.shell.session.GameSession`). GUI thread only.

Widgets never call the engine: they call :class:`GameController` methods (which drop handlers and tests
share) and redraw from its signals.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from pit_desktop.core.bots.pace import FIXED_TEMPO
from pit_desktop.games.pit.bots import Level, Pace, TablePace
from pit_desktop.games.pit.bots.matching import SpeedMeter
from pit_desktop.games.pit.engine import (
    AcceptOffer,
    Card,
    CardsDealt,
    ClaimCorner,
    Command,
    Commodity,
    CornerClaimed,
    DealHand,
    Engine,
    Event,
    GameOver,
    GameSettings,
    HandDealt,
    MakeOffer,
    MarketOpened,
    OfferPosted,
    OpenMarket,
    Phase,
    PitError,
    PlayerView,
    PublicOffer,
    SortingTimeError,
    TradeCompleted,
    WithdrawOffer,
    visible_to,
)
from pit_desktop.games.pit.engine.errors import WrongPhaseError
from pit_desktop.games.pit.engine.hand_log import HandLog
from pit_desktop.games.pit.ui.presenter import Presenter, file_problem
from pit_desktop.games.pit.ui.table_setup import (
    BOT_NAMES as BOT_NAMES,
    HUMAN_SEAT,
    Status,
    TableSetup,
    seat_names,
)
from pit_desktop.shell.game import BotHost, Game
from pit_desktop.shell.keeper import ResumedHand
from pit_desktop.shell.session import GameSession
from pit_desktop.shell.sound import SoundService

if TYPE_CHECKING:
    from pit_desktop.core.kept_hand import KeptHand
    from pit_desktop.games.pit.bots import Bot
    from pit_desktop.games.pit.bots.hint import PitAdvisor, PitHint
    from pit_desktop.games.pit.engine.record import HandRecord

log = logging.getLogger(__name__)

COUNTDOWN_TICK_MS = 100
"""How often the sorting countdown is refreshed, real milliseconds."""

RESUME_COUNTDOWN_S = 5.0
"""Game seconds a hand resumed where it stopped waits before the market opens (again), so that the player
can look at the hand first: the open offers were taken down and nobody trades meanwhile."""


def _take_offers_down(engine: object) -> None:
    """A resumed hand's open offers are taken down (R-TRADE-5: each owner withdraws it, logged in the hand's
    record as any command), before the market opens again.

    Raises:
        RestoreError: the kept hand is over, or an offer cannot be taken down.
    """
    from pit_desktop.core.restore import RestoreError

    assert isinstance(engine, Engine)
    if engine.phase not in (Phase.SORTING, Phase.OPEN):
        raise RestoreError("commands", "the kept hand is over")
    for offer in engine.view(HUMAN_SEAT).offers:
        try:
            engine.submit(WithdrawOffer(offer.seat))
        except PitError as err:
            raise RestoreError("commands", f"its offers cannot be taken down: {err}") from None


class GameController(GameSession):
    """One game of Pit at a time: the engine, the dealer, the bots and the table's pace, on the shell's
    session (clock, bridge, bot threads, pause: see :class:`GameSession`). While the game is paused the
    sorting countdown waits (R-DEAL-3) and the human's actions are refused.

    Args:
        sound: where sounds go; silent when ``None``.
        time_scale: game seconds per real second (1.0 in play; more in tests and the smoke test).
        parent: the owning QObject.
        game: the game's factories (engine, bots, presenter); Pit's when ``None``.

    Signals:
        game_started(TableSetup): a new game was set up (before its first deal).
        event_received(Event): an engine event the human may see, in ``seq`` order.
        view_changed(PlayerView): the human's fresh view after a burst of events.
        status_posted(Status): news or a refusal for the status line (the session's).
        countdown_changed(float): game seconds left in the sorting period.
        player_pause_changed(bool): the player paused or let the game go on (the session's).
        hand_ended(bool, object): a hand ended: whether the human cornered, and on a game's last hand
            whether the human won the game (``None`` while the game goes on). For Auto.
        setup_changed(TableSetup): new bots were seated mid-game (:meth:`seat_new_bots`).
        hand_restored(tuple): a kept hand was replayed to where it stopped: its events so far, private
            ones included (after :attr:`game_started`; the window shows the hand's trades).
        market_reopening(float): game seconds left before the market of a resumed hand opens again; 0
            when it has.
    """

    game_started = Signal(object)
    event_received = Signal(object)
    view_changed = Signal(object)
    countdown_changed = Signal(float)
    hand_ended = Signal(bool, object)
    setup_changed = Signal(object)
    hand_restored = Signal(object)
    market_reopening = Signal(float)

    def __init__(
        self,
        sound: SoundService | None = None,
        time_scale: float = 1.0,
        parent: QObject | None = None,
        game: Game | None = None,
    ) -> None:
        if game is None:
            from pit_desktop.games.pit.ui.game import PIT

            game = PIT
        super().__init__(game, sound, time_scale, parent)
        self.engine: Engine | None = None
        self._finished_log: HandLog | None = None
        self.setup: TableSetup | None = None
        self.view: PlayerView | None = None
        self.words: Presenter | None = None
        self._countdown = QTimer(self)
        self._countdown.setInterval(COUNTDOWN_TICK_MS)
        self._countdown.timeout.connect(self._tick_countdown)
        self._refresh = QTimer(self)
        self._refresh.setSingleShot(True)
        self._refresh.setInterval(0)
        self._refresh.timeout.connect(self._emit_view)
        self._rng = random.Random()
        self.table_pace = TablePace()
        """The running table's pace, shared by its bots; :meth:`set_pace` and :meth:`set_match` change it
        at once."""
        self.meter: SpeedMeter | None = None
        """The player's speed, measured from every event and every command of theirs (``None`` before a
        game, and in a game the bots play alone); the bots match it while :attr:`TablePace.match` is it."""
        self._measured: set[int] = set()  # seqs of events the meter heard with the player's own command
        self.last_corner: CornerClaimed | None = None
        """The latest corner of the game (every seat's final hand in it), for Auto's reading of a hand."""
        self.hand_tries = 0
        """The player's tries to take an offer this hand (R-TRADE-4)."""
        self.hand_lost = 0
        """Of those, the tries that found the offer gone (R-TRADE-7)."""
        self.hand_hints = 0
        """The hints the player asked for this hand (:meth:`hint`), for the statistics."""
        self.advisor: PitAdvisor | None = None
        """The judgement of the bots' level on the player's seat, told what the player sees (``None`` in a
        game the bots play alone)."""
        self._reopens_at_s: float | None = None  # a resumed hand's market opens again then (engine clock)
        self._bell_not_before_s = -math.inf  # a resumed hand's sorting period lasts at least till then
        self._scripted: Callable[[int], Bot] | None = None  # a lesson's bots (new_game)

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
        match: bool = True,
        speed: tuple[float, float, float] | None = None,
        hand: KeptHand[HandRecord] | None = None,
        lesson: Callable[[int], Bot] | None = None,
    ) -> ResumedHand:
        """Stop any game in play and start a new one, dealing its first hand, or resuming the kept ``hand``
        where it stopped. A player's pause ends: the new game runs (a dialog's pause still holds until the
        dialog goes).

        A kept hand whose play was kept is replayed to its moment (``restore.py``): the same cards in
        the same hands, every command at its time; the bots are told the hand so far; the open offers are
        taken down and the market opens again after :data:`RESUME_COUNTDOWN_S` (a hand kept while the cards
        were sorted sorts on, at least as long). One kept with its deal only is dealt again with those cards.
        A hand that cannot be restored is dealt anew.

        Args:
            settings: the game's settings; names default to :func:`seat_names`.
            levels: the bots' levels, for seats 1 .. players-1 (and seat 0 too when ``autoplay``).
            seed: seeds the engine and the bots; random when ``None``.
            commodities: the suits in play (for rigged tests); drawn at random when ``None`` (R-ED-2).
            first_dealer: the first dealer; drawn at random when ``None`` (R-DEAL-1).
            deal: a rigged first deal (see :class:`~pit_desktop.games.pit.engine.DealHand`), or a resumed
                game's hand in play dealt again; one the engine refuses is shuffled anew.
            scores: starting scores (to set up a position late in a game); zeros when ``None``.
            hands_played: hands already played (a resumed game): the first deal is hand ``hands_played + 1``.
            autoplay: a bot plays seat 0 too (the smoke test).
            pace: the table's pace (:attr:`table_pace`), changeable with :meth:`set_pace`.
            match: the bots match the player's speed (:attr:`meter`), changeable with :meth:`set_match`;
                at their levels' fixed tempos when ``False`` (and always when ``autoplay``).
            speed: the player's speed factors measured before (take, look, bell: see
                :meth:`~pit_desktop.games.pit.bots.matching.SpeedMeter.resume_from`); the meter starts from
                the Human seat's figures when ``None`` or when they are not positive numbers.
            hand: the kept hand of a resumed game (its ``first_dealer``, ``scores`` and ``hands_played`` are
                from before it); ``deal`` is then not given.
            lesson: a lesson's game (``games/pit/ui/lesson.py``): makes each bot seat's scripted strategy,
                played in place of a bot of its level (the level is what the table shows). Nothing of the
                game is kept or counted, and the player's speed is not measured (:attr:`lesson`).

        Returns:
            How the kept hand came back (:attr:`ResumedHand.NONE` without one).

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
        was_held = self.begin()
        self.lesson, self._scripted = lesson is not None, lesson
        self._reopens_at_s, self._bell_not_before_s = None, -math.inf
        rng = self._rng = random.Random(seed)
        self.meter = None if autoplay or self.lesson else self._new_meter(settings, speed)
        self._measured.clear()
        self.table_pace = TablePace(pace, self.meter if match else None)

        def make_engine(clock: Callable[[], float]) -> Engine:
            engine = self.game.make_engine(
                settings,
                rng=random.Random(rng.getrandbits(64)),
                clock=clock,  # type: ignore[arg-type]  # any clock: the engine only reads it
                commodities=commodities,
                first_dealer=first_dealer,
                scores=scores,
                hands_played=hands_played,
            )
            assert isinstance(engine, Engine)
            return engine

        engine, restored, came, kept_deal = self.start_engine(
            make_engine, hand, DealHand, PitError, _take_offers_down
        )
        assert isinstance(engine, Engine)
        deal = kept_deal or deal
        self.engine = engine
        self._finished_log = None  # a new game: no hand of it is finished yet
        self.open_engine(engine)
        seat_levels: list[Level | None] = [None] * n
        bots: list[BotHost] = []
        for seat in range(first_bot, n):
            level = levels[seat - first_bot]
            seat_levels[seat] = level
            bots.append(self._runner(level, seat))
        if autoplay:
            seat_levels[HUMAN_SEAT] = levels[0]
        self.setup = TableSetup(settings, tuple(seat_levels), HUMAN_SEAT, engine.commodities)
        self.words = self.game.presenter(self.setup)
        self.advisor = None if autoplay else self._new_advisor()
        self.hand_hints = 0
        if restored is not None:
            for bot in bots:
                bot.catch_up(restored.events, restored.dealt[bot.seat])
            self._advisor_catch_up(restored.events, restored.dealt[HUMAN_SEAT])
            if engine.phase is Phase.OPEN:  # nobody trades until the market opens again
                self._reopens_at_s = engine.now() + RESUME_COUNTDOWN_S
                self.hold_bots(True)
            else:  # the cards are being sorted: on, for the look at the hand at least
                self._bell_not_before_s = engine.now() + RESUME_COUNTDOWN_S
        self.host_bots(bots)
        if was_held:
            self.player_pause_changed.emit(False)
        self.game_started.emit(self.setup)
        if restored is not None:
            self.hand_restored.emit(restored.events)
            self._count_down()
            self._refresh.start()
            return came
        if deal is not None and engine.why_not(DealHand(deal)) is not None:
            log.warning("the kept deal does not fit the table: %s", engine.why_not(DealHand(deal)))
            deal = None  # a kept deal that does not fit this table (R-DEAL-2): shuffled anew
            if came is ResumedHand.SAME_CARDS:
                came = ResumedHand.DEALT_ANEW
        self._deal(deal)
        return came

    @staticmethod
    def _new_meter(settings: GameSettings, speed: tuple[float, float, float] | None) -> SpeedMeter:
        """The player's meter for a game of ``settings``, starting from ``speed`` when it is usable."""
        meter = SpeedMeter(HUMAN_SEAT, settings.players)
        meter.bull_bear(settings.bull_bear)
        if speed is not None:
            try:
                meter.resume_from(*speed)
            except (TypeError, ValueError) as err:  # not three positive numbers: the Human seat's figures
                log.warning("not resuming the player's speed from %r: %s", speed, err)
                meter = SpeedMeter(HUMAN_SEAT, settings.players)
                meter.bull_bear(settings.bull_bear)
        return meter

    def _runner(self, level: Level, seat: int) -> BotHost:
        """A new bot of ``level`` for ``seat`` on its thread (not started), at the table's pace; a lesson's
        scripted bot in a lesson."""
        assert self.engine is not None
        if self._scripted is not None:
            from pit_desktop.games.pit.bots.pit_table import PitTable
            from pit_desktop.shell.bot_runner import BotRunner, PauseGate

            gate = self.gate
            assert isinstance(gate, PauseGate)
            return BotRunner(
                self._scripted(seat), self.engine, self.bridge, self._clock, gate, table=PitTable
            )
        rng = random.Random(self._rng.getrandbits(64))
        return self.game.make_bot(
            level, seat, self.engine, self.bridge, self._clock, self.gate, rng, self.table_pace
        )

    def seat_new_bots(self, level: Level) -> bool:
        """Replace every bot by a new one of ``level`` (at the table's pace), for the next hand: between
        hands only, so no bot changes in the middle of a hand. Emits :attr:`setup_changed`.

        Returns:
            Whether the bots were replaced (``False``: no game, or a hand under way).
        """
        engine, setup = self.engine, self.setup
        if engine is None or setup is None or engine.phase is not Phase.READY:
            return False
        self.retire_bots()
        bots = [self._runner(level, seat) for seat, old in enumerate(setup.levels) if old is not None]
        self.setup = replace(setup, levels=tuple(None if old is None else level for old in setup.levels))
        self.words = self.game.presenter(self.setup)
        self.host_bots(bots)
        self.setup_changed.emit(self.setup)
        return True

    def hint_level(self) -> Level:
        """The level whose judgement the hints give: the bots' (the first bot's), Medium before a game."""
        setup = self.setup
        if setup is None:
            return Level.MEDIUM
        return next(
            (lv for s, lv in enumerate(setup.levels) if lv is not None and s != HUMAN_SEAT), Level.MEDIUM
        )

    def _new_advisor(self) -> PitAdvisor:
        """An advisor of the bots' level for the player's seat (the bots' judgement loads with it)."""
        from pit_desktop.games.pit.bots.hint import PitAdvisor

        return PitAdvisor(self.hint_level(), HUMAN_SEAT)

    def _advisor_catch_up(self, events: Sequence[Event], dealt: PlayerView) -> None:
        """A resumed hand: the advisor is told the hand so far, as the bots are (``BotHost.catch_up``)."""
        advisor = self.advisor
        if advisor is None:
            return
        for event in events:
            if visible_to(event, HUMAN_SEAT):
                advisor.inform(event)
                if isinstance(event, CardsDealt) and event.seat == HUMAN_SEAT:
                    advisor.restart(dealt)

    def hint(self) -> PitHint | None:
        """What a bot of the bots' level would do now on the player's view, and why (issue 25): counted
        for the hand's statistics when there is a hand to advise on. Reads the engine's view (one short
        hold of its lock, never waiting on a bot) and runs the bot's judgement on it, both on the GUI
        thread: tens of microseconds (``benchmarks/bench_hint.py``).

        Returns:
            The hint, or ``None`` (refused, with the reason told) while paused or before a game.
        """
        if self.engine is None or self.setup is None:
            self.status_posted.emit(Status(self.tr("Start a new game first."), error=True))
            return None
        if self._refused_while_paused():
            return None
        from pit_desktop.games.pit.bots.hint import PitReason

        if self.advisor is None:
            self.advisor = self._new_advisor()
        hint = self.advisor.advise(self.engine.view(HUMAN_SEAT))
        if hint.reason is not PitReason.NO_HAND:
            self.hand_hints += 1
        return hint

    def set_pace(self, pace: Pace) -> None:
        """Change the table's pace now: every bot plays at it from its next decision (a step already
        scheduled keeps its time)."""
        self.table_pace.pace = pace

    def set_match(self, on: bool) -> None:
        """Have the bots match the player's speed (``on``), or play their levels' fixed tempos, now: every
        bot reads it at its next decision (a step already scheduled keeps its time). The meter goes on
        measuring either way. No effect in a game without a player (``autoplay``)."""
        self.table_pace.match = self.meter if on and self.meter is not None else FIXED_TEMPO

    def set_ease(self, ease: float) -> None:
        """Auto's multiplier of every bot delay (:attr:`TablePace.ease`), now; 1.0 when the player chose the
        level."""
        self.table_pace.ease = ease

    @property
    def matching(self) -> bool:
        """Whether the bots match the player's speed now."""
        return self.meter is not None and self.table_pace.match is self.meter

    def speed(self) -> tuple[float, float, float] | None:
        """The player's speed factors so far (take, look, bell), to start the next game from; ``None``
        when nothing of the player's speed is known (no game, no action measured and none resumed)."""
        meter = self.meter
        if meter is None:
            return None
        reading = meter.reading()
        factors = (reading.take, reading.look, reading.bell)
        if reading.takes + reading.looks + reading.bells == 0 and factors == (1.0, 1.0, 1.0):
            return None
        return factors

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
        finished = self.finished_hand_log()
        if self.engine is None or not self._submit(DealHand(deal)):
            return False
        self._finished_log = finished  # still saveable while the next hand is played
        if self.words is not None:
            self.status_posted.emit(self.words.dealt(self.engine.hand_no, self.engine.dealer))
        self._count_down()
        return True

    def _count_down(self) -> None:
        """Start the countdown (the sorting period's, or a resumed hand's before its market opens again)."""
        if not self.stopped:
            self._countdown.start()
        self._tick_countdown()

    @property
    def market_held(self) -> bool:
        """Whether a resumed hand's market waits to open again (:data:`RESUME_COUNTDOWN_S`): nobody trades."""
        return self._reopens_at_s is not None

    @Slot()
    def _tick_countdown(self) -> None:
        """Count the sorting period down; at its end the dealer rings the bell (OpenMarket). A resumed
        hand's market opens again at the end of its own countdown."""
        engine = self.engine
        if engine is not None and self._reopens_at_s is not None:
            left = self._reopens_at_s - engine.now()
            self.market_reopening.emit(max(0.0, left))
            if left <= 0:
                self._reopen_market()
            return
        if engine is None or engine.phase is not Phase.SORTING:
            self._countdown.stop()
            return
        left = max(engine.sort_ends_at_s, self._bell_not_before_s) - engine.now()
        self.countdown_changed.emit(max(0.0, left))
        if left <= 0:
            try:
                engine.submit(OpenMarket())
            except SortingTimeError:
                return  # a rounding hair early: the next tick rings it
            except PitError as err:
                log.warning("could not open the market: %s", err)
            self._countdown.stop()

    def _reopen_market(self) -> None:
        """The resumed hand's countdown is over: the bots go on and the market is open again (R-TRADE-1)."""
        self._reopens_at_s = None
        self._countdown.stop()
        self.hold_bots(False)
        self.sound.play("market_open")
        if self.words is not None:
            self.status_posted.emit(self.words.opened())
        self._refresh.start()

    def game_in_progress(self) -> bool:
        """Whether the player has a game dealt and not ended (R-SCORE-4): leaving it would lose it. A game
        the bots play alone (``autoplay``, the smoke test) is nobody's to lose."""
        engine, setup = self.engine, self.setup
        if engine is None or setup is None or setup.levels[setup.human_seat] is not None:
            return False
        return engine.hand_no > 0 and engine.phase is not Phase.GAME_OVER

    # ------------------------------------------------------------------ pausing

    def time_stopped(self) -> None:
        """The game paused (or stopped): the sorting countdown waits (R-DEAL-3)."""
        self._countdown.stop()

    def time_runs(self) -> None:
        """The game runs again: the sorting countdown (or a resumed hand's) goes on where it stood."""
        if self.engine is not None and (self.engine.phase is Phase.SORTING or self.market_held):
            self._countdown.start()

    def _refused_while_paused(self) -> bool:
        """Refuse the player's action while the game is paused, or while a resumed hand's market waits to
        open again (saying so); whether it was refused."""
        if self.refused_while_paused():
            return True
        if not self.market_held:
            return False
        self.sound.play("refused")
        said = self.tr("The market opens again in a moment: look at your hand first.")
        self.status_posted.emit(Status(said, error=True))
        return True

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

    def why_not(self, command: Command) -> PitError | None:
        """The refusal the engine would give ``command`` now
        (:meth:`~pit_desktop.games.pit.engine.Engine.why_not`): the window's hints ask the rules rather than
        work legality out themselves. ``None`` if it would be applied, or if there is no game. Nothing
        changes. GUI thread."""
        return None if self.engine is None else self.engine.why_not(command)

    def why_not_offer(self, cards: Sequence[Card]) -> PitError | None:
        """The refusal for the human offering ``cards`` now (R-TRADE-1, R-TRADE-2, R-TRADE-5), or ``None``."""
        return self.why_not(MakeOffer(HUMAN_SEAT, tuple(cards)))

    def why_not_trade(self, offer_id: int | None, cards: Sequence[Card]) -> PitError | None:
        """The refusal for the human paying ``cards`` for offer ``offer_id`` now (``None``: a seat with no
        offer): the market's phase first (R-TRADE-1, R-CORNER-5, R-SCORE-4), then the offer and the cards
        (R-TRADE-4, R-TRADE-7); ``None`` if the trade would happen."""
        return self.why_not(AcceptOffer(HUMAN_SEAT, -1 if offer_id is None else offer_id, tuple(cards)))

    def open_offer(self, seat: int) -> PublicOffer | None:
        """``seat``'s open offer in the engine now, or ``None``: the table shows it only once its event
        has come through (R-TRADE-3: its count, never its cards). GUI thread."""
        engine = self.engine
        if engine is None:
            return None
        return next((offer for offer in engine.view(HUMAN_SEAT).offers if offer.seat == seat), None)

    def finished_hand_log(self) -> HandLog | None:
        """The last finished hand's log: the hand just over between hands, else the one before the hand
        under way (the current hand's would show every player's cards); ``None`` before any hand ended."""
        engine = self.engine
        if engine is not None and engine.hand_no > 0 and engine.phase in (Phase.READY, Phase.GAME_OVER):
            try:
                return engine.hand_log()
            except WrongPhaseError:  # a resumed game: its hands were played before, none dealt here yet
                return self._finished_log
        return self._finished_log if engine is not None else None

    def save_hand_record(self, path: str) -> bool:
        """Write the last finished hand (:meth:`finished_hand_log`) as a JSON hand record
        (docs/hand-record.md) to ``path``.

        Never the hand under way (its record would show every player's cards). A failure (no finished
        hand, an unwritable path) is posted as a status, never raised. GUI thread only.

        Returns:
            Whether the file was written.
        """
        from pit_desktop.games.pit.engine.record import write_record

        finished = self.finished_hand_log()
        if finished is None:
            self.status_posted.emit(Status(self.tr("A hand can be saved once it is over."), error=True))
            return False
        try:
            write_record(finished, path)
        except (OSError, ValueError) as err:
            log.warning("could not save the hand record to %s: %s", path, err)
            why = file_problem(err) if isinstance(err, OSError) else self.tr("the hand cannot be written.")
            text = self.tr("Could not save the hand record: %1").replace("%1", why)
            self.status_posted.emit(Status(text, error=True))
            return False
        text = self.tr("Hand %1 saved to %2").replace("%1", str(finished.hand_no)).replace("%2", path)
        self.status_posted.emit(Status(text))
        return True

    def _submit(self, command: Command) -> bool:
        if self.engine is None:
            self.status_posted.emit(Status(self.tr("Start a new game first."), error=True))
            return False
        try:
            events = self.engine.submit(command)
        except PitError as err:
            self._measure(command, (), err.reason)
            log.info("refused %s: %s", type(command).__name__, err.message)
            self.sound.play("refused")
            if self.words is not None:
                self.status_posted.emit(self.words.refusal(err))
            return False
        self._measure(command, events, None)
        return True

    def _measure(self, command: Command, events: Sequence[Event], reason: str | None) -> None:
        """The meter hears of the player's ``command`` with the time the engine logged it at and its refusal
        ``reason``, after the events it caused, as the headless table tells a simulated person's
        (``pit_desktop.games.pit.sim.runner.HeadlessTable``): those events are not heard again from the
        bridge."""
        if type(command) is AcceptOffer and command.seat == HUMAN_SEAT:
            self.hand_tries += 1
            self.hand_lost += reason == "offer_gone"
        meter, engine = self.meter, self.engine
        if meter is None or engine is None or getattr(command, "seat", None) != meter.seat:
            return
        for event in events:
            meter.observe(event)
            self._measured.add(event.seq)
        meter.command(_logged_at(engine, command), command, reason)

    # ------------------------------------------------------------------ events

    def on_event(self, event: object) -> None:
        """An engine event, queued from the bridge. GUI thread."""
        assert isinstance(event, Event)
        if self.meter is not None:
            if event.seq in self._measured:
                self._measured.discard(event.seq)
            else:
                self.meter.observe(event)
        if self.words is None:
            return
        if not visible_to(event, HUMAN_SEAT):
            return
        self._play_sound(event)
        self._tell_advisor(event)
        match event:
            case HandDealt():
                self.hand_tries = self.hand_lost = self.hand_hints = 0
            case CornerClaimed():
                self.last_corner = event
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

    def _tell_advisor(self, event: Event) -> None:
        """The advisor hears what the player sees; dealt its cards, it starts the hand from the player's
        view, as a bot's host restarts its bot (R-DEAL-2). A new level (Auto) takes effect at a deal."""
        if self.advisor is None or self.engine is None:
            return
        if isinstance(event, HandDealt) and self.advisor.level is not self.hint_level():
            self.advisor = self._new_advisor()
        self.advisor.inform(event)
        if isinstance(event, CardsDealt) and event.seat == HUMAN_SEAT:
            self.advisor.restart(self.engine.view(HUMAN_SEAT))

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
            if self.advisor is not None:
                self.advisor.look(self.view)
            self.view_changed.emit(self.view)


def _logged_at(engine: Engine, command: Command) -> float:
    """When ``engine`` logged ``command`` (the clock time of its hand log, R-DEAL-2), or its clock now if it
    logged none (no hand dealt yet)."""
    try:
        logged = engine.hand_log().commands
    except WrongPhaseError:
        return engine.now()
    return next((entry.at_s for entry in reversed(logged) if entry.command is command), engine.now())
