"""Threaded stress: eight threads hammer one engine (a monitor with one lock) on the real clock.

The invariants are checked after every event by a listener (called under the engine's lock); every offer
is traded at most once however many threads race for it (R-TRADE-7); no thread deadlocks. The join timeout
only guards against a deadlock hanging the suite: it asserts nothing about speed.
"""

from __future__ import annotations

import random
import sys
import threading
from collections import Counter
from collections.abc import Iterator

import pytest
from pit_rig import Invariants, random_command

from pit_desktop.games.pit.engine import (
    DealHand,
    Engine,
    Event,
    GameSettings,
    OpenMarket,
    Phase,
    PitError,
    TradeCompleted,
)

THREADS = 8
COMMANDS_PER_THREAD = 3000
DEADLOCK_GUARD_S = 120.0


@pytest.fixture
def fast_switching() -> Iterator[None]:
    """Switch threads far more often than usual, so that more interleavings are tried."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)
    yield
    sys.setswitchinterval(old)


def test_eight_threads_one_engine_keep_invariants_without_deadlock(fast_switching: None) -> None:
    """R-TRADE-1, R-TRADE-4, R-TRADE-7: concurrent offers, trades, claims, deals and bells stay consistent."""
    engine = Engine(GameSettings(players=8, sort_time_s=0.0, false_claim_fine=True), seed=3)
    check = Invariants(engine.commodities, bull_bear=True)
    events: list[Event] = []
    engine.subscribe(check)
    engine.subscribe(events.append)
    failures: list[str] = []
    start = threading.Barrier(THREADS)

    def worker(index: int) -> None:
        rng = random.Random(index)
        start.wait()
        for _ in range(COMMANDS_PER_THREAD):
            phase = engine.phase
            if phase is Phase.GAME_OVER:
                return
            command = {Phase.READY: DealHand(), Phase.SORTING: OpenMarket()}.get(phase)
            try:
                command = command or random_command(engine, rng, garbage=0.05)
                if command is not None:
                    engine.submit(command)
            except PitError:
                pass
            except Exception as err:  # anything else is a bug: report it from the main thread
                failures.append(f"thread {index}: {err!r} after {command!r}")
                return

    threads = [
        threading.Thread(target=worker, args=(i,), daemon=True, name=f"stress-{i}") for i in range(THREADS)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(DEADLOCK_GUARD_S)
    stuck = [t.name for t in threads if t.is_alive()]
    assert not stuck, f"threads still running (deadlock?): {stuck}"
    assert not failures, failures
    assert not check.errors, check.errors[:5]
    assert check.matches(engine)
    traded = Counter(e.offer_id for e in events if isinstance(e, TradeCompleted))
    assert traded and max(traded.values()) == 1, "an offer was traded twice (R-TRADE-7)"
    assert [e.seq for e in events] == list(range(1, len(events) + 1))
    assert check.corners >= 1
