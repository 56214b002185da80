"""A Pitch hint in the player's language: one sentence, the call or card and its reason
(``games/pitch/bots/hint.py``). GUI thread only (Qt's translator)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pit_desktop.core.bots.level import Level
from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pitch.engine.cards import Card
from pit_desktop.games.pitch.ui.words import suit_in_sentence, the_card
from pit_desktop.shell.hint_words import fill, hinted

if TYPE_CHECKING:  # the bots' judgement loads with the first hint
    from pit_desktop.games.pitch.bots.hint import PitchHint

CONTEXT = "PitchHint"
"""The translation context of Pitch's hints."""

SENTENCES: dict[str, str] = {
    "not_your_turn": QT_TRANSLATE_NOOP("PitchHint", "No hint now: it is not your turn."),
    "bid": QT_TRANSLATE_NOOP("PitchHint", "Bid %1: you hold %2."),
    "bid_length": QT_TRANSLATE_NOOP("PitchHint", "Bid %1: %2 is your best suit."),
    "bid_stuck": QT_TRANSLATE_NOOP("PitchHint", "Bid %1: everyone passed, so the dealer must bid."),
    "pitch_four": QT_TRANSLATE_NOOP("PitchHint", "Pitch %1 to bid 4: you hold %2."),
    "moon": QT_TRANSLATE_NOOP("PitchHint", "Shoot the moon: you hold %1."),
    "pass": QT_TRANSLATE_NOOP("PitchHint", "Pass: your best suit, %1, is not worth a bid of %2."),
    "only_card": QT_TRANSLATE_NOOP("PitchHint", "Play %1: it is the only card you may play."),
    "name_trump": QT_TRANSLATE_NOOP("PitchHint", "Lead %1: it makes %2 trump."),
    "lead_top": QT_TRANSLATE_NOOP("PitchHint", "Lead %1: no one can hold a higher trump."),
    "lead_trump": QT_TRANSLATE_NOOP("PitchHint", "Lead %1: draw out the other players' trumps."),
    "lead_side": QT_TRANSLATE_NOOP("PitchHint", "Lead %1: a side card that is worth little."),
    "take": QT_TRANSLATE_NOOP("PitchHint", "Play %1: it takes the trick as it stands."),
    "take_last": QT_TRANSLATE_NOOP("PitchHint", "Play %1: you play last, and it takes the trick."),
    "duck": QT_TRANSLATE_NOOP("PitchHint", "Play %1: let this trick go with your least useful card."),
}
"""Each reason's sentence, by its :class:`~pit_desktop.games.pitch.bots.hint.PitchReason` value: ``%1``,
``%2`` … are filled by :func:`pitch_hint_text`."""


def cards_in_sentence(cards: Sequence[Card]) -> str:
    """ "the Ace of Spades, the Jack of Spades and the 10 of Spades", translated."""
    named = [the_card(c) for c in cards]
    if len(named) <= 1:
        return "".join(named)
    head = QCoreApplication.translate("PitchHint", ", ", "between the cards of a list").join(named[:-1])
    return fill(
        QCoreApplication.translate("PitchHint", "%1 and %2", "the last two cards of a list"),
        (head, named[-1]),
    )


def pitch_hint_text(hint: PitchHint, level: Level) -> str:
    """``hint`` as the status line says it: "Hint (Medium): Bid 2: you hold the Ace of Spades and the Jack
    of Spades.", translated."""
    card = getattr(hint.command, "card", None)
    played = the_card(card) if card is not None else ""
    suit = suit_in_sentence(hint.suit) if hint.suit is not None else ""
    held = cards_in_sentence(hint.cards)
    values: dict[str, tuple[object, ...]] = {
        "bid": (hint.amount, held),
        "bid_length": (hint.amount, suit),
        "bid_stuck": (hint.amount,),
        "pitch_four": (played, held or played),
        "moon": (held or suit,),
        "pass": (suit, hint.amount),
        "name_trump": (played, suit),
    }
    sentence = fill(
        QCoreApplication.translate(CONTEXT, SENTENCES[hint.reason.value]),
        values.get(hint.reason.value, (played,)),
    )
    return hinted(level, sentence)
