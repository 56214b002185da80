"""What every game's tournament command shares: the matches ``--only`` names, whether the table's folder can
be written (said before minutes of play), and a console that goes quiet once it cannot write. Pure Python."""

from __future__ import annotations

import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any, TextIO

from pit_desktop.core.sim.progress import Progress


def chosen_matches(matches: list[Any], only: str, kind: str) -> list[Any] | None:
    """The ``matches`` whose keys ``--only`` names (all when it names none); ``None`` after a message
    on stderr when it names an unknown one (a ``kind``, e.g. "Pitch match")."""
    if not only:
        return matches
    keys = {k.strip() for k in only.split(",")}
    unknown = keys - {m.key for m in matches}
    if unknown:
        known = ", ".join(m.key for m in matches)
        say = f"pit-desktop tournament: unknown {kind} {sorted(unknown)}; choose from {known}"
        print(say, file=sys.stderr)
        return None
    return [m for m in matches if m.key in keys]


def can_write_table(folder: Path) -> bool:
    """Whether the table files can be written to ``folder``: said now, not after minutes of play."""
    problem = _unwritable(folder)
    if problem:
        print(f"pit-desktop tournament: cannot write the table to {folder}: {problem}", file=sys.stderr)
    return problem is None


def console(out: TextIO) -> Callable[..., None]:
    """A ``print`` to ``out`` that goes quiet after the first line it cannot write; given the progress bar
    that is up, it prints above it."""
    broken = False

    def say(line: str, shown: Progress | None = None) -> None:
        nonlocal broken
        if broken:
            return
        try:
            if shown is None:
                print(line, file=out, flush=True)
            else:
                shown.write(line, out)
        except OSError:
            broken = True

    return say


def _unwritable(folder: Path) -> str | None:
    """Why ``folder`` cannot take the table files (creating it if need be), or ``None`` if it can."""
    if folder.exists() and not folder.is_dir():
        return "it is a file, not a folder"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as err:
        return err.strerror or str(err)
    return None
