"""The bell, the end of a hand and the end of a game, on rigged deals."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import BASIC_3, RIGGED_COMMODITIES, start_open_game, start_rigged

from pit_desktop.games.pit.engine import CornerClaimed, GameOver, GameSettings, HandDealt
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.ui.table_setup import Status


def test_rigged_corner_claimed_with_the_bell_ends_the_hand_and_shows_scores(qtbot, make_window) -> None:
    """R-CORNER-1, R-CORNER-5, R-SCORE-1: the bell claims the corner; the result panel shows +100."""
    window = make_window(time_scale=1.0)  # bots at human speed: the player rings first
    start_rigged(qtbot, window)
    qtbot.waitUntil(window.bell.is_ready)  # the bell pulses: the hand holds a corner
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ) as corner:
        qtbot.mouseClick(window.bell, Qt.MouseButton.LeftButton)
    event: CornerClaimed = corner.args[0]
    assert (event.seat, event.points) == (0, 100)
    assert window.result.isVisible()
    assert window.result.title.text() == "You cornered Wheat!"
    assert "+100" in window.result.detail.text()
    qtbot.waitUntil(lambda: window.view.scores[0] == 100)
    assert "You cornered Wheat! Corner, +100" in window.side.ticker_lines()
    assert not window.bell.isEnabled()
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is HandDealt and e.hand_no == 2
    ):
        qtbot.mouseClick(window.result.next_button, Qt.MouseButton.LeftButton)
    assert not window.result.isVisible()


def _after_a_corner(qtbot, make_window):
    """A window whose player has just rung the bell on a rigged corner: the hand is over (R-CORNER-5)."""
    window = make_window(time_scale=1.0)
    start_rigged(qtbot, window, BASIC_3)
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ):
        assert window.ring_bell()
    qtbot.waitUntil(lambda: window.view.phase.value == "ready")
    return window


def test_after_a_corner_space_says_how_to_go_on(qtbot, make_window, sound) -> None:
    """R-CORNER-5: after a corner, Space (or a drop) says to press Next hand, in the player's words."""
    window = _after_a_corner(qtbot, make_window)
    window.hand.set_selection(window.view.hand[:1])
    played = len(sound.played)
    assert not window.offer_selection()
    assert window.status_text() == "The hand is over: press Next hand to deal again."
    assert window.status.property("error") is False and len(sound.played) == played
    assert not window.offer_cards(window.view.hand[:1])  # a drop: the engine refuses, in the same words
    assert window.status_text() == "The hand is over: press Next hand to deal again."


def test_after_a_corner_cards_sent_to_a_seat_say_the_hand_is_over(qtbot, make_window) -> None:
    """R-CORNER-5: after a corner, selected cards clicked, dropped or let go onto an opponent's seat say
    that the hand is over (the engine's answer), not that the seat has no offer out."""
    from test_ui_trading import drop

    window = _after_a_corner(qtbot, make_window)
    hand_over = "The hand is over: press Next hand to deal again."
    seat = window.table.seats[1]
    window.hand.set_selection(window.view.hand[:1])
    qtbot.mouseClick(seat.offer_spot, Qt.MouseButton.LeftButton)
    assert window.status_text() == hand_over
    window.show_status(Status(""))
    drop(seat.offer_spot, window.view.hand[:1])
    assert window.status_text() == hand_over
    window.show_status(Status(""))
    window.hand.drag_missed.emit(seat.mapToGlobal(seat.rect().center()))
    assert window.status_text() == hand_over


def test_before_the_bell_cards_sent_to_a_seat_say_the_market_is_not_open(qtbot, window) -> None:
    """R-DEAL-3: while sorting, cards dropped on a seat say to wait for the bell (the engine's answer)."""
    from test_ui_trading import drop

    window.start_game(NewGamePrefs(GameSettings(players=3, sort_time_s=60)))
    qtbot.waitUntil(lambda: window.view is not None)
    drop(window.table.seats[1].offer_spot, window.view.hand[:1])
    assert window.status_text().startswith("The market is not open yet")


def test_a_claim_without_a_corner_is_explained(qtbot, make_window) -> None:
    """R-CORNER-6: a refused claim says why, costs nothing by default, and play goes on."""
    window = make_window(time_scale=1.0)
    start_open_game(qtbot, window, BASIC_3, commodities=RIGGED_COMMODITIES, deal=_no_corner_deal())
    assert not window.bell.is_ready()
    assert not window.ring_bell()
    assert "No corner: you hold at most 8 of one commodity" in window.status_text()
    assert "(R-" not in window.status_text()  # rule ids are for logs, not for the player
    assert window.status.property("error") is True
    assert window.controller.sound.played[-2:] == ["bell", "refused"]
    assert window.controller.engine.phase.value == "open"
    assert window.controller.engine.scores[0] == 0


def test_false_claim_fine_is_shown(qtbot, make_window) -> None:
    """V-FALSE-CLAIM: a refused claim costs 20 points, and the message says so."""
    window = make_window(time_scale=1.0)
    prefs = NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False, false_claim_fine=True))
    start_open_game(qtbot, window, prefs, commodities=RIGGED_COMMODITIES, deal=_no_corner_deal())
    assert not window.ring_bell()
    assert window.status_text().endswith("You lose 20 points.")
    qtbot.waitUntil(lambda: window.view.scores[0] == -20)


def test_game_over_names_the_winner_and_offers_a_new_game(qtbot, make_window) -> None:
    """R-SCORE-4: reaching the target (250 in a short game) ends the game; the panel says who won."""
    window = make_window(time_scale=1.0)
    prefs = NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False, short_game=True))
    start_rigged(qtbot, window, prefs, scores=(200, 0, 0))
    with qtbot.waitSignal(window.controller.event_received, check_params_cb=lambda e: type(e) is GameOver):
        assert window.ring_bell()
    assert window.result.game_over
    assert "You win the game!" in window.result.title.text()
    assert window.result.next_button.text() == "New game"
    assert window.new_game_button.isVisible()
    assert "win" in window.controller.sound.played
    assert window.status_text() == "You win the game! Ctrl+N starts a new game."


def test_bull_bear_penalties_are_listed(qtbot, make_window) -> None:
    """R-CORNER-2, R-SCORE-2: a Bull Corner; the Bear's holder loses 20, shown in the panel."""
    from pit_desktop.games.pit.engine import BEAR, BULL

    window = make_window(time_scale=1.0)
    w, b, c = RIGGED_COMMODITIES
    deal = ((w,) * 8 + (BULL,) + (b,), (w,) + (b,) * 4 + (c,) * 4 + (BEAR,), (b,) * 4 + (c,) * 5)
    prefs = NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=True))
    start_open_game(qtbot, window, prefs, commodities=RIGGED_COMMODITIES, first_dealer=2, deal=deal)
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ):
        assert window.ring_bell()
    assert "Bull Corner" in window.result.detail.text()
    assert "Ann held the Bear: −20" in window.result.detail.text()


def _no_corner_deal():
    w, b, c = RIGGED_COMMODITIES
    return ((w,) * 8 + (b,), (w,) + (b,) * 4 + (c,) * 4, (b,) * 4 + (c,) * 5)


def test_a_finished_hand_saves_as_a_record_that_replays(qtbot, make_window, tmp_path) -> None:
    """A saved hand record replays to the same corner; saving mid-hand is refused (it shows all cards)."""
    from pit_desktop.games.pit.engine.record import read_record
    from pit_desktop.games.pit.engine.replay import replay_record

    window = make_window(time_scale=1.0)
    start_rigged(qtbot, window)
    path = tmp_path / "hand.json"
    assert not window.controller.save_hand_record(str(path))
    assert "once it is over" in window.status_text()
    assert not window.save_record_action.isEnabled()
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ):
        window.ring_bell()
    qtbot.waitUntil(window.save_record_action.isEnabled)
    assert window.controller.save_hand_record(str(path))
    outcome = replay_record(read_record(path))
    assert outcome.corner is not None and outcome.corner.seat == 0
    assert not window.controller.save_hand_record(str(tmp_path / "missing-folder" / "hand.json"))
    assert "Could not save" in window.status_text()


def test_the_last_finished_hand_saves_while_the_next_is_played(qtbot, make_window, tmp_path) -> None:
    """Game → Save the last hand's record stays on during the next hand and saves the finished hand (hand
    1, to its corner), never the one under way."""
    from pit_desktop.games.pit.engine.record import read_record
    from pit_desktop.games.pit.engine.replay import replay_record

    window = make_window(time_scale=1.0)
    start_rigged(qtbot, window)
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ):
        window.ring_bell()
    with qtbot.waitSignal(window.controller.event_received, check_params_cb=lambda e: type(e) is HandDealt):
        assert window.controller.deal_next_hand()
    assert window.controller.engine.hand_no == 2
    qtbot.waitUntil(window.save_record_action.isEnabled)
    path = tmp_path / "hand.json"
    assert window.controller.save_hand_record(str(path))
    record = read_record(path)
    assert record.hand_no == 1
    outcome = replay_record(record)
    assert outcome.corner is not None and outcome.corner.seat == 0
