"""One all-bot game as a picklable job, and what it came to: the unit of work of ``simulate`` and
``tournament``, run in worker processes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from pit_desktop.games.pit.bots import Bot, Level, Pace, TablePace, make_bot
from pit_desktop.games.pit.bots.matching import SpeedMeter
from pit_desktop.games.pit.engine import Edition, GameSettings
from pit_desktop.games.pit.sim.runner import HeadlessTable


@dataclass(frozen=True, slots=True)
class GameSpec:
    """Which bots play one game, and its seeds.

    Attributes:
        levels: the level of each seat, seat 0 first.
        seed: the engine's seed (suits in play, first dealer, every shuffle).
        bot_seed: a string that seeds each bot's rng together with its seat.
        equal_timing: give every bot the same speed and attention (Medium's), to compare judgement alone.
        edition: the edition played.
        short_game: play to 250 instead of 500 (V-SHORT).
        focus: the seat under test (a tournament tallies that seat alone), or ``-1`` for every seat.
        pace: the table's pace (the Human seat keeps its own).
        person: the member of the family of simulated people
            (:data:`~pit_desktop.games.pit.bots.people.FAMILY`, by key) in the :attr:`Level.HUMAN` seat;
            ``""`` for the Human seat itself.
        match: the bots match the speed of the :attr:`Level.HUMAN` seat
        (:mod:`pit_desktop.games.pit.bots.matching`),
            as they match the player's in the window.
    """

    levels: tuple[Level, ...]
    seed: int
    bot_seed: str
    equal_timing: bool = False
    edition: Edition = Edition.MODERN
    short_game: bool = False
    focus: int = -1
    pace: Pace = Pace.STANDARD
    person: str = ""
    match: bool = False


@dataclass(frozen=True, slots=True)
class GameOutcome:
    """One game's figures, per seat where it matters.

    Attributes:
        levels: the level of each seat.
        winner: the winning seat, ``-1`` if the game was abandoned after a stalled hand.
        scores: final scores by seat.
        corners: hands cornered by each seat.
        hand_trades: trades in each hand, in order.
        hand_market_s: game time from the bell to the corner of each hand, seconds.
        stalled: hands that ran past the stall limit (the game then ends with no winner).
        focus: the seat under test, or ``-1`` for every seat (from the spec).
        accepts: offers each seat tried to take over the game, by seat (empty when not counted).
        landed: of those, the trades that happened, by seat; the rest found the offer gone or changed.
    """

    levels: tuple[Level, ...]
    winner: int
    scores: tuple[int, ...]
    corners: tuple[int, ...]
    hand_trades: tuple[int, ...]
    hand_market_s: tuple[float, ...]
    stalled: int
    focus: int = -1
    accepts: tuple[int, ...] = ()
    landed: tuple[int, ...] = ()

    @property
    def hands(self) -> int:
        """Hands played."""
        return len(self.hand_trades)


def play(spec: GameSpec) -> GameOutcome:
    """Play one game on the virtual clock. Pure function of ``spec`` (deterministic)."""
    players = len(spec.levels)
    settings = GameSettings(players=players, edition=spec.edition, short_game=spec.short_game)
    timing_of = Level.MEDIUM if spec.equal_timing else None
    meter = None
    if spec.match and Level.HUMAN in spec.levels:
        meter = SpeedMeter(spec.levels.index(Level.HUMAN), players)
    pace = TablePace(spec.pace, meter)
    bots = [_seat_bot(spec, seat, level, timing_of, pace) for seat, level in enumerate(spec.levels)]
    result = HeadlessTable(settings, bots, seed=spec.seed, meter=meter).play_game()
    corners = [0] * players
    for hand in result.hands:
        if hand.cornered_by >= 0:
            corners[hand.cornered_by] += 1
    return GameOutcome(
        levels=spec.levels,
        winner=result.winner,
        scores=result.scores,
        corners=tuple(corners),
        hand_trades=tuple(h.trades for h in result.hands),
        hand_market_s=tuple(round(h.market_s, 3) for h in result.hands),
        stalled=sum(h.stalled for h in result.hands),
        focus=spec.focus,
        accepts=tuple(sum(h.accepts[seat] for h in result.hands) for seat in range(players)),
        landed=tuple(sum(h.landed[seat] for h in result.hands) for seat in range(players)),
    )


def _seat_bot(spec: GameSpec, seat: int, level: Level, timing_of: Level | None, pace: TablePace) -> Bot:
    """The bot of ``seat``: a member of the family in the Human seat when the spec names one."""
    rng = random.Random(f"{spec.bot_seed}/{seat}")
    if level is Level.HUMAN and spec.person:
        from pit_desktop.games.pit.bots.people import PersonBot, person_named

        return PersonBot(seat, rng, person_named(spec.person))
    return make_bot(level, seat, rng, timing_of, pace)


def play_many(specs: list[GameSpec]) -> list[GameOutcome]:
    """Play ``specs`` in order (one worker's chunk)."""
    return [play(spec) for spec in specs]
