"""What a player may do now, asked of a :class:`~pit_desktop.games.pit.engine.view.PlayerView`: the rules' own
answer for the window's hints and the bots, so that neither works legality out for itself.

These read only a view (what the seat may know, R-TRADE-3). For the exact refusal a command would get from
the engine now, ask :meth:`pit_desktop.games.pit.engine.Engine.why_not`. Light to import: the window asks for
:func:`market_refusal` before the rest of the engine is loaded. Pure Python, any thread.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from pit_desktop.games.pit.engine.cards import BEAR, BULL, MAX_OFFER, Card, Commodity
from pit_desktop.games.pit.engine.errors import GameOverError, MarketClosedError, PitError
from pit_desktop.games.pit.engine.settings import GameSettings
from pit_desktop.games.pit.engine.view import Phase, PlayerView, PublicOffer


def market_refusal(phase: Phase) -> PitError | None:
    """The refusal every offer, trade, withdrawal and claim gets in ``phase``: before the bell
    (R-DEAL-3), after a corner (R-CORNER-5) or after the game (R-SCORE-4); ``None`` while the market is
    open (R-TRADE-1). The engine refuses with this very error."""
    if phase is Phase.OPEN:
        return None
    if phase is Phase.GAME_OVER:
        return GameOverError("the game is over (R-SCORE-4)")
    if phase is Phase.SORTING:
        return MarketClosedError("the market is not open yet: wait for the bell (R-DEAL-3)")
    return MarketClosedError("the hand is over: wait for the next deal (R-CORNER-5)", rule="R-CORNER-5")


def bear_may_join(size: int, settings: GameSettings) -> bool:
    """Whether the Bear may be one of a lot of ``size`` cards (V-BEAR-3: only in lots of 3 or 4 when
    ``settings.bear_in_big_offers_only``; any lot otherwise, V-BULL-BEAR)."""
    return size >= 3 or not settings.bear_in_big_offers_only


def lot_sizes(hand: Mapping[Card, int] | Iterable[Card], settings: GameSettings) -> frozenset[int]:
    """How many cards ``hand`` can hold out as one lot, to offer or to pay for an offer (R-TRADE-2,
    R-TRADE-4): cards of one commodity, with the Bull and the Bear beside them if in play (V-BULL-BEAR),
    the Bear only in lots of 3 or 4 under V-BEAR-3.

    Args:
        hand: the cards, as counts or as a list.
        settings: the game's variants.

    Returns:
        The sizes, 1 to 4, of every lot the hand holds (empty for an empty hand).
    """
    counts: Mapping[Card, int] = hand if isinstance(hand, Mapping) else _count(hand)
    most = max((n for card, n in counts.items() if type(card) is Commodity), default=0)
    bull = int(settings.bull_bear and counts.get(BULL, 0) > 0)
    bear = int(settings.bull_bear and counts.get(BEAR, 0) > 0)
    sizes = set()
    for size in range(1, MAX_OFFER + 1):
        specials = bull + (bear if bear_may_join(size, settings) else 0)
        if size - specials <= most:
            sizes.add(size)
    return frozenset(sizes)


def acceptable_offers(view: PlayerView) -> tuple[PublicOffer, ...]:
    """The other seats' open offers that ``view``'s seat can take now: the market is open (R-TRADE-1)
    and its hand holds a lot of the offer's size (R-TRADE-2, R-TRADE-4). Oldest first."""
    if view.phase is not Phase.OPEN:
        return ()
    sizes = lot_sizes(view.hand, view.settings)
    return tuple(o for o in view.offers if o.seat != view.seat and o.count in sizes)


def can_offer(view: PlayerView) -> bool:
    """Whether ``view``'s seat can post an offer now: the market is open (R-TRADE-1), it has no open offer
    (R-TRADE-5) and holds a lot (R-TRADE-2)."""
    return view.phase is Phase.OPEN and view.my_offer is None and bool(lot_sizes(view.hand, view.settings))


def _count(cards: Iterable[Card]) -> dict[Card, int]:
    counts: dict[Card, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return counts
