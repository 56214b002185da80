"""A Pit hint in the player's language: one sentence, the suggestion and its reason
(``games/pit/bots/hint.py``), and the hint's key and menu entry in both games. GUI thread only (Qt's
translator)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pit_desktop.core.bots.level import Level
from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pit.engine.cards import Card, Commodity
from pit_desktop.games.pit.ui.names import card_name
from pit_desktop.shell.hint_words import (
    CONTEXT as CONTEXT,
    HINT_KEY as HINT_KEY,
    HINT_MENU as HINT_MENU,
    HINT_MS as HINT_MS,
    fill as fill,
    hinted as hinted,
)

if TYPE_CHECKING:  # the hint's judgement loads with the first hint: the window opens without the bots
    from pit_desktop.games.pit.bots.hint import PitHint


SENTENCES: dict[str, str] = {
    "no_hand": QT_TRANSLATE_NOOP("Hint", "No hint now: no hand is being played."),
    "sorting": QT_TRANSLATE_NOOP(
        "Hint", "Sort your cards: collect %1, your biggest group (%2 cards), when the market opens."
    ),
    "corner": QT_TRANSLATE_NOOP("Hint", "Ring the bell: you hold a corner in %1."),
    "take": QT_TRANSLATE_NOOP("Hint", "Take %1's offer for your %2: you collect %3."),
    "take_giver": QT_TRANSLATE_NOOP(
        "Hint", "Take %1's offer for your %2: you collect %3, and %1 seems to be giving %3 away."
    ),
    "take_bear": QT_TRANSLATE_NOOP(
        "Hint",
        "Take %1's offer for your %2: pass the Bear on; holding it you cannot corner, and it costs 20.",
    ),
    "offer_unfed": QT_TRANSLATE_NOOP("Hint", "Offer your %1: you collect %3 and no one is feeding you %2."),
    "offer_spare": QT_TRANSLATE_NOOP("Hint", "Offer your %1: you collect %3, and %2 is what you want least."),
    "offer_bear": QT_TRANSLATE_NOOP(
        "Hint", "Offer your %1: be rid of the Bear; holding it you cannot corner, and it costs 20."
    ),
    "offer_bull": QT_TRANSLATE_NOOP(
        "Hint", "Offer your %1: you are far from a corner in %3, and the Bull costs 20 if another corners."
    ),
    "step_down": QT_TRANSLATE_NOOP(
        "Hint", "Withdraw your offer: no one has taken it in %1 s; offer fewer cards."
    ),
    "wait_offer": QT_TRANSLATE_NOOP("Hint", "Wait: your offer has been up %1 s; give it a little longer."),
    "wait": QT_TRANSLATE_NOOP("Hint", "Wait for an offer you can pay: you collect %1."),
}
"""Each reason's sentence, by its :class:`~pit_desktop.games.pit.bots.hint.PitReason` value: ``%1``, ``%2`` …
are filled by :func:`hint_text`."""


def group_text(cards: Sequence[Card]) -> str:
    """Cards as a group is named: "2 × Barley + Bear", translated (each kind once, in the order given)."""
    kinds = list(dict.fromkeys(cards))
    return " + ".join(f"{cards.count(c)} × {card_name(c)}" for c in kinds)


def _name(card: Commodity | None) -> str:
    return card_name(card) if card is not None else ""


def hint_text(hint: PitHint, level: Level, names: Sequence[str]) -> str:
    """``hint`` as the status line says it: "Hint (Medium): Offer your 2 × Barley: you collect Wheat and
    no one is feeding you Barley.", translated.

    Args:
        hint: the hint.
        level: the level whose judgement it is.
        names: the seats' names (the player's own first).
    """
    return hinted(level, hint_sentence(hint, names))


def hint_sentence(hint: PitHint, names: Sequence[str]) -> str:
    """``hint``'s sentence alone, without whose judgement it is ("Offer your 2 × Barley: …"), translated:
    what the status line says where the whole of :func:`hint_text` has no room."""
    target, commodity = _name(hint.target), _name(hint.commodity)
    cards = getattr(hint.command, "cards", ())
    group = group_text(cards)
    seat = names[hint.seat] if 0 <= hint.seat < len(names) else ""
    seconds = f"{hint.seconds:.0f}"
    values: dict[str, tuple[object, ...]] = {
        "sorting": (target, hint.count),
        "corner": (commodity,),
        "take": (seat, group, target),
        "take_giver": (seat, group, target),
        "take_bear": (seat, group),
        "offer_unfed": (group, commodity, target),
        "offer_spare": (group, commodity, target),
        "offer_bear": (group,),
        "offer_bull": (group, commodity, target),
        "step_down": (seconds,),
        "wait_offer": (seconds,),
        "wait": (target,),
    }
    return fill(
        QCoreApplication.translate(CONTEXT, SENTENCES[hint.reason.value]), values.get(hint.reason.value, ())
    )
