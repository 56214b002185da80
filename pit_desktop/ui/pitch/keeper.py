"""Keeps the player's game of Pitch: saved when it starts, after every hand (scored or thrown in) and on
quit, in its own file in the data folder (``persistence/pitch_save.py``), and offered again at the next
start. GUI thread only.

The keeping itself — the data folder's lock shared with Pit, the offer to resume, the atomic writes,
setting an unusable save aside — is the shell's (:class:`~pit_desktop.ui.shell.keeper.ShellKeeper`); this
keeper says what a game of Pitch is between two hands and how to start it again. It listens to the
:class:`~pit_desktop.ui.pitch.session.PitchSession`'s signals and never changes the game.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from pit_desktop.bots.pace import Pace
from pit_desktop.persistence.pitch_prefs import PitchNewGamePrefs
from pit_desktop.persistence.pitch_save import (
    PITCH_SAVE_NAME,
    PitchSavedGame,
    read_pitch_save,
    write_pitch_save,
)
from pit_desktop.pitch.engine.events import GameWon, HandDealt, HandScored, HandThrownIn, Settled
from pit_desktop.pitch.engine.table import Phase
from pit_desktop.ui.pitch.session import PLAYER, seat_names
from pit_desktop.ui.shell.keeper import ShellKeeper, resume_words

if TYPE_CHECKING:
    from pit_desktop.pitch.engine.engine import PitchEngine
    from pit_desktop.ui.pitch.session import PitchSession


class PitchKeeper(ShellKeeper[PitchSavedGame]):
    """Saves the game of Pitch in progress at every hand boundary and on :meth:`quit`, and offers it again
    on the next start (:meth:`offer_resume`). GUI thread only.

    Args:
        folder: the data folder (``ui/data_folder.py``; tests give a temporary one).
        parent: the Pitch window: dialogs open over it, and a resumed game starts in it
            (``resume_game(saved)``).

    Signals:
        problem(str): the save could not be written (the player's words); the window shows it.
    """

    def __init__(self, folder: Path, parent: QWidget) -> None:
        super().__init__(folder, PITCH_SAVE_NAME, parent)
        self.session: PitchSession | None = None

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

    def write_kept(self, kept: PitchSavedGame, path: Path) -> None:
        """Write Pitch's save atomically.

        Raises:
            OSError: it could not be written.
        """
        write_pitch_save(kept, path)

    def resume_text(self, kept: PitchSavedGame) -> str:
        """``Resume the game — hand 4; you 5, Ann 3, Bob −2, Cid 0?``"""
        names = seat_names(kept.settings.players)
        return resume_words(
            kept.hands_played + 1,
            [(None if seat == kept.human_seat else names[seat], s) for seat, s in enumerate(kept.scores)],
        )

    def start_kept(self, kept: PitchSavedGame) -> None:
        """Start ``kept`` again in the window: the same settings, bots' level and pace, next dealer, scores,
        moons and hand count; the hand that was being played, if any, is dealt again with the same cards."""
        self.window.resume_game(kept)  # type: ignore[attr-defined]

    # ------------------------------------------------------------------ saving

    def _on_game_started(self, _prefs: PitchNewGamePrefs) -> None:
        self.game_begun()
        self._boundary()

    def _on_event(self, event: object) -> None:
        if self.game_id is None:
            return
        match event:
            case HandDealt() | HandScored() | HandThrownIn():
                self._boundary()  # a deal is kept too: quitting mid-hand never throws the hand away
            case GameWon() | Settled():
                self.forget()

    def _boundary(self) -> None:
        """Save the game as it stands between hands (at its start, or after a hand), or as it stood before
        the hand in play with that hand's deal (P-DEAL-2)."""
        session = self.session
        engine = session.engine if session is not None else None
        if session is None or engine is None or session.prefs is None or self.game_id is None:
            return
        kept = between_hands(engine, session.prefs, session.pace, self.game_id)
        if kept is not None:
            self.keep(kept)


def between_hands(
    engine: PitchEngine, prefs: PitchNewGamePrefs, pace: Pace, game_id: str
) -> PitchSavedGame | None:
    """The game ``engine`` plays as it stood before the hand in play, with that hand's deal (or now, between
    hands): what a resume deals again from, the same cards by the same dealer (P-DEAL-1, P-DEAL-2).
    ``None`` once the game is over (nothing to resume).

    Args:
        engine: the game's engine (read under its lock; any thread).
        prefs: the game's options (its bots' level).
        pace: the bots' pace now.
        game_id: the game's name across resumes.
    """
    phase = engine.phase
    if phase is Phase.GAME_OVER:
        return None
    deal = None
    if phase is Phase.READY:
        dealer, scores, moons, hands = engine.dealer, engine.scores, engine.moons, engine.hand_no
    else:  # a hand is in play (dealt since the boundary): the game as it stood before its deal, and the deal
        log = engine.hand_log()
        dealer, scores, moons, hands = log.dealer, log.scores_before, log.moons_before, log.hand_no - 1
        deal = log.deal
    return PitchSavedGame(
        settings=engine.settings,
        level=prefs.level,
        pace=pace,
        dealer=dealer,
        scores=scores,
        moons=moons,
        hands_played=hands,
        game_id=game_id,
        human_seat=PLAYER,
        deal=deal,
    )
