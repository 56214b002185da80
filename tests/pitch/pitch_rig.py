"""Helpers for Pitch tests: rigged deals, a virtual clock, an invariant-checking listener, a random driver.

Named ``pitch_rig`` so that it cannot clash with another test folder's module.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from pit_desktop.games.pitch.engine.cards import DECK, HAND_SIZE, Card, cards, game_points
from pit_desktop.games.pitch.engine.commands import Bid, DealHand, Pass, PlayCard, SeatCommand
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.events import (
    AuctionWon,
    CardPlayed,
    CardsDealt,
    Event,
    GameWon,
    HandDealt,
    HandScored,
    HandThrownIn,
    Settled,
    TrickWon,
)
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase


class Clock:
    """A virtual clock for one test: a callable returning ``now_s``; moved by hand."""

    def __init__(self, now_s: float = 0.0) -> None:
        self.now_s = now_s

    def __call__(self) -> float:
        return self.now_s


def deal_of(*hands: str) -> tuple[tuple[Card, ...], ...]:
    """A rigged deal from one string of six card ids per seat, seat 0 first."""
    return tuple(cards(h) for h in hands)


def rigged(
    *hands: str,
    dealer: int = 0,
    scores: tuple[int, ...] | None = None,
    moons: tuple[tuple[int, int], ...] | None = None,
    **settings: object,
) -> tuple[PitchEngine, list[Event]]:
    """An engine at a table of ``len(hands)`` that has dealt ``hands``, and the list its events go to."""
    s = PitchSettings(players=len(hands), **settings)  # type: ignore[arg-type]
    engine = PitchEngine(s, seed=0, clock=Clock(), first_dealer=dealer, scores=scores, moons=moons)
    events: list[Event] = []
    engine.subscribe(events.append)
    engine.submit(DealHand(deal_of(*hands)))
    return engine, events


def play(engine: PitchEngine, *ids: str) -> None:
    """Each seat on turn plays the next card of ``ids``."""
    for card_id in ids:
        engine.submit(PlayCard(engine.turn, cards(card_id)[0]))


def auction(engine: PitchEngine, *calls: int) -> None:
    """Each seat on turn calls: 0 passes, 1–4 bids."""
    for amount in calls:
        seat = engine.turn
        engine.submit(Pass(seat) if amount == 0 else Bid(seat, amount))


def of(events: list[Event], kind: type) -> list:
    """The events of ``kind``, in order."""
    return [e for e in events if isinstance(e, kind)]


@dataclass
class Invariants:
    """A listener checking the invariants after every event; problems go to ``errors``.

    - 52 different cards: no card is dealt twice, every hand is six cards after the deal (P-DEAL-2);
    - every trick holds one card of every seat, played by the seat that held it (P-PLAY-3);
    - the points add up: at most one each of High, Low, Jack and Game, the game points of the tricks are
      all the game points dealt, and every score moves by its change (P-SCORE-1..3);
    - ``seq`` strictly increases.
    """

    players: int
    scores: list[int]
    errors: list[str] = field(default_factory=list)
    seq: int = 0
    hands: list[set[Card]] = field(default_factory=list)
    dealt: list[set[Card]] = field(default_factory=list)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    tricks: int = 0
    hands_scored: int = 0
    events: int = 0

    def __call__(self, event: Event) -> None:
        self.events += 1
        if event.seq <= self.seq:
            self.errors.append(f"seq {event.seq} after {self.seq}")
        self.seq = event.seq
        match event:
            case HandDealt():
                self.hands, self.dealt, self.trick, self.tricks = [], [], [], 0
            case CardsDealt(seat=seat, cards=dealt):
                if len(dealt) != HAND_SIZE or len(set(dealt)) != HAND_SIZE:
                    self.errors.append(f"seat {seat} was dealt {dealt}")
                if seat != len(self.hands):
                    self.errors.append(f"hands dealt out of order: {seat}")
                if any(set(dealt) & h for h in self.hands):
                    self.errors.append(f"a card dealt twice: {dealt}")
                self.hands.append(set(dealt))
                self.dealt.append(set(dealt))
                if len(self.hands) == self.players and len(set().union(*self.hands)) != 6 * self.players:
                    self.errors.append("the deal does not hold 6 different cards a seat")
            case CardPlayed(seat=seat, card=c):
                if c not in self.hands[seat]:
                    self.errors.append(f"seat {seat} played {c}, which it does not hold")
                self.hands[seat].discard(c)
                self.trick.append((seat, c))
            case TrickWon(plays=plays):
                self.tricks += 1
                if sorted(s for s, _ in plays) != list(range(self.players)) or list(plays) != self.trick:
                    self.errors.append(f"trick {plays} is not one card a seat as played")
                if any(len(h) != HAND_SIZE - self.tricks for h in self.hands):
                    self.errors.append("the hands are not of one size after a trick")
                self.trick = []
            case HandScored(points=p, changes=changes, scores=scores, pitcher=pitcher, bid=bid, made=made):
                self.hands_scored += 1
                self._check_score(p, changes, scores, pitcher, bid, made)
            case HandThrownIn() | AuctionWon() | GameWon() | Settled():
                pass

    def _check_score(self, p, changes, scores, pitcher, bid, made) -> None:  # type: ignore[no-untyped-def]
        if self.tricks != HAND_SIZE or any(self.hands):
            self.errors.append("a hand was scored before its six tricks")
        awarded = 2 + (p.jack is not None) + (p.game is not None)
        if sum(p.won) != awarded:
            self.errors.append(f"points won {p.won} do not add up to {awarded}")
        if sum(p.game_points) != game_points(c for h in self.dealt for c in h):
            self.errors.append(f"game points {p.game_points} are not those dealt")
        if sum(p.tricks) != HAND_SIZE:
            self.errors.append(f"tricks {p.tricks} are not six")
        for seat in range(self.players):
            expected = (p.won[seat] if made else -bid) if seat == pitcher else p.won[seat]
            if changes[seat] != expected:
                self.errors.append(f"seat {seat} changed by {changes[seat]}, not {expected}")
        after = [s + c for s, c in zip(self.scores, changes, strict=True)]
        if list(scores) != after:
            self.errors.append(f"scores {scores} are not {after}")
        self.scores = list(scores)


def random_command(engine: PitchEngine, rng: random.Random) -> SeatCommand:
    """A random legal command of the seat on turn."""
    return rng.choice(engine.legal_commands(engine.turn))


def drive_hand(engine: PitchEngine, rng: random.Random) -> None:
    """Deal and play one hand with random legal commands."""
    engine.submit(DealHand())
    while engine.turn >= 0:
        engine.submit(random_command(engine, rng))
    assert engine.phase in (Phase.READY, Phase.GAME_OVER)


ALL_CARDS = DECK
