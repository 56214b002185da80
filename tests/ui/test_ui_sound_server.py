"""Sound that survives its server (issue 22). The real game plays eight players' hand at the real pace with
sound on a private PulseAudio server, and the server is stopped mid-hand (``SIGTERM`` or ``SIGKILL``; the
game used to abort with status 134 within 1–3 s, "Assertion 'c' failed at ../src/pulse/context.c:1087,
function pa_context_get_state()", from ``sink.start(buffer)``), then started again on the same socket after
longer than Qt's own retry. The game plays on silent, says once that sound stopped and once that it is back,
its sounds reach the new server, and it ends with status 0. And a game that starts with no server at all
says so once, and takes sound up when one starts.

``PIT_DESKTOP_SERVER_ROUNDS=N`` runs each way N times (the loop of the issue: 10 rounds, 20 runs). Needs
``pulseaudio`` and Qt's audio module (see ``pulse_server``).
"""

from __future__ import annotations

import os
import signal
import threading
import time
from pathlib import Path

import pytest
from game_process import THREAD_TROUBLE, Finished, game_env, run_game
from pulse_server import SoundServer

pytestmark = pytest.mark.slow  # the real game in a process, on a real server, in real time

PLAY_S = 14.0
"""How long the hand is played with sound, real seconds."""

STOP_AT_S = 3.0
"""When the server is stopped, real seconds into the play."""

AWAY_S = 5.0
"""How long the server stays away: longer than the three seconds after which Qt tries, once, to connect
again."""

ROUNDS = range(int(os.environ.get("PIT_DESKTOP_SERVER_ROUNDS", "1")))


def _news(done: Finished) -> list[list[str]]:
    """``[kind, sounds played by then, status line]`` for each ``NEWS`` line of the run."""
    return [line.split(" ", 3)[1:] for line in done.out if line.startswith("NEWS")]


def _played(done: Finished) -> tuple[int, int]:
    """Sounds played and sound players started in the whole run."""
    sounds = next((x for x in done.out if x.startswith("SOUNDS")), "SOUNDS 0 0 0").split()
    return int(sounds[1]), int(sounds[3])


def _play(tmp_path: Path, server: SoundServer, play_s: float, meanwhile: threading.Thread) -> Finished:
    """The game, with sound on ``server``, plays an eight-player hand for ``play_s`` real seconds while
    ``meanwhile`` does to the server what the test says (it starts once the hand does), then quits."""
    done = run_game(
        tmp_path,
        "no-game",
        "sigterm",
        "--soak-s",
        str(play_s),
        env=game_env(tmp_path, PULSE_SERVER=server.address),
        during={"SOAKING": meanwhile.start},
        timeout_s=play_s + 60,
    )
    meanwhile.join(timeout=30)
    return done


def _check_clean(done: Finished) -> None:
    assert done.code == 0, f"status {done.code}: {done.err[-3000:]}"
    assert "Assertion" not in done.err and done.trouble == [], done.err[-3000:]
    assert not [x for x in done.err.splitlines() if any(t in x for t in THREAD_TROUBLE)]
    assert "QT_AUDIO_IN_GAME False" in done.out


@pytest.mark.timeout(PLAY_S + 120)
@pytest.mark.parametrize("round_no", ROUNDS)
@pytest.mark.parametrize("how", [signal.SIGTERM, signal.SIGKILL], ids=["term", "kill"])
def test_the_game_plays_on_when_its_sound_server_stops_and_takes_sound_up_when_it_is_back(
    tmp_path: Path, sound_server: SoundServer, how: signal.Signals, round_no: int
) -> None:
    def stop_and_start_again() -> None:
        time.sleep(STOP_AT_S)  # the scenario's clock: the game plays meanwhile, nothing pokes it
        sound_server.stop(how)
        time.sleep(AWAY_S)
        sound_server.start()
        sound_server.changes.append("start")

    server = threading.Thread(target=stop_and_start_again, name="server", daemon=True)
    done = _play(tmp_path, sound_server, PLAY_S, server)
    news = _news(done)
    played, players = _played(done)
    print(f"{how.name}: status={done.code} played={played} players={players} news={news}")
    _check_clean(done)
    assert sound_server.changes == [f"stop {how.name}", "start"]
    assert [kind for kind, *_ in news] == ["lost", "back"], news
    assert news[0][2] == "Sound stopped: the sound server went away. Sound comes back when it does."
    assert news[1][2].startswith("Sound is back.")
    assert int(news[0][1]) > 0 and played > int(news[1][1]) and players == 2, (played, news)


@pytest.mark.timeout(120)
def test_a_game_without_a_server_says_so_once_and_plays_when_one_starts(
    tmp_path: Path, sound_server: SoundServer
) -> None:
    sound_server.stop()

    def start_later() -> None:
        time.sleep(STOP_AT_S)  # the scenario's clock
        sound_server.start()

    server = threading.Thread(target=start_later, name="server", daemon=True)
    done = _play(tmp_path, sound_server, PLAY_S - AWAY_S, server)
    news = _news(done)
    played, players = _played(done)
    print(f"status={done.code} played={played} players={players} news={news}")
    _check_clean(done)
    assert [kind for kind, *_ in news] == ["no-server", "back"], news
    assert news[0][2] == "No sound: no sound server is running. Sound comes on when one starts."
    assert played > 0 and players == 1
