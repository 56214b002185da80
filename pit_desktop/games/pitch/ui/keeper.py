"""Keeps the player's game of Pitch: saved when it starts, at each deal, after every call and card of the hand
in play (its record so far), after every hand (scored or thrown in) and on quit, in its own file in the data
folder (``games/pitch/save.py``), and offered again at the next start, the hand in play going on where
it stopped. GUI thread only.

The keeping itself — the data folder's lock shared with Pit, the offer to resume, the atomic writes,
setting an unusable save aside — is the shell's (:class:`~pit_desktop.shell.keeper.ShellKeeper`); this
keeper says what a game of Pitch is, between two hands or in one, and how to start it again. It listens to the
:class:`~pit_desktop.games.pitch.ui.session.PitchSession`'s signals and never changes the game.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from pit_desktop.core.kept_hand import KeptHand
from pit_desktop.core.stats_db import STATS_NAME, StatsDb, StatsDbError
from pit_desktop.core.stats_rows import PitchHandRow
from pit_desktop.games.pitch.engine.errors import NoHandError
from pit_desktop.games.pitch.engine.events import GameWon, HandDealt, HandScored, HandThrownIn, Settled
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.prefs import PitchNewGamePrefs
from pit_desktop.games.pitch.save import (
    PITCH_SAVE_NAME,
    PitchSavedGame,
    encode_pitch_save,
    pitch_save_text,
    read_pitch_save,
)
from pit_desktop.games.pitch.ui.session import PLAYER, seat_names
from pit_desktop.shell.keeper import ResumedHand, ShellKeeper, resume_words

if TYPE_CHECKING:
    from pit_desktop.games.pitch.engine.engine import PitchHandLog
    from pit_desktop.games.pitch.ui.session import PitchSession

log = logging.getLogger(__name__)


class PitchKeeper(ShellKeeper[PitchSavedGame]):
    """Saves the game of Pitch in progress at every hand boundary and on :meth:`quit`, and offers it again
    on the next start (:meth:`offer_resume`). GUI thread only.

    Args:
        folder: the data folder (``shell/data_folder.py``; tests give a temporary one).
        parent: the Pitch window: dialogs open over it, and a resumed game starts in it
            (``resume_game(saved)``).

    Signals:
        problem(str): the save could not be written (the player's words); the window shows it.
    """

    def __init__(self, folder: Path, parent: QWidget) -> None:
        super().__init__(folder, PITCH_SAVE_NAME, parent)
        self._text = pitch_save_text()
        self.session: PitchSession | None = None
        self._stats: StatsDb | None = None
        self._stats_told = False

    def attach(self, session: PitchSession) -> None:
        """Follow ``session``'s games from now on."""
        self.session = session
        session.game_started.connect(self._on_game_started)
        session.event_received.connect(self._on_event)

    # ------------------------------------------------------------------ what Pitch keeps

    def read_kept(self, path: Path) -> PitchSavedGame | None:
        """Pitch's save in ``path``, or ``None``.

        Raises:
            KeptGameError: it cannot be resumed.
        """
        return read_pitch_save(path)

    def encode_kept(self, kept: PitchSavedGame) -> bytes:
        """Pitch's save as the bytes of its file, the kept hand's commands each encoded once."""
        return encode_pitch_save(kept, self._text)

    def resume_text(self, kept: PitchSavedGame) -> str:
        """``Resume the game — hand 4; you 5, Ann 3, Bob −2, Cid 0?``"""
        names = seat_names(kept.settings.players)
        return resume_words(
            kept.hands_played + 1,
            [(None if seat == kept.human_seat else names[seat], s) for seat, s in enumerate(kept.scores)],
        )

    def start_kept(self, kept: PitchSavedGame) -> None:
        """Start ``kept`` again in the window: the same settings, bots' level and pace, next dealer, scores,
        moons and hand count; the hand that was being played, if any, goes on where it stopped (the same
        calls and tricks), and the status line says so (or the problem box that it could not be restored)."""
        came = self.window.resume_game(kept)  # type: ignore[attr-defined]
        if kept.hand_lost is not None:
            log.warning("the kept hand cannot be restored, dealt anew: %s", kept.hand_lost)
            came = ResumedHand.DEALT_ANEW
        self.tell_resumed(came, kept.hands_played + 1)

    # ------------------------------------------------------------------ saving

    def _on_game_started(self, _prefs: PitchNewGamePrefs) -> None:
        if self.session is not None and self.session.lesson:  # a lesson: no save, no statistics
            self.game_not_kept()
            return
        self.game_begun()
        self._boundary()

    def _on_event(self, event: object) -> None:
        if self.game_id is None:
            return
        match event:
            case HandScored() | HandThrownIn():
                self._count_hand(event.hand_no)
                self._boundary()
            case HandDealt():
                self._boundary()  # a deal is kept too: quitting mid-hand never throws the hand away
            case GameWon() | Settled():
                self.forget()
            case _:
                self.keep_soon()  # the hand so far: a resume replays it to this call or card

    # ------------------------------------------------------------------ statistics

    def stats(self) -> StatsDb | None:
        """The statistics file (shared with Pit's), opened on first use; ``None`` when this copy does not
        keep the games or the file cannot be used now (told once; Pit's statistics set a damaged file
        aside when they open it)."""
        if self._stats is None and self.sole():
            try:
                self._stats = StatsDb(self.folder / STATS_NAME)
            except StatsDbError as err:
                self._stats_problem(err)
        return self._stats

    def _count_hand(self, hand_no: int) -> None:
        """A hand ended (scored or thrown in): keep the hints the player asked for in it and whether he
        took back a call or card (P-UNDO-1)."""
        session = self.session
        db = self.stats()
        if session is None or session.prefs is None or db is None:
            return
        row = PitchHandRow(time.time(), hand_no, session.prefs.level.value, session.hand_hints,
                           session.hand_took_back)  # fmt: skip
        try:
            db.add_pitch_hand(row)
        except StatsDbError as err:
            self._stats_problem(err)

    def _stats_problem(self, err: StatsDbError) -> None:
        log.warning("statistics %s: %s", self.folder / STATS_NAME, err)
        if not self._stats_told:
            self._stats_told = True
            text = self.tr("The statistics in {file} cannot be read or written: this hand is not counted.")
            self.problem.emit(text.format(file=self.folder / STATS_NAME))

    def close(self) -> None:
        """Close the statistics file and let the data folder go (the window is closing)."""
        if self._stats is not None:
            self._stats.close()
            self._stats = None
        super().close()

    def _boundary(self) -> None:
        """Save the game now (:meth:`snapshot`), at a hand boundary: its start, a deal, a hand's end."""
        kept = self.snapshot()
        if kept is not None:
            self.keep(kept)

    def snapshot(self) -> PitchSavedGame | None:
        """The game as it stands now: between hands, or, while a hand is played, as it stood before its deal
        with the hand's record so far (P-DEAL-2: the deal and every call and card with its time), which a
        resume replays to this moment; ``None`` without a game, or once it is over (P-WIN-1, P-WIN-2).

        The hand's log is read before the phase: a hand the phase still shows in play was in play when its
        log was read, even with the bots' threads submitting meanwhile (only this thread deals)."""
        session = self.session
        engine = session.engine if session is not None else None
        if session is None or engine is None or session.prefs is None or self.game_id is None:
            return None
        try:
            hand_log: PitchHandLog | None = engine.hand_log()
        except NoHandError:
            hand_log = None
        phase = engine.phase
        if phase is Phase.GAME_OVER:
            return None
        kept = PitchSavedGame(
            settings=engine.settings,
            level=session.prefs.level,
            pace=session.pace,
            dealer=engine.dealer,
            scores=engine.scores,
            moons=engine.moons,
            hands_played=engine.hand_no,
            game_id=self.game_id,
            human_seat=PLAYER,
        )
        if phase is Phase.READY or hand_log is None:
            return kept
        record = self._text.record(hand_log)
        last_s = record.commands[-1].at_s if record.commands else 0.0
        return replace(
            kept,
            dealer=hand_log.dealer,
            scores=hand_log.scores_before,
            moons=hand_log.moons_before,
            hands_played=hand_log.hand_no - 1,
            hand=KeptHand(record, max(engine.now() - hand_log.dealt_at_s, last_s)),
        )
