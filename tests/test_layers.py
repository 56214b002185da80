"""The layer rules of docs/architecture.md, tested, not only written: the import-linter contracts in
pyproject.toml hold (the core imports neither the shell nor any game; the shell imports no game; the games
do not import each other; a game's rules import no Qt, bots, simulator or window, its bots no window or
simulator; only the shell, the games' windows and remembered choices import Qt; the simulator's subcommands
import no cli, so a game's report and its cli import no cycle), and they name no game and list no modules."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = ROOT / "pyproject.toml"

LINT = (
    "import sys; from importlinter.cli import lint_imports; "
    "sys.exit(lint_imports(config_filename=sys.argv[1], no_cache=True, no_logo=True))"
)
"""``lint-imports`` on one configuration file, without writing a cache; in a child process, where the
linter's own threads and its change to ``sys.path`` end with it."""


def test_the_layer_contracts_are_declared() -> None:
    """The contracts are there to be checked (a contract dropped from pyproject.toml fails here)."""
    config = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["importlinter"]
    assert {c["id"] for c in config["contracts"]} >= {
        "core",
        "shell",
        "games",
        "rules",
        "bots",
        "qt",
        "sim-commands",
    }


def test_the_layer_contracts_name_no_game() -> None:
    """The contracts are a handful of lines of patterns: none names a game's package or a module of one, so a
    new game's folder under ``pit_desktop/games`` is held by them with no line added."""
    config = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["importlinter"]
    keys = ("source_modules", "forbidden_modules", "modules", "protected_modules", "allowed_importers")
    for contract in config["contracts"]:
        names = [name for key in keys for name in contract.get(key, [])]
        assert len(names) <= 8, contract["id"]
        for name in names:
            parts = name.split(".")
            assert parts[:2] != ["pit_desktop", "games"] or len(parts) == 2 or parts[2] == "*", (
                contract["id"],
                name,
            )


def test_the_layer_contracts_hold() -> None:
    """``lint-imports`` finds no import breaking a contract (its report is the failure message)."""
    done = subprocess.run(
        [sys.executable, "-c", LINT, str(PYPROJECT)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 broken" in done.stdout
