"""The hint in the window, in Pit and in Pitch (issue 25, item 2): H or the menu entry says in the status
line what a bot of the bots' level would do and why, changes nothing at the table, is refused while paused,
and is counted for the statistics. And Pitch's take-back (item 3, P-UNDO-1): Ctrl+Z through the engine,
one step, disabled with the reason when it cannot be."""

from __future__ import annotations

from dataclasses import replace

from pitch_helpers import play_hand_to_its_end
from PySide6.QtCore import Qt
from test_ui_pitch_game import EASY_4, pitch_store, pitch_window  # noqa: F401  (fixtures)
from test_ui_pitch_keep import folder, pitch_kept  # noqa: F401  (fixtures)
from test_ui_records import kept  # noqa: F401  (fixture)
from ui_helpers import BASIC_3, activate, hold_bots, start_rigged, start_rigged_held

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pit.bots.hint import PitHint, PitReason
from pit_desktop.games.pit.engine import BEAR, AcceptOffer, ClaimCorner, Commodity, MakeOffer
from pit_desktop.games.pit.ui import hint_words, keys
from pit_desktop.games.pit.ui.stats_window import hints_line
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.games.pitch.bots.hint import PitchHint, PitchReason, pitch_hint
from pit_desktop.games.pitch.engine.cards import Suit, cards
from pit_desktop.games.pitch.engine.commands import Bid, PlayCard, TakeBack
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.ui import dialogs, hint_words as pitch_words
from pit_desktop.games.pitch.ui.window import PitchWindow
from pit_desktop.shell.words import PAUSED_REFUSAL, pause_text

WHEAT, BARLEY, CORN = Commodity.WHEAT, Commodity.BARLEY, Commodity.CORN


def test_every_reason_has_its_sentence_in_both_games() -> None:
    assert set(hint_words.SENTENCES) == {r.value for r in PitReason}
    assert set(pitch_words.SENTENCES) == {r.value for r in PitchReason}


def test_the_hint_key_is_listed_in_both_games_keys() -> None:
    assert any(key == hint_words.HINT_KEY for key, _ in keys.KEYS)
    assert f"<b>{hint_words.HINT_KEY}</b>" in dialogs.keys_text()


def test_h_says_ring_the_bell_on_a_corner_and_changes_nothing(qtbot, window: MainWindow) -> None:
    """R-CORNER-1: holding nine Wheat, H says to ring the bell, in the level's name; no command is sent."""
    start_rigged_held(qtbot, window)
    controller = window.controller
    commands = len(controller.engine.hand_log().commands)
    activate(qtbot, window)
    qtbot.keyClick(window.hand, Qt.Key.Key_H)
    text = window.status_text()
    assert text.startswith("Hint (Medium): Ring the bell"), text
    assert "Wheat" in text
    assert controller.hand_hints == 1
    assert len(controller.engine.hand_log().commands) == commands
    assert controller.advisor is not None
    assert controller.advisor.advise(controller.engine.view(0)).command == ClaimCorner(0)


def test_the_hint_is_refused_while_paused_and_not_counted(qtbot, window: MainWindow) -> None:
    start_rigged_held(qtbot, window)
    window.set_paused(True)
    assert not window.show_hint()
    assert window.status_text().startswith(pause_text(PAUSED_REFUSAL))
    assert window.controller.hand_hints == 0


def test_the_hints_of_a_hand_are_kept_in_its_statistics(qtbot, kept: MainWindow) -> None:  # noqa: F811
    start_rigged(qtbot, kept, BASIC_3)
    hold_bots(kept)
    assert kept.show_hint() and kept.show_hint()
    with qtbot.waitSignal(kept.keeper.lessons_ready):
        assert kept.ring_bell()
    [row] = kept.keeper.stats().hands()
    assert row.hints == 2
    assert hints_line([row, replace(row, hints=0)]) == "Hints asked for: 2, in 1 of the hands."


def test_before_a_game_the_hint_says_how_to_start(qtbot, window: MainWindow) -> None:
    assert not window.show_hint()
    assert window.status_text()


def wait_for_my_turn(qtbot, window: PitchWindow) -> None:
    def mine() -> bool:
        view = window.session.view()
        return view is not None and view.my_turn and view.phase in (Phase.BIDDING, Phase.PLAYING)

    qtbot.waitUntil(mine)


def test_pitchs_hint_says_the_easy_bots_move_and_sends_nothing(qtbot, pitch_window: PitchWindow) -> None:  # noqa: F811
    """P-BID-1: on the player's turn, H says what an Easy bot would do, and why; the move stays his."""
    pitch_window.start_game(EASY_4)
    wait_for_my_turn(qtbot, pitch_window)
    session = pitch_window.session
    view = session.view()
    assert view is not None and session.engine is not None
    commands = len(session.engine.hand_log().commands)
    activate(qtbot, pitch_window)
    pitch_window.hint_action.trigger()
    text = pitch_window.status_text()
    assert text.startswith("Hint (Easy): "), text
    expected = pitch_hint(Level.EASY, view)
    assert text == pitch_words.pitch_hint_text(expected, Level.EASY)
    assert session.hand_hints == session.game_hints == 1
    assert len(session.engine.hand_log().commands) == commands


def test_pitchs_hint_is_refused_while_paused(qtbot, pitch_window: PitchWindow) -> None:  # noqa: F811
    pitch_window.start_game(EASY_4)
    wait_for_my_turn(qtbot, pitch_window)
    pitch_window.set_paused(True)
    assert not pitch_window.show_hint()
    assert pitch_window.status_text().startswith(pause_text(PAUSED_REFUSAL))
    assert pitch_window.session.hand_hints == 0


def test_the_sentences_read_as_the_issue_asks(qapp) -> None:
    """One sentence with its reason: the cards, what the player collects and why these go."""
    offer = PitHint(MakeOffer(0, (BARLEY, BARLEY)), PitReason.OFFER_UNFED, WHEAT, BARLEY, 2)
    assert hint_words.hint_text(offer, Level.MEDIUM, ("You", "Ann", "Ben")) == (
        "Hint (Medium): Offer your 2 × Barley: you collect Wheat and no one is feeding you Barley."
    )
    take = PitHint(AcceptOffer(0, 4, (CORN, BEAR)), PitReason.TAKE_BEAR, WHEAT, CORN, 2, 2)
    assert hint_words.hint_text(take, Level.HARD, ("You", "Ann", "Ben")).startswith(
        "Hint (Hard): Take Ben's offer for your 1 × Corn + 1 × Bear: pass the Bear on"
    )
    bid = PitchHint(Bid(0, 2), PitchReason.BID, Suit.SPADES, cards("AS JS"), 2)
    assert pitch_words.pitch_hint_text(bid, Level.MEDIUM) == (
        "Hint (Medium): Bid 2: you hold the Ace of Spades and the Jack of Spades."
    )
    lead = PitchHint(PlayCard(0, cards("KS")[0]), PitchReason.LEAD_TOP, Suit.SPADES)
    assert pitch_words.pitch_hint_text(lead, Level.HARD) == (
        "Hint (Hard): Lead the King of Spades: no one can hold a higher trump."
    )


def hold_pitch_bots(window: PitchWindow) -> None:
    for runner in window.session.runners:
        runner.pause()


def test_ctrl_z_takes_back_the_players_call_through_the_engine(qtbot, pitch_window: PitchWindow) -> None:  # noqa: F811
    """P-UNDO-1: the call is taken back by the engine (the log keeps both), the turn is the player's again,
    one step only: the entry is then disabled and says why."""
    pitch_window.start_game(EASY_4)
    wait_for_my_turn(qtbot, pitch_window)
    hold_pitch_bots(pitch_window)
    session = pitch_window.session
    before = session.view()
    assert before is not None and session.engine is not None
    assert not pitch_window.take_back_action.isEnabled()
    with qtbot.waitSignal(session.view_changed):
        session.submit(before.legal_commands()[0])
    qtbot.waitUntil(pitch_window.take_back_action.isEnabled)
    with qtbot.waitSignal(session.view_changed):
        pitch_window.take_back_action.trigger()
    after = session.view()
    assert after is not None and (after.turn, after.calls, after.hand) == (0, before.calls, before.hand)
    assert type(session.engine.hand_log().commands[-1].command) is TakeBack
    assert session.hands_taken_back == 1
    assert not pitch_window.take_back_action.isEnabled()
    assert "one step only" in pitch_window.take_back_action.toolTip()


def test_a_counted_pitch_game_takes_nothing_back(qtbot, pitch_window: PitchWindow) -> None:  # noqa: F811
    """PV-COUNTED: the entry stays disabled and says why; the engine refuses it too."""
    pitch_window.start_game(replace(EASY_4, settings=replace(EASY_4.settings, counted=True)))
    wait_for_my_turn(qtbot, pitch_window)
    hold_pitch_bots(pitch_window)
    session = pitch_window.session
    view = session.view()
    assert view is not None
    with qtbot.waitSignal(session.view_changed):
        session.submit(view.legal_commands()[0])
    assert not pitch_window.take_back_action.isEnabled()
    assert "counted game" in pitch_window.take_back_action.toolTip()
    assert not pitch_window.take_back()
    assert session.hands_taken_back == 0


def test_pitchs_hands_count_the_hints_and_the_take_backs(qtbot, pitch_kept) -> None:  # noqa: F811
    """A hand of Pitch with a hint and a take-back is counted with both, and File → Statistics says so."""
    window = pitch_kept()
    window.start_game(EASY_4)
    wait_for_my_turn(qtbot, window)
    hold_pitch_bots(window)
    session = window.session
    assert window.show_hint()
    view = session.view()
    assert view is not None
    with qtbot.waitSignal(session.view_changed):
        session.submit(view.legal_commands()[0])
    with qtbot.waitSignal(session.view_changed):
        assert window.take_back()
    for runner in session.runners:
        runner.resume()
    play_hand_to_its_end(qtbot, window)
    keeper = window.keeper
    assert keeper is not None
    qtbot.waitUntil(lambda: keeper.stats().pitch_hands() != [])  # the hand's end may still be queued
    [row] = keeper.stats().pitch_hands()
    assert (row.hand_no, row.level, row.hints, row.took_back) == (1, "Easy", 1, True)
    text = window.statistics_text()
    assert "Hints asked for: 1, in 1 of the hands." in text
    assert "A call or card taken back: in 1 of the hands." in text
