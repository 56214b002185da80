"""The README's first lines give the two commands a new player runs; CI must run the same test command."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    head = text.split("\n## ", 1)[0]
    return re.findall(r"```(?:sh|bash|console)?\n(.+?)\n```", head, flags=re.S)


def test_readme_opens_with_play_and_test_commands() -> None:
    commands = _readme_commands()
    assert len(commands) >= 2, "the README must open with the install-and-play and install-and-test commands"
    play, test = commands[0].strip(), commands[1].strip()
    assert "pit-desktop" in play and "pip install" in play
    assert "pytest" in test and "pip install" in test


def test_ci_runs_exactly_the_readme_test_command() -> None:
    test = _readme_commands()[1].strip()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test in ci.splitlines(), f"'.ci/run' must run the README's test command verbatim: {test}"


def test_ci_runs_once_each_kind_of_test_the_readme_command_skips() -> None:
    """The README's command skips the ``slow`` and ``xcb`` tests by its default ``-m``; ``.ci/run`` runs
    each kind once after it, the xcb ones on an X server, so no test is lost and none runs twice."""
    import tomllib

    options = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["pytest"]
    addopts = options["ini_options"]["addopts"]
    assert "-m 'not slow and not xcb'" in addopts
    lines = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    runs = [line for line in lines if "-m pytest" in line and not line.lstrip().startswith("#")]
    assert len(runs) == 3, runs
    assert [line for line in runs if "-m slow" in line] == [runs[1]]
    assert "-m xcb" in runs[2] and "QT_QPA_PLATFORM=xcb" in runs[2]


def test_ci_type_checks_the_code_with_the_configured_checker() -> None:
    """``.ci/run`` runs mypy after ruff with the options of ``[tool.mypy]``: Python 3.11, the game's package,
    the strictness that holds, and no part of the window excluded as a whole (each module still failing is
    named in an override, so the list can only shrink)."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert any(dep.startswith("mypy") for dep in project["project"]["optional-dependencies"]["test"])
    mypy = project["tool"]["mypy"]
    assert mypy["python_version"] == "3.11"
    assert mypy["packages"] == ["pit_desktop"]
    for flag in ("check_untyped_defs", "warn_unused_ignores", "no_implicit_optional"):
        assert mypy[flag] is True, flag
    assert "ignore_missing_imports" not in mypy and "ignore_errors" not in mypy
    for override in mypy.get("overrides", []):
        modules = override["module"]
        modules = [modules] if isinstance(modules, str) else modules
        assert all("*" not in m for m in modules), f"exclude modules by name, not by pattern: {modules}"
    lines = [
        line.strip()
        for line in (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert ".venv/bin/mypy" in lines
    assert lines.index(".venv/bin/mypy") > lines.index(".venv/bin/ruff format --check .")
