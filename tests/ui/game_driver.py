"""Runs the real game (``pit_desktop.app.main``, as ``pit-desktop`` does) and plays a person's part, for the
tests that need a whole process: how it ends, and whether its event loop keeps turning.

Usage::

    python game_driver.py STATE ROUTE [--soak-s S] [--pitch-s S] [--flood N] [--freeze-ms MS]

STATE is where the game is taken first (see :data:`STATES`); then the driver prints ``READY`` and ends the
game by ROUTE: ``close`` (the window's close button), ``ctrl-q`` (the key, sent to the dialog when one is
up), or ``signal`` (it waits for the test to send one). ``--soak-s`` keeps an eight-player all-bot game
going at the real pace, with the player's bell rung now and then, before ``READY``; ``--pitch-s`` then
switches to Pitch (Game → Play → Pitch, the sound service living on) and plays it, the player's part too, at
a brisk pace on a clock sped up :data:`PITCH_TIME_SCALE` times; ``--flood`` says N Qt warnings from a second
thread first; ``--freeze-ms`` blocks the GUI thread that long every 10 s of the soak
(a sleep: to check that the lateness measured still shows a table held up). While the game runs, a 10 ms
timer measures how late the event loop is; ``LATE_MS <max> <max less the machine's share>`` is printed at
the end, the second discounting the time the machine gave the game's threads no CPU (see
:meth:`CpuSnapshot.held_up_s`; equal to the first elsewhere). After ``SIGTERM``, ``QUIT_S <seconds>
<seconds less the machine's share>`` says how long the game took to quit, from the signal's handler to the
end of ``pit_desktop.app.main``. ``SOUNDS <played> <dropped> <players>`` and ``HEARD <name>=<count> …`` say
what the sound players played (sinks started, by sound) and how many were started; ``NEWS <kind> <played>
<status line>`` comes each time sound stops or comes back (``SoundNews``), ``QT_AUDIO_IN_GAME False`` at the
end says the game's own process never loaded Qt's audio module.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
import threading
import time
from pathlib import Path

import shiboken6
from PySide6.QtCore import QAbstractEventDispatcher, QObject, Qt, QThread, QTimer, qWarning
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from pit_desktop.app import main as app_main
from pit_desktop.core.bots.pace import Pace
from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.engine import Card, Commodity, CornerClaimed, GameOver, GameSettings, Phase
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.ui.dialogs import NewGameDialog
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase as PitchPhase
from pit_desktop.games.pitch.prefs import PitchNewGamePrefs
from pit_desktop.games.pitch.ui.dialogs import PitchNewGameDialog
from pit_desktop.games.pitch.ui.window import PitchWindow
from pit_desktop.shell.frame import ShellWindow

STATES = ("start-dialog", "no-game", "mid-hand", "mid-hand-dialog", "after-hand", "after-hand-dialog")
"""``start-dialog``: the new-game dialog of the first start is up; ``no-game``: it was cancelled;
``mid-hand``: eight players trading; ``after-hand``: a bot has cornered; ``-dialog``: the About box is up."""

POLL_MS = 20
PITCH_TIME_SCALE = 3.0
"""How much faster than real time Pitch's clock runs under ``--pitch-s`` (its bots think so much quicker)."""
W, B, C = Commodity.WHEAT, Commodity.BARLEY, Commodity.CORN
BOT_CORNERS: tuple[tuple[Card, ...], ...] = ((B,) * 5 + (C,) * 4, (W,) * 9, (B,) * 4 + (C,) * 5)
"""Seat 1, a bot, is dealt all nine Wheat: it claims a corner as soon as the market opens."""


def _cpu_clocks() -> dict[str, tuple[float, float]]:
    """Seconds on a CPU and seconds waiting for one, of each thread of this process, by thread id (Linux;
    empty elsewhere)."""
    clocks = {}
    for stat in Path("/proc/self/task").glob("*/schedstat"):
        try:
            on_cpu, waiting = stat.read_text().split()[:2]
            clocks[stat.parent.name] = (int(on_cpu) / 1e9, int(waiting) / 1e9)
        except (OSError, ValueError):  # the thread ended meanwhile
            continue
    return clocks


def _steal_s() -> float:
    """Seconds the hypervisor ran other machines on this one's CPUs, all CPUs together (Linux; else 0)."""
    try:
        return int(Path("/proc/stat").read_text().split()[8]) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


class CpuSnapshot:
    """The wall clock and the CPU accounts of the game's threads at one moment (see :meth:`held_up_s`)."""

    def __init__(self) -> None:
        self.at, self.threads, self.steal = time.monotonic(), _cpu_clocks(), _steal_s()

    def held_up_s(self, before: CpuSnapshot, gui: str) -> tuple[float, float]:
        """Seconds from ``before`` to this moment: on the wall clock, and less the machine's share.

        The GUI thread (id ``gui``) was meanwhile on a CPU (the game's own work, counted), waiting for a CPU
        (the machine's, not counted) or blocked. Blocked behind another thread of the game (the GIL, a lock,
        a thread it joins), it waited as long as those threads waited for a CPU, one after the other: the
        GIL passes from thread to thread, so their waits add up (the longest alone misses a chain of them),
        as does the time the hypervisor took the CPUs away. Blocked on its own (a sleep, a call that does
        not return) while the rest of the game idles, it is counted in full. A thread started meanwhile
        waited all its life within the interval; one that ended meanwhile is missed (counted against the
        game).
        """
        wall = self.at - before.at
        start = before.threads.get(gui, (0.0, 0.0))
        on_cpu, waiting = (a - b for a, b in zip(self.threads.get(gui, start), start, strict=True))
        others = sum(
            w - before.threads.get(t, (0.0, 0.0))[1] for t, (_, w) in self.threads.items() if t != gui
        )
        blocked = max(0.0, wall - on_cpu - waiting)
        return wall, wall - waiting - min(blocked, others + self.steal - before.steal)


class LatenessProbe(QObject):
    """A 10 ms timer on the GUI thread; keeps the largest gap beyond 10 ms, raw and as the game's own.

    The game's own share of a gap is the smaller of two bounds, each leaving out only what was not the
    game's doing: the gap less the machine's share (see :meth:`CpuSnapshot.held_up_s`), and the gap less
    the time the event loop slept waiting for its next event (its dispatcher's ``aboutToBlock`` to
    ``awake``). A loop asleep with its timer due is woken late by the kernel, and a busy kernel delays
    such a wake-up by up to a few hundred milliseconds that it books neither as CPU nor as a wait for
    one (seen in a process that only sleeps 10 ms at a time). Work, a spin or a block in a slot of the
    GUI thread (a sound decoded there, a lock, the message handler) happens while the loop is awake and
    stays in both; only the wait for the GIL right after a wake-up, before ``awake`` runs, counts as
    asleep.
    """

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.worst_s = self.worst_own_s = 0.0
        self._gui = str(threading.get_native_id())
        self._last = CpuSnapshot()
        self._asleep_at: float | None = None
        self._asleep_s = 0.0
        dispatcher = QAbstractEventDispatcher.instance(QThread.currentThread())
        dispatcher.aboutToBlock.connect(self._falls_asleep)
        dispatcher.awake.connect(self._wakes)
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._timer.start(10)

    def rest(self) -> None:
        """Stop measuring (the window is being swapped for another game's: no table to hold up)."""
        self._timer.stop()

    def wake(self) -> None:
        """Measure again from now."""
        self._last, self._asleep_at, self._asleep_s = CpuSnapshot(), None, 0.0
        self._timer.start(10)

    def _falls_asleep(self) -> None:
        self._asleep_at = time.monotonic()

    def _wakes(self) -> None:
        if self._asleep_at is not None:
            self._asleep_s += time.monotonic() - self._asleep_at
            self._asleep_at = None

    def _tick(self) -> None:
        now = CpuSnapshot()
        gap, own = now.held_up_s(self._last, self._gui)
        self.worst_s = max(self.worst_s, gap - 0.010)
        self.worst_own_s = max(self.worst_own_s, min(own, gap - self._asleep_s) - 0.010)
        self._last, self._asleep_s = now, 0.0


class Person(QObject):
    """Takes the game to a state, then ends it by a route; every step waits on a condition (polled)."""

    def __init__(self, app: QApplication, args: argparse.Namespace) -> None:
        super().__init__(app)
        self.app, self.args = app, args
        self.window: ShellWindow = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        self.sound = self.window.sound  # one service for every window of the run
        self.sound.news.connect(self._news)  # after the window's own: the status line says it first
        self.probe: LatenessProbe | None = None
        self._said_ready = False
        self._steps = self._plan()
        self._waiting_for = None
        self._busy = False
        self._poll = QTimer(self)
        self._poll.timeout.connect(self._advance)
        self._poll.start(POLL_MS)
        app.aboutToQuit.connect(self._report)

    def _plan(self):
        s, w = self.args.state, self.window
        yield lambda: self._decline_lesson() or self._dialog() is not None  # a first start offers the lesson
        if s == "start-dialog":
            return (yield from self._end())
        self._dialog().reject()
        yield lambda: self._dialog() is None
        if s in ("mid-hand", "mid-hand-dialog"):
            self._start(NewGamePrefs(GameSettings(players=8, sort_time_s=0)))
            yield lambda: w.view is not None and w.view.phase is Phase.OPEN and bool(w.view.offers)
        elif s in ("after-hand", "after-hand-dialog"):
            prefs = NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False))
            self._start(prefs, commodities=(W, B, C), first_dealer=2, deal=BOT_CORNERS)
            yield lambda: w.view is not None and w.view.phase is Phase.READY
        if s.endswith("-dialog"):
            QTimer.singleShot(0, w.about)
            yield lambda: self._message_box() is not None
        yield from self._end()

    def _start(self, prefs: NewGamePrefs, **kwargs) -> None:
        self.window.start_game(prefs, seed=7, **kwargs)

    def _end(self):
        if self.args.soak_s:
            yield from self._soak()
        if self.args.pitch_s:
            yield from self._pitch()
        if self.args.flood:
            yield from self._flood()
        self._said_ready = True
        print("READY", flush=True)
        route = self.args.route
        if route == "close":  # the window's close button; a game in progress asks first
            QTimer.singleShot(0, self.window.close)
        elif route == "ctrl-q":  # to the dialog when one is up (it has the key too), else the window
            target = QApplication.activeModalWidget() or self.window
            target.activateWindow()
            yield lambda: QApplication.activeWindow() is target
            QTimer.singleShot(
                0, lambda: QTest.keyClick(target, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
            )
        yield self._answer_yes  # until the process ends ("signal": the test sends one)

    def _soak(self):
        """An eight-player all-bot game at the real pace for ``soak_s`` seconds, the player's bell rung now
        and then (its sound, the refusal's); the next hand dealt after each corner, a new game after the last.
        """
        controller, w = self.window.controller, self.window
        levels = [Level.MEDIUM, Level.HARD, Level.EASY, Level.MEDIUM] * 2

        def new_game() -> None:
            controller.new_game(GameSettings(players=8, sort_time_s=0.0), levels, autoplay=True)

        def on_event(event: object) -> None:  # once the event is handled: the window shows the hand's end
            if type(event) is CornerClaimed:
                QTimer.singleShot(0, w.next_hand)
            elif type(event) is GameOver:
                QTimer.singleShot(0, new_game)

        controller.event_received.connect(on_event)
        bell = QTimer(self)
        bell.timeout.connect(w.ring_bell)
        self.probe = LatenessProbe(self)
        freeze = QTimer(self)
        freeze.timeout.connect(lambda: time.sleep(self.args.freeze_ms / 1000))
        if self.args.freeze_ms:
            freeze.start(10_000)
        new_game()
        bell.start(3000)
        ends = time.monotonic() + self.args.soak_s
        print("SOAKING", flush=True)
        yield lambda: time.monotonic() >= ends
        bell.stop()
        freeze.stop()

    def _pitch(self):
        """Game → Play → Pitch (a game in progress abandoned, as a person would answer), then ``pitch_s``
        seconds of Pitch: the player bids or plays the first thing it may, the next hand dealt after each,
        a new game after the last."""
        if self.probe is not None:
            self.probe.rest()
        QTimer.singleShot(0, self.window.game_actions["pitch"].trigger)  # type: ignore[attr-defined]

        def pitch_window() -> bool:
            found = [w for w in self.app.topLevelWidgets() if isinstance(w, PitchWindow) and w.isVisible()]
            if found:
                self.window = found[0]
            elif shiboken6.isValid(self.window):  # Pit's, until the switch frees it
                self._answer_yes()  # "Abandon the game?"
            return bool(found)

        yield pitch_window
        w = self.window
        assert isinstance(w, PitchWindow)
        # the first start offers Pitch's lesson (No, as a person who knows it would say), then a new game
        yield lambda: self._decline_lesson() or self._pitch_dialog() is not None
        self._pitch_dialog().reject()
        yield lambda: self._pitch_dialog() is None
        prefs = PitchNewGamePrefs(PitchSettings(players=4), Level.EASY, Pace.BRISK)
        w.session.time_scale = PITCH_TIME_SCALE
        w.start_game(prefs)
        if self.probe is not None:
            self.probe.wake()
        ends = time.monotonic() + self.args.pitch_s
        print("PITCHING", flush=True)

        def shown(view: object) -> tuple[object, ...]:  # a moment of the hand, the time aside
            return tuple(getattr(view, k, None) for k in ("hand_no", "turn", "calls", "trick", "tricks"))

        def play_on() -> bool:
            view = w.session.view()
            if view is None:
                return False
            if view.phase is PitchPhase.READY:
                QTimer.singleShot(0, w.next_hand)
            elif view.phase is PitchPhase.GAME_OVER:
                QTimer.singleShot(0, lambda: w.start_game(prefs))
            elif view.my_turn and shown(w.table.view) == shown(view):  # the player answers what is shown
                legal = view.legal_commands()
                if legal:
                    w.session.submit(legal[0])
            return time.monotonic() >= ends

        yield play_on

    def _pitch_dialog(self) -> PitchNewGameDialog | None:
        return next((d for d in self.window.findChildren(PitchNewGameDialog) if d.isVisible()), None)

    def _flood(self):
        """``flood`` Qt warnings from a second thread (numbers differ, the words do not)."""
        self.probe = self.probe or LatenessProbe(self)
        n = self.args.flood
        flooder = threading.Thread(target=lambda: [qWarning(f"socket {i % 97} flooded") for i in range(n)])
        flooder.start()
        yield lambda: not flooder.is_alive()
        print(f"FLOODED {n}", flush=True)

    def _advance(self) -> None:
        """One step once its condition holds; modal waits run from their own event loops, so a step only
        ever schedules what may block."""
        if self._busy or (self._waiting_for is not None and not self._waiting_for()):
            return
        self._busy = True
        try:
            self._waiting_for = next(self._steps)
        except StopIteration:
            self._poll.stop()
        finally:
            self._busy = False

    def _dialog(self) -> NewGameDialog | None:
        return next((d for d in self.window.findChildren(NewGameDialog) if d.isVisible()), None)

    def _message_box(self) -> QMessageBox | None:
        return next((d for d in self.window.findChildren(QMessageBox) if d.isVisible()), None)

    def _decline_lesson(self) -> bool:
        """Click No on the first start's offer of a lesson (Learn to play) if it is up. Never done."""
        for box in self.window.findChildren(QMessageBox):
            no = box.button(QMessageBox.StandardButton.No)
            if box.isVisible() and no is not None:
                QTimer.singleShot(0, no.click)
        return False

    def _answer_yes(self) -> bool:
        """Click Yes on a question that is up ("Abandon the game?"), as a person would. Never done."""
        for box in self.window.findChildren(QMessageBox):
            yes = box.button(QMessageBox.StandardButton.Yes)
            if box.isVisible() and yes is not None:
                QTimer.singleShot(0, yes.click)
        return False

    def _news(self, state: object) -> None:
        """``NEWS <kind> <sounds played so far> <the status line>``: sound stopped or came back."""
        service = getattr(self.sound, "service", None)
        played = service.played if service is not None else 0
        status = self.window.status_text() if shiboken6.isValid(self.window) else ""
        print(f"NEWS {state.news.value} {played} {status}", flush=True)  # type: ignore[attr-defined]

    def _report(self) -> None:
        if not self._said_ready:  # a window closed for the next game's: the run goes on
            return
        if self.probe is not None:
            print(f"LATE_MS {self.probe.worst_s * 1000:.0f} {self.probe.worst_own_s * 1000:.0f}", flush=True)
        service = getattr(self.sound, "service", None)  # the DeferredSound's QtSound, once started
        if service is not None:
            print(f"SOUNDS {service.played} {service.dropped} {service.players}", flush=True)
            heard = " ".join(f"{name}={n}" for name, n in sorted(service.heard.items()))
            print(f"HEARD {heard}", flush=True)
        print(f"QT_AUDIO_IN_GAME {'PySide6.QtMultimedia' in sys.modules}", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("state", choices=STATES)
    parser.add_argument("route", choices=("close", "ctrl-q", "signal"))
    parser.add_argument("--soak-s", type=float, default=0.0)
    parser.add_argument("--pitch-s", type=float, default=0.0)
    parser.add_argument("--flood", type=int, default=0)
    parser.add_argument("--freeze-ms", type=int, default=0)
    args = parser.parse_args()
    original_exec = QApplication.exec

    asked: list[CpuSnapshot] = []
    gui = str(threading.get_native_id())

    people: list[Person] = []

    def exec_with_a_person(*_args: object) -> int:
        if not people:  # one person for the whole run: the next game's window opens in a later exec()
            people.append(Person(QApplication.instance(), args))
        game_handler = signal.getsignal(signal.SIGTERM)  # each window's own

        def on_sigterm(signum: int, frame: object) -> None:
            asked.append(CpuSnapshot())
            game_handler(signum, frame)  # type: ignore[operator]

        if callable(game_handler):
            signal.signal(signal.SIGTERM, on_sigterm)
        return original_exec()

    QApplication.exec = staticmethod(exec_with_a_person)  # type: ignore[method-assign]
    code = app_main([])
    if asked:  # the game's own quitting: its threads ended, its window freed; the interpreter's exit is not
        wall, own = CpuSnapshot().held_up_s(asked[0], gui)
        print(f"QUIT_S {wall:.3f} {own:.3f}", flush=True)
    return code


if __name__ == "__main__":
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    sys.exit(main())
