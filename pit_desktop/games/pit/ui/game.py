"""Pit, as the shell sees it: the one place where Pit plugs into the game-neutral shell
(:class:`~pit_desktop.shell.game.Game`). GUI thread only.

Light to import: the engine, the bots, the controller and the dialogs load only when a factory is first
called, so the window still opens before the game machinery loads.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from pit_desktop.games.pit.spec import PIT as PIT_ENTRY, PIT_SOUNDS

if TYPE_CHECKING:
    from PySide6.QtCore import QObject, QSettings
    from PySide6.QtWidgets import QDialog, QWidget

    from pit_desktop.games.pit.bots import Bot, Level, TablePace
    from pit_desktop.games.pit.engine import Engine, GameSettings
    from pit_desktop.games.pit.prefs import PrefsStore
    from pit_desktop.games.pit.ui.controller import GameController
    from pit_desktop.games.pit.ui.presenter import Presenter
    from pit_desktop.games.pit.ui.table_setup import TableSetup
    from pit_desktop.games.pit.ui.window import MainWindow
    from pit_desktop.shell.bot_runner import BotRunner, PauseGate
    from pit_desktop.shell.bridge import EngineBridge, GameClock
    from pit_desktop.shell.game import Gate, Rules
    from pit_desktop.shell.sound import SoundService


class PitGame:
    """Pit's factories and pages for the shell: its window (table, hand, bell, side panel), its engine, its
    bots on their threads, its presenter, its new-game dialog, its menus, its help and its sounds."""

    name = PIT_ENTRY.id
    """The id the game choice is remembered by."""

    def title(self) -> str:
        """``"Pit Desktop"``, translated."""
        return QCoreApplication.translate("MainWindow", "Pit Desktop")

    def sounds(self) -> tuple[str, ...]:
        """Pit's sounds (:data:`PIT_SOUNDS`)."""
        return PIT_SOUNDS

    def make_store(self, settings: QSettings | None = None) -> PrefsStore:
        """Pit's remembered choices (the frame's, and the new-game options, Auto and the coach), kept in
        ``settings`` (the default ``QSettings()`` when ``None``)."""
        from pit_desktop.games.pit.prefs import PrefsStore

        return PrefsStore(settings)

    def make_window(self, sound: SoundService, data_folder: Path | None) -> MainWindow:
        """Pit's main window: the shell's frame around Pit's table."""
        from pit_desktop.games.pit.ui.window import MainWindow

        return MainWindow(sound=sound, data_folder=data_folder, game=self)

    def make_session(self, sound: SoundService, parent: QObject) -> GameController:
        """Pit's controller, in real time."""
        from pit_desktop.games.pit.ui.controller import GameController

        return GameController(sound, parent=parent, game=self)

    def make_engine(
        self, settings: GameSettings, *, rng: random.Random, clock: GameClock, **rigging: Any
    ) -> Engine:
        """Pit's engine (``rigging``: ``commodities``, ``first_dealer``, ``scores``, ``hands_played``; see
        :class:`~pit_desktop.games.pit.engine.Engine`)."""
        from pit_desktop.games.pit.engine import Engine

        return Engine(settings, rng=rng, clock=clock, **rigging)

    def make_bot(
        self,
        level: Level,
        seat: int,
        engine: Rules,
        bridge: EngineBridge,
        clock: GameClock,
        gate: Gate,
        rng: random.Random,
        pace: TablePace,
    ) -> BotRunner:
        """A Pit bot of ``level`` (:meth:`strategy`) at the table's ``pace``, on its thread
        (:class:`~pit_desktop.shell.bot_runner.BotRunner`, not started)."""
        from pit_desktop.games.pit.bots.pit_table import PitTable
        from pit_desktop.games.pit.engine import Engine
        from pit_desktop.shell.bot_runner import BotRunner, PauseGate

        assert isinstance(engine, Engine) and isinstance(gate, PauseGate)
        return BotRunner(self.strategy(level, seat, rng, pace), engine, bridge, clock, gate, table=PitTable)

    def strategy(self, level: Level, seat: int, rng: random.Random, pace: TablePace) -> Bot:
        """The pure-Python bot of ``level`` for ``seat`` (:func:`pit_desktop.games.pit.bots.make_bot`): the
        bot protocol's side of the factory, the same bots the headless simulator runs."""
        from pit_desktop.games.pit.bots import make_bot

        return make_bot(level, seat, rng, pace=pace)

    def make_gate(self) -> PauseGate:
        """The pause gate Pit's bot threads submit through."""
        from pit_desktop.shell.bot_runner import PauseGate

        return PauseGate()

    def presenter(self, setup: TableSetup) -> Presenter:
        """Pit's one voice (:class:`~pit_desktop.games.pit.ui.presenter.Presenter`) for ``setup``."""
        from pit_desktop.games.pit.ui.presenter import Presenter

        return Presenter(setup)

    def new_game_dialog(self, store: Any, parent: QWidget, confirm: Callable[[], bool]) -> QDialog:
        """Pit's new-game dialog (players, levels, pace, Auto, the rule variants)."""
        from pit_desktop.games.pit.ui.dialogs import NewGameDialog

        return NewGameDialog(store, parent, confirm=confirm)

    def build_menus(self, window: Any) -> None:
        """Pit's menus and actions: the File menu's records, Deal the next hand, Save the hand's record,
        Pace, the Trade menu (see :class:`~pit_desktop.games.pit.ui.window_layout.WindowLayout`)."""
        from pit_desktop.shell.games import add_game_choice

        window.build_game_menus()
        add_game_choice(window, self.name)

    def how_to_play(self, parent: QWidget) -> None:
        """Pit's rules in short."""
        from pit_desktop.games.pit.ui.dialogs import show_how_to_play

        show_how_to_play(parent)

    def show_keys(self, parent: QWidget) -> None:
        """Pit's keys."""
        from pit_desktop.games.pit.ui.keys import show_keys

        show_keys(parent)

    def about(self, parent: QWidget) -> None:
        """About Pit Desktop."""
        from pit_desktop.games.pit.ui.dialogs import show_about

        show_about(parent)


PIT = PitGame()
"""The game this program plays."""
