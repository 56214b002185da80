"""Load-on-first-use names: available from the package, loaded only when asked for."""

from __future__ import annotations

import subprocess
import sys

import pytest


def test_lazy_names_resolve_and_unknown_names_fail() -> None:
    import pit_desktop.bots as bots
    import pit_desktop.engine as engine
    from pit_desktop.bots.trader import TraderBot
    from pit_desktop.engine.record import RecordError

    assert engine.RecordError is RecordError
    assert bots.TraderBot is TraderBot
    with pytest.raises(AttributeError, match="no attribute 'Wheat'"):
        _ = engine.Wheat


def test_the_window_path_does_not_load_records_or_strategies() -> None:
    """Start-up: importing the engine and the bot contract leaves records, replays and strategies unloaded."""
    code = (
        "import sys, pit_desktop.engine, pit_desktop.bots; "
        "print(sorted(m for m in ('pit_desktop.engine.record', 'pit_desktop.engine.replay', "
        "'pit_desktop.bots.trader', 'pit_desktop.bots.hard') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
