"""Which sound Pitch plays, and when: one at a time, the most telling of the moment. Pure Python, no Qt.

A command can cause several events at once (a bot's card ends the trick, which ends the hand, which wins the
game): playing one sound for each would be a burst. The session gathers the sounds of a command's events
(:func:`event_sound`) and, told the last of them, plays the loudest in :data:`PRECEDENCE`
(:func:`loudest`): the game won over the hand set back over the trick over a card. When the command leaves
the player to bid or play, ``your_turn`` joins them, unless the player made that command.
"""

from __future__ import annotations

from collections.abc import Iterable

from pit_desktop.games.pitch.engine.events import (
    BidMade,
    CardPlayed,
    GameWon,
    HandDealt,
    HandScored,
    MoonShot,
    Settled,
    TrickWon,
)

PRECEDENCE: tuple[str, ...] = ("win", "set_back", "trick_taken", "deal", "your_turn", "bid", "card_played")
"""The sounds of the table's events (``PITCH_SOUNDS`` of ``games/pitch/spec.py`` less the shell's
``refused``), the one played first when a moment has several."""


def event_sound(event: object, player: int) -> str | None:
    """The sound of one engine event told to ``player``'s seat, or ``None`` for a quiet one (a pass, the
    private deal, the auction's end, trump set).

    Args:
        event: a Pitch engine event.
        player: the player's seat (a win is the player's only).
    """
    match event:
        case HandDealt():
            return "deal"
        case BidMade() | MoonShot():
            return "bid"
        case CardPlayed():
            return "card_played"
        case TrickWon():
            return "trick_taken"
        case HandScored(made=False):
            return "set_back"
        case GameWon(winner=winner) if winner == player:
            return "win"
        case Settled(payments_cents=paid) if paid[player] > 0:
            return "win"
    return None


def loudest(names: Iterable[str]) -> str | None:
    """The sound of ``names`` first in :data:`PRECEDENCE`, or ``None`` if there is none.

    Raises:
        ValueError: a name is not one of :data:`PRECEDENCE`.
    """
    ranks = [PRECEDENCE.index(name) for name in names]
    return PRECEDENCE[min(ranks)] if ranks else None
