"""Where Pit Desktop keeps the player's games, statistics and hand records: light to import, so that the
window can be given its folder before the game keeper (JSON, SQLite, the engine's records) loads."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from pit_desktop.shell.prefs import APPLICATION

log = logging.getLogger(__name__)

EARLIER_SAVE = "game-in-progress.json"
"""The saved game an earlier build kept in the doubled folder: Pit's, the only game it had (Pit's
``SAVE_NAME``, :mod:`pit_desktop.games.pit.savegame`; a test keeps them equal)."""


def data_folder() -> Path:
    """The user's data folder for Pit Desktop: ``Pit Desktop`` in the user's data location
    (``QStandardPaths.GenericDataLocation``), one level. Games kept by an earlier build in the doubled
    ``Pit Desktop/Pit Desktop`` (``AppDataLocation``, organisation and application of the same name) are
    moved here first (:func:`move_kept_files`); the application's name must be set first
    (:func:`pit_desktop.shell.main.name_application`)."""
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericDataLocation))
    folder = folder / APPLICATION
    doubled = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    if doubled != folder:
        move_kept_files(doubled, folder)
    return folder


def move_kept_files(old: Path, new: Path) -> list[Path]:
    """Move the saved game and the statistics (with its journal) from the folder ``old`` to ``new``, each
    only when ``new`` has none of its own; a file that cannot be moved stays where it was (logged).

    Returns:
        The files moved, at their new place.
    """
    moved: list[Path] = []
    if not old.is_dir():  # the usual case: no earlier build's folder, and nothing more to load
        return moved
    from pit_desktop.core.stats_db import STATS_NAME

    names = [EARLIER_SAVE, STATS_NAME, STATS_NAME + "-wal", STATS_NAME + "-shm"]
    if not (old / EARLIER_SAVE).is_file() and not (old / STATS_NAME).is_file():
        return moved
    try:
        new.mkdir(parents=True, exist_ok=True)
    except OSError as err:
        log.warning("data folder %s: %s", new, err)
        return moved
    stats_here = (new / STATS_NAME).exists()
    for name in names:
        source, target = old / name, new / name
        if not source.is_file() or target.exists() or (name != EARLIER_SAVE and stats_here):
            continue
        try:
            source.replace(target)
        except OSError as err:
            log.warning("could not move %s to %s: %s", source, target, err)
            continue
        moved.append(target)
    return moved
