"""Pitch's game in progress, kept between runs: a versioned JSON file of its own in the data folder
(:data:`PITCH_SAVE_NAME`, beside Pit's save and never touching it), written at every hand boundary and on
quit. The writing (atomic), reading, versioning and setting aside are any game's
(``persistence/kept_game.py``); this module holds what Pitch keeps.

A game is saved between hands only (P-SCORE-3 ends a hand; P-DEAL-1 passes the deal): what a fresh
engine needs to deal the next hand — the settings (P-ED-1, PV-…), the next dealer, the scores, the
moons made and failed (P-WIN-2's payments) and the number of hands dealt — and how the bots were playing:
their level and pace. A hand in progress is kept as the game stood before its deal, with the deal itself
(P-DEAL-2): on resume that hand is dealt again with the same cards by the same dealer, so quitting never
throws a hand away. A save written before the deal was kept has none, and the hand is shuffled anew.

Pure Python, any thread.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pit_desktop.bots.level import Level
from pit_desktop.bots.pace import Pace
from pit_desktop.engine.record_checks import RecordError
from pit_desktop.persistence.kept_game import KeptGameError, check_kept, read_kept, write_kept
from pit_desktop.pitch.bots.levels import PLAYER_LEVELS
from pit_desktop.pitch.engine.cards import Card
from pit_desktop.pitch.engine.record import _parse_deal, parse_settings, settings_to_dict
from pit_desktop.pitch.engine.settings import PitchSettings

PITCH_SAVE_FORMAT = "pit-desktop-pitch-game"
"""The ``format`` field of every Pitch save (Pit's is ``pit-desktop-game``)."""

PITCH_SAVE_VERSION = 1
"""The ``version`` this build writes; a save of a higher version is refused (``kind`` "newer")."""

PITCH_SAVE_NAME = "pitch-game-in-progress.json"
"""The Pitch save's file name in the data folder."""

MAX_SCORE = 10**6
"""The largest score (either sign) a save may hold: far beyond any game."""


@dataclass(frozen=True, slots=True)
class PitchSavedGame:
    """A game of Pitch between two hands.

    Attributes:
        settings: the game's settings (validated; no names: the table names its seats).
        level: the level of every bot (Easy, Medium or Hard).
        pace: the bots' pace.
        dealer: the seat that deals the next hand (P-DEAL-1).
        scores: each seat's points (P-SCORE-3); in the Auction game a seat that did not pitch may stand
            at or above the target (P-WIN-1).
        moons: each seat's ``(made, failed)`` moons (P-SCORE-4, P-WIN-2).
        hands_played: deals so far, thrown-in hands included; the next is hand ``hands_played + 1``.
        game_id: a name for the game that stays the same across resumes.
        saved_at: when it was saved, seconds since the epoch.
        human_seat: the player's seat.
        deal: the cards of the hand that was being played when the game was kept, one tuple a seat
            (P-DEAL-2), dealt again by ``dealer`` on resume; ``None`` between hands (and in a save from
            before deals were kept: the hand is shuffled anew).
    """

    settings: PitchSettings
    level: Level
    pace: Pace
    dealer: int
    scores: tuple[int, ...]
    moons: tuple[tuple[int, int], ...]
    hands_played: int
    game_id: str
    saved_at: float = field(default_factory=time.time)
    human_seat: int = 0
    deal: tuple[tuple[Card, ...], ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        """The save as JSON-ready data."""
        settings = settings_to_dict(self.settings)
        settings.pop("names", None)
        return {
            "format": PITCH_SAVE_FORMAT,
            "version": PITCH_SAVE_VERSION,
            "game_id": self.game_id,
            "saved_at": self.saved_at,
            "settings": settings,
            "level": self.level.value,
            "pace": self.pace.value,
            "human_seat": self.human_seat,
            "dealer": self.dealer,
            "scores": list(self.scores),
            "moons": [list(m) for m in self.moons],
            "hands_played": self.hands_played,
            **({"deal": [[c.id for c in hand] for hand in self.deal]} if self.deal is not None else {}),
        }


def pitch_save_path(folder: str | Path) -> Path:
    """Where Pitch's game in progress is kept in the data ``folder``."""
    return Path(folder) / PITCH_SAVE_NAME


def write_pitch_save(game: PitchSavedGame, path: str | Path) -> None:
    """Write ``game`` to ``path`` atomically, making its folder if needed.

    Raises:
        OSError: it could not be written; the previous save, if any, is untouched.
    """
    write_kept(game.to_dict(), path)


def read_pitch_save(path: str | Path) -> PitchSavedGame | None:
    """The Pitch game saved in ``path``, or ``None`` when there is none.

    Raises:
        KeptGameError: the save exists but cannot be resumed (``"unreadable"``, ``"corrupt"``, ``"newer"``).
    """
    raw = read_kept(path)
    return None if raw is None else parse_pitch_save(raw)


def parse_pitch_save(raw: object) -> PitchSavedGame:
    """Check and build a Pitch save from decoded JSON.

    Raises:
        KeptGameError: not a Pitch save, or values that do not fit together (``"corrupt"``); of a newer
            version (``"newer"``).
    """
    checked, _version = check_kept(
        raw, PITCH_SAVE_FORMAT, PITCH_SAVE_VERSION, "Pit Desktop saved game of Pitch"
    )
    try:
        return _parse_v1(checked)
    except (KeyError, TypeError, ValueError, RecordError) as err:
        raise KeptGameError("corrupt", f"{type(err).__name__}: {err}") from None


def _parse_v1(raw: dict[str, Any]) -> PitchSavedGame:
    settings_raw = raw["settings"]
    if not isinstance(settings_raw, dict) or "names" in settings_raw:
        raise ValueError("settings must be an object of the game's settings, without names")
    players = _int(settings_raw.get("players"), 2, 8)
    settings = parse_settings(settings_raw, players)
    level = Level(raw["level"])
    if level not in PLAYER_LEVELS:
        raise ValueError(f"{level.value} is not a level a player chooses")
    pace = Pace.from_id(raw["pace"])
    human = _int(raw.get("human_seat", 0), 0, players - 1)
    scores = tuple(_int(s, -MAX_SCORE, MAX_SCORE) for s in _list(raw["scores"], players, "scores"))
    moons = tuple(_moons(m) for m in _list(raw["moons"], players, "moons"))
    game_id = raw["game_id"]
    saved_at = raw.get("saved_at", 0.0)
    if not isinstance(game_id, str) or not game_id or type(saved_at) not in (int, float):
        raise ValueError("bad game_id or saved_at")
    return PitchSavedGame(
        settings=settings,
        level=level,
        pace=pace,
        dealer=_int(raw["dealer"], 0, players - 1),
        scores=scores,
        moons=moons,
        hands_played=_int(raw["hands_played"], 0, MAX_SCORE),
        game_id=game_id,
        saved_at=float(saved_at),
        human_seat=human,
        deal=_deal(raw.get("deal"), players),
    )


def _deal(value: object, players: int) -> tuple[tuple[Card, ...], ...] | None:
    """The kept deal of the hand in play (six different cards a seat, P-DEAL-2), or ``None`` when the save
    has none (between hands, or written before deals were kept)."""
    if value is None:
        return None
    return _parse_deal(_list(value, players, "deal"))


def _list(value: object, players: int, name: str) -> list[object]:
    if not isinstance(value, list) or len(value) != players:
        raise ValueError(f"{name}: need one per seat ({players})")
    return value


def _moons(value: object) -> tuple[int, int]:
    if not isinstance(value, list) or len(value) != 2:
        raise ValueError(f"{value!r} is not a pair [made, failed]")
    return _int(value[0], 0, MAX_SCORE), _int(value[1], 0, MAX_SCORE)


def _int(value: object, lo: int, hi: int) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise ValueError(f"{value!r} is not a whole number from {lo} to {hi}")
    return value
