"""Pit's main window: the shell's frame (:class:`~pit_desktop.shell.frame.ShellWindow`: status line,
shared menus, pause, language, sound, appearance) around Pit's table, hand, bell and side panel. GUI thread
only.

Every player action goes through one small method here (``offer_cards``, ``trade_cards``, ``ring_bell``,
…) that calls the :class:`~pit_desktop.games.pit.ui.controller.GameController`; drop handlers, buttons, keys
and tests all use the same methods.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict

from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtWidgets import QLabel

from pit_desktop.games.pit.bots import Level, Pace
from pit_desktop.games.pit.bots.auto import (
    AUTO_LADDER,
    AutoSetting,
    Change,
    HandResult,
    Moment,
    auto_step,
    closeness_of,
    difficulty_of,
    rung_of,
    setting_at,
)
from pit_desktop.games.pit.engine import Card, Phase
from pit_desktop.games.pit.engine.settings import VARIANTS
from pit_desktop.games.pit.prefs import NewGamePrefs, PrefsStore
from pit_desktop.games.pit.ui.guards import ABANDON_QUESTION as ABANDON_QUESTION, market_hint
from pit_desktop.games.pit.ui.hint_words import HINT_MS, hint_sentence, hint_text
from pit_desktop.games.pit.ui.offer_spot import OfferSpot, gone_window_s
from pit_desktop.games.pit.ui.table_setup import HUMAN_SEAT, Status, TableSetup, seat_names
from pit_desktop.games.pit.ui.table_widget import SeatWidget
from pit_desktop.games.pit.ui.window_dialogs import WindowDialogs
from pit_desktop.games.pit.ui.window_layout import WindowLayout
from pit_desktop.games.pit.ui.window_records import WindowRecords
from pit_desktop.shell.bot_words import (
    AUTO_STARTED,
    PACE_NOW,
    auto_pace_tip,
    auto_words,
    level_tag,
    match_now,
    pace_name,
    pace_tip,
)
from pit_desktop.shell.frame import (
    SETTINGS_RESET as SETTINGS_RESET,
    SETTINGS_UNSAVED as SETTINGS_UNSAVED,
    STATUS_CLEAR_MS as STATUS_CLEAR_MS,
    ShellWindow,
)
from pit_desktop.shell.sound import SoundService

if TYPE_CHECKING:
    from pit_desktop.games.pit.engine import Event, PlayerView
    from pit_desktop.games.pit.ui.controller import GameController
    from pit_desktop.games.pit.ui.game import PitGame
    from pit_desktop.games.pit.ui.game_keeper import GameKeeper
    from pit_desktop.games.pit.ui.lesson import PitLesson
    from pit_desktop.games.pit.ui.presenter import Presenter


class SpeedMatching(TypedDict):
    """How a game matches the player's speed: :meth:`GameController.new_game`'s ``match`` and ``speed``."""

    match: bool
    speed: tuple[float, float, float] | None


SEAT_FLASH_MS = 900
"""How long a seat glows after a trade, real milliseconds."""

MIN_SIZE = (960, 600)
"""The smallest window, logical pixels: fits a 1280×720 logical screen with its panels and title bar (200%
scaling on 2560×1440, 150% on 1920×1080)."""


class MainWindow(WindowLayout, WindowDialogs, WindowRecords, ShellWindow):  # the parts first: see ShellWindow
    """Pit's game window: the shell's frame with Pit's table in it.

    Args:
        controller: the game controller; when ``None`` the window makes its own (real time) on first use
            (:attr:`controller`), so that it opens before the engine and the bots are loaded.
        store: remembered choices; the user's ``QSettings`` when ``None``.
        sound: the sound service (also given to a new controller); silent when ``None``.
        data_folder: where games, statistics and hand records are kept (see ``GameKeeper``); nothing is
            kept when ``None``.
        game: the game the window plays (``PitGame.make_window`` passes itself); Pit's ``PIT`` when
            ``None``.
    """

    def __init__(
        self,
        controller: GameController | None = None,
        store: PrefsStore | None = None,
        sound: SoundService | None = None,
        data_folder: Path | None = None,
        game: PitGame | None = None,
    ) -> None:
        if game is None:
            from pit_desktop.games.pit.ui.game import PIT

            game = PIT
        store = store if store is not None else PrefsStore()
        super().__init__(game, store, sound)
        self.store: PrefsStore = store
        self.data_folder = data_folder
        self.keeper: GameKeeper | None = None  # made with the controller: the first frame needs neither
        self._controller: GameController | None = None
        self._taken_offer: int | None = None  # the offer the player last took (its going is no news)
        self._hint_aside = False  # a hint has the Bull and Bear note's room (say_hint)
        self.setup: TableSetup | None = None
        self.words: Presenter | None = None
        self.view: PlayerView | None = None
        self._banner: Callable[[], str] = lambda: self.tr("Welcome to the Pit!")
        self.size_window(MIN_SIZE)
        self.auto = False
        """Whether the game in play is Auto's (its bots' level and pace follow the player's results)."""
        self.auto_history: list[HandResult] = []
        self.auto_setting: AutoSetting | None = None
        """Where Auto stands (level, pace, ease), from its last decision; ``None`` outside Auto."""
        self.auto_start: AutoSetting | None = None
        """Where Auto started its evidence (the prior for the player's skill)."""
        """The player's hands under Auto, oldest first (this session)."""
        self._lessons: list[dict[str, object]] = []  # the coach's last lessons, said again in a new language
        self._speed_was_reset = False  # the kept speed was unusable when this game started: to be said
        self._build()
        self.build_frame_menus()
        self._wire()
        if controller is not None:
            self._attach(controller)
        self.apply_frame_choices()
        self._show_pace(self.store.pace())
        self.match_action.setChecked(self.store.match_on())
        self.follow_application_state()
        self._show_welcome()
        self._update_buttons()
        self.store.load()  # validates what is remembered, so a reset can be told at once
        self.tell_settings_state()

    def named_settings(self) -> dict[str, str]:
        """The frame's names, and Pit's: the new-game dialog's words for its options, Auto and the coach."""
        translate = QCoreApplication.translate
        names = super().named_settings()
        names |= {f"game/{spec.saved_as}": translate("Variant", spec.label) for spec in VARIANTS}
        names |= {
            "game/players": self.tr("players"),
            "game/levels": self.tr("bot levels"),
            "bots/pace": self.tr("pace"),
            "bots/match": self.tr("speed matching"),
            "bots/speed": self.tr("your measured speed"),
            "bots/auto": self.tr("Auto"),
            "bots/auto_rung": self.tr("Auto"),
            "coach/on": self.tr("coach"),
            "learn/pit": self.tr("the offer to learn to play"),
        }
        return names

    @property
    def controller(self) -> GameController:
        """Pit's game controller; made on first use when the window was given none (``PitGame.make_session``:
        the engine, the bots and their threads load then, after the first frame)."""
        return super().controller  # the session Pit's game made: a GameController

    def _attach(self, controller: GameController) -> None:  # type: ignore[override]
        super()._attach(controller)
        controller.game_started.connect(self._on_game_started)
        controller.event_received.connect(self._on_event)
        controller.view_changed.connect(self._on_view)
        controller.countdown_changed.connect(self._on_countdown)
        controller.market_reopening.connect(self._on_reopening)
        controller.hand_restored.connect(self._on_hand_restored)
        controller.hand_ended.connect(self._on_hand_ended)
        controller.setup_changed.connect(self._on_setup_changed)
        if self.data_folder is not None:
            from pit_desktop.games.pit.ui.game_keeper import GameKeeper

            keeper = GameKeeper(self.data_folder, self)
            self.keep_games(keeper)
            keeper.lessons_ready.connect(self._show_lessons)
            keeper.attach(controller)

    # ------------------------------------------------------------------ games

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

    def start_game(self, prefs: NewGamePrefs, **kwargs: Any) -> None:
        """Start a game with ``prefs`` (``kwargs`` go to :meth:`GameController.new_game`: seed, deal, …),
        ending a lesson under way.

        With Auto the bots' level and the pace are those of Auto's remembered rung (``docs/bots.md``);
        otherwise the bots play at ``prefs.pace``."""
        self.drop_lesson()
        settings = prefs.game_settings(seat_names(prefs.players))
        if prefs.auto:
            setting = self._auto_start_setting()
            levels: tuple = (setting.level,) * (prefs.players - 1)
            pace = setting.pace
        else:
            levels, pace = prefs.opponent_levels(), prefs.pace
            self.auto_history.clear()  # Auto's evidence is of Auto's games only, in a row
            self.auto_setting = None
        self._paused_away = False
        self.play_under(prefs.auto, pace)
        matching = self.speed_matching(prefs.match)
        self.controller.new_game(settings, levels, pace=pace, **matching, **kwargs)
        if prefs.auto:
            self.controller.set_ease(setting.ease)
            self.tell_auto(setting)
        self.tell_speed_reset()

    def speed_matching(self, on: bool) -> SpeedMatching:
        """How the next game matches the player's speed, as :meth:`GameController.new_game` takes it:
        ``match`` (``on``, shown in the Game menu) and ``speed``, the player's speed as last measured
        (:meth:`PrefsStore.player_speed`; ``None``, the Human seat's figures, when none is kept or the kept
        one is unusable). Called before the game starts, by a new game and by a resumed one."""
        self.match_action.setChecked(on)
        told_before = "bots/speed" in self.store.reset_keys
        speed = self.store.player_speed()
        self._speed_was_reset = not told_before and "bots/speed" in self.store.reset_keys
        return SpeedMatching(match=on, speed=speed)

    def tell_speed_reset(self) -> None:
        """Say, in the status line before its news of the deal and in the trading pit (which keeps it), that
        the player's kept speed could not be read and the bots start from a person's usual speed (once: the
        bad value is gone from the store)."""
        if self._speed_was_reset:
            self._speed_was_reset = False

            def reset() -> str:
                text = QCoreApplication.translate("ShellWindow", SETTINGS_RESET)
                return text.replace("%1", self.setting_names({"bots/speed"}))

            self.side.note(reset)
            self.show_status(Status(f"{reset()} {self.status_text()}"))

    def tell_auto(self, setting: AutoSetting) -> None:
        """Say where Auto has put the bots in the trading pit and the status line, by the nearest landmark
        (level and pace, as the new-game dialog names them): when a game under Auto starts, and when one
        is resumed."""
        landmark = AUTO_LADDER[rung_of(setting)]
        level, pace = landmark.level, landmark.pace
        started = auto_words(AUTO_STARTED, level, pace)
        self.side.note(lambda: auto_words(AUTO_STARTED, level, pace))  # asked again in a new language
        self.show_status(Status(f"{started} {self.status_text()}"))

    def resume_auto(self, level: Level) -> AutoSetting:
        """A kept game under Auto resumes: the bots' ease is Auto's remembered landmark's when its level is
        the kept bots' (the kept game holds their level and the pace, not the ease), else their own."""
        setting = self._auto_start_setting()
        if setting.level is not level:
            setting = AutoSetting(level, Pace.STANDARD)
            self.auto_start = self.auto_setting = setting
        self.controller.set_ease(setting.ease)
        self.tell_auto(setting)
        return setting

    def play_under(self, auto: bool, pace: Pace) -> None:
        """The next game is played under Auto or not (``auto``), at ``pace``: the table's tags and the Pace
        menu show it (under Auto the menu waits: Auto sets the pace). Called before the game starts, by a new
        game and by a resumed one."""
        self.auto = auto
        self._show_pace(pace)
        self.pace_auto_note.setVisible(auto)  # a disabled entry shows no tooltip: the menu says why itself
        for action_pace, action in self.pace_actions.items():
            action.setEnabled(not auto)
            tip = auto_pace_tip() if auto else pace_tip(action_pace)
            action.setToolTip(tip)
            action.setStatusTip(tip)

    def next_hand(self) -> None:
        """Deal the next hand after a corner (not in a lesson: its one hand is all of it)."""
        lesson = self._lesson()
        if lesson is not None and lesson.refuse_next_hand():
            return
        if self.result.game_over:
            self.new_game_dialog()
            return
        if self._in_game() and self.controller.deal_next_hand():
            self.result.hide()

    def retranslate_game(self) -> None:
        """After a language change: the buttons, the pace menu, the banner, the seats, the end-of-hand
        panel and the coach's lessons (the side panel and the table's widgets see to their own words)."""
        self._retranslate_buttons()
        self._retranslate_paces()
        self._show_banner(self._banner)
        if self.setup is None:
            self._show_welcome()
        elif self.view is not None:
            self._on_view(self.view)
        self.result.retranslate()
        if self._lessons and not self.result.coach.isHidden():
            self._show_lessons(self._lessons)

    # ------------------------------------------------------------------ pace and pause

    def choose_pace(self, pace: Pace) -> None:
        """Set the bots' pace now (mid-hand too: every bot plays at it from its next decision), remember it
        for the next games, and say so."""
        if self._controller is not None:
            self._controller.set_pace(pace)
        self.store.set_pace(pace)
        self._show_pace(pace)
        self.show_status(Status(self.tr(PACE_NOW).format(pace=pace_name(pace), what=pace_tip(pace))))
        if self.setup is not None:  # the trading pit keeps it too, without the explanation
            self.side.note(lambda: self.tr(PACE_NOW).format(pace=pace_name(pace), what="").strip())
        self.check_settings_saved()

    def _show_pace(self, pace: Pace) -> None:
        self.pace_actions[pace].setChecked(True)

    def choose_match(self, on: bool) -> None:
        """Have the bots match the player's speed, or play their levels' fixed speeds (Game → Bots match
        my speed), now (mid-hand too: every bot reads it at its next decision); remember it for the next
        games, and say so. The pace stays a step on top."""
        if self._controller is not None:
            self._controller.set_match(on)
        self.store.set_match_on(on)
        self.match_action.setChecked(on)
        self.show_status(Status(match_now(on)))
        if self.setup is not None:  # the trading pit keeps it too, without the explanation
            self.side.note(lambda: match_now(on, explain=False))
        self.check_settings_saved()

    def hand_under_way(self) -> bool:
        """Whether a hand is being sorted or traded (R-DEAL-3): what the window going away pauses."""
        view = self.view
        return view is not None and view.phase in (Phase.SORTING, Phase.OPEN)

    # ------------------------------------------------------------------ Auto

    def _auto_start_setting(self) -> AutoSetting:
        """Where the next game under Auto starts: where Auto stood, if this window played under it (the same
        level and ease, its evidence kept); otherwise at the remembered landmark (``docs/bots.md``), with
        its pace turned into Auto's ease, and the evidence afresh."""
        if self.auto_setting is not None and self.auto_history:
            return self.auto_setting
        landmark = AUTO_LADDER[self.store.auto_rung()]
        setting = setting_at(difficulty_of(landmark), landmark.level)
        self.auto_history.clear()
        self.auto_start = self.auto_setting = setting
        return setting

    def _auto_now(self, level: Level) -> AutoSetting:
        """The setting the bots play under Auto now (the level of the table's bots, Auto's ease)."""
        controller = self.controller
        setting = self.auto_setting
        if setting is None or setting.level is not level:
            setting = AutoSetting(level, controller.table_pace.pace, controller.table_pace.ease)
        return setting

    def _auto_hand(self, level: Level, cornered: bool, game_won: bool | None) -> HandResult:
        """What Auto learns of the hand just ended (``docs/bots.md``, *Auto level*)."""
        controller = self.controller
        setup = self.setup
        assert setup is not None
        corner = controller.last_corner
        closeness = closeness_of(corner.hands, HUMAN_SEAT, corner.seat) if corner is not None else None
        meter = controller.meter
        return HandResult(
            level,
            controller.table_pace.pace,
            setup.settings.players,
            cornered,
            game_won,
            ease=controller.table_pace.ease,
            closeness=closeness,
            tries=controller.hand_tries,
            lost=controller.hand_lost,
            speed=meter.take if meter is not None else None,
            matched=controller.matching,
        )

    def _on_hand_ended(self, cornered: bool, game_won: bool | None) -> None:
        """Under Auto, keep the hand's result and ask Auto for the next setting (between hands, or between
        games on a game's last hand); carry out and say what it changed. First, whatever the level, the
        player's speed as measured so far is kept for the next game (:meth:`GameController.speed`)."""
        setup = self.setup
        speed = self._controller.speed() if self._controller is not None else None
        if speed is not None:
            self.store.set_player_speed(*speed)
        if not self.auto or setup is None or self._controller is None:
            if speed is not None:
                self.check_settings_saved()
            return
        level = next(lv for lv in setup.levels if lv is not None)
        current = self._auto_now(level)
        if not self.auto_history or self.auto_start is None:
            self.auto_start = current
        self.auto_history.append(self._auto_hand(level, cornered, game_won))
        moment = Moment.HAND if game_won is None else Moment.GAME
        decision = auto_step(self.auto_history, current, moment, self.auto_start)
        self.auto_setting = decision.setting
        self.store.set_auto_rung(rung_of(decision.setting))
        if decision.change is not Change.NONE:
            new = decision.setting
            if new.pace is not current.pace:
                self._controller.set_pace(new.pace)
                self._show_pace(new.pace)
            self._controller.set_ease(new.ease)
            if new.level is not current.level and moment is Moment.HAND:
                self._controller.seat_new_bots(new.level)  # a new game starts from auto_setting anyway
        words = self.words
        if words is not None:  # said after every hand, a hand that changed nothing too
            self.side.note(lambda: words.auto_changed(decision))
            self.show_status(Status(words.auto_changed(decision)), timeout_ms=0)
        self.check_settings_saved()

    def _on_setup_changed(self, setup: TableSetup) -> None:
        self.setup = setup
        self.side.set_levels(setup, self.auto)
        if self.view is not None:
            self._on_view(self.view)

    # ------------------------------------------------------------------ the player's actions

    def offer_cards(self, cards: Sequence[Card]) -> bool:
        """Offer ``cards`` (a drop on the floor). Returns whether the offer is posted (in a lesson, only the
        one its step asks for is)."""
        lesson = self._lesson()
        if lesson is not None and lesson.refuse_offer(cards):
            return False
        ok = self.controller.offer(tuple(cards))
        if ok:
            self.hand.clear_selection()
            text = self.tr("You offer %n card(s). Wait for a taker, or withdraw (W).", "", len(cards))
            self.show_status(Status(text))
        return ok

    def trade_cards(self, offer_id: int, cards: Sequence[Card]) -> bool:
        """Trade ``cards`` for offer ``offer_id`` (a drop on an opponent's offer). Returns success (in a
        lesson, only the trade its step asks for is made)."""
        lesson = self._lesson()
        if lesson is not None and lesson.refuse_trade(offer_id, cards):
            return False
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
        if self.view is None or self.setup is None:
            return market_hint(None, in_game=False)
        return market_hint(self.controller.why_not_offer(self.hand.selected_cards()))

    def withdraw(self) -> bool:
        """Withdraw the player's offer (in a lesson, it stays out for its taker)."""
        lesson = self._lesson()
        if lesson is not None and lesson.refuse_withdraw():
            return False
        ok = self._in_game() and self.controller.withdraw()
        if ok:
            self.show_status(Status(self.tr("You withdrew your offer.")))
        return ok

    def ring_bell(self) -> bool:
        """Claim a corner; a refusal is explained in the status line."""
        return self._in_game() and self.controller.claim_corner()

    def show_hint(self) -> bool:
        """H: what a bot of the bots' level would do now, and why, in the status line (said to a screen
        reader as all its news is) for :data:`HINT_MS`. The table goes on meanwhile: the hint reads the
        player's view and never waits on the bots.

        Returns:
            Whether a hint was shown (``False``: before a game, or refused while paused, with the reason).
        """
        if not self._in_game():
            return False
        controller = self.controller
        hint = controller.hint()
        if hint is None or controller.setup is None:
            return False
        names = controller.setup.settings.names
        self.say_hint(hint_text(hint, controller.hint_level(), names), hint_sentence(hint, names))
        return True

    def say_hint(self, text: str, sentence: str) -> None:
        """Show a hint (``text``: "Hint (Medium): …") in the status line for :data:`HINT_MS`, whole.
        Words make room before they are cut: when it needs more than the status line's room, the note on the
        Bull and the Bear steps aside for as long as hints show (the row keeping its height, so the hand
        stays where it is) and the status line takes its width too; if it still has no room, the line says
        the hint's ``sentence`` alone (whose judgement it is goes)."""
        status = self.status
        aside, self._hint_aside = self._hint_aside, False  # a hint after a hint keeps the note's room
        self.show_status(Status(text), timeout_ms=HINT_MS)
        self._hint_aside = aside
        width = status.width()
        if not aside and self.holding.isVisible() and not self._status_fits(width):
            width += self.holding.width() + self._status_row.spacing()
            status.setMinimumHeight(status.height())
            self.holding.hide()
            self._hint_aside = True
        if not self._status_fits(width):
            aside, self._hint_aside = self._hint_aside, False
            self.show_status(Status(sentence), timeout_ms=HINT_MS)
            self._hint_aside = aside

    def _status_fits(self, width: int) -> bool:
        """Whether the status line's text fits its height whole at ``width`` (its two lines, or the row's)."""
        status = self.status
        return QLabel.heightForWidth(status, width) <= max(status.height(), status.minimumHeight())

    def show_status(self, status: Status, timeout_ms: int = STATUS_CLEAR_MS) -> None:
        """The frame's status line (:meth:`ShellWindow.show_status`); the note a hint moved aside comes
        back first."""
        self._note_back()
        super().show_status(status, timeout_ms)

    def _clear_status(self) -> None:
        self._note_back()
        super()._clear_status()

    def _note_back(self) -> None:
        """The note on the Bull and the Bear back in its place, after a hint that had its room."""
        if not self._hint_aside:
            return
        self._hint_aside = False
        self.status.setMinimumHeight(0)
        view = self.view
        if view is not None:
            self.holding.show_hand(view.hand, view.phase in (Phase.SORTING, Phase.OPEN))

    # ------------------------------------------------------------------ the lesson

    def make_lesson(self) -> PitLesson:
        """Learn to play Pit (``games/pit/ui/lesson.py``), not started."""
        from pit_desktop.games.pit.ui.lesson import PitLesson

        return PitLesson(self)

    def ordinary_prefs(self) -> NewGamePrefs:
        """The new-game options chosen last: the game a lesson leaves the player at."""
        return self.store.load()

    def _lesson(self) -> PitLesson | None:
        """The lesson under way, or ``None``."""
        from pit_desktop.games.pit.ui.lesson import PitLesson

        return self.lesson if isinstance(self.lesson, PitLesson) else None

    def _in_game(self) -> bool:
        """Whether there is a game controller; before the first game, say how to start one instead (making
        a controller, and loading the engine and the bots, only to refuse would undo the quick start)."""
        if self._controller is None:
            self.show_status(Status(market_hint(None, in_game=False) or ""))  # a hint, as Space gives
            return False
        return True

    def _floor_clicked(self) -> None:
        """A click on the floor offers the selection; with nothing selected it is just a click."""
        if self.hand.selected_cards():
            self.offer_selection()

    def _bad_drop(self, message: str) -> None:
        self.show_status(Status(message[:1].upper() + message[1:], error=True))

    def _drag_missed(self, global_pos: QPoint) -> None:
        """Cards let go over a seat and not taken are explained, or traded: let go on the seat's offer
        place, they go to the offer there now (:meth:`_no_offer_at`: one posted after the drag came, a bot
        posting its offer again, took no drop until the pointer moved); beside it (on the name or score)
        while an offer is out, only the offer itself takes cards. Anywhere else the player changed their
        mind."""
        for seat in self.table.seats:
            if seat.isVisible() and seat.rect().contains(seat.mapFromGlobal(global_pos)):
                spot = seat.offer_spot
                on_spot = spot.rect().contains(spot.mapFromGlobal(global_pos))
                if spot.offer is None or on_spot:
                    self._no_offer_at(spot, self.hand.selected_cards())
                else:
                    text = self.tr("To trade with %1, drop your cards on the offer itself.")
                    self.show_status(Status(text.replace("%1", spot.owner)))
                return

    def _empty_seat_clicked(self, spot: OfferSpot) -> None:
        """Selected cards clicked onto a seat whose offer is not (or no longer) there: say so, as a drop
        there does."""
        cards = self.hand.selected_cards()
        if cards:
            self._no_offer_at(spot, cards)

    def _no_offer_at(self, spot: OfferSpot, cards: Sequence[Card]) -> None:
        """Cards sent to a seat whose offer the table did not show when they set off: the engine decides
        (R-TRADE-7: bots trade meanwhile). After a corner (R-CORNER-5) or the game (R-SCORE-4), or before
        the bell (R-DEAL-3), the phase's hint; else, if the seat has an offer out now (posted again, and
        perhaps not on the table yet), the cards are traded for it and the engine's refusal, if any, is
        said (R-TRADE-4: the count); else, if its offer went moments ago, the cards go to that one and the
        engine says it is gone (R-TRADE-7), so the try is in the record and the speed meter counts it as a
        lost race (a person's slowest tries are the ones that find the seat empty); otherwise there is none
        (:meth:`OfferSpot.missing_offer_text`)."""
        controller = self._controller
        window_s = gone_window_s(1.0)
        if controller is not None:
            hint = market_hint(controller.why_not_trade(None, cards))
            if hint is not None:
                self.show_status(Status(hint))
                return
            seat = next(s.seat for s in self.table.seats if s.offer_spot is spot)
            offer = controller.open_offer(seat)
            if offer is not None:
                self.trade_cards(offer.offer_id, cards)
                return
            meter = controller.meter if controller.matching else None
            if meter is not None:
                window_s = gone_window_s(meter.take)
            gone = spot.recently_gone(window_s)
            if gone is not None:  # a try that lost the race: the engine says so, and it counts as a try
                self.trade_cards(gone, cards)
                return
        self._bad_drop(spot.missing_offer_text(window_s))

    def _on_seat_drop(self, payload: tuple[int, tuple[Card, ...]]) -> None:
        self.trade_cards(*payload)

    # ------------------------------------------------------------------ controller signals

    def _on_game_started(self, setup: TableSetup) -> None:
        from pit_desktop.games.pit.ui.presenter import Presenter

        self.setup = setup
        self.words = Presenter(setup)
        self.result.hide()
        self.new_game_button.hide()
        for seat in self.table.set_players(setup.settings.players):
            seat.offer_spot.cards_dropped.connect(self._on_seat_drop)
            seat.offer_spot.bad_drop.connect(self._bad_drop)
            seat.offer_spot.clicked.connect(self.trade_selection)
            seat.offer_spot.empty_clicked.connect(lambda spot=seat.offer_spot: self._empty_seat_clicked(spot))
            seat.offer_spot.empty_dropped.connect(partial(self._no_offer_at, seat.offer_spot))
            seat.offer_spot.focused_offer_gone.connect(partial(self._focused_offer_gone, seat.offer_spot))
            seat.offer_spot.reduce_motion = self.motion.reduced
        self.side.set_setup(setup, self.auto)
        self.hand.setFocus(Qt.FocusReason.OtherFocusReason)
        self.hand.set_hand(())
        self.floor.set_own_offer(None, setup.settings.silent)

    def _on_event(self, event: Event) -> None:
        from pit_desktop.games.pit.engine.events import (
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
        (:meth:`~pit_desktop.games.pit.ui.hand_keys.HandKeys.take_focus_from_gone_offer`)."""
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
        if not self._hint_aside:  # a hint has the note's room for now (say_hint)
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
        from pit_desktop.games.pit.engine.rules import has_corner

        corner = view.phase is Phase.OPEN and has_corner(Counter(view.hand), view.settings.bull_bear)
        self.bell.set_ready(corner)

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

    def _on_reopening(self, left_s: float) -> None:
        """A resumed hand's countdown before its market opens again (the player looks at the hand)."""
        words = self.words
        if left_s > 0:
            shown = str(math.ceil(left_s))
            self._show_banner(lambda: self.tr("The market opens again… %1").replace("%1", shown))
        elif words is not None:
            self._show_banner(words.market_open)

    def _on_hand_restored(self, events: tuple[Event, ...]) -> None:
        """A kept hand came back where it stopped: the trading pit shows its trades so far, as they came."""
        from pit_desktop.games.pit.engine import visible_to

        setup = self.setup
        if setup is None:
            return
        for event in events:
            if visible_to(event, setup.human_seat):
                self.side.log(event)

    def update_buttons(self) -> None:
        """The bell, the Offer and Withdraw buttons and the hand's actions, for the phase (and the pause)."""
        self._update_buttons()

    def _update_buttons(self, *_args: object) -> None:
        view = self.view
        controller = self._controller
        paused = controller is not None and (controller.player_paused or controller.market_held)
        open_ = view is not None and view.phase is Phase.OPEN and not paused
        self.bell.setEnabled(open_)
        self.offer_button.setEnabled(open_ and bool(self.hand.selected_cards()))
        self.withdraw_button.setEnabled(open_ and view is not None and view.my_offer is not None)
        self.next_hand_action.setEnabled(view is not None and view.phase is Phase.READY)
        self.save_record_action.setEnabled(
            controller is not None and controller.finished_hand_log() is not None
        )

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

    def lay_out_for_hand(self, left: bool) -> None:
        """The side panel, the bell and the buttons on the left when ``left`` (View → Left-handed layout)."""
        self._mirror(left)

    def scale_cards(self, percent: int) -> None:
        """The hand's cards and the offers' at ``percent`` of their usual size (View → Card size)."""
        self._scale(percent)

    def hold_still(self, on: bool) -> None:
        """Hold the table still (View → Reduce motion): no travelling cards, sliding offers, swinging or
        pulsing bell. Motion under way stops at once."""
        self.motion.reduced = on
        if on:
            self.motion.stop()
        self.bell.hold_still(on)
        for seat in self.table.seats:
            seat.offer_spot.reduce_motion = on
            seat.offer_spot.slide.stop()

    def _seat(self, seat_no: int) -> SeatWidget | None:
        return next((s for s in self.table.seats if s.seat == seat_no), None)

    # ------------------------------------------------------------------ status

    def clear_selection(self) -> None:
        """Esc: put the selected cards back, and dismiss a refusal still showing."""
        self.hand.clear_selection()
        if self.status.property("error"):
            self._clear_status()

    def _show_welcome(self) -> None:
        self._show_banner(lambda: self.tr("Welcome to the Pit!"))
        self.floor.set_hint(self.tr("Game → New game (Ctrl+N) to deal."))

    # ------------------------------------------------------------------ shutdown

    def shutdown(self) -> None:
        """Stop the game's bot threads and wait for them (see ``GameController.shutdown``); nothing to do
        before a controller exists. Safe to call more than once."""
        self.motion.stop()
        super().shutdown()
