"""Qt's standard options reach QApplication and the subcommands still parse."""

from __future__ import annotations

import pytest

from pit_desktop import app
from pit_desktop.shell.qt_options import chooses_style, split_qt_options


@pytest.mark.parametrize(
    ("argv", "qt", "rest"),
    [
        (["-platform", "xcb"], ["-platform", "xcb"], []),
        (["-style", "Fusion", "-reverse"], ["-style", "Fusion", "-reverse"], []),
        (["-style=Fusion", "--reverse"], ["-style=Fusion", "--reverse"], []),
        (["-platform", "offscreen", "--smoke-test"], ["-platform", "offscreen"], ["--smoke-test"]),
        (["simulate", "3", "--players", "4"], [], ["simulate", "3", "--players", "4"]),
        (["--version"], [], ["--version"]),
        (["-h"], [], ["-h"]),
        (["-style"], [], ["-style"]),  # no value: not Qt's; argparse refuses it
    ],
)
def test_qt_options_are_told_apart(argv: list[str], qt: list[str], rest: list[str]) -> None:
    assert split_qt_options(argv) == (qt, rest)


def test_qt_options_go_to_the_window_and_subcommands_still_run(monkeypatch, capsys) -> None:
    """``pit-desktop -platform xcb -style Fusion`` opens the window with those options (not "unknown
    subcommand"); ``pit-desktop -reverse --version`` still answers."""
    opened: list[list[str]] = []
    monkeypatch.setattr(app, "_open_window", lambda qt_args=(): opened.append(list(qt_args)) or 0)
    assert app.main(["-platform", "xcb", "-style", "Fusion"]) == 0
    assert opened == [["-platform", "xcb", "-style", "Fusion"]]
    assert app.main(["-reverse", "--version"]) == 0
    assert capsys.readouterr().out.startswith("pit-desktop ")
    assert chooses_style(["-style=Windows"]) and not chooses_style(["-reverse"])
