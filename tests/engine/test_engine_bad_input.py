"""Bad input (issue 2): every illegal command is refused with a specific error saying why, and changes
nothing: hands, offers, scores, phase and every seat's view are the same before and after, and no event is
published."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pit_rig import THREE, Table, cards, rigged

from pit_desktop.games.pit.engine import (
    AcceptOffer,
    CardsNotHeldError,
    ClaimCorner,
    Command,
    CountMismatchError,
    MakeOffer,
    MarketClosedError,
    MixedOfferError,
    NoCornerError,
    OfferGoneError,
    OfferSizeError,
    PitError,
    UnknownPlayerError,
    WithdrawOffer,
)


def _gone_offer(table: Table) -> Command:
    offer = table.offer(0, "Corn")
    table.submit(WithdrawOffer(0))
    return AcceptOffer(1, offer, cards("Oats"))


def _traded_offer(table: Table) -> Command:
    offer = table.offer(0, "Corn")
    table.accept(2, offer, "Oats")
    return AcceptOffer(1, offer, cards("Oats"))


def _wrong_count(table: Table) -> Command:
    return AcceptOffer(1, table.offer(2, "2 Oats"), cards("3 Corn"))


CASES: list[tuple[str, Callable[[Table], Command], type[PitError], str, str]] = [
    ("mixed commodities", lambda t: MakeOffer(1, cards("2 Corn, Oats")), MixedOfferError, "R-TRADE-2",
     "one commodity only, not Corn, Oats"),
    ("five cards", lambda t: MakeOffer(1, cards("4 Corn, Oats")), OfferSizeError, "R-TRADE-2", "at most 4"),
    ("five of one", lambda t: MakeOffer(2, cards("5 Oats")), OfferSizeError, "R-TRADE-2", "not 5"),
    ("no cards", lambda t: MakeOffer(2, ()), OfferSizeError, "R-TRADE-2", "at least one card"),
    ("before the bell", lambda t: MakeOffer(2, cards("Oats")), MarketClosedError, "R-DEAL-3", "the bell"),
    ("claim without a corner", lambda t: ClaimCorner(2), NoCornerError, "R-CORNER-6", "at most 5 of one"),
    ("offer withdrawn", _gone_offer, OfferGoneError, "R-TRADE-7", "that offer is gone"),
    ("offer already traded", _traded_offer, OfferGoneError, "R-TRADE-7", "that offer is gone"),
    ("offer never posted", lambda t: AcceptOffer(1, 99, cards("Oats")), OfferGoneError, "R-TRADE-7", "gone"),
    ("wrong number of cards", _wrong_count, CountMismatchError, "R-TRADE-4", "exactly 2, not 3"),
    ("cards not held", lambda t: MakeOffer(0, cards("Oats")), CardsNotHeldError, "R-TRADE-4", "1 Oats"),
    ("no such seat", lambda t: MakeOffer(3, cards("Oats")), UnknownPlayerError, "R-ED-1", "no player 3"),
    ("not a seat", lambda t: ClaimCorner(True), UnknownPlayerError, "R-ED-1", "no player True"),  # type: ignore[arg-type]
    ("not cards", lambda t: MakeOffer(2, ("Oats",)), CardsNotHeldError, "R-TRADE-4", "not a list of cards"),  # type: ignore[arg-type]
]  # fmt: skip


@pytest.mark.parametrize(("name", "make", "error", "rule", "says"), CASES, ids=[c[0] for c in CASES])
def test_bad_input_refused_specifically_and_changes_nothing(
    name: str, make: Callable[[Table], Command], error: type[PitError], rule: str, says: str
) -> None:
    """Each bad input of issue 2 gets its own error, naming its rule and saying why; nothing changes."""
    table = rigged(THREE, open_market=error is not MarketClosedError)
    command = make(table)
    before, events = table.snapshot(), len(table.events)
    with pytest.raises(error, match=says) as err:
        table.submit(command)
    assert type(err.value) is error and err.value.rule == rule
    assert err.value.reason not in ("", "illegal")
    assert table.snapshot() == before
    assert len(table.events) == events
    logged = table.engine.hand_log().commands[-1]
    assert (logged.command, logged.reason) == (command, err.value.reason)


def test_bad_input_the_game_goes_on() -> None:
    """After a string of refusals the same table still trades and corners normally."""
    table = rigged(THREE)
    for name, make, error, _rule, _says in CASES:
        if name not in ("before the bell", "offer already traded"):
            with pytest.raises(error):
                table.submit(make(table))
    offer = table.offer(1, "Wheat")
    table.accept(0, offer, "Corn")
    corner = [e for e in table.submit(ClaimCorner(0)) if type(e).__name__ == "CornerClaimed"]
    assert corner and table.engine.scores[0] == 100


def test_non_command_is_a_type_error() -> None:
    """Something that is not a command at all is a programming error (TypeError), not a refusal."""
    table = rigged(THREE)
    before = table.snapshot()
    with pytest.raises(TypeError, match="not a Pit command"):
        table.engine.submit("offer")  # type: ignore[arg-type]
    assert table.snapshot() == before
