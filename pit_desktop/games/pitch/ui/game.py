"""Pitch, as the shell sees it: the one place where Pitch plugs into the game-neutral shell
(:class:`~pit_desktop.shell.game.Game`). GUI thread only.

Light to import: the engine, the bots, the session and the dialogs load only when a factory is first called.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from pit_desktop.games.pitch.spec import PITCH as PITCH_ENTRY, PITCH_SOUNDS

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, QSettings
    from PySide6.QtWidgets import QDialog, QWidget

    from pit_desktop.core.bots.level import Level
    from pit_desktop.core.bots.pace import Pace
    from pit_desktop.games.pitch.engine.engine import PitchEngine
    from pit_desktop.games.pitch.engine.settings import PitchSettings
    from pit_desktop.games.pitch.prefs import PitchPrefsStore
    from pit_desktop.games.pitch.ui.presenter import PitchPresenter
    from pit_desktop.games.pitch.ui.session import PitchSession
    from pit_desktop.games.pitch.ui.window import PitchWindow
    from pit_desktop.shell.bot_runner import BotRunner, PauseGate
    from pit_desktop.shell.bridge import EngineBridge, GameClock
    from pit_desktop.shell.game import Gate, Rules
    from pit_desktop.shell.sound import SoundService


class PitchGame:
    """Pitch's factories and pages for the shell: its window (the Pitch table), its engine, its bots on the
    shared bot host and their threads, its presenter, its new-game dialog, its menus, its help and its
    sounds."""

    name = PITCH_ENTRY.id
    """The id the game choice is remembered by."""

    def title(self) -> str:
        """``"Pit Desktop — Pitch"``, translated."""
        return QCoreApplication.translate("PitchGame", "Pit Desktop — Pitch")

    def sounds(self) -> tuple[str, ...]:
        """Pitch's sounds (:data:`PITCH_SOUNDS`)."""
        return PITCH_SOUNDS

    def make_store(self, settings: QSettings | None = None) -> PitchPrefsStore:
        """Pitch's remembered choices (the frame's, and the new-game options), kept in ``settings`` (the
        default ``QSettings()`` when ``None``)."""
        from pit_desktop.games.pitch.prefs import PitchPrefsStore

        return PitchPrefsStore(settings)

    def make_window(self, sound: SoundService, data_folder: Path | None) -> PitchWindow:
        """Pitch's main window, keeping its game in progress in ``data_folder`` (nothing is kept when
        ``None``)."""
        from pit_desktop.games.pitch.ui.window import PitchWindow

        return PitchWindow(self, sound=sound, data_folder=data_folder)

    def make_session(self, sound: SoundService, parent: QObject) -> PitchSession:
        """Pitch's session, in real time."""
        from pit_desktop.games.pitch.ui.session import PitchSession

        return PitchSession(self, sound, parent=parent)

    def make_engine(
        self, settings: PitchSettings, *, rng: random.Random, clock: GameClock, **rigging: Any
    ) -> PitchEngine:
        """Pitch's engine (``rigging``: ``first_dealer``, ``scores``, ``moons``; see
        :class:`~pit_desktop.games.pitch.engine.engine.PitchEngine`)."""
        from pit_desktop.games.pitch.engine.engine import PitchEngine

        return PitchEngine(settings, rng=rng, clock=clock, **rigging)

    def make_bot(
        self,
        level: Level,
        seat: int,
        engine: Rules,
        bridge: EngineBridge,
        clock: GameClock,
        gate: Gate,
        rng: random.Random,
        pace: Pace,
    ) -> BotRunner:
        """A Pitch bot of ``level`` thinking at ``pace``, on its thread, driven by the shared bot host through
        :class:`~pit_desktop.games.pitch.bots.host_table.PitchHostTable` (not started)."""
        from pit_desktop.games.pitch.bots.host_table import PitchHostTable
        from pit_desktop.games.pitch.bots.levels import make_pitch_bot
        from pit_desktop.shell.bot_runner import BotRunner, PauseGate

        assert isinstance(gate, PauseGate)
        bot = make_pitch_bot(level, seat, rng, pace=pace.factor)
        return BotRunner(bot, engine, bridge, clock, gate, table=PitchHostTable)

    def make_gate(self) -> PauseGate:
        """The pause gate the bot threads submit through (the same as Pit's)."""
        from pit_desktop.shell.bot_runner import PauseGate

        return PauseGate()

    def presenter(self, setup: Any) -> PitchPresenter:
        """Pitch's one voice for the seats' names ``setup``."""
        from pit_desktop.games.pitch.ui.presenter import PitchPresenter

        return PitchPresenter(setup)

    def new_game_dialog(self, store: Any, parent: QWidget, confirm: Callable[[], bool]) -> QDialog:
        """Pitch's new-game dialog (players, the Money Game, the target, the PV- variants, level, pace)."""
        from pit_desktop.games.pitch.ui.dialogs import PitchNewGameDialog

        return PitchNewGameDialog(store, parent, confirm=confirm)

    def build_menus(self, window: Any) -> None:
        """Deal the next hand, Save the last hand's record and Pace in the Game menu, and the choice of
        game."""
        from pit_desktop.shell.games import add_game_choice

        window.build_pitch_menus()
        add_game_choice(window, self.name)

    def how_to_play(self, parent: QWidget) -> None:
        """Pitch's rules in short."""
        from pit_desktop.games.pitch.ui.dialogs import show_how_to_play

        show_how_to_play(parent)

    def show_keys(self, parent: QWidget) -> None:
        """Pitch's keys."""
        from pit_desktop.games.pitch.ui.dialogs import show_keys

        show_keys(parent)

    def about(self, parent: QWidget) -> None:
        """About Pit Desktop (the program's)."""
        from pit_desktop.shell.about import show_about

        show_about(parent)


PITCH = PitchGame()
"""Pitch, the second game."""
