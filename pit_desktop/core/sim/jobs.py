"""How many worker processes a simulation may use, for every game's simulate and tournament: whether this
build has them, how many are worth starting, and one per core by default. Pure Python."""

from __future__ import annotations

import math
import os

CHUNK_GAMES = 8
"""Games per job sent to a worker process."""


def worker_processes_available() -> bool:
    """Whether games can run in worker processes: whether ``concurrent.futures``' process pool (and with
    it ``multiprocessing``) can be imported here."""
    try:
        import concurrent.futures.process  # noqa: F401
    except ImportError:
        return False
    return True


NO_WORKERS = "this build has no worker processes; playing in one process"
"""What the commands say when more than one process was asked for where there are none."""


def plan_jobs(requested: int, games: int) -> int:
    """The worker processes worth starting for ``games`` games: at most ``requested``, no more than there
    are chunks of :data:`CHUNK_GAMES` games, and 1 where :func:`worker_processes_available` is false."""
    if requested <= 1 or not worker_processes_available():
        return 1
    return max(1, min(requested, math.ceil(games / CHUNK_GAMES)))


def default_jobs() -> int:
    """Worker processes to use: one per core this process may run on; 1 without worker processes."""
    if not worker_processes_available():
        return 1
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)
