"""The names of cards and bot levels in the player's language, for display only: the engine's enums keep
their English values, which saved files and hand records hold (R-ED). Light enough for the first frame
(the hand shows card names before any game is loaded). GUI thread only.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale

from pit_desktop.bots.level import Level
from pit_desktop.engine.cards import BEAR, BULL, Card, Commodity
from pit_desktop.i18n import QT_TRANSLATE_NOOP
from pit_desktop.ui.language import current_language

translate = QCoreApplication.translate

_CARD_NAMES: dict[Card, str] = {
    Commodity.WHEAT: QT_TRANSLATE_NOOP("Names", "Wheat"),
    Commodity.BARLEY: QT_TRANSLATE_NOOP("Names", "Barley"),
    Commodity.COFFEE: QT_TRANSLATE_NOOP("Names", "Coffee"),
    Commodity.CORN: QT_TRANSLATE_NOOP("Names", "Corn"),
    Commodity.RYE: QT_TRANSLATE_NOOP("Names", "Rye"),
    Commodity.SUGAR: QT_TRANSLATE_NOOP("Names", "Sugar"),
    Commodity.OATS: QT_TRANSLATE_NOOP("Names", "Oats"),
    Commodity.SOYBEANS: QT_TRANSLATE_NOOP("Names", "Soybeans"),
    Commodity.ORANGES: QT_TRANSLATE_NOOP("Names", "Oranges"),
    Commodity.HAY: QT_TRANSLATE_NOOP("Names", "Hay"),
    Commodity.FLAX: QT_TRANSLATE_NOOP("Names", "Flax"),
    BULL: QT_TRANSLATE_NOOP("Names", "Bull"),
    BEAR: QT_TRANSLATE_NOOP("Names", "Bear"),
}

_LEVEL_NAMES: dict[Level, str] = {
    Level.BASIC: QT_TRANSLATE_NOOP("Names", "Basic"),
    Level.EASY: QT_TRANSLATE_NOOP("Names", "Easy"),
    Level.MEDIUM: QT_TRANSLATE_NOOP("Names", "Medium"),
    Level.HARD: QT_TRANSLATE_NOOP("Names", "Hard"),
    Level.HUMAN: QT_TRANSLATE_NOOP("Names", "Human"),
}


def card_name(card: Card) -> str:
    """A card face's name in the player's language, e.g. ``"Trigo"`` for Wheat (display only)."""
    return translate("Names", _CARD_NAMES[card])


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
