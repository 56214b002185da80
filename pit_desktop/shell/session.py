"""The game-neutral half of a game's controller: the clock, the bridge, the bots' threads and the pause.
GUI thread only.

A game's controller (Pit's :class:`~pit_desktop.games.pit.ui.controller.GameController`) subclasses
:class:`GameSession`: it makes the engine and the bots with its :class:`~pit_desktop.shell.game.Game`'s
factories, hands them to :meth:`GameSession.open_engine` and :meth:`GameSession.host_bots`, and handles the
events (:meth:`GameSession.on_event`). The session pauses and resumes time and bots, and stops every thread.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable, Iterable, Iterator
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QObject, Qt, Signal, Slot

from pit_desktop.shell.bridge import EngineBridge, GameClock
from pit_desktop.shell.keeper import ResumedHand
from pit_desktop.shell.sound import SilentSound, SoundService
from pit_desktop.shell.words import PAUSED_REFUSAL, Status, pause_text

if TYPE_CHECKING:
    from pit_desktop.core.restore import Restored
    from pit_desktop.shell.game import BotHost, Game, Gate, Rules

log = logging.getLogger(__name__)


class KeptPlay(Protocol):
    """A kept hand as the session resumes it (``persistence/kept_hand.KeptHand``, of either game)."""

    @property
    def record(self) -> Any:
        """The hand's record so far: ``hand_no``, ``deal`` and ``commands`` (times, refusals)."""

    @property
    def elapsed_s(self) -> float:
        """Game seconds the hand had been played."""
        ...

    @property
    def played(self) -> bool:
        """Whether its play was kept (else only its deal)."""
        ...


class GameSession(QObject):
    """One game at a time, as far as the shell is concerned: its engine's bridge, its clock (real time,
    optionally sped up), its bots' threads and its pause.

    The game pauses for two reasons that compose: a modal dialog (:meth:`pause`/:meth:`resume`, nested) and
    the player (:meth:`set_player_paused`, the P key). While either holds, game time stands still, no bot
    command reaches the engine (the :class:`~pit_desktop.shell.game.Gate` is closed), no bot is asked
    for a step, and the game refuses the human's actions (:meth:`refused_while_paused`); it runs on only
    when both are gone.

    Args:
        game: the game whose engines and bots this session runs.
        sound: where sounds go; silent when ``None``.
        time_scale: game seconds per real second (1.0 in play; more in tests and the smoke test).
        parent: the owning QObject.

    Signals:
        status_posted(Status): news or a refusal for the status line.
        player_pause_changed(bool): the player paused (``True``) or let the game go on (``False``).
    """

    status_posted = Signal(object)
    player_pause_changed = Signal(bool)

    def __init__(
        self,
        game: Game,
        sound: SoundService | None = None,
        time_scale: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.sound: SoundService = sound if sound is not None else SilentSound()
        self.time_scale = time_scale
        self.runners: list[BotHost] = []
        self.finished_runners: list[BotHost] = []
        self._bridge: EngineBridge | None = None
        self._clock = GameClock(time_scale)
        self._gate: Gate = game.make_gate()
        self._pause_depth = 0  # modal dialogs up
        self._player_paused = False
        self._stopped = False  # time and bots stand still (either pause)
        self._bots_held = False  # the game holds its bots while time runs (hold_bots)
        self._bots_still = False  # the bots stand still (a pause, or held)
        self.lesson = False
        """Whether the game in play is a lesson (Learn to play, ``shell/lesson.py``): its bots play a
        script, and nothing of it is kept, counted in the statistics or measured of the player. The game
        sets it with each new game."""

    # ------------------------------------------------------------------ a game's engine and bots

    def open_engine(self, engine: Rules) -> None:
        """Follow ``engine`` (made on :attr:`clock`): its events come to :meth:`on_event`, queued to the
        GUI thread. Call after :meth:`begin` and before its bots are hosted."""
        # No parent: the engine's listener holds the bridge, so it lives exactly as long as its engine
        # (a late call into an old engine still finds it) and is freed with it, in the GUI thread.
        self._bridge = EngineBridge()
        self._bridge.event_occurred.connect(self._on_bridged, Qt.ConnectionType.QueuedConnection)
        engine.subscribe(self._bridge.listener)

    def start_engine(
        self,
        make_engine: Callable[[Callable[[], float]], Rules],
        hand: KeptPlay | None,
        deal_command: Callable[[Any], object],
        refusal: type[Exception],
        after: Callable[[Rules], None] | None = None,
    ) -> tuple[Rules, Restored | None, ResumedHand, Any]:
        """The new game's engine, and how a resumed game's kept ``hand`` comes back. Call after
        :meth:`begin`, before :meth:`open_engine`.

        A hand whose play was kept is replayed to where it stopped (``pit_desktop/core/restore.py``), on a
        clock held at each command's time and then :attr:`clock`; one that cannot be restored leaves a new
        engine on :attr:`clock` to deal it anew. A hand kept with its deal only gives that deal back, to be
        dealt again with the same cards.

        Args:
            make_engine: makes the game's engine on the clock given (the game's factory, its rigging set).
            hand: the kept hand (``persistence/kept_hand.KeptHand``), or ``None``.
            deal_command: the game's command that deals the cards given (its ``DealHand``).
            refusal: the exception the game's engine refuses a command with.
            after: called with the engine once the hand is replayed (Pit takes its open offers down); it
                raises :class:`~pit_desktop.core.restore.RestoreError` when the hand cannot go on.

        Returns:
            The engine; the restored hand (its events and views as dealt) or ``None``; how the hand came
            back; and the deal to deal again (``None`` but for :attr:`ResumedHand.SAME_CARDS`).
        """
        if hand is None:
            return make_engine(self._clock), None, ResumedHand.NONE, None
        record = hand.record
        if not hand.played:
            return make_engine(self._clock), None, ResumedHand.SAME_CARDS, record.deal
        from pit_desktop.core.restore import HeldClock, RestoreError, restore_hand

        clock = HeldClock(self._clock)
        engine = make_engine(clock)
        done = None if after is None else (lambda: after(engine))
        try:
            restored = restore_hand(
                engine, clock, deal_command(record.deal), record.commands, hand.elapsed_s, refusal, done
            )
        except RestoreError as err:
            log.warning("kept hand %s cannot be restored, dealt anew: %s", record.hand_no, err)
            return make_engine(self._clock), None, ResumedHand.DEALT_ANEW, None
        return engine, restored, ResumedHand.RESTORED, None

    def begin(self) -> bool:
        """Stop the game in play (its bots' threads) and set up a fresh clock and gate for the next one. A
        player's pause ends (a dialog's pause still holds until the dialog goes).

        Returns:
            Whether the player's pause was on (the caller emits :attr:`player_pause_changed` once the new
            game is set up).
        """
        self.shutdown()
        self._clock = GameClock(self.time_scale)
        was_held, self._player_paused = self._player_paused, False
        self._bots_held = False
        self._stopped = self._bots_still = self.is_paused()
        if self._stopped:
            self._clock.pause()
            self._gate.close()
        else:
            self._gate.open()
        return was_held

    @property
    def clock(self) -> GameClock:
        """The running game's clock (new with each :meth:`begin`)."""
        return self._clock

    @property
    def bridge(self) -> EngineBridge:
        """The running engine's bridge (see :meth:`open_engine`).

        Raises:
            RuntimeError: no engine is open.
        """
        if self._bridge is None:
            raise RuntimeError("no engine is open")
        return self._bridge

    @property
    def gate(self) -> Gate:
        """The pause gate shared by the running game's bots."""
        return self._gate

    def host_bots(self, hosts: Iterable[BotHost]) -> None:
        """Start ``hosts`` (made with the game's bot factory) as the table's bots; paused from the start while
        the game is paused or holds its bots (:meth:`hold_bots`): the pause reaches each bot's thread before
        its start does, so none is asked for a step before it goes on."""
        self.runners = list(hosts)
        for runner in self.runners:
            if self._bots_still:
                runner.pause()
            runner.start()

    def hold_bots(self, held: bool) -> None:
        """Hold the bots still while game time runs on (Pit's market reopening after a resumed hand), or let
        them go on: the gate closes and every bot pauses, as in a pause; let go, they go on unless the game
        is paused."""
        self._bots_held = held
        self._update_pause()

    @property
    def bots_held(self) -> bool:
        """Whether the game holds its bots (:meth:`hold_bots`)."""
        return self._bots_held

    def retire_bots(self) -> None:
        """Stop every bot (between hands, before new ones are hosted); a thread that will not stop is
        kept, to be counted."""
        for runner in self.runners:
            if not runner.stop():
                log.error("bot thread %d did not stop", runner.seat)
        self.finished_runners.extend(self.runners)
        self.runners = []

    @Slot(object)
    def _on_bridged(self, event: object) -> None:
        bridge = self._bridge  # None once stopped, when a straggler's sender may read as None too
        if bridge is not None and self.sender() is bridge:  # else a straggler from a game already stopped
            self.on_event(event)

    def on_event(self, event: object) -> None:
        """An event of the running engine, in the GUI thread, in ``seq`` order. The game handles it."""

    # ------------------------------------------------------------------ pausing

    def game_in_progress(self) -> bool:
        """Whether the player has a game under way that leaving would lose. The game says."""
        return False

    def pause(self) -> None:
        """Stop the game while a modal dialog is up: game time stands still and every bot stops thinking.
        Calls nest; each needs a :meth:`resume`."""
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
        """Stop or restart time and the bots when the game's pause changes (and the bots alone when the game
        holds them, :meth:`hold_bots`). The gate closes before the bots hear (none submits meanwhile) and
        opens once time runs again."""
        stopped = self.is_paused()
        still = stopped or self._bots_held  # the bots also wait while the game holds them
        if still and not self._bots_still:
            self._gate.close()
        if stopped and not self._stopped:
            self._clock.pause()
            self.time_stopped()
        elif self._stopped and not stopped:
            self._clock.resume()
        if still != self._bots_still:
            if not still:
                self._gate.open()
            for runner in self.runners:
                if still:
                    runner.pause()
                else:
                    runner.resume()
        runs_again = self._stopped and not stopped
        self._stopped, self._bots_still = stopped, still
        if runs_again:
            self.time_runs()

    def time_stopped(self) -> None:
        """The game just paused: stop the game's own timers (Pit: the dealer's countdown)."""

    def time_runs(self) -> None:
        """The game runs again: restart the game's own timers."""

    @property
    def stopped(self) -> bool:
        """Whether time and bots stand still now (either pause; the bots held alone are not a pause)."""
        return self._stopped

    def refused_while_paused(self) -> bool:
        """While paused, refuse the player's action in the status line, saying how to go on."""
        if not self.is_paused():
            return False
        self.sound.play("refused")
        self.status_posted.emit(Status(pause_text(PAUSED_REFUSAL), error=True))
        return True

    @contextlib.contextmanager
    def paused(self) -> Iterator[None]:
        """``with session.paused(): dialog.exec()`` — the game waits while the dialog is up."""
        self.pause()
        try:
            yield
        finally:
            self.resume()

    # ------------------------------------------------------------------ shutdown

    @Slot()
    def shutdown(self) -> None:
        """Stop every bot thread (queued stop slot, ``quit()``, ``wait()``). Safe to call twice."""
        self.time_stopped()
        for runner in self.runners:
            if not runner.stop():
                log.error("bot thread %d did not stop", runner.seat)
        # Threads that finished are dropped; one that did not is kept, to be counted.
        self.finished_runners = [r for r in self.finished_runners if r.thread.isRunning()] + self.runners
        self.runners = []
        if self._bridge is not None:
            self._bridge.event_occurred.disconnect(self._on_bridged)
            self._bridge = None

    def bot_threads_running(self) -> int:
        """How many bot threads are still running (0 after :meth:`shutdown`)."""
        return sum(r.thread.isRunning() for r in (*self.runners, *self.finished_runners))
