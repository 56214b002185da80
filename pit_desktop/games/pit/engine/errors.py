"""Why a command was refused: one exception family, each naming the rule it enforces.

Every refusal leaves the engine unchanged (except V-FALSE-CLAIM's fine, see :class:`NoCornerError`).
Each class has a default ``rule`` and a ``reason``; a raise that enforces another rule than its class's
default names it (``MarketClosedError("the hand is over …", rule="R-CORNER-5")``), so that ``rule`` always
agrees with the rule ids the message cites (a test reads every raise in the engine to check it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

__all__ = [
    "BearBlocksCornerError",
    "CardsNotHeldError",
    "CountMismatchError",
    "DealError",
    "GameOverError",
    "MarketClosedError",
    "MixedOfferError",
    "NoCornerError",
    "NoOpenOfferError",
    "OfferAlreadyOpenError",
    "OfferGoneError",
    "OfferSizeError",
    "OwnOfferError",
    "PitError",
    "SortingTimeError",
    "SpecialCardError",
    "UnknownPlayerError",
    "WrongPhaseError",
]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""

if TYPE_CHECKING:
    from pit_desktop.games.pit.engine.cards import Commodity
    from pit_desktop.games.pit.engine.events import Event


class PitError(ValueError):
    """A command that the rules do not allow.

    Args:
        message: what is wrong, in English, ending with the rule ids it cites, e.g. ``"… (R-TRADE-7)"``.
        rule: the rule refusing it when it is not the class's default (one class may enforce several).

    Attributes:
        message: as given.
        rule: the id of the rule the refusal enforces in ``docs/rules-pit.md`` (e.g. ``"R-TRADE-7"``).
        reason: a short machine-readable reason, e.g. ``"offer_gone"``; a subclass inherits its parent's
            unless it names its own.
        events: what the refused command caused all the same, in ``seq`` order: only a V-FALSE-CLAIM
            fine's :class:`~pit_desktop.games.pit.engine.events.ClaimRefused`; empty otherwise.
    """

    rule: str = ""
    reason: str = "illegal"
    events: tuple[Event, ...] = ()

    def __init__(self, message: str, *, rule: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if rule is not None:
            self.rule = rule


class MarketClosedError(PitError):
    """No offer, trade or claim before the bell opens the market (the default ``rule``, R-DEAL-3), nor
    after a corner has ended the hand (``rule`` R-CORNER-5)."""

    rule = "R-DEAL-3"
    reason = "market_closed"


class WrongPhaseError(PitError):
    """A dealing or bell command that does not fit the game's phase: dealing mid-hand (``rule``
    R-CORNER-5), the bell with no hand dealt (R-DEAL-3), or no hand dealt yet (the default, R-DEAL-1)."""

    rule = "R-DEAL-1"
    reason = "wrong_phase"


class DealError(WrongPhaseError):
    """A rigged deal that the deal of R-DEAL-2 could not have produced: wrong number of hands, cards not
    in play or missing, or a hand of the wrong size (9 each; 10 for the two seats left of the dealer when
    the Bull and Bear are in play). A :class:`WrongPhaseError` for backwards compatibility."""

    rule = "R-DEAL-2"
    reason = "bad_deal"


class SortingTimeError(PitError):
    """The dealer rang the bell before the sorting period was over (R-DEAL-3)."""

    rule = "R-DEAL-3"
    reason = "sorting"


class UnknownPlayerError(PitError):
    """A command named a seat that is not at the table: one seat per suit in play (R-ED-1)."""

    rule = "R-ED-1"
    reason = "unknown_player"


class OfferSizeError(PitError):
    """An offer or payment of zero or more than four cards (R-TRADE-2).

    Attributes:
        given: how many cards were offered (0, or more than 4).
    """

    rule = "R-TRADE-2"
    reason = "offer_size"

    def __init__(self, message: str, given: int = 0, *, rule: str | None = None) -> None:
        super().__init__(message, rule=rule)
        self.given = given


class MixedOfferError(PitError):
    """An offer or payment mixing commodities (R-TRADE-2, R-TRADE-8).

    Attributes:
        commodities: the commodities mixed, in R-ED table order.
    """

    rule = "R-TRADE-2"
    reason = "mixed_offer"

    def __init__(
        self, message: str, commodities: tuple[Commodity, ...] = (), *, rule: str | None = None
    ) -> None:
        super().__init__(message, rule=rule)
        self.commodities = commodities


class SpecialCardError(PitError):
    """The Bull or Bear offered in a game without them (``rule`` V-BULL-BEAR), or the Bear in an offer of
    1–2 cards under V-BEAR-3 (the default ``rule``)."""

    rule = "V-BEAR-3"
    reason = "special_card"


class CardsNotHeldError(PitError):
    """The player does not hold the cards named (R-TRADE-4)."""

    rule = "R-TRADE-4"
    reason = "cards_not_held"


class OfferAlreadyOpenError(PitError):
    """A player already has an open offer (R-TRADE-5): withdraw it first."""

    rule = "R-TRADE-5"
    reason = "offer_already_open"


class NoOpenOfferError(PitError):
    """Withdrawing when the player has no open offer (R-TRADE-5)."""

    rule = "R-TRADE-5"
    reason = "no_open_offer"


class OfferGoneError(PitError):
    """The offer was already traded or withdrawn: someone else got there first (R-TRADE-7)."""

    rule = "R-TRADE-7"
    reason = "offer_gone"


class OwnOfferError(PitError):
    """A player tried to accept his own offer: a trade needs two different players (R-TRADE-4)."""

    rule = "R-TRADE-4"
    reason = "own_offer"


class CountMismatchError(PitError):
    """Accepting an offer with a different number of cards than it holds (R-TRADE-4).

    Attributes:
        wanted: the cards the offer holds.
        given: the cards handed over.
    """

    rule = "R-TRADE-4"
    reason = "count_mismatch"

    def __init__(self, message: str, wanted: int = 0, given: int = 0, *, rule: str | None = None) -> None:
        super().__init__(message, rule=rule)
        self.wanted = wanted
        self.given = given


class NoCornerError(PitError):
    """A corner claim without a corner (R-CORNER-1, R-CORNER-6).

    Attributes:
        fine: points deducted for the false claim (20 under V-FALSE-CLAIM, else 0).
        most: the most cards of one commodity the claimant holds (0 when not counted).
    """

    rule = "R-CORNER-6"
    reason = "no_corner"

    def __init__(self, message: str, fine: int = 0, *, most: int = 0, rule: str | None = None) -> None:
        super().__init__(message, rule=rule)
        self.fine = fine
        self.most = most


class BearBlocksCornerError(NoCornerError):
    """A corner claim by the holder of the Bear (R-CORNER-3)."""

    rule = "R-CORNER-3"
    reason = "bear_blocks_corner"


class GameOverError(PitError):
    """The game has ended (R-SCORE-4): start a new one."""

    rule = "R-SCORE-4"
    reason = "game_over"
