"""Helpers for the lesson tests (imported by name: the tests folder is on ``sys.path``): each game's lesson
walked to a step by the player's own actions, the window's methods the table's widgets call."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from pit_desktop.games.pit.engine import BEAR, Phase
from pit_desktop.games.pit.lesson import BARLEY, BOB, CORN, WHEAT
from pit_desktop.games.pit.ui.lesson import PitLesson
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.games.pitch.engine.commands import PlayCard
from pit_desktop.games.pitch.lesson import LESSON_BID, PITCH_CARD
from pit_desktop.games.pitch.ui.lesson import PitchLesson
from pit_desktop.games.pitch.ui.window import PitchWindow
from pit_desktop.shell.lesson import Callout, Ring

PIT_STEPS = ("look", "choose", "offer", "offer_drop", "take", "bear", "bell", "done")
"""Pit's steps that wait for the player, in order."""

PIT_WAITS = ("wait_take", "traded", "wait_bear")
"""Pit's steps that wait for the bots."""

PITCH_STEPS = ("bid", "pitch", "follow", "count", "done")
"""Pitch's steps that wait for the player, in order (``play_on`` comes at each later turn of his)."""

PITCH_WAITS = ("wait_bid", "wait_trick", "ann_won", "play_wait")
"""Pitch's steps that wait for the bots."""


def start_pit_lesson(qtbot, window: MainWindow) -> PitLesson:
    """Help → Learn to play Pit, the market open and the first step shown."""
    assert window.learn_to_play()
    lesson = window.lesson
    assert isinstance(lesson, PitLesson)
    qtbot.waitUntil(lambda: window.view is not None and window.view.phase is Phase.OPEN)
    assert lesson.key == "look"
    return lesson


def pit_step(qtbot, window: MainWindow, lesson: PitLesson) -> None:
    """Do what the step shown asks, as the player would, and wait for the next step that waits for him."""
    key = lesson.key
    if key == "look":
        lesson.guide.callout.next_button.click()  # type: ignore[union-attr]
    elif key == "choose":
        window.hand.set_selection((WHEAT,))
    elif key == "offer":
        window.hand.set_selection((BARLEY, BARLEY))
    elif key == "offer_drop":
        assert window.offer_selection()
    elif key == "take":
        offer = window.controller.open_offer(BOB)
        assert offer is not None
        assert window.trade_cards(offer.offer_id, (CORN,))
    elif key == "bear":
        assert window.offer_cards((BEAR,))
    elif key == "bell":
        assert window.ring_bell()
    else:
        raise AssertionError(f"no action at {key!r}")
    qtbot.waitUntil(lambda: lesson.key != key and lesson.key not in PIT_WAITS)


def pit_lesson_to(qtbot, window: MainWindow, key: str) -> PitLesson:
    """Start Pit's lesson and walk it to step ``key`` (one of :data:`PIT_STEPS`)."""
    lesson = start_pit_lesson(qtbot, window)
    while lesson.key != key:
        pit_step(qtbot, window, lesson)
    return lesson


def start_pitch_lesson(qtbot, window: PitchWindow) -> PitchLesson:
    """Help → Learn to play Pitch, the player's turn to bid and the first step shown."""
    assert window.learn_to_play()
    lesson = window.lesson
    assert isinstance(lesson, PitchLesson)
    qtbot.waitUntil(lambda: window.table.view is not None and window.table.view.my_turn)
    assert lesson.key == "bid"
    return lesson


def pitch_step(qtbot, window: PitchWindow, lesson: PitchLesson) -> None:
    """Do what the step shown asks (the first card the rules allow at ``follow`` and ``play_on``), and wait
    for the next step that waits for the player."""
    key = lesson.key
    view = window.session.view()
    assert view is not None
    if key == "bid":
        window.table.bids[str(LESSON_BID)].click()
    elif key == "pitch":
        window.table.playRequested.emit(PlayCard(0, PITCH_CARD))
    elif key in ("follow", "play_on"):
        held = len(view.hand)
        window.table.playRequested.emit(PlayCard(0, view.legal_cards()[0]))
        # the table shows the card gone once its event was told (to the lesson too, in the same call)
        qtbot.waitUntil(lambda: window.table.view is not None and len(window.table.view.hand) < held)
        qtbot.waitUntil(lambda: lesson.key in ("play_on", "count"))
        return
    elif key == "count":
        lesson.guide.callout.next_button.click()  # type: ignore[union-attr]
    else:
        raise AssertionError(f"no action at {key!r}")
    qtbot.waitUntil(lambda: lesson.key != key and lesson.key not in PITCH_WAITS)


def pitch_lesson_to(qtbot, window: PitchWindow, key: str) -> PitchLesson:
    """Start Pitch's lesson and walk it to step ``key`` (one of :data:`PITCH_STEPS`)."""
    lesson = start_pitch_lesson(qtbot, window)
    while lesson.key != key:
        pitch_step(qtbot, window, lesson)
    return lesson


def callouts_left(window: QWidget) -> list[QWidget]:
    """The lesson's callouts and rings still under ``window`` (none once the lesson is gone)."""
    return [w for w in window.findChildren(QWidget) if isinstance(w, Callout | Ring)]
