"""The hand log: what one hand needs to be replayed, as the engine hands it out (R-DEAL-2).

Plain frozen value types, shared by the engine (which fills them) and hand records (which store them).
"""

from __future__ import annotations

from dataclasses import dataclass

from pit_desktop.core.dataclass_init import quick_init
from pit_desktop.games.pit.engine.cards import Card, Commodity
from pit_desktop.games.pit.engine.commands import Command
from pit_desktop.games.pit.engine.settings import GameSettings

__all__ = ["HandLog", "LoggedCommand"]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""


@quick_init
@dataclass(frozen=True, slots=True)
class LoggedCommand:
    """One command submitted during a hand, with its time and, if refused, why (R-CORNER-6, R-TRADE-7).

    Attributes:
        at_s: clock time of submission, seconds.
        command: the command.
        refused: the refusal's message, or ``None`` if it was applied.
        reason: the refusal's short reason (e.g. ``"offer_gone"``), or ``None``.
    """

    at_s: float
    command: Command
    refused: str | None = None
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class HandLog:
    """Everything needed to replay one hand: the state before it, the deal (R-DEAL-2), every command.

    Attributes:
        settings: the game's settings.
        commodities: commodities in play.
        hand_no: the hand's number in its game.
        dealer: the dealing seat.
        scores_before: scores when the hand was dealt.
        dealt_at_s: clock time of the deal, seconds.
        deal: each seat's cards as dealt.
        commands: every command after the deal, in order.
        first_offer_id: the id the hand's first offer got (offer ids run on across a game); a record
            stores offer ids relative to it.
    """

    settings: GameSettings
    commodities: tuple[Commodity, ...]
    hand_no: int
    dealer: int
    scores_before: tuple[int, ...]
    dealt_at_s: float
    deal: tuple[tuple[Card, ...], ...]
    commands: tuple[LoggedCommand, ...]
    first_offer_id: int = 1
