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
