"""The names every game shows in the player's language, for display only: bot levels, the bots' seat names,
and numbers, signed scores and percentages in the player's locale. Light enough for the first frame. GUI
thread only.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from pit_desktop.core.bots.level import Level
from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.shell.language import current_language

translate = QCoreApplication.translate

_LEVEL_NAMES: dict[Level, str] = {
    Level.BASIC: QT_TRANSLATE_NOOP("Names", "Basic"),
    Level.EASY: QT_TRANSLATE_NOOP("Names", "Easy"),
    Level.MEDIUM: QT_TRANSLATE_NOOP("Names", "Medium"),
    Level.HARD: QT_TRANSLATE_NOOP("Names", "Hard"),
    Level.HUMAN: QT_TRANSLATE_NOOP("Names", "Human"),
}


def level_name(level: Level) -> str:
    """A bot level's name in the player's language (display only; prefs keep ``Level.value``)."""
    return translate("Names", _LEVEL_NAMES[level])


def signed(translated: str, n: int) -> str:
    """``translated``, a plural text Qt filled for ``abs(n)`` (``tr("%n pts", "", abs(n))``), with the sign
    of ``n`` put back: Qt fills ``%n`` only for counts of zero or more, and a score can be below zero."""
    return translated if n >= 0 else translated.replace(str(-n), f"−{-n}", 1)


def player_locale() -> QLocale:
    """The locale of the language the game speaks now (Language menu), for numbers: ``"10,0"`` in
    Croatian, ``"1 234,5"`` in French."""
    return QLocale(current_language())


def number(value: float, places: int = 0, *, plus: bool = False) -> str:
    """``value`` written in the player's language with ``places`` decimals, below zero with the game's
    minus sign "−" (as :func:`signed`), above zero with "+" when ``plus``: ``number(-10, 1)`` is ``"−10,0"``
    in Croatian. A value that rounds to zero has no sign."""
    text = player_locale().toString(abs(float(value)), "f", places)
    if round(value, places) == 0:
        return text
    if value < 0:
        return f"−{text}"
    return f"+{text}" if plus else text


def percent(fraction: float) -> str:
    """``fraction`` (0.0 to 1.0) as a whole percentage in the player's language: ``"50 %"`` in French."""
    text = QCoreApplication.translate("Names", "%1%", "a percentage: 50%")
    return text.replace("%1", number(fraction * 100))


BOT_NAMES: tuple[str, ...] = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus")
"""Names of the bots in seats 1..7."""
