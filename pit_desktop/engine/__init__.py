"""The rules of Pit as a pure-Python engine. Never imports PySide6 (a test proves it).

Every name here is loaded from its module on first use (PEP 562): ``from pit_desktop.engine import Card``
loads the cards alone, so the game window opens before the rest of the engine is needed, and headless
commands load only what they use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pit_desktop.lazy import lazy_dir, lazy_exports

if TYPE_CHECKING:
    from pit_desktop.engine.cards import (
        BEAR as BEAR,
        BULL as BULL,
        MAX_OFFER as MAX_OFFER,
        SUIT_SIZE as SUIT_SIZE,
        Card as Card,
        Commodity as Commodity,
        Edition as Edition,
        Special as Special,
        card_from_label as card_from_label,
        sorted_cards as sorted_cards,
    )
    from pit_desktop.engine.commands import (
        AcceptOffer as AcceptOffer,
        ClaimCorner as ClaimCorner,
        Command as Command,
        DealHand as DealHand,
        MakeOffer as MakeOffer,
        OpenMarket as OpenMarket,
        WithdrawOffer as WithdrawOffer,
    )
    from pit_desktop.engine.deal import deal_size as deal_size
    from pit_desktop.engine.engine import (
        Engine as Engine,
        Listener as Listener,
    )
    from pit_desktop.engine.errors import (
        BearBlocksCornerError as BearBlocksCornerError,
        CardsNotHeldError as CardsNotHeldError,
        CountMismatchError as CountMismatchError,
        DealError as DealError,
        GameOverError as GameOverError,
        MarketClosedError as MarketClosedError,
        MixedOfferError as MixedOfferError,
        NoCornerError as NoCornerError,
        NoOpenOfferError as NoOpenOfferError,
        OfferAlreadyOpenError as OfferAlreadyOpenError,
        OfferGoneError as OfferGoneError,
        OfferSizeError as OfferSizeError,
        OwnOfferError as OwnOfferError,
        PitError as PitError,
        SortingTimeError as SortingTimeError,
        SpecialCardError as SpecialCardError,
        UnknownPlayerError as UnknownPlayerError,
        WrongPhaseError as WrongPhaseError,
    )
    from pit_desktop.engine.events import (
        CardsDealt as CardsDealt,
        CardsReceived as CardsReceived,
        ClaimRefused as ClaimRefused,
        CornerClaimed as CornerClaimed,
        CornerKind as CornerKind,
        Event as Event,
        GameOver as GameOver,
        HandDealt as HandDealt,
        MarketOpened as MarketOpened,
        OfferPosted as OfferPosted,
        OfferWithdrawn as OfferWithdrawn,
        TradeCompleted as TradeCompleted,
        WithdrawReason as WithdrawReason,
        visible_to as visible_to,
    )
    from pit_desktop.engine.hand_log import (
        HandLog as HandLog,
        LoggedCommand as LoggedCommand,
    )
    from pit_desktop.engine.record import (
        MAX_RECORD_BYTES as MAX_RECORD_BYTES,
        RECORD_FORMAT as RECORD_FORMAT,
        RECORD_VERSION as RECORD_VERSION,
        HandRecord as HandRecord,
        RecordedCommand as RecordedCommand,
        RecordError as RecordError,
        decode_record as decode_record,
        dumps_record as dumps_record,
        loads_record as loads_record,
        parse_record as parse_record,
        read_record as read_record,
        record_from_log as record_from_log,
        write_record as write_record,
    )
    from pit_desktop.engine.replay import (
        RefusedCommand as RefusedCommand,
        ReplayOutcome as ReplayOutcome,
        replay_record as replay_record,
    )
    from pit_desktop.engine.rules import (
        Corner as Corner,
        check_offer_shape as check_offer_shape,
        find_corner as find_corner,
        has_corner as has_corner,
    )
    from pit_desktop.engine.settings import GameSettings as GameSettings
    from pit_desktop.engine.view import (
        Phase as Phase,
        PlayerView as PlayerView,
        PublicOffer as PublicOffer,
        PublicTrade as PublicTrade,
    )

_SOURCES: dict[str, tuple[str, ...]] = {
    "cards": (
        "BEAR",
        "BULL",
        "MAX_OFFER",
        "SUIT_SIZE",
        "Card",
        "Commodity",
        "Edition",
        "Special",
        "card_from_label",
        "sorted_cards",
    ),
    "errors": (
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
    ),
    "settings": ("GameSettings",),
    "view": (
        "Phase",
        "PlayerView",
        "PublicOffer",
        "PublicTrade",
    ),
    "commands": (
        "AcceptOffer",
        "ClaimCorner",
        "Command",
        "DealHand",
        "MakeOffer",
        "OpenMarket",
        "WithdrawOffer",
    ),
    "events": (
        "CardsDealt",
        "CardsReceived",
        "ClaimRefused",
        "CornerClaimed",
        "CornerKind",
        "Event",
        "GameOver",
        "HandDealt",
        "MarketOpened",
        "OfferPosted",
        "OfferWithdrawn",
        "TradeCompleted",
        "WithdrawReason",
        "visible_to",
    ),
    "rules": (
        "Corner",
        "check_offer_shape",
        "find_corner",
        "has_corner",
    ),
    "hand_log": (
        "HandLog",
        "LoggedCommand",
    ),
    "engine": (
        "Engine",
        "Listener",
    ),
    "deal": ("deal_size",),
    "record": (
        "RECORD_FORMAT",
        "MAX_RECORD_BYTES",
        "RECORD_VERSION",
        "HandRecord",
        "RecordedCommand",
        "RecordError",
        "decode_record",
        "dumps_record",
        "loads_record",
        "parse_record",
        "read_record",
        "record_from_log",
        "write_record",
    ),
    "replay": (
        "RefusedCommand",
        "ReplayOutcome",
        "replay_record",
    ),
}
"""Each module of the engine (under ``pit_desktop.engine``) → the names the package exports from it."""

__all__ = sorted(name for names in _SOURCES.values() for name in names)

_LAZY = {name: f"{__name__}.{module}" for module, names in _SOURCES.items() for name in names}

__getattr__ = lazy_exports(__name__, globals(), _LAZY)

__dir__ = lazy_dir(globals(), _LAZY)
