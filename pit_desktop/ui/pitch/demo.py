"""A window to look at and play the Pitch table before it joins the game's shell:
``python -m pit_desktop.ui.pitch.demo [--level easy|medium|hard] [--players N] [--seed S]``.

You sit at seat 0 against bots. :class:`PitchDemoDriver` plays the bots on the GUI thread, each move after
its thinking time (a single-shot timer per move, cancelled on close), and submits your requests to the
engine; the shell's bot host and presenter take over from it. GUI thread only.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

from pit_desktop.bots.level import Level
from pit_desktop.pitch.bots.base import PitchBot
from pit_desktop.pitch.bots.levels import make_pitch_bot
from pit_desktop.pitch.engine.commands import DealHand, SeatCommand
from pit_desktop.pitch.engine.engine import PitchEngine
from pit_desktop.pitch.engine.errors import PitchError
from pit_desktop.pitch.engine.events import Event, HandDealt, visible_to
from pit_desktop.pitch.engine.settings import PitchSettings
from pit_desktop.pitch.engine.table import Phase
from pit_desktop.ui.pitch.table import PitchTableWidget
from pit_desktop.ui.table_setup import BOT_NAMES


class PitchDemoDriver(QObject):
    """Runs one game of Pitch for the table: the player's requests go to the engine, the bots move on
    their turn after their thinking time, and the table is shown the player's view after every change.

    Args:
        table: the table to drive (the player sits at seat 0).
        engine: the game.
        bots: a bot for every other seat, by seat.
        pace: multiplies the bots' thinking times (0 moves them as soon as the event loop runs).
    """

    def __init__(
        self, table: PitchTableWidget, engine: PitchEngine, bots: dict[int, PitchBot], pace: float = 1.0
    ) -> None:
        super().__init__(table)
        self.table, self.engine, self.bots, self.pace = table, engine, bots, pace
        self._events: list[Event] = []
        engine.subscribe(self._events.append)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._bot_moves)
        table.callRequested.connect(self.submit)
        table.playRequested.connect(self.submit)
        table.nextHandRequested.connect(self.next_hand)

    def next_hand(self) -> None:
        """Deal the next hand (or start again once the game is over)."""
        if self.engine.phase is Phase.GAME_OVER:
            return
        self.submit(DealHand())

    def submit(self, command: SeatCommand | DealHand) -> None:
        """Submit ``command``; a refusal is shown on the table."""
        try:
            self.engine.submit(command)
        except PitchError as err:
            self.table.show_refusal(err)
            return
        self._after_change()

    def _after_change(self) -> None:
        events, self._events[:] = self._events[:], []
        for event in events:
            for bot in self.bots.values():
                if isinstance(event, HandDealt):
                    continue
                if visible_to(event, bot.seat):
                    bot.inform(event)
            if isinstance(event, HandDealt):
                for bot in self.bots.values():
                    bot.restart(self.engine.view(bot.seat))
        self.table.set_view(self.engine.view(0))
        bot = self.bots.get(self.engine.turn)
        if bot is not None:
            step = bot.step(self.engine.view(bot.seat))
            self._pending = step.command
            self.timer.start(round(1000 * step.delay_s * self.pace))

    def _bot_moves(self) -> None:
        command = getattr(self, "_pending", None)
        seat = self.engine.turn
        bot = self.bots.get(seat)
        if command is None or bot is None or getattr(command, "seat", None) != seat:
            return
        try:
            self.engine.submit(command)
        except PitchError as err:
            bot.refused(command, err)
        self._after_change()

    def stop(self) -> None:
        """Stop the bots (before the table closes)."""
        self.timer.stop()


def start(
    level: Level = Level.MEDIUM, players: int = 4, seed: int | None = None, pace: float = 1.0
) -> tuple[PitchTableWidget, PitchDemoDriver]:
    """A table and its driver for a new game against ``players - 1`` bots of ``level``, first hand dealt."""
    settings = PitchSettings(players=players).validated()
    rng = random.Random(seed)
    engine = PitchEngine(settings, seed=rng.randrange(2**32))
    table = PitchTableWidget((QCoreApplication.translate("PitchDemo", "You"), *BOT_NAMES[: players - 1]))
    bots = {s: make_pitch_bot(level, s, random.Random(rng.random())) for s in range(1, players)}
    driver = PitchDemoDriver(table, engine, bots, pace)
    driver.next_hand()
    return table, driver


def main(argv: Sequence[str] | None = None) -> int:
    """Open the demo window; returns the event loop's exit code."""
    parser = argparse.ArgumentParser(prog="python -m pit_desktop.ui.pitch.demo")
    parser.add_argument("--level", choices=["easy", "medium", "hard"], default="medium")
    parser.add_argument("--players", type=int, choices=range(3, 8), default=4)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--pace", type=float, default=1.0, help="bots' thinking time multiplier")
    args, qt_args = parser.parse_known_args(argv)
    app = QApplication.instance() or QApplication([sys.argv[0], *qt_args])
    from pit_desktop.ui.theme import apply_theme

    apply_theme(app)  # type: ignore[arg-type]
    window = QMainWindow()
    window.setObjectName("pitchDemo")
    table, driver = start(Level(args.level.capitalize()), args.players, args.seed, args.pace)
    window.setCentralWidget(table)
    window.setWindowTitle(QCoreApplication.translate("PitchDemo", "Pitch"))
    window.resize(1100, 760)
    window.show()
    table.setFocus()
    code = app.exec()  # type: ignore[attr-defined]
    driver.stop()
    return int(code)


if __name__ == "__main__":
    sys.exit(main())
