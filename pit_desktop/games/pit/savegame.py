"""The game in progress, kept between runs: a versioned JSON file written at every hand boundary, after every
command of a hand in play, and on quit.

Between hands a game is kept as what a fresh engine needs to deal the next hand (R-CORNER-5 ends a hand;
R-DEAL-2 deals the next) — the settings with the seats' names, the bots' levels, the suits in play, the next
dealer (R-DEAL-1), the scores and the number of hands played — and how the bots were playing: the table's pace
and whether Auto chose it and their level. A hand in play is kept as the game stood before its deal, with the
hand's record so far (``core/kept_hand.py``: the deal and every command with its time): on resume the
hand is replayed to the moment it was kept, the same cards in the same hands, so that quitting neither throws
a hand away nor lets it be played again knowing how it went. A save of version 1 kept only the deal: that hand
is dealt again with the same cards. A kept hand that cannot be restored (its deal or its commands do not fit
the game) leaves the rest of the game to resume, that hand dealt anew (:attr:`SavedGame.hand_lost` says why).
The file is plain JSON (never pickle), written atomically (a new file in the same folder, flushed, then
``os.replace``), so a crash or a ``kill -9`` at any moment leaves either the previous save or the new one,
never half of one.

A save that cannot be used — unreadable, not JSON, not a save, from a newer version, or impossible — raises
:class:`SaveError`; :func:`set_aside` renames it (never deletes it) so that a new game can start. The
writing, reading, versioning and setting aside are any game's (``core/kept_game.py``); this module
holds what Pit keeps.

Pure Python, any thread.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pit_desktop.core.kept_game import (
    MAX_KEPT_BYTES,
    KeptGameError,
    check_kept,
    read_kept,
    remove_kept,
    set_aside,
    write_kept_bytes,
)
from pit_desktop.core.kept_hand import (
    HandFormat,
    HandText,
    KeptHand,
    elapsed_of,
    kept_hand_fields,
)
from pit_desktop.games.pit.bots import Level, Pace
from pit_desktop.games.pit.engine import Commodity, GameSettings
from pit_desktop.games.pit.engine.hand_log import HandLog, LoggedCommand
from pit_desktop.games.pit.engine.record import (
    RECORD_FORMAT,
    RECORD_VERSION,
    HandRecord,
    RecordedCommand,
    parse_record,
    record_of_log,
    recorded_command,
    recorded_to_dict,
    settings_to_dict,
)
from pit_desktop.games.pit.engine.record_checks import RecordError, parse_settings

__all__ = [
    "MAX_SAVE_BYTES",
    "SAVE_FORMAT",
    "SAVE_NAME",
    "SAVE_VERSION",
    "KeptHand",
    "SaveError",
    "SavedGame",
    "encode_save",
    "parse_save",
    "read_save",
    "remove_save",
    "save_path",
    "save_text",
    "set_aside",
    "write_save",
]

SAVE_FORMAT = "pit-desktop-game"
"""The ``format`` field of every save."""

SAVE_VERSION = 2
"""The ``version`` this build writes; a save of a higher version is refused (``SaveError.kind`` "newer").
Version 2 keeps a hand in play with its record so far (``hand``); version 1 kept only its deal
(``deal``), and still resumes, that hand dealt again with the same cards."""

SAVE_NAME = "game-in-progress.json"
"""The save's file name in the data folder."""

MAX_SAVE_BYTES = MAX_KEPT_BYTES
"""Largest save read, in bytes (8 MiB): between hands a save is under 2 KiB; mid-hand it holds the hand's
record so far."""

SaveError = KeptGameError
"""A save that cannot be resumed (``kind`` ``"unreadable"``, ``"corrupt"`` or ``"newer"``; ``detail``)."""


HAND: HandFormat[HandLog, LoggedCommand, RecordedCommand, HandRecord] = HandFormat(
    recorded_command, record_of_log, recorded_to_dict, lambda card: card.value
)
"""How this game's save holds its hand in play (``core/kept_hand.py``)."""


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game between two hands, or in the middle of one (:attr:`hand`).

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
        hand: the hand that was being played when the game was kept (``dealer`` dealt it; ``scores`` and
            ``hands_played`` are from before it), replayed to where it stopped on resume; ``None`` between
            hands (and in an earlier build's save without a deal: the hand is shuffled anew).
        hand_lost: why the kept hand cannot be restored (its deal or commands do not fit the game), in
            English for the log; the game resumes with that hand dealt anew. ``None`` when there was none
            or it is whole.
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
    hand: KeptHand[HandRecord] | None = None
    hand_lost: str | None = None

    def to_dict(self, commands: bool = True) -> dict[str, Any]:
        """The save as JSON-ready data (the kept hand without its ``commands`` when ``commands`` is false:
        :func:`encode_save` adds them)."""
        data: dict[str, Any] = {
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
        }
        if self.hand is not None:
            data["hand"] = HAND.hand_dict(self.hand, commands)
        return data


def save_text() -> HandText[HandLog, LoggedCommand, RecordedCommand, HandRecord]:
    """A maker of one game's saves as they come (its keeper's; see
    :class:`~pit_desktop.core.kept_hand.HandText`)."""
    return HandText(HAND)


def encode_save(
    game: SavedGame, text: HandText[HandLog, LoggedCommand, RecordedCommand, HandRecord] | None = None
) -> bytes:
    """``game`` as the bytes of its file (compact UTF-8 JSON); the kept hand's commands encoded by
    ``text``, each once across calls, when given (see :func:`save_text`)."""
    return HAND.encode(game.to_dict, game.hand, text)


def save_path(folder: str | Path) -> Path:
    """Where the game in progress is kept in the data ``folder``."""
    return Path(folder) / SAVE_NAME


def write_save(game: SavedGame, path: str | Path) -> None:
    """Write ``game`` to ``path`` atomically (see the module), making its folder if needed; hidden temporary
    files that an earlier crash left beside it are removed.

    Raises:
        OSError: it could not be written; the previous save, if any, is untouched.
    """
    write_kept_bytes(encode_save(game), path)


def read_save(path: str | Path) -> SavedGame | None:
    """The game saved in ``path``, or ``None`` when there is none.

    Raises:
        SaveError: the save exists but cannot be resumed (see :class:`SaveError` for the kinds).
    """
    raw = read_kept(path)
    return None if raw is None else parse_save(raw)


def parse_save(raw: object) -> SavedGame:
    """Check and build a save from JSON data (version 1 or 2). A kept hand that cannot be restored does not
    make the save unusable: the save comes back without it, :attr:`SavedGame.hand_lost` saying why.

    Raises:
        SaveError: not a save (``"corrupt"``), or of a newer version (``"newer"``).
    """
    checked, version = check_kept(raw, SAVE_FORMAT, SAVE_VERSION, "Pit Desktop saved game")
    try:
        game = _parse(checked)
    except (KeyError, TypeError, ValueError, RecordError) as err:
        raise SaveError("corrupt", f"{type(err).__name__}: {err}") from None
    try:
        return replace(game, hand=_kept_hand(checked, version, game))
    except RecordError as err:
        return replace(game, hand_lost=str(err))


def _parse(raw: dict[str, Any]) -> SavedGame:
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
    )


def _kept_hand(raw: dict[str, Any], version: int, game: SavedGame) -> KeptHand[HandRecord] | None:
    """The kept hand of ``raw`` (version 2's ``hand``, version 1's ``deal``), checked as its hand record is
    (R-ED-1, R-DEAL-2: the cards in play, each once, as many to each seat as ``game.dealer`` deals; every
    command), or ``None`` when there is none.

    Raises:
        RecordError: the hand cannot be restored (naming the field at fault).
    """
    kept = kept_hand_fields(raw, version)
    if kept is None:
        return None
    record = parse_record(
        {
            "format": RECORD_FORMAT,
            "version": RECORD_VERSION,
            "settings": settings_to_dict(game.settings),
            "commodities": [c.value for c in game.commodities],
            "hand_no": game.hands_played + 1,
            "dealer": game.dealer,
            "scores_before": list(game.scores),
            "deal": kept.get("deal"),
            "commands": kept.get("commands", []),
        }
    )
    return KeptHand(record, elapsed_of(kept, record.commands), played=version > 1)


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
