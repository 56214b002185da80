"""Settings that cannot be written (issue 9): the player is told once, in the status line, that choices
will not be kept; the game goes on with them for this session."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from pit_desktop.games.pit.prefs import PrefsStore
from pit_desktop.games.pit.ui.window import SETTINGS_UNSAVED

UNSAVED_START = SETTINGS_UNSAVED.split("{place}")[0]


@pytest.fixture(params=["the file is a folder", "its folder is a file"])
def ini_settings(request, tmp_path: Path) -> Iterator[QSettings]:
    """Settings kept where they cannot be written (overrides the writable file of ``conftest.py``)."""
    if request.param == "the file is a folder":
        path = tmp_path / "pit-desktop.ini"
        path.mkdir()
    else:
        (tmp_path / "config").write_text("not a folder", encoding="utf-8")
        path = tmp_path / "config" / "pit-desktop.ini"
    yield QSettings(str(path), QSettings.Format.IniFormat)


def test_an_unwritable_store_is_said_at_start_up(qtbot, make_window, ini_settings) -> None:
    """At start-up the status line says where settings cannot be saved, and stays until the next news."""
    window = make_window()
    assert window.status_text().startswith(UNSAVED_START)
    assert ini_settings.fileName() in window.status_text()
    assert not window._status_timer.isActive()


def test_it_is_said_once(qtbot, make_window) -> None:
    """Later saves (the mute switch, here) fail too, but the player is not told again."""
    window = make_window()
    window.set_muted(True)
    assert window.status_text() == "Sound off (M turns it back on)."
    window.set_muted(False)
    assert window.status_text() == "Sound on."
    assert window.sound.muted is False


def test_sync_says_whether_the_store_was_written(ini_settings, tmp_path) -> None:
    assert PrefsStore(ini_settings).sync() is False
    assert PrefsStore(QSettings(str(tmp_path / "ok.ini"), QSettings.Format.IniFormat)).sync() is True


@pytest.mark.skipif(sys.platform != "linux", reason="a file-size limit stands in for a full disk on Linux")
def test_a_full_disk_is_seen(tmp_path: Path) -> None:
    """A write that fails midway (here a file-size limit, as a full disk would) is seen after the sync
    even though the file itself is writable. In a child process, which alone gets the limit."""
    script = textwrap.dedent(
        """
        import resource, signal, sys
        from PySide6.QtCore import QSettings
        from pit_desktop.games.pit.prefs import PrefsStore

        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (4, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))
        store = PrefsStore(QSettings(sys.argv[1], QSettings.Format.IniFormat))
        store.set_muted(True)
        print(store.sync())
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script, str(tmp_path / "pit.ini")],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    assert done.stdout.strip() == "False", done.stderr
