"""The new-game dialog's choices round-trip through QSettings; bad stored values fall back to defaults."""

from __future__ import annotations

import logging

import pytest

from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.engine import Edition, GameSettings
from pit_desktop.games.pit.prefs import FIRST_LEVEL, MAX_OPPONENTS, NewGamePrefs, PrefsStore
from pit_desktop.games.pit.ui.dialogs import NewGameDialog


def test_dialog_choices_round_trip_through_qsettings(qtbot, store: PrefsStore, ini_settings) -> None:
    """Every control of the dialog is saved on accept and shown again by the next dialog."""
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    dialog.edition.setCurrentIndex(dialog.edition.findData(Edition.CLASSIC))
    dialog.players.setValue(6)
    controls = dialog.controls
    controls["bull_bear"].setChecked(False)  # type: ignore[union-attr]
    controls["short_game"].setChecked(True)  # type: ignore[union-attr]
    controls["sort_time_s"].setValue(45)  # type: ignore[union-attr]
    controls["false_claim_fine"].setChecked(True)  # type: ignore[union-attr]
    controls["silent"].setChecked(True)  # type: ignore[union-attr]
    dialog.level_boxes[2].setCurrentIndex(dialog.level_boxes[2].findData(Level.HARD))
    chosen = dialog.prefs()
    dialog.accept()
    reread = PrefsStore(type(ini_settings)(ini_settings.fileName(), ini_settings.format()))
    assert reread.load() == chosen
    again = NewGameDialog(reread)
    qtbot.addWidget(again)
    assert again.prefs() == chosen
    assert again.more.isVisibleTo(again)
    assert chosen.levels[2] is Level.HARD and chosen.levels[0] is FIRST_LEVEL  # a new player's: Easy
    assert again.all_levels.currentText() == "Mixed"


def test_set_all_levels_sets_every_bot(qtbot, store: PrefsStore) -> None:
    """The one control that sets every bot's level."""
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    dialog.all_levels.setCurrentText("Hard")
    dialog.all_levels.activated.emit(dialog.all_levels.currentIndex())
    assert dialog.prefs().levels == (Level.HARD,) * MAX_OPPONENTS


def test_players_are_limited_by_the_edition(qtbot, store: PrefsStore) -> None:
    """R-ED-1: 3 to 8 players in the Modern edition, 3 to 7 in the Classic."""
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    dialog.edition.setCurrentIndex(dialog.edition.findData(Edition.MODERN))
    assert (dialog.players.minimum(), dialog.players.maximum()) == (3, 8)
    dialog.players.setValue(8)
    dialog.edition.setCurrentIndex(dialog.edition.findData(Edition.CLASSIC))
    assert (dialog.players.minimum(), dialog.players.maximum()) == (3, 7)
    assert dialog.players.value() == 7
    assert dialog.controls["sort_time_s"].maximum() == 60  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("key", "raw", "field"),
    [
        ("game/players", "banana", "players"),
        ("game/players", "42", "players"),
        ("game/edition", "Deluxe", "edition"),
        ("game/bull_bear", "perhaps", "bull_bear"),
        ("game/sort_time_s", "-5", "sort_time_s"),
        ("game/levels", "Easy,Godlike", "levels"),
    ],
)
def test_a_corrupt_value_falls_back_with_a_warning(store, ini_settings, caplog, key, raw, field) -> None:
    """A hand-edited or stale value never crashes: its default is used and a warning logged, once, in the
    settings file's own words (``Modern``, not ``<Edition.MODERN: 'Modern'>``)."""
    ini_settings.setValue(key, raw)
    with caplog.at_level(logging.WARNING, logger="pit_desktop.games.pit.prefs"):
        prefs = store.load()
        store.load()
    where = prefs if field in ("players", "levels") else prefs.settings
    default = NewGamePrefs(levels=(FIRST_LEVEL,) * MAX_OPPONENTS) if where is prefs else GameSettings()
    assert getattr(where, field) == getattr(default, field)
    messages = [r.getMessage() for r in caplog.records if key in r.getMessage()]
    assert len(messages) == 1 and f'"{raw}"' in messages[0]
    assert "<" not in messages[0] and "(" not in messages[0]
    assert store.reset_keys == {key}


def test_an_unreadable_value_is_logged_too(tmp_path, caplog) -> None:
    """``short_game=@Invalid()`` (QSettings' unreadable value) falls back with a warning like any other."""
    from PySide6.QtCore import QSettings

    path = tmp_path / "pit.ini"
    path.write_text("[game]\nshort_game=@Invalid()\nedition=Classic\n", encoding="utf-8")
    store = PrefsStore(QSettings(str(path), QSettings.Format.IniFormat))
    with caplog.at_level(logging.WARNING, logger="pit_desktop.games.pit.prefs"):
        prefs = store.load()
    assert prefs.settings.short_game is False and prefs.settings.edition is Edition.CLASSIC
    assert store.reset_keys == {"game/short_game"}
    assert [r.getMessage() for r in caplog.records] == [
        "settings: ignoring an unreadable value for game/short_game; using false"
    ]


def test_the_window_says_once_that_settings_were_reset(qtbot, make_window, ini_settings) -> None:
    """After start-up the status line tells the player that unreadable settings were reset."""
    from pit_desktop.games.pit.ui.window import SETTINGS_RESET

    ini_settings.setValue("game/edition", "Deluxe")
    ini_settings.setValue("sound/muted", "no")
    window = make_window()
    assert window.status_text() == SETTINGS_RESET.replace("%1", "Edition, sound")
    assert not window._status_timer.isActive()  # stays until the next news
    assert not ini_settings.contains("game/edition")  # the bad values are gone: the next start says nothing
    next_start = PrefsStore(ini_settings)
    next_start.load()
    assert next_start.muted() is False and not next_start.reset_keys


def test_no_reset_message_for_good_settings(qtbot, window) -> None:
    """Readable settings (or none yet): nothing to say."""
    assert window.status_text() == ""


def test_a_store_that_breaks_later_is_said_at_the_first_save(qtbot, window, ini_settings) -> None:
    """Settings written well at start-up that cannot be written later (here a folder now stands where the
    file was): said at the first save that fails, once."""
    from pathlib import Path

    from pit_desktop.games.pit.ui.window import SETTINGS_UNSAVED

    window.set_muted(True)
    assert window.status_text() == "Sound off (M turns it back on)."
    path = Path(ini_settings.fileName())
    path.unlink()
    path.mkdir()
    window.set_muted(False)
    assert window.status_text() == SETTINGS_UNSAVED.format(place=str(path))
    window.set_muted(True)
    assert window.status_text() == "Sound off (M turns it back on)."


def test_booleans_written_as_text_are_read_as_booleans(store, ini_settings) -> None:
    """INI files hold 'true'/'false' strings; they are read with type=bool."""
    ini_settings.setValue("game/bull_bear", "false")
    ini_settings.setValue("game/silent", "true")
    prefs = store.load()
    assert prefs.settings.bull_bear is False and prefs.settings.silent is True


@pytest.mark.parametrize("raw", ["no", "off", "yes", "on", "1", "0", "", "nein", "true,false"])
@pytest.mark.parametrize(("key", "field"), [("sound/muted", None), ("game/short_game", "short_game")])
def test_only_true_and_false_are_switches(store, ini_settings, caplog, raw, key, field) -> None:
    """``muted=no`` or ``short_game=off`` used to read as on (Qt reads any other text as true): a switch
    is ``true`` or ``false`` as Qt writes it; anything else falls back to its default, with a warning."""
    ini_settings.setValue(key, raw)
    with caplog.at_level(logging.WARNING, logger="pit_desktop.games.pit.prefs"):
        value = store.muted() if field is None else getattr(store.load().settings, field)
    assert value is False  # both default to off
    assert store.reset_keys == {key}
    assert [r for r in caplog.records if key in r.getMessage()]


@pytest.mark.parametrize(
    ("raw", "expected"), [("TRUE", True), (" False ", False), ("true", True), (True, True)]
)
def test_true_and_false_in_any_case_are_switches(store, ini_settings, raw, expected) -> None:
    ini_settings.setValue("sound/muted", raw)
    assert store.muted() is expected and not store.reset_keys


def test_mute_is_remembered(store, ini_settings) -> None:
    """The mute toggle persists."""
    assert store.muted() is False
    store.set_muted(True)
    store.sync()
    assert PrefsStore(type(ini_settings)(ini_settings.fileName(), ini_settings.format())).muted() is True


def test_the_sorting_time_defaults_to_30_seconds(qtbot, store: PrefsStore) -> None:
    """V-SORT-TIME: 30 s unless the player chose otherwise."""
    assert NewGamePrefs().settings.sort_time_s == 30
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.controls["sort_time_s"].value() == 30  # type: ignore[union-attr]


def test_prefs_make_valid_game_settings() -> None:
    """The dialog's choices become the engine's settings (V-SORT-TIME, V-SHORT, V-SILENT, ...)."""
    prefs = NewGamePrefs(
        GameSettings(players=5, short_game=True, sort_time_s=0, silent=True, false_claim_fine=True)
    )
    settings = prefs.game_settings()
    assert (settings.players, settings.target_score, settings.sort_time_s) == (5, 250, 0.0)
    assert settings.silent and settings.false_claim_fine
    assert len(prefs.opponent_levels()) == 4
