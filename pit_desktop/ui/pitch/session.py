"""Pitch's controller in the window: one game at a time on the shell's session (its clock, bridge, bot
threads and pause). GUI thread only.

A new game makes the engine and the bots with :class:`~pit_desktop.ui.pitch_game.PitchGame`'s factories,
hosts the bots on their threads (the shared bot host), and deals. The player's calls and cards are
submitted here; each engine event comes back queued to the GUI thread, is worded by the presenter and
shown as the player's fresh view.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from pit_desktop.bots.pace import Pace
from pit_desktop.pitch.engine.commands import DealHand, SeatCommand
from pit_desktop.pitch.engine.engine import PitchEngine
from pit_desktop.pitch.engine.errors import PitchError
from pit_desktop.pitch.engine.events import CardPlayed, GameWon, HandDealt, TrickWon
from pit_desktop.pitch.engine.table import Phase
from pit_desktop.pitch.engine.view import PitchView
from pit_desktop.ui.pitch.presenter import PitchPresenter
from pit_desktop.ui.pitch.words import player_name
from pit_desktop.ui.shell.session import GameSession
from pit_desktop.ui.table_setup import BOT_NAMES

if TYPE_CHECKING:
    from pit_desktop.persistence.pitch_prefs import PitchNewGamePrefs
    from pit_desktop.ui.shell.game import Game
    from pit_desktop.ui.sound import SoundService

PLAYER = 0
"""The player's seat."""


def seat_names(players: int) -> tuple[str, ...]:
    """The table's names: "You" (translated) then the bots' names."""
    return (player_name(), *BOT_NAMES[: players - 1])


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
        view_changed(object): the player's fresh :class:`PitchView` after each event.
        refused(object): the engine refused the player's command (the :class:`PitchError`).
        event_received(object): each engine event, after the view was shown (tests wait on it).
    """

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
        self._said: object | None = (
            None  # the last event the status line said (said again on a language change)
        )

    def new_game(self, prefs: PitchNewGamePrefs) -> None:
        """Stop the game in play and start ``prefs``'s: the engine, a bot of ``prefs.level`` in every seat
        but the player's, on their threads, and the first deal (P-DEAL-1)."""
        was_held = self.begin()
        rng = random.Random(self.seed)
        self.names = seat_names(prefs.settings.players)
        self.presenter = PitchPresenter(self.names)
        self.pace = prefs.pace
        engine = self.game.make_engine(
            prefs.settings, rng=random.Random(rng.getrandbits(64)), clock=self.clock
        )
        assert isinstance(engine, PitchEngine)
        self.engine = engine
        self.open_engine(engine)
        self.host_bots(
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
            for seat in range(1, prefs.settings.players)
        )
        if was_held:
            self.player_pause_changed.emit(False)
        engine.submit(DealHand())

    def set_pace(self, pace: Pace) -> None:
        """The bots think at ``pace`` from their next decision on (Game → Pace)."""
        self.pace = pace
        for runner in self.runners:
            bot = runner.worker.bot  # type: ignore[attr-defined]
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
            self.engine.submit(command)
        except PitchError as err:
            self.sound.play("refused")
            self.status_posted.emit(self.presenter.refusal(err))
            self.refused.emit(err)

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
        engine.submit(DealHand())
        return True

    def game_in_progress(self) -> bool:
        """A game is dealt and not won (P-WIN-1)."""
        return self.engine is not None and self.engine.phase is not Phase.GAME_OVER

    def on_event(self, event: object) -> None:
        """Show the player's fresh view, say the event, play its sound."""
        match event:
            case CardPlayed():
                self.sound.play("offer")
            case TrickWon():
                self.sound.play("trade")
            case HandDealt():
                self.sound.play("market_open")
            case GameWon(winner=winner) if winner == PLAYER:
                self.sound.play("win")
        status = self.presenter.event(event)
        if status is not None:
            self._said = event
            self.status_posted.emit(status)
        view = self.view()
        if view is not None:
            self.view_changed.emit(view)
        self.event_received.emit(event)
