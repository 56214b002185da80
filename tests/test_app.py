"""The command-line entry point: what happens with no screen."""

from __future__ import annotations

import pytest

from pit_desktop import app


@pytest.mark.parametrize(
    ("environ", "platform", "expected"),
    [
        ({}, "linux", False),
        ({"DISPLAY": ":0"}, "linux", True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", True),
        ({}, "win32", True),
        ({}, "darwin", True),
    ],
)
def test_has_display(environ: dict[str, str], platform: str, expected: bool) -> None:
    assert app.has_display(environ, platform) is expected


def test_no_display_is_a_clear_message_not_a_qt_abort(monkeypatch, capsys) -> None:
    """Without a display Qt would abort the process; the game says what is wrong and exits 1."""
    monkeypatch.setattr(app, "has_display", lambda *a, **k: False)
    assert app.main([]) == 1
    assert "no graphical display found" in capsys.readouterr().err
