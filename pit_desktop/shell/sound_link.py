"""The game's sound service, :class:`QtSound`: it plays through a sound player process
(``pit_desktop.shell.sound_player``), and outlives any number of them.

The service starts a player, sends it the sounds to use and each sound to play (a line each, written
without waiting), and reads what the player says. A player that ends because its server went away (or that
could not find one) is followed by another as soon as a server answers (:func:`check_server`, looked at
every :data:`PROBE_MS`); meanwhile the game is silent and the service says so once (:attr:`QtSound.news`).
A player that ends any other way (an abort in the audio backend) is started again after a pause, which
doubles while players end before they are ready; after :data:`MAX_FAILURES` such ends in a row without a
sound played, or when the player says this computer cannot play sound at all, the service stays silent for
the rest of the session, and says so once. GUI thread only.
"""

from __future__ import annotations

import logging
import weakref
from collections import deque
from collections.abc import Callable, Iterable
from enum import Enum

from PySide6.QtCore import QObject, QProcess, QTimer, Signal

from pit_desktop.shell.sound import SoundNews, SoundState, sound_set
from pit_desktop.shell.sound_player import EXIT_LOST, EXIT_UNAVAILABLE, player_command
from pit_desktop.shell.sound_server import ServerCheck, check_server

log = logging.getLogger(__name__)

STOP_WAIT_MS = 1500
"""How long shutdown waits for the player to end once its input is closed, real milliseconds (then it is
killed)."""

PROBE_MS = 1000
"""How often the service looks for a sound server while there is none, real milliseconds."""

MAX_RETRY_MS = 30_000
"""The longest pause before a player that failed is started again, real milliseconds."""

MAX_FAILURES = 4
"""Players in a row that may fail (end other than for want of a server) without having played a sound
before the service gives up for the session."""

LAST_WORDS = 5
"""Lines of a player's standard error kept to say why it failed."""


class _Phase(Enum):
    STARTING = "starting"  # a player runs; it has not said it is ready yet
    PLAYING = "playing"  # a player runs and said ready (or silent: no output for now)
    WAITING = "waiting"  # no player; one starts when a server answers, or after a pause
    GIVEN_UP = "given up"  # no player, none will start
    SHUT = "shut"


class _Link:
    """The player process now running, held apart from the service so that the service's finalizer can end
    it (it holds this, never the service)."""

    __slots__ = ("process",)

    def __init__(self) -> None:
        self.process: QProcess | None = None


class QtSound(QObject):
    """A :class:`~pit_desktop.shell.sound.SoundService` whose sounds play in a sound player process.

    :meth:`play` only writes the name to the player; it never waits for it or for the audio backend. Call
    :meth:`shutdown` before the application ends; a ``QtSound`` freed without it ends its player then.
    GUI thread only.

    Args:
        volume: 0.0–1.0.
        parent: the owning QObject.
        sounds: the names to play besides ``SHARED_SOUNDS`` (a game's ``Game.sounds()``; see :meth:`use`).
        command: the player's command line (``player_command()`` when ``None``).
        server: looks for a sound server (``check_server`` when ``None``).
        probe_ms: how often to look for a server while there is none, real milliseconds; also the first
            pause before a failed player is followed by another (doubling each time, up to
            :data:`MAX_RETRY_MS`).

    Signals:
        news(object): a :class:`~pit_desktop.shell.sound.SoundState` when sound stops or comes back; said
            once for each change (a server that stays away is said to be away once).

    Attributes:
        played: sounds the players started (all players together).
        dropped: requests the players dropped (stale, over their pool, no output).
        heard: sounds started, by name.
        players: player processes started so far.
    """

    news = Signal(object)

    def __init__(
        self,
        volume: float = 0.6,
        parent: QObject | None = None,
        sounds: Iterable[str] = (),
        command: list[str] | None = None,
        server: Callable[[], ServerCheck] | None = None,
        probe_ms: int = PROBE_MS,
    ) -> None:
        super().__init__(parent)
        self.muted = False
        self._names = sound_set(sounds)
        self._volume = max(0.0, min(1.0, volume))
        self._command = command or player_command()
        self._server = server or check_server
        self._probe_ms = probe_ms
        self.played = self.dropped = self.players = 0
        self.heard: dict[str, int] = {}
        self._phase = _Phase.WAITING
        self._was_on = False  # sound played this session (a player said ready): an outage is "lost"
        self._said: SoundNews | None = None
        self._failures = 0  # players in a row that ended before they were ready: the pause grows
        self._crashes = 0  # players in a row that failed (not for want of a server) before playing a sound
        self._ready_now = False  # this player said ready (or silent)
        self._served_now = False  # this player said ready: it reached a server
        self._played_now = False  # this player played a sound
        self._out = bytearray()
        self._last_words: deque[str] = deque(maxlen=LAST_WORDS)
        self._link = _Link()
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._try_again)
        self._end = weakref.finalize(self, _end_player, self._link)
        self._retry.start(0)  # from the event loop: whoever listens to the news is connected by then

    @property
    def names(self) -> frozenset[str]:
        """The names played now (see :meth:`use`)."""
        return self._names

    @property
    def phase(self) -> str:
        """Where the service stands (for tests and logs): ``starting`` (a player runs, not ready yet),
        ``playing``, ``waiting`` (for a server, or before the next player), ``given up`` or ``shut``."""
        return self._phase.value

    def running(self) -> bool:
        """Whether a player process runs now."""
        process = self._link.process
        return process is not None and process.state() != QProcess.ProcessState.NotRunning

    def process_id(self) -> int | None:
        """The running player's process id (for tests and logs), or ``None`` when none runs."""
        return self._link.process.processId() if self.running() and self._link.process else None

    def use(self, names: Iterable[str]) -> None:
        """Play ``names`` and ``SHARED_SOUNDS`` from now on; the player loads those it has not (written:
        returns at once)."""
        self._names = sound_set(names)
        self._send(f"use {' '.join(sorted(self._names))}")

    def play(self, name: str) -> None:
        """Ask for sound ``name`` (unless muted, not in use, or no player runs); returns at once."""
        if not self.muted and name in self._names:
            self._send(f"play {name}")

    def shutdown(self) -> bool:
        """End the player: its input closed (it stops every sound and ends), killed if it has not ended
        within :data:`STOP_WAIT_MS`; no player starts afterwards. Safe to call twice.

        Returns:
            Whether no player is left running.
        """
        self._phase = _Phase.SHUT
        self._retry.stop()
        self._end()
        return not self.running()

    # ------------------------------------------------------------------ the player's life

    def _send(self, line: str) -> None:
        process = self._link.process
        if process is not None and self._phase in (_Phase.STARTING, _Phase.PLAYING):
            process.write(f"{line}\n".encode())

    def _try_again(self) -> None:
        """Start a player if a server may be there; otherwise say so (once) and look again later."""
        if self._phase in (_Phase.SHUT, _Phase.GIVEN_UP) or self.running():
            return
        found = self._server()
        if found.reachable is False:
            self._silent(self._outage(), found.where)
            self._retry.start(self._probe_ms)
            return
        self._launch()

    def _launch(self) -> None:
        process = QProcess(self)  # Qt's to free (deleteLater): it may end while it emits
        process.setProgram(self._command[0])
        process.setArguments([*self._command[1:], "--volume", f"{self._volume:.3f}"])
        process.readyReadStandardOutput.connect(self._read)
        process.readyReadStandardError.connect(self._read_errors)
        process.finished.connect(self._ended)
        process.errorOccurred.connect(self._failed_to_start)
        self._link.process = process
        self._phase = _Phase.STARTING
        self._ready_now = self._played_now = self._served_now = False
        self._out.clear()
        self._last_words.clear()
        self.players += 1
        process.start()
        self._send(f"use {' '.join(sorted(self._names))}")

    def _read(self) -> None:
        process = self._link.process
        if process is None:
            return
        self._out += bytes(process.readAllStandardOutput().data())
        while b"\n" in self._out:
            raw, _, rest = bytes(self._out).partition(b"\n")
            self._out[:] = rest
            self._heard_from_player(raw.decode("utf-8", "replace").strip())

    def _heard_from_player(self, line: str) -> None:
        word, _, rest = line.partition(" ")
        if word == "heard":
            self.played += 1
            self.heard[rest] = self.heard.get(rest, 0) + 1
            self._played_now = True
            self._crashes = 0
        elif word == "dropped":
            self.dropped += 1
        elif word in ("ready", "silent"):
            self._ready_now = True
            if self._phase is _Phase.STARTING:
                self._phase = _Phase.PLAYING
            if word == "ready":
                self._served_now = True
                log.info("sound plays on %s", rest)
                if self._said in (SoundNews.LOST, SoundNews.NO_SERVER):
                    self._tell(SoundNews.BACK)
                self._was_on = True
            else:
                log.info("no sound for now: %s", rest)
        elif word in ("lost", "unavailable"):
            self._last_words.append(rest)

    def _read_errors(self) -> None:
        process = self._link.process
        if process is None:
            return
        for raw in bytes(process.readAllStandardError().data()).splitlines():
            text = raw.decode("utf-8", "replace").strip()
            if text:
                log.debug("sound player: %s", text)
                self._last_words.append(text)

    def _ended(self, status: int, how: QProcess.ExitStatus) -> None:
        """The player ended: follow it with another when that can help, and say what it means for sound."""
        self._read()
        self._read_errors()
        self._drop_process()
        if self._phase in (_Phase.SHUT, _Phase.GIVEN_UP):
            return
        why = self._last_words[-1] if self._last_words else f"status {status}"
        crashed = how == QProcess.ExitStatus.CrashExit
        # only a player that reached a server resets the pause: one that said "silent" and then lost
        # Qt's connection (no server at all) waits longer each time, instead of a new player every two
        # seconds for as long as the game runs
        self._failures = 0 if self._served_now else self._failures + 1
        if status == EXIT_UNAVAILABLE and not crashed:
            log.warning("no sound on this computer: %s", why)
            self._give_up(SoundNews.UNAVAILABLE, why)
            return
        if status == EXIT_LOST and not crashed:
            # said once an outage: the tries that follow while no server answers go to the debug log
            (log.warning if self._failures <= 1 else log.debug)("sound stopped: %s", why)
            self._silent(self._outage(), why)
        else:
            self._crashes = 0 if self._played_now else self._crashes + 1
            log.warning("the sound player ended (%s, %s): %s", how.name, status, why)
            if self._crashes >= MAX_FAILURES:
                self._give_up(SoundNews.BROKEN, why)
                return
            self._silent(self._outage() if self._was_on else None, why)
        self._retry.start(self._pause())

    def _failed_to_start(self, error: QProcess.ProcessError) -> None:
        if error != QProcess.ProcessError.FailedToStart:
            return  # a crash or a closed pipe: finished() follows and says what it means
        process = self._link.process
        why = process.errorString() if process is not None else error.name
        self._drop_process()
        if self._phase is not _Phase.SHUT:
            log.warning("the sound player did not start: %s", why)
            self._give_up(SoundNews.BROKEN, why)

    def _drop_process(self) -> None:
        process, self._link.process = self._link.process, None
        if process is not None:
            process.blockSignals(True)
            process.deleteLater()

    def _pause(self) -> int:
        """How long to wait before the next player: longer each time one ended before it was ready."""
        return min(MAX_RETRY_MS, self._probe_ms * 2 ** min(self._failures, 8))

    def _outage(self) -> SoundNews:
        """What a silence now is: sound lost, if it played this session; else no server yet."""
        return SoundNews.LOST if self._was_on else SoundNews.NO_SERVER

    def _silent(self, news: SoundNews | None, why: str) -> None:
        """No player for now: say ``news``, unless this silence was said already (once an outage), and
        wait."""
        self._phase = _Phase.WAITING
        if news is not None and self._said not in (SoundNews.LOST, SoundNews.NO_SERVER):
            self._tell(news, why)

    def _give_up(self, news: SoundNews, why: str) -> None:
        self._phase = _Phase.GIVEN_UP
        self._retry.stop()
        self._tell(news, why)

    def _tell(self, news: SoundNews, detail: str = "") -> None:
        if news is not self._said:
            self._said = news
            self.news.emit(SoundState(news, detail))


def _end_player(link: _Link) -> None:
    """Close the player's input (it stops every sound and ends), wait up to :data:`STOP_WAIT_MS`, then kill
    it if it is still there; its signals reach nobody meanwhile."""
    process, link.process = link.process, None
    if process is None:
        return
    process.blockSignals(True)
    if process.state() != QProcess.ProcessState.NotRunning:
        process.closeWriteChannel()
        if not process.waitForFinished(STOP_WAIT_MS):
            process.kill()
            process.waitForFinished(STOP_WAIT_MS)
    process.deleteLater()
