"""Keeps the player's games: the game in progress saved at every hand boundary, after every command of the
hand in play (its record so far) and on quit, and offered again at the next start, the hand in play going on
where it stopped. GUI thread only.

The :class:`GameKeeper` listens to the :class:`~pit_desktop.games.pit.ui.controller.GameController`'s signals;
it never changes the game. A file it cannot use is told once, renamed aside (never deleted), and play goes
on with a new game. The keeping itself — the data folder's lock, the offer to resume, writing at each
boundary, setting aside — is the shell's (:class:`~pit_desktop.shell.keeper.ShellKeeper`); this keeper
adds what Pit keeps: its save (``games/pit/savegame.py``), its statistics and the coach's lessons.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget

from pit_desktop.core.kept_game import set_aside
from pit_desktop.core.kept_hand import KeptHand
from pit_desktop.core.stats_db import STATS_NAME, GameRow, StatsDb, StatsDbError
from pit_desktop.games.pit.bots import Pace
from pit_desktop.games.pit.engine import (
    CornerClaimed,
    GameOver,
    HandDealt,
    Phase,
    dumps_record,
    record_from_log,
    replay_record,
)
from pit_desktop.games.pit.engine.errors import WrongPhaseError
from pit_desktop.games.pit.engine.hand_log import HandLog
from pit_desktop.games.pit.engine.record import settings_to_dict
from pit_desktop.games.pit.savegame import SAVE_NAME, SavedGame, encode_save, read_save, save_text
from pit_desktop.shell.data_folder import data_folder as data_folder, move_kept_files as move_kept_files
from pit_desktop.shell.keeper import LOCK_NAME as LOCK_NAME, ResumedHand, ShellKeeper, resume_words

if TYPE_CHECKING:
    from collections.abc import Callable

    from pit_desktop.games.pit.engine import Event
    from pit_desktop.games.pit.ui.controller import GameController
    from pit_desktop.games.pit.ui.table_setup import TableSetup

log = logging.getLogger(__name__)


class GameKeeper(ShellKeeper[SavedGame]):
    """Saves Pit's game in progress at every hand boundary (its start, each corner) and on :meth:`quit`, and
    offers it again on the next start (:meth:`offer_resume`); keeps each hand's statistics, record and
    lessons. GUI thread only.

    Args:
        folder: the data folder (see :func:`data_folder`; tests give a temporary one).
        parent: the window; dialogs open over it.

    Signals:
        problem(str): a kept file could not be used or written (the player's words); the window shows it.
        lessons_ready(list): the coach's lessons on the hand just ended (``pit_desktop.games.pit.coach``
        data).
    """

    lessons_ready = Signal(list)

    def __init__(self, folder: Path, parent: QWidget) -> None:
        super().__init__(folder, SAVE_NAME, parent)
        self._text = save_text()
        self.controller: GameController | None = None
        self.stats_file = self.folder / STATS_NAME
        self._stats: StatsDb | None = None
        self._stats_off = False  # a newer file: left alone for this session
        self._told_stats: set[str] = set()
        self.stats_notice: str | None = None
        """Why the statistics are not (all) there, in the player's words; ``None`` when all is well."""

    def attach(self, controller: GameController) -> None:
        """Follow ``controller``'s games from now on."""
        self.controller = controller
        controller.game_started.connect(self._on_game_started)
        controller.event_received.connect(self._on_event)

    # ------------------------------------------------------------------ what Pit keeps

    def read_kept(self, path: Path) -> SavedGame | None:
        """Pit's save in ``path`` (``games/pit/savegame.py``), or ``None``.

        Raises:
            SaveError: it cannot be resumed.
        """
        return read_save(path)

    def encode_kept(self, kept: SavedGame) -> bytes:
        """Pit's save as the bytes of its file, the kept hand's commands each encoded once (a hand in play
        is kept after every command)."""
        return encode_save(kept, self._text)

    def before_offer(self) -> None:
        """A damaged or newer statistics file is told now, before any game."""
        self.stats()

    def start_kept(self, kept: SavedGame) -> None:
        """Start ``kept`` again where it stood: same seats, levels, suits, dealer, scores and hand count, at
        the same pace, under Auto if it was, the bots matching the player's speed as the player last chose
        (from the speed last measured); the hand in play goes on where it stopped (R-DEAL-2), and the status
        line says so (or the problem box that it could not be restored)."""
        levels = [level for level in kept.levels if level is not None]
        window = self.window
        window.play_under(kept.auto, kept.pace)  # type: ignore[attr-defined]
        matching = window.speed_matching(window.store.match_on())  # type: ignore[attr-defined]
        came = window.controller.new_game(  # type: ignore[attr-defined]
            kept.settings,
            levels,
            commodities=kept.commodities,
            first_dealer=kept.dealer,
            scores=kept.scores,
            hands_played=kept.hands_played,
            pace=kept.pace,
            hand=kept.hand,
            **matching,
        )
        if kept.hand_lost is not None:
            log.warning("the kept hand cannot be restored, dealt anew: %s", kept.hand_lost)
            came = ResumedHand.DEALT_ANEW
        self.tell_resumed(came, kept.hands_played + 1)
        if kept.auto and levels:
            window.resume_auto(levels[0])  # type: ignore[attr-defined]
        window.tell_speed_reset()  # type: ignore[attr-defined]

    def resume_text(self, kept: SavedGame) -> str:
        """``Resume the game — hand 4; you 160, Ann 240, Bob −20?``"""
        return resume_words(
            kept.hands_played + 1,
            [
                (None if seat == kept.human_seat else kept.settings.name_of(seat), points)
                for seat, points in enumerate(kept.scores)
            ],
        )

    # ------------------------------------------------------------------ saving

    def _on_game_started(self, setup: TableSetup) -> None:
        lesson = self.controller is not None and self.controller.lesson
        if setup.levels[setup.human_seat] is not None or lesson:  # the bots alone (the smoke test), a lesson
            self.game_not_kept()  # no save, no statistics, no hand in the history
            return
        self.game_begun()
        self._boundary()
        from pit_desktop.games.pit.figures import table_level  # loaded after the first window

        assert self.game_id is not None
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
            case HandDealt():
                self._boundary()  # the deal is kept: quitting mid-hand never throws the hand away
            case CornerClaimed():
                self._boundary()
                self._keep_hand()
            case GameOver(scores=scores, winner=winner):
                game_id = self.game_id
                self._with_stats(lambda db: db.end_game(game_id, scores, winner, time.time()))
                self.forget()
            case _:
                self.keep_soon()  # the hand so far: a resume replays it to this command

    def _boundary(self) -> None:
        """Save the game now (:meth:`snapshot`), at a hand boundary: its start, a deal, a corner."""
        kept = self.snapshot()
        if kept is not None:
            self.keep(kept)

    def snapshot(self) -> SavedGame | None:
        """The game as it stands now: between hands, or, while a hand is played, as it stood before its deal
        with the hand's record so far (R-DEAL-2: the deal and every command with its time), which a resume
        replays to this moment; ``None`` without a game of the player's, or once it is over (R-SCORE-4).

        The hand's log is read before the phase: a hand the phase still shows in play was in play when its
        log was read, even with the bots' threads submitting meanwhile (only this thread deals)."""
        ctl = self.controller
        if ctl is None or ctl.engine is None or ctl.setup is None or self.game_id is None:
            return None
        engine = ctl.engine
        try:
            hand_log: HandLog | None = engine.hand_log()
        except WrongPhaseError:  # no hand dealt yet
            hand_log = None
        phase = engine.phase
        if phase is Phase.GAME_OVER:
            return None
        kept = SavedGame(
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
        if phase is Phase.READY or hand_log is None:
            return kept
        record = self._text.record(hand_log)
        last_s = record.commands[-1].at_s if record.commands else 0.0
        played_s = max(engine.now() - hand_log.dealt_at_s, last_s)
        return replace(
            kept,
            dealer=hand_log.dealer,
            scores=hand_log.scores_before,
            hands_played=hand_log.hand_no - 1,
            hand=KeptHand(record, played_s),
        )

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
        from pit_desktop.games.pit import coach  # the coach and the figures load with the first hand's end
        from pit_desktop.games.pit.figures import hand_row

        record = record_from_log(ctl.engine.hand_log())
        outcome = replay_record(record)
        row = replace(
            hand_row(record, outcome, self.game_id, ctl.setup.human_seat, time.time()), hints=ctl.hand_hints
        )
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

    def stats_unreadable(self, err: StatsDbError) -> str:
        """Why the statistics cannot be shown now (a read of the open file failed: ``err``), in the
        player's words, naming the file; the error goes to the log."""
        log.warning("statistics %s: %s", self.stats_file, err)
        return self.tr("The statistics in {file} cannot be read now.").format(file=self.stats_file)

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
        """Close the statistics file and let the data folder go (the window is closing)."""
        if self._stats is not None:
            self._stats.close()
            self._stats = None
        super().close()
