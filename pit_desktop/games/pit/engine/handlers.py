"""One command against one game state: :func:`handle` says what it does, :func:`refusal` only asks.

Both are pure functions ``(state, command, now)`` of a
:class:`~pit_desktop.games.pit.engine.state.TableState`, a command and the time ``now`` (seconds): they change
nothing, and take no lock, call no listener and read no clock (the
:class:`~pit_desktop.games.pit.engine.engine.Engine` does those, and carries the outcome out with
:meth:`TableState.apply <pit_desktop.games.pit.engine.state.TableState.apply>`). Each command's check is the
first step of its handler, so the two always agree."""

from __future__ import annotations

from pit_desktop.games.pit.engine import deal, market
from pit_desktop.games.pit.engine.commands import (
    AcceptOffer,
    ClaimCorner,
    Command,
    DealHand,
    MakeOffer,
    OpenMarket,
    WithdrawOffer,
)
from pit_desktop.games.pit.engine.errors import PitError
from pit_desktop.games.pit.engine.state import Outcome, TableState


def handle(state: TableState, command: Command, now: float) -> Outcome:
    """What ``command`` does to ``state`` at ``now`` (seconds); ``state`` is left as it is.

    Returns:
        The events it causes, in ``seq`` order, and the changes that
        :meth:`~pit_desktop.games.pit.engine.state.TableState.apply` makes of them; a false claim fined under
        V-FALSE-CLAIM is an outcome too, with the fine and its ``refusal`` (see
        :func:`~pit_desktop.games.pit.engine.market.claim_corner`).

    Raises:
        PitError: the rule refusing it, when the refusal changes nothing.
        TypeError: ``command`` is not a command.
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
    Changes nothing: no fine is taken (a :class:`~pit_desktop.games.pit.engine.errors.NoCornerError` still
    says in its ``fine`` what the claim would cost under V-FALSE-CLAIM) and the deal's shuffle is not drawn.

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
