"""Fixtures for the window tests: a patient ``qtbot``, a throw-away settings file, a fast game clock, bot
threads that are always stopped and joined before a test ends, and question boxes answered without
blocking."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pulse_server import sound_server  # noqa: F401 -- a private PulseAudio server, for the sound tests
from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont, QFontDatabase, QFontInfo
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from ui_helpers import FAST, WAIT_MS

from pit_desktop.games.pit.prefs import PrefsStore
from pit_desktop.games.pit.ui.controller import GameController
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.shell.sound import SilentSound
from pit_desktop.shell.theme import THEMED


class PatientQtBot(QtBot):
    """``qtbot`` whose waits give up only after :data:`~ui_helpers.WAIT_MS` unless told otherwise: a wait is
    for a signal or a condition, and its time limit only keeps a broken test from hanging, so a busy machine
    (slow, not wrong) never fails a test."""

    def waitSignal(self, signal, *, timeout: int = WAIT_MS, **kwargs):
        return super().waitSignal(signal, timeout=timeout, **kwargs)

    def waitSignals(self, signals, *, timeout: int = WAIT_MS, **kwargs):
        return super().waitSignals(signals, timeout=timeout, **kwargs)

    def waitUntil(self, callback, *, timeout: int = WAIT_MS) -> None:
        super().waitUntil(callback, timeout=timeout)

    def waitActive(self, widget, *, timeout: int = WAIT_MS):
        return super().waitActive(widget, timeout=timeout)

    def waitExposed(self, widget, *, timeout: int = WAIT_MS):
        return super().waitExposed(widget, timeout=timeout)

    def waitCallback(self, *, timeout: int = WAIT_MS, **kwargs):
        return super().waitCallback(timeout=timeout, **kwargs)


@pytest.fixture
def qtbot(qapp, request: pytest.FixtureRequest) -> PatientQtBot:
    """pytest-qt's ``qtbot``, patient (see :class:`PatientQtBot`)."""
    return PatientQtBot(request)


class Questions:
    """Stands in for ``QMessageBox.question``: records each question and gives :attr:`answer`.

    Attributes:
        asked: the texts asked, in order.
        defaults: the default button of each question.
        answer: the button every question gets (Yes unless a test says otherwise).
        during: a callable run while a question is "up" (to look at the paused game), or ``None``.
    """

    def __init__(self) -> None:
        self.asked: list[str] = []
        self.defaults: list[object] = []
        self.answer = QMessageBox.StandardButton.Yes
        self.during = None

    def __call__(self, parent, title, text, buttons=None, default=None) -> QMessageBox.StandardButton:
        self.asked.append(text)
        self.defaults.append(default)
        if self.during is not None:
            self.during()
        return self.answer


@pytest.fixture(autouse=True)
def questions(monkeypatch) -> Questions:
    """Every ``QMessageBox.question`` is answered at once (no modal box blocks a test or its teardown)."""
    fake = Questions()
    monkeypatch.setattr(QMessageBox, "question", fake)
    return fake


@pytest.fixture
def ini_settings(tmp_path) -> Iterator[QSettings]:
    """A ``QSettings`` on a temporary INI file: tests never touch the user's settings. Both games' lessons
    count as offered already (a first start offers its lesson; ``test_ui_lesson.py`` clears this), so a
    test's start-up goes on to the kept game or the new-game dialog."""
    settings = QSettings(str(tmp_path / "pit-desktop.ini"), QSettings.Format.IniFormat)
    for game in ("pit", "pitch"):
        settings.setValue(f"learn/{game}", True)
    yield settings
    settings.sync()


@pytest.fixture
def store(ini_settings: QSettings) -> PrefsStore:
    """Remembered choices in the temporary INI file; English chosen, whatever the system speaks."""
    store = PrefsStore(ini_settings)
    store.set_language("en")
    return store


@pytest.fixture(autouse=True, scope="session")
def english_from_the_start(qapp) -> None:
    """The first test speaks English as the game does, its catalogue installed (its plural forms say "1 Oat"),
    whichever test runs first and however the tests are picked."""
    from pit_desktop.shell.language import ENGLISH, use_language

    use_language(ENGLISH)


@pytest.fixture(autouse=True)
def english_after(qapp) -> Iterator[None]:
    """Every test ends in English: translators are the application's, and would outlive a test."""
    yield
    from pit_desktop.shell.language import ENGLISH, current_language, use_language

    if current_language() != ENGLISH:
        use_language(ENGLISH)


LAYOUT_FONTS = ("DejaVu Sans", "Noto Sans", "Liberation Sans", "Comfortaa")
"""The fonts the layout tests run under: the sans-serif of many Linux desktops (DejaVu, Noto), the metrics
of Arial and Helvetica (Liberation), and a wide geometric font (Comfortaa: in its regular weight the widest
of the Debian sans-serif fonts measured on the game's catalogue, with the shortest lines). ``.ci/run``
installs them; elsewhere a font that is not installed skips its tests, unless
``PIT_DESKTOP_REQUIRE_FONTS=1``."""


@pytest.fixture(params=LAYOUT_FONTS)
def layout_font(request: pytest.FixtureRequest, qapp) -> str:
    """The application's font family for the test (its size kept), one of :data:`LAYOUT_FONTS`; the look is
    put back after the test (:func:`look_restored`). Use it before the window is made (``usefixtures`` or
    an earlier argument), so every widget is polished in it."""
    family = request.param
    if family not in QFontDatabase.families():
        if os.environ.get("PIT_DESKTOP_REQUIRE_FONTS") == "1":
            pytest.fail(f"the font {family!r} is not installed (fonts-dejavu-core, fonts-noto-core, ...)")
        pytest.skip(f"the font {family!r} is not installed")
    font = QFont(qapp.font())
    font.setFamilies([family])
    qapp.setFont(font)
    assert QFontInfo(qapp.font()).family() == family  # the font itself, not a substitute
    return family


@pytest.fixture
def sound() -> SilentSound:
    """A sound service that plays nothing and records what it was asked."""
    return SilentSound()


def _stop(controller: GameController) -> None:
    controller.shutdown()
    assert controller.bot_threads_running() == 0


@pytest.fixture
def controller(qtbot, sound: SilentSound) -> Iterator[GameController]:
    """A controller on a fast clock; its bot threads are stopped and joined at teardown."""
    ctl = GameController(sound, time_scale=FAST)
    yield ctl
    _stop(ctl)


@pytest.fixture
def make_window(qtbot, store: PrefsStore, sound: SilentSound):
    """Build a :class:`MainWindow` with a controller at ``time_scale``, keeping its games in
    ``data_folder`` (none when ``None``); all are shut down at teardown."""
    made: list[MainWindow] = []

    def build(time_scale: float = FAST, data_folder: Path | None = None) -> MainWindow:
        window = MainWindow(GameController(sound, time_scale=time_scale), store, sound, data_folder)
        qtbot.addWidget(window)
        window.show()
        made.append(window)
        return window

    yield build
    for window in made:  # every one stopped, even if one fails to stop
        window.controller.shutdown()
        if window.keeper is not None:
            window.keeper.close()
    assert [w.controller.bot_threads_running() for w in made] == [0] * len(made)


@pytest.fixture
def kept_window(make_window, tmp_path: Path) -> Callable[[], MainWindow]:
    """Build windows keeping games in ``tmp_path / "data"`` (the same folder for each)."""
    return lambda: make_window(data_folder=tmp_path / "data")


@pytest.fixture
def window(make_window) -> MainWindow:
    """A shown window on the fast clock, no game yet."""
    return make_window()


@pytest.fixture(autouse=True)
def look_restored(qapp) -> Iterator[None]:
    """The application's look (style, palette, style sheet, font) is put back after every test: the smoke
    test and the theme tests apply the game's theme to the one application the tests share, and the next
    test must not find one look or the other by order."""
    sheet, palette, style, font = qapp.styleSheet(), qapp.palette(), qapp.style().name(), qapp.font()
    scheme = qapp.property(THEMED)
    yield
    qapp.setProperty(THEMED, scheme)
    qapp.setStyleSheet(sheet)
    qapp.setPalette(palette)
    qapp.setStyle(style)
    qapp.setFont(font)


@pytest.fixture(autouse=True)
def two_colour_deck_after() -> Iterator[None]:
    """Every test ends with Pitch's usual two-colour deck: the deck in use is the process's (View →
    Four-colour deck), and would outlive a test that chose four colours."""
    yield
    from pit_desktop.games.pitch.prefs import Deck
    from pit_desktop.games.pitch.ui.cards import use_deck

    use_deck(Deck.TWO_COLOUR)


@pytest.fixture
def pitch_window(qtbot, ini_settings, sound) -> Iterator[object]:
    """A shown Pitch window on the fast clock, its choices in the test's settings; stopped at teardown."""
    from pit_desktop.games.pitch.prefs import PitchPrefsStore
    from pit_desktop.games.pitch.ui.game import PITCH
    from pit_desktop.games.pitch.ui.session import PitchSession
    from pit_desktop.games.pitch.ui.window import PitchWindow

    session = PitchSession(PITCH, sound, time_scale=FAST)
    session.seed = 3
    window = PitchWindow(PITCH, session, PitchPrefsStore(ini_settings), sound)
    qtbot.addWidget(window)
    window.show()
    yield window
    session.shutdown()
    assert session.bot_threads_running() == 0
