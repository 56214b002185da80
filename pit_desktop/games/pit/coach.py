"""The coach: after each hand, up to three short, specific lessons computed from the hand's record.

Each lesson is plain data — a ``kind`` and its figures — so that it can be kept with the hand (JSON) and
put in the player's words, translated, by the window
(``pit_desktop.games.pit.ui.presenter.Presenter.lesson``). Pure Python, any thread.

Kinds, most useful first:

- ``fed_cornerer``: you gave the cornered commodity to the player who cornered it, ``times`` times.
- ``kept_bear``: you kept the Bear for ``seconds`` of the market and lost ``points`` at another's corner
  (R-SCORE-2).
- ``slow_bell``: you held your corner ``seconds`` before ringing (R-CORNER-1, R-CORNER-5: the first valid
  claim wins).
- ``missed_corner``: you held a corner for ``seconds`` and did not ring; ``seat`` cornered instead.
- ``switched_target``: you collected ``from`` and switched to ``to`` after ``trades`` trades, and did not
  corner. A target is a commodity you hold strictly most of (a tie is none yet); the lesson needs the
  hand's last target to differ from its first (going back is no switch) and no corner held at any moment
  (then a corner lesson speaks instead).
- ``false_claim``: you rang ``times`` times without a corner (R-CORNER-6).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from pit_desktop.games.pit.engine import (
    BEAR,
    CardsReceived,
    ClaimCorner,
    Commodity,
    CornerClaimed,
    MarketOpened,
)
from pit_desktop.games.pit.engine.cards import Card
from pit_desktop.games.pit.engine.record import HandRecord
from pit_desktop.games.pit.engine.replay import ReplayOutcome
from pit_desktop.games.pit.engine.rules import has_corner
from pit_desktop.games.pit.engine.settings import BULL_BEAR_PENALTY

MAX_LESSONS = 3
"""Most lessons after a hand."""

SLOW_BELL_S = 2.0
"""A corner held this many game seconds before the bell is worth a lesson."""

Lesson = dict[str, Any]
"""``{"kind": …, figures…}``; see the module for the kinds."""


def lessons(record: HandRecord, outcome: ReplayOutcome, seat: int = 0) -> list[Lesson]:
    """Up to :data:`MAX_LESSONS` lessons for ``seat`` from one hand, most useful first.

    Args:
        record: the hand.
        outcome: ``replay_record(record)``.
        seat: the player's seat.
    """
    events = outcome.events
    corner: CornerClaimed | None = outcome.corner
    opened = next((e.at_s for e in events if isinstance(e, MarketOpened)), 0.0)
    bull_bear = record.settings.bull_bear
    hand: Counter[Card] = Counter(record.deal[seat])
    found: list[Lesson] = []
    fed = 0
    held_corner_since: float | None = opened if has_corner(hand, bull_bear) else None  # dealt a corner
    held_corner_s = 0.0
    bear_since: float | None = 0.0 if BEAR in hand else None
    target = _target(hand, None)
    first_target, switched_after = target, 0
    ever_cornered = held_corner_since is not None
    my_trades = 0
    end_s = corner.at_s if corner is not None else (events[-1].at_s if events else 0.0)
    for event in events:
        if not isinstance(event, CardsReceived) or event.seat != seat:
            continue
        if corner is not None and event.from_seat == corner.seat and corner.commodity in event.gave:
            fed += 1
        hand.subtract(event.gave)
        hand.update(event.cards)
        hand = +hand
        my_trades += 1
        if BEAR in event.cards:
            bear_since = event.at_s
        elif BEAR in event.gave:
            bear_since = None
        cornered = has_corner(hand, bull_bear)
        ever_cornered = ever_cornered or cornered
        if cornered and held_corner_since is None:
            held_corner_since = max(event.at_s, opened)
        elif not cornered and held_corner_since is not None:
            held_corner_s += event.at_s - held_corner_since
            held_corner_since = None
        new_target = _target(hand, target)
        if first_target is None:
            first_target = new_target  # the first strict lead: no switch yet
        elif new_target not in (None, target):
            switched_after = my_trades
        target = new_target
    if held_corner_since is not None:
        held_corner_s += end_s - held_corner_since
    if corner is not None and corner.seat != seat and fed >= 2:
        found.append(
            {"kind": "fed_cornerer", "seat": corner.seat, "commodity": corner.commodity.value, "times": fed}
        )
    if corner is not None and corner.seat != seat and bear_since is not None and BEAR in corner.hands[seat]:
        lost = BULL_BEAR_PENALTY  # the Bear's own cost, not the Bull's held beside it (R-SCORE-2)
        found.append(
            {"kind": "kept_bear", "seconds": round(end_s - max(bear_since, opened), 1), "points": lost}
        )
    if corner is not None and corner.seat == seat and held_corner_s >= SLOW_BELL_S:
        found.append({"kind": "slow_bell", "seconds": round(held_corner_s, 1)})
    elif corner is not None and corner.seat != seat and held_corner_s > 0:
        found.append({"kind": "missed_corner", "seconds": round(held_corner_s, 1), "seat": corner.seat})
    if first_target is not None and target not in (None, first_target) and not ever_cornered:
        found.append(
            {
                "kind": "switched_target",
                "from": first_target.value,
                "to": target.value,
                "trades": switched_after,
            }
        )
    false_claims = sum(
        1
        for r in outcome.refused
        if isinstance(r.command, ClaimCorner) and r.command.seat == seat and r.at_s >= opened
    )
    if false_claims:
        found.append({"kind": "false_claim", "times": false_claims})
    return found[:MAX_LESSONS]


def _target(hand: Counter[Card], current: Commodity | None) -> Commodity | None:
    """The commodity ``hand`` collects: the one it holds strictly most of; on a tie, ``current`` if among
    the tied, else none (``None``: no target yet)."""
    counts = {card: n for card, n in hand.items() if isinstance(card, Commodity)}
    if not counts:
        return current
    most = max(counts.values())
    best = [card for card, n in counts.items() if n == most]
    if len(best) == 1:
        return best[0]
    return current if current in best else None
