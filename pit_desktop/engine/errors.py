"""Why a command was refused: one exception family, each naming the rule it enforces.

Every refusal leaves the engine unchanged (except V-FALSE-CLAIM's fine, see :class:`NoCornerError`).
"""

from __future__ import annotations


class PitError(ValueError):
    """A command that the rules do not allow. ``rule`` is the RULES.md id it enforces (e.g. R-TRADE-7)."""

    rule: str = ""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    @property
    def reason(self) -> str:
        """A short machine-readable reason, e.g. ``"offer_gone"`` for R-TRADE-7."""
        return _REASONS.get(type(self), "illegal")


class MarketClosedError(PitError):
    """No offer, trade or claim before the bell opens the market, nor after the hand ends.

    Implements R-DEAL-3 and R-CORNER-5.
    """

    rule = "R-DEAL-3"


class WrongPhaseError(PitError):
    """A dealing or bell command that does not fit the game's phase, e.g. dealing mid-hand (R-DEAL-1,
    R-DEAL-3)."""

    rule = "R-DEAL-1"


class DealError(WrongPhaseError):
    """A rigged deal that the deal of R-DEAL-2 could not have produced: wrong number of hands, cards not
    in play or missing, or a hand of the wrong size (9 each; 10 for the two seats left of the dealer when
    the Bull and Bear are in play). A :class:`WrongPhaseError` for backwards compatibility."""

    rule = "R-DEAL-2"


class SortingTimeError(PitError):
    """The dealer rang the bell before the sorting period was over (R-DEAL-3)."""

    rule = "R-DEAL-3"


class UnknownPlayerError(PitError):
    """A command named a seat that is not at the table: one seat per suit in play (R-ED-1)."""

    rule = "R-ED-1"


class OfferSizeError(PitError):
    """An offer or payment of zero or more than four cards (R-TRADE-2)."""

    rule = "R-TRADE-2"


class MixedOfferError(PitError):
    """An offer or payment mixing commodities (R-TRADE-2, R-TRADE-8)."""

    rule = "R-TRADE-2"


class SpecialCardError(PitError):
    """The Bull or Bear offered in a game without them (V-BULL-BEAR), or the Bear in an offer of 1–2 cards
    under V-BEAR-3."""

    rule = "V-BEAR-3"


class CardsNotHeldError(PitError):
    """The player does not hold the cards named (R-TRADE-4)."""

    rule = "R-TRADE-4"


class OfferAlreadyOpenError(PitError):
    """A player already has an open offer (R-TRADE-5): withdraw it first."""

    rule = "R-TRADE-5"


class NoOpenOfferError(PitError):
    """Withdrawing when the player has no open offer (R-TRADE-5)."""

    rule = "R-TRADE-5"


class OfferGoneError(PitError):
    """The offer was already traded or withdrawn: someone else got there first (R-TRADE-7)."""

    rule = "R-TRADE-7"


class OwnOfferError(PitError):
    """A player tried to accept his own offer: a trade needs two different players (R-TRADE-4)."""

    rule = "R-TRADE-4"


class CountMismatchError(PitError):
    """Accepting an offer with a different number of cards than it holds (R-TRADE-4)."""

    rule = "R-TRADE-4"


class NoCornerError(PitError):
    """A corner claim without a corner (R-CORNER-1, R-CORNER-6).

    Attributes:
        fine: points deducted for the false claim (20 under V-FALSE-CLAIM, else 0).
    """

    rule = "R-CORNER-6"

    def __init__(self, message: str, fine: int = 0) -> None:
        super().__init__(message)
        self.fine = fine


class BearBlocksCornerError(NoCornerError):
    """A corner claim by the holder of the Bear (R-CORNER-3)."""

    rule = "R-CORNER-3"


class GameOverError(PitError):
    """The game has ended (R-SCORE-4): start a new one."""

    rule = "R-SCORE-4"


_REASONS: dict[type[PitError], str] = {
    MarketClosedError: "market_closed",
    WrongPhaseError: "wrong_phase",
    DealError: "bad_deal",
    SortingTimeError: "sorting",
    UnknownPlayerError: "unknown_player",
    OfferSizeError: "offer_size",
    MixedOfferError: "mixed_offer",
    SpecialCardError: "special_card",
    CardsNotHeldError: "cards_not_held",
    OfferAlreadyOpenError: "offer_already_open",
    NoOpenOfferError: "no_open_offer",
    OfferGoneError: "offer_gone",
    OwnOfferError: "own_offer",
    CountMismatchError: "count_mismatch",
    NoCornerError: "no_corner",
    BearBlocksCornerError: "bear_blocks_corner",
    GameOverError: "game_over",
}
