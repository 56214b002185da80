"""The shell runs a game that is not Pit: a made-up counting game plugs in through the game interface alone
(``pit_desktop.shell.game.Game``) and gets the frame's menus, the pause, the bots' threads handled, the
language and an orderly close, as docs/architecture.md promises a second game."""

from __future__ import annotations

import inspect
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QCoreApplication, QObject, QThread
from PySide6.QtWidgets import QDialog, QLabel, QMenu, QVBoxLayout, QWidget

from pit_desktop.shell.bridge import EngineBridge, GameClock
from pit_desktop.shell.frame import ShellWindow
from pit_desktop.shell.game import Game, Listener
from pit_desktop.shell.prefs import ShellPrefs
from pit_desktop.shell.session import GameSession
from pit_desktop.shell.sound import SilentSound, SoundService
from pit_desktop.shell.words import PAUSED, Status, pause_text


@dataclass(frozen=True)
class Counted:
    """The counting game's one event: ``seat`` said ``number``."""

    seat: int
    number: int


class CountingRules:
    """A thread-safe engine of the counting game: every ``say`` tells the listeners."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._listeners: list[Listener] = []
        self.number = 0

    def subscribe(self, listener: Listener) -> None:
        self._listeners.append(listener)

    def say(self, seat: int) -> None:
        with self._lock:
            self.number += 1
            for listener in self._listeners:
                listener(Counted(seat, self.number))


class Gate:
    def __init__(self) -> None:
        self.closed = False

    def close(self) -> None:
        self.closed = True

    def open(self) -> None:
        self.closed = False


class CountingBot:
    """A bot host as the shell sees it; its thread is never started, so it never runs."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.thread = QThread()
        self.calls: list[str] = []

    def start(self) -> None:
        self.calls.append("start")

    def pause(self) -> None:
        self.calls.append("pause")

    def resume(self) -> None:
        self.calls.append("resume")

    def stop(self) -> bool:
        self.calls.append("stop")
        return True


class CountingSession(GameSession):
    def __init__(self, game: Game, sound: SoundService, parent: QObject | None = None) -> None:
        super().__init__(game, sound, time_scale=50.0, parent=parent)
        self.rules: CountingRules | None = None
        self.bots: list[CountingBot] = []

    def new_game(self, bots: int) -> None:
        self.begin()
        rules = self.game.make_engine(None, rng=random.Random(1), clock=self.clock)
        assert isinstance(rules, CountingRules)
        self.rules = rules
        self.open_engine(rules)
        hosts = [
            self.game.make_bot(
                None, seat, rules, self.bridge, self.clock, self.gate, random.Random(seat), None
            )
            for seat in range(1, bots + 1)
        ]
        self.bots = [h for h in hosts if isinstance(h, CountingBot)]
        self.host_bots(hosts)

    def on_event(self, event: object) -> None:
        if isinstance(event, Counted):
            self.status_posted.emit(Status(f"{event.number}!"))

    def game_in_progress(self) -> bool:
        return self.rules is not None


class Veil(QLabel):
    def show_paused(self, text: str) -> None:
        self.setText(text)
        self.show()


class CountingWindow(ShellWindow):
    def __init__(self, game: Game, store: ShellPrefs, sound: SoundService) -> None:
        super().__init__(game, store, sound)
        table = QWidget()
        layout = QVBoxLayout(table)
        layout.addWidget(self.status)
        self.paused_overlay = Veil(table)
        self.paused_overlay.hide()
        self.setCentralWidget(table)
        self.size_window((400, 300))
        self.build_frame_menus()
        self.apply_frame_choices()
        self.tell_settings_state()
        self.kept = False

    def start_game(self, prefs: object) -> None:
        session = self.controller
        assert isinstance(session, CountingSession)
        session.new_game(bots=2)

    def closing(self) -> None:
        self.kept = True


class CountingGame:
    """The counting game's side of the interface."""

    def __init__(self, store: ShellPrefs) -> None:
        self.store = store

    def title(self) -> str:
        return "Counting"

    def sounds(self) -> tuple[str, ...]:
        return ("bell",)

    def make_store(self) -> ShellPrefs:
        return self.store

    def make_window(self, sound: SoundService, data_folder: object) -> ShellWindow:
        return CountingWindow(self, self.store, sound)

    def make_session(self, sound: SoundService, parent: QObject) -> GameSession:
        return CountingSession(self, sound, parent)

    def make_engine(self, settings: object, *, rng: random.Random, clock: GameClock, **rigging: object):
        return CountingRules()

    def make_bot(self, level, seat, engine, bridge: EngineBridge, clock, gate, rng, pace) -> CountingBot:
        return CountingBot(seat)

    def make_gate(self) -> Gate:
        return Gate()

    def presenter(self, setup: object) -> object:
        return None

    def new_game_dialog(self, store: ShellPrefs, parent: QWidget, confirm: Callable[[], bool]) -> QDialog:
        return QDialog(parent)

    def build_menus(self, window: ShellWindow) -> None:
        count = QMenu("&Count", window)
        window.menuBar().insertMenu(window.view_menu.menuAction(), count)

    def how_to_play(self, parent: QWidget) -> None:
        pass

    def show_keys(self, parent: QWidget) -> None:
        pass

    def about(self, parent: QWidget) -> None:
        pass


@pytest.fixture
def counting(qtbot, ini_settings) -> CountingWindow:
    store = ShellPrefs(ini_settings)
    store.set_language("en")
    game: Game = CountingGame(store)
    window = game.make_window(SilentSound(), None)
    assert isinstance(window, CountingWindow)
    qtbot.addWidget(window)
    window.show()
    return window


def titles(window: ShellWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_a_second_game_gets_the_frames_menus_and_places_its_own(counting: CountingWindow) -> None:
    assert titles(counting) == ["&Game", "&Count", "&View", "&Language", "&Help"]
    assert counting.windowTitle() == "Counting"
    game_menu = [a.text() for a in counting.game_menu.actions() if a.text()]
    assert game_menu == ["&New game…", "&Mute sound", "&Pause", "Pause when the window is &away", "&Quit"]


def test_its_events_reach_the_window_and_its_bots_pause_and_stop_with_the_game(
    qtbot, counting: CountingWindow
) -> None:
    counting.start_game(None)
    session = counting.controller
    assert isinstance(session, CountingSession) and session.rules is not None
    bots = session.bots
    assert [bot.calls for bot in bots] == [["start"], ["start"]]
    session.rules.say(1)
    qtbot.waitUntil(lambda: counting.status_text() == "1!")

    assert counting.set_paused(True)
    assert session.clock.paused and session.gate.closed  # type: ignore[attr-defined]
    assert counting.paused_overlay.text() == PAUSED and counting.status_text() == PAUSED
    assert [bot.calls[-1] for bot in bots] == ["pause", "pause"]
    assert counting.set_paused(False)
    assert not session.clock.paused and [bot.calls[-1] for bot in bots] == ["resume", "resume"]

    counting.close()  # a game in progress: asked (answered Yes), kept, every bot stopped
    assert counting.kept and [bot.calls[-1] for bot in bots] == ["stop", "stop"]
    assert session.bot_threads_running() == 0


def test_a_game_holds_its_bots_while_time_runs_and_a_pause_meanwhile_keeps_them_held(
    qtbot, counting: CountingWindow
) -> None:
    """``hold_bots`` (a resumed hand's market waiting to open again): the gate closes and the bots pause but
    the clock runs; a pause and its end meanwhile leave them held; let go, they go on. Bots hosted while
    held are paused before they start, so none is asked for a step first."""
    counting.start_game(None)
    session = counting.controller
    assert isinstance(session, CountingSession)
    session.hold_bots(True)
    assert session.gate.closed and not session.clock.paused and session.bots_held  # type: ignore[attr-defined]
    assert [bot.calls for bot in session.bots] == [["start", "pause"]] * 2
    assert counting.set_paused(True) and counting.set_paused(False)
    assert session.gate.closed and [bot.calls[-1] for bot in session.bots] == ["pause", "pause"]  # type: ignore[attr-defined]
    session.hold_bots(False)
    assert not session.gate.closed and [bot.calls[-1] for bot in session.bots] == ["resume", "resume"]  # type: ignore[attr-defined]
    session.hold_bots(True)
    session.new_game(bots=1)  # a new game lets the old hold go: its bots start free
    assert session.bots[0].calls == ["start"] and not session.gate.closed  # type: ignore[attr-defined]
    session.hold_bots(True)
    session.host_bots([bot := CountingBot(3)])
    assert bot.calls == ["pause", "start"]


def test_an_event_still_queued_when_the_game_stops_is_not_told(qtbot, counting: CountingWindow) -> None:
    """A straggler from a game already stopped is dropped: after the session's shutdown its queued events
    reach nobody (they once did, a stopped bridge and a lost sender both reading as none)."""
    counting.start_game(None)
    session = counting.controller
    assert isinstance(session, CountingSession) and session.rules is not None
    told: list[object] = []
    session.on_event = told.append  # type: ignore[method-assign]
    session.rules.say(1)  # queued to this thread
    session.shutdown()
    QCoreApplication.processEvents()
    assert told == []


def test_it_speaks_the_players_language(qtbot, counting: CountingWindow) -> None:
    counting.set_language("fr")  # the frame retranslates on Qt's LanguageChange, posted to the window
    qtbot.waitUntil(lambda: titles(counting)[0] == "&Partie")
    assert counting.store.language(("en", "fr")) == "fr"


def test_a_status_in_the_old_language_goes_with_a_language_change(qtbot, counting: CountingWindow) -> None:
    """A message said in English does not stay up once the window speaks French."""
    counting.show_status(Status("You gave 3 Oats to Gus and got 3 Oats"))
    counting.set_language("fr")
    qtbot.waitUntil(lambda: titles(counting)[0] == "&Partie")
    assert counting.status_text() == ""
    counting.set_language("en")
    qtbot.waitUntil(lambda: titles(counting)[0] == "&Game")


def test_the_sound_service_plays_the_games_own_sounds_and_the_shells(qtbot, counting: CountingWindow) -> None:
    """The frame hands the game's ``sounds()`` to the service: those play, and the shell's refusal while
    paused; a name the game did not name is dropped."""
    sound = counting.sound
    assert isinstance(sound, SilentSound) and sound.names == {"bell", "refused"}
    sound.play("bell")
    sound.play("trade")  # Pit's, not this game's
    counting.start_game(None)
    assert counting.set_paused(True)
    assert counting.controller.refused_while_paused()
    assert sound.played == ["bell", "refused"]
    assert counting.set_paused(False)
    counting.close()


@pytest.mark.parametrize("game_id", ["pit", "pitch"])
def test_each_game_implements_every_member_of_the_game_interface(game_id: str) -> None:
    """Pit plugs in through ``PitGame`` alone, Pitch through ``PitchGame``: every member of ``Game`` is
    there, taking the same arguments (a member added to the interface and not to a game fails here)."""
    from pit_desktop.shell.games import game_by_id

    game = game_by_id(game_id)
    members = [name for name, value in vars(Game).items() if callable(value) and not name.startswith("_")]
    assert "make_engine" in members and "make_bot" in members and "sounds" in members
    for name in members:
        wanted = list(inspect.signature(getattr(Game, name)).parameters)
        assert list(inspect.signature(getattr(game, name).__func__).parameters) == wanted, name


def test_paused_the_status_line_speaks_the_new_language_as_the_veil(qtbot, counting: CountingWindow) -> None:
    """A language change while paused says the pause's words in the new language in the status line, as
    the veil does (the status line kept the old language's: Spanish under a French veil, then French under
    English)."""
    counting.start_game(None)
    assert counting.set_paused(True)
    for language in ("es", "fr", "en"):
        counting.set_language(language)
        said = pause_text(PAUSED)  # in the language now installed
        assert language == "en" or said != PAUSED
        qtbot.waitUntil(lambda said=said: counting.paused_overlay.text() == said)
        assert counting.status_text() == said
    assert counting.set_paused(False)
    counting.close()
