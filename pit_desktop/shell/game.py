"""The game interface: what a game gives the shell, and what the shell asks of the pieces it runs.

The shell (:mod:`pit_desktop.shell`) is the window's frame, its game-neutral menus, the preferences, the
language, sound, the pause, the bot threads and the bridge from the engine to Qt. A game plugs in with one
object implementing :class:`Game` (Pit's is :class:`pit_desktop.games.pit.ui.game.PitGame`): its table, its
new-game dialog, its engine and bot factories, its presenter, its menus, its help and the sounds it plays.
``docs/architecture.md`` walks through plugging in a second game.

Nothing here names a game's cards, phases or rules: the shell holds a game's engine, bots, setup and words
as opaque objects and hands them back to the game's own code. GUI thread only, unless a method says
otherwise.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from pathlib import Path

    from PySide6.QtCore import QObject, QSettings, QThread
    from PySide6.QtWidgets import QDialog, QWidget

    from pit_desktop.shell.bridge import EngineBridge, GameClock
    from pit_desktop.shell.frame import ShellWindow
    from pit_desktop.shell.prefs import ShellPrefs
    from pit_desktop.shell.session import GameSession
    from pit_desktop.shell.sound import SoundService

Listener = Callable[[object], None]
"""Called by an engine with each event, under its lock, in ``seq`` order (any thread): it only hands the
event on (:meth:`EngineBridge.listener`)."""


class Rules(Protocol):
    """A game's engine as the shell holds it: a thread-safe monitor that bots and the player submit
    commands to, and that tells a listener of every event. Pit's is
    :class:`pit_desktop.games.pit.engine.Engine`."""

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener`` with every event from now on (in ``seq`` order, under the engine's lock)."""

    # and what a restore of a kept hand drives (pit_desktop.core.restore.Restorable)
    @property
    def settings(self) -> Any:
        """The game's settings (``players`` seats)."""
        ...

    def submit(self, command: Any) -> tuple[Any, ...]:
        """Apply ``command`` at the clock's time, or raise the game's refusal."""
        ...

    def view(self, seat: int) -> Any:
        """What ``seat`` may see now."""
        ...


class Gate(Protocol):
    """Holds bot commands back while the game is paused (Pit's: ``ui.bot_runner.PauseGate``). Shared by a
    game's bots; closed and opened from the GUI thread."""

    def close(self) -> None:
        """Hold every later command back (waits for a submission under way)."""

    def open(self) -> None:
        """Let commands through again."""


class BotHost(Protocol):
    """One bot on its own ``QThread`` (Pit's: ``ui.bot_runner.BotRunner``), as the shell starts, pauses and
    stops it. The bot itself follows the game's bot protocol; the shell never talks to it."""

    seat: int
    """The seat the bot plays."""

    thread: QThread
    """The bot's thread (counted by :meth:`GameSession.bot_threads_running`)."""

    def catch_up(self, events: Iterable[Any], dealt: Any) -> None:
        """Before :meth:`start`, for a hand resumed where it stopped: tell the bot the hand's ``events`` so
        far and its view as dealt (``dealt``), asking nothing of it."""

    def start(self) -> None:
        """Start the bot's thread."""

    def pause(self) -> None:
        """Stop thinking until :meth:`resume` (a pending step keeps its time left)."""

    def resume(self) -> None:
        """Think on from where :meth:`pause` stopped."""

    def stop(self) -> bool:
        """Stop the bot and end its thread; whether it ended in time."""


class Game(Protocol):
    """A game the shell can run: the factories and pages only the game knows. One object per game.

    The shell calls these from the GUI thread: :meth:`make_window` once at start-up, :meth:`make_session`
    when the first game is wanted (after the first frame: the engine and bots load then), the engine and
    bot factories from the game's session at each new game, and the dialogs and help from the menus.
    """

    def title(self) -> str:
        """The window's title, translated (``"Pit Desktop"``)."""

    def sounds(self) -> tuple[str, ...]:
        """The names of the sounds the game plays (file stems of ``assets/sounds``, each one of
        ``pit_desktop.core.resources.SOUND_NAMES``). The frame hands them to the sound service
        (``SoundService.use``), which plays those and the shell's own
        (``pit_desktop.shell.sound.SHARED_SOUNDS``) and drops any other name. Pit's: ``bell``,
        ``market_open``, ``trade``, ``offer``, ``refused``, ``corner``, ``win``."""

    def make_store(self, settings: QSettings | None = None) -> ShellPrefs:
        """The game's remembered choices: a :class:`ShellPrefs` extended with the new-game options, kept in
        ``settings`` (the default ``QSettings()`` when ``None``)."""

    def make_window(self, sound: SoundService, data_folder: Path | None) -> ShellWindow:
        """The main window: the shell's frame with the game's table widget, hand and panels in it."""

    def make_session(self, sound: SoundService, parent: QObject) -> GameSession:
        """The game's session (controller): a :class:`GameSession` that owns the engine and the bots."""

    def make_engine(self, settings: Any, *, rng: random.Random, clock: GameClock, **rigging: Any) -> Rules:
        """A new engine for one game with ``settings`` (the new-game options), chance from ``rng`` and time
        from ``clock``; ``rigging`` sets up a position (tests, a resumed game)."""

    def make_bot(
        self,
        level: Any,
        seat: int,
        engine: Rules,
        bridge: EngineBridge,
        clock: GameClock,
        gate: Gate,
        rng: random.Random,
        pace: Any,
    ) -> BotHost:
        """A bot of ``level`` for ``seat``, on its own thread (not started), told the engine's events through
        ``bridge``, submitting through ``gate``."""

    def make_gate(self) -> Gate:
        """A new pause gate for one game's bots."""

    def presenter(self, setup: Any) -> Any:
        """The one voice that turns the game's events and refusals into the player's words, for ``setup``
        (who sits where)."""

    def new_game_dialog(self, store: ShellPrefs, parent: QWidget, confirm: Callable[[], bool]) -> QDialog:
        """The new-game dialog (its options page); accepted, its ``prefs()`` are the options chosen.
        ``confirm`` asks before a game in progress is abandoned."""

    def build_menus(self, window: ShellWindow) -> None:
        """Add the game's own menus and actions (Pit: Deal the next hand, Pace, Trade, the File menu's
        records) to ``window``, whose frame built the shared ones."""

    def how_to_play(self, parent: QWidget) -> None:
        """Help → How to play: the game's rules in short, in the player's language (modal)."""

    def show_keys(self, parent: QWidget) -> None:
        """Help → Keys: the game's keys (modal)."""

    def about(self, parent: QWidget) -> None:
        """Help → About (modal)."""


class GameChoice(Protocol):
    """The choice of game at the top of the new-game dialog (``ui.games``): each game's dialog with the
    choice in it, and the switch to another game. Without one the window asks only for its own game's
    options."""

    def current(self, window: ShellWindow) -> str:
        """The id of the game ``window`` plays."""

    def new_game_dialog(self, window: ShellWindow, game_id: str) -> QDialog:
        """``game_id``'s new-game dialog for ``window``, the choice of game at its top showing ``game_id``.
        Choosing another game there ends it with ``done(HANDED_OVER)``
        (:data:`pit_desktop.shell.dialogs.HANDED_OVER`), the game chosen in its ``handedTo`` property.
        Another game's dialog asks the switch question (``ShellWindow.confirm_switch``) when Deal is
        pressed."""

    def switch(self, window: ShellWindow, game_id: str, prefs: object) -> None:
        """Close ``window`` for ``game_id``'s (asked already), whose window starts a game with ``prefs``
        (``ShellWindow.start_chosen``)."""
