"""Load-on-first-use names: available from the package, loaded only when asked for."""

from __future__ import annotations

import ast
import importlib
import inspect
import subprocess
import sys

import pytest

import pit_desktop.engine as engine_package


def test_lazy_names_resolve_and_unknown_names_fail() -> None:
    import pit_desktop.bots as bots
    import pit_desktop.engine as engine
    from pit_desktop.bots.trader import TraderBot
    from pit_desktop.engine.record import RecordError

    assert engine.RecordError is RecordError
    assert bots.TraderBot is TraderBot
    with pytest.raises(AttributeError, match="no attribute 'Wheat'"):
        _ = engine.Wheat


def test_dir_lists_names_not_loaded_yet() -> None:
    code = (
        "import pit_desktop.engine as e, pit_desktop.bots as b; "
        "print('Engine' in dir(e), 'TraderBot' in dir(b))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["True", "True"]


def test_the_window_path_does_not_load_records_or_strategies() -> None:
    """Start-up: importing the engine and the bot contract leaves records, replays and strategies unloaded."""
    code = (
        "import sys, pit_desktop.engine, pit_desktop.bots; "
        "print(sorted(m for m in ('pit_desktop.engine.record', 'pit_desktop.engine.replay', "
        "'pit_desktop.bots.trader', 'pit_desktop.bots.hard') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_every_engine_name_is_its_modules_and_listed_for_type_checkers() -> None:
    """The lazy table, ``__all__`` and the ``TYPE_CHECKING`` imports (what type checkers see) agree, and
    every name is the very object its module defines."""
    tree = ast.parse(inspect.getsource(engine_package))
    checked: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom) and imp.module
                for alias in imp.names:
                    assert alias.asname == alias.name, f"{alias.name} must be re-exported as itself"
                    checked[alias.name] = imp.module
    table = {
        name: f"pit_desktop.engine.{module}"
        for module, names in engine_package._SOURCES.items()
        for name in names
    }
    assert checked == table
    assert sorted(engine_package.__all__) == sorted(table)
    for name, module in table.items():
        assert getattr(engine_package, name) is getattr(importlib.import_module(module), name), name


def test_the_card_types_load_without_the_rest_of_the_engine() -> None:
    """What the window needs to open (cards, commodities, editions) costs only the cards module."""
    code = (
        "import sys; from pit_desktop.engine import Card, Commodity, Edition; "
        "print(sorted(m for m in sys.modules if m.startswith('pit_desktop.engine.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['pit_desktop.engine.cards']"
