"""Every test runs headless: Qt's ``offscreen`` platform unless the environment names another. Set here,
before any test module imports Qt, so a single folder or file runs as headless as the whole suite.

Nothing a test starts outlives it: :func:`nothing_outlives_the_test` fails a test that leaves a window, a
dialog, an active timer or a running thread behind, and clears them away whatever the test's outcome, so
one failure stays one failure."""

from __future__ import annotations

import os
import tempfile
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from leftovers import sweep_qt

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

MEMORY_TEMP = Path("/dev/shm")
"""Linux's shared-memory file system: where the tests' temporary files go when it is there and no
``TMPDIR`` is set."""


def _temp_in_memory() -> None:
    """Put the tests' temporary files (``tmp_path``, ``tempfile``, the game processes they start) on
    :data:`MEMORY_TEMP` when it is a writable folder and the environment names no ``TMPDIR`` of its own.

    The window tests save settings, games and statistics thousands of times, and every save is flushed to
    the disk (``fsync``): a few milliseconds each on an idle disk, tens on a busy one, which made up half of
    a window test's time. The tests check what is written, never that it reached the disk."""
    if "TMPDIR" in os.environ or not MEMORY_TEMP.is_dir() or not os.access(MEMORY_TEMP, os.W_OK | os.X_OK):
        return
    os.environ["TMPDIR"] = str(MEMORY_TEMP)
    tempfile.tempdir = None  # chosen again, from TMPDIR, on next use


_temp_in_memory()

THREAD_JOIN_S = 5.0
"""How long a Python thread a test left running is given to end before the next test starts, seconds."""

_CALL_FAILED = pytest.StashKey[bool]()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo) -> Iterator[pytest.TestReport]:
    """Note whether the test body failed: its leftovers are then cleared without a second report."""
    report = yield
    if report.when == "call":
        item.stash[_CALL_FAILED] = report.failed
    return report


def _sweep_threads(before: set[threading.Thread]) -> list[str]:
    """Python threads started during the test and still running (each given a moment to end)."""
    left = []
    for thread in threading.enumerate():
        if thread in before or isinstance(thread, threading._DummyThread) or not thread.is_alive():
            continue  # a dummy stands for a thread Python did not start (a QThread that ran Python code)
        left.append(f"Python thread {thread.name!r}")
        thread.join(THREAD_JOIN_S)
    return left


@pytest.fixture(autouse=True)
def nothing_outlives_the_test(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail a test that leaves behind a top-level window, a modal dialog, an active ``QTimer`` (a pending
    ``QTimer.singleShot`` too), a running ``QThread`` or a running Python thread.

    Runs after every other fixture's teardown (autouse, from the outermost conftest), so a fixture's own
    clean-up counts. Whatever is left is closed, stopped and deleted before the next test starts, also when
    the test failed; then the leftovers are reported only if the test itself passed.
    """
    threads_before = set(threading.enumerate())
    yield
    left = _sweep_threads(threads_before) + sweep_qt()
    if left and not request.node.stash.get(_CALL_FAILED, False):
        pytest.fail("left behind after the test:\n  " + "\n  ".join(left), pytrace=False)
