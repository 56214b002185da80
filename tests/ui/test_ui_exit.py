"""Every way out ends the game cleanly (issue 9): the window's close button, Ctrl+Q, Ctrl+C (``SIGINT``)
and ``SIGTERM``, with or without a dialog up, before, during and after a hand. Each run is a whole process
of the real game: exit status 0, no Qt thread warning or traceback, nothing left in the temporary folder.

The suite runs each route a couple of times across the states; ``PIT_DESKTOP_EXIT_MATRIX=1`` runs every
route in every state, ``PIT_DESKTOP_EXIT_ROUNDS=N`` each N times (for loops by hand).
"""

from __future__ import annotations

import itertools
import os
import subprocess
import sys
from pathlib import Path

import pytest
from game_driver import STATES
from game_process import THREAD_TROUBLE, game_env, run_game

from pit_desktop.games.pit.engine import GameSettings
from pit_desktop.games.pit.prefs import NewGamePrefs

ROUTES = ("close", "ctrl-q", "sigint", "sigterm")
SOME = (
    ("sigint", "start-dialog"),
    ("sigterm", "mid-hand-dialog"),
    ("close", "mid-hand"),
    ("ctrl-q", "after-hand-dialog"),
    ("sigint", "after-hand"),
    ("sigterm", "no-game"),
    ("ctrl-q", "start-dialog"),
    ("close", "start-dialog"),
)
CASES = list(itertools.product(ROUTES, STATES)) if os.environ.get("PIT_DESKTOP_EXIT_MATRIX") else list(SOME)
ROUNDS = range(int(os.environ.get("PIT_DESKTOP_EXIT_ROUNDS", "1")))


@pytest.mark.slow
@pytest.mark.parametrize("round_no", ROUNDS)
@pytest.mark.parametrize(("route", "state"), CASES)
def test_the_game_ends_cleanly(tmp_path: Path, route: str, state: str, round_no: int) -> None:
    done = run_game(tmp_path, state, route)
    assert "READY" in done.out, done.err
    assert done.code == 0, done.err
    assert done.trouble == [], done.err
    assert list((tmp_path / "tmp").iterdir()) == []  # the style's glyphs once left 'Pit Desktop-XXXXXX'
    assert "QT_AUDIO_IN_GAME False" in done.out  # sound plays in a process of its own


@pytest.mark.slow
def test_quitting_once_the_window_shows_with_the_new_game_dialog_up_is_clean(tmp_path: Path) -> None:
    """The start-up probe quits while the first start's new-game dialog is up: PySide's own teardown at
    interpreter exit crashed there in 43 of 48 runs (status 139)."""
    env = game_env(tmp_path, PIT_DESKTOP_EXIT_AFTER_SHOWN="1")
    for _ in range(3):
        done = subprocess.run(
            [sys.executable, "-m", "pit_desktop"], env=env, capture_output=True, text=True, timeout=60
        )
        assert done.returncode == 0, done.stderr
        assert "PIT_SHOWN" in done.stdout


@pytest.mark.slow
@pytest.mark.parametrize(
    "locale",
    [
        {"LC_ALL": "C"},
        {"LC_ALL": "POSIX"},
        {"LANG": "xx_YY.UTF-8", "LC_ALL": ""},  # named, never installed
        {"LANG": "en_US.UTF-8", "LC_ALL": ""},  # often missing in containers and minimal installs
        {"LANG": "fr_FR.ISO-8859-1", "LC_ALL": ""},
    ],
    ids=lambda env: next(v for v in env.values() if v),
)
def test_the_game_starts_in_any_locale(tmp_path: Path, locale: dict[str, str]) -> None:
    """Qt warns during ``QApplication()`` that a locale is not UTF-8; that warning was held back with Qt's
    message context and read after the context had died: the game crashed at start (status 139, 5 of 5)."""
    env = game_env(tmp_path, PIT_DESKTOP_EXIT_AFTER_SHOWN="1")
    env.pop("LC_ALL", None)
    env.pop("LANG", None)
    env.update({k: v for k, v in locale.items() if v})
    done = subprocess.run(
        [sys.executable, "-m", "pit_desktop"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "PIT_SHOWN" in done.stdout
    assert "Fatal Python error" not in done.stderr


DROPPED_MID_GAME = """
import gc, sys
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.engine import GameSettings
from pit_desktop.games.pit.prefs import PrefsStore
from pit_desktop.games.pit.ui.controller import GameController
from pit_desktop.shell.main import make_application
from pit_desktop.games.pit.ui.window import MainWindow

app = make_application(sys.argv[:1])
game = GameSettings(players=8, sort_time_s=0.0)
if sys.argv[1] == "controller":
    held = GameController(time_scale=5.0)
    held.new_game(game, [Level.MEDIUM] * 8, seed=1, autoplay=True)
elif sys.argv[1] == "sound":
    from pit_desktop.shell.sound_link import QtSound

    held = QtSound(sounds=("offer",))
    while held.phase == "waiting":  # the player starts from the event loop
        app.processEvents()
    held.play("offer")
    player = held.process_id()
    print("player", player is not None, flush=True)
else:
    store = PrefsStore(QSettings(sys.argv[2], QSettings.Format.IniFormat))
    held = MainWindow(GameController(time_scale=5.0), store)
    held.show()
    held.controller.new_game(game, [Level.MEDIUM] * 8, seed=1, autoplay=True)
app.processEvents()
if sys.argv[1] == "window":
    held.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
del held
gc.collect()
print("gone", flush=True)
if sys.argv[1] == "sound":  # the player ended with its input, and was waited for: gone already
    import os

    try:
        os.kill(player, 0)
        print("player left", flush=True)
    except ProcessLookupError:
        print("player gone", flush=True)
"""


@pytest.mark.slow
@pytest.mark.parametrize("what", ["controller", "window", "sound"])
def test_dropping_a_game_mid_hand_stops_its_threads(tmp_path: Path, what: str) -> None:
    """A controller dropped with its bots running, or a window ``deleteLater()``'d mid-game without being
    closed, used to abort the process: "QThread: Destroyed while thread is still running" (status 134).
    A sound service dropped with its player running ends the player (its input closed, then waited for);
    a server address the player cannot look at first (TCP) makes the service start one."""
    done = subprocess.run(
        [sys.executable, "-c", DROPPED_MID_GAME, what, str(tmp_path / "settings.ini")],
        env=game_env(tmp_path, PULSE_SERVER="tcp:127.0.0.1:9"),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    said = done.stdout.strip().splitlines()
    assert said == (["player True", "gone", "player gone"] if what == "sound" else ["gone"])
    assert not [x for x in done.stderr.splitlines() if any(t in x for t in THREAD_TROUBLE)], done.stderr


def test_leaving_outside_the_event_loop_leaves_later_loops_alone(qtbot, window) -> None:
    """``leave`` runs once more after the event loop ended (``run_gui``'s clean-up); ``exit()`` outside any
    loop would make every later nested loop return at once."""
    window.leave()
    assert not window.isVisible() and window.controller.bot_threads_running() == 0
    with qtbot.waitSignal(window.controller.view_changed, timeout=5000):  # queued: needs the loop
        window.start_game(NewGamePrefs(GameSettings(players=3, sort_time_s=60)))
