"""Opens every window and dialog of the game on the screen Qt was started with (``test_ui_screen_fit.py``
runs it once per screen, on the offscreen platform with a screen of its own and ``QT_SCALE_FACTOR``) and
prints, as one JSON line each, where it lies and what of it shows: the test judges. Each window is shown
as it is opened in play (the dialogs with ``show()``, not ``exec()``: nothing waits for a player).

Run as ``python screen_fit_probe.py FOLDER LANGUAGE``: settings, statistics and records go under FOLDER."""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QAbstractButton, QApplication, QDialogButtonBox, QWidget

DOC = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"


def report(name: str, window: QWidget, buttons: list[QAbstractButton]) -> dict[str, object]:
    """Where ``window`` lies on its screen, its minimum, whether its table scrolls, and whether each of
    ``buttons`` shows on the screen."""
    from pit_desktop.shell.fit import FitScrollArea, widget_on_screen

    QApplication.processEvents()
    screen = window.screen()
    areas = [a for a in window.findChildren(FitScrollArea) if a.window() is window]
    return {
        "name": name,
        "available": screen.availableGeometry().getRect(),
        "frame": window.frameGeometry().getRect(),
        "inside": window.geometry().getRect(),
        "minimum": window.minimumSize().toTuple(),
        "scrolls": any(a.needs_scrolling() for a in areas),
        "buttons": {b.text(): widget_on_screen(b) and b.isVisible() for b in buttons},
    }


def box_buttons(window: QWidget) -> list[QAbstractButton]:
    """The buttons of ``window``'s button boxes (OK, Deal, Cancel, Close …)."""
    return [b for box in window.findChildren(QDialogButtonBox) for b in box.buttons()]


def pitch_record():
    """One hand of Medium bots at a seeded headless Pitch table."""
    from pit_desktop.core.bots.level import Level
    from pit_desktop.games.pitch.bots.levels import make_pitch_bot
    from pit_desktop.games.pitch.engine.record import record_from_log
    from pit_desktop.games.pitch.engine.settings import PitchSettings
    from pit_desktop.games.pitch.sim.table import PitchTable

    bots = [make_pitch_bot(Level.MEDIUM, seat, random.Random(70 + seat)) for seat in range(7)]
    table = PitchTable(PitchSettings(players=7), bots, seed=7)
    while table.play_hand() is None:
        pass
    return record_from_log(table.engine.hand_log())


def main(folder: Path, language: str) -> None:
    app = QApplication(sys.argv[:1])
    from pit_desktop.core.stats_db import StatsDb
    from pit_desktop.games.pit.engine import read_record
    from pit_desktop.games.pit.prefs import PrefsStore
    from pit_desktop.games.pit.ui.controller import GameController
    from pit_desktop.games.pit.ui.dialogs import how_to_play_text
    from pit_desktop.games.pit.ui.hand_viewer import HandViewer
    from pit_desktop.games.pit.ui.history_window import HistoryWindow
    from pit_desktop.games.pit.ui.keys import keys_html
    from pit_desktop.games.pit.ui.stats_window import StatsWindow
    from pit_desktop.games.pit.ui.window import MainWindow
    from pit_desktop.games.pitch.prefs import PitchPrefsStore
    from pit_desktop.games.pitch.ui import dialogs as pitch_dialogs
    from pit_desktop.games.pitch.ui.game import PITCH
    from pit_desktop.games.pitch.ui.hand_viewer import PitchHandViewer
    from pit_desktop.games.pitch.ui.session import PitchSession
    from pit_desktop.games.pitch.ui.window import PitchWindow
    from pit_desktop.shell.games import CHOOSER
    from pit_desktop.shell.sound import SilentSound
    from pit_desktop.shell.text_page import TextPage
    from pit_desktop.shell.theme import apply_theme

    apply_theme(app)
    settings = QSettings(str(folder / "pit-desktop.ini"), QSettings.Format.IniFormat)
    store = PrefsStore(settings)
    store.set_language(language)
    sound = SilentSound()
    found: list[dict[str, object]] = []

    pit = MainWindow(GameController(sound, time_scale=1.0), store, sound)
    pit.show()
    found.append(report("Pit's window", pit, [pit.offer_button, pit.withdraw_button]))
    record_path = folder / "pit-hand.json"
    doc = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert doc is not None
    record_path.write_text(doc.group(1), encoding="utf-8")
    opened: list[tuple[str, QWidget]] = [
        ("Pit's New game", CHOOSER.new_game_dialog(pit, "pit")),
        ("Pitch's New game (from Pit)", CHOOSER.new_game_dialog(pit, "pitch")),
        ("Pit's How to play", TextPage("How to play", how_to_play_text(), pit)),
        ("Pit's Keys", TextPage("Keys", keys_html(), pit)),
        ("Statistics", StatsWindow(StatsDb(folder / "stats.sqlite3"), pit)),
        ("History", HistoryWindow(StatsDb(folder / "stats.sqlite3"), print, pit)),
        ("Pit's replay", HandViewer(read_record(record_path), ("A lesson of the coach.",), None, pit)),
    ]
    for name, window in opened:
        window.show()
        found.append(report(name, window, box_buttons(window)))
        window.close()
    pit.controller.shutdown()
    pit.close()

    session = PitchSession(PITCH, sound)
    pitch = PitchWindow(PITCH, session, PitchPrefsStore(settings), sound)
    pitch.show()
    found.append(report("Pitch's window", pitch, []))
    viewer = PitchHandViewer(pitch_record(), None, pitch)
    opened = [
        ("Pitch's New game", CHOOSER.new_game_dialog(pitch, "pitch")),
        ("Pit's New game (from Pitch)", CHOOSER.new_game_dialog(pitch, "pit")),
        ("Pitch's How to play", TextPage("How to play", pitch_dialogs.how_to_play_text(), pitch)),
        ("Pitch's Keys", TextPage("Keys", pitch_dialogs.keys_text(), pitch)),
        ("Pitch's replay", viewer),
    ]
    for name, window in opened:
        window.show()
        buttons = box_buttons(window) or [viewer.back_button, viewer.play_button, viewer.forward_button]
        found.append(report(name, window, buttons))
        window.close()
    session.shutdown()
    pitch.close()
    for line in found:
        print(json.dumps(line), flush=True)


if __name__ == "__main__":
    main(Path(sys.argv[1]), sys.argv[2])
