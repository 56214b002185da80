"""Pitch's game in progress, kept between runs: a versioned JSON file of its own in the data folder
(:data:`PITCH_SAVE_NAME`, beside Pit's save and never touching it), written at every hand boundary, after
every command of a hand in play, and on quit. The writing (atomic), reading, versioning and setting aside
are any game's (``core/kept_game.py``); this module holds what Pitch keeps.

Between hands a game is kept as what a fresh engine needs to deal the next hand (P-SCORE-3 ends a hand;
P-DEAL-1 passes the deal) — the settings (P-ED-1, PV-…), the next dealer, the scores, the moons made and
failed (P-WIN-2's payments) and the number of hands dealt — and how the bots were playing: their level and
pace. A hand in play is kept as the game stood before its deal, with the hand's record so far
(``core/kept_hand.py``: the deal and every call and card with its time): on resume the hand is replayed
to the moment it was kept, the same cards in the same hands and the same calls and tricks, so that quitting
neither throws a hand away nor lets it be played again knowing the bots' calls and leads. A save of version 1
kept only the deal: that hand is dealt again with the same cards. A kept hand that cannot be restored leaves
the rest of the game to resume, that hand dealt anew (:attr:`PitchSavedGame.hand_lost`).

Pure Python, any thread.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pit_desktop.core.bots.level import Level
from pit_desktop.core.bots.pace import Pace
from pit_desktop.core.kept_game import (
    KeptGameError,
    check_kept,
    read_kept,
    write_kept_bytes,
)
from pit_desktop.core.kept_hand import (
    HandFormat,
    HandText,
    KeptHand,
    elapsed_of,
    kept_hand_fields,
)
from pit_desktop.core.record_checks import RecordError
from pit_desktop.games.pitch.bots.levels import PLAYER_LEVELS
from pit_desktop.games.pitch.engine.engine import LoggedCommand, PitchHandLog
from pit_desktop.games.pitch.engine.record import (
    RECORD_FORMAT,
    RECORD_GAME,
    RECORD_VERSION,
    PitchRecord,
    RecordedCommand,
    parse_record,
    parse_settings,
    record_of_log,
    recorded_command,
    recorded_to_dict,
    settings_to_dict,
)
from pit_desktop.games.pitch.engine.settings import PitchSettings

PITCH_SAVE_FORMAT = "pit-desktop-pitch-game"
"""The ``format`` field of every Pitch save (Pit's is ``pit-desktop-game``)."""

PITCH_SAVE_VERSION = 2
"""The ``version`` this build writes; a save of a higher version is refused (``kind`` "newer"). Version 2
keeps a hand in play with its record so far (``hand``); version 1 kept only its deal (``deal``), and still
resumes, that hand dealt again with the same cards."""

PITCH_SAVE_NAME = "pitch-game-in-progress.json"
"""The Pitch save's file name in the data folder."""

MAX_SCORE = 10**6
"""The largest score (either sign) a save may hold: far beyond any game."""


HAND: HandFormat[PitchHandLog, LoggedCommand, RecordedCommand, PitchRecord] = HandFormat(
    recorded_command, record_of_log, recorded_to_dict, lambda card: card.id
)
"""How this game's save holds its hand in play (``core/kept_hand.py``)."""


@dataclass(frozen=True, slots=True)
class PitchSavedGame:
    """A game of Pitch between two hands, or in the middle of one (:attr:`hand`).

    Attributes:
        settings: the game's settings (validated; no names: the table names its seats).
        level: the level of every bot (Easy, Medium or Hard).
        pace: the bots' pace.
        dealer: the seat that deals the next hand (P-DEAL-1), or that dealt the hand in play.
        scores: each seat's points (P-SCORE-3); in the Auction game a seat that did not pitch may stand
            at or above the target (P-WIN-1).
        moons: each seat's ``(made, failed)`` moons (P-SCORE-4, P-WIN-2).
        hands_played: deals so far, thrown-in hands included; the next is hand ``hands_played + 1``.
        game_id: a name for the game that stays the same across resumes.
        saved_at: when it was saved, seconds since the epoch.
        human_seat: the player's seat.
        hand: the hand that was being played when the game was kept (``scores``, ``moons`` and
            ``hands_played`` are from before it), replayed to where it stopped on resume; ``None`` between
            hands (and in a save from before deals were kept: the hand is shuffled anew).
        hand_lost: why the kept hand cannot be restored, in English for the log; the game resumes with
            that hand dealt anew. ``None`` when there was none or it is whole.
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
    hand: KeptHand[PitchRecord] | None = None
    hand_lost: str | None = None

    def to_dict(self, commands: bool = True) -> dict[str, Any]:
        """The save as JSON-ready data (the kept hand without its ``commands`` when ``commands`` is false:
        :func:`encode_pitch_save` adds them)."""
        settings = settings_to_dict(self.settings)
        settings.pop("names", None)
        data: dict[str, Any] = {
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
        }
        if self.hand is not None:
            data["hand"] = HAND.hand_dict(self.hand, commands)
        return data


def pitch_save_text() -> HandText[PitchHandLog, LoggedCommand, RecordedCommand, PitchRecord]:
    """A maker of one game's saves as they come (its keeper's; see
    :class:`~pit_desktop.core.kept_hand.HandText`)."""
    return HandText(HAND)


def encode_pitch_save(
    game: PitchSavedGame,
    text: HandText[PitchHandLog, LoggedCommand, RecordedCommand, PitchRecord] | None = None,
) -> bytes:
    """``game`` as the bytes of its file (compact UTF-8 JSON); the kept hand's commands encoded by
    ``text``, each once across calls, when given (see :func:`pitch_save_text`)."""
    return HAND.encode(game.to_dict, game.hand, text)


def pitch_save_path(folder: str | Path) -> Path:
    """Where Pitch's game in progress is kept in the data ``folder``."""
    return Path(folder) / PITCH_SAVE_NAME


def write_pitch_save(game: PitchSavedGame, path: str | Path) -> None:
    """Write ``game`` to ``path`` atomically, making its folder if needed.

    Raises:
        OSError: it could not be written; the previous save, if any, is untouched.
    """
    write_kept_bytes(encode_pitch_save(game), path)


def read_pitch_save(path: str | Path) -> PitchSavedGame | None:
    """The Pitch game saved in ``path``, or ``None`` when there is none.

    Raises:
        KeptGameError: the save exists but cannot be resumed (``"unreadable"``, ``"corrupt"``, ``"newer"``).
    """
    raw = read_kept(path)
    return None if raw is None else parse_pitch_save(raw)


def parse_pitch_save(raw: object) -> PitchSavedGame:
    """Check and build a Pitch save from decoded JSON (version 1 or 2). A kept hand that cannot be restored
    does not make the save unusable: it comes back without it, :attr:`PitchSavedGame.hand_lost` saying why.

    Raises:
        KeptGameError: not a Pitch save, or values that do not fit together (``"corrupt"``); of a newer
            version (``"newer"``).
    """
    checked, version = check_kept(
        raw, PITCH_SAVE_FORMAT, PITCH_SAVE_VERSION, "Pit Desktop saved game of Pitch"
    )
    try:
        game = _parse(checked)
    except (KeyError, TypeError, ValueError, RecordError) as err:
        raise KeptGameError("corrupt", f"{type(err).__name__}: {err}") from None
    try:
        return replace(game, hand=_kept_hand(checked, version, game))
    except RecordError as err:
        return replace(game, hand_lost=str(err))


def _parse(raw: dict[str, Any]) -> PitchSavedGame:
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
    )


def _kept_hand(raw: dict[str, Any], version: int, game: PitchSavedGame) -> KeptHand[PitchRecord] | None:
    """The kept hand of ``raw`` (version 2's ``hand``, version 1's ``deal``), checked as its hand record is
    (P-DEAL-2: six different cards a seat; every call and card), or ``None`` when there is none.

    Raises:
        RecordError: the hand cannot be restored (naming the field at fault).
    """
    kept = kept_hand_fields(raw, version)
    if kept is None:
        return None
    settings = settings_to_dict(game.settings)
    settings.pop("names", None)
    record = parse_record(
        {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "game": RECORD_GAME,
            "settings": settings,
            "hand_no": game.hands_played + 1,
            "dealer": game.dealer,
            "scores_before": list(game.scores),
            "moons_before": [list(m) for m in game.moons],
            "deal": kept.get("deal"),
            "commands": kept.get("commands", []),
        }
    )
    return KeptHand(record, elapsed_of(kept, record.commands), played=version > 1)


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
