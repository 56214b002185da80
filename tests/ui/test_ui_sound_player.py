"""The sound player process (``pit-desktop --sound-player``) never calls into a sound server's dead
connection (issue 22): without a server it says so and ends; when its server goes (``SIGTERM``,
``SIGKILL``), is back within Qt's own three-second retry, or is back after it, the player ends with status 3
and never aborts (134, "Assertion 'c' failed … pa_context_get_state()", as the game did when it played on
its own thread); without Qt's audio module it says why and ends with status 4; asked to end while its
sounds still play, it stops them in its own thread and ends cleanly ("QObject::killTimer: Timers cannot be
stopped from another thread" came at the game's exit when its sound thread was busy: issue 22, item 9).

The tests with a server need ``pulseaudio`` and Qt's audio module (see ``pulse_server``).
"""

from __future__ import annotations

import contextlib
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from pulse_server import SoundServer, without_audio_libraries

from pit_desktop.shell.sound_player import EXIT_LOST, EXIT_UNAVAILABLE, check_output, player_command

pytestmark = pytest.mark.slow  # the real player process, on a real server

THREAD_SIGNS = ("another thread", "Timers cannot", "QThread", "Traceback", "Assertion")
"""What the player's standard error must never hold."""

QT_RETRY_S = 3.0
"""Qt tries to connect again this long after its connection failed (once)."""


class Player:
    """A sound player process, its output read line by line as it comes."""

    def __init__(self, env: dict[str, str]) -> None:
        self.process = subprocess.Popen(
            player_command(), env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
            stderr=subprocess.PIPE, text=True,
        )  # fmt: skip
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.said: list[str] = []
        self._err: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=lambda: self._err.extend(self.process.stderr), daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.put(line.strip())
        self.lines.put(None)

    def send(self, *lines: str) -> None:
        with_end = "".join(f"{line}\n" for line in lines)
        self.process.stdin.write(with_end)
        self.process.stdin.flush()

    def expect(self, prefix: str, timeout_s: float = 30.0) -> str:
        """The next line said that starts with ``prefix`` (the ones before it are kept in :attr:`said`)."""
        deadline = time.monotonic() + timeout_s
        while (line := self.lines.get(timeout=max(0.1, deadline - time.monotonic()))) is not None:
            self.said.append(line)
            if line.startswith(prefix):
                return line
        raise AssertionError(f"the player ended without saying {prefix!r}: {self.said}")

    def end(self, close: bool = True) -> tuple[int, str]:
        """Its status (its input closed first, when ``close``) and what it said on standard error."""
        if close:
            self.process.stdin.close()
        status = self.process.wait(timeout=30)
        time.sleep(0.05)  # the reader threads take the last lines of a pipe that is closed already
        return status, "".join(self._err)


def player_env(tmp_path: Path, server: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PULSE_", "PIT_DESKTOP_"))}
    env.update(PULSE_SERVER=server, XDG_CONFIG_HOME=str(tmp_path / "config"), **extra)
    return env


def test_without_a_server_it_says_so_and_ends(tmp_path: Path) -> None:
    player = Player(player_env(tmp_path, f"unix:{tmp_path / 'nobody'}"))
    assert player.expect("lost") == f"lost no sound server answers at unix:{tmp_path / 'nobody'}"
    assert player.end(close=False)[0] == EXIT_LOST


def test_without_the_audio_libraries_it_says_why_and_ends(tmp_path: Path) -> None:
    """``PULSE_SERVER`` names a server it cannot look at first (TCP): it goes on to load Qt's audio."""
    env = player_env(tmp_path, "tcp:127.0.0.1:9", PYTHONPATH=without_audio_libraries(tmp_path / "site"))
    player = Player(env)
    said = player.expect("unavailable")
    why = "libpulse.so.0: cannot open shared object file: No such file or directory"
    assert said == f"unavailable the audio libraries cannot load: {why}"
    assert player.end(close=False)[0] == EXIT_UNAVAILABLE


def test_it_plays_and_ends_cleanly_with_its_sounds_still_playing(
    tmp_path: Path, sound_server: SoundServer
) -> None:
    player = Player(player_env(tmp_path, sound_server.address))
    player.send("use bell offer trade")
    assert player.expect("ready") == "ready Null Output"
    player.send("play bell", "play offer", "play trade", "play offer")
    assert [player.expect(word) for word in ("heard bell", "heard offer", "heard trade", "heard offer")]
    status, err = player.end()  # the bell rings for a second yet: it is stopped in the player's thread
    assert status == 0, err
    assert not [x for x in err.splitlines() if any(s in x for s in THREAD_SIGNS)], err


@pytest.mark.parametrize(
    ("how", "away_s"),
    [(signal.SIGTERM, None), (signal.SIGKILL, None), (signal.SIGKILL, 0.0), (signal.SIGTERM, QT_RETRY_S + 2)],
    ids=["term", "kill", "kill-quick-restart", "term-slow-restart"],
)
def test_it_never_plays_on_a_server_that_went(
    tmp_path: Path, sound_server: SoundServer, how: signal.Signals, away_s: float | None
) -> None:
    """The server stopped while the player plays (and perhaps started again, before or after Qt's own
    retry): the player ends with status 3, by the next sound at the latest; Qt's connection to the old
    server is never used again."""
    player = Player(player_env(tmp_path, sound_server.address))
    player.send("use offer")
    player.expect("ready")
    player.send("play offer")
    player.expect("heard offer")
    sound_server.stop(how)
    if away_s is not None:
        time.sleep(away_s)  # the server's time away, the scenario's clock
        sound_server.start()
    with contextlib.suppress(BrokenPipeError):  # it may have ended already, on Qt's word of the failure
        player.send(*["play offer"] * 3)
    lost = player.expect("lost")
    status, err = player.end(close=False)
    assert status == EXIT_LOST, err
    assert lost.startswith("lost ") and "Assertion" not in err, err


def test_the_check_says_what_the_output_plays(sound_server: SoundServer, monkeypatch) -> None:
    monkeypatch.setenv("PULSE_SERVER", sound_server.address)
    assert check_output(["bell", "offer"]) == ("ok", "Null Output")
    sound_server.remove_sink()
    assert check_output(["bell"]) == ("unavailable", "no audio output device")


def test_the_check_says_why_there_is_no_sound(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("PULSE_SERVER", f"unix:{tmp_path / 'nobody'}")
    assert check_output(["bell"]) == ("unavailable", f"no sound server answers at unix:{tmp_path / 'nobody'}")
    monkeypatch.setenv("PULSE_SERVER", "tcp:127.0.0.1:9")
    monkeypatch.setenv("PYTHONPATH", without_audio_libraries(tmp_path / "site"))
    verdict, why = check_output(["bell"])
    assert verdict == "unavailable" and why.startswith("the audio libraries cannot load: libpulse.so.0"), why
    assert sys.executable in player_command()
