"""The command-line arguments the simulator's subcommands share (``simulate``, ``tournament``,
``auto-proof`` and Pitch's tournament): ``--game``, bot levels, and bounded whole numbers with a refusal in
plain words. Its own module so that each subcommand's module imports it and none imports another's
(``tests/test_layers.py`` holds that). Pure Python, any thread.
"""

from __future__ import annotations

import argparse
from typing import Any

from pit_desktop.core import registry
from pit_desktop.core.bots.level import Level

LEVEL_NAMES = {level.value.lower(): level for level in Level}

GAMES = registry.ids()
"""The games ``--game`` chooses from (:mod:`pit_desktop.core.registry`); the first is the default."""


def add_game_option(parser: argparse.ArgumentParser) -> None:
    """Add ``--game`` (one of the registry's games, the default first) to a subcommand's ``parser``."""
    first = registry.default().id
    parser.add_argument(
        "--game",
        type=str.lower,
        choices=registry.ids(),
        default=first,
        help=f"the game to play (default {first})",
    )


def parse_levels(
    text: str, players: int | None = None, names: dict[str, Level] | None = None
) -> tuple[Level, ...]:
    """``"hard,medium"`` → levels; one name fills every seat when ``players`` is given. ``names`` are the
    level names accepted (:data:`LEVEL_NAMES` by default; a game's own, as its registry entry's
    ``level_names``).

    Raises:
        argparse.ArgumentTypeError: an empty or unknown level name, or the wrong number of seats.
    """
    known = names or LEVEL_NAMES
    given = [name.strip().lower() for name in text.split(",")]
    if "" in given:
        raise argparse.ArgumentTypeError(f"a level name is missing in {text!r}")
    try:
        levels = tuple(known[name] for name in given)
    except KeyError as err:
        raise argparse.ArgumentTypeError(
            f"unknown bot level {err.args[0]!r}; choose from {', '.join(known)}"
        ) from None
    if players is not None and len(levels) == 1:
        levels = levels * players
    if players is not None and len(levels) != players:
        raise argparse.ArgumentTypeError(f"{len(levels)} levels given for {players} seats")
    return levels


MAX_GAMES = 10_000_000
"""Most games one command may ask for (about a day of play on one core)."""

MAX_JOBS = 256
"""Most worker processes one command may ask for."""


def bounded_int(lo: int, hi: int) -> Any:
    """An argparse ``type`` accepting whole numbers from ``lo`` to ``hi``, with a plain-words refusal."""

    def whole_number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None
        if not lo <= value <= hi:
            raise argparse.ArgumentTypeError(f"must be {lo} to {hi:,}, not {value}")
        return value

    return whole_number


games_count = bounded_int(1, MAX_GAMES)
jobs_count = bounded_int(1, MAX_JOBS)
players_count = bounded_int(3, 8)  # the widest range of any edition; each edition checks its own
seed_number = bounded_int(-(10**18), 10**18)
