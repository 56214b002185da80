"""The names of Pit's cards in the player's language (the names every game shows are
:mod:`pit_desktop.shell.names`'s, named here too), for display only: the engine's enums keep their English
values, which saved files and hand records hold (R-ED). Light enough for the first frame (the hand shows card
names before any game is loaded). GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pit.engine.cards import BEAR, BULL, Card, Commodity
from pit_desktop.shell.names import (
    level_name as level_name,
    number as number,
    percent as percent,
    player_locale as player_locale,
    signed as signed,
)

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


def card_name(card: Card) -> str:
    """A card face's name in the player's language, e.g. ``"Trigo"`` for Wheat (display only)."""
    return translate("Names", _CARD_NAMES[card])
