"""The engine, the bots and headless play never load Qt (DESIGN: only ``ui/`` and ``app.py`` import it)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_engine_bots_and_sim_import_without_pyside6() -> None:
    """Importing ``pit_desktop.games.pit.engine``, ``.bots``, ``.sim`` and all their modules leaves PySide6
    unloaded."""
    code = (
        "import sys, pkgutil, importlib\n"
        "import pit_desktop.games.pit.engine, pit_desktop.games.pit.bots, pit_desktop.core.sim\n"
        "for pkg in (pit_desktop.games.pit.engine, pit_desktop.games.pit.bots, pit_desktop.core.sim):\n"
        "    for info in pkgutil.iter_modules(pkg.__path__, pkg.__name__ + '.'):\n"
        "        importlib.import_module(info.name)\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
        "print(','.join(loaded))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "", f"Qt was loaded: {done.stdout.strip()}"
