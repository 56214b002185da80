"""Speed matching: the bots play at a tempo relative to the person at the table, measured as they play.

Half a second of a person's own speed once moved their result against a level from Easy's to beyond Hard's:
what a player met was decided by how fast they were, not by the level they chose. So the table measures the
person it plays against and scales every bot's delays by how quick that person is compared with the Human
seat (:mod:`pit_desktop.games.pit.bots.human`), the person the levels were first set against. A level is then
a judgement and a tempo *relative to you*.

What is measured, from the engine's public record of the person's own commands and the events of the table
(the same code for the window's player and for a simulated person in ``simulate`` and ``tournament``):

- **take**: how long after an offer appears the person tries to take it (every try, a lost race included: the
  try says how quick the person was, whoever won). The cards on the floor are face down, so an offer is what
  the person sees: a seat's shout. A seat that shouts the same count again within :data:`GONE_S` of its last
  offer going (scaled by the take factor measured so far: a quicker person sees it go sooner) (a bot posting
  again while the person drags) shows the same offer to the person, and a try on it is measured from when that
  shout first appeared, unless the person already tried the one it replaced (then the new one is news,
  measured from its own appearance). A try sooner than a person could have seen and answered an offer
  (:data:`SEEN_S`) was aimed at the one it replaced, whatever its count, and is measured from that one, or not
  at all;
- **look**: how long after cards arrive the person's next command comes;
- **bell**: how long after the person first holds a corner they ring;
- **the Bull**: how readily the person passes the Bull on: of the times the Bull came to the person (dealt
  or received), the share that ended with the person trading it away rather than keeping it to the end of
  the hand. A person who passes the Bull on meets bots that do not hoard it either (they keep it only as it
  makes their corner, :meth:`~pit_desktop.games.pit.bots.trader.TraderBot.bull_keep_at`): the Bull is the
  strongest card of the game, and a table that keeps every Bull it is handed decides the game by a habit,
  not by the level chosen (``docs/bots.md``, *A level relative to you*).

Each is a ratio to the same figure measured on the Human seat (:data:`HUMAN_FIGURES`, which depend on the
table's size). Until a few actions have been seen the ratio stays near 1 (the Human seat's figures are the
starting point, left over :data:`PRIOR_WEIGHT` actions); each new action moves it by at most :data:`MAX_STEP`,
so the table never changes tempo by a jump; and it stays within :data:`FACTOR_RANGE`.

A bot reads the factors at each decision through its table's :class:`~pit_desktop.core.bots.pace.TablePace`
(:attr:`~pit_desktop.core.bots.pace.TablePace.match`): the **take** factor scales its ordinary decisions
(reaction times, the burst cap, how long it leaves an offer up, its idle look-around), **look** its look at
cards received, **bell** its bell; **bull** (a share, 0 to 1) how long it keeps the Bull.

Thread affinity: :meth:`SpeedMeter.observe` and :meth:`SpeedMeter.command` are called from one thread (the
window's GUI thread, or the simulator's loop); the factors are plain attributes, read from any thread (a bot
thread reads a float that is replaced whole).
"""

from __future__ import annotations

import statistics
from collections import Counter, deque
from dataclasses import dataclass

from pit_desktop.games.pit.engine import (
    BULL,
    AcceptOffer,
    Card,
    CardsDealt,
    CardsReceived,
    ClaimCorner,
    Command,
    Event,
    HandDealt,
    OfferPosted,
    OfferWithdrawn,
    TradeCompleted,
    has_corner,
)


@dataclass(frozen=True, slots=True)
class HumanFigures:
    """The Human seat's medians, as this meter measures them at one table size against Medium bots at fixed
    tempos (``python benchmarks/bench_matching.py --games 120``, 120 games a size, the Human seat in every
    seat in turn): the figures a person is compared with.

    Attributes:
        take_s: from an offer appearing to the try to take it, seconds (more seats, more to do: longer).
        look_s: from cards arriving to the next command, seconds.
        bell_s: from first holding a corner to the bell, seconds.
    """

    take_s: float
    look_s: float
    bell_s: float


HUMAN_FIGURES: dict[int, HumanFigures] = {
    3: HumanFigures(3.88, 1.23, 1.09),
    4: HumanFigures(4.03, 1.22, 1.13),
    5: HumanFigures(4.26, 1.39, 1.09),
    6: HumanFigures(4.38, 1.33, 1.07),
    7: HumanFigures(4.50, 1.40, 1.09),
    8: HumanFigures(4.60, 1.42, 1.07),
}
"""The Human seat's figures by table size."""


def human_figures(players: int) -> HumanFigures:
    """The Human seat's figures at a table of ``players`` seats (the nearest size measured)."""
    sizes = sorted(HUMAN_FIGURES)
    return HUMAN_FIGURES[min(max(players, sizes[0]), sizes[-1])]


PRIOR_WEIGHT = 5
"""How many actions it takes to leave the starting point (the Human seat's figures): the estimate moves from
it toward the person's own median a step per action and rests on the person's alone after this many."""

WINDOW = 150
"""How many of each kind of action are remembered (the latest): a median of this many is within about 5% of
the person's true median (a tendency of some 200 tries to take an offer in a game)."""

MAX_STEP = 0.10
"""The most one action moves a factor, as a fraction of it (10%): a person twice as quick as the Human seat
is matched within seven tries to take an offer, about half a hand."""

FACTOR_RANGE = (0.45, 2.5)
"""The factors never leave this range: a person more than twice as quick as the Human seat, or two and a
half times as slow, plays bots at those limits."""

SEEN_S = 0.8
"""The soonest a person sees an offer and answers it, seconds (the bots' floor, no take sooner than this, is
the same figure). A try on an offer younger than this was aimed at the one it replaced."""

GONE_S = 3.0
"""For this long after a seat's offer goes, seconds, a person still aiming at it has not seen it go: cards
sent to the seat are meant for that offer (the window names it in the command, and the engine says it is
gone), and the seat's next offer of the same count is, to the person, the same one."""

BULL_PRIOR = 1
"""How many times kept weigh against the first few times the Bull comes to the person: the share passed on
starts at the Human seat's (none) and is counted over the person's own plus this many kept (after one pass,
0.5; after three in a row, 0.75)."""

LONGEST_S = 20.0
"""A gap longer than this is not a reaction (the person was thinking, away, or had nothing to do): not
counted."""


@dataclass(frozen=True, slots=True)
class SpeedReading:
    """What the meter has made of the person so far.

    Attributes:
        take: the take factor (the person's time to take an offer over the Human seat's).
        look: the look factor.
        bell: the bell factor.
        takes: tries to take an offer measured.
        looks: looks measured.
        bells: bells measured.
        lost_races: the person's tries to take an offer that found it gone (R-TRADE-7).
    """

    take: float
    look: float
    bell: float
    takes: int
    looks: int
    bells: int
    lost_races: int


class _Measure:
    """One kind of action: its latest times and the factor they make, moved smoothly."""

    __slots__ = ("factor", "ref_s", "seen", "times")

    def __init__(self, ref_s: float) -> None:
        self.ref_s = ref_s
        self.times: deque[float] = deque(maxlen=WINDOW)
        self.seen = 0
        self.factor = 1.0

    def median_s(self) -> float | None:
        """The median of the times remembered, seconds, or ``None`` before the first."""
        return statistics.median(self.times) if self.times else None

    def add(self, seconds: float) -> None:
        if not (0.0 < seconds <= LONGEST_S):
            return
        self.seen += 1
        self.times.append(seconds)
        ratio = statistics.median(self.times) / self.ref_s
        estimate = ratio ** min(1.0, self.seen / PRIOR_WEIGHT)
        low, high = FACTOR_RANGE
        step = min(max(estimate / self.factor, 1.0 - MAX_STEP), 1.0 + MAX_STEP)
        self.factor = min(max(self.factor * step, low), high)


class SpeedMeter:
    """Measures one seat's speed from its commands and the table's events, and hands the bots factors.

    Args:
        seat: the seat measured (the person's).
        players: seats at the table (the Human seat's figures depend on it, :func:`human_figures`).
        log: if given, every time measured is appended to it as ``(kind, seconds)``, ``kind`` one of
            ``"take"``, ``"look"``, ``"bell"`` (for measuring the meter itself).
    """

    def __init__(self, seat: int, players: int, log: list[tuple[str, float]] | None = None) -> None:
        self.seat = seat
        self._log = log
        figures = human_figures(players)
        self._take = _Measure(figures.take_s)
        self._look = _Measure(figures.look_s)
        self._bell = _Measure(figures.bell_s)
        self.take = 1.0
        """The factor of the bots' ordinary decisions (1.0 for a person as quick as the Human seat)."""
        self.look = 1.0
        """The factor of the bots' look at cards received."""
        self.bell = 1.0
        """The factor of the bots' bell."""
        self.bull = 0.0
        """How readily the person passes the Bull on (0.0 to 1.0): of the latest :data:`WINDOW` times the
        Bull came to them, the share they traded it away, counted with :data:`BULL_PRIOR` times kept."""
        self._bull_spells: deque[bool] = deque(maxlen=WINDOW)
        self._holds_bull = False
        self.lost_races = 0
        """The person's tries to take an offer that found it gone, over everything measured."""
        self._posted: dict[int, float] = {}
        # an offer that replaced its seat's last: (the first offer of that run, when it showed, whether the
        # counts were the same all along)
        self._chain: dict[int, tuple[int, float, bool]] = {}
        self._tried: set[int] = set()  # runs of offers (their first offer's id) the person has tried
        self._last_offer: dict[int, tuple[int, int]] = {}  # each seat's latest offer: its id and count
        self._gone_at: dict[int, float] = {}  # when each seat's latest offer left the floor
        self._received_at: float | None = None
        self._hand: Counter[Card] = Counter()
        self._bull_bear = True
        self._corner_at: float | None = None

    def resume_from(self, take: float, look: float, bell: float) -> None:
        """Start from factors measured before (the same person's last game) instead of the Human seat's: they
        hold until this game's own actions move them, a step of at most :data:`MAX_STEP` each, and the new
        figures weigh fully from the first action on.

        Raises:
            ValueError: a factor is not a finite positive number.
        """
        low, high = FACTOR_RANGE
        for measure, factor in ((self._take, take), (self._look, look), (self._bell, bell)):
            if not (isinstance(factor, int | float) and 0.0 < factor < float("inf")):
                raise ValueError(f"a speed factor must be a positive number, not {factor!r}")
            measure.factor = min(max(float(factor), low), high)
            measure.seen = PRIOR_WEIGHT
        self.take, self.look, self.bell = self._take.factor, self._look.factor, self._bell.factor

    def medians_s(self) -> tuple[float | None, float | None, float | None]:
        """The person's own medians so far, seconds: take, look and bell (``None`` where none was seen)."""
        return self._take.median_s(), self._look.median_s(), self._bell.median_s()

    def reading(self) -> SpeedReading:
        """The factors and how much they rest on."""
        return SpeedReading(
            self.take,
            self.look,
            self.bell,
            len(self._take.times),
            len(self._look.times),
            len(self._bell.times),
            self.lost_races,
        )

    def observe(self, event: Event) -> None:
        """Take in one event of the table (every public event, and the measured seat's private ones; events
        private to other seats are ignored)."""
        match event:
            case HandDealt():
                if self._holds_bull:
                    self._bull_spell(passed=False)
                self._posted.clear()
                self._chain.clear()
                self._tried.clear()
                self._last_offer.clear()
                self._gone_at.clear()
                self._received_at = None
                self._corner_at = None
                self._hand.clear()
            case CardsDealt() if event.seat == self.seat:
                self._hand = Counter(event.cards)
                self._corner_at = None
                self._holds_bull = self._bull_bear and BULL in self._hand
            case OfferPosted() if event.seat != self.seat:
                self._posted[event.offer_id] = event.at_s
                before = self._last_offer.get(event.seat)
                gone = self._gone_at.get(event.seat)
                if before is not None and gone is not None:
                    gap = event.at_s - gone
                    before_id, before_count = before
                    same = before_count == event.count and gap < GONE_S * self.take
                    if same or gap < SEEN_S:
                        first, shown, all_same = self._chain.get(
                            before_id, (before_id, self._posted[before_id], True)
                        )
                        if first not in self._tried:
                            self._chain[event.offer_id] = (first, shown, all_same and same)
                self._last_offer[event.seat] = (event.offer_id, event.count)
            case OfferWithdrawn() if event.seat != self.seat:
                self._gone_at[event.seat] = event.at_s
            case TradeCompleted() if event.offerer != self.seat:
                self._gone_at[event.offerer] = event.at_s
            case CardsReceived() if event.seat == self.seat:
                self._received_at = event.at_s
                hand = self._hand
                hand.subtract(event.gave)
                hand.update(event.cards)
                if self._holds_bull and BULL in event.gave:
                    self._bull_spell(passed=True)
                if self._bull_bear and BULL in event.cards:
                    self._holds_bull = True
                if self._corner_at is None and has_corner(+hand, self._bull_bear):
                    self._corner_at = event.at_s
                elif self._corner_at is not None and not has_corner(+hand, self._bull_bear):
                    self._corner_at = None

    def command(self, at_s: float, command: Command, refused_reason: str | None = None) -> None:
        """Take in one command the measured seat submitted at ``at_s`` (clock seconds), and whether the
        engine refused it and why (its short reason, e.g. ``"offer_gone"``); other seats' are ignored."""
        if getattr(command, "seat", None) != self.seat:
            return
        if self._received_at is not None:
            self._add("look", self._look, at_s - self._received_at)
            self.look = self._look.factor
            self._received_at = None
        if type(command) is AcceptOffer:
            offer_id = command.offer_id
            posted = self._posted.get(offer_id)
            chain = self._chain.get(offer_id)
            if posted is not None:
                if chain is not None and (chain[2] or at_s - posted < SEEN_S):
                    posted = chain[1]  # the same shout to the person, or aimed at the offer it replaced
                elif at_s - posted < SEEN_S:  # sooner than anyone could answer it, and nothing it replaced
                    posted = None
                self._tried.add(chain[0] if chain is not None else offer_id)
            if posted is not None:
                self._add("take", self._take, at_s - posted)
                self.take = self._take.factor
            if refused_reason == "offer_gone":
                self.lost_races += 1
        elif type(command) is ClaimCorner and refused_reason is None and self._corner_at is not None:
            self._add("bell", self._bell, at_s - self._corner_at)
            self.bell = self._bell.factor
            self._corner_at = None

    def _bull_spell(self, passed: bool) -> None:
        """The Bull has left the person's hand (``passed``) or stayed to the hand's end."""
        self._holds_bull = False
        self._bull_spells.append(passed)
        self.bull = sum(self._bull_spells) / (len(self._bull_spells) + BULL_PRIOR)

    def _add(self, kind: str, measure: _Measure, seconds: float) -> None:
        if self._log is not None and 0.0 < seconds <= LONGEST_S:
            self._log.append((kind, seconds))
        measure.add(seconds)

    def bull_bear(self, on: bool) -> None:
        """Tell the meter whether the Bull and the Bear are in play (V-BULL-BEAR), for its corner check."""
        self._bull_bear = on
