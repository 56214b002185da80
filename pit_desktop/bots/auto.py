"""Auto level: moves the bots' level and the table's pace one step toward the player winning their fair share.

Pure Python and stateless: the host keeps the player's results (one :class:`HandResult` per hand) and asks
:func:`auto_step` between games, and between hands, for the setting to play next. Each step moves one rung
along :data:`AUTO_LADDER`, which changes either the bots' level or the pace, never both:

- **between games**, a weighted staircase on the games themselves: a game won makes the bots a step harder;
  ``players - 1`` games lost at one setting make them a step easier (:func:`losses_to_ease`). Up steps then
  balance down steps only where the player wins one game in ``players``, so over a stretch of games the
  player wins about their fair share whatever the rungs are worth at that table size;
- **between hands**, only after a clear run of corners: so many hands lost in a row, or cornered in a row,
  that a player cornering their fair share would see it less than one time in a hundred (:data:`RUN_P`).
  A game has some twenty hands, so a player far from their level is moved within the first game.

The proof that it settles at the fair share is ``pit-desktop auto`` (``docs/bots.md``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from pit_desktop.bots.level import Level
from pit_desktop.bots.pace import Pace


@dataclass(frozen=True, slots=True)
class AutoSetting:
    """One rung of the ladder: the bots' level and the table's pace.

    Attributes:
        level: every bot's level.
        pace: the table's pace.
    """

    level: Level
    pace: Pace


AUTO_LADDER: tuple[AutoSetting, ...] = (
    AutoSetting(Level.EASY, Pace.RELAXED),
    AutoSetting(Level.EASY, Pace.STANDARD),
    AutoSetting(Level.MEDIUM, Pace.STANDARD),
    AutoSetting(Level.HARD, Pace.STANDARD),
    AutoSetting(Level.HARD, Pace.BRISK),
)
"""The settings Auto moves along, easiest first; neighbours differ in the level or in the pace alone. The
Human seat's win rate falls at every rung (measured in ``docs/bots.md``)."""


class Moment(Enum):
    """When the host asks."""

    GAME = "game"
    """A game has just ended; the next one is about to be dealt."""
    HAND = "hand"
    """A hand has just ended and the game goes on."""


class Change(Enum):
    """Why Auto moved, or did not (stable ids; the window words the sentence)."""

    NONE = "none"
    """Not enough evidence yet, or the player wins about their fair share."""
    EASIER = "easier"
    """The player wins clearly less than their fair share."""
    HARDER = "harder"
    """The player wins clearly more than their fair share."""


@dataclass(frozen=True, slots=True)
class HandResult:
    """How one hand went for the player.

    Attributes:
        level: the bots' level during the hand.
        pace: the pace at the end of the hand.
        players: seats at the table, the player's included.
        cornered: the player cornered this hand.
        game_won: for a game's last hand, whether the player won the game; ``None`` while the game goes on.
    """

    level: Level
    pace: Pace
    players: int
    cornered: bool
    game_won: bool | None = None


@dataclass(frozen=True, slots=True)
class AutoDecision:
    """What Auto decided.

    Attributes:
        setting: the level and pace to play next (the current ones when nothing changes).
        change: which way it moved.
        changed: what changed, as ids: ``()``, ``("level",)`` or ``("pace",)`` (both, ``("level", "pace")``,
            only on a move from a setting off the ladder).
        hands: hands played at the current setting (since the last change).
        games: games finished at the current setting.
    """

    setting: AutoSetting
    change: Change
    changed: tuple[str, ...]
    hands: int
    games: int


RUN_P = 0.01
"""Between hands, a run of losses or wins this unlikely at the fair share is a clear run (at four players:
17 hands lost in a row, or 4 won)."""


def rung_of(setting: AutoSetting) -> int:
    """The index of ``setting`` on :data:`AUTO_LADDER`, or of the nearest rung in difficulty when it is not
    on it (the same level, the pace nearest Standard; a setting of another level goes to Medium, Standard).
    """
    if setting in AUTO_LADDER:
        return AUTO_LADDER.index(setting)
    same_level = [i for i, s in enumerate(AUTO_LADDER) if s.level is setting.level]
    if not same_level:
        return AUTO_LADDER.index(AutoSetting(Level.MEDIUM, Pace.STANDARD))
    order = {Pace.RELAXED: 0, Pace.STANDARD: 1, Pace.BRISK: 2}
    return min(same_level, key=lambda i: abs(order[AUTO_LADDER[i].pace] - order[setting.pace]))


def losses_to_ease(players: int) -> int:
    """Games lost at one setting before the bots get a step easier: ``players - 1``, so that one step up per
    game won balances them at a win rate of one game in ``players``."""
    return max(1, players - 1)


def losing_run(players: int) -> int:
    """Hands lost in a row that make a clear run: the fewest with ``(1 - 1/players) ** n <= RUN_P``."""
    return math.ceil(math.log(RUN_P) / math.log(1.0 - 1.0 / players))


MIN_WINNING_RUN = 4
"""Never fewer corners in a row than this make a clear run: at five seats and more ``(1/players) ** n``
already falls under :data:`RUN_P` at three, but a game there lasts thirty hands and more, so a player
cornering their fair share sees three in a row in about one game in eight, and Auto climbed too high (the
six-seat proof in ``docs/bots.md``). Three and four seats are unchanged (five and four)."""


def winning_run(players: int) -> int:
    """Hands won in a row that make a clear run: the fewest with ``(1/players) ** n <= RUN_P``, and at
    least :data:`MIN_WINNING_RUN`."""
    return max(MIN_WINNING_RUN, math.ceil(math.log(RUN_P) / math.log(1.0 / players)))


def auto_step(history: Sequence[HandResult], current: AutoSetting, moment: Moment) -> AutoDecision:
    """The setting to play next, from the player's results.

    Args:
        history: the player's hands, oldest first (a game's last hand says whether the game was won); only
            the latest ones played at ``current`` (its level and pace) with the latest table size count, so a
            change starts the evidence afresh.
        current: the level and pace now.
        moment: between games or between hands.

    Returns:
        The decision; its ``setting`` is ``current`` when nothing changes (``current`` is also kept when it
        is off the ladder and no move is due).

    Raises:
        ValueError: a hand in ``history`` names fewer than 2 players.
    """
    evidence: list[bool] = []
    games: list[bool] = []
    players = history[-1].players if history else 0
    for hand in reversed(history):
        if hand.players < 2:
            raise ValueError(f"a hand needs at least 2 players, not {hand.players}")
        if hand.level is not current.level or hand.pace is not current.pace or hand.players != players:
            break
        evidence.append(hand.cornered)
        if hand.game_won is not None:
            games.append(hand.game_won)
    change = Change.NONE
    if moment is Moment.GAME and games:
        if games[0]:
            change = Change.HARDER
        elif len(games) >= losses_to_ease(players):
            change = Change.EASIER
    if change is Change.NONE and evidence:
        change = _clear_run(evidence, players)
    rung = rung_of(current)
    if change is Change.EASIER and rung > 0:
        target = AUTO_LADDER[rung - 1]
    elif change is Change.HARDER and rung < len(AUTO_LADDER) - 1:
        target = AUTO_LADDER[rung + 1]
    else:
        return AutoDecision(current, Change.NONE, (), len(evidence), len(games))
    moved = (("level", target.level is not current.level), ("pace", target.pace is not current.pace))
    changed = tuple(name for name, differs in moved if differs)
    return AutoDecision(target, change, changed, len(evidence), len(games))


def _clear_run(latest_first: list[bool], players: int) -> Change:
    """A clear run of losses or wins ending with the latest hand, or :attr:`Change.NONE`."""
    lost = won = 0
    for cornered in latest_first:
        if cornered:
            if lost:
                break
            won += 1
        else:
            if won:
                break
            lost += 1
    if lost >= losing_run(players):
        return Change.EASIER
    if won >= winning_run(players):
        return Change.HARDER
    return Change.NONE
