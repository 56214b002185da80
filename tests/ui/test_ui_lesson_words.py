"""The lessons' callouts and the hint's sentence fit, in every language and in a pseudo-language 40 % longer
(``test_ui_translations.py``'s): each step of both lessons shown at the smallest window and at a laptop's
1366×768 (200 % on 2732×1536 lays out the same logical pixels), none of its words cut (see ``clipped``), the
callout within the window; and every hint's sentence, its names the longest there are, within the status
line's two lines (issue 25, "Done when")."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from lesson_helpers import pit_step, pitch_step, start_pit_lesson, start_pitch_lesson
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from test_ui_translations import _pseudo_translator, clipped

from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.bots.hint import PitHint, PitReason
from pit_desktop.games.pit.engine import (
    BEAR,
    AcceptOffer,
    Commodity,
    GameSettings,
    MakeOffer,
    MarketOpened,
    Phase,
    WithdrawOffer,
)
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.ui.hint_words import hint_sentence, hint_text
from pit_desktop.games.pit.ui.lesson import NUMBERS as PIT_NUMBERS
from pit_desktop.games.pit.ui.window import MIN_SIZE
from pit_desktop.games.pitch.bots.hint import PitchHint, PitchReason
from pit_desktop.games.pitch.engine.cards import Suit, cards
from pit_desktop.games.pitch.engine.commands import Bid, PlayCard
from pit_desktop.games.pitch.ui.hint_words import pitch_hint_text
from pit_desktop.games.pitch.ui.lesson import NUMBERS as PITCH_NUMBERS
from pit_desktop.games.pitch.ui.window import MIN_SIZE as PITCH_MIN_SIZE
from pit_desktop.shell.language import LANGUAGE_NAMES
from pit_desktop.shell.lesson import Guide
from pit_desktop.shell.theme import apply_theme
from pit_desktop.shell.words import Status

LAPTOP = (1366, 708)
"""The window on a 1366×768 screen (logical pixels: the same at 100 % and on 2732×1536 at 200 %), its panel
and title bar left out."""

SIZES = {"smallest": None, "laptop": LAPTOP}

SCALE_CHECKED = "PIT_DESKTOP_LESSON_SCALE"
"""Set (to the scale) in the run of :func:`test_the_lessons_fit_at_200_percent`: each window checks it."""

WAITS_BEFORE = {"take": ("wait_take", "traded"), "bell": ("wait_bear",), "pitch": ("wait_bid",)}
"""Steps that wait for the bots, shown (for their words) at the next step that waits for the player."""


@pytest.fixture(scope="module")
def pseudo_qm(tmp_path_factory) -> Iterator[Path]:
    """The pseudo-language's catalogue, made once for the module (lupdate over the package)."""
    folder = tmp_path_factory.mktemp("pseudo")
    translator = _pseudo_translator(folder)
    del translator
    yield folder / "pseudo.qm"


@pytest.fixture
def pseudo(pseudo_qm: Path) -> Iterator[None]:
    translator = QTranslator()
    assert translator.load(str(pseudo_qm))
    QApplication.installTranslator(translator)
    try:
        yield
    finally:
        QApplication.removeTranslator(translator)


def callout_cut(window: QWidget, guide: Guide, key: str) -> list[str]:
    """What of step ``key``'s callout is cut: a label or button that does not fit, or the callout past the
    window's table."""
    QApplication.processEvents()
    callout = guide.callout
    cut = [f"{key}: {line}" for line in clipped(callout)]
    area = window.centralWidget().geometry()
    if not area.contains(callout.geometry()):
        cut.append(f"{key}: callout {callout.geometry().getRect()} outside {area.getRect()}")
    return cut


def sized(qtbot, window: QWidget, size: tuple[int, int] | None, least: tuple[int, int]) -> None:
    """``window`` at ``size`` (its least size when ``None``), logical pixels; on the screen of
    :func:`test_the_lessons_fit_at_200_percent`, at its scale."""
    window.resize(*(size or least))
    qtbot.waitUntil(lambda: window.size().toTuple() == (size or least))
    scale = os.environ.get(SCALE_CHECKED)
    if scale is not None:
        assert window.devicePixelRatioF() == float(scale)


def pit_cut(qtbot, window) -> list[str]:
    """Walk Pit's lesson, checking each step's callout (the bots' steps at the next one of the player's)."""
    lesson = start_pit_lesson(qtbot, window)
    cut: list[str] = []
    seen = set()
    while True:
        key = lesson.key
        for waited in WAITS_BEFORE.get(key, ()):
            lesson.go(waited)
            cut += callout_cut(window, lesson.guide, waited)
            seen.add(waited)
            lesson.go(key)
        cut += callout_cut(window, lesson.guide, key)
        seen.add(key)
        if key == "done":
            break
        pit_step(qtbot, window, lesson)
    assert seen == set(PIT_NUMBERS)
    return cut


def pitch_cut(qtbot, window) -> list[str]:
    """Walk Pitch's lesson, checking each step's callout as :func:`pit_cut` does."""
    lesson = start_pitch_lesson(qtbot, window)
    cut: list[str] = []
    seen = set()
    while True:
        key = lesson.key
        waits = {"pitch": ("wait_bid",), "follow": ("wait_trick", "ann_won"), "play_on": ("play_wait",)}
        for waited in waits.get(key, ()) if key not in seen else ():
            lesson.go(waited)
            cut += callout_cut(window, lesson.guide, waited)
            seen.add(waited)
            lesson.go(key)
        if key not in seen or key == "count":
            cut += callout_cut(window, lesson.guide, key)
        seen.add(key)
        if key == "done":
            break
        pitch_step(qtbot, window, lesson)
    assert seen == set(PITCH_NUMBERS)
    return cut


@pytest.mark.parametrize("size", SIZES)
def test_pits_lesson_fits_forty_percent_longer(qtbot, window, pseudo, size: str) -> None:
    apply_theme(QApplication.instance())
    sized(qtbot, window, SIZES[size], MIN_SIZE)
    assert window.help_menu.actions()[0].text().startswith("[")
    cut = pit_cut(qtbot, window)
    assert cut == [], "\n".join(cut)


@pytest.mark.parametrize("size", SIZES)
def test_pitchs_lesson_fits_forty_percent_longer(qtbot, pitch_window, pseudo, size: str) -> None:
    apply_theme(QApplication.instance())
    sized(qtbot, pitch_window, SIZES[size], PITCH_MIN_SIZE)
    cut = pitch_cut(qtbot, pitch_window)
    assert cut == [], "\n".join(cut)


@pytest.mark.parametrize("language", [code for code in LANGUAGE_NAMES if code != "en"])
def test_both_lessons_fit_the_smallest_windows_in_each_language(
    qtbot, window, pitch_window, language: str
) -> None:
    apply_theme(QApplication.instance())
    window.set_language(language)
    sized(qtbot, window, None, MIN_SIZE)
    sized(qtbot, pitch_window, None, PITCH_MIN_SIZE)
    cut = pit_cut(qtbot, window) + pitch_cut(qtbot, pitch_window)
    assert cut == [], "\n".join(cut)


# ---------------------------------------------------------------------------------------------- the hint


def pit_hints() -> list[PitHint]:
    """A hint of every reason, the longest names in it (Soybeans, the Bear, four cards, a bot of eight)."""
    soy, oranges = Commodity.SOYBEANS, Commodity.ORANGES
    offer = MakeOffer(0, (soy, soy, soy, BEAR))
    take = AcceptOffer(0, 1, (soy, soy, soy, BEAR))
    commands = {"offer": offer, "take": take, "step_down": WithdrawOffer(0)}
    hints = []
    for reason in PitReason:
        command = next((c for prefix, c in commands.items() if reason.value.startswith(prefix)), None)
        hints.append(PitHint(command, reason, soy, oranges, 4, 6, 59.0))
    return hints


def pitch_hints() -> list[PitchHint]:
    """A hint of every reason, three cards named where it names cards."""
    held = cards("10D KD QD")
    hints = []
    for reason in PitchReason:
        command = Bid(0, 3) if reason.value.startswith(("bid", "pass")) else PlayCard(0, held[0])
        hints.append(PitchHint(command, reason, Suit.DIAMONDS, held, 3))
    return hints


def hint_cut(status: QLabel, texts: list[tuple[str, str]], say=None) -> list[str]:
    """The hints (``(text, sentence)``) that need more than the status line's room at its width, said by
    ``say`` (the window's way of saying a hint) or set in the line."""
    cut = []
    for text, sentence in texts:
        if say is not None:
            say(text, sentence)
        else:
            status.setText(text)
        QApplication.processEvents()
        if QLabel.heightForWidth(status, status.width()) > status.height():
            cut.append(f"{QLabel.heightForWidth(status, status.width())} > {status.height()}: {text}")
    return cut


def bull_and_bear_deal() -> tuple[tuple[object, ...], ...]:
    """Eight players, the first dealt eight Wheat, the Bull and the Bear (the dealer the eighth, R-DEAL-2);
    nobody holds a corner."""
    from pit_desktop.games.pit.engine import BULL

    w, b, *rest = MODERN
    deal: list[tuple[object, ...]] = [(w,) * 8 + (BULL, BEAR), (w,) + (b,) * 9]
    for i, face in enumerate(rest):
        deal.append((face,) * 8 + (rest[(i + 1) % len(rest)],))
    return tuple(deal)


MODERN = (
    Commodity.WHEAT, Commodity.BARLEY, Commodity.COFFEE, Commodity.CORN,
    Commodity.SUGAR, Commodity.OATS, Commodity.SOYBEANS, Commodity.ORANGES,
)  # fmt: skip


@pytest.mark.parametrize("note", ["Bull and Bear", "none"])
def test_every_hint_fits_the_status_line_forty_percent_longer(
    qtbot, window, pitch_window, pseudo, note: str
) -> None:
    """The hint is one sentence in the status line: at the smallest windows, a full table, with the note on
    the Bull and the Bear beside it (which makes room for a hint) or none, every hint's sentence fits whole;
    the row keeps its height, and the note comes back with the next news."""
    assert hints_cut(qtbot, window, pitch_window, note) == []


@pytest.mark.parametrize("language", [code for code in LANGUAGE_NAMES if code != "en"])
def test_every_hint_fits_the_status_line_in_each_language(qtbot, window, pitch_window, language) -> None:
    window.set_language(language)
    cut = hints_cut(qtbot, window, pitch_window, "Bull and Bear")
    assert cut == [], "\n".join(cut)


def hints_cut(qtbot, window, pitch_window, note: str) -> list[str]:
    """Every hint said in both windows at their smallest (see the tests above); the ones cut."""
    from pit_desktop.games.pit.ui.table_setup import seat_names

    apply_theme(QApplication.instance())
    rigging: dict[str, object] = {}
    if note == "none":
        prefs = NewGamePrefs(GameSettings(players=8, sort_time_s=0, bull_bear=False))
    else:
        prefs = NewGamePrefs(GameSettings(players=8, sort_time_s=0))
        rigging = {"commodities": MODERN, "first_dealer": 7, "deal": bull_and_bear_deal()}
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is MarketOpened
    ):
        window.start_game(prefs, **rigging)
        window.controller.hold_bots(True)  # before the bell reaches them: the hand stays as dealt
    qtbot.waitUntil(lambda: window.view is not None and window.view.phase is Phase.OPEN)
    sized(qtbot, window, None, MIN_SIZE)
    window.show_status(Status("x"))
    QApplication.processEvents()
    assert window.holding.isVisible() is (note != "none")
    row = window.status.height()
    names = seat_names(8)
    texts = [(hint_text(h, Level.MEDIUM, names), hint_sentence(h, names)) for h in pit_hints()]
    cut = hint_cut(window.status, texts, window.say_hint)
    assert window.status.height() == row  # the hand stays where it was
    window.show_status(Status("x"))
    QApplication.processEvents()
    assert window.holding.isVisible() is (note != "none") and window.status.height() == row
    sized(qtbot, pitch_window, None, PITCH_MIN_SIZE)
    cut += hint_cut(pitch_window.status, [(pitch_hint_text(h, Level.MEDIUM), "") for h in pitch_hints()])
    return cut


@pytest.mark.slow  # a run of its own on a screen of its own
def test_the_lessons_fit_at_200_percent(tmp_path: Path) -> None:
    """The tests above at 1366×768 and the hint's, on a 2732×1536 screen at 200 % (Qt's offscreen platform
    with ``QT_SCALE_FACTOR=2``, as a laptop at that scaling has), in a pytest run of their own."""
    config = tmp_path / "screen.json"
    screen = {"name": "screen", "x": 0, "y": 0, "width": 2732, "height": 1536}
    config.write_text(json.dumps({"screens": [screen]}), encoding="utf-8")
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": f"offscreen:configfile={config}",
        "QT_SCALE_FACTOR": "2",
        SCALE_CHECKED: "2",
    }
    done = subprocess.run(
        [sys.executable, "-m", "pytest", __file__, "-q", "-n", "0", "-p", "no:randomly", "-m", "not slow",
         "-k", "laptop or forty_percent_longer"],
        env=env, cwd=Path(__file__).resolve().parents[2], capture_output=True, text=True, timeout=900,
        check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert " passed" in done.stdout and "failed" not in done.stdout
