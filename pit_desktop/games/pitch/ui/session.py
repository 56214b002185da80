"""Pitch's controller in the window: one game at a time on the shell's session (its clock, bridge, bot
threads and pause). GUI thread only.

A new game makes the engine and the bots with :class:`~pit_desktop.games.pitch.ui.game.PitchGame`'s factories,
hosts the bots on their threads (the shared bot host), and deals. The player's calls and cards are
submitted here; each engine event comes back queued to the GUI thread, is worded by the presenter and
shown as the player's fresh view. One sound a command at most (``games/pitch/ui/sounds.py``): the most telling
of its events', or the player's turn.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from pit_desktop.core.bots.pace import Pace
from pit_desktop.games.pitch.engine.cards import Card
from pit_desktop.games.pitch.engine.commands import DealHand, SeatCommand, SettleUp, TakeBack
from pit_desktop.games.pitch.engine.engine import PitchEngine, PitchHandLog
from pit_desktop.games.pitch.engine.errors import NoHandError, PitchError
from pit_desktop.games.pitch.engine.events import BidMade, HandDealt, MoonShot
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.engine.view import PitchView
from pit_desktop.games.pitch.ui.presenter import PitchPresenter
from pit_desktop.games.pitch.ui.sounds import event_sound, loudest
from pit_desktop.games.pitch.ui.words import player_name
from pit_desktop.shell.keeper import ResumedHand
from pit_desktop.shell.names import BOT_NAMES
from pit_desktop.shell.session import GameSession
from pit_desktop.shell.words import Status

if TYPE_CHECKING:
    from pit_desktop.core.bots.host import HostedBot
    from pit_desktop.core.kept_hand import KeptHand
    from pit_desktop.games.pitch.bots.hint import PitchHint
    from pit_desktop.games.pitch.engine.record import PitchRecord
    from pit_desktop.games.pitch.prefs import PitchNewGamePrefs
    from pit_desktop.shell.game import BotHost, Game
    from pit_desktop.shell.sound import SoundService

PLAYER = 0
"""The player's seat."""

CALL_HOLD_S = 2.0
"""Game seconds a call of the auction (a bid, a steal, a moon) stays in the status line before the news
after it (the auction won, the lead) replaces it: long enough to read, a steal above all."""

log = logging.getLogger(__name__)


def seat_names(players: int) -> tuple[str, ...]:
    """The table's names: "You" (translated) then the bots' names."""
    return (player_name(), *BOT_NAMES[: players - 1])


def _in_play(engine: object) -> None:
    """A resumed hand goes on only while it is bid or played.

    Raises:
        RestoreError: the kept hand is over.
    """
    from pit_desktop.core.restore import RestoreError

    assert isinstance(engine, PitchEngine)
    if engine.phase not in (Phase.BIDDING, Phase.PLAYING):
        raise RestoreError("commands", "the kept hand is over")


class PitchSession(GameSession):
    """One game of Pitch against bots.

    Args:
        game: Pitch's game object (its engine and bot factories).
        sound: where sounds go.
        time_scale: game seconds per real second (more in tests).
        parent: the owning QObject.

    Attributes:
        engine: the running game's engine, or ``None`` before the first game.
        seed: seeds each new game (the deal and every bot); a fresh one each game when ``None``.

    Signals:
        game_started(object): a game began (its :class:`PitchNewGamePrefs`), before its first deal; the
            engine is :attr:`engine`.
        view_changed(object): the player's fresh :class:`PitchView` after each event.
        refused(object): the engine refused the player's command (the :class:`PitchError`).
        event_received(object): each engine event, after the view was shown (tests wait on it).
    """

    game_started = Signal(object)
    view_changed = Signal(object)
    refused = Signal(object)
    event_received = Signal(object)

    def __init__(
        self,
        game: Game,
        sound: SoundService | None = None,
        time_scale: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(game, sound, time_scale, parent)
        self.engine: PitchEngine | None = None
        self.seed: int | None = None
        self.names: tuple[str, ...] = ()
        self.presenter = PitchPresenter(())
        self.pace = Pace.STANDARD
        self.prefs: PitchNewGamePrefs | None = None
        """The game in play's options (its settings, the bots' level and, at its start, their pace)."""
        self._finished_log: PitchHandLog | None = None  # the hand before the one in play (saveable)
        self._said: object | None = (
            None  # the last event the status line said (said again on a language change)
        )
        self._heard: list[str] = []  # the sounds of the command's events told so far (one will play)
        self._own_seq = 0  # the last event of the player's last command
        self._hold = QTimer(self)  # a call being read: later news waits (CALL_HOLD_S)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._release)
        self._waiting: list[tuple[Status, bool]] = []  # what waits for a call to be read, and whether a call
        self.hand_hints = 0
        """The hints the player asked for this hand (:meth:`hint`)."""
        self.game_hints = 0
        """The hints the player asked for this game."""
        self.hand_took_back = False
        """Whether the player took back a call or card this hand (P-UNDO-1)."""
        self.hands_taken_back = 0
        """The hands of this game in which the player took something back (P-UNDO-1)."""

    def new_game(
        self,
        prefs: PitchNewGamePrefs,
        *,
        first_dealer: int | None = None,
        scores: Sequence[int] | None = None,
        moons: Sequence[tuple[int, int]] | None = None,
        hands_played: int = 0,
        deal: tuple[tuple[Card, ...], ...] | None = None,
        hand: KeptHand[PitchRecord] | None = None,
        lesson: Callable[[int], HostedBot] | None = None,
    ) -> ResumedHand:
        """Stop the game in play and start ``prefs``'s: the engine, a bot of ``prefs.level`` in every seat
        but the player's, on their threads, and the first deal (P-DEAL-1).

        A resumed game gives where it stood: ``first_dealer`` (drawn when ``None``), ``scores`` and
        ``moons`` (zeros when ``None``) and the ``hands_played`` before (see
        :class:`~pit_desktop.games.pitch.engine.engine.PitchEngine`), and the ``hand`` that was being played:
        replayed to where it stopped (``restore.py``: the same cards in the same hands, the same calls
        and tricks; the bots are told the hand so far), or, kept with its deal only, dealt again with those
        cards (P-DEAL-2). A hand that cannot be restored (it does not fit the table) is dealt anew; so is a
        rigged ``deal`` the engine refuses. A lesson (``games/pitch/ui/lesson.py``) gives ``lesson``, which
        makes each bot seat's scripted strategy: nothing of its game is kept or counted (:attr:`lesson`).

        Returns:
            How the kept hand came back (:attr:`ResumedHand.NONE` without one).

        Raises:
            ValueError: a ``first_dealer``, ``scores``, ``moons`` or ``hands_played`` that does not fit the
                settings (a save is checked before it gets here).
        """
        was_held = self.begin()
        self.lesson = lesson is not None
        self.hand_hints = self.game_hints = 0
        self.hand_took_back, self.hands_taken_back = False, 0
        self._heard, self._own_seq = [], 0
        self._hold.stop()
        self._waiting = []
        rng = random.Random(self.seed)
        self.names = seat_names(prefs.settings.players)
        self.presenter = PitchPresenter(self.names)
        self.pace = prefs.pace

        def make_engine(clock: Callable[[], float]) -> PitchEngine:
            engine = self.game.make_engine(
                prefs.settings,
                rng=random.Random(rng.getrandbits(64)),
                clock=clock,  # type: ignore[arg-type]  # any clock: the engine only reads it
                first_dealer=first_dealer,
                scores=scores,
                moons=moons,
                hands_played=hands_played,
            )
            assert isinstance(engine, PitchEngine)
            return engine

        engine, restored, came, kept_deal = self.start_engine(
            make_engine, hand, DealHand, PitchError, _in_play
        )
        assert isinstance(engine, PitchEngine)
        deal = kept_deal or deal
        self.engine = engine
        self.prefs = prefs
        self._finished_log = None  # a new game: no hand of it is finished yet
        self.open_engine(engine)
        bots = [
            self.game.make_bot(
                prefs.level,
                seat,
                engine,
                self.bridge,
                self.clock,
                self.gate,
                random.Random(rng.getrandbits(64)),
                prefs.pace,
            )
            if lesson is None
            else self._scripted(lesson(seat), engine)
            for seat in range(1, prefs.settings.players)
        ]
        if restored is not None:
            for bot in bots:
                bot.catch_up(restored.events, restored.dealt[bot.seat])
        self.host_bots(bots)
        if was_held:
            self.player_pause_changed.emit(False)
        self.game_started.emit(prefs)
        if restored is not None:
            view = self.view()
            if view is not None:
                self.view_changed.emit(view)
            return came
        if deal is not None and engine.why_not(DealHand(deal)) is not None:
            log.warning("the kept deal does not fit the table: %s", engine.why_not(DealHand(deal)))
            deal = None
            if came is ResumedHand.SAME_CARDS:
                came = ResumedHand.DEALT_ANEW
        engine.submit(DealHand(deal))
        return came

    def _scripted(self, bot: HostedBot, engine: PitchEngine) -> BotHost:
        """A lesson's scripted ``bot`` on its thread, hosted as every Pitch bot is (not started)."""
        from pit_desktop.games.pitch.bots.host_table import PitchHostTable
        from pit_desktop.shell.bot_runner import BotRunner, PauseGate

        gate = self.gate
        assert isinstance(gate, PauseGate)
        return BotRunner(bot, engine, self.bridge, self.clock, gate, table=PitchHostTable)

    def set_pace(self, pace: Pace) -> None:
        """The bots think at ``pace`` from their next decision on (Game → Pace)."""
        self.pace = pace
        for runner in self.runners:
            bot = runner.worker.bot  # type: ignore[attr-defined]
            if hasattr(bot, "timing"):  # a lesson's scripted bots keep the lesson's slow pace
                bot.timing = replace(bot.timing, pace=pace.factor)

    def view(self) -> PitchView | None:
        """The player's view of the running game, or ``None`` before the first."""
        return self.engine.view(PLAYER) if self.engine is not None else None

    def submit(self, command: SeatCommand) -> None:
        """The player's call or card; refused while paused, or by the engine (said in the status line and
        on the table)."""
        if self.engine is None or self.refused_while_paused():
            return
        try:
            events = self.engine.submit(command)
        except PitchError as err:
            self.sound.play("refused")
            self.status_posted.emit(self.presenter.refusal(err))
            self.refused.emit(err)
            return
        if events:  # told to on_event later (queued): its sound is the player's own, never "your turn"
            self._own_seq = events[-1].seq

    def hint(self) -> PitchHint | None:
        """What a bot of the bots' level would call or play now on the player's view, and why (issue 25);
        counted when it advises a call or a card. GUI thread: the bots wait on the player's turn, and Hard's
        search takes about 20 ms, at most a tenth of a second (``benchmarks/bench_hint.py``).

        Returns:
            The hint, or ``None`` (refused, with the reason told) before a game or while paused.
        """
        engine, prefs = self.engine, self.prefs
        if engine is None or prefs is None:
            self.status_posted.emit(Status(self.tr("Start a new game first."), error=True))
            return None
        if self.refused_while_paused():
            return None
        from pit_desktop.games.pitch.bots.hint import pitch_hint

        hint = pitch_hint(prefs.level, engine.view(PLAYER))
        if hint.command is not None:
            self.hand_hints += 1
            self.game_hints += 1
        return hint

    def why_not_take_back(self) -> PitchError | None:
        """Why the player cannot take back his last call or card now (P-UNDO-1, PV-COUNTED), or ``None``
        if he can; ``None`` before a game too is no promise: :meth:`take_back` then says to start one."""
        engine = self.engine
        return engine.why_not(TakeBack(PLAYER)) if engine is not None else None

    def take_back(self) -> bool:
        """Take back the player's last call or card through the engine (P-UNDO-1): refused while paused,
        or by the engine (said in the status line, with its rule), as any of his commands is. The hand
        counts as one in which he took something back.

        Returns:
            Whether it was taken back.
        """
        engine = self.engine
        if engine is None:
            self.status_posted.emit(Status(self.tr("Start a new game first."), error=True))
            return False
        if self.refused_while_paused():
            return False
        try:
            engine.submit(TakeBack(PLAYER))
        except PitchError as err:
            self.sound.play("refused")
            self.status_posted.emit(self.presenter.refusal(err))
            return False
        if not self.hand_took_back:
            self.hand_took_back = True
            self.hands_taken_back += 1
        return True

    def retranslate(self) -> None:
        """After a language change: the player's seat is named in the new language ("You" is not kept from
        the old one) and the status line says its last event again in the new words. GUI thread."""
        if self.names:
            self.names = (player_name(), *self.names[1:])
            self.presenter = PitchPresenter(self.names)
        status = self.presenter.event(self._said) if self._said is not None else None
        if status is not None:
            self.status_posted.emit(status)

    def next_hand(self) -> bool:
        """Deal the next hand (the end-of-hand panel's button); whether one was dealt (not after the game
        is over, P-WIN-1, nor while paused)."""
        engine = self.engine
        if engine is None or engine.phase is not Phase.READY or self.refused_while_paused():
            return False
        finished = self.finished_hand_log()
        engine.submit(DealHand())
        self._finished_log = finished  # still saveable while the next hand is played
        return True

    def can_settle(self) -> bool:
        """Whether the Money Game may be settled up now: between its hands (P-WIN-2); asked of the engine."""
        return self.engine is not None and self.engine.why_not(SettleUp()) is None

    def settle_up(self) -> bool:
        """End the Money Game and pay everyone out (P-WIN-2: points against the average, the moons); the
        table shows who pays whom and the kept game is forgotten once the engine says it is settled.
        Refused while paused; whether it was settled."""
        engine = self.engine
        if engine is None or not self.can_settle() or self.refused_while_paused():
            return False
        finished = self.finished_hand_log()
        engine.submit(SettleUp())
        self._finished_log = finished
        return True

    def finished_hand_log(self) -> PitchHandLog | None:
        """The last finished hand's log: the hand just over (scored or thrown in) between hands, else the
        one before the hand in play (the hand in play's would show every player's cards); ``None`` before
        any hand of this game ended (a resumed game's earlier hands were played before)."""
        engine = self.engine
        if engine is None:
            return None
        if engine.phase in (Phase.READY, Phase.GAME_OVER):
            try:
                return engine.hand_log()
            except NoHandError:  # a new or resumed game: no hand dealt by this engine yet
                return None
        return self._finished_log

    def hand_to_save(self) -> PitchHandLog | None:
        """The hand whose record Game → Save the last hand's record writes (:meth:`finished_hand_log`); when
        none is over yet, the status line says so (a refusal) and ``None`` is returned."""
        finished = self.finished_hand_log()
        if finished is None:
            self.status_posted.emit(Status(self.tr("A hand can be saved once it is over."), error=True))
        return finished

    def save_hand_record(self, path: str) -> bool:
        """Write the last finished hand (:meth:`finished_hand_log`) as a JSON hand record with
        ``"game": "pitch"`` (``docs/pitch.md``) to ``path``, atomically; ``pit-desktop replay`` replays it.

        Never the hand in play (its record would show every player's cards). A failure (no finished hand,
        an unwritable path) is posted as a status in the player's language, never raised. GUI thread only.

        Returns:
            Whether the file was written.
        """
        from pit_desktop.games.pitch.engine.record import write_record
        from pit_desktop.shell.words import file_problem

        finished = self.hand_to_save()
        if finished is None:
            return False
        try:
            write_record(finished, path)
        except (OSError, ValueError) as err:
            log.warning("could not save the hand record to %s: %s", path, err)
            why = file_problem(err) if isinstance(err, OSError) else self.tr("the hand cannot be written.")
            said = self.tr("Could not save the hand record: %1").replace("%1", why)
            self.status_posted.emit(Status(said, error=True))
            return False
        said = self.tr("Hand %1 saved to %2").replace("%1", str(finished.hand_no)).replace("%2", path)
        self.status_posted.emit(Status(said))
        return True

    def game_in_progress(self) -> bool:
        """A game is dealt and not won (P-WIN-1)."""
        return self.engine is not None and self.engine.phase is not Phase.GAME_OVER

    def on_event(self, event: object) -> None:
        """Show the player's fresh view, say the event, play the sound of its command once its last event
        is told (:meth:`_play_sound`)."""
        if isinstance(event, HandDealt):
            self.hand_hints = 0
            self.hand_took_back = False
        status = self.presenter.event(event)
        if status is not None:
            self._said = event
            call = isinstance(event, BidMade | MoonShot)
            self._post(status, hold=call, own=call and getattr(event, "seat", -1) == PLAYER)
        view = self.view()
        self._play_sound(event, view)
        if view is not None:
            self.view_changed.emit(view)
        self.event_received.emit(event)

    def _post(self, status: Status, hold: bool = False, own: bool = False) -> None:
        """Say ``status`` in the status line. A call (``hold``) stays :data:`CALL_HOLD_S` game seconds; what
        comes meanwhile waits for it: every call in turn, and of the other news only the latest. The
        player's own call and a refusal never wait (he has read what came before)."""
        if own:
            self._waiting = []
        elif self._hold.isActive() and not status.error:
            self._waiting.append((status, hold))
            return
        self.status_posted.emit(status)
        if hold:
            self._hold.start(max(1, round(1000 * CALL_HOLD_S / self.time_scale)))

    def _release(self) -> None:
        """The held call has been read: what waited is said now, each call held in its turn (news that
        later news replaced is skipped)."""
        while self._waiting:
            status, hold = self._waiting.pop(0)
            if not hold and self._waiting:
                continue
            self.status_posted.emit(status)
            if hold:
                self._hold.start(max(1, round(1000 * CALL_HOLD_S / self.time_scale)))
                return

    def shutdown(self) -> None:
        """Stop the bots' threads (the shell's) and the status line's hold."""
        self._hold.stop()
        self._waiting = []
        super().shutdown()

    def _play_sound(self, event: object, view: PitchView | None) -> None:
        """Gather ``event``'s sound; on the last event of its command, play the loudest gathered
        (``games/pitch/ui/sounds.py``), ``your_turn`` among them when the command, not the player's own, left
        the player to bid or play. Events told late (the GUI thread was held up) join the next sound."""
        name = event_sound(event, PLAYER)
        if name is not None:
            self._heard.append(name)
        engine = self.engine
        seq = getattr(event, "seq", None)
        if engine is None or view is None or seq != engine.last_seq:
            return  # more of the command's events are on their way (view is already after them)
        playing = view.phase in (Phase.BIDDING, Phase.PLAYING)
        if view.my_turn and playing and seq > self._own_seq:
            self._heard.append("your_turn")
        chosen = loudest(self._heard)
        self._heard = []
        if chosen is not None:
            self.sound.play(chosen)
