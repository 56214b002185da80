"""Keeping a game between runs, for any game: the data folder's lock (one running copy keeps the games), the
game in progress written at every hand boundary, after every command of a hand in play and on quit, the
offer to resume it at the next start (the hand in play going on where it stopped), and an unusable save told
once and set aside. GUI thread only; the writes after each command go to a thread of their own.

A game subclasses :class:`ShellKeeper` with what it keeps (Pit's ``games/pit/ui/game_keeper.py``, Pitch's
``games/pitch/ui/keeper.py``): its save's file name, how to read and encode it (``core/kept_game.py``
does the atomic writing, the versioning and the setting aside), the game as it stands now (its snapshot,
with the hand's record so far), how to word it in the resume question and how to start it again. The keeper
never changes the game; the game's window asks it at start-up (:meth:`ShellKeeper.offer_resume`) and calls
:meth:`ShellKeeper.keep` at each boundary and :meth:`ShellKeeper.keep_soon` after every other command.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from enum import Enum
from pathlib import Path
from typing import Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from pit_desktop.core.kept_game import KeptGameError, KeptWriter, set_aside, write_kept_bytes
from pit_desktop.shell.words import Status

LOCK_NAME = "pit-desktop.lock"
"""The lock file in the data folder: the copy of Pit Desktop that holds it keeps the games (every game's)
and the statistics."""

log = logging.getLogger(__name__)

translate = QCoreApplication.translate
"""The keepers' shared words are in one context, ``ShellKeeper``, whichever game's keeper says them."""

Kept = TypeVar("Kept")
"""What a game keeps between two hands (Pit's ``SavedGame``, Pitch's ``PitchSavedGame``)."""


class ResumedHand(Enum):
    """How the hand that was being played when a game was kept comes back when the game is resumed."""

    NONE = "none"
    """No hand was being played: the game was kept between hands."""
    RESTORED = "restored"
    """Replayed to where it stopped: the same cards in the same hands, every command as it was."""
    SAME_CARDS = "same_cards"
    """Dealt again with the same cards: the save kept only its deal (a save of an earlier version)."""
    DEALT_ANEW = "dealt_anew"
    """It could not be restored (its deal or its commands do not fit the game): dealt anew."""


def ask_resume(parent: QWidget, text: str) -> bool:
    """Ask whether to resume the saved game (``text`` describes it) or start a new one; modal. The caller
    pauses the game around it (there is none yet at start-up).

    Returns:
        Whether the player chose to resume.
    """
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(translate("ShellKeeper", "Resume the game?"))
    box.setText(text)
    box.setInformativeText(
        QCoreApplication.translate(
            "ShellKeeper",
            "A hand that was being played when the game stopped goes on where it stopped.",
        )
    )
    resume = box.addButton(translate("ShellKeeper", "Resume"), QMessageBox.ButtonRole.AcceptRole)
    box.addButton(translate("ShellKeeper", "New game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(resume)
    box.exec()
    chosen = box.clickedButton() is resume
    box.deleteLater()
    return chosen


def tell_problem(parent: QWidget, text: str) -> None:
    """Tell the player, once, that a kept file could not be used (``text`` says which and where it went);
    modal."""
    QMessageBox.warning(parent, translate("ShellKeeper", "Pit Desktop"), text)


def resume_words(hand: int, scores: Sequence[tuple[str | None, int]]) -> str:
    """``Resume the game — hand 4; you 160, Ann 240, Bob −20?``: ``hand`` is the hand to be dealt (from
    1), ``scores`` each seat's name and points, ``None`` for the player's own seat ("you"); a score below
    zero has the true minus sign "−", as the tables show it, never a hyphen."""
    said = ", ".join(
        translate("ShellKeeper", "{name} {points}").format(
            name=translate("ShellKeeper", "you") if name is None else name,
            points=f"−{-points}" if points < 0 else points,
        )
        for name, points in scores
    )
    return translate("ShellKeeper", "Resume the game — hand {hand}; {scores}?").format(hand=hand, scores=said)


class ShellKeeper(QObject, Generic[Kept]):
    """Keeps one game's game in progress in the data folder; a game subclasses it (see the module).

    The subclass overrides :meth:`read_kept`, :meth:`encode_kept` (or :meth:`write_kept`),
    :meth:`snapshot`, :meth:`resume_text` and :meth:`start_kept`, and calls :meth:`game_begun` when a game
    starts, :meth:`keep` at each hand boundary (the game's start and each deal included), :meth:`keep_soon`
    after every other command of a hand in play, and :meth:`forget` when the game is over. GUI thread only;
    the writes after each command go to a thread of their own (``persistence/kept_game.KeptWriter``).

    Args:
        folder: the data folder (``shell/data_folder.py``; tests give a temporary one).
        save_name: the save's file name in it, the game's own.
        parent: the window; dialogs open over it.

    Attributes:
        save_file: where the game in progress is kept.
        game_id: the game in play's name, the same across resumes; ``None`` when nothing is kept of it.
        last_boundary: the game as it stood at its last hand boundary (quit writes it for a game with no
            :meth:`snapshot`).

    Signals:
        problem(str): a kept file could not be used or written (the player's words); the window shows it
            in a box that stays.
        hand_problem(str): the hand in play when the game was kept could not be restored and is dealt
            anew (the player's words); the window shows it in a box that holds the game until it is closed.
        news(object): how a resumed game's hand came back, a ``Status`` for the status line.
    """

    problem = Signal(str)
    hand_problem = Signal(str)
    news = Signal(object)

    def __init__(self, folder: Path, save_name: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.save_file = self.folder / save_name
        self.window = parent
        self.game_id: str | None = None
        self.last_boundary: Kept | None = None
        self._resuming_id: str | None = None
        self._told_unsaved = False
        self._writer = KeptWriter(self.save_file)
        self._closed = False  # closed: the writer's thread has ended for good
        self._lock = QLockFile(str(self.folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, however long a game lasts
        self._sole: bool | None = None  # whether this copy holds the lock; asked on first need
        self._offered = False  # the saved game was offered (or there was none to offer)
        self._may_replace = True  # the game in play may replace the save (see game_begun)

    # ------------------------------------------------------------------ what the game keeps

    def read_kept(self, path: Path) -> Kept | None:
        """The game kept in ``path``, or ``None`` when there is none.

        Raises:
            KeptGameError: the file cannot be resumed (its ``kind`` words the message).
        """
        raise NotImplementedError

    def encode_kept(self, kept: Kept) -> bytes:
        """``kept`` as the bytes of its file (what :meth:`write_kept` and :meth:`keep_soon` write)."""
        raise NotImplementedError

    def write_kept(self, kept: Kept, path: Path) -> None:
        """Write ``kept`` to ``path`` atomically (:meth:`encode_kept`); the save file after any write under
        way on the writer's thread, and instead of any waiting there.

        Raises:
            OSError: it could not be written (told once, see :meth:`keep`).
        """
        data = self.encode_kept(kept)
        if Path(path) == self.save_file:
            self._writer.write_now(data)
        else:
            write_kept_bytes(data, path)

    def snapshot(self) -> Kept | None:
        """The game in play as it stands now, read from its engine: between hands, or in the middle of a
        hand with the hand's record so far; ``None`` when there is nothing to keep (no game, or it is over).
        Quitting writes it (:meth:`quit`), and so does every command (:meth:`keep_soon`). A game that does
        not say keeps its last hand boundary (:meth:`keep`)."""
        return self.last_boundary

    def resume_text(self, kept: Kept) -> str:
        """The resume question for ``kept`` (see :func:`resume_words`)."""
        raise NotImplementedError

    def start_kept(self, kept: Kept) -> None:
        """Start ``kept`` again where it stood: a hand that was being played goes on where it stopped, and
        the game says how it came back (:meth:`tell_resumed`)."""
        raise NotImplementedError

    def tell_resumed(self, how: ResumedHand, hand: int) -> None:
        """Say how hand number ``hand``, in play when the game was kept, came back (``how``): in the status
        line when it goes on where it stopped or is dealt again with the same cards; in the window's
        problem box, which stays, when it could not be restored and is dealt anew."""
        if how is ResumedHand.RESTORED:
            said = translate("ShellKeeper", "Hand {hand} goes on where it stopped.")
        elif how is ResumedHand.SAME_CARDS:
            said = translate(
                "ShellKeeper",
                "Hand {hand} is dealt again with the same cards: this save does not say how it was played.",
            )
        elif how is ResumedHand.DEALT_ANEW:
            said = translate(
                "ShellKeeper", "Hand {hand} of the saved game could not be restored, so it is dealt anew."
            )
            self.hand_problem.emit(said.format(hand=hand))
            return
        else:
            return
        self.news.emit(Status(said.format(hand=hand)))

    def before_offer(self) -> None:
        """Called once before the save is offered, when this copy keeps the games: tell now what else
        cannot be used (Pit's statistics)."""

    # ------------------------------------------------------------------ start-up

    def sole(self) -> bool:
        """Whether this copy of Pit Desktop keeps the games: it holds the data folder's lock
        (:data:`LOCK_NAME`, one for every game), taken on first call. A lock left by a copy that ended (a
        crash) is stale and taken over; a folder that cannot hold a lock at all does not stop the keeping."""
        if self._sole is None:
            try:
                self.folder.mkdir(parents=True, exist_ok=True)
            except OSError as err:
                log.warning("data folder %s: %s", self.folder, err)
            self._sole = (
                self._lock.tryLock(0) or self._lock.error() is not QLockFile.LockError.LockFailedError
            )
            if not self._sole:
                log.warning("%s is held by another Pit Desktop: nothing is kept here", self._lock.fileName())
        return self._sole

    @property
    def keeps_game(self) -> bool:
        """Whether the game in play is being kept (a save it may replace, this copy keeping the games): a
        game set aside now (a lesson) can be resumed from the save afterwards."""
        return self.game_id is not None and self._may_replace and not self._closed and self.sole()

    @property
    def offer_pending(self) -> bool:
        """Whether the saved game (if any) has yet to be offered: no game may replace it before."""
        return not self._offered

    def offer_resume(self) -> bool:
        """At start-up (or when the player first goes to start a game): offer the saved game, if any, and
        resume it if the player wants. Offered once; later calls return ``False``.

        An unusable save is told once (:func:`tell_problem`) and renamed aside. When another copy of Pit
        Desktop keeps the games (:meth:`sole`), that is told once instead and nothing is offered.

        Returns:
            Whether a game was resumed (otherwise the caller offers a new game).
        """
        if self._offered:
            return False
        self._offered = True
        if not self.sole():
            tell_problem(
                self.window,
                QCoreApplication.translate(
                    "ShellKeeper",
                    "Another Pit Desktop is running, so this one will not keep its game or statistics. "
                    "You can play here; the other copy keeps its own.",
                ),
            )
            return False
        self.before_offer()
        try:
            saved = self.read_kept(self.save_file)
        except KeptGameError as err:
            log.warning("saved game %s: %s", self.save_file, err)
            tell_problem(self.window, self.set_aside_text(self.save_file, err.kind))
            return False
        if saved is None:
            return False
        if not ask_resume(self.window, self.resume_text(saved)):
            return False
        self.resume(saved)
        return True

    def resume(self, kept: Kept) -> None:
        """Start ``kept`` again (:meth:`start_kept`) as the same game: its ``game_id`` stays."""
        self._resuming_id = getattr(kept, "game_id", None)
        self.start_kept(kept)

    def set_aside_text(self, path: Path, kind: str) -> str:
        """Set ``path`` aside (renamed, never deleted) and say that it could not be used (``kind`` from
        :class:`~pit_desktop.core.kept_game.KeptGameError`) and where it went."""
        try:
            aside = str(set_aside(path))
        except OSError as err:
            log.warning("could not set %s aside: %s", path, err)
            aside = str(path)
        reason = {
            "newer": QCoreApplication.translate(
                "ShellKeeper", "it was saved by a newer version of Pit Desktop"
            ),
            "unreadable": translate("ShellKeeper", "it cannot be read"),
        }.get(kind, translate("ShellKeeper", "it is damaged"))
        return QCoreApplication.translate(
            "ShellKeeper",
            "The saved game could not be resumed: {reason}. It was kept as {file}. A new game starts.",
        ).format(reason=reason, file=aside)

    # ------------------------------------------------------------------ saving

    def game_begun(self) -> str:
        """A game the player plays has started (a new one, or one resumed): name it and say whether it may
        replace the save. A save not yet offered to the player is never replaced (the game came first, e.g.
        after a record opened from the command line); nor is one this copy does not keep (:meth:`sole`).

        Returns:
            The game's id (:attr:`game_id`): the resumed game's, else a new one.
        """
        self._may_replace = self.sole() and (
            self._offered or self._resuming_id is not None or not self.save_file.is_file()
        )
        self.game_id = self._resuming_id or uuid.uuid4().hex
        self._resuming_id = None
        self.last_boundary = None
        return self.game_id

    def game_not_kept(self) -> None:
        """A game nothing is kept of has started (the bots play alone): the save stays as it is."""
        self.game_id = None
        self.last_boundary = None

    def keep(self, kept: Kept) -> None:
        """The game stands at a hand boundary as ``kept`` (between two hands, or a hand just dealt): write it
        now."""
        self.last_boundary = kept
        self._write(kept)

    def keep_soon(self) -> None:
        """A command changed the game in play: keep it as it stands now (:meth:`snapshot`), written on the
        writer's thread so that the window never waits for the disk (a newer one replaces it if it waits)."""
        if self.game_id is None or not self._may_replace or self._closed:
            return
        kept = self.snapshot()
        if kept is not None:
            self._tell_unsaved(self._writer.write_later(self.encode_kept(kept)))

    def forget(self) -> None:
        """The game is over: nothing to resume, the save goes (when this game may replace it)."""
        self.last_boundary = None
        if not self._may_replace:
            return
        try:
            self._writer.remove()
        except OSError as err:
            log.warning("could not remove %s: %s", self.save_file, err)

    def quit(self) -> None:
        """On quit: write the game in progress as it stands at this moment (:meth:`snapshot`: a hand in play
        to its last command, which a resume replays to), then let the data folder go (:meth:`close`)."""
        kept = self.snapshot() if self.game_id is not None else None
        if kept is not None:
            self._write(kept)
        self.close()

    def close(self) -> None:
        """Let the writer's thread end and the data folder's lock go (the window is closing)."""
        self._closed = True  # nothing more is written behind the window's back
        self._writer.close()
        self._tell_unsaved(self._writer.take_error())
        if self._sole:
            self._lock.unlock()
        self._sole = None

    def _write(self, kept: Kept) -> None:
        if not self._may_replace:
            log.info("the saved game was not offered yet: %s left as it is", self.save_file)
            return
        try:
            self.write_kept(kept, self.save_file)
        except OSError as err:
            self._tell_unsaved(err)

    def _tell_unsaved(self, err: OSError | None) -> None:
        """Log a failed write and tell the player the first time (``None``: nothing failed)."""
        if err is None:
            return
        log.warning("could not save the game to %s: %s", self.save_file, err)
        if not self._told_unsaved:
            self._told_unsaved = True
            self.problem.emit(
                QCoreApplication.translate("ShellKeeper", "The game cannot be saved to {file}: {why}").format(
                    file=self.save_file, why=err.strerror or err
                )
            )
