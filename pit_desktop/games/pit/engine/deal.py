"""The dealer's commands: deal a hand (R-DEAL-1, R-DEAL-2) and ring the bell (R-DEAL-3).

Checks and handlers as in :mod:`pit_desktop.games.pit.engine.market`: a check raises the refusal; a handler
runs its check and returns the :class:`~pit_desktop.games.pit.engine.state.Outcome`; neither changes the
:class:`~pit_desktop.games.pit.engine.state.TableState`. The shuffle draws on a copy of the state's ``rng`` in
the handler only, so a check never moves it, and the deal's change moves it on.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Sequence

from pit_desktop.games.pit.engine.cards import BEAR, BULL, SUIT_SIZE, Card, sorted_cards
from pit_desktop.games.pit.engine.commands import DealHand, OpenMarket
from pit_desktop.games.pit.engine.errors import DealError, GameOverError, SortingTimeError, WrongPhaseError
from pit_desktop.games.pit.engine.events import CardsDealt, Event, HandDealt, MarketOpened
from pit_desktop.games.pit.engine.market import describe
from pit_desktop.games.pit.engine.state import NewHand, OpenFloor, Outcome, TableState
from pit_desktop.games.pit.engine.view import Phase

__all__ = ["deal_size"]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""

Deal = tuple[tuple[Card, ...], ...]
"""Each seat's cards, sorted."""


def deal_size(seat: int, dealer: int, players: int, bull_bear: bool) -> int:
    """Cards ``seat`` is dealt (R-DEAL-2): 9, or 10 for the two seats left of ``dealer`` in the advanced game.

    Seats run clockwise: the seat left of the dealer is ``(dealer + 1) % players``.
    """
    extra = bull_bear and (seat - dealer - 1) % players < 2
    return SUIT_SIZE + int(extra)


def check_deal(state: TableState, cmd: DealHand) -> Deal | None:
    """R-DEAL-1, R-DEAL-2, R-CORNER-5: a hand may be dealt now; returns the rigged deal checked, or
    ``None`` when the handler is to shuffle."""
    if state.phase is Phase.GAME_OVER:
        raise GameOverError("the game is over (R-SCORE-4)")
    if state.phase is not Phase.READY:
        raise WrongPhaseError("a hand is in play: it ends only with a corner (R-CORNER-5)", rule="R-CORNER-5")
    if cmd.deal is None:
        return None
    return _check_rigged_deal(state, cmd.deal, _deck(state))


def deal_hand(state: TableState, cmd: DealHand, now: float) -> Outcome:
    """R-DEAL-1, R-DEAL-2: shuffle the suits in play (and Bull/Bear) and deal clockwise.

    The shuffle draws on a copy of the state's ``rng``; the change carries where the copy ended, so the
    game's source of chance moves on only when the outcome is applied.
    """
    deal = check_deal(state, cmd)
    n = state.settings.players
    rng_state = None
    if deal is None:
        rng = copy.copy(state.rng)
        deck = _deck(state)
        rng.shuffle(deck)
        rng_state = rng.getstate()
        hands: list[list[Card]] = [[] for _ in range(n)]
        for i, card in enumerate(deck):
            hands[(state.dealer + 1 + i) % n].append(card)
        deal = tuple(sorted_cards(h) for h in hands)
    hand_no = state.hand_no + 1
    sort_ends_at_s = now + float(state.settings.sort_time_s)
    seq = state.seq
    sizes = tuple(len(cards) for cards in deal)
    events: list[Event] = [HandDealt(seq + 1, now, hand_no, state.dealer, sizes, sort_ends_at_s)]
    events += [CardsDealt(seq + 2 + seat, now, seat, cards) for seat, cards in enumerate(deal)]
    return Outcome(tuple(events), (NewHand(hand_no, deal, now, sort_ends_at_s, rng_state),))


def check_bell(state: TableState, now: float) -> None:
    """R-DEAL-3: the bell rings once, after the deal, when the sorting period is over."""
    if state.phase is not Phase.SORTING:
        raise WrongPhaseError("the bell opens the market only after a deal (R-DEAL-3)", rule="R-DEAL-3")
    if not now + 1e-9 >= state.sort_ends_at_s:  # written so that a NaN clock is refused too
        raise SortingTimeError(f"the sorting period runs {state.sort_ends_at_s - now:.1f} s more (R-DEAL-3)")


def open_market(state: TableState, cmd: OpenMarket, now: float) -> Outcome:
    """R-DEAL-3: the dealer rings the bell after the sorting period."""
    check_bell(state, now)
    return Outcome((MarketOpened(state.seq + 1, now),), (OpenFloor(),))


def _deck(state: TableState) -> list[Card]:
    """The cards in play, in a fixed order: nine of each suit (R-ED-1), then the Bull and the Bear."""
    deck: list[Card] = [c for c in state.commodities for _ in range(SUIT_SIZE)]
    if state.settings.bull_bear:
        deck += [BULL, BEAR]
    return deck


def _check_rigged_deal(state: TableState, deal: Sequence[Sequence[Card]], deck: list[Card]) -> Deal:
    """R-DEAL-2: a rigged deal must be one the shuffle could have dealt from this dealer."""
    n = state.settings.players
    if not isinstance(deal, tuple | list) or not all(isinstance(h, tuple | list) for h in deal):
        raise DealError(f"a deal is one list of cards per seat, not {deal!r} (R-DEAL-2)")
    if len(deal) != n:
        raise DealError(f"a deal needs {n} hands, not {len(deal)} (R-DEAL-2)")
    for seat, hand in enumerate(deal):
        for card in hand:
            if not isinstance(card, Card):
                raise DealError(f"seat {seat} was dealt {card!r}, which is not a card (R-DEAL-2)")
    dealt = Counter(card for hand in deal for card in hand)
    if dealt != Counter(deck):
        extra = dealt - Counter(deck)
        short = Counter(deck) - dealt
        raise DealError(
            "a deal must use exactly the cards in play (R-ED-1, R-DEAL-2)"
            + (f"; extra: {describe(tuple(extra.elements()))}" if extra else "")
            + (f"; missing: {describe(tuple(short.elements()))}" if short else "")
        )
    for seat, hand in enumerate(deal):
        want = deal_size(seat, state.dealer, n, state.settings.bull_bear)
        if len(hand) != want:
            raise DealError(
                f"seat {seat} holds {len(hand)} cards but is dealt {want} with dealer {state.dealer}"
                " (R-DEAL-2)"
            )
    return tuple(sorted_cards(h) for h in deal)
