"""The game in progress, kept between runs: a versioned JSON file written at every hand boundary and on quit.

A game is saved between hands only (R-CORNER-5 ends a hand; R-DEAL-2 deals the next): what a fresh engine
needs to deal the next hand — the settings with the seats' names, the bots' levels, the suits in play, the
next dealer (R-DEAL-1), the scores and the number of hands played — and how the bots were playing: the
table's pace and whether Auto chose it and their level. A hand in progress is kept as the game stood
before its deal, with the deal itself (R-DEAL-2): on resume that hand is dealt again with the same cards by
the same dealer, so quitting never throws a hand away. A save written before the deal was kept has none,
and the hand is shuffled anew. The file is plain JSON (never pickle), written atomically (a new file in the
same folder, flushed, then ``os.replace``), so a crash or a ``kill -9`` at any moment leaves either the
previous save or the new one, never half of one.

A save that cannot be used — unreadable, not JSON, not a save, from a newer version, or impossible — raises
:class:`SaveError`; :func:`set_aside` renames it (never deletes it) so that a new game can start. The
writing, reading, versioning and setting aside are any game's (``persistence/kept_game.py``); this module
holds what Pit keeps.

Pure Python, any thread.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pit_desktop.bots import Level, Pace
from pit_desktop.engine import Commodity, GameSettings
from pit_desktop.engine.cards import Card, sorted_cards
from pit_desktop.engine.record import settings_to_dict
from pit_desktop.engine.record_checks import RecordError, as_card, parse_settings
from pit_desktop.persistence.kept_game import (
    MAX_KEPT_BYTES,
    KeptGameError,
    check_kept,
    read_kept,
    remove_kept,
    set_aside,
    write_kept,
)

__all__ = [
    "MAX_SAVE_BYTES",
    "SAVE_FORMAT",
    "SAVE_NAME",
    "SAVE_VERSION",
    "SaveError",
    "SavedGame",
    "parse_save",
    "read_save",
    "remove_save",
    "save_path",
    "set_aside",
    "write_save",
]

SAVE_FORMAT = "pit-desktop-game"
"""The ``format`` field of every save."""

SAVE_VERSION = 1
"""The ``version`` this build writes; a save of a higher version is refused (``SaveError.kind`` "newer")."""

SAVE_NAME = "game-in-progress.json"
"""The save's file name in the data folder."""

MAX_SAVE_BYTES = MAX_KEPT_BYTES
"""Largest save read, in bytes (1 MiB): a real one is under 2 KiB."""

SaveError = KeptGameError
"""A save that cannot be resumed (``kind`` ``"unreadable"``, ``"corrupt"`` or ``"newer"``; ``detail``)."""


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game between two hands.

    Attributes:
        settings: the game's settings, the seats' names included (validated).
        levels: each seat's bot level; ``None`` for the human's seat.
        commodities: the suits in play, highest value first (R-ED-1).
        dealer: the seat that deals the next hand (R-DEAL-1: the last cornerer).
        scores: each seat's points (R-SCORE-1..3).
        hands_played: hands finished so far; the next is hand ``hands_played + 1``.
        game_id: a name for the game that stays the same across resumes (statistics use it).
        saved_at: when it was saved, seconds since the epoch.
        human_seat: the human's seat.
        pace: the table's pace (a save without one, from an earlier build, reads as Standard).
        auto: whether Auto chose the bots' level and the pace (``docs/bots.md``); an earlier build's save
            reads as ``False``.
        deal: the cards of the hand that was being played when the game was kept, one tuple a seat
            (R-DEAL-2), dealt again by ``dealer`` on resume; ``None`` between hands (and in an earlier
            build's save: the hand is shuffled anew).
    """

    settings: GameSettings
    levels: tuple[Level | None, ...]
    commodities: tuple[Commodity, ...]
    dealer: int
    scores: tuple[int, ...]
    hands_played: int
    game_id: str
    saved_at: float = field(default_factory=time.time)
    human_seat: int = 0
    pace: Pace = Pace.STANDARD
    auto: bool = False
    deal: tuple[tuple[Card, ...], ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        """The save as JSON-ready data."""
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game_id": self.game_id,
            "saved_at": self.saved_at,
            "settings": settings_to_dict(self.settings),
            "levels": [level.value if level is not None else None for level in self.levels],
            "human_seat": self.human_seat,
            "commodities": [c.value for c in self.commodities],
            "dealer": self.dealer,
            "scores": list(self.scores),
            "hands_played": self.hands_played,
            "pace": self.pace.value,
            "auto": self.auto,
            **({"deal": [[c.value for c in hand] for hand in self.deal]} if self.deal is not None else {}),
        }


def save_path(folder: str | Path) -> Path:
    """Where the game in progress is kept in the data ``folder``."""
    return Path(folder) / SAVE_NAME


def write_save(game: SavedGame, path: str | Path) -> None:
    """Write ``game`` to ``path`` atomically (see the module), making its folder if needed; hidden temporary
    files that an earlier crash left beside it are removed.

    Raises:
        OSError: it could not be written; the previous save, if any, is untouched.
    """
    write_kept(game.to_dict(), path)


def read_save(path: str | Path) -> SavedGame | None:
    """The game saved in ``path``, or ``None`` when there is none.

    Raises:
        SaveError: the save exists but cannot be resumed (see :class:`SaveError` for the kinds).
    """
    raw = read_kept(path)
    return None if raw is None else parse_save(raw)


def parse_save(raw: object) -> SavedGame:
    """Check and build a save from JSON data.

    Raises:
        SaveError: not a save (``"corrupt"``), or of a newer version (``"newer"``).
    """
    checked, _version = check_kept(raw, SAVE_FORMAT, SAVE_VERSION, "Pit Desktop saved game")
    try:
        return _parse_v1(checked)
    except (KeyError, TypeError, ValueError, RecordError) as err:
        raise SaveError("corrupt", f"{type(err).__name__}: {err}") from None


def _parse_v1(raw: dict[str, Any]) -> SavedGame:
    settings_raw = raw["settings"]
    players = settings_raw["players"]
    settings = parse_settings(settings_raw, players)
    if len(settings.names) != players:
        raise ValueError("every seat needs a name")
    levels = tuple(None if v is None else Level(v) for v in raw["levels"])
    human = _int(raw.get("human_seat", 0), 0, players - 1)
    if len(levels) != players or [i for i, v in enumerate(levels) if v is None] != [human]:
        raise ValueError("one level per bot seat, none for the human's")
    commodities = tuple(Commodity(c) for c in raw["commodities"])
    if len(set(commodities)) != players or not set(commodities) <= set(settings.edition.commodities):
        raise ValueError(f"need {players} distinct {settings.edition.value} commodities")
    scores = tuple(_int(s, -(10**9), settings.target_score - 1) for s in raw["scores"])
    if len(scores) != players:
        raise ValueError(f"{len(scores)} scores for {players} players")
    game_id = raw["game_id"]
    saved_at = raw.get("saved_at", 0.0)
    if not isinstance(game_id, str) or not game_id or not isinstance(saved_at, int | float):
        raise ValueError("bad game_id or saved_at")
    auto = raw.get("auto", False)
    if type(auto) is not bool:
        raise ValueError(f"auto is {auto!r}, not true or false")
    pace = Pace.from_id(raw.get("pace", Pace.STANDARD.value))
    return SavedGame(
        settings=settings,
        levels=levels,
        commodities=commodities,
        dealer=_int(raw["dealer"], 0, players - 1),
        scores=scores,
        hands_played=_int(raw["hands_played"], 0, 10**6),
        game_id=game_id,
        saved_at=float(saved_at),
        human_seat=human,
        pace=pace,
        auto=auto,
        deal=_deal(raw.get("deal"), players),
    )


def _deal(value: object, players: int) -> tuple[tuple[Card, ...], ...] | None:
    """The kept deal of the hand in play (one list of cards a seat, R-DEAL-2), or ``None`` when the save has
    none. Whether it fits the table is the engine's to say when it is dealt (a deal it refuses is shuffled
    anew)."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != players:
        raise ValueError(f"deal: need one hand per seat ({players})")
    hands = []
    for i, hand in enumerate(value):
        if not isinstance(hand, list):
            raise ValueError(f"deal[{i}] is not a list of cards")
        hands.append(sorted_cards(as_card(c, f"deal[{i}][{j}]") for j, c in enumerate(hand)))
    return tuple(hands)


def _int(value: object, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"{value!r} is not a whole number from {lo} to {hi}")
    return value


def remove_save(path: str | Path) -> None:
    """Forget the game in progress (it ended, or the player started another). A missing file is fine.

    Raises:
        OSError: the file exists and cannot be removed.
    """
    remove_kept(path)
