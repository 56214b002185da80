"""The rows of the statistics file as the game writes and reads them: a game (:class:`GameRow`, read back as
:class:`KeptGame`), a hand (:class:`HandRow`), an entry of the hand history, and the checks a row read back
passes. The file is SQLite (:mod:`pit_desktop.core.stats_db`), whose cells take any value: a cell of
bad JSON or of the wrong type (a file damaged, or written by hand) makes its row unreadable, a
``ValueError`` the reader leaves the row out for.

Pure Python, any thread.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class GameRow:
    """A game as kept: ``id`` (stays the same across resumes), ``started_at`` (epoch seconds), the
    settings as a hand record writes them (JSON text), players, each seat's level (``None`` for the
    human), the table's ``level`` ("Easy", …, "Mixed"), the ``pace``, and the human's seat."""

    id: str
    started_at: float
    settings: str
    players: int
    levels: tuple[str | None, ...]
    level: str
    pace: str
    human_seat: int = 0


@dataclass(frozen=True, slots=True)
class HandRow:
    """One finished hand (R-CORNER-5), from the human's seat.

    Attributes:
        game_id: its game.
        hand_no: its number in the game.
        played_at: when it ended, epoch seconds.
        dealer: the dealing seat.
        scores_before, scores_after: every seat's points (R-SCORE-1..3).
        corner_seat, commodity, kind, points: the corner (``None`` if the hand had none).
        bell_to_corner_s: game seconds from the bell (R-DEAL-3) to the corner.
        trades: trades in the hand; your_trades: those the human took part in.
        bull_seat, bear_seat: who held the Bull and the Bear at the corner (``None``: not in play).
        your_points: the human's change of score.
        bear_cost: points the human lost holding the Bear at another's corner (R-SCORE-2).
        hints: the hints the human asked for in the hand (0 in a file from before hints were counted).
    """

    game_id: str
    hand_no: int
    played_at: float
    dealer: int
    scores_before: tuple[int, ...]
    scores_after: tuple[int, ...]
    corner_seat: int | None
    commodity: str | None
    kind: str | None
    points: int | None
    bell_to_corner_s: float | None
    trades: int
    your_trades: int
    bull_seat: int | None
    bear_seat: int | None
    your_points: int
    bear_cost: int
    hints: int = 0


@dataclass(frozen=True, slots=True)
class PitchHandRow:
    """One finished hand of Pitch (scored or thrown in), what the player had help with in it.

    Attributes:
        played_at: when it ended, epoch seconds.
        hand_no: its number in its game.
        level: the bots' level ("Easy", "Medium", "Hard").
        hints: the hints the player asked for in it.
        took_back: whether the player took back a call or card in it (P-UNDO-1).
    """

    played_at: float
    hand_no: int
    level: str
    hints: int
    took_back: bool


def pitch_hand_from_row(row: Sequence[Any]) -> PitchHandRow:
    """A ``pitch_hands`` row (played_at, hand_no, level, hints, took_back) as read back.

    Raises:
        ValueError: a cell of the wrong type.
    """
    played_at, hand_no, level, hints, took_back = row
    for name, value, kind in (
        ("played_at", played_at, float), ("hand_no", hand_no, int), ("level", level, str),
        ("hints", hints, int), ("took_back", took_back, int),
    ):  # fmt: skip
        _typed(name, value, kind)
    if took_back not in (0, 1):
        raise ValueError(f"took_back {took_back!r} is neither 0 nor 1")
    return PitchHandRow(float(played_at), hand_no, level, hints, bool(took_back))


@dataclass(frozen=True, slots=True)
class KeptGame:
    """A game read back: its :class:`GameRow` fields plus ``ended_at``, final ``scores`` and ``winner``
    (``None`` while unfinished or abandoned)."""

    row: GameRow
    ended_at: float | None
    scores: tuple[int, ...] | None
    winner: int | None


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """One of the latest hands, for the History window: its row id, its game and hand, and whether a
    record is kept."""

    hand_id: int
    game: GameRow
    hand: HandRow


HAND_COLUMNS = tuple(f.name for f in fields(HandRow))
"""The columns of ``hands``, in :class:`HandRow`'s order."""
JSON_HAND = {"scores_before", "scores_after"}
"""The columns of ``hands`` that hold a list of scores as JSON text."""


def game_from_row(row: Sequence[Any]) -> KeptGame:
    """A ``games`` row as read back.

    Raises:
        ValueError: a cell of bad JSON or of the wrong type.
    """
    game_id, started_at, settings, players, levels, level, pace, human_seat, ended_at, scores, winner = row
    seats = json_cell(levels, list)
    if not all(x is None or isinstance(x, str) for x in seats):
        raise ValueError(f"levels {levels!r} are not a list of levels")
    for name, value, kind in (
        ("id", game_id, str), ("settings", settings, str), ("level", level, str), ("pace", pace, str),
        ("players", players, int), ("human_seat", human_seat, int), ("started_at", started_at, float),
    ):  # fmt: skip
        _typed(name, value, kind)
    _typed("ended_at", ended_at, float, optional=True)
    _typed("winner", winner, int, optional=True)
    final = None if scores is None else scores_cell(scores)
    return KeptGame(
        GameRow(game_id, started_at, settings, players, tuple(seats), level, pace, human_seat),
        ended_at,
        final,
        winner,
    )


_HAND_TYPES: dict[str, tuple[type, bool]] = {
    "game_id": (str, False), "hand_no": (int, False), "played_at": (float, False), "dealer": (int, False),
    "corner_seat": (int, True), "commodity": (str, True), "kind": (str, True), "points": (int, True),
    "bell_to_corner_s": (float, True), "trades": (int, False), "your_trades": (int, False),
    "bull_seat": (int, True), "bear_seat": (int, True), "your_points": (int, False),
    "bear_cost": (int, False), "hints": (int, False),
}  # fmt: skip
"""Each plain column of ``hands``: its type and whether it may be empty (``NULL``)."""


def hand_from_row(row: Sequence[Any]) -> HandRow:
    """A ``hands`` row (:data:`HAND_COLUMNS`) as read back.

    Raises:
        ValueError: a cell of bad JSON or of the wrong type.
    """
    for name, value in zip(HAND_COLUMNS, row, strict=True):
        if name not in JSON_HAND:
            kind, optional = _HAND_TYPES[name]
            _typed(name, value, kind, optional)
    return HandRow(*(cell(k, v, scores_cell) for k, v in zip(HAND_COLUMNS, row, strict=True)))


def _typed(name: str, value: object, kind: type, optional: bool = False) -> None:
    """Check that the cell ``name`` holds a ``kind`` (a whole number counts as a ``float``; ``None`` is
    allowed when ``optional``).

    Raises:
        ValueError: it does not.
    """
    if value is None and optional:
        return
    ok = type(value) is kind or (kind is float and type(value) is int)
    if not ok:
        raise ValueError(f"{name} holds {value!r}, not a {kind.__name__}")


def json_cell(text: object, kind: type) -> Any:
    """The JSON value in the cell ``text``, which must be a ``kind``.

    Raises:
        ValueError: it is not text, not JSON, or not a ``kind``.
    """
    if not isinstance(text, str):
        raise ValueError(f"{text!r:.40} is not JSON text")
    try:
        value = json.loads(text)  # bad JSON, or a number thousands of digits long: a ValueError
    except RecursionError:
        raise ValueError("JSON nested too deeply") from None
    if not isinstance(value, kind):
        raise ValueError(f"{text[:40]!r} is not a JSON {kind.__name__}")
    return value


def cell(column: str, value: Any, scores: Any) -> Any:
    """``value`` of ``column``, the scores columns converted by ``scores``."""
    return scores(value) if column in JSON_HAND else value


def as_json(scores: Sequence[int]) -> str:
    """Scores as a cell holds them: JSON text."""
    return json.dumps(list(scores))


def scores_cell(text: object) -> tuple[int, ...]:
    """The scores in a cell, each seat's whole number of points.

    Raises:
        ValueError: bad JSON, or not a list of whole numbers.
    """
    scores = json_cell(text, list)
    if not all(type(s) is int for s in scores):
        raise ValueError(f"{str(text)[:40]!r} are not scores")
    return tuple(scores)


def spaced(scores: Sequence[int]) -> str:
    """Scores as the CSV export writes them: ``"100 -20 -20"``."""
    return " ".join(map(str, scores))
