"""The keys of the game, listed once for Help → How to play and Help → Keys. GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QWidget

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.shell.text_page import show_text_page


class Shortcut(str):
    """A key of :data:`KEYS` that is one shortcut, in Qt's portable form (``"Ctrl+N"``): named as Qt names
    it in a menu, not translated by the game."""

    __slots__ = ()


KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keys", "Left / Right"), QT_TRANSLATE_NOOP("Keys", "move among your cards")),
    (QT_TRANSLATE_NOOP("Keys", "Up / Down"), QT_TRANSLATE_NOOP("Keys", "move among your commodities")),
    (QT_TRANSLATE_NOOP("Keys", "Space / Enter"), QT_TRANSLATE_NOOP("Keys", "select or put back the card")),
    (QT_TRANSLATE_NOOP("Keys", "1 – 4"), QT_TRANSLATE_NOOP("Keys", "select that many of the commodity")),
    (Shortcut("O"), QT_TRANSLATE_NOOP("Keys", "offer the selected cards")),
    (
        QT_TRANSLATE_NOOP("Keys", "Tab / Shift+Tab"),
        QT_TRANSLATE_NOOP("Keys", "walk the other players' offers"),
    ),
    (
        QT_TRANSLATE_NOOP("Keys", "Enter on an offer"),
        QT_TRANSLATE_NOOP("Keys", "trade your selection for it"),
    ),
    (Shortcut("W"), QT_TRANSLATE_NOOP("Keys", "withdraw your offer")),
    (Shortcut("B"), QT_TRANSLATE_NOOP("Keys", "ring the bell (claim a corner)")),
    (Shortcut("H"), QT_TRANSLATE_NOOP("Keys", "a hint: what a bot of the bots' level would do now, and why")),
    (Shortcut("Esc"), QT_TRANSLATE_NOOP("Keys", "clear the selection")),
    (Shortcut("P"), QT_TRANSLATE_NOOP("Keys", "pause the game, or go on")),
    (Shortcut("Ctrl+N"), QT_TRANSLATE_NOOP("Keys", "new game")),
    (Shortcut("Ctrl+D"), QT_TRANSLATE_NOOP("Keys", "deal the next hand")),
    (Shortcut("Ctrl+S"), QT_TRANSLATE_NOOP("Keys", "save the last hand's record")),
    (Shortcut("Ctrl+O"), QT_TRANSLATE_NOOP("Keys", "open a hand record")),
    (Shortcut("Ctrl+H"), QT_TRANSLATE_NOOP("Keys", "hand history")),
    (Shortcut("Ctrl+T"), QT_TRANSLATE_NOOP("Keys", "statistics")),
    (Shortcut("M"), QT_TRANSLATE_NOOP("Keys", "mute")),
    (Shortcut("F1"), QT_TRANSLATE_NOOP("Keys", "how to play")),
    (Shortcut("Ctrl+Q"), QT_TRANSLATE_NOOP("Keys", "quit")),
)
"""Each key (or keys) and what it does, in the order a hand is played. A :class:`Shortcut` is named as the
menus name it, by Qt in the player's language ("Control+N", "Échap"); the other keys' words are the game's
own, translated."""


def key_name(key: str) -> str:
    """``key`` of :data:`KEYS` in the player's language: a shortcut as the menus show it (Qt's own words,
    e.g. "Control+N" in Spanish), other keys from the game's catalogue."""
    if isinstance(key, Shortcut):
        return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
    return QCoreApplication.translate("Keys", key)


def keys_html() -> str:
    """The keys as a rich-text table with a heading, translated."""
    rows = "".join(
        f"<tr><td><b>{key_name(key)}</b></td><td>{QCoreApplication.translate('Keys', does)}</td></tr>"
        for key, does in KEYS
    )
    title = QCoreApplication.translate("Keys", "Keys")
    return f"<h3>{title}</h3><table cellspacing='2' cellpadding='2'>{rows}</table>"


def show_keys(parent: QWidget | None) -> None:
    """Show the keys in a page of their own (it scrolls on a short screen)."""
    show_text_page(parent, QCoreApplication.translate("Keys", "Keys"), keys_html())
