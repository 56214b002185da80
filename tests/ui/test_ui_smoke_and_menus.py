"""The smoke test, the menus and the mute switch."""

from __future__ import annotations

from pathlib import Path

from pulse_server import without_audio_libraries
from PySide6.QtCore import Qt
from ui_helpers import activate

from pit_desktop.smoke import run_smoke_test


def test_smoke_test_plays_a_hand_and_exits_zero(qtbot, capsys, questions) -> None:
    """``pit-desktop --smoke-test``: window, assets, sounds, one all-bot hand; exit code 0 and one line.
    Nobody is asked anything: the bots' game is nobody's to abandon."""
    assert run_smoke_test() == 0
    assert questions.asked == []
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and out[0].startswith("smoke test ok:") and "cornered by" in out[0]


def test_smoke_test_without_a_sound_server_says_so_and_passes(qtbot, capsys, monkeypatch, tmp_path) -> None:
    """No sound server: the game is silent there, as it should be; the line says why."""
    monkeypatch.setenv("PULSE_SERVER", f"unix:{tmp_path / 'nobody'}")
    assert run_smoke_test() == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and f"sound: unavailable (no sound server answers at unix:{tmp_path}" in out[0]


def test_smoke_test_without_the_audio_libraries_says_so_and_passes(
    qtbot, capsys, monkeypatch, tmp_path: Path
) -> None:
    """Qt's audio module does not load (as without libpulse0): the smoke test used to end in a traceback."""
    monkeypatch.setenv("PULSE_SERVER", "tcp:127.0.0.1:9")  # a server it cannot look at: it goes on
    monkeypatch.setenv("PYTHONPATH", without_audio_libraries(tmp_path / "site"))
    assert run_smoke_test() == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and "sound: unavailable (the audio libraries cannot load: libpulse.so.0" in out[0]


def test_smoke_test_reports_a_missing_asset(qtbot, capsys, monkeypatch) -> None:
    """A missing asset makes the smoke test fail and name it."""
    from pit_desktop.core import resources

    monkeypatch.setattr(resources, "missing_assets", lambda: ["sounds/bell.wav"])
    assert run_smoke_test() == 1
    captured = capsys.readouterr()
    assert "missing asset: sounds/bell.wav" in captured.err


def test_menus_and_shortcuts(qtbot, window) -> None:
    """Game → New game (Ctrl+N), Quit (Ctrl+Q); Help → How to play, About; B rings the bell."""
    menus = {a.text().replace("&", ""): a.menu() for a in window.menuBar().actions()}
    assert {"Game", "Trade", "Help"} <= set(menus)
    game = {a.text().replace("&", ""): a.shortcut().toString() for a in menus["Game"].actions()}
    assert game["New game…"] == "Ctrl+N" and game["Quit"] == "Ctrl+Q"
    trade = {a.text().replace("&", ""): a.shortcut().toString() for a in menus["Trade"].actions()}
    assert trade["Ring the bell (claim a corner)"] == "B"
    helps = [a.text().replace("&", "") for a in menus["Help"].actions()]
    assert "How to play" in helps and "About Pit Desktop" in helps
    assert window.windowTitle() == "Pit Desktop" and not window.windowIcon().isNull()


def test_how_to_play_lists_every_shortcut(qtbot, window) -> None:
    """Help → How to play names every key the window answers to."""
    from pit_desktop.games.pit.ui.dialogs import how_to_play_text

    keys = {k.toString() for a in window.actions() for k in a.shortcuts()}
    assert {"F1", "Ctrl+D", "Ctrl+S", "Ctrl+Q", "O", "Space", "Esc"} <= keys
    missing = [key for key in keys if key not in how_to_play_text()]
    assert missing == []


def test_mute_switch_silences_and_is_remembered(qtbot, window, store) -> None:
    """The mute toggle stops sounds and is kept in settings."""
    window.mute_action.trigger()
    assert window.sound.muted and store.muted()
    assert window.status_text() == "Sound off (M turns it back on)."
    window.sound.play("bell")
    assert "bell" not in window.sound.played
    window.mute_action.trigger()
    assert not store.muted() and window.status_text() == "Sound on."


def test_ticker_lines_name_the_players(qtbot) -> None:
    """The ticker: "Ann traded 2 cards with Bob", in the player's words for seat 0."""
    from pit_desktop.games.pit.engine import GameSettings, TradeCompleted
    from pit_desktop.games.pit.ui.controller import TableSetup, seat_names
    from pit_desktop.games.pit.ui.presenter import Presenter

    words = Presenter(TableSetup(GameSettings(players=3, names=seat_names(3)), (None, None, None), 0, ()))
    assert words.line(TradeCompleted(1, 0.0, 1, 2, 1, 2)) == "Ann traded 2 cards with Bob"
    assert words.line(TradeCompleted(2, 0.0, 1, 0, 1, 3)) == "Ann traded 3 cards with you"
    assert words.line(TradeCompleted(3, 0.0, 1, 2, 0, 1)) == "You traded 1 card with Bob"


def test_esc_clears_the_selection_and_a_refusal_but_not_news(qtbot, window) -> None:
    from pit_desktop.games.pit.engine import GameSettings
    from pit_desktop.games.pit.prefs import NewGamePrefs
    from pit_desktop.games.pit.ui.table_setup import Status

    window.start_game(NewGamePrefs(GameSettings(players=3, sort_time_s=60)))
    qtbot.waitUntil(lambda: window.view is not None)
    window.hand.toggle(window.view.hand[0], False)
    window.show_status(Status("That offer is gone.", error=True))
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.hand.selected_cards() == () and window.status_text() == ""
    window.show_status(Status("Hand 1: Bob dealt. Sort your cards!"))
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert window.status_text() == "Hand 1: Bob dealt. Sort your cards!"
