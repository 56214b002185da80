"""A hand record as a sequence of table positions, one per public event, for the in-app replay viewer.

Built from :func:`pit_desktop.games.pit.engine.replay_record`'s events, so the viewer shows what ``pit-desktop
replay`` computes: every hand face up after each step, the offers on the floor with their cards, and the
scores. Pure Python, any thread.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pit_desktop.games.pit.engine import (
    CardsReceived,
    ClaimRefused,
    CornerClaimed,
    GameOver,
    MakeOffer,
    MarketOpened,
    OfferPosted,
    OfferWithdrawn,
    TradeCompleted,
    replay_record,
    sorted_cards,
)
from pit_desktop.games.pit.engine.cards import Card
from pit_desktop.games.pit.engine.events import Event
from pit_desktop.games.pit.engine.record import HandRecord
from pit_desktop.games.pit.engine.replay import RefusedCommand, ReplayOutcome

STEP_EVENTS = (
    MarketOpened,
    OfferPosted,
    OfferWithdrawn,
    TradeCompleted,
    ClaimRefused,
    CornerClaimed,
    GameOver,
)
"""The events that make a step of the replay; a trade's private card events fold into its step."""


@dataclass(frozen=True, slots=True)
class Frame:
    """The table after one step.

    Attributes:
        at_s: seconds after the deal.
        event: the step's event, or a command the engine refused (R-TRADE-7, R-CORNER-6: nothing changed);
            ``None`` for the deal itself.
        hands: every seat's cards, sorted (face up: this is a replay).
        offers: each open offer as ``(seat, offer_id, cards)``, oldest first.
        scores: every seat's points.
    """

    at_s: float
    event: Event | RefusedCommand | None
    hands: tuple[tuple[Card, ...], ...]
    offers: tuple[tuple[int, int, tuple[Card, ...]], ...]
    scores: tuple[int, ...]


def timeline(record: HandRecord, outcome: ReplayOutcome | None = None) -> list[Frame]:
    """The positions of ``record`` step by step: the deal first, then one frame per event of
    :data:`STEP_EVENTS` (R-DEAL-3 bell, R-TRADE-2..7 offers and trades, R-CORNER-1..6 claims) and per
    refused command, up to the corner (R-CORNER-5): commands refused after it are left out.

    Args:
        record: the hand.
        outcome: its replay, if already made (``replay_record(record)``).

    Raises:
        RecordError: as :func:`~pit_desktop.games.pit.engine.replay_record`.
    """
    outcome = outcome if outcome is not None else replay_record(record)
    refused = {r.index for r in outcome.refused}
    offered = [
        rc.command.cards
        for i, rc in enumerate(record.commands)
        if isinstance(rc.command, MakeOffer) and i not in refused
    ]
    hands = [list(hand) for hand in record.deal]
    offers: dict[int, tuple[int, int, tuple[Card, ...]]] = {}
    scores = tuple(record.scores_before)
    posted = 0
    frames = [Frame(0.0, None, _sorted(hands), (), scores)]
    # A fined claim is a ClaimRefused event already; a command after the corner (a key pressed once the
    # hand was over, R-CORNER-5) is no part of the hand: the timeline ends at the corner.
    end_s = outcome.corner.at_s if outcome.corner is not None else None
    pending = [r for r in outcome.refused if not r.fine and (end_s is None or r.at_s <= end_s)]
    for event in outcome.events:
        while pending and pending[0].at_s < event.at_s and isinstance(event, STEP_EVENTS):
            r = pending.pop(0)
            frames.append(Frame(r.at_s, r, _sorted(hands), tuple(offers.values()), scores))
        match event:
            case CardsReceived():
                hand = hands[event.seat]
                for card in event.gave:
                    hand.remove(card)
                hand.extend(event.cards)
                frames[-1] = _replace_hands(frames[-1], hands)
                continue
            case _ if not isinstance(event, STEP_EVENTS):
                continue
            case OfferPosted():
                cards = offered[posted] if posted < len(offered) else ()
                posted += 1
                offers[event.offer_id] = (event.seat, event.offer_id, tuple(cards))
            case OfferWithdrawn() | TradeCompleted():
                offers.pop(event.offer_id, None)
            case ClaimRefused() | CornerClaimed() | GameOver():
                scores = tuple(event.scores)
                if isinstance(event, CornerClaimed):
                    offers.clear()  # R-CORNER-5: every open offer lapses
        frames.append(Frame(event.at_s, event, _sorted(hands), tuple(offers.values()), scores))
    frames += [Frame(r.at_s, r, _sorted(hands), tuple(offers.values()), scores) for r in pending]
    return frames


def _sorted(hands: Sequence[Sequence[Card]]) -> tuple[tuple[Card, ...], ...]:
    return tuple(sorted_cards(hand) for hand in hands)


def _replace_hands(frame: Frame, hands: Sequence[Sequence[Card]]) -> Frame:
    return Frame(frame.at_s, frame.event, _sorted(hands), frame.offers, frame.scores)
