"""The shell's own words, the same for every game: a status line's message, the pause's words, the
question asked before a game in progress is left, and why a file could not be used. GUI thread only
(:func:`ask_abandon`).
"""

from __future__ import annotations

import errno
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from pit_desktop.core.record_checks import RecordError

PAUSED = QT_TRANSLATE_NOOP("Pause", "Paused — press P to go on")
"""Shown over the table while the player has paused the game."""

PAUSED_AWAY = QT_TRANSLATE_NOOP("Pause", "Paused while the window was away — press P to go on")
"""Shown over the table, and said when the window comes back, after it paused the game on its own (the
window was minimised or lost the focus)."""

PAUSED_REFUSAL = QT_TRANSLATE_NOOP("Pause", "The game is paused: press P to go on, then try again.")
"""What an action (an offer, a trade, the bell, a deal) gets while the game is paused."""

ABANDON_QUESTION = QT_TRANSLATE_NOOP("LeaveGame", "Abandon the game in progress?")
"""Asked before a new game replaces a game still being played (and before quitting one that is not kept)."""

QUIT_QUESTION = QT_TRANSLATE_NOOP(
    "LeaveGame",
    "Quit now? Your game is kept, the hand in play with its cards, and you can resume it next time.",
)
"""Asked before quitting a game still being played that is kept for resuming (``GameKeeper``)."""

SWITCH_KEPT_QUESTION = QT_TRANSLATE_NOOP(
    "LeaveGame",
    "Switch to %1 now? Your %2 game is kept, the hand in play with its cards, and you can resume it "
    "next time.",
)
"""Asked before switching to another game (``%1``) from one still being played (``%2``) that is kept."""

SWITCH_QUESTION = QT_TRANSLATE_NOOP(
    "LeaveGame", "Switch to %1 now? Your %2 game in progress will be abandoned."
)
"""Asked before switching to another game (``%1``) from one still being played (``%2``) that is not kept
(another running copy keeps the games)."""


@dataclass(frozen=True, slots=True)
class Status:
    """A message for the status line.

    Attributes:
        text: what to say.
        error: a refusal (shown in red) rather than news.
        rule: the rule id a refusal enforces (e.g. ``"R-TRADE-7"``), shown beside it, not in its words.
    """

    text: str
    error: bool = False
    rule: str = ""


def pause_text(text: str) -> str:
    """One of the pause's words (:data:`PAUSED`, :data:`PAUSED_AWAY`, :data:`PAUSED_REFUSAL`), translated."""
    return QCoreApplication.translate("Pause", text)


def ask_abandon(parent: QWidget, question: str = ABANDON_QUESTION, values: Sequence[str] = ()) -> bool:
    """Ask ``question`` (:data:`ABANDON_QUESTION`, :data:`QUIT_QUESTION` or a switch of games,
    translated, its ``%1``, ``%2`` … then filled with ``values``; Yes/No, default No) in a modal box over
    ``parent``; the caller pauses the game meanwhile (in Pit, R-SCORE-4: a game in progress is dealt and
    not over).

    Returns:
        Whether the player said Yes.
    """
    from PySide6.QtWidgets import QMessageBox  # when first asked, not with the window

    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    if question == QUIT_QUESTION:
        title = QT_TRANSLATE_NOOP("LeaveGame", "Quit")
    elif question in (SWITCH_QUESTION, SWITCH_KEPT_QUESTION):
        title = QT_TRANSLATE_NOOP("LeaveGame", "Switch games")
    else:
        title = QT_TRANSLATE_NOOP("LeaveGame", "Abandon the game?")
    text = QCoreApplication.translate("LeaveGame", question)
    for i, value in reversed(list(enumerate(values, 1))):
        text = text.replace(f"%{i}", value)
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("LeaveGame", title),
        text,
        buttons,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def file_problem(err: OSError) -> str:
    """Why a file could not be read or written, in the player's language: worded from the error's class
    (``FileNotFoundError``, ``PermissionError`` …) and number, never from the system's English
    ``strerror``; one clause ending with a full stop, for "Could not save the hand record: %1"."""
    translate = QCoreApplication.translate
    match err:
        case FileNotFoundError():
            return translate("FileProblem", "the file or its folder is not there.")
        case PermissionError():
            return translate("FileProblem", "Pit Desktop may not use that file or folder.")
        case IsADirectoryError():
            return translate("FileProblem", "it is a folder, not a file.")
        case FileExistsError():
            return translate("FileProblem", "a file is in the way.")
    if err.errno == errno.ENOSPC:
        return translate("FileProblem", "the disk is full.")
    return translate("FileProblem", "the system refused it.")


def record_problem(err: RecordError) -> str:
    """Why a hand record cannot be replayed, worded from the field at fault (``err.path``), never from its
    English ``problem``, which belongs in a "Details" part or the log (docs/hand-record.md). Any game's
    record; the words keep the context of Pit's ``Presenter``, where they were first."""
    translate = QCoreApplication.translate
    top = err.path.split(".", 1)[0].split("[", 1)[0]
    match top:
        case "record":
            return translate("Presenter", "The file is damaged or is not a hand record.")
        case "format":
            return translate("Presenter", "The file is not a Pit Desktop hand record.")
        case "version":
            return translate("Presenter", "The hand record was written by another version of Pit Desktop.")
        case "game":
            return translate("Presenter", "The hand record is of another game.")
        case "settings":
            return translate("Presenter", "The hand record's rules are not valid.")
        case "deal" | "commodities" | "scores_before":
            return translate("Presenter", "The hand record's deal is not possible.")
        case "commands":
            return translate("Presenter", "The hand record's moves are not valid.")
    return translate("Presenter", "The hand record is damaged at %1.").replace("%1", err.path)
