"""The people the levels are measured against: a family of simulated persons of different speeds and styles.

A level is defined by how it plays against people, and people differ: one is twice as quick as another, one
takes whatever comes, one never takes an offer back. The family below is that spread, written down from what
people do before any measurement and never tuned afterwards: the levels are tuned against the family, never
the family against the levels (``docs/bots.md``, *The people at the table*).

Every member is a :class:`~pit_desktop.games.pit.bots.human.HumanBot` (the Human seat,
:mod:`pit_desktop.games.pit.bots.human`) with its own speed and one of four styles:

- **steady**: the Human seat's own play (collect the commodity held most of, offer the largest other group and
  step it down after 5 s, take the largest offer it can pay, keep the Bull, pass the Bear on);
- **greedy**: takes the oldest offer it can pay (first come, first taken) and pays with the Bull unless it is
  near a corner (:data:`NEAR_CORNER` of its commodity);
- **stubborn**: offers its largest group and never withdraws it;
- **steady, slow to ring**: the steady play, but it takes a long look before it believes its nine of a kind.

Speeds (the sources are in ``docs/bots.md``):

- an ordinary action (offer, accept, withdraw) is an ex-Gaussian with the Human seat's shape (normal body
  μ, σ and exponential tail τ in the Human's proportions, ``σ = 0.19 μ``, ``τ = 0.53 μ``) scaled to the
  member's mean action time, from 1.5 s (a practised player who knows where every card is) to 4 s (a
  newcomer who reads every card before each drag);
- the look at cards received, the bell and how long an offer nobody takes stays up scale with the same
  factor ("twice as quick" is twice as quick at everything), except for the slow ringer, whose bell is its
  own.

Pure Python: no Qt, no engine state, the same contract as every bot.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from enum import Enum

from pit_desktop.core.bots.base import Level
from pit_desktop.core.bots.timing import ReactionTime
from pit_desktop.games.pit.bots.human import (
    HUMAN,
    HUMAN_BELL,
    HUMAN_LOOK_S,
    HUMAN_STEP_DOWN_S,
    HUMAN_TIMING,
    HumanBot,
)
from pit_desktop.games.pit.bots.trader import Style
from pit_desktop.games.pit.engine import BULL, Card, Commodity, PlayerView, PublicOffer

HUMAN_MEAN_S = HUMAN_TIMING.mu_s + HUMAN_TIMING.tau_s
"""The Human seat's mean action time, seconds (2.41 s): the member whose speed factor is 1."""

NEAR_CORNER = 7
"""A greedy person keeps the Bull only while holding at least this many of its commodity (two short of a
corner, or one short with the Bull itself)."""


NEVER_S = 1e6
"""A stubborn person's time before it takes an offer back: never, within any hand (a finite number, so that
every host can arm a timer for it)."""


class PersonStyle(Enum):
    """How a simulated person plays (stable ids, for the command line and tables)."""

    STEADY = "steady"
    """The Human seat's play."""
    GREEDY = "greedy"
    """Takes the oldest offer it can pay; pays with the Bull unless near a corner."""
    STUBBORN = "stubborn"
    """Offers its largest group and never withdraws it."""


@dataclass(frozen=True, slots=True)
class Person:
    """One member of the family.

    Attributes:
        key: a short stable name (``"steady-quick"``), for the command line and the tables.
        title: the name shown in tables.
        style: how it plays.
        mean_s: its mean time for an ordinary action, seconds (the Human seat's is :data:`HUMAN_MEAN_S`).
        bell_factor: how much longer than its speed alone makes it it takes to ring the bell (1: as quick
            as at everything else).
        why: where its numbers come from, in a sentence.
    """

    key: str
    title: str
    style: PersonStyle
    mean_s: float
    bell_factor: float = 1.0
    why: str = ""

    @property
    def speed(self) -> float:
        """How much longer its every delay is than the Human seat's (a multiplier; 1 for the Human seat)."""
        return self.mean_s / HUMAN_MEAN_S

    def timing(self) -> ReactionTime:
        """Its ordinary action time: the Human seat's ex-Gaussian scaled to :attr:`mean_s`."""
        k = self.speed
        human = HUMAN_TIMING
        return ReactionTime(mu_s=human.mu_s * k, sigma_s=human.sigma_s * k, tau_s=human.tau_s * k, hick_s=0.0)

    def bell(self) -> ReactionTime:
        """Its time from holding a corner to the bell."""
        k = self.speed * self.bell_factor
        bell = HUMAN_BELL
        return ReactionTime(mu_s=bell.mu_s * k, sigma_s=bell.sigma_s * k, tau_s=bell.tau_s * k, hick_s=0.0)

    def style_of(self) -> Style:
        """Its :class:`~pit_desktop.games.pit.bots.trader.Style`: the Human seat's, with its speed and
        style."""
        style = replace(
            HUMAN,
            timing=self.timing(),
            claim_timing=self.bell(),
            handle_s=HUMAN_LOOK_S * self.speed,
            step_down_s=HUMAN_STEP_DOWN_S * self.speed,
        )
        if self.style is PersonStyle.GREEDY:
            style = replace(style, keep_bull_at=NEAR_CORNER)
        elif self.style is PersonStyle.STUBBORN:
            style = replace(style, step_down_s=NEVER_S)
        return style


HUMAN_SEAT = Person(
    "steady",
    "Steady (the Human seat)",
    PersonStyle.STEADY,
    HUMAN_MEAN_S,
    why="the Human seat itself: a median action of 2.2 s, a second to look at cards received, the bell a "
    "second after the corner",
)
"""The reference member: exactly the Human seat (:mod:`pit_desktop.games.pit.bots.human`)."""

FAMILY: tuple[Person, ...] = (
    Person(
        "steady-quick",
        "Steady, quick (1.5 s)",
        PersonStyle.STEADY,
        1.5,
        why="a practised player who knows where every card is: drag-and-drop across a window takes about "
        "a second (Fitts's law), plus half a second to choose",
    ),
    HUMAN_SEAT,
    Person(
        "steady-slow",
        "Steady, slow (4 s)",
        PersonStyle.STEADY,
        4.0,
        why="a newcomer who reads each card before each drag: choice time grows with the options "
        "(Hick's law), reading a nine-card hand takes seconds",
    ),
    Person(
        "greedy-quick",
        "Greedy, quick (1.5 s)",
        PersonStyle.GREEDY,
        1.5,
        why="a quick player who takes whatever comes first",
    ),
    Person(
        "greedy-slow",
        "Greedy, slow (3 s)",
        PersonStyle.GREEDY,
        3.0,
        why="an unhurried player who takes whatever comes first",
    ),
    Person(
        "stubborn",
        "Stubborn (2.5 s)",
        PersonStyle.STUBBORN,
        2.5,
        why="a player who puts up their largest group and waits for a taker",
    ),
    Person(
        "slow-ringer",
        "Slow to ring (2.4 s, bell 2.5 s)",
        PersonStyle.STEADY,
        HUMAN_MEAN_S,
        bell_factor=2.5,
        why="a player who counts their nine cards twice before the bell",
    ),
)
"""The family, quickest of each style first. Set from what people do before any measurement."""

PEOPLE: dict[str, Person] = {person.key: person for person in FAMILY}
"""Each member by its key."""


def person_named(key: str) -> Person:
    """The member called ``key``.

    Raises:
        ValueError: no member is called that.
    """
    try:
        return PEOPLE[key]
    except KeyError:
        known = ", ".join(PEOPLE)
        raise ValueError(f"unknown person {key!r}; choose from {known}") from None


class PersonBot(HumanBot):
    """A member of the family at the table; a :class:`~pit_desktop.core.bots.base.Bot` at :attr:`Level.HUMAN`.

    Args:
        seat: the seat it plays.
        rng: its source of randomness.
        person: who it is.
    """

    def __init__(self, seat: int, rng: random.Random, person: Person) -> None:
        super().__init__(seat, rng)
        self.person = person
        self.style = person.style_of()
        self.level = Level.HUMAN
        self._new_hand()

    def _pick(
        self,
        payable: list[tuple[PublicOffer, tuple[Card, ...]]],
        hand: object,
        target: Commodity | None,
    ) -> tuple[PublicOffer, tuple[Card, ...]]:
        """A greedy person takes the oldest offer it can pay; the others the largest (the Human seat's)."""
        if self.person.style is PersonStyle.GREEDY:
            return min(payable, key=lambda op: op[0].posted_at_s)
        return super()._pick(payable, hand, target)

    def _offer_specials(self, view: PlayerView, hand: Counter[Card], target: Commodity | None) -> list[Card]:
        """A greedy person pays with the Bull but never holds it out in an offer of its own: it gives the
        Bull only to close a deal it wants."""
        specials = super()._offer_specials(view, hand, target)
        if self.person.style is PersonStyle.GREEDY:
            return [card for card in specials if card is not BULL]
        return specials
