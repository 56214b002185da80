"""Keeps the player's games: the game in progress saved at every hand boundary and on quit, and offered
again at the next start. GUI thread only.

The :class:`GameKeeper` listens to the :class:`~pit_desktop.ui.controller.GameController`'s signals; it
never changes the game. A file it cannot use is told once, renamed aside (never deleted), and play goes
on with a new game.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, Signal
from PySide6.QtWidgets import QMessageBox, QWidget

from pit_desktop.bots import Pace
from pit_desktop.engine import CornerClaimed, GameOver, Phase, dumps_record, record_from_log, replay_record
from pit_desktop.engine.record import settings_to_dict
from pit_desktop.persistence.savegame import (
    SavedGame,
    SaveError,
    read_save,
    remove_save,
    save_path,
    set_aside,
    write_save,
)
from pit_desktop.persistence.stats_db import STATS_NAME, GameRow, StatsDb, StatsDbError
from pit_desktop.ui.data_folder import data_folder as data_folder, move_kept_files as move_kept_files

LOCK_NAME = "pit-desktop.lock"
"""The lock file in the data folder: the copy of Pit Desktop that holds it keeps the game and statistics."""

if TYPE_CHECKING:
    from collections.abc import Callable

    from pit_desktop.engine import Event
    from pit_desktop.ui.controller import GameController
    from pit_desktop.ui.table_setup import TableSetup

log = logging.getLogger(__name__)


def ask_resume(parent: QWidget, text: str) -> bool:
    """Ask whether to resume the saved game (``text`` describes it) or start a new one; modal.

    Returns:
        Whether the player chose to resume.
    """
    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("GameKeeper", "Resume the game?"))
    box.setText(text)
    box.setInformativeText(
        QCoreApplication.translate(
            "GameKeeper", "A hand that was being played when the game stopped is dealt again."
        )
    )
    resume = box.addButton(
        QCoreApplication.translate("GameKeeper", "Resume"), QMessageBox.ButtonRole.AcceptRole
    )
    box.addButton(QCoreApplication.translate("GameKeeper", "New game"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(resume)
    box.exec()
    chosen = box.clickedButton() is resume
    box.deleteLater()
    return chosen


def tell_problem(parent: QWidget, text: str) -> None:
    """Tell the player, once, that a kept file could not be used (``text`` says which and where it went)."""
    QMessageBox.warning(parent, QCoreApplication.translate("GameKeeper", "Pit Desktop"), text)


class GameKeeper(QObject):
    """Saves the game in progress at every hand boundary (its start, each corner) and on :meth:`quit`, and
    offers it again on the next start (:meth:`offer_resume`). GUI thread only.

    Args:
        folder: the data folder (see :func:`data_folder`; tests give a temporary one).
        parent: the window; dialogs open over it.

    Signals:
        problem(str): a kept file could not be used or written (the player's words); the window shows it.
        lessons_ready(list): the coach's lessons on the hand just ended (``pit_desktop.coach`` data).
    """

    problem = Signal(str)
    lessons_ready = Signal(list)

    def __init__(self, folder: Path, parent: QWidget) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        self.save_file = save_path(self.folder)
        self.window = parent
        self.controller: GameController | None = None
        self.game_id: str | None = None
        self.last_boundary: SavedGame | None = None
        self._resuming_id: str | None = None
        self._told_unsaved = False
        self.stats_file = self.folder / STATS_NAME
        self._stats: StatsDb | None = None
        self._stats_off = False  # a newer file: left alone for this session
        self._told_stats: set[str] = set()
        self.stats_notice: str | None = None
        """Why the statistics are not (all) there, in the player's words; ``None`` when all is well."""
        self._lock = QLockFile(str(self.folder / LOCK_NAME))
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, however long a game lasts
        self._sole: bool | None = None  # whether this copy holds the lock; asked on first need
        self._offered = False  # the saved game was offered (or there was none to offer)
        self._may_replace = True  # the game in play may replace the save (see _on_game_started)

    def attach(self, controller: GameController) -> None:
        """Follow ``controller``'s games from now on."""
        self.controller = controller
        controller.game_started.connect(self._on_game_started)
        controller.event_received.connect(self._on_event)

    # ------------------------------------------------------------------ start-up

    def sole(self) -> bool:
        """Whether this copy of Pit Desktop keeps the game and the statistics: it holds the data folder's
        lock (:data:`LOCK_NAME`), taken on first call. A lock left by a copy that ended (a crash) is stale
        and taken over; a folder that cannot hold a lock at all does not stop the keeping."""
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
                self.tr(
                    "Another Pit Desktop is running, so this one will not keep its game or statistics. "
                    "You can play here; the other copy keeps its own."
                ),
            )
            return False
        self.stats()  # a damaged or newer statistics file is told now, before any game
        try:
            saved = read_save(self.save_file)
        except SaveError as err:
            log.warning("saved game %s: %s", self.save_file, err)
            tell_problem(self.window, self._set_aside_text(self.save_file, err.kind))
            return False
        if saved is None:
            return False
        if not ask_resume(self.window, self.resume_text(saved)):
            return False
        self.resume(saved)
        return True

    def resume(self, saved: SavedGame) -> None:
        """Start ``saved`` again where it stood: same seats, levels, suits, dealer, scores and hand count, at
        the same pace, under Auto if it was."""
        self._resuming_id = saved.game_id
        levels = [level for level in saved.levels if level is not None]
        self.window.play_under(saved.auto, saved.pace)  # type: ignore[attr-defined]
        self.window.controller.new_game(  # type: ignore[attr-defined]
            saved.settings,
            levels,
            commodities=saved.commodities,
            first_dealer=saved.dealer,
            scores=saved.scores,
            hands_played=saved.hands_played,
            pace=saved.pace,
        )

    def resume_text(self, saved: SavedGame) -> str:
        """``Resume the game — hand 4; you 160, Ann 240, Bob −20?``"""
        scores = ", ".join(
            self.tr("{name} {points}").format(
                name=self.tr("you") if seat == saved.human_seat else saved.settings.name_of(seat),
                points=points,
            )
            for seat, points in enumerate(saved.scores)
        )
        return self.tr("Resume the game — hand {hand}; {scores}?").format(
            hand=saved.hands_played + 1, scores=scores
        )

    def _set_aside_text(self, path: Path, kind: str) -> str:
        """Say that ``path`` could not be used (``kind`` from :class:`SaveError`), and where it went."""
        try:
            aside = str(set_aside(path))
        except OSError as err:
            log.warning("could not set %s aside: %s", path, err)
            aside = str(path)
        reason = {
            "newer": self.tr("it was saved by a newer version of Pit Desktop"),
            "unreadable": self.tr("it cannot be read"),
        }.get(kind, self.tr("it is damaged"))
        return self.tr(
            "The saved game could not be resumed: {reason}. It was kept as {file}. A new game starts."
        ).format(reason=reason, file=aside)

    # ------------------------------------------------------------------ saving

    def quit(self) -> None:
        """On quit: write the last hand boundary of the game in progress (a hand being played is dealt again
        on resume)."""
        if self.last_boundary is not None:
            self._write(self.last_boundary)
        self.close()

    def _on_game_started(self, setup: TableSetup) -> None:
        if setup.levels[setup.human_seat] is not None:  # the bots play alone (the smoke test)
            self.game_id = None
            self.last_boundary = None
            return
        # A save not yet offered to the player is never replaced (the game came first, e.g. after a record
        # opened from the command line).
        self._may_replace = self.sole() and (
            self._offered or self._resuming_id is not None or not self.save_file.is_file()
        )
        self.game_id = self._resuming_id or uuid.uuid4().hex
        self._resuming_id = None
        self._boundary()
        from pit_desktop.persistence.figures import table_level  # loaded after the first window

        levels = tuple(level.value if level is not None else None for level in setup.levels)
        game = GameRow(
            id=self.game_id,
            started_at=time.time(),
            settings=json.dumps(settings_to_dict(setup.settings)),
            players=setup.settings.players,
            levels=levels,
            level=table_level(levels),
            pace=self.pace(),
            human_seat=setup.human_seat,
        )
        self._with_stats(lambda db: db.start_game(game))

    def _on_event(self, event: Event) -> None:
        if self.game_id is None:
            return
        match event:
            case CornerClaimed():
                self._boundary()
                self._keep_hand()
            case GameOver(scores=scores, winner=winner):
                game_id = self.game_id
                self._with_stats(lambda db: db.end_game(game_id, scores, winner, time.time()))
                self.last_boundary = None
                if not self._may_replace:
                    return
                try:
                    remove_save(self.save_file)
                except OSError as err:
                    log.warning("could not remove %s: %s", self.save_file, err)

    def _boundary(self) -> None:
        """Save the game as it stands between hands (at its start, or after a corner)."""
        ctl = self.controller
        if ctl is None or ctl.engine is None or ctl.setup is None or self.game_id is None:
            return
        engine = ctl.engine
        if engine.phase is Phase.GAME_OVER:
            return
        self.last_boundary = SavedGame(
            settings=engine.settings,
            levels=ctl.setup.levels,
            commodities=engine.commodities,
            dealer=engine.dealer,
            scores=engine.scores,
            hands_played=engine.hand_no,
            game_id=self.game_id,
            human_seat=ctl.setup.human_seat,
            pace=ctl.table_pace.pace,
            auto=bool(getattr(self.window, "auto", False)),
        )
        self._write(self.last_boundary)

    def pace(self) -> str:
        """The id of the table's pace (``relaxed``, ``standard``, ``brisk``) at this moment, for the
        statistics; ``standard`` before a controller is attached."""
        if self.controller is None:
            return Pace.STANDARD.value
        return self.controller.table_pace.pace.value

    def _keep_hand(self) -> None:
        """At the end of a hand (R-CORNER-5): keep its statistics and its record (one transaction)."""
        ctl = self.controller
        if ctl is None or ctl.engine is None or ctl.setup is None or self.game_id is None:
            return
        from pit_desktop import coach  # the coach and the figures load with the first hand's end
        from pit_desktop.persistence.figures import hand_row

        record = record_from_log(ctl.engine.hand_log())
        outcome = replay_record(record)
        row = hand_row(record, outcome, self.game_id, ctl.setup.human_seat, time.time())
        found = coach.lessons(record, outcome, ctl.setup.human_seat)
        self.lessons_ready.emit(found)
        self._with_stats(lambda db: db.add_hand(row, dumps_record(record), found))

    # ------------------------------------------------------------------ statistics

    def stats(self) -> StatsDb | None:
        """The statistics file, opened on first use; ``None`` when it cannot be used now (told once)."""
        if self._stats is not None or self._stats_off:
            return self._stats
        try:
            self._stats = StatsDb(self.stats_file)
        except StatsDbError as err:
            log.warning("statistics %s: %s", self.stats_file, err)
            if err.kind == "corrupt":  # renamed aside with its journal; a new file from now on
                aside = self._set_stats_aside()
                self._tell_stats("corrupt", aside)
                try:
                    self._stats = StatsDb(self.stats_file)
                except StatsDbError as again:
                    log.warning("statistics %s: %s", self.stats_file, again)
            elif err.kind == "newer":
                self._stats_off = True
                self._tell_stats("newer", str(self.stats_file))
            else:
                self._tell_stats(err.kind, str(self.stats_file))
        return self._stats

    def _with_stats(self, write: Callable[[StatsDb], object]) -> None:
        if not self.sole():  # another copy counts its own games; this one's are not counted
            return
        db = self.stats()
        if db is None:
            return
        try:
            write(db)
        except StatsDbError as err:
            log.warning("statistics %s: %s", self.stats_file, err)
            self._tell_stats(err.kind, str(self.stats_file))

    def _set_stats_aside(self) -> str:
        try:
            aside = set_aside(self.stats_file)
        except OSError as err:
            log.warning("could not set %s aside: %s", self.stats_file, err)
            self._stats_off = True
            return str(self.stats_file)
        for suffix in ("-wal", "-shm"):
            journal = self.stats_file.with_name(self.stats_file.name + suffix)
            if journal.exists():
                try:
                    set_aside(journal)
                except OSError as err:
                    log.warning("could not set %s aside: %s", journal, err)
        return str(aside)

    def _tell_stats(self, kind: str, file: str) -> None:
        if kind in self._told_stats:
            return
        self._told_stats.add(kind)
        text: str = {
            "corrupt": self.tr(
                "The statistics file was damaged; it was kept as {file} and a new one started."
            ),
            "newer": self.tr(
                "The statistics in {file} are from a newer Pit Desktop: left alone, not counted."
            ),
            "locked": self.tr(
                "The statistics in {file} are busy in another Pit Desktop: this hand is not counted."
            ),
        }.get(kind, self.tr("The statistics in {file} cannot be read or written: this game is not counted."))
        self.stats_notice = text.format(file=file)
        self.problem.emit(self.stats_notice)

    def close(self) -> None:
        """Close the statistics file (the window is closing)."""
        if self._stats is not None:
            self._stats.close()
            self._stats = None
        if self._sole:
            self._lock.unlock()
        self._sole = None

    def _write(self, saved: SavedGame) -> None:
        if not self._may_replace:
            log.info("the saved game was not offered yet: %s left as it is", self.save_file)
            return
        try:
            write_save(saved, self.save_file)
        except OSError as err:
            log.warning("could not save the game to %s: %s", self.save_file, err)
            if not self._told_unsaved:
                self._told_unsaved = True
                self.problem.emit(
                    self.tr("The game cannot be saved to {file}: {why}").format(
                        file=self.save_file, why=err.strerror or err
                    )
                )
