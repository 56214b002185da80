"""What the registry of games (:mod:`pit_desktop.core.registry`) holds of each game: a :class:`GameEntry`,
its pieces named by :class:`Ref` and imported when first used. A game's own package declares its entry
with these; the registry lists the entries. Pure Python, light to import, any thread.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Mark ``text`` for translation in ``context`` and return it untranslated: the window translates it
    when it shows it (``QCoreApplication.translate(context, text)``); Qt's own marker without Qt."""
    return text


@dataclass(frozen=True, slots=True)
class Ref:
    """Where one piece of a game lives: ``module`` and the ``name`` in it, imported by :meth:`load`.

    Raises (from :meth:`load`):
        ImportError: the module cannot be imported. AttributeError: it has no such name.
    """

    module: str
    name: str

    def load(self) -> Any:
        """The object named (its module imported now if it was not yet)."""
        return getattr(importlib.import_module(self.module), self.name)


@dataclass(frozen=True, slots=True)
class GameEntry:
    """One game as the program dispatches to it.

    Attributes:
        id: the game's id: ``--game``'s value, the remembered choice (``ShellPrefs.last_game``).
        menu_name: its title in Game → Play, with its shortcut's ``&``, marked for translation in
            :data:`CONTEXT` (the window translates it).
        choice: the game as the new-game dialog offers it (its name and what kind of game), marked so too.
        record_game: the ``game`` field of its hand records (``docs/hand-record.md``).
        sounds: the names of the sounds it plays (file stems of ``assets/sounds``).
        record_class: the class of its decoded hand records.
        decode_record: ``bytes -> record``; raises ``RecordError`` naming the field at fault.
        replay_record: ``record -> outcome`` (an object with ``to_dict()``), the record re-run.
        timeline: ``record -> frames``, the hand step by step as the replay viewer shows it.
        simulate: ``(args, out) -> exit code``: ``pit-desktop simulate --game ID``.
        tournament: ``(args, out, say) -> exit code``: ``pit-desktop tournament --game ID``.
        suite: ``players -> matches`` (each with ``key`` and ``title``): the tournament's matches.
        level_names: ``dict[str, Level]``, the bot levels ``--level`` takes by name.
        window: the game as the shell runs it (:class:`pit_desktop.shell.game.Game`); Qt.
        viewer: ``(record, parent, title, lessons) -> QDialog``: its replay viewer, not shown yet; Qt.
        conformance: the headless harness ``tests/test_conformance.py`` plays it through (its own
            module: a ``Harness`` class, see that test).
    """

    id: str
    menu_name: str
    choice: str
    record_game: str
    sounds: tuple[str, ...]
    record_class: Ref
    decode_record: Ref
    replay_record: Ref
    timeline: Ref
    simulate: Ref
    tournament: Ref
    suite: Ref
    level_names: Ref
    window: Ref
    viewer: Ref
    conformance: Ref

    def name(self) -> str:
        """The game's name in a sentence ("Pit"), untranslated: its menu title without the ``&``."""
        return self.menu_name.replace("&", "")


CONTEXT = "GameChoice"
"""The translation context of the games' names (:attr:`GameEntry.menu_name`, :attr:`GameEntry.choice`)."""
