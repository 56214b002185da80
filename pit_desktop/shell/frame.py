"""The window's frame, the same for every game: the status line, the shared menus (New game, Mute, Pause,
Pause when away, Quit; View; Language; Help), the player's frame choices, the pause and the window going
away, modal dialogs that pause the game, and an orderly close. GUI thread only.

A game's main window subclasses :class:`ShellWindow` and puts its table in it (Pit's
:class:`~pit_desktop.games.pit.ui.window.MainWindow`); the game's own menus come from its
:class:`~pit_desktop.shell.game.Game` (:meth:`Game.build_menus`).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QThread, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon, QShowEvent
from PySide6.QtWidgets import QMainWindow, QMessageBox, QWidget

from pit_desktop.core import resources
from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.shell.announce import announce
from pit_desktop.shell.dialogs import FrameDialogs
from pit_desktop.shell.fit import FitScrollArea, give_way, keep_on_screen, room_for
from pit_desktop.shell.language import LANGUAGE_NAMES, current_language, system_language, use_language
from pit_desktop.shell.menus import PAUSE_KEY as PAUSE_KEY, QUIT_KEY as QUIT_KEY, FrameMenus
from pit_desktop.shell.prefs import Appearance, ShellPrefs
from pit_desktop.shell.sound import SilentSound, SoundNews, SoundService, SoundState
from pit_desktop.shell.status_line import StatusLine
from pit_desktop.shell.theme import restyle, themed
from pit_desktop.shell.words import (
    PAUSED,
    PAUSED_AWAY,
    PAUSED_REFUSAL,
    Status,
    pause_text,
)

if TYPE_CHECKING:
    from pathlib import Path

    from pit_desktop.shell.game import Game
    from pit_desktop.shell.keeper import ShellKeeper
    from pit_desktop.shell.lesson import Lesson
    from pit_desktop.shell.session import GameSession

START_SIZE = QSize(1320, 860)
"""The size a window opens at the first time, logical pixels, where the screen has room for it."""

STATUS_CLEAR_MS = 6000
"""A status message fades after this long, real milliseconds."""

SETTINGS_RESET = QT_TRANSLATE_NOOP(
    "ShellWindow", "Some saved settings were unreadable and were reset to their defaults: %1."
)
"""Said once after start-up when remembered choices had to fall back (see ``ShellPrefs.reset_keys``)."""

SETTINGS_UNSAVED = QT_TRANSLATE_NOOP(
    "ShellWindow", "Settings cannot be saved to {place}: your choices will not be kept after you quit."
)
"""Said once a session when the settings store cannot be written (see ``ShellPrefs.sync``); ``{place}`` is
where the settings are kept."""


class PauseVeil(Protocol):
    """What covers the game's table while the player has paused (Pit's ``PauseOverlay``)."""

    def show_paused(self, text: str) -> None:
        """Cover the table, saying ``text`` (how to go on)."""

    def hide(self) -> None:
        """Uncover the table."""

    def text(self) -> str:
        """What the veil says."""

    def isVisible(self) -> bool:  # Qt's name
        """Whether the table is covered."""


class ShellWindow(FrameMenus, FrameDialogs, QMainWindow):  # the parts first, so the checker sees them whole
    """The frame of a game's main window.

    The subclass builds its table (and sets :attr:`paused_overlay`) and then calls, in order,
    :meth:`build_frame_menus`, :meth:`apply_frame_choices` and, last, :meth:`tell_settings_state`. It
    overrides the hooks: :meth:`start_game`, :meth:`hand_under_way`, :meth:`hold_still`,
    :meth:`update_buttons`, :meth:`retranslate_game` and :meth:`named_settings`. A game that keeps its
    game in progress sets :attr:`data_folder` and, with its session, hands its keeper to :meth:`keep_games`.
    A game with a lesson (Learn to play) gives it with :meth:`make_lesson`, and its usual new game with
    :meth:`ordinary_prefs`; the frame offers it once at the first start and runs it (:meth:`learn_to_play`).

    Args:
        game: the game played in this window (its dialogs, help, menus and session).
        store: remembered choices; the game's store when ``None`` (``Game.make_store``).
        sound: the sound service (also given to the session); silent when ``None``. It plays the game's
            sounds (``Game.sounds()``, handed over here) and the shell's own from now on.

    Attributes:
        status: the status line (the subclass places it).
        paused_overlay: the veil over the table while paused (the subclass makes it).
        data_folder: where the game in progress is kept; ``None`` (nothing kept) unless the subclass sets it.
        keeper: keeps the game in progress (:meth:`keep_games`, made with the session); ``None`` when
            nothing is kept.
        table_scroll: the scroll area the table lies in (:meth:`setCentralWidget`).
        lesson: the lesson under way (:meth:`learn_to_play`), or ``None``.
    """

    paused_overlay: PauseVeil
    table_scroll: FitScrollArea

    def __init__(
        self, game: Game, store: ShellPrefs | None = None, sound: SoundService | None = None
    ) -> None:
        super().__init__()
        self.game = game
        self.data_folder: Path | None = None
        self.keeper: ShellKeeper | None = None
        self.problem_box: QMessageBox | None = None  # the last problem with a kept file, while shown
        self.sound = sound if sound is not None else SilentSound()
        self.sound.use(game.sounds())  # the game's sounds, and the shell's own, from now on
        self.sound.news.connect(self._say_sound_news)  # sound stopping or coming back, said once
        self._controller: GameSession | None = None
        self._leaving = False  # the player already agreed to abandon the game and quit
        self._paused_away = False  # the player's pause is the window's own, made while it was away
        self._told_unsaved = False
        self._sound_before: SoundNews | None = None  # the sound news said last ("back" after none: "on")
        self._least: QSize | None = None  # the game's minimum size (size_window)
        self.lesson: Lesson | None = None
        self._after_lesson: str | None = None  # "resume": the game set aside for it comes back; "new"
        self.store = store if store is not None else game.make_store()
        use_language(self.store.language(tuple(LANGUAGE_NAMES)) or system_language())
        self.setWindowTitle(self.game.title())
        with contextlib.suppress(resources.AssetMissingError):
            self.setWindowIcon(QIcon(str(resources.icon_path("png"))))
        self.status = StatusLine(self._clear_status)
        self.status.setObjectName("status")
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self._clear_status)

    def size_window(self, min_size: tuple[int, int]) -> None:
        """At least ``min_size`` (logical pixels) where the screen has room for it, else as large as the
        screen allows (:func:`~pit_desktop.shell.fit.room_for`: its available area less the window's
        frame), the table then scrolling within the window; start as large as the game likes within the
        screen (a laptop's 1366×768 less its panels)."""
        self._least = QSize(*min_size)
        self._fit_to_screen()
        room = room_for(self).size()
        self.resize(START_SIZE.boundedTo(room).expandedTo(self.minimumSize()))

    def setCentralWidget(self, widget: QWidget) -> None:  # Qt override
        """Put the game's table (``widget``) in the window inside a :class:`FitScrollArea`: it fills the
        window, and scrolls only when the window is smaller than the table's least size (a small screen)."""
        self.table_scroll = FitScrollArea(widget, wrapped=False)
        super().setCentralWidget(self.table_scroll)
        self._fit_to_screen()

    def _fit_to_screen(self) -> None:
        """The window's minimum size gives way to its screen; the table inside keeps the room it has at the
        game's minimum (``size_window``'s), scrolling below it. Again when the screen, the font or the style
        changes (the menu bar's height with them)."""
        least = getattr(self, "_least", None)  # None before size_window, and while QMainWindow is made
        if least is None:
            return
        give_way(self, least)
        scroll = getattr(self, "table_scroll", None)
        if scroll is not None:
            bar = self.menuBar()
            chrome = 0 if bar.isNativeMenuBar() else bar.sizeHint().height()
            scroll.contents.setMinimumSize(least - QSize(0, chrome))

    def showEvent(self, event: QShowEvent) -> None:  # Qt override
        """Fit the minimum to the screen shown on, lie on it (a size and place remembered from a larger
        screen give way), and follow the window to another screen."""
        self._fit_to_screen()
        keep_on_screen(self)
        handle = self.windowHandle()
        if handle is not None and not self.property("followsScreen"):
            self.setProperty("followsScreen", True)
            handle.screenChanged.connect(self._screen_changed)
        super().showEvent(event)

    def _screen_changed(self, _screen: object) -> None:
        self._fit_to_screen()
        keep_on_screen(self)

    # ------------------------------------------------------------------ the session

    @property
    def controller(self) -> GameSession:
        """The game's session (controller); made on first use when the window was given none."""
        if self._controller is None:
            # The engine, the bots and their threads load here: after the first frame when the game starts.
            self._attach(self.game.make_session(self.sound, self))
        assert self._controller is not None
        return self._controller

    def _attach(self, controller: GameSession) -> None:
        self._controller = controller
        controller.status_posted.connect(self.show_status)
        controller.player_pause_changed.connect(self._on_player_pause)

    def needs_abandon_confirmation(self) -> bool:
        """Whether leaving now would throw away a game in progress: during a lesson, the game set aside
        for it (a lesson's own game loses nothing)."""
        if self.lesson is not None:
            return self._after_lesson == "resume"
        return self._controller is not None and self._controller.game_in_progress()

    # ------------------------------------------------------------------ hooks for the game's window

    def start_game(self, prefs: Any) -> None:
        """Start a game with the options ``prefs`` (the new-game dialog's ``prefs()``)."""
        raise NotImplementedError

    def start_up(self) -> None:
        """Once the window is first shown: offer to resume the game kept from the last run, else (the first
        start of the game) its lesson, or else ask for a new game."""
        if not self.offer_kept_game() and not self.offer_lesson():
            self.new_game_dialog()

    def start_chosen(self, prefs: object) -> None:
        """Once the window is first shown, when the player chose this game in the other game's new-game
        dialog: start a game with the options ``prefs`` chosen there, unless the game kept from the last
        run is offered first and resumed (as New game offers it), or the game's lesson is taken at its
        first start."""
        if not self.offer_kept_game() and not self.offer_lesson():
            self.start_game(prefs)

    def open_record_at_start(self, path: str) -> None:
        """``pit-desktop FILE``: open a record the game can replay first (a game without records starts up
        as usual)."""
        self.start_up()

    def keep_games(self, keeper: ShellKeeper) -> None:
        """Keep this window's games with ``keeper`` from now on (the subclass makes it with its session, when
        it has a :attr:`data_folder`, and attaches it): what cannot be written is shown as a problem, the
        kept game is offered at start-up (:meth:`offer_kept_game`) and written on quit (:meth:`closing`)."""
        self.keeper = keeper
        keeper.problem.connect(self.show_problem)
        keeper.hand_problem.connect(lambda text: self.show_problem(text, hold=True))
        keeper.news.connect(self.show_status)

    def offer_kept_game(self) -> bool:
        """Offer the game kept from the last run if it has not been offered yet (once a session); the
        session, and with it the keeper, is made now when games are kept, to resume a game into.

        Returns:
            Whether it was resumed.
        """
        if self.data_folder is not None:
            self.controller  # noqa: B018 -- made now, with its keeper
        keeper = self.keeper
        return keeper is not None and keeper.offer_pending and keeper.offer_resume()

    def hand_under_way(self) -> bool:
        """Whether a hand is being played (something runs that the window going away should pause)."""
        return False

    # ------------------------------------------------------------------ the lesson

    def make_lesson(self) -> Lesson | None:
        """The game's lesson for this window, not started; ``None`` for a game without one."""
        return None

    def ordinary_prefs(self) -> object:
        """The options of the game a lesson leaves the player at when no game was set aside for it: the
        ones chosen last (the new-game dialog's)."""
        raise NotImplementedError

    def offer_lesson(self) -> bool:
        """At the game's first start, offer its lesson once (remembered: ``ShellPrefs.lesson_offered``,
        whatever the answer), and start it if the player wants.

        Returns:
            Whether the lesson started.
        """
        lesson = self.make_lesson()
        if lesson is None:
            return False
        if self.store.lesson_offered(lesson.game_id):
            lesson.deleteLater()
            return False
        self.store.set_lesson_offered(lesson.game_id)
        self.check_settings_saved()
        from pit_desktop.shell.lesson import ask_lesson

        with self._held():
            wanted = ask_lesson(self, lesson.offer_text())
        if not wanted:
            lesson.deleteLater()
            return False
        return self._take_lesson(lesson)

    def learn_to_play(self) -> bool:
        """Help → Learn to play: start the game's lesson, from its first step when it is under way already.
        A game in progress is set aside first: kept and resumed after the lesson when the games are kept
        (asked first), else abandoned (asked as New game asks).

        Returns:
            Whether the lesson started (``False``: the player kept to the game in progress).
        """
        return self._take_lesson(None)

    def _take_lesson(self, lesson: Lesson | None) -> bool:
        """Start ``lesson`` (a new one when ``None``): see :meth:`learn_to_play`."""
        if self.lesson is not None:  # taken again: what comes after it stays as it was
            self.lesson.stop()
            self.lesson.deleteLater()
            self.lesson = None
        else:
            after = self._set_game_aside()
            if after is None:
                return False
            self._after_lesson = after
        lesson = lesson if lesson is not None else self.make_lesson()
        if lesson is None:
            self._after_lesson = None
            return False
        self.lesson = lesson
        lesson.left.connect(self._lesson_left)
        lesson.start()
        return True

    def _set_game_aside(self) -> str | None:
        """What comes after the lesson: ``"resume"``, the game in progress kept now to come back to;
        ``"new"``, a new game (there was none, or the player abandons it); ``None``: the player keeps to
        it."""
        if not self.needs_abandon_confirmation():
            return "new"
        keeper = self.keeper
        if keeper is not None and keeper.keeps_game:
            from pit_desktop.shell.lesson import CONTEXT, KEPT_QUESTION, ask_lesson

            with self._held():
                if not ask_lesson(self, QCoreApplication.translate(CONTEXT, KEPT_QUESTION)):
                    return None
            kept = keeper.snapshot()
            if kept is not None:
                keeper.keep(kept)  # written now: the save holds the game as it stands
            return "resume"
        return "new" if self.confirm_abandon() else None

    def drop_lesson(self) -> None:
        """End the lesson under way without bringing anything back (a new game replaces it, the window
        closes)."""
        lesson, self.lesson, self._after_lesson = self.lesson, None, None
        if lesson is not None:
            lesson.stop()
            lesson.deleteLater()

    def _lesson_left(self) -> None:
        """The player left the lesson: the game set aside for it goes on where it stopped (a save that
        cannot be read is told as at a start); with none set aside, the new-game dialog asks for the first
        real game, as at a first start without the lesson (:meth:`_ask_after_lesson`)."""
        after, self._after_lesson = self._after_lesson, None
        if after != "resume":
            QTimer.singleShot(0, self, self._ask_after_lesson)  # once the lesson's callout has gone
            return
        lesson, self.lesson = self.lesson, None
        if lesson is not None:
            lesson.deleteLater()
        if self._resume_set_aside():
            return
        self._deal_after_lesson()

    def _ask_after_lesson(self) -> None:
        """The new-game dialog after a lesson left with no game set aside: Deal starts the game chosen in
        the lesson's place (the lesson's table stays under the dialog, paused); Cancel deals a game with the
        options chosen last, since the lesson's table cannot go on without its lesson."""
        if self.lesson is None or not self.lesson.stopped:  # a new game, a lesson taken again, the window
            return
        self.new_game_dialog()
        if self.lesson is not None:  # cancelled
            self._deal_after_lesson()

    def _deal_after_lesson(self) -> None:
        """A new game with the options chosen last in the lesson's place, and say so."""
        self.start_game(self.ordinary_prefs())
        from pit_desktop.shell.lesson import CONTEXT, LEFT_NEW

        left = Status(QCoreApplication.translate(CONTEXT, LEFT_NEW))
        QTimer.singleShot(0, self, lambda: self.show_status(left))  # after the new deal's own news

    def _resume_set_aside(self) -> bool:
        """Resume the game kept when the lesson began; whether it was (``False``: no save to read)."""
        from pit_desktop.core.kept_game import KeptGameError

        keeper = self.keeper
        if keeper is None:
            return False
        try:
            kept = keeper.read_kept(keeper.save_file)
        except KeptGameError as err:
            self.show_problem(keeper.set_aside_text(keeper.save_file, err.kind))
            return False
        if kept is None:
            return False
        keeper.resume(kept)
        return True

    def hold_still(self, on: bool) -> None:
        """Stop or allow the table's motion (View → Reduce motion)."""

    def lay_out_for_hand(self, left: bool) -> None:
        """Put the table's side panel (and its buttons beside the hand) on the left when ``left``, on the
        right otherwise (View → Left-handed layout)."""

    def scale_cards(self, percent: int) -> None:
        """Draw the cards at ``percent`` of their usual size (one of ``CARD_SCALES``, View → Card size),
        the hand and the table laid out around them."""

    def update_buttons(self) -> None:
        """Enable the game's buttons and actions for the state of play (after a pause changes)."""

    def retranslate_game(self) -> None:
        """Say the game's own words again after a language change."""

    def named_settings(self) -> dict[str, str]:
        """What a player calls each remembered key, translated: the frame's; a game adds its own."""
        return {
            "sound/muted": self.tr("sound"),
            "game/pause_when_away": self.tr("pause when away"),
            "window/geometry": self.tr("window size"),
            "files/last_folder": self.tr("last folder"),
            "view/left_handed": self.tr("left-handed layout"),
            "view/card_scale": self.tr("card size"),
        }

    def setting_names(self, keys: set[str]) -> str:
        """The names a player knows the remembered ``keys`` by (:meth:`named_settings`; a key without a
        name as it is), sorted, for :data:`SETTINGS_RESET`."""
        names = self.named_settings()
        return ", ".join(sorted({names.get(key, key).rstrip(":") for key in keys}))

    # ------------------------------------------------------------------ the player's frame choices

    def apply_frame_choices(self) -> None:
        """Put the remembered frame choices in force (sound, pause when away, motion, appearance) and follow
        the system's colour scheme and the application's coming and going."""
        self.sound.muted = self.store.muted()
        self.mute_action.setChecked(self.sound.muted)
        self.pause_away_action.setChecked(self.store.pause_when_away())
        self.set_reduce_motion(self.store.reduce_motion())
        self.set_left_handed(self.store.left_handed())
        self.set_card_scale(self.store.card_scale())
        self.appearance_actions[self.store.appearance()].setChecked(True)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_scheme_changed)
        if themed():
            restyle(self.store.appearance())

    def follow_application_state(self) -> None:
        """Pause when the application goes away (another window takes the focus), if the player wants."""
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.applicationStateChanged.connect(self._application_state_changed)

    def tell_settings_state(self) -> None:
        """Restore the window's remembered size and place, and say once if remembered choices were reset or
        cannot be saved."""
        geometry = self.store.window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)  # Qt keeps a remembered place on a screen that is there now
        reset = self.store.reset_keys
        news = [self.tr(SETTINGS_RESET).replace("%1", self.setting_names(reset))] if reset else []
        if not self.store.sync():
            news.append(self._unsaved_text())
        if news:
            self.show_status(Status(" ".join(news)), timeout_ms=0)

    def set_muted(self, muted: bool) -> None:
        """Turn sound off or on, remember it, and say so (or, once, that it cannot be remembered)."""
        self.sound.muted = bool(muted)
        self.store.set_muted(bool(muted))
        said = self.tr("Sound off (M turns it back on).") if muted else self.tr("Sound on.")
        self.show_status(Status(said))
        self.check_settings_saved()

    def _say_sound_news(self, state: SoundState) -> None:
        """Say in the status line that sound stopped, cannot play, or is back (the service says each change
        once); the system's own words for why follow in brackets where there are any."""
        match state.news:
            case SoundNews.NO_SERVER:
                said = self.tr("No sound: no sound server is running. Sound comes on when one starts.")
            case SoundNews.LOST:
                said = self.tr("Sound stopped: the sound server went away. Sound comes back when it does.")
            case SoundNews.BACK if self._sound_before is SoundNews.NO_SERVER:
                said = self.tr("Sound is on: a sound server has started.")  # there was none before
            case SoundNews.BACK:
                said = self.tr("Sound is back.")
            case SoundNews.UNAVAILABLE:
                said = self.tr("No sound: the audio libraries this computer needs for sound are missing.")
            case SoundNews.BROKEN:
                said = self.tr("No sound: the game's sound player does not work on this computer.")
        detail = (
            f" ({state.detail})"
            if state.detail and state.news in (SoundNews.UNAVAILABLE, SoundNews.BROKEN)
            else ""
        )
        self._sound_before = state.news
        self.show_status(Status(said + detail))

    def set_language(self, language: str) -> None:
        """Speak ``language`` (a key of ``LANGUAGE_NAMES``) from now on, remember it, and retranslate the
        window at once (Qt's ``LanguageChange``, see :meth:`changeEvent`). A language that cannot be loaded
        leaves English, and is not remembered."""
        if use_language(language):
            self.store.set_language(language)
            self.check_settings_saved()
        self.language_actions[current_language()].setChecked(True)

    def set_reduce_motion(self, on: bool) -> None:
        """Hold the table still (View → Reduce motion): the game's motion stops (:meth:`hold_still`);
        remembered."""
        self.hold_still(on)
        self.reduce_motion_action.setChecked(on)
        if on != self.store.reduce_motion():
            self.store.set_reduce_motion(on)
            self.check_settings_saved()

    def set_left_handed(self, on: bool) -> None:
        """Lay the table out for the left hand or the right (View → Left-handed layout,
        :meth:`lay_out_for_hand`); remembered."""
        self.lay_out_for_hand(on)
        self.left_handed_action.setChecked(on)
        if on != self.store.left_handed():
            self.store.set_left_handed(on)
            self.check_settings_saved()

    def set_card_scale(self, percent: int) -> None:
        """Draw the cards at ``percent`` of their usual size (View → Card size, :meth:`scale_cards`);
        remembered.

        Raises:
            ValueError: ``percent`` is not one of ``CARD_SCALES``.
        """
        if percent not in self.card_scale_actions:
            raise ValueError(f"card size {percent} % is not one of {tuple(self.card_scale_actions)}")
        self.scale_cards(percent)
        self.card_scale_actions[percent].setChecked(True)
        if percent != self.store.card_scale():
            self.store.set_card_scale(percent)
            self.check_settings_saved()

    def set_appearance(self, appearance: Appearance) -> None:
        """Use ``appearance``'s colour scheme (View → Appearance) and remember it."""
        self.appearance_actions[appearance].setChecked(True)
        if appearance != self.store.appearance():
            self.store.set_appearance(appearance)
            self.check_settings_saved()
        if themed():
            restyle(appearance)

    def _system_scheme_changed(self, _scheme: Qt.ColorScheme) -> None:
        if themed() and self.store.appearance() is Appearance.SYSTEM:
            restyle(Appearance.SYSTEM)

    def check_settings_saved(self) -> None:
        """Write the remembered choices now; if they cannot be written, say so in the status line, once a
        session (``ShellPrefs.sync``)."""
        if not self.store.sync() and not self._told_unsaved:
            self.show_status(Status(self._unsaved_text()), timeout_ms=0)

    def _unsaved_text(self) -> str:
        self._told_unsaved = True
        said = self.tr(SETTINGS_UNSAVED).format(place=self.store.location())
        self.status.setProperty("unsaved", said)
        return said

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        """On a language change, say everything again in the new language: the title, the menus and the
        game's words (:meth:`retranslate_game`). Minimised: pause (:meth:`_window_away`); shown again: say
        so."""
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.game.title())
            self._retranslate_menus()
            self.language_actions[current_language()].setChecked(True)
            if self.paused_overlay.isVisible():  # first: the status line says the veil's words after it
                self.paused_overlay.show_paused(pause_text(PAUSED_AWAY if self._paused_away else PAUSED))
            self._reword_status()
            self.retranslate_game()
            if self.lesson is not None:
                self.lesson.retranslate()
        elif event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_to_screen()  # the menu bar's height follows the font
        elif event.type() == QEvent.Type.WindowStateChange:
            if self.isMinimized():
                self._window_away()
            else:
                self._window_back()
        super().changeEvent(event)

    # ------------------------------------------------------------------ pause

    def set_paused(self, paused: bool) -> bool:
        """Pause the game (the clock and every bot stop; the player's actions are refused) or let it go on:
        P, Game → Pause, the Go on button. A dialog's pause composes with this one: the game runs only when
        both are gone.

        Returns:
            Whether the game is now as asked (``False``: there is no game in progress to pause).
        """
        paused = bool(paused)
        done = self._controller is not None and self._controller.set_player_paused(paused)
        if not done and paused:
            self.pause_action.setChecked(False)
            self.show_status(Status(self.tr("There is no game in progress to pause.")))
        return done or not paused

    def set_pause_when_away(self, on: bool) -> None:
        """Whether the game pauses when the window is minimised or loses focus; remembered."""
        self.store.set_pause_when_away(bool(on))
        self.check_settings_saved()

    def _on_player_pause(self, paused: bool) -> None:
        self.pause_action.setChecked(paused)
        self.update_buttons()
        if paused:
            self.paused_overlay.show_paused(pause_text(PAUSED_AWAY if self._paused_away else PAUSED))
            self.show_status(Status(self.paused_overlay.text()), timeout_ms=0)
        else:
            self._paused_away = False
            self.paused_overlay.hide()
            self.show_status(Status(self.tr("The game goes on.")))

    def _refused_while_paused(self) -> None:
        self.show_status(Status(pause_text(PAUSED_REFUSAL), error=True))

    def _window_away(self) -> None:
        """The window was minimised or lost the focus: pause a hand under way, if the player wants that."""
        controller = self._controller
        if controller is None or controller.player_paused or not self.pause_away_action.isChecked():
            return
        if not self.hand_under_way():
            return  # between hands nothing runs: nothing to pause
        self._paused_away = True
        if not controller.set_player_paused(True):
            self._paused_away = False

    def _window_back(self) -> None:
        """The window is back: if it paused the game while away, say so and how to go on."""
        if self._paused_away and self._controller is not None and self._controller.player_paused:
            self.show_status(Status(pause_text(PAUSED_AWAY)), timeout_ms=0)

    def _application_state_changed(self, state: Qt.ApplicationState) -> None:
        if state == Qt.ApplicationState.ApplicationActive:
            if not self.isMinimized():
                self._window_back()
        else:
            self._window_away()

    # ------------------------------------------------------------------ status

    def show_status(self, status: Status, timeout_ms: int = STATUS_CLEAR_MS) -> None:
        """Show ``status`` in the status line (refusals in red) for ``timeout_ms`` real milliseconds, or
        until the next status when ``timeout_ms`` is 0. While the player has paused, the pause's words
        (how to go on) follow the message, and come back alone when it fades."""
        text = status.text
        pause = self._pause_words()
        if pause and pause not in text and text != pause_text(PAUSED_REFUSAL):
            text = f"{text} {pause}"
        self.status.setText(text)
        rule = self.tr("Rule %1").replace("%1", status.rule) if status.rule else ""
        self.status.setToolTip(rule)
        announce(self.status, text, urgent=status.error)  # a screen reader hears news and refusals
        self.status.setProperty("error", status.error)
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        if timeout_ms > 0:
            self._status_timer.start(timeout_ms)
        else:
            self._status_timer.stop()

    def _reword_status(self) -> None:
        """The language changed: a status said in the old one goes (the note that settings cannot be
        saved is said again in the new one; the pause's words come back in it)."""
        unsaved = self._told_unsaved and self.status.text().startswith(
            self.status.property("unsaved") or "\0"
        )
        self._status_timer.stop()
        self._clear_status()
        if unsaved:
            self.show_status(Status(self._unsaved_text()), timeout_ms=0)

    def status_text(self) -> str:
        """The status line's text."""
        return self.status.text()

    def _clear_status(self) -> None:
        self.status.setProperty("error", False)
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        self.status.setText(self._pause_words())
        self.status.setToolTip("")

    def _pause_words(self) -> str:
        """What the pause's veil says (how to go on) while the player has paused, else ``""``."""
        paused = self._controller is not None and self._controller.player_paused
        return self.paused_overlay.text() if paused else ""

    def show_problem(self, text: str, hold: bool = False) -> None:
        """A kept file could not be used or written: said in the status line and in a box of its own that
        stays until the player closes it (non-modal: the game goes on), so a later status cannot hide it.
        With ``hold`` (the box is about the hand on the table: it could not be restored and is dealt anew)
        the game is paused until the box is closed, as behind any dialog: no bot trades while the player
        reads why their hand is new."""
        self.show_status(Status(text, error=True), timeout_ms=0)
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.game.title(), text, QMessageBox.StandardButton.Ok, self
        )
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        if hold:
            held = contextlib.ExitStack()
            held.enter_context(self._held())
            box.finished.connect(lambda _result: held.close())
            box.destroyed.connect(lambda _obj=None: held.close())
        box.show()
        self.problem_box = box

    # ------------------------------------------------------------------ shutdown

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask before a game in progress is left (:meth:`confirm_abandon`); then :meth:`closing` and stop
        every bot thread before the window goes."""
        if not self._leaving and not self.confirm_abandon(quitting=True):
            event.ignore()
            return
        self._close_dialogs()
        self.drop_lesson()
        self.closing()
        self.shutdown()
        self.store.set_window_geometry(self.saveGeometry())
        self.store.sync()
        super().closeEvent(event)

    def closing(self) -> None:
        """The window is closing for good, before the bots stop: the game in progress is kept at its last
        hand boundary (:meth:`ShellKeeper.quit`); a game's window may keep more."""
        if self.keeper is not None:
            self.keeper.quit()

    def leave(self) -> None:
        """Quit without asking (``SIGINT``, ``SIGTERM``): reject every open dialog, stop the game's threads,
        close the window and end the event loop, nested ones (a dialog's) included. Safe to call again, and
        after the window has closed."""
        self._leaving = True
        self._close_dialogs()
        self.close()
        self.shutdown()
        if QThread.currentThread().loopLevel() > 0:  # outside any loop, exit() would end every later one
            QCoreApplication.exit(0)

    def shutdown(self) -> None:
        """Stop the game's bot threads and wait for them (see ``GameSession.shutdown``); nothing to do
        before a session exists. Safe to call more than once."""
        if self._controller is not None:
            self._controller.shutdown()
