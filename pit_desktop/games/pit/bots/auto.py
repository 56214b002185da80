"""Auto level: the bots' strength follows the player, hand by hand, toward the player cornering a fair share.

Pure Python and stateless: the host keeps the player's results (one :class:`HandResult` per hand) and asks
:func:`auto_step` after every hand for the setting to play next.

**One scale of difficulty.** A setting is a level and an *ease*, a multiplier of every bot delay on top of the
pace, the table's size and speed matching (:attr:`~pit_desktop.core.bots.pace.TablePace.ease`). Against the
Human seat the levels sit on one scale of tempo (``docs/bots.md``: Easy plays about like Medium 15% slower,
Hard like Medium 10% quicker), so a setting has a *difficulty* ``d``, the logarithm of the Medium tempo it
plays like (0 for Medium at its own tempo, above 0 easier): Easy at ease ``m`` is ``ln 1.15 + ln m``, Medium
``ln m``, Hard ``ln 0.9 + ln m``. Auto moves ``d`` smoothly and the level changes where the scale crosses
from one level to the next (with a margin, so that it does not go back and forth).

**What it learns from.** The player's *skill* ``θ`` is the difficulty at which they would corner their fair
share of hands (one in ``players``); Auto starts from the setting it was given (``θ`` = its difficulty, give
or take :data:`PRIOR_SD`) and after every hand updates its estimate with what the hand showed:

- **the hand won or lost**: the chance of a corner at difficulty ``d`` is a logistic curve around the fair
  share, ``logit p = logit(1/players) + A (d - θ)`` with :data:`CORNER_SLOPE` (measured on the Human seat);
- **by how far**: in a hand lost, how many cards of one commodity (the Bull counting as one) the player held
  at the end against the other losers' mean (``closeness``, at most :data:`CLOSENESS_CLIP` either way); it
  moves :data:`CLOSENESS_SLOPE` cards per unit of difficulty, with a spread of :data:`CLOSENESS_SD` cards a
  hand (measured on the Human seat);
- **the player's measured speed**, when the bots do not match it (:mod:`pit_desktop.games.pit.bots.matching`):
  a player slower than the Human seat by a factor ``k`` meets bots at fixed tempos ``ln k`` harder, and needs
  that much more ease.

Both observations update ``θ`` as a Kalman filter does (the corner through its logistic curve, linearised), so
two hands already move it and each later hand moves it less. The next difficulty is the estimate, moved by
at most :data:`MAX_STEP` a hand: a player who loses four of six hands to one bot sees the table ease off by
then, never in a jump. The table never gets quicker right after a hand the player lost, nor slower right
after a corner: what the player just saw happen is never answered the other way. Offers the player lost to
bots (R-TRADE-7) are counted and said in the words, since with matching on they measure the bots' speed
against the player's, which matching already follows.

The proof that it brings every member of the family of simulated people near their fair share is
``pit-desktop auto`` (``docs/bots.md``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from pit_desktop.core.bots.level import Level
from pit_desktop.core.bots.pace import PACE_FACTORS, Pace


@dataclass(frozen=True, slots=True)
class AutoSetting:
    """What the bots play: every bot's level, the table's pace and Auto's ease.

    Attributes:
        level: every bot's level (Easy, Medium or Hard).
        pace: the table's pace.
        ease: a multiplier of every bot delay on top of the pace (1.0: the level's own tempo).
    """

    level: Level
    pace: Pace
    ease: float = 1.0


AUTO_LADDER: tuple[AutoSetting, ...] = (
    AutoSetting(Level.EASY, Pace.RELAXED),
    AutoSetting(Level.EASY, Pace.STANDARD),
    AutoSetting(Level.MEDIUM, Pace.STANDARD),
    AutoSetting(Level.HARD, Pace.STANDARD),
    AutoSetting(Level.HARD, Pace.BRISK),
)
"""Five landmarks of the scale, easiest first: where a remembered Auto game starts from (the nearest one is
kept between games) and what the new-game dialog names."""


class Moment(Enum):
    """When the host asks."""

    GAME = "game"
    """A game has just ended; the next one is about to be dealt."""
    HAND = "hand"
    """A hand has just ended and the game goes on."""


class Change(Enum):
    """Why Auto moved, or did not (stable ids; the window words the sentence)."""

    NONE = "none"
    """Nothing to change: the player corners about their fair share, or the step is too small to make."""
    EASIER = "easier"
    """The player corners less than their fair share: the bots slow down or a level down."""
    HARDER = "harder"
    """The player corners more than their fair share: the bots speed up or a level up."""


@dataclass(frozen=True, slots=True)
class HandResult:
    """How one hand went for the player.

    Attributes:
        level: the bots' level during the hand.
        pace: the pace at the end of the hand.
        players: seats at the table, the player's included.
        cornered: the player cornered this hand.
        game_won: for a game's last hand, whether the player won the game; ``None`` while the game goes on.
        ease: Auto's ease during the hand.
        closeness: in a hand the player lost, their largest group of one commodity at the end (the Bull
            counting one) less the mean of the other losers' (cards); ``None`` if not known.
        tries: the player's tries to take an offer this hand.
        lost: of those, the tries that found the offer gone (R-TRADE-7).
        speed: how much longer than the Human seat the player took to take an offer (the meter's take factor,
            :mod:`pit_desktop.games.pit.bots.matching`), or ``None`` if not measured.
        matched: whether the bots matched the player's speed during the hand.
    """

    level: Level
    pace: Pace
    players: int
    cornered: bool
    game_won: bool | None = None
    ease: float = 1.0
    closeness: float | None = None
    tries: int = 0
    lost: int = 0
    speed: float | None = None
    matched: bool = True


@dataclass(frozen=True, slots=True)
class AutoReason:
    """What Auto saw, for the sentence that says why it moved.

    Attributes:
        hands: the hands it looked back over (the latest, at most :data:`REASON_HANDS`).
        cornered: of those, the hands the player cornered.
        short_by: in the hands lost, how many cards the player's largest group was short of the other
            losers' on average (negative: ahead of them); ``None`` if not known.
        lost_share: the share of the player's tries to take an offer that found it gone, over those hands;
            ``None`` without tries.
    """

    hands: int
    cornered: int
    short_by: float | None
    lost_share: float | None


@dataclass(frozen=True, slots=True)
class AutoDecision:
    """What Auto decided.

    Attributes:
        setting: the level, pace and ease to play next (the current ones when nothing changes).
        change: which way it moved.
        changed: what changed, as ids: ``()``, ``("ease",)``, ``("level",)`` or ``("level", "ease")`` (and
            ``"pace"`` when a setting with another pace is brought to Standard).
        hands: hands it has learnt from.
        games: games finished among them.
        difficulty: the difficulty of ``setting`` on Auto's scale.
        skill: Auto's estimate of the difficulty at which the player corners a fair share.
        reason: what it saw.
    """

    setting: AutoSetting
    change: Change
    changed: tuple[str, ...]
    hands: int
    games: int
    difficulty: float
    skill: float
    reason: AutoReason


EASY_AT = math.log(1.15)
"""Easy at its own tempo plays about like Medium 15% slower against the Human seat (``docs/bots.md``: the
Human wins 62.9% against three Easy and 64.9% against three Medium at Relaxed)."""

HARD_AT = math.log(0.90)
"""Hard at its own tempo plays about like Medium 10% quicker (the Human wins 12.0% against three Hard and
12.6% against three Medium at Brisk)."""

LEVEL_AT: dict[Level, float] = {Level.EASY: EASY_AT, Level.MEDIUM: 0.0, Level.HARD: HARD_AT}
"""Where each level sits on the scale at an ease of 1."""

LEVEL_MARGIN = 0.03
"""A level changes only when the difficulty passes the border between two levels by this much."""

EASE_RANGE = (0.80, 1.50)
"""Auto's ease stays within this: Hard no quicker than ×0.8, Easy no slower than ×1.5."""

PRIOR_SD = 0.3
"""How far from where it starts Auto expects a player's skill to lie (one standard deviation, on the scale):
the family of simulated people spans about ±0.2 against Medium, and a person new to Pit may lie beyond it.
At 0.15 a player who lost eight hands in a row, ending as close to a corner as the others, still met Medium
a tenth slower (tried in the window: five hands lost, and Auto at Medium throughout); at 0.3 two such
hands take Medium to Easy."""

CORNER_SLOPE = 3.0
"""``A`` of the corner's logistic curve: at four seats a corner gets some 0.56 more likely per unit of
difficulty near the fair share (the Human seat: 0.21, 0.29, 0.34 and 0.41 of hands cornered against three
Medium at ×0.9, ×1.0, ×1.1 and ×1.2)."""

CLOSENESS_SLOPE = 0.9
"""Cards of closeness per unit of difficulty (the Human seat against three Medium: −0.02, +0.06, +0.20, +0.23
at ×0.9 … ×1.2)."""

CLOSENESS_SD = 1.3
"""The spread of one hand's closeness, cards."""

CLOSENESS_CLIP = 2.0
"""One hand's closeness counts at most this many cards either way. Its slope was measured on the Human seat
within a quarter of a card of even; a hand lost holding eight and the Bull, or a corner out-rung, is one hand
four cards ahead of the others, and taken at its face it made Auto quicker after four hands lost in a row."""

MAX_STEP = 0.08
"""The most the difficulty moves after one hand (about 8% of every bot delay)."""

MIN_MOVE = 0.01
"""A move smaller than this is not made (nothing a player could feel)."""

REASON_HANDS = 6
"""The latest hands the sentence speaks of."""


def difficulty_of(setting: AutoSetting) -> float:
    """Where ``setting`` sits on Auto's scale (0: Medium at its own tempo; above 0 easier)."""
    at = LEVEL_AT.get(setting.level, 0.0)
    return at + math.log(PACE_FACTORS[setting.pace]) + math.log(setting.ease)


def _bounds() -> tuple[float, float]:
    low, high = EASE_RANGE
    return HARD_AT + math.log(low), EASY_AT + math.log(high)


def setting_at(difficulty: float, current: Level) -> AutoSetting:
    """The setting at ``difficulty`` (clamped to Auto's range), keeping ``current``'s level unless the
    difficulty has passed the border to the next one by :data:`LEVEL_MARGIN`. The pace is Standard: Auto's
    own tempo is the ease."""
    low, high = _bounds()
    d = min(max(difficulty, low), high)
    easy_border, hard_border = EASY_AT / 2, HARD_AT / 2  # halfway between the levels' own places
    if current is Level.EASY:
        level = Level.EASY if d > easy_border - LEVEL_MARGIN else _middle_or_hard(d, hard_border)
    elif current is Level.HARD:
        level = Level.HARD if d < hard_border + LEVEL_MARGIN else _middle_or_easy(d, easy_border)
    else:
        level = Level.EASY if d > easy_border + LEVEL_MARGIN else Level.MEDIUM
        if d < hard_border - LEVEL_MARGIN:
            level = Level.HARD
    ease = math.exp(d - LEVEL_AT[level])
    lo, hi = EASE_RANGE
    return AutoSetting(level, Pace.STANDARD, round(min(max(ease, lo), hi), 4))


def _middle_or_hard(d: float, hard_border: float) -> Level:
    return Level.HARD if d < hard_border - LEVEL_MARGIN else Level.MEDIUM


def _middle_or_easy(d: float, easy_border: float) -> Level:
    return Level.EASY if d > easy_border + LEVEL_MARGIN else Level.MEDIUM


def rung_of(setting: AutoSetting) -> int:
    """The index of the :data:`AUTO_LADDER` landmark nearest ``setting`` in difficulty (a setting of another
    level than Easy, Medium or Hard goes to Medium, Standard)."""
    if setting.level not in LEVEL_AT:
        return AUTO_LADDER.index(AutoSetting(Level.MEDIUM, Pace.STANDARD))
    d = difficulty_of(setting)
    return min(range(len(AUTO_LADDER)), key=lambda i: abs(difficulty_of(AUTO_LADDER[i]) - d))


def _logit(p: float) -> float:
    return math.log(p / (1.0 - p))


def estimate_skill(history: Sequence[HandResult], start: float) -> tuple[float, float]:
    """Auto's estimate of the player's skill from ``history`` (oldest first): the difficulty at which they
    would corner a fair share, and its standard deviation, starting from ``start`` ± :data:`PRIOR_SD`.

    Raises:
        ValueError: a hand names fewer than 2 players.
    """
    theta, var = start, PRIOR_SD**2
    for hand in history:
        if hand.players < 2:
            raise ValueError(f"a hand needs at least 2 players, not {hand.players}")
        d = difficulty_of(AutoSetting(hand.level, hand.pace, hand.ease)) if hand.level in LEVEL_AT else 0.0
        if not hand.matched and hand.speed is not None and hand.speed > 0:
            d -= math.log(hand.speed)  # bots at fixed tempos are that much quicker for a slower player
        fair = 1.0 / hand.players
        p = 1.0 / (1.0 + math.exp(-(_logit(fair) + CORNER_SLOPE * (d - theta))))
        h = -CORNER_SLOPE * p * (1.0 - p)  # dp/dθ
        s = h * h * var + p * (1.0 - p)
        gain = var * h / s
        theta += gain * ((1.0 if hand.cornered else 0.0) - p)
        var *= 1.0 - gain * h
        if not hand.cornered and hand.closeness is not None:
            h2 = -CLOSENESS_SLOPE  # d closeness / dθ
            s2 = h2 * h2 * var + CLOSENESS_SD**2
            gain2 = var * h2 / s2
            closeness = min(max(hand.closeness, -CLOSENESS_CLIP), CLOSENESS_CLIP)
            theta += gain2 * (closeness - CLOSENESS_SLOPE * (d - theta))
            var *= 1.0 - gain2 * h2
    return theta, math.sqrt(var)


def reason_of(history: Sequence[HandResult]) -> AutoReason:
    """What the latest hands showed (:data:`REASON_HANDS` at most)."""
    latest = list(history[-REASON_HANDS:])
    lost = [h.closeness for h in latest if not h.cornered and h.closeness is not None]
    tries = sum(h.tries for h in latest)
    return AutoReason(
        hands=len(latest),
        cornered=sum(h.cornered for h in latest),
        short_by=-sum(lost) / len(lost) if lost else None,
        lost_share=sum(h.lost for h in latest) / tries if tries else None,
    )


def auto_step(
    history: Sequence[HandResult],
    current: AutoSetting,
    moment: Moment = Moment.HAND,
    start: AutoSetting | None = None,
) -> AutoDecision:
    """The setting to play next, from the player's results.

    Args:
        history: the player's hands, oldest first, every one since Auto started (the setting of each is in
            it, so changes of setting are weighed rightly).
        current: the setting now.
        moment: between hands or between games (the same rule for both: a game's end is a hand's end).
        start: the setting Auto started from (its prior for the player's skill); ``current`` if ``None``
            and no hand was played.

    Returns:
        The decision; its ``setting`` is ``current`` when nothing changes.

    Raises:
        ValueError: a hand in ``history`` names fewer than 2 players.
    """
    del moment  # one rule at every hand's end; the argument says when it is asked
    origin = start if start is not None else (current if not history else _first_setting(history))
    skill, _sd = estimate_skill(history, difficulty_of(origin) if origin.level in LEVEL_AT else 0.0)
    now = difficulty_of(current) if current.level in LEVEL_AT else 0.0
    games = sum(h.game_won is not None for h in history)
    reason = reason_of(history)
    wanted = skill
    last = history[-1] if history else None
    if last is not None and not last.matched and last.speed is not None and last.speed > 0:
        wanted += math.log(last.speed)  # fixed tempos: a slower player needs that much more ease
    step = max(-MAX_STEP, min(MAX_STEP, wanted - now))
    if last is not None and ((step < 0 and not last.cornered) or (step > 0 and last.cornered)):
        step = 0.0  # never quicker right after a hand lost, nor slower right after a corner
    if last is None or abs(step) < MIN_MOVE:
        return AutoDecision(current, Change.NONE, (), len(history), games, now, skill, reason)
    target = setting_at(now + step, current.level)
    changed = tuple(
        name
        for name, differs in (
            ("level", target.level is not current.level),
            ("pace", target.pace is not current.pace),
            ("ease", abs(target.ease - current.ease) > 1e-6),
        )
        if differs
    )
    if not changed:
        return AutoDecision(current, Change.NONE, (), len(history), games, now, skill, reason)
    change = Change.EASIER if step > 0 else Change.HARDER
    return AutoDecision(target, change, changed, len(history), games, difficulty_of(target), skill, reason)


def _first_setting(history: Sequence[HandResult]) -> AutoSetting:
    first = history[0]
    return AutoSetting(first.level, first.pace, first.ease)


def closeness_of(hands: Sequence[Sequence[object]], seat: int, cornered_by: int) -> float | None:
    """How close ``seat`` came to a corner in a hand ``cornered_by`` won, against the other losers: its
    largest group of one commodity at the end (the Bull counting one, R-CORNER-2) less the mean of theirs,
    in cards; ``None`` when ``seat`` cornered or no other seat lost.

    Args:
        hands: every seat's final hand (as the corner's event shows them, R-CORNER-5).
        seat: the player's seat.
        cornered_by: the cornering seat.
    """
    if seat == cornered_by or not 0 <= seat < len(hands):
        return None
    others = [s for s in range(len(hands)) if s not in (seat, cornered_by)]
    if not others:
        return None
    return _best(hands[seat]) - sum(_best(hands[s]) for s in others) / len(others)


def _best(hand: Sequence[object]) -> int:
    from pit_desktop.games.pit.engine import BULL, Commodity

    counts: dict[object, int] = {}
    for card in hand:
        if type(card) is Commodity:
            counts[card] = counts.get(card, 0) + 1
    return max(counts.values(), default=0) + (1 if BULL in hand else 0)
