"""Cards you can see, in both games: View → Card size (100 % to 175 %) that the hand and the table lay out
around, every card of the hand in view at 175 % in the smallest window; View → Left-handed layout, the side
panel (Pit's, Pitch's log) on the left; both remembered, a bad stored value falling back."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QWidget
from test_ui_layout import sized

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pit.engine import Commodity, GameSettings
from pit_desktop.games.pit.prefs import NewGamePrefs, PrefsStore
from pit_desktop.games.pit.ui.hand_layout import MAX_CARD_H
from pit_desktop.games.pit.ui.hand_widget import HandWidget
from pit_desktop.games.pit.ui.window import MIN_SIZE, MainWindow
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.prefs import PitchNewGamePrefs, PitchPrefsStore
from pit_desktop.games.pitch.ui.table import HAND_CARD_HEIGHT
from pit_desktop.games.pitch.ui.window import MIN_SIZE as PITCH_MIN, PitchWindow
from pit_desktop.shell.prefs import CARD_SCALES


def rect_in(window: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


# ---------------------------------------------------------------------------------------------- the store


def test_the_usual_size_and_the_right_hand_are_the_defaults(ini_settings) -> None:
    store = PrefsStore(ini_settings)
    assert store.card_scale() == 100 and not store.left_handed()
    store.set_card_scale(175)
    store.set_left_handed(True)
    again = PrefsStore(ini_settings)
    assert again.card_scale() == 175 and again.left_handed() and not again.reset_keys


@pytest.mark.parametrize("stored", ["huge", "130", "200", "-25", "", "1.5"])
def test_a_bad_stored_card_size_falls_back_to_the_usual(ini_settings, stored: str) -> None:
    ini_settings.setValue("view/card_scale", stored)
    store = PrefsStore(ini_settings)
    assert store.card_scale() == 100 and "view/card_scale" in store.reset_keys
    assert not ini_settings.contains("view/card_scale")


def test_a_bad_stored_left_hand_falls_back_to_the_right(ini_settings) -> None:
    ini_settings.setValue("view/left_handed", "sometimes")
    store = PrefsStore(ini_settings)
    assert not store.left_handed() and "view/left_handed" in store.reset_keys


def test_only_the_listed_card_sizes_are_kept(ini_settings) -> None:
    with pytest.raises(ValueError, match="130"):
        PrefsStore(ini_settings).set_card_scale(130)
    assert CARD_SCALES == (100, 125, 150, 175)


# ---------------------------------------------------------------------------------------------- Pit


def test_the_view_menu_offers_the_card_sizes_and_the_left_hand(window: MainWindow) -> None:
    view = window.view_menu.actions()
    assert window.left_handed_action in view
    assert [a.text() for a in window.card_scale_actions.values()] == ["100 %", "125 %", "150 %", "175 %"]
    assert window.card_scale_actions[100].isChecked() and not window.left_handed_action.isChecked()


def test_left_handed_puts_pits_side_panel_and_buttons_on_the_left(qtbot, window: MainWindow, store) -> None:
    sized(qtbot, window, MIN_SIZE)
    assert rect_in(window, window.side).left() > rect_in(window, window.hand).right()
    window.left_handed_action.trigger()
    qtbot.waitUntil(lambda: rect_in(window, window.side).right() < rect_in(window, window.table).left())
    assert rect_in(window, window.bell).right() < rect_in(window, window.hand).left()
    assert window.side.property("leftHanded") is True
    assert PrefsStore(store.settings()).left_handed()
    window.left_handed_action.trigger()
    qtbot.waitUntil(lambda: rect_in(window, window.side).left() > rect_in(window, window.hand).right())
    assert not PrefsStore(store.settings()).left_handed()


def test_pits_hand_grows_its_cards_with_the_card_size(qtbot) -> None:
    """A hand of three groups in a tall room: the usual size stops at MAX_CARD_H, 175 % goes on."""
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(1600, 600)
    hand.set_hand((Commodity.WHEAT,) * 3 + (Commodity.OATS,) * 3 + (Commodity.CORN,) * 3)
    assert hand.card_height() == MAX_CARD_H
    hand.set_card_scale(175)
    assert hand.card_height() > MAX_CARD_H * 1.4
    hand.set_card_scale(100)
    assert hand.card_height() == MAX_CARD_H


@pytest.mark.parametrize("players", [3, 8])
def test_at_175_in_the_smallest_window_pits_hand_shows_every_card(qtbot, window: MainWindow, players) -> None:
    window.card_scale_actions[175].trigger()
    sized(qtbot, window, MIN_SIZE)
    window.start_game(NewGamePrefs(GameSettings(players=players, sort_time_s=60)))
    qtbot.waitUntil(lambda: window.view is not None and len(window.hand.hand()) > 0)
    hand = window.hand
    qtbot.waitUntil(lambda: len(hand._slots) == len(hand.hand()))
    assert all(hand.rect().contains(slot.rect) for slot in hand._slots)
    assert window.rect().contains(rect_in(window, hand))
    assert (window.width(), window.height()) == MIN_SIZE


def test_pits_card_size_is_remembered(qtbot, make_window, store) -> None:
    first = make_window()
    first.card_scale_actions[150].trigger()
    assert PrefsStore(store.settings()).card_scale() == 150
    second = make_window()
    assert second.card_scale_actions[150].isChecked()
    assert second.hand._most == round(MAX_CARD_H * 1.5)
    assert second.table.offer_card_h > 72


# ---------------------------------------------------------------------------------------------- Pitch


def deal(qtbot, window: PitchWindow) -> None:
    window.start_game(PitchNewGamePrefs(PitchSettings(players=4), Level.EASY))
    qtbot.waitUntil(lambda: len(window.table.cards) == 6)


def test_left_handed_puts_pitchs_log_on_the_left(qtbot, pitch_window: PitchWindow, ini_settings) -> None:
    deal(qtbot, pitch_window)
    table = pitch_window.table
    assert rect_in(table, table.history).left() > rect_in(table, table.trick).right()
    pitch_window.left_handed_action.trigger()
    qtbot.waitUntil(lambda: rect_in(table, table.history).right() < rect_in(table, table.trick).left())
    deal(qtbot, pitch_window)  # a new game's table keeps it
    table = pitch_window.table
    qtbot.waitUntil(lambda: rect_in(table, table.history).right() < rect_in(table, table.trick).left())
    assert PitchPrefsStore(ini_settings).left_handed()


@pytest.mark.parametrize("percent", CARD_SCALES)
def test_pitchs_hand_shows_every_card_at_every_size_in_the_smallest_window(
    qtbot, pitch_window: PitchWindow, percent: int
) -> None:
    pitch_window.card_scale_actions[percent].trigger()
    sized(qtbot, pitch_window, PITCH_MIN)
    deal(qtbot, pitch_window)
    table = pitch_window.table
    for button in table.cards:
        qtbot.waitUntil(lambda b=button: table.rect().contains(rect_in(table, b)))
        assert button.isVisible() and button.height() >= HAND_CARD_HEIGHT
    rects = [rect_in(table, b) for b in table.cards]
    assert all(not a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
    assert not rect_in(table, table.trick).intersects(rects[0])  # the trick's row gives way
    if percent > 100:
        assert table.cards[0].height() > HAND_CARD_HEIGHT  # larger, as far as the room goes


def test_pitchs_cards_reach_the_size_chosen_where_there_is_room(qtbot, pitch_window: PitchWindow) -> None:
    sized(qtbot, pitch_window, (1320, 860))
    deal(qtbot, pitch_window)
    pitch_window.card_scale_actions[175].trigger()
    table = pitch_window.table
    qtbot.waitUntil(lambda: table.cards[0].height() == round(HAND_CARD_HEIGHT * 1.75))
    assert table.trick.most_card_h == round(96 * 1.75)
    pitch_window.card_scale_actions[100].trigger()
    qtbot.waitUntil(lambda: table.cards[0].height() == HAND_CARD_HEIGHT)
