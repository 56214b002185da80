"""Pitch's main window: the shell's frame around the Pitch table, with its status line and pause veil, and
Pitch's own menu entries (File → Open hand record, Deal the next hand, Save the last hand's record, Pace).
The game in progress is kept in the data folder (``games/pitch/ui/keeper.py``) and offered again at the next
start. GUI thread only."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QActionGroup, QKeySequence
from PySide6.QtWidgets import QDialog, QMenu, QVBoxLayout, QWidget

from pit_desktop.core.bots.pace import PACES, Pace
from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pitch.engine.settings import SETTINGS, PitchSettings
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.prefs import Deck
from pit_desktop.games.pitch.ui.cards import use_deck
from pit_desktop.games.pitch.ui.hint_words import pitch_hint_text
from pit_desktop.games.pitch.ui.session import PitchSession, seat_names
from pit_desktop.games.pitch.ui.table import PitchTableWidget
from pit_desktop.games.pitch.ui.words import refusal_text
from pit_desktop.shell.bot_words import pace_name, pace_now, pitch_pace_tip
from pit_desktop.shell.frame import ShellWindow
from pit_desktop.shell.hint_words import CONTEXT as HINT_CONTEXT, HINT_KEY, HINT_MENU, HINT_MS
from pit_desktop.shell.menus import mark
from pit_desktop.shell.pause_overlay import PauseOverlay
from pit_desktop.shell.text_page import show_text_page
from pit_desktop.shell.words import Status

if TYPE_CHECKING:
    from pit_desktop.games.pitch.engine.view import PitchView
    from pit_desktop.games.pitch.prefs import PitchNewGamePrefs, PitchPrefsStore
    from pit_desktop.games.pitch.save import PitchSavedGame
    from pit_desktop.games.pitch.ui.keeper import PitchKeeper
    from pit_desktop.games.pitch.ui.lesson import PitchLesson
    from pit_desktop.shell.game import Game
    from pit_desktop.shell.keeper import ResumedHand
    from pit_desktop.shell.sound import SoundService

MENUS = "PitchWindow"
"""The translation context of Pitch's menu titles (the frame's own are the shell's)."""

RECORDS_MENUS = "WindowLayout"
"""The translation context of the File menu, the same menu as Pit's window has."""

MIN_SIZE = (900, 640)
"""The smallest window that shows seven seats, the trick and six cards."""


class PitchWindow(ShellWindow):
    """The window Pitch is played in.

    Args:
        game: Pitch's game object.
        session: the game's session; made on first use when ``None`` (tests give one on a fast clock).
        store: the remembered choices; Pitch's store when ``None``.
        sound: the sound service.
        data_folder: where the game in progress is kept (``games/pitch/ui/keeper.py``); nothing is kept when
            ``None``.

    Attributes:
        table: the table of the game in play (made again for each game: its seats are the game's).
        keeper: keeps the game in progress; made with the session, ``None`` when nothing is kept.
    """

    store: PitchPrefsStore

    def __init__(
        self,
        game: Game,
        session: PitchSession | None = None,
        store: PitchPrefsStore | None = None,
        sound: SoundService | None = None,
        data_folder: Path | None = None,
    ) -> None:
        super().__init__(game, store, sound)
        self.setObjectName("pitchWindow")
        self.data_folder = data_folder
        self.keeper: PitchKeeper | None = None
        self.pace_actions: dict[Pace, object] = {}
        self._left_handed = False  # View → Left-handed layout and Card size, for every table made
        self._card_scale = 100
        self.body = QWidget(self)
        self._box = QVBoxLayout(self.body)
        self.table = self._make_table(seat_names(PitchSettings().players))
        for button in self.table.bids.values():  # no call to make before the first deal
            button.hide()
        self._box.addWidget(self.table, 1)
        self._box.addWidget(self.status)
        self.setCentralWidget(self.body)
        overlay = PauseOverlay(self.body)
        overlay.go_on_clicked.connect(lambda: self.set_paused(False))
        self.paused_overlay = overlay
        self.size_window(MIN_SIZE)
        self.build_frame_menus()
        self.apply_frame_choices()
        self.follow_application_state()
        if session is not None:
            self._attach_session(session)
        self.tell_settings_state()

    # ------------------------------------------------------------------ the session

    @property
    def session(self) -> PitchSession:
        """The Pitch session (made on first use)."""
        controller = self.controller
        assert isinstance(controller, PitchSession)
        return controller

    def _attach(self, controller) -> None:
        super()._attach(controller)
        assert isinstance(controller, PitchSession)
        controller.view_changed.connect(self._show_view)
        # A refusal is said once, in the status line (red, its rule as tooltip, read out): the table keeps
        # its prompt of the calls the player may make.
        if self.data_folder is not None:
            from pit_desktop.games.pitch.ui.keeper import PitchKeeper

            keeper = PitchKeeper(self.data_folder, self)
            self.keep_games(keeper)
            keeper.attach(controller)

    def _attach_session(self, session: PitchSession) -> None:
        self._attach(session)

    def _make_table(self, names: tuple[str, ...]) -> PitchTableWidget:
        table = PitchTableWidget(names, self.body)
        table.setObjectName("pitchTable")
        table.callRequested.connect(self._player_command)
        table.playRequested.connect(self._player_command)
        table.nextHandRequested.connect(self.next_hand)
        table.settleRequested.connect(self.settle_up)
        table.newGameRequested.connect(self.new_game_dialog)
        table.set_left_handed(self._left_handed)
        table.set_card_scale(self._card_scale)
        return table

    def _player_command(self, command: object) -> None:
        lesson = self._lesson()
        if lesson is not None and lesson.refuse(command):
            return
        self.session.submit(command)  # type: ignore[arg-type]

    def _show_view(self, view: PitchView) -> None:
        self.table.set_view(view)
        self.update_buttons()

    # ------------------------------------------------------------------ the shell's hooks

    def lay_out_for_hand(self, left: bool) -> None:
        """The log on the left of the trick when ``left`` (View → Left-handed layout), on this table and the
        next."""
        self._left_handed = left
        self.table.set_left_handed(left)

    def scale_cards(self, percent: int) -> None:
        """The hand's and the trick's cards at ``percent`` of their usual size (View → Card size), on this
        table and the next."""
        self._card_scale = percent
        self.table.set_card_scale(percent)

    def start_game(self, prefs: object) -> None:
        """Start a game of Pitch with ``prefs`` (:class:`PitchNewGamePrefs`) on a fresh table, ending a
        lesson under way."""
        from pit_desktop.games.pitch.prefs import PitchNewGamePrefs

        assert isinstance(prefs, PitchNewGamePrefs)
        self.drop_lesson()
        self._start(prefs)

    def start_lesson_game(self, prefs: PitchNewGamePrefs, **rigging: Any) -> None:
        """A lesson's game on a fresh table: ``rigging`` (its deal, first dealer and scripted bots) goes to
        :meth:`PitchSession.new_game`."""
        self._start(prefs, rigging=rigging)

    def resume_game(self, saved: PitchSavedGame) -> ResumedHand:
        """Start the kept game ``saved`` again where it stood: its settings, bots' level and pace, the next
        dealer, the scores, the moons and the hands played; the hand that was being played goes on where it
        stopped. The new-game options remembered for the next game are left as they are.

        Returns:
            How the kept hand came back (:meth:`PitchSession.new_game`).
        """
        from pit_desktop.games.pitch.prefs import PitchNewGamePrefs

        return self._start(PitchNewGamePrefs(saved.settings, saved.level, saved.pace), saved)

    def _start(
        self,
        prefs: PitchNewGamePrefs,
        saved: PitchSavedGame | None = None,
        rigging: dict[str, Any] | None = None,
    ) -> ResumedHand:
        session = self.session
        old = self.table
        self.table = self._make_table(seat_names(prefs.settings.players))
        self._box.replaceWidget(old, self.table)
        # The keys go to the new table: the old one (which the closing dialog gave the focus back to) goes,
        # and a widget the layout has not shown yet cannot take the focus, so it is shown first.
        self.table.show()
        self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        old.deleteLater()
        self.paused_overlay.raise_()  # type: ignore[attr-defined]
        self._check_pace(prefs.pace)
        if saved is None:
            came = session.new_game(prefs, **(rigging or {}))
        else:
            came = session.new_game(
                prefs,
                first_dealer=saved.dealer,
                scores=saved.scores,
                moons=saved.moons,
                hands_played=saved.hands_played,
                hand=saved.hand,
            )
        self.table.take_focus()
        return came

    def next_hand(self) -> None:
        """Deal the next hand (the end-of-hand panel, Ctrl+D); after the game is won, a new game. Not in a
        lesson: its one hand is all of it."""
        lesson = self._lesson()
        if lesson is not None and lesson.refuse_next_hand():
            return
        session = self.session
        if session.engine is not None and session.engine.phase is Phase.GAME_OVER:
            self.new_game_dialog()
            return
        session.next_hand()

    def settle_up(self) -> None:
        """Game → Settle up (and the end-of-hand panel's button): asked first (it ends the game; Keep
        playing is the default), then end the Money Game between hands and show who pays whom (P-WIN-2)."""
        from pit_desktop.games.pitch.ui.dialogs import ask_settle

        session = self._controller
        if isinstance(session, PitchSession) and session.can_settle():
            with self._modal():  # the game waits while the question is up
                chosen = ask_settle(self)
            if chosen:
                session.settle_up()
            elif self.table.result.isVisible():  # kept playing: Enter deals the next hand again
                self.table.result.next.setFocus(Qt.FocusReason.OtherFocusReason)
        self.update_buttons()

    def save_record(self) -> None:
        """Game → Save the last hand's record…: ask where (the folder used last, or the documents folder),
        then write the last finished hand as a Pitch hand record (``docs/pitch.md``). Before any hand is
        over, the status line says so and nothing is asked. The game waits while the dialog is up."""
        from PySide6.QtWidgets import QFileDialog

        session = self.session
        finished = session.hand_to_save()
        if finished is None:
            return
        start = str(Path(self.store.last_folder()) / f"pitch-hand-{finished.hand_no}.json")
        with self._modal():
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save the hand record"), start, self.tr("Pitch hand records (*.json)")
            )
        if path:
            self.store.set_last_folder(str(Path(path).parent))
            self.check_settings_saved()
            session.save_hand_record(path)

    def open_record_at_start(self, path: str) -> None:
        """``pit-desktop FILE.json``: replay the record first; once its viewer closes (or at once, if it
        cannot be read) the kept game is offered as at any start, unless a game was started meanwhile."""
        viewer = self.open_record_file(path)
        if viewer is None:
            self.start_up()
            return
        viewer.finished.connect(self._start_after_viewer)

    def _start_after_viewer(self) -> None:
        if not isinstance(self._controller, PitchSession) or self._controller.engine is None:
            self.start_up()

    def open_hand_record(self) -> None:
        """File → Open hand record…: choose a record file (of Pitch or of Pit) and replay it in its game's
        viewer. The dialog opens in the folder used last (``PitchPrefsStore.last_folder``), which the choice
        then updates. The game waits while the dialog is up."""
        from pit_desktop.shell.record_files import choose_record_file

        with self._modal():
            path = choose_record_file(self, self.store.last_folder())
        if path:
            self.store.set_last_folder(str(Path(path).parent))
            self.check_settings_saved()
            self.open_record_file(path)

    def open_record_file(self, path: str | Path) -> QDialog | None:
        """Replay the record in ``path`` (also ``pit-desktop FILE.json``) in its game's viewer, a window of
        its own (non-modal: the game may go on): a Pitch record (``"game": "pitch"``) in Pitch's, a Pit
        record in Pit's. A file that is no record of either, damaged or unreadable, is told in a message
        box in the player's words (its English detail apart), never raised.

        Returns:
            The viewer, or ``None`` when the file could not be read.
        """
        from pit_desktop.core.record_checks import RecordError
        from pit_desktop.shell.record_files import (
            open_viewer,
            read_hand_record,
            tell_refused,
            why_not_replayed,
        )

        try:
            record = read_hand_record(path)
        except (RecordError, OSError) as err:
            with self._modal():
                tell_refused(self, str(path), why_not_replayed(err), str(err))
            return None
        return open_viewer(record, self, Path(path).name)

    def make_lesson(self) -> PitchLesson:
        """Learn to play Pitch (``games/pitch/ui/lesson.py``), not started."""
        from pit_desktop.games.pitch.ui.lesson import PitchLesson

        return PitchLesson(self)

    def ordinary_prefs(self) -> PitchNewGamePrefs:
        """The new-game options chosen last: the game a lesson leaves the player at."""
        return self.store.load()

    def _lesson(self) -> PitchLesson | None:
        """The lesson under way, or ``None``."""
        from pit_desktop.games.pitch.ui.lesson import PitchLesson

        return self.lesson if isinstance(self.lesson, PitchLesson) else None

    def hand_under_way(self) -> bool:
        """A hand is being bid or played."""
        engine = self._controller.engine if isinstance(self._controller, PitchSession) else None
        return engine is not None and engine.phase in (Phase.BIDDING, Phase.PLAYING)

    def update_buttons(self) -> None:
        """Deal the next hand only between hands; settle up in the Money Game between hands (the entry is
        there in the Money Game only); save a hand's record once one is over."""
        engine = self._controller.engine if isinstance(self._controller, PitchSession) else None
        action = getattr(self, "next_hand_action", None)
        if action is not None:
            action.setEnabled(engine is not None and engine.phase in (Phase.READY, Phase.GAME_OVER))
        settle = getattr(self, "settle_action", None)
        if settle is not None:
            money = engine is not None and engine.settings.money
            settle.setVisible(money)
            settle.setEnabled(
                money and isinstance(self._controller, PitchSession) and self._controller.can_settle()
            )
        save = getattr(self, "save_record_action", None)
        if save is not None:
            save.setEnabled(engine is not None)
        self._update_take_back()

    def _update_take_back(self) -> None:
        """Take back is enabled only when the engine would take it back (P-UNDO-1, PV-COUNTED); otherwise its
        tip says why, in the refusal's own words."""
        action = getattr(self, "take_back_action", None)
        if action is None:
            return
        why = self.session.why_not_take_back() if isinstance(self._controller, PitchSession) else None
        can = (
            isinstance(self._controller, PitchSession) and self._controller.engine is not None and why is None
        )
        action.setEnabled(can)
        tip = refusal_text(why) if why is not None else self.tr("Take back your last call or card (Ctrl+Z)")
        action.setToolTip(tip)
        action.setStatusTip(tip)

    def take_back(self) -> bool:
        """Ctrl+Z: take back the player's last call or card, through the engine (P-UNDO-1); the table then
        redraws from the engine's view, as after any command. A refusal says why."""
        if not isinstance(self._controller, PitchSession):
            return False
        lesson = self._lesson()
        if lesson is not None and lesson.refuse_take_back():
            return False
        done = self.session.take_back()
        self.update_buttons()
        return done

    def retranslate_game(self) -> None:
        """The table's words and the Pace menu in the new language."""
        self.table.retranslate()
        if isinstance(self._controller, PitchSession):
            self._controller.retranslate()
        self._retranslate_paces()

    def named_settings(self) -> dict[str, str]:
        """The frame's keys and Pitch's new-game options."""
        names = super().named_settings()
        options = self.tr("Pitch's new-game options")
        names.update({f"pitch/{spec.key}": options for spec in SETTINGS})
        names.update({"pitch/level": options, "pitch/pace": self.tr("pace"), "app/game": self.tr("game")})
        names["pitch/deck"] = self.tr("four-colour deck")
        names["learn/pitch"] = self.tr("the offer to learn to play")
        return names

    # ------------------------------------------------------------------ Pitch's menus

    def build_pitch_menus(self) -> None:
        """File → Open hand record first in the menu bar, as in Pit's window; Deal the next hand, Save
        the last hand's record, the hint (H) and Take back (Ctrl+Z) after New game; Pace before Quit;
        Learn to play Pitch first in Help."""
        bar = self.menuBar()
        records = self._menu(QT_TRANSLATE_NOOP("WindowLayout", "&File"), RECORDS_MENUS)
        bar.insertMenu(bar.actions()[0], records)
        self.open_record_action = self._action(
            QT_TRANSLATE_NOOP("PitchWindow", "&Open hand record…"),
            QKeySequence(QKeySequence.StandardKey.Open),
            self.open_hand_record,
            MENUS,  # Pitch says "donne" where Pit says "manche"
        )
        records.addAction(self.open_record_action)
        self.stats_action = self._action(
            QT_TRANSLATE_NOOP("PitchWindow", "S&tatistics…"), "Ctrl+T", self.show_statistics, MENUS
        )
        records.addAction(self.stats_action)
        game = self.game_menu
        self.next_hand_action = self._action(
            QT_TRANSLATE_NOOP("PitchWindow", "Deal the next &hand"), "Ctrl+D", self.next_hand, MENUS
        )
        save_title = QT_TRANSLATE_NOOP("PitchWindow", "&Save the last hand's record…")
        self.save_record_action = self._action(save_title, "Ctrl+S", self.save_record, MENUS)
        self.settle_action = self._action(
            QT_TRANSLATE_NOOP("PitchWindow", "Settle &up (the Money Game)"), None, self.settle_up, MENUS
        )
        self.hint_action = self._action(HINT_MENU, HINT_KEY, self.show_hint, HINT_CONTEXT)
        self.take_back_action = self._action(
            QT_TRANSLATE_NOOP("PitchWindow", "&Take back your last call or card"),
            QKeySequence(QKeySequence.StandardKey.Undo),
            self.take_back,
            MENUS,
        )
        game.insertActions(
            self.mute_action,
            [
                self.next_hand_action,
                self.settle_action,
                self.save_record_action,
                self.hint_action,
                self.take_back_action,
            ],
        )
        pace_title = QT_TRANSLATE_NOOP("PitchWindow", "Pa&ce")
        pace_menu = QMenu(game)
        mark(pace_menu.menuAction(), pace_title, MENUS)
        game.insertMenu(self.quit_separator, pace_menu)
        group = QActionGroup(self)
        for pace in PACES:
            action = self._action(None, None, lambda _=False, p=pace: self.choose_pace(p))
            action.setCheckable(True)
            group.addAction(action)
            pace_menu.addAction(action)
            self.pace_actions[pace] = action
        pace_menu.setToolTipsVisible(True)
        self.four_colour_action = self._action(
            QT_TRANSLATE_NOOP("PitchWindow", "&Four-colour deck"), None, self.set_four_colour, MENUS
        )
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setProperty(
            "tip", QT_TRANSLATE_NOOP("PitchWindow", "♠ black, ♥ red, ♦ blue, ♣ green: no two suits alike")
        )
        self.view_menu.addAction(self.four_colour_action)
        learn = self._action(
            QT_TRANSLATE_NOOP("PitchWindow", "&Learn to play Pitch…"), None, self.learn_to_play, MENUS
        )
        first = self.help_menu.actions()[0]
        self.help_menu.insertAction(first, learn)
        self.help_menu.insertSeparator(first)
        self.set_four_colour(self.store.deck() is Deck.FOUR_COLOUR)
        self._retranslate_paces()
        self._check_pace(self.store.load().pace)
        self.update_buttons()

    def set_four_colour(self, on: bool) -> None:
        """Draw the suits in four colours (♠ black, ♥ red, ♦ blue, ♣ green) or in the usual two, on the
        cards and in the log (View → Four-colour deck); remembered."""
        deck = Deck.FOUR_COLOUR if on else Deck.TWO_COLOUR
        use_deck(deck)
        self.four_colour_action.setChecked(on)
        self.table.recolour()
        if deck != self.store.deck():
            self.store.set_deck(deck)
            self.check_settings_saved()

    def statistics_text(self) -> str:
        """What the statistics say of Pitch (rich text): the hands counted, the hints asked for and in how
        many hands, the hands in which a call or card was taken back (P-UNDO-1); or why they cannot be
        read."""
        from pit_desktop.core.stats_db import StatsDbError  # sqlite3 loads with the first look

        db = self.keeper.stats() if self.keeper is not None else None
        if db is None:
            return self.tr("No statistics are kept here: the games are kept by another copy, or nowhere.")
        try:
            hands = db.pitch_hands()
        except StatsDbError:
            return self.tr("The statistics cannot be read now.")
        hints = sum(h.hints for h in hands)
        lines = [
            self.tr("Hands counted: {hands}.").format(hands=len(hands)),
            self.tr("Hints asked for: {hints}, in {hands} of the hands.").format(
                hints=hints, hands=sum(h.hints > 0 for h in hands)
            ),
            self.tr("A call or card taken back: in {hands} of the hands.").format(
                hands=sum(h.took_back for h in hands)
            ),
        ]
        return "<br>".join(lines)

    def show_statistics(self) -> None:
        """File → Statistics: Pitch's, in a page of their own."""
        show_text_page(self, self.tr("Statistics"), self.statistics_text())

    def show_hint(self) -> bool:
        """H: the call or card a bot of the bots' level would make now, and why, in the status line (said
        to a screen reader as all its news is) for :data:`~pit_desktop.games.pit.ui.hint_words.HINT_MS`.

        Returns:
            Whether a hint was shown (``False``: refused before a game or while paused, with the reason).
        """
        session = self.session
        hint = session.hint()
        if hint is None or session.prefs is None:
            return False
        self.show_status(Status(pitch_hint_text(hint, session.prefs.level)), timeout_ms=HINT_MS)
        return True

    def _retranslate_paces(self) -> None:
        for pace, action in self.pace_actions.items():
            action.setText(pace_name(pace))  # type: ignore[attr-defined]
            action.setToolTip(pitch_pace_tip(pace))  # type: ignore[attr-defined]

    def _check_pace(self, pace: Pace) -> None:
        action = self.pace_actions.get(pace)
        if action is not None:
            action.setChecked(True)  # type: ignore[attr-defined]

    def choose_pace(self, pace: Pace) -> None:
        """The bots think at ``pace`` from their next decision on; remembered; said in the status line, and
        during a hand kept in its log, as Pit's window does."""
        self._check_pace(pace)
        if isinstance(self._controller, PitchSession):
            self._controller.set_pace(pace)
        self.store.set_pace(pace)
        self.show_status(Status(pace_now(pace, pitch=True)))
        if self.table.view is not None:  # the hand's log keeps it too, without the explanation
            self.table.note(lambda: pace_now(pace, explain=False))
        self.check_settings_saved()
