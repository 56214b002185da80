"""Every public read of the engine is taken under its lock (the monitor its docstring promises), and reads
racing with commands on other threads always see a game that makes sense."""

from __future__ import annotations

import contextlib
import inspect
import random
import threading
from types import TracebackType

from pit_rig import random_command

from pit_desktop.games.pit.engine import Command, DealHand, Engine, GameSettings, OpenMarket, Phase, PitError

UNLOCKED = {"now"}
"""Public members that need no lock: the clock is not game state (``settings`` and ``commodities`` are
plain attributes set once in the constructor)."""


class CountingLock:
    """A lock that counts how often it was entered (standing in for the engine's)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self.entered = 0

    def __enter__(self) -> None:
        self._lock.acquire()
        self.entered += 1

    def __exit__(
        self, kind: type[BaseException] | None, err: BaseException | None, tb: TracebackType | None
    ) -> None:
        self._lock.release()


def _reads() -> list[str]:
    """Every public property and read-only method of :class:`Engine` (commands excluded)."""
    commands = {"submit", "subscribe", "why_not"}
    return [
        name
        for name, member in inspect.getmembers(Engine)
        if not name.startswith("_")
        and name not in commands
        and (isinstance(member, property) or callable(member))
    ]


def test_every_public_read_takes_the_lock() -> None:
    """Each property and read method enters the engine's lock once it is read (a new one is found here
    by itself)."""
    engine = Engine(GameSettings(players=3, sort_time_s=0.0), seed=2)
    engine.submit(DealHand())
    lock = CountingLock()
    engine._lock = lock  # type: ignore[assignment]
    reads = _reads()
    assert {"phase", "dealer", "hand_no", "winner", "sort_ends_at_s", "scores", "view", "hands"} <= set(reads)
    unlocked = []
    for name in reads:
        before = lock.entered
        member = getattr(engine, name)
        if callable(member):
            member(*[0] * (len(inspect.signature(member).parameters)))
        if lock.entered == before and name not in UNLOCKED:
            unlocked.append(name)
    assert unlocked == []


def test_reads_racing_with_commands_see_a_consistent_game() -> None:
    """R-DEAL-1..3, R-TRADE-4, R-SCORE-4: while two threads play, two more read every property and view:
    hand numbers and sorting deadlines never go back, a view's hand has the size the table shows, the cards
    in play stay the same in number, and once there is a winner the game is over."""
    players = 5
    engine = Engine(GameSettings(players=players, sort_time_s=0.0, short_game=True), seed=9)
    done = threading.Event()
    failures: list[str] = []

    def play(index: int) -> None:
        rng = random.Random(index)
        try:
            for _ in range(3000):
                phase = engine.phase
                if phase is Phase.GAME_OVER:
                    break
                command: Command | None = random_command(engine, rng, garbage=0.05)
                if phase is Phase.READY:
                    command = DealHand()
                elif phase is Phase.SORTING:
                    command = OpenMarket()
                if command is not None:
                    with contextlib.suppress(PitError):
                        engine.submit(command)
        except Exception as err:  # anything else is a bug: report it from the main thread
            failures.append(f"player {index}: {err!r}")

    def read(index: int) -> None:
        rng = random.Random(100 + index)
        last_hand, last_sort = 0, 0.0
        try:
            while not done.is_set():
                winner = engine.winner
                hand_no, sort_ends = engine.hand_no, engine.sort_ends_at_s
                if hand_no < last_hand or sort_ends < last_sort:
                    failures.append(f"reader {index}: went back from hand {last_hand} to {hand_no}")
                last_hand, last_sort = hand_no, sort_ends
                if winner is not None and engine.phase is not Phase.GAME_OVER:
                    failures.append(f"reader {index}: seat {winner} won but the game goes on")
                assert 0 <= engine.dealer < players and len(engine.scores) == players
                view = engine.view(rng.randrange(players))
                if hand_no and len(view.hand) != view.hand_sizes[view.seat]:
                    failures.append(f"reader {index}: a hand of {len(view.hand)} shown as {view.hand_sizes}")
                if hand_no and sum(view.hand_sizes) != 9 * players + 2:
                    failures.append(f"reader {index}: {sum(view.hand_sizes)} cards in play")
        except Exception as err:
            failures.append(f"reader {index}: {err!r}")

    players_threads = [threading.Thread(target=play, args=(i,), name=f"play-{i}") for i in range(2)]
    readers = [threading.Thread(target=read, args=(i,), name=f"read-{i}") for i in range(2)]
    for thread in (*players_threads, *readers):
        thread.start()
    for thread in players_threads:
        thread.join(120)
    done.set()
    for thread in readers:
        thread.join(120)
    assert not any(t.is_alive() for t in (*players_threads, *readers)), "a thread is stuck (deadlock?)"
    assert failures == []
    assert engine.hand_no >= 1
