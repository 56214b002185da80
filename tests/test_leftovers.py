"""The suite's own guard: a test that leaves a window, a modal dialog, a timer or a thread behind fails, and
what it left is cleared away before the next test (see ``nothing_outlives_the_test`` in the conftest)."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent

LEAVING = """
import threading

from PySide6.QtCore import QThread, QTimer
from PySide6.QtWidgets import QDialog, QWidget

KEEP = []


def test_leaves_a_window(qapp):
    window = QWidget()
    window.setWindowTitle("left open")
    window.show()
    KEEP.append(window)


def test_leaves_a_modal_dialog(qapp):
    dialog = QDialog()
    dialog.setModal(True)
    dialog.show()
    KEEP.append(dialog)


def test_leaves_an_active_timer(qapp):
    timer = QTimer()  # a timer the test started and never stopped: the guard must name it
    timer.setSingleShot(True)
    timer.start(60_000)
    KEEP.append(timer)


def test_leaves_a_thread(qapp):
    thread = QThread()
    thread.setObjectName("bot-9")
    thread.start()
    KEEP.append(thread)


def test_leaves_a_python_thread():
    # alive at the check after the test even on a busy machine; ends within the sweep's grace to join
    threading.Thread(target=threading.Event().wait, args=(3.0,), name="dawdler", daemon=True).start()


def test_fails_and_leaves_a_timer(qapp):
    timer = QTimer()
    timer.start(60_000)
    KEEP.append(timer)
    raise AssertionError("the test's own failure")


def test_finds_nothing_left(qapp):
    assert not any(w.isVisible() for w in qapp.topLevelWidgets())
    assert not any(t.isActive() for t in KEEP if isinstance(t, QTimer))
    assert not any(t.isRunning() for t in KEEP if isinstance(t, QThread))
"""


@pytest.mark.slow
def test_leftovers_fail_their_test_and_are_cleared_away(tmp_path: Path) -> None:
    """Each leftover is an error of the test that left it, named; a failing test's leftovers are cleared
    without a second report; the next test finds nothing."""
    for name in ("conftest.py", "leftovers.py"):
        shutil.copy(HERE / name, tmp_path / name)
    (tmp_path / "test_leaving.py").write_text(LEAVING, encoding="utf-8")
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-p",
            "no:randomly",
            "-p",
            "no:cacheprovider",
            "-rfE",
            str(tmp_path),
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    out = done.stdout
    assert "1 failed, 6 passed, 5 errors" in out, out  # 5 of the passes end in an error
    for needle in (
        "window QWidget 'left open' (shown)",
        "modal dialog QDialog",
        "active QTimer (60000 ms",
        "running QThread 'bot-9'",
        "Python thread 'dawdler'",
    ):
        assert needle in out, out
    assert "ERROR at teardown of test_fails_and_leaves_a_timer" not in out
