"""The games Pit Desktop plays: one :class:`GameEntry` per game, declared in the game's own package, and
:data:`GAMES`, the only place that lists them. Every "which game?" of the program reads it: ``--game``'s
choices and the subcommands' dispatch (``core/sim/args.py``, ``games/pit/sim/cli.py``,
``games/pit/sim/report.py``), the game a hand record names (``core/sim/replay.py``,
``shell/record_files.py``), Game → Play and the choice of game in the new-game dialog (``shell/games.py``),
and the window opened at start-up (``shell/main.py``).

Pure Python, light to import (no Qt, no engine): an entry names its machinery by :class:`Ref`, imported
the first time it is used, so the first window opens before any game's engine, simulator or other window
loads. Any thread.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from pit_desktop.core.game_entry import CONTEXT, GameEntry, Ref

__all__ = [
    "CONTEXT",
    "GAMES",
    "GameEntry",
    "Ref",
    "by_record_game",
    "default",
    "game",
    "games",
    "ids",
    "registered",
]


DECLARED: tuple[Ref, ...] = (
    Ref("pit_desktop.games.pit.spec", "PIT"),
    Ref("pit_desktop.games.pitch.spec", "PITCH"),
)
r"""Where each game declares its entry, the first the default (its records need no ``game`` field): one
line per game. Named, not imported, so the core imports no game (each spec is light: names and
:class:`Ref`\ s)."""


def _declared() -> list[GameEntry]:
    """The games' entries, in :data:`DECLARED`'s order (each spec imported now)."""
    return [ref.load() for ref in DECLARED]


GAMES: list[GameEntry] = _declared()
"""Every game, the default first. Read it through :func:`games`, :func:`game` and :func:`ids`."""


def games() -> tuple[GameEntry, ...]:
    """Every game, the default first."""
    return tuple(GAMES)


def ids() -> tuple[str, ...]:
    """Every game's id, the default first."""
    return tuple(g.id for g in GAMES)


def default() -> GameEntry:
    """The default game (Pit): the one played the first time, and the game of a record naming none."""
    return GAMES[0]


def game(game_id: str) -> GameEntry:
    """The game whose id is ``game_id``.

    Raises:
        KeyError: no game has that id.
    """
    for entry in GAMES:
        if entry.id == game_id:
            return entry
    raise KeyError(game_id)


def by_record_game(name: object) -> GameEntry | None:
    """The game whose records say ``"game": name``, or ``None`` when no game's do."""
    return next((g for g in GAMES if g.record_game == name), None)


@contextlib.contextmanager
def registered(entry: GameEntry) -> Iterator[GameEntry]:
    """For tests: play ``entry`` as one more game while the block runs (after the others), then forget it.

    Raises:
        ValueError: a game with its id or record game is registered already.
    """
    if any(g.id == entry.id or g.record_game == entry.record_game for g in GAMES):
        raise ValueError(f"a game {entry.id!r} is registered already")
    GAMES.append(entry)
    try:
        yield entry
    finally:
        GAMES.remove(entry)
