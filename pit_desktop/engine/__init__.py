"""The rules of Pit as a pure-Python engine. Never imports PySide6 (a test proves it)."""

from pit_desktop.engine.cards import (
    BEAR,
    BULL,
    MAX_OFFER,
    SUIT_SIZE,
    Card,
    Commodity,
    Edition,
    Special,
    card_from_label,
    sorted_cards,
)
from pit_desktop.engine.commands import (
    AcceptOffer,
    ClaimCorner,
    Command,
    DealHand,
    MakeOffer,
    OpenMarket,
    WithdrawOffer,
)
from pit_desktop.engine.engine import Engine, HandLog, Listener, LoggedCommand, deal_size
from pit_desktop.engine.errors import (
    BearBlocksCornerError,
    CardsNotHeldError,
    CountMismatchError,
    DealError,
    GameOverError,
    MarketClosedError,
    MixedOfferError,
    NoCornerError,
    NoOpenOfferError,
    OfferAlreadyOpenError,
    OfferGoneError,
    OfferSizeError,
    OwnOfferError,
    PitError,
    SortingTimeError,
    SpecialCardError,
    UnknownPlayerError,
    WrongPhaseError,
)
from pit_desktop.engine.events import (
    CardsDealt,
    CardsReceived,
    ClaimRefused,
    CornerClaimed,
    CornerKind,
    Event,
    GameOver,
    HandDealt,
    MarketOpened,
    OfferPosted,
    OfferWithdrawn,
    TradeCompleted,
    WithdrawReason,
    visible_to,
)
from pit_desktop.engine.rules import Corner, check_offer_shape, find_corner, has_corner
from pit_desktop.engine.settings import GameSettings
from pit_desktop.engine.view import Phase, PlayerView, PublicOffer, PublicTrade

__all__ = [
    "BEAR",
    "BULL",
    "MAX_OFFER",
    "RECORD_FORMAT",
    "RECORD_VERSION",
    "SUIT_SIZE",
    "AcceptOffer",
    "BearBlocksCornerError",
    "Card",
    "CardsDealt",
    "CardsNotHeldError",
    "CardsReceived",
    "ClaimCorner",
    "ClaimRefused",
    "Command",
    "Commodity",
    "Corner",
    "CornerClaimed",
    "CornerKind",
    "CountMismatchError",
    "DealError",
    "DealHand",
    "Edition",
    "Engine",
    "Event",
    "GameOver",
    "GameOverError",
    "GameSettings",
    "HandDealt",
    "HandLog",
    "HandRecord",
    "Listener",
    "LoggedCommand",
    "MakeOffer",
    "MarketClosedError",
    "MarketOpened",
    "MixedOfferError",
    "NoCornerError",
    "NoOpenOfferError",
    "OfferAlreadyOpenError",
    "OfferGoneError",
    "OfferPosted",
    "OfferSizeError",
    "OfferWithdrawn",
    "OpenMarket",
    "OwnOfferError",
    "Phase",
    "PitError",
    "PlayerView",
    "PublicOffer",
    "PublicTrade",
    "RecordError",
    "RecordedCommand",
    "RefusedCommand",
    "ReplayOutcome",
    "SortingTimeError",
    "Special",
    "SpecialCardError",
    "TradeCompleted",
    "UnknownPlayerError",
    "WithdrawOffer",
    "WithdrawReason",
    "WrongPhaseError",
    "card_from_label",
    "check_offer_shape",
    "deal_size",
    "dumps_record",
    "find_corner",
    "has_corner",
    "loads_record",
    "parse_record",
    "read_record",
    "record_from_log",
    "replay",
    "sorted_cards",
    "visible_to",
    "write_record",
]


# Hand records and replays are loaded on first use: the game window does not need them to open.
_LAZY = {
    **dict.fromkeys(
        (
            "RECORD_FORMAT",
            "RECORD_VERSION",
            "HandRecord",
            "RecordedCommand",
            "RecordError",
            "dumps_record",
            "loads_record",
            "parse_record",
            "read_record",
            "record_from_log",
            "write_record",
        ),
        "pit_desktop.engine.record",
    ),
    **dict.fromkeys(("RefusedCommand", "ReplayOutcome", "replay"), "pit_desktop.engine.replay"),
}


def __getattr__(name: str) -> object:
    """Load the record and replay names on first use (PEP 562)."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
