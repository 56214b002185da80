"""Table pace: how fast the bots play, for a person at the table. Its own small module, so the new-game
choices, the Game menu and the remembered settings can name a pace without loading the strategies.

A pace scales everything that makes a table fast for a person: every bot delay (reactions, the bell, the
look at cards just received), how soon a bot notices an offer that was just posted, how long a bot leaves
its own offer up, and its cap on actions in a few seconds. It never scales the 250 ms reaction floor, and
it never touches the Human seat of the simulator (a person does not slow down with the table).

The table's size scales the same delays on top of the pace, by level (:func:`size_factor`, exactly 1 at
four seats), and splits a bot's attention over the seats it watches (:func:`miss_at`): more seats put more
bots in the race for each offer a person reaches for.
"""

from __future__ import annotations

from enum import Enum
from typing import Protocol


class Pace(Enum):
    """How fast the bots play. The value is the stable id written to saved settings."""

    RELAXED = "relaxed"
    """Slower bots: every bot delay about 15% longer (a small step: the Human seat's results turn on speed
    sharply, ``docs/bots.md``)."""
    STANDARD = "standard"
    """The pace the levels are measured at (``docs/bots.md``); the default."""
    BRISK = "brisk"
    """Quicker bots, for a practised player: every bot delay about 10% shorter."""

    @property
    def factor(self) -> float:
        """How much longer every bot delay is than at Standard (a multiplier, 1.0 at Standard)."""
        return PACE_FACTORS[self]

    @property
    def display_name(self) -> str:
        """The English name, for logs, the command line and as a fallback; the window translates its own."""
        return self.value.capitalize()

    @classmethod
    def from_id(cls, pace_id: str) -> Pace:
        """The pace of a saved id (``"relaxed"``, ``"standard"``, ``"brisk"``).

        Raises:
            ValueError: ``pace_id`` names no pace.
        """
        try:
            return cls(pace_id)
        except ValueError:
            known = ", ".join(p.value for p in cls)
            raise ValueError(f"unknown pace {pace_id!r}; choose from {known}") from None


PACE_FACTORS: dict[Pace, float] = {Pace.RELAXED: 1.15, Pace.STANDARD: 1.0, Pace.BRISK: 0.9}
"""Each pace's multiplier of the bots' delays (measured in ``docs/bots.md``)."""

PACES: tuple[Pace, ...] = (Pace.RELAXED, Pace.STANDARD, Pace.BRISK)
"""The paces from slowest to quickest, as a player is offered them."""


class SpeedFactors(Protocol):
    """What a bot reads of speed matching: three multipliers of its delays (1.0: the Human seat's speed), and
    how readily the person passes the Bull on."""

    take: float
    """Its ordinary decisions (reaction times, the burst cap, how long an offer stays up, the idle look)."""
    look: float
    """Its look at cards received."""
    bell: float
    """Its bell."""
    bull: float
    """In Pit, how readily the person passes the Bull on, from 0.0 (keeps it, as the Human seat does) to 1.0
    (trades it away every time it comes to them): the bots keep the Bull as little (0.0 in a game without
    one)."""


class _Fixed:
    """Fixed tempos: every factor 1.0, and the bots keep the Bull by their level alone."""

    __slots__ = ()
    take = 1.0
    look = 1.0
    bell = 1.0
    bull = 0.0


FIXED_TEMPO: SpeedFactors = _Fixed()
"""No speed matching: the bots play their levels' own tempos (at the Human seat's speed)."""


class TablePace:
    """The pace of one table, shared by all its bots and changed by the host at any moment.

    Every bot reads it at each decision, so a change takes effect at once; a step a bot has already
    scheduled keeps its time. Reading and setting are single attribute accesses: safe from any thread (the
    window sets it in one thread, the GUI thread, while bot threads read it; a bot reading between the
    setting of :attr:`pace` or :attr:`ease` and the new :attr:`factor` plays that step at the old one).

    Args:
        pace: the starting pace.
    """

    __slots__ = ("_ease", "_factor", "_pace", "match")

    def __init__(self, pace: Pace = Pace.STANDARD, match: SpeedFactors | None = None) -> None:
        self._pace = pace
        self._ease = 1.0
        self._factor = PACE_FACTORS[pace]
        self.match: SpeedFactors = match if match is not None else FIXED_TEMPO
        """The factors of speed matching (:mod:`pit_desktop.games.pit.bots.matching`): how much longer than
        the Human seat the person at the table takes to take an offer (``take``), to act after cards arrive
        (``look``) and to ring (``bell``); :data:`FIXED_TEMPO` (all 1.0) when the bots play at fixed tempos.
        Assign another to switch matching on or off; a bot reads it at each decision."""

    @property
    def pace(self) -> Pace:
        """The current pace; assign a :class:`Pace` to change it."""
        return self._pace

    @pace.setter
    def pace(self, pace: Pace) -> None:
        self._pace = pace
        self._factor = PACE_FACTORS[pace] * self._ease

    @property
    def ease(self) -> float:
        """Auto's multiplier of every bot delay on top of the pace (:mod:`pit_desktop.games.pit.bots.auto`);
        1.0 when the player chose the level. A float replaced whole: safe to set from any thread."""
        return self._ease

    @ease.setter
    def ease(self, ease: float) -> None:
        self._ease = ease
        self._factor = PACE_FACTORS[self._pace] * ease

    @property
    def factor(self) -> float:
        """The current delay multiplier of the pace and Auto's ease (1.0 at Standard, no ease): worked out
        when either is set, not at each of the bots' many reads (a dictionary keyed by an enum member, whose
        hash is a Python call)."""
        return self._factor


# ---------------------------------------------------------------------- the table's size

SIZE_SEATS = 4
"""The table size the levels were first measured at (``docs/bots.md``): there the table's size changes
nothing, and every other size is measured from it."""


def size_factor(size_tempo: tuple[float, float], players: int) -> float:
    """How much longer every bot delay is at a table of ``players`` seats than at four (a multiplier,
    exactly 1.0 at four seats, never under one half).

    More seats put more bots in the race for each offer a person reaches for, so a bot plays a little
    slower at a bigger table and a little quicker at a smaller one, and each level stays about as hard for a
    person at any size.

    Args:
        size_tempo: the level's (:attr:`~pit_desktop.games.pit.bots.trader.Style.size_tempo`): how much
            shorter every delay is per seat below four, and how much longer per seat above four
            (fractions).
        players: seats at the table.
    """
    if players == SIZE_SEATS:
        return 1.0
    below, above = size_tempo
    if players < SIZE_SEATS:
        return max(0.5, 1.0 - below * (SIZE_SEATS - players))
    return 1.0 + above * (players - SIZE_SEATS)


def miss_at(miss_p: float, players: int) -> float:
    """The chance of never noticing an offer at a table of ``players`` seats, for a bot that misses
    ``miss_p`` of them at four seats (returned unchanged there).

    A bot watches the other ``players - 1`` seats: with its attention split over more of them, each is
    seen less well. The chance of noticing an offer is ``(1 - miss_p) ** ((players - 1) / 3)``, so a
    watchful bot stays watchful at any size while an inattentive one loses more at a big table.
    """
    if players == SIZE_SEATS or miss_p <= 0.0:
        return miss_p
    watched = (players - 1) / (SIZE_SEATS - 1)
    return 1.0 - (1.0 - miss_p) ** watched
