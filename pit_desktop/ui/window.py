"""The main window: table, hand, bell, side panel, menus. GUI thread only.

Every player action goes through one small method here (``offer_cards``, ``trade_cards``, ``ring_bell``,
…) that calls the :class:`~pit_desktop.ui.controller.GameController`; drop handlers, buttons, keys and tests
all use the same methods.
"""

from __future__ import annotations

import contextlib
import math
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QPoint, Qt, QThread, QTimer
from PySide6.QtGui import QCloseEvent, QGuiApplication, QIcon
from PySide6.QtWidgets import QMainWindow, QMessageBox

from pit_desktop import resources
from pit_desktop.bots import Pace
from pit_desktop.bots.auto import AUTO_LADDER, AutoSetting, Change, HandResult, Moment, auto_step, rung_of
from pit_desktop.engine import Card, Phase
from pit_desktop.engine.settings import VARIANTS
from pit_desktop.persistence.prefs import Appearance, NewGamePrefs, PrefsStore
from pit_desktop.ui.announce import announce
from pit_desktop.ui.bot_words import (
    AUTO_STARTED,
    auto_pace_tip,
    auto_words,
    level_tag,
    pace_name,
    pace_tip,
)
from pit_desktop.ui.guards import ABANDON_QUESTION as ABANDON_QUESTION, market_hint
from pit_desktop.ui.language import LANGUAGE_NAMES, current_language, system_language, use_language
from pit_desktop.ui.offer_spot import OfferSpot
from pit_desktop.ui.sound import SilentSound, SoundService
from pit_desktop.ui.table_setup import (
    PAUSED,
    PAUSED_AWAY,
    PAUSED_REFUSAL,
    Status,
    TableSetup,
    seat_names,
)
from pit_desktop.ui.table_widget import SeatWidget
from pit_desktop.ui.theme import restyle, themed
from pit_desktop.ui.window_dialogs import WindowDialogs
from pit_desktop.ui.window_layout import WindowLayout
from pit_desktop.ui.window_records import WindowRecords

if TYPE_CHECKING:
    from pit_desktop.engine import Event, PlayerView
    from pit_desktop.ui.controller import GameController
    from pit_desktop.ui.game_keeper import GameKeeper
    from pit_desktop.ui.presenter import Presenter

STATUS_CLEAR_MS = 6000
"""A status message fades after this long, real milliseconds."""

SEAT_FLASH_MS = 900
"""How long a seat glows after a trade, real milliseconds."""

MIN_SIZE = (960, 600)
"""The smallest window, logical pixels: fits a 1280×720 logical screen with its panels and title bar (200%
scaling on 2560×1440, 150% on 1920×1080)."""

SETTINGS_RESET = QT_TRANSLATE_NOOP(
    "MainWindow", "Some saved settings were unreadable and were reset to their defaults: %1."
)
"""Said once after start-up when remembered choices had to fall back (see ``PrefsStore.reset_keys``)."""

PACE_NOW = QT_TRANSLATE_NOOP("MainWindow", "The bots now play at the {pace} pace. {what}")
"""Said when the player changes the pace: ``{pace}`` is its name, ``{what}`` what it does (``pace_tip``)."""

SETTINGS_UNSAVED = QT_TRANSLATE_NOOP(
    "MainWindow", "Settings cannot be saved to {place}: your choices will not be kept after you quit."
)
"""Said once a session when the settings store cannot be written (see ``PrefsStore.sync``); ``{place}`` is
where the settings are kept."""


class MainWindow(QMainWindow, WindowLayout, WindowDialogs, WindowRecords):
    """The game window.

    Args:
        controller: the game controller; when ``None`` the window makes its own (real time) on first use
            (:attr:`controller`), so that it opens before the engine and the bots are loaded.
        store: remembered choices; the user's ``QSettings`` when ``None``.
        sound: the sound service (also given to a new controller); silent when ``None``.
        data_folder: where games, statistics and hand records are kept (see ``GameKeeper``); nothing is
            kept when ``None``.
    """

    def __init__(
        self,
        controller: GameController | None = None,
        store: PrefsStore | None = None,
        sound: SoundService | None = None,
        data_folder: Path | None = None,
    ) -> None:
        super().__init__()
        self.data_folder = data_folder
        self.keeper: GameKeeper | None = None  # made with the controller: the first frame needs neither
        self.problem_box: QMessageBox | None = None  # the last problem with a kept file, while shown
        self.sound = sound if sound is not None else SilentSound()
        self._controller: GameController | None = None
        self._leaving = False  # the player already agreed to abandon the game and quit
        self._taken_offer: int | None = None  # the offer the player last took (its going is no news)
        self.store = store if store is not None else PrefsStore()
        self.setup: TableSetup | None = None
        self.words: Presenter | None = None
        self.view: PlayerView | None = None
        self._banner: Callable[[], str] = lambda: self.tr("Welcome to the Pit!")
        use_language(self.store.language(tuple(LANGUAGE_NAMES)) or system_language())
        self.setWindowTitle(self.tr("Pit Desktop"))
        with contextlib.suppress(resources.AssetMissingError):
            self.setWindowIcon(QIcon(str(resources.icon_path("png"))))
        self.setMinimumSize(*MIN_SIZE)
        room = self.screen().availableGeometry()  # a laptop's 1366×768 less its panels: start within it
        self.resize(max(MIN_SIZE[0], min(1320, room.width())), max(MIN_SIZE[1], min(860, room.height() - 40)))
        self.auto = False
        """Whether the game in play is Auto's (its bots' level and pace follow the player's results)."""
        self.auto_history: list[HandResult] = []
        """The player's hands under Auto, oldest first (this session)."""
        self._paused_away = False  # the player's pause is the window's own, made while it was away
        self._lessons: list[dict[str, object]] = []  # the coach's last lessons, said again in a new language
        self._build()
        self._build_menus()
        self._build_records_menu()
        self.language_actions[current_language()].setChecked(True)
        self._wire()
        if controller is not None:
            self._attach(controller)
        self.sound.muted = self.store.muted()
        self.mute_action.setChecked(self.sound.muted)
        self.pause_away_action.setChecked(self.store.pause_when_away())
        self.set_reduce_motion(self.store.reduce_motion())
        self.appearance_actions[self.store.appearance()].setChecked(True)
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._system_scheme_changed)
        if themed():
            restyle(self.store.appearance())
        self._show_pace(self.store.pace())
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.applicationStateChanged.connect(self._application_state_changed)
        self._status_timer = QTimer(self)
        self._status_timer.setSingleShot(True)
        self._status_timer.timeout.connect(self._clear_status)
        self._show_welcome()
        self._update_buttons()
        geometry = self.store.window_geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)  # Qt keeps a remembered place on a screen that is there now
        self.store.load()  # validates what is remembered, so a reset can be told at once
        self._told_unsaved = False
        reset = self.store.reset_keys
        news = [self.tr(SETTINGS_RESET).replace("%1", self._setting_names(reset))] if reset else []
        if not self.store.sync():
            news.append(self._unsaved_text())
        if news:
            self.show_status(Status(" ".join(news)), timeout_ms=0)

    def _setting_names(self, keys: set[str]) -> str:
        """The names a player knows the remembered ``keys`` by (the new-game dialog's words), sorted."""
        translate = QCoreApplication.translate
        names = {f"game/{spec.saved_as}": translate("Variant", spec.label) for spec in VARIANTS}
        names |= {
            "game/players": self.tr("players"),
            "game/levels": self.tr("bot levels"),
            "sound/muted": self.tr("sound"),
            "bots/pace": self.tr("pace"),
            "bots/auto": self.tr("Auto"),
            "bots/auto_rung": self.tr("Auto"),
            "game/pause_when_away": self.tr("pause when away"),
            "coach/on": self.tr("coach"),
            "window/geometry": self.tr("window size"),
            "files/last_folder": self.tr("last folder"),
        }
        return ", ".join(sorted({names.get(key, key).rstrip(":") for key in keys}))

    @property
    def controller(self) -> GameController:
        """The game controller; made on first use when the window was given none."""
        if self._controller is None:
            # The engine, the bots and their threads load here: after the first frame when the game starts.
            from pit_desktop.ui.controller import GameController

            self._attach(GameController(self.sound, parent=self))
        assert self._controller is not None
        return self._controller

    def _attach(self, controller: GameController) -> None:
        self._controller = controller
        controller.game_started.connect(self._on_game_started)
        controller.event_received.connect(self._on_event)
        controller.view_changed.connect(self._on_view)
        controller.status_posted.connect(self.show_status)
        controller.countdown_changed.connect(self._on_countdown)
        controller.player_pause_changed.connect(self._on_player_pause)
        controller.hand_ended.connect(self._on_hand_ended)
        controller.setup_changed.connect(self._on_setup_changed)
        if self.data_folder is not None:
            from pit_desktop.ui.game_keeper import GameKeeper

            self.keeper = GameKeeper(self.data_folder, self)
            self.keeper.problem.connect(self.show_problem)
            self.keeper.lessons_ready.connect(self._show_lessons)
            self.keeper.attach(controller)

    # ------------------------------------------------------------------ games

    def start_up(self) -> None:
        """Once the window is first shown: offer to resume the game kept from the last run, or else ask for
        a new game."""
        if not self.offer_kept_game():
            self.new_game_dialog()

    def offer_kept_game(self) -> bool:
        """Offer the game kept from the last run if it has not been offered yet (once a session).

        Returns:
            Whether it was resumed.
        """
        if self.data_folder is not None:
            self.controller  # noqa: B018 -- made now, with its keeper, to resume a game into
        return self.keeper is not None and self.keeper.offer_pending and self.keeper.offer_resume()

    def open_record_at_start(self, path: str) -> None:
        """``pit-desktop FILE.json``: replay the record first; once its viewer closes (or at once, if it
        cannot be read) the kept game is offered as at any start, unless a game was started meanwhile."""
        viewer = self.open_record_file(path)
        if viewer is None:
            self.start_up()
            return
        viewer.finished.connect(self._start_after_viewer)

    def _start_after_viewer(self) -> None:
        if self._controller is None or self._controller.engine is None:
            self.start_up()

    def needs_abandon_confirmation(self) -> bool:
        """Whether leaving now would throw away a game in progress (dealt and not over, R-SCORE-4)."""
        return self._controller is not None and self._controller.game_in_progress()

    def start_game(self, prefs: NewGamePrefs, **kwargs) -> None:
        """Start a game with ``prefs`` (``kwargs`` go to :meth:`GameController.new_game`: seed, deal, …).

        With Auto the bots' level and the pace are those of Auto's remembered rung (``docs/bots.md``);
        otherwise the bots play at ``prefs.pace``."""
        settings = prefs.game_settings(seat_names(prefs.players))
        if prefs.auto:
            setting = AUTO_LADDER[self.store.auto_rung()]
            levels: tuple = (setting.level,) * (prefs.players - 1)
            pace = setting.pace
        else:
            levels, pace = prefs.opponent_levels(), prefs.pace
            self.auto_history.clear()  # Auto's evidence is of Auto's games only, in a row
        self._paused_away = False
        self.play_under(prefs.auto, pace)
        self.controller.new_game(settings, levels, pace=pace, **kwargs)
        if prefs.auto:
            level = levels[0]
            started = auto_words(AUTO_STARTED, level, pace)
            self.side.note(lambda: auto_words(AUTO_STARTED, level, pace))  # asked again in a new language
            self.show_status(Status(f"{started} {self.status_text()}"))

    def play_under(self, auto: bool, pace: Pace) -> None:
        """The next game is played under Auto or not (``auto``), at ``pace``: the table's tags and the Pace
        menu show it (under Auto the menu waits: Auto sets the pace). Called before the game starts, by a new
        game and by a resumed one."""
        self.auto = auto
        self._show_pace(pace)
        for action_pace, action in self.pace_actions.items():
            action.setEnabled(not auto)
            tip = auto_pace_tip() if auto else pace_tip(action_pace)
            action.setToolTip(tip)
            action.setStatusTip(tip)

    def next_hand(self) -> None:
        """Deal the next hand after a corner."""
        if self.result.game_over:
            self.new_game_dialog()
            return
        if self._in_game() and self.controller.deal_next_hand():
            self.result.hide()

    def set_muted(self, muted: bool) -> None:
        """Turn sound off or on, remember it, and say so (or, once, that it cannot be remembered)."""
        self.sound.muted = bool(muted)
        self.store.set_muted(bool(muted))
        said = self.tr("Sound off (M turns it back on).") if muted else self.tr("Sound on.")
        self.show_status(Status(said))
        self.check_settings_saved()

    def set_language(self, language: str) -> None:
        """Speak ``language`` (a key of ``LANGUAGE_NAMES``) from now on, remember it, and retranslate the
        window at once (Qt's ``LanguageChange``, see :meth:`changeEvent`). A language that cannot be loaded
        leaves English, and is not remembered."""
        if use_language(language):
            self.store.set_language(language)
            self.check_settings_saved()
        self.language_actions[current_language()].setChecked(True)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        """On a language change, say everything again in the new language: menus, buttons, the banner, the
        seats and the end-of-hand panel (the side panel and the table's widgets see to their own words).
        Minimised: pause (:meth:`_window_away`); shown again: say so."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        elif event.type() == QEvent.Type.WindowStateChange:
            if self.isMinimized():
                self._window_away()
            else:
                self._window_back()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.setWindowTitle(self.tr("Pit Desktop"))
        self._retranslate_buttons()
        self._retranslate_menus()
        self.language_actions[current_language()].setChecked(True)
        self._show_banner(self._banner)
        if self.setup is None:
            self._show_welcome()
        elif self.view is not None:
            self._on_view(self.view)
        self.result.retranslate()
        if self.paused_overlay.isVisible():
            self.paused_overlay.show_paused(_pause_text(PAUSED_AWAY if self._paused_away else PAUSED))
        if self._lessons and not self.result.coach.isHidden():
            self._show_lessons(self._lessons)

    def check_settings_saved(self) -> None:
        """Write the remembered choices now; if they cannot be written, say so in the status line, once a
        session (``PrefsStore.sync``)."""
        if not self.store.sync() and not self._told_unsaved:
            self.show_status(Status(self._unsaved_text()), timeout_ms=0)

    def _unsaved_text(self) -> str:
        self._told_unsaved = True
        return self.tr(SETTINGS_UNSAVED).format(place=self.store.location())

    # ------------------------------------------------------------------ pace and pause

    def choose_pace(self, pace: Pace) -> None:
        """Set the bots' pace now (mid-hand too: every bot plays at it from its next decision), remember it
        for the next games, and say so."""
        if self._controller is not None:
            self._controller.set_pace(pace)
        self.store.set_pace(pace)
        self._show_pace(pace)
        self.show_status(Status(self.tr(PACE_NOW).format(pace=pace_name(pace), what=pace_tip(pace))))
        self.check_settings_saved()

    def _show_pace(self, pace: Pace) -> None:
        self.pace_actions[pace].setChecked(True)

    def set_paused(self, paused: bool) -> bool:
        """Pause the game (the clock, the sorting countdown and every bot stop; nothing can be offered,
        traded or claimed) or let it go on: P, Game → Pause, the Go on button. A dialog's pause composes
        with this one: the game runs only when both are gone.

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
        self._update_buttons()
        if paused:
            self.paused_overlay.show_paused(_pause_text(PAUSED_AWAY if self._paused_away else PAUSED))
            self.show_status(Status(self.paused_overlay.text()), timeout_ms=0)
        else:
            self._paused_away = False
            self.paused_overlay.hide()
            self.show_status(Status(self.tr("The game goes on.")))

    def _refused_while_paused(self) -> None:
        self.show_status(Status(_pause_text(PAUSED_REFUSAL), error=True))

    def _window_away(self) -> None:
        """The window was minimised or lost the focus: pause a hand under way, if the player wants that."""
        controller, view = self._controller, self.view
        if controller is None or controller.player_paused or not self.pause_away_action.isChecked():
            return
        if view is None or view.phase not in (Phase.SORTING, Phase.OPEN):
            return  # between hands nothing runs: nothing to pause
        self._paused_away = True
        if not controller.set_player_paused(True):
            self._paused_away = False

    def _window_back(self) -> None:
        """The window is back: if it paused the game while away, say so and how to go on."""
        if self._paused_away and self._controller is not None and self._controller.player_paused:
            self.show_status(Status(_pause_text(PAUSED_AWAY)), timeout_ms=0)

    def _application_state_changed(self, state: Qt.ApplicationState) -> None:
        if state == Qt.ApplicationState.ApplicationActive:
            if not self.isMinimized():
                self._window_back()
        else:
            self._window_away()

    # ------------------------------------------------------------------ Auto

    def _on_hand_ended(self, cornered: bool, game_won: bool | None) -> None:
        """Under Auto, keep the hand's result and ask Auto for the next setting (between hands, or between
        games on a game's last hand); carry out and say what it changed."""
        setup = self.setup
        if not self.auto or setup is None or self._controller is None:
            return
        level = next(lv for lv in setup.levels if lv is not None)
        current = AutoSetting(level, self._controller.table_pace.pace)
        players = setup.settings.players
        self.auto_history.append(HandResult(level, current.pace, players, cornered, game_won))
        moment = Moment.HAND if game_won is None else Moment.GAME
        decision = auto_step(self.auto_history, current, moment)
        self.store.set_auto_rung(rung_of(decision.setting))
        if decision.change is not Change.NONE:
            new = decision.setting
            if new.pace is not current.pace:
                self._controller.set_pace(new.pace)
                self._show_pace(new.pace)
            if new.level is not current.level and moment is Moment.HAND:
                self._controller.seat_new_bots(new.level)  # the next game is dealt at the rung anyway
            words = self.words
            if words is not None:
                self.side.note(lambda: words.auto_now(new.level, new.pace))
                self.show_status(Status(words.auto_now(new.level, new.pace)), timeout_ms=0)
        self.check_settings_saved()

    def _on_setup_changed(self, setup: TableSetup) -> None:
        self.setup = setup
        self.side.set_levels(setup, self.auto)
        if self.view is not None:
            self._on_view(self.view)

    # ------------------------------------------------------------------ the player's actions

    def offer_cards(self, cards: Sequence[Card]) -> bool:
        """Offer ``cards`` (a drop on the floor). Returns whether the offer is posted."""
        ok = self.controller.offer(tuple(cards))
        if ok:
            self.hand.clear_selection()
            text = self.tr("You offer %n card(s). Wait for a taker, or withdraw (W).", "", len(cards))
            self.show_status(Status(text))
        return ok

    def trade_cards(self, offer_id: int, cards: Sequence[Card]) -> bool:
        """Trade ``cards`` for offer ``offer_id`` (a drop on an opponent's offer). Returns success."""
        ok = self.controller.accept(offer_id, tuple(cards))
        if ok:
            self.hand.clear_selection()
        return ok

    def offer_selection(self) -> bool:
        """Offer the selected cards (Space, the Offer button, a click on the floor).

        When the Offer button would be disabled (nothing selected, the market not open) this only gives a
        gentle hint, the same whichever way the player asked: no refusal, no sound.
        """
        cards = self.hand.selected_cards()
        hint = self._market_hint()
        if hint is None and not cards:
            hint = self.tr("Select 1–4 cards of one commodity first (click them).")
        if hint is not None:
            self.show_status(Status(hint))
            return False
        return self.offer_cards(cards)

    def trade_selection(self, offer_id: int) -> bool:
        """Trade the selected cards for offer ``offer_id``."""
        cards = self.hand.selected_cards()
        if not cards:
            hint = self.tr("Select as many of your cards as the offer holds, then click it.")
            self.show_status(Status(hint))
            return False
        return self.trade_cards(offer_id, cards)

    def _market_hint(self) -> str | None:
        """Why nothing can be offered now (no game, sorting, hand or game over), or ``None`` if the market is
        open."""
        return market_hint(self.view, self.setup)

    def withdraw(self) -> bool:
        """Withdraw the player's offer."""
        ok = self._in_game() and self.controller.withdraw()
        if ok:
            self.show_status(Status(self.tr("You withdrew your offer.")))
        return ok

    def ring_bell(self) -> bool:
        """Claim a corner; a refusal is explained in the status line."""
        return self._in_game() and self.controller.claim_corner()

    def _in_game(self) -> bool:
        """Whether there is a game controller; before the first game, say how to start one instead (making
        a controller, and loading the engine and the bots, only to refuse would undo the quick start)."""
        if self._controller is None:
            self.show_status(Status(market_hint(None, None) or ""))  # a hint, as Space gives
            return False
        return True

    def _floor_clicked(self) -> None:
        """A click on the floor offers the selection; with nothing selected it is just a click."""
        if self.hand.selected_cards():
            self.offer_selection()

    def _bad_drop(self, message: str) -> None:
        self.show_status(Status(message[:1].upper() + message[1:], error=True))

    def _drag_missed(self, global_pos: QPoint) -> None:
        """Cards let go over a seat and not taken are explained: it has no offer out (it may have gone
        during the drag), or they missed the offer; anywhere else the player changed their mind."""
        for seat in self.table.seats:
            if seat.isVisible() and seat.rect().contains(seat.mapFromGlobal(global_pos)):
                spot = seat.offer_spot
                if spot.offer is None:
                    self._bad_drop(spot.missing_offer_text())
                else:  # let go beside the offer (on the name or score): only the offer itself takes cards
                    text = self.tr("To trade with %1, drop your cards on the offer itself.")
                    self.show_status(Status(text.replace("%1", spot.owner)))
                return

    def _empty_seat_clicked(self, spot: OfferSpot) -> None:
        """Selected cards clicked onto a seat whose offer is not (or no longer) there: say so, as a drop
        there does."""
        if self.hand.selected_cards():
            self._bad_drop(spot.missing_offer_text())

    def _on_seat_drop(self, payload: tuple[int, tuple[Card, ...]]) -> None:
        self.trade_cards(*payload)

    # ------------------------------------------------------------------ controller signals

    def _on_game_started(self, setup: TableSetup) -> None:
        from pit_desktop.ui.presenter import Presenter

        self.setup = setup
        self.words = Presenter(setup)
        self.result.hide()
        self.new_game_button.hide()
        for seat in self.table.set_players(setup.settings.players):
            seat.offer_spot.cards_dropped.connect(self._on_seat_drop)
            seat.offer_spot.bad_drop.connect(self._bad_drop)
            seat.offer_spot.clicked.connect(self.trade_selection)
            seat.offer_spot.empty_clicked.connect(lambda spot=seat.offer_spot: self._empty_seat_clicked(spot))
            seat.offer_spot.focused_offer_gone.connect(partial(self._focused_offer_gone, seat.offer_spot))
            seat.offer_spot.reduce_motion = self.motion.reduced
        self.side.set_setup(setup, self.auto)
        self.hand.setFocus(Qt.FocusReason.OtherFocusReason)
        self.hand.set_hand(())
        self.floor.set_own_offer(None, setup.settings.silent)

    def _on_event(self, event: Event) -> None:
        from pit_desktop.engine.events import (
            CardsReceived,
            ClaimRefused,
            CornerClaimed,
            GameOver,
            HandDealt,
            MarketOpened,
            TradeCompleted,
        )

        self.side.log(event)
        words = self.words
        if words is None:
            return
        match event:
            case CardsReceived(cards=cards):
                self.hand.mark_received(cards)
                status = words.status(event)
                if status is not None:
                    self.show_status(status)
            case TradeCompleted(offerer=offerer, accepter=accepter, offer_id=offer_id, count=count):
                if self.controller.setup is not None and accepter == self.controller.setup.human_seat:
                    self._taken_offer = offer_id  # the player's own taking of an offer is not news
                self._flash(offerer)
                self._flash(accepter)
                self._show_trade(offerer, accepter, count)
            case ClaimRefused():
                self.bell.ring()
            case MarketOpened():
                self._show_banner(words.market_open)
            case HandDealt():
                self.result.hide()
                self.hand.clear_selection()
                self.hand.clear_received()
                self._show_banner(lambda: self.tr("Sort your cards…"))
            case CornerClaimed():
                self.bell.ring()
                self._show_banner(lambda: words.corner(event))
                self.result.show_corner(event, words)
            case GameOver():
                self.result.show_game_over(event, words)
                self.new_game_button.show()

    def _show_banner(self, text: Callable[[], str]) -> None:
        """Show ``text()`` on the trading floor's banner; it is asked again after a language change."""
        self._banner = text
        self.floor.set_banner(text())

    def _focused_offer_gone(self, spot: OfferSpot, offer_id: int) -> None:
        """The offer with the keyboard focus went: the keys go back to the hand. Unless the player took it,
        the status line says it is gone, and an Enter meant for it changes nothing
        (:meth:`~pit_desktop.ui.hand_keys.HandKeys.take_focus_from_gone_offer`)."""
        if offer_id == self._taken_offer:
            self.hand.setFocus()
            return
        note = self.tr("{owner}'s offer is gone.").format(owner=spot.owner)
        self.show_status(Status(note))
        self.hand.take_focus_from_gone_offer(note)

    def _on_view(self, view: PlayerView) -> None:
        setup = self.setup
        if setup is None:
            return
        self.view = view
        silent = view.settings.silent
        self.hand.set_hand(view.hand, view.my_offer)
        self.holding.show_hand(view.hand, view.phase in (Phase.SORTING, Phase.OPEN))
        self.floor.set_own_offer(view.my_offer, silent)
        offers = {o.seat: o for o in view.offers}

        for seat in self.table.seats:
            level = setup.levels[seat.seat]
            seat.show_state(
                setup.name(seat.seat),
                level_tag(level, self.auto) if level is not None else "",
                view.hand_sizes[seat.seat],
                view.scores[seat.seat],
                view.dealer == seat.seat,
                offers.get(seat.seat),
                silent,
            )
        self.side.set_scores(view.scores, view.dealer)
        self.walk_offers_by_tab()  # an offer just out joins the Tab order (Qt leaves unfocusable ones out)
        self._update_buttons()
        from pit_desktop.engine.rules import has_corner

        corner = view.phase is Phase.OPEN and has_corner(Counter(view.hand), view.settings.bull_bear)
        self.bell.set_ready(corner)

    def show_problem(self, text: str) -> None:
        """A kept file could not be used or written: said in the status line and in a box of its own that
        stays until the player closes it (non-modal: the game goes on), so a later status cannot hide it."""
        self.show_status(Status(text, error=True), timeout_ms=0)
        box = QMessageBox(
            QMessageBox.Icon.Warning, self.tr("Pit Desktop"), text, QMessageBox.StandardButton.Ok, self
        )
        box.setModal(False)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.show()
        self.problem_box = box

    def _show_lessons(self, lessons: list[dict[str, object]]) -> None:
        """The coach's lessons on the hand just ended, in the end-of-hand panel (unless switched off)."""
        words = self.words
        self._lessons = lessons
        if self.store.coach_on() and words is not None:
            names = words.setup.settings.names
            self.result.show_lessons([words.lesson(lesson, names) for lesson in lessons])

    def _on_countdown(self, left_s: float) -> None:
        if left_s > 0:
            self._show_banner(lambda: self.tr("Sort your cards… %1").replace("%1", str(math.ceil(left_s))))
        else:
            self._show_banner(lambda: self.tr("Ding!"))

    def _update_buttons(self, *_args: object) -> None:
        view = self.view
        paused = self._controller is not None and self._controller.player_paused
        open_ = view is not None and view.phase is Phase.OPEN and not paused
        self.bell.setEnabled(open_)
        self.offer_button.setEnabled(open_ and bool(self.hand.selected_cards()))
        self.withdraw_button.setEnabled(open_ and view is not None and view.my_offer is not None)
        self.next_hand_action.setEnabled(view is not None and view.phase is Phase.READY)
        self.save_record_action.setEnabled(view is not None and view.phase in (Phase.READY, Phase.GAME_OVER))

    def _flash(self, seat_no: int) -> None:
        seat = self._seat(seat_no)
        if seat is None:
            return
        seat.flash(SEAT_FLASH_MS)

    def _show_trade(self, offerer: int, accepter: int, count: int) -> None:
        """Card backs travel between the two seats of a trade (the player's hand for the player's seat);
        nothing moves when motion is reduced."""
        setup = self.controller.setup
        human = setup.human_seat if setup is not None else 0
        places = [self.hand if s == human else self._seat(s) for s in (offerer, accepter)]
        giver, receiver = places
        if giver is not None and receiver is not None:
            self.motion.trade(giver, receiver, count)

    def set_reduce_motion(self, on: bool) -> None:
        """Hold the table still (View → Reduce motion): no travelling cards, sliding offers, swinging or
        pulsing bell; remembered. Motion under way stops at once."""
        self.motion.reduced = on
        if on:
            self.motion.stop()
        self.bell.hold_still(on)
        for seat in self.table.seats:
            seat.offer_spot.reduce_motion = on
            seat.offer_spot.slide.stop()
        self.reduce_motion_action.setChecked(on)
        if on != self.store.reduce_motion():
            self.store.set_reduce_motion(on)
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

    def _seat(self, seat_no: int) -> SeatWidget | None:
        return next((s for s in self.table.seats if s.seat == seat_no), None)

    # ------------------------------------------------------------------ status

    def show_status(self, status: Status, timeout_ms: int = STATUS_CLEAR_MS) -> None:
        """Show ``status`` in the status line (refusals in red) for ``timeout_ms`` real milliseconds, or
        until the next status when ``timeout_ms`` is 0. While the player has paused, the pause's words
        (how to go on) follow the message, and come back alone when it fades."""
        text = status.text
        pause = self._pause_words()
        if pause and pause not in text and text != _pause_text(PAUSED_REFUSAL):
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

    def status_text(self) -> str:
        """The status line's text."""
        return self.status.text()

    def clear_selection(self) -> None:
        """Esc: put the selected cards back, and dismiss a refusal still showing."""
        self.hand.clear_selection()
        if self.status.property("error"):
            self._clear_status()

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

    def _show_welcome(self) -> None:
        self._show_banner(lambda: self.tr("Welcome to the Pit!"))
        self.floor.set_hint(self.tr("Game → New game (Ctrl+N) to deal."))

    # ------------------------------------------------------------------ shutdown

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask before a game in progress is left (:meth:`confirm_abandon`: kept or abandoned); then stop
        every bot thread before the window goes."""
        if not self._leaving and not self.confirm_abandon(quitting=True):
            event.ignore()
            return
        self._close_dialogs()
        if self.keeper is not None:
            self.keeper.quit()
        self.shutdown()
        self.store.set_window_geometry(self.saveGeometry())
        self.store.sync()
        super().closeEvent(event)

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
        """Stop the game's bot threads and wait for them (see ``GameController.shutdown``); nothing to do
        before a controller exists. Safe to call more than once."""
        self.motion.stop()
        if self._controller is not None:
            self._controller.shutdown()


def _pause_text(text: str) -> str:
    """One of the pause's words (:mod:`~pit_desktop.ui.table_setup`), translated."""
    return QCoreApplication.translate("Pause", text)
