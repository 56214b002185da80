"""Helpers for engine tests: rigged tables, a virtual clock, an invariant-checking listener, a random driver.

Named ``pit_rig`` (not ``helpers``) so that it cannot clash with another test folder's module.
"""

from __future__ import annotations

import contextlib
import dataclasses
import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import chain

from pit_desktop.games.pit.engine import (
    BEAR,
    BULL,
    SUIT_SIZE,
    AcceptOffer,
    Card,
    CardsDealt,
    CardsReceived,
    ClaimCorner,
    Command,
    Commodity,
    CornerClaimed,
    DealHand,
    Engine,
    Event,
    GameSettings,
    HandDealt,
    MakeOffer,
    OpenMarket,
    Phase,
    PitError,
    TradeCompleted,
    WithdrawOffer,
    card_from_label,
    has_corner,
)


class Clock:
    """A virtual clock for one test: a callable returning ``now_s``; moved by hand."""

    def __init__(self, now_s: float = 0.0) -> None:
        self.now_s = now_s

    def __call__(self) -> float:
        return self.now_s


def cards(spec: str) -> tuple[Card, ...]:
    """Cards from a compact spec: ``"8 Wheat, Corn, Bull"`` → eight Wheat, one Corn and the Bull."""
    out: list[Card] = []
    for part in spec.split(","):
        words = part.split()
        if not words:
            continue
        count = int(words[0]) if words[0].isdigit() else 1
        name = " ".join(words[1:] if words[0].isdigit() else words)
        out += [card_from_label(name)] * count
    return tuple(out)


@dataclass
class Table:
    """An engine on a virtual clock, with every event it published."""

    engine: Engine
    clock: Clock
    events: list[Event] = field(default_factory=list)

    def submit(self, command: Command, at_s: float | None = None) -> tuple[Event, ...]:
        """Submit ``command`` at ``at_s`` (default: now)."""
        if at_s is not None:
            self.clock.now_s = at_s
        return self.engine.submit(command)

    def offer(self, seat: int, spec: str) -> int:
        """Post an offer of ``spec`` cards for ``seat``; return its id."""
        (posted,) = self.submit(MakeOffer(seat, cards(spec)))
        return posted.offer_id  # type: ignore[union-attr]

    def accept(self, seat: int, offer_id: int, spec: str) -> tuple[Event, ...]:
        """``seat`` accepts ``offer_id`` paying ``spec``."""
        return self.submit(AcceptOffer(seat, offer_id, cards(spec)))

    def hand(self, seat: int) -> Counter[Card]:
        """``seat``'s hand as a multiset."""
        return Counter(self.engine.hands()[seat])

    def snapshot(self) -> tuple[object, ...]:
        """Everything a refusal must leave unchanged: hands, phase, scores, every seat's view."""
        engine = self.engine
        views = tuple(dataclasses.replace(engine.view(s), now_s=0.0) for s in range(engine.settings.players))
        return (engine.hands(), engine.phase, engine.scores, engine.dealer, engine.winner, views)


def rigged(
    hands: Sequence[str], *, dealer: int = 0, open_market: bool = True, scores: Sequence[int] | None = None,
    **settings: object,
) -> Table:  # fmt: skip
    """A table dealt ``hands`` (one spec per seat) by ``dealer``, the market open unless told otherwise.

    The suits in play are the commodities found in the deal; ``settings`` override :class:`GameSettings`.
    """
    deal = tuple(cards(h) for h in hands)
    in_play = {c for hand in deal for c in hand if type(c) is Commodity}
    game = GameSettings(players=len(deal), **settings)  # type: ignore[arg-type]
    clock = Clock()
    engine = Engine(game, seed=7, clock=clock, commodities=tuple(in_play), first_dealer=dealer, scores=scores)
    table = Table(engine, clock)
    engine.subscribe(table.events.append)
    table.submit(DealHand(deal=deal))
    if open_market:
        table.submit(OpenMarket(), at_s=engine.sort_ends_at_s)
    return table


THREE = ("8 Wheat, Corn", "Wheat, 4 Corn, 4 Oats, Bull", "4 Corn, 5 Oats, Bear")
"""A three-seat deal by seat 0: seat 0 needs one Wheat that seat 1 holds; seat 2 holds the Bear."""

THREE_BASIC = ("8 Wheat, Corn", "Wheat, 4 Corn, 4 Oats", "4 Corn, 5 Oats")
"""The same position in the basic game (no Bull or Bear, nine cards each)."""


class Invariants:
    """A listener that checks the rules' invariants after every event (thread-safe: the engine calls its
    listeners under its lock, in ``seq`` order).

    It keeps shadow hands from the private events and checks: ``seq`` strictly increases; each commodity
    in play has exactly 9 cards across all hands (and the Bull and Bear one each when on) whenever no trade
    is half-reported; no trade changes a hand's size; a trade never hands over mixed commodities (R-TRADE-8);
    a corner's laid-down hands match the shadow.
    """

    def __init__(self, commodities: Sequence[Commodity], bull_bear: bool) -> None:
        self.expected = Counter({c: SUIT_SIZE for c in commodities})
        if bull_bear:
            self.expected.update([BULL, BEAR])
        self.errors: list[str] = []
        self.last_seq = 0
        self.hands: list[Counter[Card]] = []
        self.sizes: tuple[int, ...] = ()
        self.pending = 0
        self.dirty = False
        self.events = 0
        self.trades = 0
        self.corners = 0

    def __call__(self, event: Event) -> None:
        self.events += 1
        if event.seq <= self.last_seq:
            self.errors.append(f"seq went from {self.last_seq} to {event.seq}")
        self.last_seq = event.seq
        kind = type(event)
        self.dirty = self.dirty or kind in (HandDealt, CardsDealt, CardsReceived)
        if kind is HandDealt:
            self.hands = [Counter() for _ in event.hand_sizes]
            self.sizes = event.hand_sizes
            self.pending = len(event.hand_sizes)
        elif kind is CardsDealt:
            self.hands[event.seat] = Counter(event.cards)
            self.pending -= 1
        elif kind is TradeCompleted:
            self.trades += 1
            self.pending = 2
        elif kind is CardsReceived:
            self._received(event)
        elif kind is CornerClaimed:
            self.corners += 1
            if [Counter(h) for h in event.hands] != self.hands:
                self.errors.append(f"seq {event.seq}: laid-down hands differ from the shadow")
        self._check(event.seq)

    def _received(self, event: CardsReceived) -> None:
        if len(event.cards) != len(event.gave):
            self.errors.append(
                f"seq {event.seq}: seat {event.seat} got {len(event.cards)} for {len(event.gave)}"
            )
        for lot in (event.cards, event.gave):
            if len({c for c in lot if type(c) is Commodity}) > 1:
                self.errors.append(f"seq {event.seq}: mixed commodities traded: {lot} (R-TRADE-8)")
        hand = self.hands[event.seat]
        hand.subtract(event.gave)
        hand.update(event.cards)
        if any(n < 0 for n in hand.values()):
            self.errors.append(f"seq {event.seq}: seat {event.seat} gave cards it did not hold")
        self.hands[event.seat] = +hand
        self.pending -= 1

    def _check(self, seq: int) -> None:
        """Check the shadow; when no event changed it since the last check, that check still holds."""
        if not self.dirty or self.pending:
            return
        self.dirty = False
        for seat, hand in enumerate(self.hands):
            if hand.total() != self.sizes[seat]:
                self.errors.append(
                    f"seq {seq}: seat {seat} holds {hand.total()}, was dealt {self.sizes[seat]}"
                )
        total = Counter(chain.from_iterable(h.elements() for h in self.hands))
        if total != self.expected:
            self.errors.append(f"seq {seq}: cards across all hands are {dict(total)}")

    def matches(self, engine: Engine) -> bool:
        """Whether the shadow hands are the engine's hands (call outside the engine's lock)."""
        return [Counter(h) for h in engine.hands()] == self.hands


def random_command(engine: Engine, rng: random.Random, garbage: float = 0.04) -> Command | None:
    """A legal-ish command for a random seat from a greedy random player: claim a corner when held; else
    take an offer paying with cards it does not collect (most of all the Bear); else offer such a group;
    now and then withdraw, or send a random (often illegal) command. ``None`` when the market is not open.
    """
    if engine.phase is not Phase.OPEN:
        return None
    n = engine.settings.players
    seat = rng.randrange(n)
    view = engine.view(seat)
    hand = Counter(view.hand)
    if rng.random() < garbage:
        return _garbage(rng, seat, view.commodities, n)
    if has_corner(hand, view.settings.bull_bear):
        return ClaimCorner(seat)
    mine = [c for c in hand if type(c) is Commodity]
    target = max(mine, key=lambda c: (hand[c], c.points))
    spare = [c for c in mine if c != target]
    others = view.others_offers()
    if others and spare and rng.random() < 0.7:
        offer = rng.choice(others)
        pay = _group(hand, rng.choice(spare), offer.count, rng, view.settings.bear_in_big_offers_only)
        if pay is not None:
            return AcceptOffer(seat, offer.offer_id, pay)
    if view.my_offer is None and spare:
        commodity = rng.choice(spare)
        size = rng.randint(1, min(4, hand[commodity] + hand[BEAR]))
        pay = _group(hand, commodity, size, rng, view.settings.bear_in_big_offers_only)
        if pay is not None:
            return MakeOffer(seat, pay)
    if view.my_offer is not None and rng.random() < 0.5:
        return WithdrawOffer(seat)
    return None


def _group(
    hand: Counter[Card], commodity: Commodity, size: int, rng: random.Random, bear_3: bool
) -> tuple[Card, ...] | None:
    out: list[Card] = []
    if hand[BEAR] and (size >= 3 or not bear_3):
        out.append(BEAR)
    out += [commodity] * min(hand[commodity], size - len(out))
    if len(out) < size and hand[BULL] and rng.random() < 0.3:
        out.append(BULL)
    return tuple(out) if len(out) == size and commodity in out else None


def _garbage(rng: random.Random, seat: int, commodities: Sequence[Commodity], n: int) -> Command:
    faces: list[Card] = [*commodities, BULL, BEAR, Commodity.FLAX]
    lot = tuple(rng.choice(faces) for _ in range(rng.randint(0, 5)))
    who = rng.randrange(-1, n + 1)
    return rng.choice(
        [
            MakeOffer(who, lot),
            AcceptOffer(who, rng.randrange(-1, 40), lot),
            WithdrawOffer(who),
            ClaimCorner(who),
            OpenMarket(),
            DealHand(),
        ]
    )


def drive(
    engine: Engine,
    clock: Clock,
    rng: random.Random,
    max_commands: int = 20_000,
    check: Invariants | None = None,
) -> int:
    """Play ``engine``'s game to its end with :func:`random_command` on ``clock``; return commands sent.

    With ``check``, assert after every command that its shadow hands are the engine's.

    Raises:
        AssertionError: the game did not end within ``max_commands``, or the shadow drifted.
    """
    sent = 0
    while engine.phase is not Phase.GAME_OVER:
        assert sent < max_commands, f"game still running after {sent} commands"
        if engine.phase is Phase.READY:
            clock.now_s += 3.0
            engine.submit(DealHand())
            continue
        if engine.phase is Phase.SORTING:
            clock.now_s = engine.sort_ends_at_s
            engine.submit(OpenMarket())
            continue
        clock.now_s += rng.uniform(0.05, 1.0)
        command = random_command(engine, rng)
        if command is None:
            continue
        sent += 1
        with contextlib.suppress(PitError):
            engine.submit(command)
        if check is not None:
            assert check.matches(engine), f"shadow hands drifted from the engine's after {command}"
    return sent


def json_places(value: object, prefix: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place in a JSON value, as key/index paths (``()`` is the value itself)."""
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += json_places(item, (*prefix, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += json_places(item, (*prefix, index))
    return out
