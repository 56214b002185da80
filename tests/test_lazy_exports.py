"""Load-on-first-use names: available from the package, loaded only when asked for."""

from __future__ import annotations

import ast
import importlib
import inspect
import subprocess
import sys

import pytest

import pit_desktop.games.pit.engine as engine_package


def test_lazy_names_resolve_and_unknown_names_fail() -> None:
    import pit_desktop.games.pit.bots as bots
    import pit_desktop.games.pit.engine as engine
    from pit_desktop.games.pit.bots.trader import TraderBot
    from pit_desktop.games.pit.engine.record import RecordError

    assert engine.RecordError is RecordError
    assert bots.TraderBot is TraderBot
    with pytest.raises(AttributeError, match="no attribute 'Wheat'"):
        _ = engine.Wheat


def test_dir_lists_names_not_loaded_yet() -> None:
    code = (
        "import pit_desktop.games.pit.engine as e, pit_desktop.games.pit.bots as b; "
        "print('Engine' in dir(e), 'TraderBot' in dir(b))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["True", "True"]


def test_the_window_path_does_not_load_records_or_strategies() -> None:
    """Start-up: importing the engine and the bot contract leaves records, replays and strategies unloaded."""
    code = (
        "import sys, pit_desktop.games.pit.engine, pit_desktop.games.pit.bots; "
        "print(sorted(m for m in ('pit_desktop.games.pit.engine.record', "
        "'pit_desktop.games.pit.engine.replay', "
        "'pit_desktop.games.pit.bots.trader', 'pit_desktop.games.pit.bots.hard') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_every_engine_name_is_its_modules_and_type_checkers_see_the_same_modules() -> None:
    """Each name is listed once, in its module's ``__all__``: the package exports exactly those, each the
    very object its module defines (not one it imports, but for the core's that every game shares, as
    ``RecordError``), and the ``TYPE_CHECKING`` star imports (what type
    checkers read) are, in their order, the modules the package loads from (read from its compiled code,
    so the list is written once)."""
    tree = ast.parse(inspect.getsource(engine_package))
    starred = []
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for imp in node.body:
                assert isinstance(imp, ast.ImportFrom) and imp.module and imp.names[0].name == "*"
                starred.append(imp.module)
    modules = [f"pit_desktop.games.pit.engine.{name}" for name in engine_package.EXPORTING]
    assert starred == modules
    owners: dict[str, str] = {}
    for module in sorted(modules):
        for name in importlib.import_module(module).__all__:
            assert name not in owners, f"{name} is exported by {owners[name]} and {module}"
            owners[name] = module
            value = getattr(engine_package, name)
            assert value is getattr(importlib.import_module(module), name), name
            if inspect.isclass(value) or inspect.isfunction(value):
                shared = value.__module__.startswith("pit_desktop.core.")  # RecordError: every game's
                assert value.__module__ == module or shared, f"{module} exports {name}, which it imports"
    assert engine_package.__all__ == sorted(owners)


def test_a_name_loads_only_its_module_and_lighter_ones() -> None:
    """The order the package tries its modules in keeps start-up light: the view's ``Phase`` loads no
    commands, events, rules or engine."""
    code = (
        "import sys; from pit_desktop.games.pit.engine import Phase; "
        "print(sorted(m for m in sys.modules if m.startswith('pit_desktop.games.pit.engine.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == str(
        [f"pit_desktop.games.pit.engine.{m}" for m in ("cards", "errors", "settings", "view")]
    )


def test_the_card_types_load_without_the_rest_of_the_engine() -> None:
    """What the window needs to open (cards, commodities, editions) costs only the cards module."""
    code = (
        "import sys; from pit_desktop.games.pit.engine import Card, Commodity, Edition; "
        "print(sorted(m for m in sys.modules if m.startswith('pit_desktop.games.pit.engine.')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['pit_desktop.games.pit.engine.cards']"
