"""Speed matching in the window: the player's seat is measured from the window's own commands and the events
it receives, as the headless table measures a simulated person; the New game dialog's check box and the
Game menu's entry switch the bots between the meter and fixed tempos at once; the choice and the player's
speed are remembered, and bad stored values fall back."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import pytest
from ui_helpers import start_open_game

from pit_desktop.core.bots.base import Step
from pit_desktop.core.bots.pace import FIXED_TEMPO
from pit_desktop.games.pit.bots import Level, Pace
from pit_desktop.games.pit.bots.matching import MAX_STEP
from pit_desktop.games.pit.engine import (
    AcceptOffer,
    Card,
    Command,
    Commodity,
    CornerClaimed,
    Event,
    GameSettings,
    MakeOffer,
    visible_to,
)
from pit_desktop.games.pit.prefs import NewGamePrefs, PrefsStore
from pit_desktop.games.pit.ui.controller import GameController
from pit_desktop.games.pit.ui.dialogs import NewGameDialog
from pit_desktop.games.pit.ui.game import PitGame
from pit_desktop.games.pit.ui.window import SETTINGS_RESET, MainWindow
from pit_desktop.shell import bridge, keeper as shell_keeper
from pit_desktop.shell.bot_words import match_tip, match_tooltip

W, B, C = Commodity.WHEAT, Commodity.BARLEY, Commodity.CORN
THREE = (W, B, C)
NO_BULL = NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False))

DEAL: tuple[tuple[Card, ...], ...] = (
    (W,) * 8 + (B,),
    (W,) + (B,) * 4 + (C,) * 4,
    (B,) * 4 + (C,) * 5,
)
"""The player one Wheat short of a corner; Ann holds that Wheat, Bob no Wheat at all."""


class IdleBot:
    """A bot that never acts: the test plays the bots' part, so no race among bots decides it."""

    level = Level.MEDIUM

    def __init__(self, seat: int) -> None:
        self.seat = seat

    def restart(self, view) -> None:
        pass

    def inform(self, event) -> bool:
        return False

    def step(self, view) -> Step:
        return Step(None, 3600.0)

    def refused(self, command, error) -> None:
        pass


class FakeMonotonic:
    """Stands in for the game clock's ``time.monotonic``: time moves only when the test says."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def clock(monkeypatch) -> FakeMonotonic:
    fake = FakeMonotonic()
    monkeypatch.setattr(bridge, "monotonic", fake)
    return fake


@pytest.fixture
def idle_table(qtbot, make_window, clock: FakeMonotonic, monkeypatch) -> MainWindow:
    """A window on a clock that runs only when told (real time otherwise: 1 game second a second), its bots
    idle, the market open on :data:`DEAL`."""
    monkeypatch.setattr(PitGame, "strategy", lambda self, level, seat, rng, pace: IdleBot(seat))
    window = make_window(1.0)
    start_open_game(qtbot, window, NO_BULL, commodities=THREE, first_dealer=2, deal=DEAL)
    return window


def as_bot(qtbot, window: MainWindow, command: Command) -> tuple[Event, ...]:
    """Submit a bot's ``command`` to the engine, as its thread would, and wait until the window has heard
    every event of it the player may see."""
    done: list[Event] = []

    def last_seen(event: Event) -> bool:
        shown = [e for e in done if visible_to(e, 0)]
        return bool(shown) and event.seq == shown[-1].seq

    with qtbot.waitSignal(window.controller.event_received, check_params_cb=last_seen):
        done.extend(window.controller.engine.submit(command))
    return tuple(done)


def offer_of(window: MainWindow, seat: int) -> int:
    offer_id = window.controller.engine.view(seat).my_offer_id
    assert offer_id is not None
    return offer_id


def wait_hand(qtbot, window: MainWindow, hand: Sequence[Card]) -> None:
    """Wait until the window shows ``hand``: the events of the last trade have all come through."""
    qtbot.waitUntil(lambda: window.view is not None and Counter(window.view.hand) == Counter(hand))


def play_measured_hand(qtbot, window: MainWindow, clock: FakeMonotonic) -> None:
    """The player takes Bob's offer 2 s after it appears, offers the Corn got for it, and rings 1.25 s after
    Ann's taking of that offer brings the ninth Wheat (R-CORNER-1)."""
    clock.advance(1.0)
    as_bot(qtbot, window, MakeOffer(2, (C,)))
    clock.advance(2.0)
    assert window.trade_cards(offer_of(window, 2), (B,))
    wait_hand(qtbot, window, (W,) * 8 + (C,))
    clock.advance(0.5)
    assert window.offer_cards((C,))
    clock.advance(1.5)
    as_bot(qtbot, window, AcceptOffer(1, offer_of(window, 0), (W,)))
    wait_hand(qtbot, window, (W,) * 9)
    clock.advance(1.25)
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ):
        assert window.ring_bell()


def test_the_meter_hears_the_players_takes_looks_and_bells_from_the_windows_commands(
    qtbot, idle_table: MainWindow, clock: FakeMonotonic
) -> None:
    """Each time runs on the engine's clock, from the event the player answered to the command. The look
    after the player's own take is not one (the headless table tells the meter of a command after the events
    it caused, and the window does the same): only the look after Ann's taking of the offer counts."""
    window = idle_table
    meter = window.controller.meter
    assert meter is not None and window.controller.table_pace.match is meter
    play_measured_hand(qtbot, window, clock)
    reading = meter.reading()
    assert (reading.takes, reading.looks, reading.bells, reading.lost_races) == (1, 1, 1, 0)
    assert meter.medians_s() == pytest.approx((2.0, 1.25, 1.25))
    assert meter.take < 1.0 < meter.bell  # quicker to take than the Human seat's 3.5 s, slower to ring
    low, high = 1.0 - MAX_STEP - 1e-9, 1.0 + MAX_STEP + 1e-9
    assert all(low <= f <= high for f in (meter.take, meter.look, meter.bell))  # a step at most


def test_a_refused_take_of_an_offer_gone_counts_as_a_lost_race(
    qtbot, idle_table: MainWindow, clock: FakeMonotonic
) -> None:
    window = idle_table
    clock.advance(1.0)
    as_bot(qtbot, window, MakeOffer(1, (C,)))
    offer = offer_of(window, 1)
    clock.advance(0.5)
    as_bot(qtbot, window, AcceptOffer(2, offer, (B,)))  # Bob was quicker
    clock.advance(1.0)
    assert not window.trade_cards(offer, (B,))  # the engine refuses: the offer is gone (R-TRADE-7)
    reading = window.controller.meter.reading()
    assert (reading.lost_races, reading.takes) == (1, 1)  # the try says how quick the player was
    assert window.controller.meter.medians_s()[0] == pytest.approx(1.5)


def matches(controller: GameController) -> list[bool]:
    """For every bot: whether it reads the player's meter (``False``: fixed tempos)."""
    out = []
    for runner in controller.runners:
        match = runner.worker.bot.pace.match
        assert match is controller.meter or match is FIXED_TEMPO
        out.append(match is controller.meter)
    return out


def test_the_menu_entry_switches_every_bot_between_the_meter_and_fixed_tempos_at_once(
    qtbot, window: MainWindow, store: PrefsStore
) -> None:
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=4, sort_time_s=0)))
    controller = window.controller
    assert window.match_action.isChecked() and matches(controller) == [True] * 3
    window.match_action.trigger()  # mid-hand
    assert not window.match_action.isChecked() and matches(controller) == [False] * 3
    assert not store.match_on()
    assert window.status_text() == "The bots now play at their levels' fixed speeds."
    window.pace_actions[Pace.RELAXED].trigger()  # the pace is a step on top, either way
    window.match_action.trigger()
    assert matches(controller) == [True] * 3 and store.match_on()
    assert {r.worker.bot.pace.pace for r in controller.runners} == {Pace.RELAXED}
    assert window.status_text() == f"The bots now match your speed. {match_tip()}"
    assert window.side.ticker_lines()[-1] == "The bots now match your speed."


def test_the_dialogs_check_box_chooses_the_next_games_tempo_and_is_remembered(
    qtbot, window: MainWindow, store: PrefsStore, ini_settings
) -> None:
    dialog = NewGameDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.match.isChecked() and dialog.prefs().match  # on by default
    assert dialog.match.text() == "Bots match my speed"
    assert dialog.match.toolTip() == f"<p>{match_tip()}</p>" == match_tooltip()  # rich text: Qt wraps it
    dialog.match.setChecked(False)
    dialog.accept()
    assert ini_settings.value("bots/match") in (False, "false")
    again = NewGameDialog(PrefsStore(type(ini_settings)(ini_settings.fileName(), ini_settings.format())))
    qtbot.addWidget(again)
    assert not again.match.isChecked()
    start_open_game(qtbot, window, again.prefs())
    assert window.controller.table_pace.match is FIXED_TEMPO and not window.match_action.isChecked()
    assert window.controller.meter is not None  # still measuring, for when it is turned on


@pytest.mark.parametrize("raw", ["perhaps", "", "0"])
def test_a_bad_stored_choice_falls_back_to_on(qtbot, make_window, ini_settings, raw) -> None:
    ini_settings.setValue("bots/match", raw)
    window = make_window()
    assert window.match_action.isChecked()
    assert window.store.load().match
    assert window.status_text() == SETTINGS_RESET.replace("%1", "speed matching")


def test_the_speed_is_kept_at_the_end_of_a_hand_and_the_next_game_starts_from_it(
    qtbot, idle_table: MainWindow, clock: FakeMonotonic, store: PrefsStore
) -> None:
    window = idle_table
    assert store.player_speed() is None  # nothing measured yet: the Human seat's figures
    play_measured_hand(qtbot, window, clock)
    measured = window.controller.speed()
    assert measured is not None and store.player_speed() == pytest.approx(measured, abs=1e-4)
    start_open_game(qtbot, window, NO_BULL)
    meter = window.controller.meter
    assert (meter.take, meter.look, meter.bell) == pytest.approx(measured, abs=1e-4)
    assert meter.reading().takes == 0  # a new game's meter, from the player's last speed


@pytest.mark.parametrize("raw", ["fast", "1.0,1.0", "9,1,1", "nan,1,1", "0.2,1,1", "1,inf,1"])
def test_a_stored_speed_that_is_not_three_numbers_in_range_is_ignored(
    qtbot, window: MainWindow, ini_settings, raw
) -> None:
    ini_settings.setValue("bots/speed", raw)
    start_open_game(qtbot, window, NO_BULL)
    meter = window.controller.meter
    assert (meter.take, meter.look, meter.bell) == (1.0, 1.0, 1.0)  # the Human seat's figures
    assert window.store.player_speed() is None  # the bad value is gone
    assert SETTINGS_RESET.replace("%1", "your measured speed") in window.side.ticker_lines()  # kept there


def test_a_resumed_kept_game_still_resumes_and_its_bots_match_the_kept_speed(
    qtbot, kept_window, store: PrefsStore, monkeypatch
) -> None:
    monkeypatch.setattr(shell_keeper, "ask_resume", lambda parent, text: True)
    first = kept_window()
    start_open_game(qtbot, first, NO_BULL)
    first.close()  # kept mid-hand
    store.set_player_speed(1.3, 0.8, 1.1)
    second = kept_window()
    second.start_up()
    controller = second.controller
    assert controller.engine.hand_no == 1  # the hand that was being played, resumed where it stopped
    assert controller.market_held  # its market reopening after the countdown, as any resumed hand's
    assert controller.matching and matches(controller) == [True] * 2
    meter = controller.meter
    assert (meter.take, meter.look, meter.bell) == pytest.approx((1.3, 0.8, 1.1))


def test_every_event_is_heard_once_those_of_the_players_commands_included(
    qtbot, idle_table: MainWindow, clock: FakeMonotonic, monkeypatch
) -> None:
    """The events of the player's own command are heard with it; when the window receives them they are
    not heard again (a trade counted twice would upset the meter's count of the player's hand)."""
    window = idle_table
    meter = window.controller.meter
    heard: list[int] = []
    observe = meter.observe
    monkeypatch.setattr(meter, "observe", lambda event: (heard.append(event.seq), observe(event)))
    play_measured_hand(qtbot, window, clock)
    qtbot.waitUntil(lambda: not window.controller._measured)  # every event of the player's has come in
    assert heard and len(heard) == len(set(heard))
    assert sorted(heard) == list(range(min(heard), max(heard) + 1))  # none missed either


def test_the_store_keeps_only_a_speed_the_meter_could_have_measured(store: PrefsStore) -> None:
    store.set_player_speed(0.45, 1.0, 2.5)  # the meter's limits
    assert store.player_speed() == (0.45, 1.0, 2.5)
    for bad in ((3.0, 1.0, 1.0), (1.0, float("nan"), 1.0), (1.0, 1.0, 0.0)):
        with pytest.raises(ValueError, match="speed factors"):
            store.set_player_speed(*bad)
    assert store.player_speed() == (0.45, 1.0, 2.5)


def test_what_matching_does_is_said_again_in_a_new_language(qtbot, window: MainWindow) -> None:
    window.set_language("fr")  # the conftest puts English back after the test
    qtbot.waitUntil(lambda: window.match_action.text() == "Les &bots suivent ma vitesse")  # LanguageChange
    assert window.match_action.toolTip().startswith("<p>Les bots prennent à peu près autant de temps")
    assert window.match_action.statusTip() == match_tip()
