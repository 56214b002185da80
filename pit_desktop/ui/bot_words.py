"""The words a player reads for the table's pace and Auto, translated where they are shown (the levels'
names come from :mod:`~pit_desktop.ui.names`).

The saved ids (``Level.value``, ``Pace.value``) never change with the words: a translation or a new wording
leaves remembered choices readable. GUI thread only (``QCoreApplication.translate``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pit_desktop.bots import Pace
from pit_desktop.i18n import QT_TRANSLATE_NOOP
from pit_desktop.ui.names import level_name as level_name

AUTO = QT_TRANSLATE_NOOP("Level", "Auto")
"""The bots' level when Auto chooses it (and the pace) from the player's results."""

AUTO_TIP = QT_TRANSLATE_NOOP(
    "Level",
    "Auto moves the bots' level and the pace one step at a time toward you winning your fair share",
)
"""What Auto does, for a tooltip."""

PACE_NAMES: dict[Pace, str] = {
    Pace.RELAXED: QT_TRANSLATE_NOOP("Pace", "Relaxed"),
    Pace.STANDARD: QT_TRANSLATE_NOOP("Pace", "Standard"),
    Pace.BRISK: QT_TRANSLATE_NOOP("Pace", "Brisk"),
}
"""Each pace's name, in English, marked for translation in the ``"Pace"`` context."""

PACE_TIPS: dict[Pace, str] = {
    Pace.RELAXED: QT_TRANSLATE_NOOP("Pace", "Slower bots: time to think, and offers stay up longer"),
    Pace.STANDARD: QT_TRANSLATE_NOOP("Pace", "The pace the levels are made for"),
    Pace.BRISK: QT_TRANSLATE_NOOP("Pace", "Quicker bots, for a practised player"),
}
"""What each pace means, for a tooltip."""


def pace_name(pace: Pace) -> str:
    """``pace``'s name in the player's language."""
    return QCoreApplication.translate("Pace", PACE_NAMES[pace])


def pace_tip(pace: Pace) -> str:
    """What ``pace`` means, in the player's language."""
    return QCoreApplication.translate("Pace", PACE_TIPS[pace])


def auto_name() -> str:
    """ "Auto" in the player's language."""
    return QCoreApplication.translate("Level", AUTO)
