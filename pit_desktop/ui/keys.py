"""The keys of the game, listed once for Help → How to play and Help → Keys. GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

KEYS: tuple[tuple[str, str], ...] = (
    (QT_TRANSLATE_NOOP("Keys", "Left / Right"), QT_TRANSLATE_NOOP("Keys", "move among your cards")),
    (QT_TRANSLATE_NOOP("Keys", "Up / Down"), QT_TRANSLATE_NOOP("Keys", "move among your commodities")),
    (QT_TRANSLATE_NOOP("Keys", "Space / Enter"), QT_TRANSLATE_NOOP("Keys", "select or put back the card")),
    (QT_TRANSLATE_NOOP("Keys", "1 – 4"), QT_TRANSLATE_NOOP("Keys", "select that many of the commodity")),
    (QT_TRANSLATE_NOOP("Keys", "O"), QT_TRANSLATE_NOOP("Keys", "offer the selected cards")),
    (
        QT_TRANSLATE_NOOP("Keys", "Tab / Shift+Tab"),
        QT_TRANSLATE_NOOP("Keys", "walk the other players' offers"),
    ),
    (
        QT_TRANSLATE_NOOP("Keys", "Enter on an offer"),
        QT_TRANSLATE_NOOP("Keys", "trade your selection for it"),
    ),
    (QT_TRANSLATE_NOOP("Keys", "W"), QT_TRANSLATE_NOOP("Keys", "withdraw your offer")),
    (QT_TRANSLATE_NOOP("Keys", "B"), QT_TRANSLATE_NOOP("Keys", "ring the bell (claim a corner)")),
    (QT_TRANSLATE_NOOP("Keys", "Esc"), QT_TRANSLATE_NOOP("Keys", "clear the selection")),
    (QT_TRANSLATE_NOOP("Keys", "P"), QT_TRANSLATE_NOOP("Keys", "pause the game, or go on")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+N"), QT_TRANSLATE_NOOP("Keys", "new game")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+D"), QT_TRANSLATE_NOOP("Keys", "deal the next hand")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+S"), QT_TRANSLATE_NOOP("Keys", "save the last hand's record")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+O"), QT_TRANSLATE_NOOP("Keys", "open a hand record")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+H"), QT_TRANSLATE_NOOP("Keys", "hand history")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+T"), QT_TRANSLATE_NOOP("Keys", "statistics")),
    (QT_TRANSLATE_NOOP("Keys", "P"), QT_TRANSLATE_NOOP("Keys", "pause the game, and go on")),
    (QT_TRANSLATE_NOOP("Keys", "M"), QT_TRANSLATE_NOOP("Keys", "mute")),
    (QT_TRANSLATE_NOOP("Keys", "F1"), QT_TRANSLATE_NOOP("Keys", "how to play")),
    (QT_TRANSLATE_NOOP("Keys", "Ctrl+Q"), QT_TRANSLATE_NOOP("Keys", "quit")),
)
"""Each key (or keys) and what it does, in the order a hand is played."""


def keys_html() -> str:
    """The keys as a rich-text table with a heading, translated."""
    rows = "".join(
        f"<tr><td><b>{QCoreApplication.translate('Keys', key)}</b></td>"
        f"<td>{QCoreApplication.translate('Keys', does)}</td></tr>"
        for key, does in KEYS
    )
    title = QCoreApplication.translate("Keys", "Keys")
    return f"<h3>{title}</h3><table cellspacing='2' cellpadding='2'>{rows}</table>"


def show_keys(parent: QWidget | None) -> None:
    """Show the keys in a box of their own."""
    box = QMessageBox(parent)
    box.setWindowTitle(QCoreApplication.translate("Keys", "Keys"))
    box.setText(keys_html())
    box.exec()
