"""Helpers for the Pitch window tests (imported by name: the tests folder is on ``sys.path``): a table of
Easy bots, the player's answers by keys and clicks until the end-of-hand panel shows, and the colours the
log draws each character in."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPlainTextEdit

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.engine.commands import Pass
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.engine.view import PitchView
from pit_desktop.games.pitch.prefs import PitchNewGamePrefs
from pit_desktop.games.pitch.ui.window import PitchWindow


def log_colours(log: QPlainTextEdit) -> dict[str, set[str]]:
    """Each character of ``log`` with the colours (``#rrggbb``) it is drawn in."""
    colours: dict[str, set[str]] = {}
    block = log.document().begin()
    while block.isValid():
        it = block.begin()
        while not it.atEnd():
            fragment = it.fragment()
            for char in fragment.text():
                colours.setdefault(char, set()).add(fragment.charFormat().foreground().color().name())
            it += 1
        block = block.next()
    return colours


EASY_4 = PitchNewGamePrefs(PitchSettings(players=4), Level.EASY)
"""Four players against Easy bots (quick to decide)."""


def answer_on_my_turn(qtbot, window: PitchWindow) -> None:
    """The player's move: pass by its key (0) when it may, else the first bid it may make by its button; the
    first playable card by Enter (the even tricks) or a double-click (the odd ones)."""
    view = window.session.view()
    assert view is not None and view.my_turn
    table = window.table
    if view.phase is Phase.BIDDING:
        if view.why_not(Pass(0)) is None:
            qtbot.keyClick(table, Qt.Key.Key_0)
        else:
            next(b for b in table.bids.values() if b.isEnabled()).click()
    else:
        card = next(c for c in table.cards if c.playable)
        if len(view.tricks) % 2:
            qtbot.mouseDClick(card, Qt.MouseButton.LeftButton)
        else:
            qtbot.keyClick(card, Qt.Key.Key_Return)


def same_turn(a: PitchView, b: PitchView) -> bool:
    """Whether two views show the same moment of the hand (the time aside)."""
    return (a.hand_no, a.turn, a.calls, a.trick, a.tricks) == (b.hand_no, b.turn, b.calls, b.trick, b.tricks)


def play_hand_to_its_end(qtbot, window: PitchWindow) -> None:
    """Answer on the player's turns until the end-of-hand panel shows."""

    def ready() -> bool:
        view = window.session.view()
        mine = view is not None and view.my_turn and view.phase in (Phase.BIDDING, Phase.PLAYING)
        shown = window.table.view
        return window.table.result.isVisible() or (mine and shown is not None and same_turn(shown, view))

    while not window.table.result.isVisible():
        qtbot.waitUntil(ready)
        if not window.table.result.isVisible():
            answer_on_my_turn(qtbot, window)
