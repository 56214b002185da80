"""The hint's words every game shares: its shortcut, menu entry and time in the status line, and the
sentence's
frame ("Hint (Medium): …"). A game words its own reasons. GUI thread only.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from pit_desktop.core.bots.level import Level
from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.shell.names import level_name

CONTEXT = "Hint"
"""The translation context of the hints' words."""


HINT_KEY = "H"
"""The hint's shortcut, in Pit and in Pitch (Ctrl+H is the hand history)."""


HINT_MS = 15000
"""How long a hint stays in the status line, real milliseconds, unless news replaces it: long enough to
read a sentence and act on it."""


HINT_MENU = QT_TRANSLATE_NOOP("Hint", "Hin&t: what would the bots do?")
"""The hint's menu entry, in the Game menu of both games."""


def fill(text: str, values: Sequence[object]) -> str:
    """``text`` with ``%1``, ``%2`` … replaced by ``values`` (from the highest, so ``%1`` never eats
    ``%10``)."""
    for i, value in reversed(list(enumerate(values, 1))):
        text = text.replace(f"%{i}", str(value))
    return text


def hinted(level: Level, sentence: str) -> str:
    """``sentence`` introduced as the judgement of ``level``: "Hint (Medium): …", translated."""
    return fill(QCoreApplication.translate("Hint", "Hint (%1): %2"), (level_name(level), sentence))
