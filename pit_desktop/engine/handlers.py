"""One command against one game state: :func:`handle` applies it, :func:`refusal` only asks.

Both are pure functions of a :class:`~pit_desktop.engine.state.TableState`, a command and the time
``now`` (seconds): no lock, no listener, no clock (the :class:`~pit_desktop.engine.engine.Engine` does
those). :func:`handle` changes the state it is given; :func:`refusal` never does. Each command's check is
the first step of its handler, so the two always agree.
"""

from __future__ import annotations

from pit_desktop.engine import deal, market
from pit_desktop.engine.commands import (
    AcceptOffer,
    ClaimCorner,
    Command,
    DealHand,
    MakeOffer,
    OpenMarket,
    WithdrawOffer,
)
from pit_desktop.engine.errors import PitError
from pit_desktop.engine.events import Event
from pit_desktop.engine.state import TableState


def handle(state: TableState, command: Command, now: float) -> list[Event]:
    """Apply ``command`` to ``state`` at ``now`` (seconds).

    Returns:
        The events it caused, in ``seq`` order.

    Raises:
        PitError: the rule refusing it; ``state`` is unchanged, except for a V-FALSE-CLAIM fine, whose
            event is in the error's ``events``.
        TypeError: ``command`` is not a command (``state`` is unchanged).
    """
    match command:  # the most frequent first
        case AcceptOffer():
            return market.accept_offer(state, command, now)
        case MakeOffer():
            return market.make_offer(state, command, now)
        case WithdrawOffer():
            return market.withdraw_offer(state, command, now)
        case ClaimCorner():
            return market.claim_corner(state, command, now)
        case OpenMarket():
            return deal.open_market(state, command, now)
        case DealHand():
            return deal.deal_hand(state, command, now)
    raise TypeError(f"not a Pit command: {command!r}")


def refusal(state: TableState, command: Command, now: float) -> PitError | None:
    """The refusal :func:`handle` would raise for ``command`` at ``now``, or ``None`` if it would apply it.
    Changes nothing: no fine is taken (a :class:`~pit_desktop.engine.errors.NoCornerError` still says in
    its ``fine`` what the claim would cost under V-FALSE-CLAIM) and the deal's shuffle is not drawn.

    Raises:
        TypeError: ``command`` is not a command.
    """
    try:
        match command:
            case AcceptOffer():
                market.check_accept(state, command)
            case MakeOffer():
                market.check_make_offer(state, command)
            case WithdrawOffer():
                market.check_withdraw(state, command)
            case ClaimCorner():
                market.check_claim(state, command)
            case OpenMarket():
                deal.check_bell(state, now)
            case DealHand():
                deal.check_deal(state, command)
            case _:
                raise TypeError(f"not a Pit command: {command!r}")
    except PitError as err:
        return err
    return None
