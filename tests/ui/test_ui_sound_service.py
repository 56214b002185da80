"""The game's sound service outlives its players (issue 22): no server at the start, a server that goes and
comes back, a computer without the audio libraries, a player that keeps failing or cannot start, a player
that will not end. Each change of fortune is said once (``QtSound.news``), and the window says it in the
status line. The player here is a stand-in speaking its protocol (``fake_sound_player.py``) and the server a
switch: no audio, no Qt audio module, any machine.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from pit_desktop.shell.sound import SoundNews, SoundState
from pit_desktop.shell.sound_link import MAX_FAILURES, QtSound
from pit_desktop.shell.sound_server import ServerCheck

FAKE = Path(__file__).with_name("fake_sound_player.py")
PROBE_MS = 20
"""The services' probe and first pause here, milliseconds (a real one looks every second)."""


class Server:
    """A sound server a test switches on and off; counts the looks at it."""

    def __init__(self, up: bool, generation: int = 1) -> None:
        self.up = up
        self.generation = generation
        self.looks = 0

    def __call__(self) -> ServerCheck:
        self.looks += 1
        if not self.up:
            return ServerCheck(False, (), "unix:/nowhere")
        return ServerCheck(True, (("/nowhere", self.generation, 0, 1),), "unix:/nowhere")


Make = Callable[..., tuple[QtSound, list[SoundState]]]


@pytest.fixture
def make(qtbot) -> Iterator[Make]:
    """Build a :class:`QtSound` on a stand-in player (its options ``*player``) and a :class:`Server`; its
    news is collected. Every service is shut down at teardown."""
    made: list[QtSound] = []

    def build(server: Server, *player: str, command: list[str] | None = None) -> tuple[QtSound, list]:
        sound = QtSound(
            sounds=("bell", "trade"),
            command=command or [sys.executable, str(FAKE), *player],
            server=server,
            probe_ms=PROBE_MS,
        )
        news: list[SoundState] = []
        sound.news.connect(news.append)
        made.append(sound)
        return sound, news

    yield build
    for sound in made:
        assert sound.shutdown()


def kinds(news: list[SoundState]) -> list[SoundNews]:
    return [state.news for state in news]


def test_no_server_is_said_once_and_sound_comes_on_when_one_starts(qtbot, make: Make) -> None:
    server = Server(up=False)
    sound, news = make(server)
    qtbot.waitUntil(lambda: server.looks >= 4)  # looked again and again, said once
    assert kinds(news) == [SoundNews.NO_SERVER] and sound.players == 0 and sound.phase == "waiting"
    server.up = True
    qtbot.waitUntil(lambda: kinds(news)[-1:] == [SoundNews.BACK])
    sound.play("bell")
    qtbot.waitUntil(lambda: sound.heard == {"bell": 1})
    assert kinds(news) == [SoundNews.NO_SERVER, SoundNews.BACK] and sound.players == 1


def test_a_server_that_goes_is_said_once_and_its_return_once(qtbot, make: Make) -> None:
    """The player ends (status 3) when its server goes; a new one starts once a server answers again."""
    server = Server(up=True)
    sound, news = make(server, "--end-after", "2", "--status", "3", "--say", "ready Fake Output")
    qtbot.waitUntil(lambda: sound.phase == "playing")
    server.up = False
    sound.play("bell")
    sound.play("trade")
    qtbot.waitUntil(lambda: kinds(news) == [SoundNews.LOST])
    looks = server.looks
    qtbot.waitUntil(lambda: server.looks >= looks + 3)  # still away: nothing more said, no player
    assert kinds(news) == [SoundNews.LOST] and sound.players == 1 and not sound.running()
    sound.play("bell")  # silent meanwhile: dropped, not kept for later
    server.up, server.generation = True, 2
    qtbot.waitUntil(lambda: kinds(news) == [SoundNews.LOST, SoundNews.BACK])
    sound.play("trade")
    qtbot.waitUntil(lambda: sound.played == 3)
    assert sound.heard == {"bell": 1, "trade": 2} and sound.players == 2


def test_no_audio_libraries_is_said_once_with_why_and_never_tried_again(qtbot, make: Make) -> None:
    why = "the audio libraries cannot load: libpulse.so.0: cannot open shared object file"
    sound, news = make(Server(up=True), "--end-after", "0", "--status", "4", "--say", f"unavailable {why}")
    qtbot.waitUntil(lambda: sound.phase == "given up")
    assert news == [SoundState(SoundNews.UNAVAILABLE, why)] and sound.players == 1
    sound.play("bell")
    assert sound.played == 0 and not sound.running()


def test_a_player_that_keeps_failing_is_given_up_and_said_once(qtbot, make: Make) -> None:
    """A player that aborts before it plays anything is started again after a growing pause, then, after
    ``MAX_FAILURES`` in a row, not again."""
    sound, news = make(Server(up=True), "--end-after", "0", "--abort", "--say", "")
    qtbot.waitUntil(lambda: sound.phase == "given up")
    assert kinds(news) == [SoundNews.BROKEN] and sound.players == MAX_FAILURES


def test_a_player_that_never_reaches_a_server_waits_longer_each_time_and_is_logged_once(
    qtbot, make: Make, caplog
) -> None:
    """A player that says it is silent (no server answered) and then ends for want of one is started again
    after a pause that doubles each time, and the log says "sound stopped" once, not once a player: with
    no sound server at all the game used to start a player every two seconds and log each (1,241 lines
    in half an hour)."""
    import logging

    caplog.set_level(logging.DEBUG, logger="pit_desktop")
    sound, news = make(Server(up=True), "--end-after", "0", "--status", "3", "--say", "silent no server")
    qtbot.waitUntil(lambda: sound.players >= 4, timeout=20_000)
    assert sound._pause() >= PROBE_MS * 2**3  # the fourth failure in a row: eight times the first pause
    stopped = [r for r in caplog.records if r.getMessage().startswith("sound stopped")]
    assert [r.levelno for r in stopped][:1] == [logging.WARNING]
    assert all(r.levelno == logging.DEBUG for r in stopped[1:]) and len(stopped) >= 3
    assert kinds(news) == [SoundNews.NO_SERVER]


def test_a_player_that_fails_after_playing_is_followed_by_another(qtbot, make: Make) -> None:
    """An abort after sounds played (a backend that broke) is sound lost, said once; the next player plays."""
    server = Server(up=True)
    sound, news = make(server, "--end-after", "1", "--abort")
    qtbot.waitUntil(lambda: sound.phase == "playing")
    sound.play("bell")
    qtbot.waitUntil(lambda: sound.players == 2 and sound.phase == "playing")
    sound.play("trade")
    qtbot.waitUntil(lambda: sound.heard == {"bell": 1, "trade": 1})
    assert kinds(news)[:2] == [SoundNews.LOST, SoundNews.BACK]


def test_a_player_that_cannot_start_is_said_once(qtbot, make: Make, tmp_path: Path) -> None:
    sound, news = make(Server(up=True), command=[str(tmp_path / "no-such-player")])
    qtbot.waitUntil(lambda: sound.phase == "given up")
    assert kinds(news) == [SoundNews.BROKEN] and news[0].detail


def test_shutdown_ends_a_player_that_will_not_end(qtbot, make: Make) -> None:
    """Its input closed, a player stuck in its backend is killed after the wait: none is left."""
    sound, _news = make(Server(up=True), "--keep-on")
    qtbot.waitUntil(lambda: sound.phase == "playing")
    pid = sound.process_id()
    assert pid is not None and sound.shutdown() and sound.phase == "shut"
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_muted_sends_nothing_and_names_not_in_use_are_dropped(qtbot, make: Make) -> None:
    sound, _news = make(Server(up=True))
    qtbot.waitUntil(lambda: sound.phase == "playing")
    sound.muted = True
    sound.play("bell")
    sound.muted = False
    sound.play("gong")  # not a name in use
    sound.play("trade")
    qtbot.waitUntil(lambda: sound.played == 1)
    assert sound.heard == {"trade": 1}


@pytest.mark.parametrize(
    ("state", "said"),
    [
        (
            SoundState(SoundNews.NO_SERVER),
            "No sound: no sound server is running. Sound comes on when one starts.",
        ),
        (
            SoundState(SoundNews.LOST),
            "Sound stopped: the sound server went away. Sound comes back when it does.",
        ),
        (SoundState(SoundNews.BACK), "Sound is back."),
        (
            SoundState(SoundNews.UNAVAILABLE, "libpulse.so.0: cannot open shared object file"),
            "No sound: the audio libraries this computer needs for sound are missing. "
            "(libpulse.so.0: cannot open shared object file)",
        ),
    ],
    ids=lambda v: v.news.value if isinstance(v, SoundState) else "",
)
def test_the_window_says_sound_news_in_the_status_line(qtbot, window, state: SoundState, said: str) -> None:
    window.sound.news.emit(state)
    assert window.status_text() == said


def test_sound_that_was_never_there_is_said_to_come_on_not_back(qtbot, window) -> None:
    """No server at the start, then one starts: "Sound is on", not "Sound is back" (it never played); after
    a server that went away, "back"."""
    window.sound.news.emit(SoundState(SoundNews.NO_SERVER))
    window.sound.news.emit(SoundState(SoundNews.BACK))
    assert window.status_text() == "Sound is on: a sound server has started."
    window.sound.news.emit(SoundState(SoundNews.LOST))
    window.sound.news.emit(SoundState(SoundNews.BACK))
    assert window.status_text() == "Sound is back."
