"""Pitch's ``simulate`` and ``tournament`` subcommands (``pit-desktop simulate|tournament --game pitch``),
as its registry entry (:mod:`pit_desktop.games.pitch.spec`) names them: the command's arguments checked, then
:func:`pit_desktop.games.pitch.sim.simulate.run_simulate` or Pitch's tournament. Pure Python, any thread.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TextIO

from pit_desktop.core.bots.level import Level
from pit_desktop.core.sim.args import LEVEL_NAMES, parse_levels
from pit_desktop.core.sim.jobs import NO_WORKERS, default_jobs, worker_processes_available
from pit_desktop.core.sim.tables import can_write_table, chosen_matches

PITCH_LEVEL_NAMES = {**LEVEL_NAMES, "random": Level.BASIC}
"""Pitch's bot levels by name: its random-legal reference bot is ``Level.BASIC``, called Random."""


def simulate_command(args: argparse.Namespace, out: TextIO) -> int:
    """``simulate --game pitch``: :func:`pit_desktop.games.pitch.sim.simulate.run_simulate` with the command's
    arguments; Pit's own options are refused.

    Returns:
        0 when every game finished, 2 on bad arguments (the message goes to stderr).
    """
    pit_only = [name for name, given in (("--edition", args.edition), ("--short", args.short)) if given]
    if pit_only:
        verb = "is" if len(pit_only) == 1 else "are"
        print(f"pit-desktop simulate: {' and '.join(pit_only)} {verb} Pit's, not Pitch's", file=sys.stderr)
        return 2
    try:
        levels = parse_levels(args.level, args.players, PITCH_LEVEL_NAMES)
    except argparse.ArgumentTypeError as err:
        print(f"pit-desktop simulate: {err}", file=sys.stderr)
        return 2
    from pit_desktop.games.pitch.engine.settings import PitchSettings
    from pit_desktop.games.pitch.sim.simulate import run_simulate as simulate_pitch

    try:
        PitchSettings(players=args.players).validated()
    except ValueError as err:
        print(f"pit-desktop simulate: {err}", file=sys.stderr)
        return 2
    return simulate_pitch(args.games, levels, seed=args.seed, jobs=args.jobs, out=out)


def tournament_command(args: argparse.Namespace, out: TextIO, say: Callable[[str], None]) -> int:
    """``tournament --game pitch``: Pitch's standard suite (or ``--only`` its matches), the table printed
    and written to ``pitch-tournament.md`` in ``--out``.

    Returns:
        0 when every target passes, 1 when one fails or the file could not be written, 2 on bad arguments.
    """
    from pit_desktop.games.pitch.engine.settings import PitchSettings
    from pit_desktop.games.pitch.sim.tournament import play_tournament, standard_suite as pitch_suite

    try:
        PitchSettings(players=args.players).validated()
    except ValueError as err:
        print(f"pit-desktop tournament: {err}", file=sys.stderr)
        return 2
    matches = chosen_matches(pitch_suite(args.players), args.only, "Pitch match")
    if matches is None or not can_write_table(args.out):
        return 2
    jobs = args.jobs or default_jobs()
    if jobs > 1 and not worker_processes_available():
        say(f"pit-desktop tournament: {NO_WORKERS}")
    text, passed = play_tournament(args.games, args.seed, jobs, args.players, matches=matches, progress=say)
    md = f"# Pitch tournament\n\n{text}"
    try:
        (args.out / "pitch-tournament.md").write_text(md, encoding="utf-8")
    except OSError as err:
        print(
            f"pit-desktop tournament: cannot write {err.filename or args.out}: {err.strerror or err}",
            file=sys.stderr,
        )
        return 1
    say("")
    say(text.rstrip("\n"))
    return 0 if passed else 1
