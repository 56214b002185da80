"""Start-up: the window opens before the game machinery loads (issue 4's start-up target).

Run in a fresh interpreter, as ``run_gui`` starts: logging set up for a windowed build, the application
made, the main window built and shown. Whatever the first frame does not need must still be unloaded.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

NOT_BEFORE_THE_FIRST_FRAME = (
    "pit_desktop.games.pit.engine.engine",
    "pit_desktop.games.pit.engine.events",
    "pit_desktop.games.pit.engine.commands",
    "pit_desktop.games.pit.engine.market",
    "pit_desktop.games.pit.engine.rules",
    "pit_desktop.games.pit.engine.record",
    "pit_desktop.core.bots.base",
    "pit_desktop.core.bots.timing",
    "pit_desktop.games.pit.bots.trader",
    "pit_desktop.games.pit.ui.controller",
    "pit_desktop.shell.bot_runner",
    "pit_desktop.games.pit.ui.dialogs",
    "pit_desktop.games.pit.ui.game_keeper",
    "pit_desktop.games.pit.savegame",
    "pit_desktop.core.stats_db",
    "sqlite3",
    "logging.handlers",
    "multiprocessing",
    "json",
    "wave",
)


def test_the_window_shows_without_the_engine_core_bots_dialogs_keeper_or_log_file(tmp_path: Path) -> None:
    code = (
        "import sys\n"
        "from pit_desktop.shell import logsetup\n"
        "logsetup.setup_logging(to_file=True)\n"
        "from pit_desktop.shell.main import make_application\n"
        "app = make_application(sys.argv[:1])\n"
        "from pit_desktop.shell.sound import SilentSound\n"
        "from pit_desktop.shell.data_folder import data_folder\n"
        "from pit_desktop.games.pit.ui.window import MainWindow\n"
        "window = MainWindow(sound=SilentSound(), data_folder=data_folder())\n"
        "window.show()\n"
        "app.processEvents()\n"
        f"print(sorted(m for m in {NOT_BEFORE_THE_FIRST_FRAME!r} if m in sys.modules))\n"
        "window.controller\n"
        "print('pit_desktop.games.pit.engine.engine' in sys.modules)\n"
    )
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PIT_DESKTOP_LOG_DIR": str(tmp_path / "logs"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
    }
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    loaded, engine_after = done.stdout.splitlines()[-2:]
    assert loaded == "[]", f"loaded before the first frame: {loaded}"
    assert engine_after == "True"  # and the controller brings the engine when the game needs it


def test_modules_imported_after_the_application_leave_no_source_in_memory(tmp_path: Path) -> None:
    """PySide's import hook still learns which modules use PySide, but keeps no module's lines."""
    code = (
        "import linecache, sys\n"
        "from pit_desktop.shell.main import make_application\n"
        "app = make_application(sys.argv[:1])\n"
        "heavy = {'pit_desktop.games.pit.ui.stats_window', 'pit_desktop.games.pit.engine.replay'}\n"
        "assert not heavy & set(sys.modules)\n"
        "import pit_desktop.games.pit.ui.stats_window as qt_user\n"
        "import pit_desktop.games.pit.engine.replay as plain\n"
        "feature = sys.modules['shibokensupport.feature']\n"
        "print(qt_user.__file__ in linecache.cache, plain.__file__ in linecache.cache)\n"
        "print(feature._mod_uses_pyside(qt_user), feature._mod_uses_pyside(plain))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config")}
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    kept, flags = done.stdout.splitlines()[-2:]
    assert kept == "False False"
    assert flags == "True False"  # the same answers as PySide's own check
