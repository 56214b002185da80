"""A new player's trial of Pitch in the window: the keys work right after a deal (the first and one that
replaces a game), the Money Game is settled from the window, the bidding follows the game's own bids, the
auction is logged, and the end-of-hand panel names this hand's dealer."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from pitch_helpers import play_hand_to_its_end, same_turn
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QMessageBox
from ui_helpers import FAST, activate

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.engine.cards import Suit, cards
from pit_desktop.games.pitch.engine.commands import Bid, DealHand, Pass, PlayCard, ShootMoon
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.errors import RenegeError
from pit_desktop.games.pitch.engine.events import HandDealt, Settled
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.prefs import PitchNewGamePrefs, PitchPrefsStore
from pit_desktop.games.pitch.save import PITCH_SAVE_NAME
from pit_desktop.games.pitch.ui import dialogs as pitch_dialogs
from pit_desktop.games.pitch.ui.dialogs import PitchNewGameDialog
from pit_desktop.games.pitch.ui.game import PITCH
from pit_desktop.games.pitch.ui.session import CALL_HOLD_S, PitchSession
from pit_desktop.games.pitch.ui.table import PitchTableWidget, transfers
from pit_desktop.games.pitch.ui.window import PitchWindow
from pit_desktop.games.pitch.ui.words import refusal_text, the_card


@pytest.fixture
def pitch_store(ini_settings) -> PitchPrefsStore:
    return PitchPrefsStore(ini_settings)


@pytest.fixture
def pitch_window(qtbot, pitch_store: PitchPrefsStore, sound) -> Iterator[PitchWindow]:
    """A shown, active Pitch window on the fast clock, seeded; its bot threads are stopped at teardown."""
    session = PitchSession(PITCH, sound, time_scale=FAST)
    session.seed = 14
    window = PitchWindow(PITCH, session, pitch_store, sound)
    qtbot.addWidget(window)
    window.show()
    activate(qtbot, window)
    yield window
    session.shutdown()
    assert session.bot_threads_running() == 0


def _my_call(window: PitchWindow):
    view = window.session.view()
    shown = window.table.view
    return (
        view is not None
        and view.phase is Phase.BIDDING
        and view.my_turn
        and shown is not None
        and same_turn(shown, view)
    )


def _deal_from_dialog(qtbot, monkeypatch, window: PitchWindow, players: int) -> None:
    def deal(dialog) -> None:
        dialog.players.setValue(players)
        box = dialog.findChild(QDialogButtonBox)
        next(b for b in box.buttons() if box.buttonRole(b) == QDialogButtonBox.ButtonRole.AcceptRole).click()

    real_exec = PitchNewGameDialog.exec

    def exec_and_deal(dialog) -> int:
        QTimer.singleShot(0, dialog, lambda: deal(dialog))  # from inside the dialog's own loop, once shown
        return real_exec(dialog)

    monkeypatch.setattr(PitchNewGameDialog, "exec", exec_and_deal)
    window.new_game_dialog()


@pytest.mark.parametrize("players", [4, 7])
def test_the_keys_work_right_after_a_new_game_replaces_one(
    qtbot, monkeypatch, pitch_window, pitch_store, questions, players
) -> None:
    """Ctrl+N mid-game, Deal, "Abandon?" Yes: the window takes the keys back by itself, on the player's call
    the focus is on the table (its ring shown) and 0 passes at once, with no click or Tab first (also at
    seven players). The offscreen platform, like a window manager seen doing it once in two, activates no
    window when the question and the dialog close one after the other: the keys then went nowhere."""
    pitch_store.save(PitchNewGamePrefs(PitchSettings(players=4), Level.EASY))
    _deal_from_dialog(qtbot, monkeypatch, pitch_window, 4)  # the first start
    first = pitch_window.session.engine
    qtbot.waitUntil(lambda: pitch_window.table.view is not None)
    _deal_from_dialog(qtbot, monkeypatch, pitch_window, players)
    assert questions.asked and pitch_window.session.engine is not first  # abandoned, a new one dealt
    qtbot.waitUntil(lambda: _my_call(pitch_window))
    qtbot.waitUntil(pitch_window.isActiveWindow)
    held = QApplication.focusWidget()
    table = pitch_window.table
    assert held is not None and (held is table or table.isAncestorOf(held)), held
    assert held.hasFocus() and held is not table  # a call of his shows the focus, not the bare table
    view = pitch_window.session.view()
    assert view is not None
    key = Qt.Key.Key_0 if view.why_not(Pass(0)) is None else Qt.Key.Key_4
    with qtbot.waitSignal(
        pitch_window.session.event_received, check_params_cb=lambda e: getattr(e, "seat", -1) == 0
    ):
        qtbot.keyClick(held, key)


NAMES = ("You", "Ann", "Bob", "Cleo")
HANDS = ("AS 2S 9H 8H 7C 6D", "KS JS 10H 5C 4D 3D", "QH JH 10C 9C 8D 7D", "AH KH QC 10D 5H 4H")


def rigged(dealer: int = 3, **settings: object) -> PitchEngine:
    """A four-seat engine that dealt :data:`HANDS`; with dealer 3 you speak first, with 0 you deal."""
    engine = PitchEngine(PitchSettings(players=4, **settings), seed=0, first_dealer=dealer)  # type: ignore[arg-type]
    engine.submit(DealHand(tuple(cards(h) for h in HANDS)))
    return engine


@pytest.fixture
def table(qtbot) -> PitchTableWidget:
    widget = PitchTableWidget(NAMES)
    qtbot.addWidget(widget)
    widget.resize(1000, 720)
    widget.show()
    return widget


def test_the_money_games_bids_are_its_own_in_the_buttons_and_the_prompt(table: PitchTableWidget) -> None:
    """P-BID-4: pass, 2, 3, 4 or the moon; no Bid 1, and the prompt says what the view would take."""
    engine = rigged(money=True)
    table.set_view(engine.view(0))
    shown = [k for k, b in table.bids.items() if b.isVisibleTo(table)]
    assert shown == ["pass", "2", "3", "4", "moon"]
    assert table.status.text() == "Your call: pass (0), bid 2–4 or shoot the moon (5)"
    auction = rigged()
    table.set_view(auction.view(0))
    assert [k for k, b in table.bids.items() if b.isVisibleTo(table)] == ["pass", "1", "2", "3", "4"]
    assert table.status.text() == "Your call: pass (0), bid 1–4 or pitch a card to bid 4"
    low2 = rigged(min_bid_2=True)
    table.set_view(low2.view(0))
    assert not table.bids["1"].isVisibleTo(table)


def test_the_dealers_steal_is_named_and_his_under_bid_refused_from_his_rule(table: PitchTableWidget) -> None:
    """P-BID-3: the dealer may match the high bid: its button says "Steal at 3", and a bid under it is
    refused as "must match or beat"."""
    engine = rigged(dealer=0)  # Ann, Bob, Cleo, then you deal
    engine.submit(Bid(1, 3))
    engine.submit(Pass(2))
    engine.submit(Pass(3))
    table.set_view(engine.view(0))
    assert table.bids["3"].text() == "Steal at 3 (3)" and table.bids["3"].isEnabled()
    assert table.bids["4"].text() == "Bid 4 (4)"
    assert "steal at 3 or bid more (4)" in table.status.text()
    reason = table.bids["2"].toolTip()
    assert reason == "The dealer must match or beat the high bid of 3\nRule P-BID-1"


def test_a_refused_call_is_said_once_in_the_status_line(qtbot, pitch_window) -> None:
    """The status line says the refusal; the table keeps its prompt."""
    pitch_window.start_game(PitchNewGamePrefs(PitchSettings(players=4), Level.EASY))
    qtbot.waitUntil(lambda: _my_call(pitch_window))
    prompt = pitch_window.table.status.text()
    pitch_window.session.submit(Bid(0, 7))  # no such bid
    assert "not a bid of this game" in pitch_window.status_text()
    assert pitch_window.table.status.text() == prompt


def test_transfers_settle_every_net_amount_with_few_payments() -> None:
    assert transfers([45, -30, -15, 0]) == [(1, 0, 30), (2, 0, 15)]
    assert transfers([-130, 70, 60]) == [(0, 1, 70), (0, 2, 60)]
    assert transfers([0, 0]) == []


def test_the_money_game_is_settled_from_the_window_and_its_save_forgotten(
    qtbot, pitch_store, sound, tmp_path, monkeypatch
) -> None:
    """P-WIN-2: Game → Settle up between hands (and the panel's button) asks first, and Keep playing keeps
    the game; Settle up ends the Money Game; the final panel says who pays whom, in cents adding up to the
    engine's payments; the kept game is removed."""
    answers: list[bool] = []
    monkeypatch.setattr(pitch_dialogs, "ask_settle", lambda parent: answers.pop(0))
    folder = tmp_path / "data"
    session = PitchSession(PITCH, sound, time_scale=FAST)
    session.seed = 5
    window = PitchWindow(PITCH, session, pitch_store, sound, data_folder=folder)
    qtbot.addWidget(window)
    window.show()
    try:
        assert not window.settle_action.isVisible()  # nothing to settle before a Money Game
        money = PitchNewGamePrefs(PitchSettings(players=3, money=True), Level.EASY)
        with qtbot.waitSignal(session.event_received, check_params_cb=lambda e: type(e) is HandDealt):
            window.start_game(money)
        assert window.settle_action.isVisible() and not window.settle_action.isEnabled()  # mid-hand
        play_hand_to_its_end(qtbot, window)
        assert (folder / PITCH_SAVE_NAME).exists()
        panel = window.table.result
        assert panel.settle.isVisible() and panel.settle.text() == "Settle up"
        assert window.settle_action.isEnabled()
        answers.append(False)  # Keep playing: nothing is settled
        with qtbot.assertNotEmitted(session.event_received):
            qtbot.mouseClick(panel.settle, Qt.MouseButton.LeftButton)
        assert not answers and session.engine.phase is Phase.READY and (folder / PITCH_SAVE_NAME).exists()
        assert panel.next.hasFocus() or not window.isActiveWindow()  # Enter deals the next hand again
        answers.append(True)
        with qtbot.waitSignal(session.event_received, check_params_cb=lambda e: type(e) is Settled) as got:
            window.settle_action.trigger()
        settled = got.args[0]
        assert session.engine is not None and session.engine.phase is Phase.GAME_OVER
        assert not (folder / PITCH_SAVE_NAME).exists()  # the game is over: nothing to resume
        assert panel.isVisible() and panel.title.text().startswith("The Money Game is settled")
        assert not panel.settle.isVisible() and panel.next.text() == "New game"
        assert "Average score" in panel.points.text()
        paid = settled.payments_cents
        for _payer, _payee, cents in transfers(paid):
            assert f"{cents} cent" in panel.scores.text()
        if not any(paid):
            assert "comes out even" in panel.scores.text()
        assert not window.settle_action.isEnabled() and not window.needs_abandon_confirmation()
        assert "settled" in window.status_text()
    finally:
        session.shutdown()
        if window.keeper is not None:
            window.keeper.close()
    assert session.bot_threads_running() == 0


def test_a_steal_and_a_moon_are_logged_as_calls(table: PitchTableWidget) -> None:
    engine = rigged(dealer=0)
    engine.submit(Bid(1, 3))
    engine.submit(Pass(2))
    engine.submit(Pass(3))
    engine.submit(Bid(0, 3))  # you steal (P-BID-3)
    table.set_view(engine.view(0))
    assert table.history.toPlainText() == "Ann: bid 3\nBob: pass\nCleo: pass\nYou: steal at 3"
    moon = rigged(money=True)
    moon.submit(ShootMoon(0))
    table.set_view(moon.view(0))
    assert table.history.toPlainText() == "You: shoot the moon"


def test_a_steal_stays_in_the_status_line_before_the_pitch_replaces_it(qtbot, pitch_window) -> None:
    """The dealer's steal and the auction's end are one command: the steal is said first and stays
    CALL_HOLD_S game seconds (2 s in play) before "You pitch for 3." replaces it."""
    session = pitch_window.session
    said: list[str] = []
    at: dict[str, float] = {}
    session.status_posted.connect(
        lambda status: (said.append(status.text), at.setdefault(status.text, time.monotonic()))
    )
    pitch_window.start_game(PitchNewGamePrefs(PitchSettings(players=4), Level.EASY))
    qtbot.waitUntil(lambda: session.view() is not None)
    session.begin()  # the bots go: the test makes the calls, on a rigged deal
    engine = PitchEngine(PitchSettings(players=4), seed=0, first_dealer=0, clock=session.clock)
    session.engine = engine
    session.open_engine(engine)
    engine.submit(DealHand(tuple(cards(h) for h in HANDS)))
    for call in (Bid(1, 3), Pass(2), Pass(3)):
        engine.submit(call)
    qtbot.waitUntil(lambda: _my_call(pitch_window))
    said.clear()
    session.submit(Bid(0, 3))
    qtbot.waitUntil(lambda: "You pitch for 3." in said)
    assert said[-2:] == ["You steal the bid at 3.", "You pitch for 3."]
    # the steal stood its hold before the pitch replaced it (a busy machine can only make it stand longer)
    held_s = at["You pitch for 3."] - at["You steal the bid at 3."]
    assert held_s >= 0.9 * CALL_HOLD_S / session.time_scale


def test_switching_to_pit_mid_game_speaks_of_switching_not_quitting(
    qtbot, pitch_store, sound, tmp_path, questions
) -> None:
    """Game → Play → Pit with a kept game of Pitch under way asks once, of switching games; No keeps it."""
    session = PitchSession(PITCH, sound, time_scale=FAST)
    window = PitchWindow(PITCH, session, pitch_store, sound, data_folder=tmp_path / "data")
    qtbot.addWidget(window)
    window.show()
    try:
        with qtbot.waitSignal(session.event_received, check_params_cb=lambda e: type(e) is HandDealt):
            window.start_game(PitchNewGamePrefs(PitchSettings(players=4), Level.EASY))
        questions.answer = QMessageBox.StandardButton.No
        window.game_actions["pit"].trigger()
        assert questions.asked == [
            "Switch to Pit now? Your Pitch game is kept, the hand in play with its cards, and you can resume "
            "it next time."
        ]
        assert window.isVisible() and window.game_actions["pitch"].isChecked()
        questions.answer = QMessageBox.StandardButton.Yes
        window.game_actions["pit"].trigger()
        assert len(questions.asked) == 2 and window.next_game == "pit" and not window.isVisible()
    finally:
        session.shutdown()
        if window.keeper is not None:
            window.keeper.close()
    assert session.bot_threads_running() == 0


def play_out(engine: PitchEngine) -> None:
    """Every seat makes its first legal command until the hand is over."""
    while engine.turn >= 0:
        engine.submit(engine.legal_commands(engine.turn)[0])


def test_the_end_of_hand_panel_names_this_hands_dealer_and_what_the_pitcher_took(
    table: PitchTableWidget,
) -> None:
    engine = rigged(dealer=2)  # Bob deals this hand; Cleo deals the next (P-DEAL-1)
    play_out(engine)
    view = engine.view(0)
    assert view.dealer == 3 and view.last_hand is not None
    table.set_view(view)
    assert "dealer" in table.seats[2].info.text() and "dealer" not in table.seats[3].info.text()
    scored = view.last_hand
    took = scored.points.won[scored.pitcher]
    title = table.result.title.text()
    points = f"taking {took} point" + ("" if took == 1 else "s")
    assert points in title
    assert f"bid of {scored.bid}" in title or f"set back {scored.bid}" in title
    assert table.result.title.minimumWidth() >= 400  # reads on a line or two, not "…the bid of / 3"


def test_a_window_with_no_game_shows_how_to_deal_one(qtbot, monkeypatch, pitch_window) -> None:
    """The new-game dialog cancelled: the table is not blank, its button opens the dialog again."""
    monkeypatch.setattr(PitchNewGameDialog, "exec", lambda d: QDialog.DialogCode.Rejected)
    pitch_window.new_game_dialog()
    table = pitch_window.table
    assert table.welcome.isVisible() and "New game" in table.welcome_button.text()
    opened: list[bool] = []
    monkeypatch.setattr(PitchWindow, "new_game_dialog", lambda w: opened.append(True))
    pitch_window.table.newGameRequested.disconnect()
    table.newGameRequested.connect(pitch_window.new_game_dialog)
    table.welcome_button.click()
    assert opened == [True]
    pitch_window.start_game(PitchNewGamePrefs(PitchSettings(players=4), Level.EASY))
    qtbot.waitUntil(lambda: pitch_window.table.view is not None)
    assert not pitch_window.table.welcome.isVisible()


def test_french_and_croatian_say_the_pitch_lines_as_their_grammar_wants(table: PitchTableWidget) -> None:
    """French: "avec la carte As de Pique" (no "le As"), "pris par vous" lowercase, "fournir du carreau";
    Croatian: no past tense agreeing with a named player ("Ann: zvanje 3", "Nosi Cleo"), "nosiš ti"."""
    from pit_desktop.shell.language import use_language

    engine = rigged(dealer=2)  # Cleo speaks first
    engine.submit(Bid(3, 2))
    engine.submit(Bid(0, 3))
    engine.submit(Pass(1))
    engine.submit(Pass(2))  # you pitch at 3
    engine.submit(PlayCard(0, cards("AS")[0]))
    for seat in (1, 2, 3):
        engine.submit(PlayCard(seat, engine.view(seat).legal_cards()[0]))
    engine.submit(PlayCard(0, cards("7C")[0]))  # you lead clubs
    renege = RenegeError("follows nor trumps", seat=0, card=cards("AS")[0], led=Suit.DIAMONDS)
    use_language("fr")
    table.retranslate()
    table.set_view(engine.view(0))
    assert "pris par vous" in table.history.toPlainText()
    assert "Vous pouvez fournir du carreau\xa0: jouez du carreau ou un atout" in refusal_text(renege)
    use_language("hr")
    table.retranslate()
    table.set_view(engine.view(0))
    log = table.history.toPlainText()
    assert "Cleo: zvanje 2" in log and "nosiš ti" in log and "Ti: zvanje 3" in log
    assert "zvao" not in log and "Uzeo" not in table.trick.accessibleDescription()
    play = engine.view(0)
    assert play.pitcher == 0 and "Bacač" in table.contract.text()
    use_language("en")


def test_the_end_of_hand_names_the_cards_without_a_french_article_clash(table: PitchTableWidget) -> None:
    from pit_desktop.shell.language import use_language

    engine = rigged()
    play_out(engine)
    use_language("fr")
    table.retranslate()
    table.set_view(engine.view(0))
    points = table.result.points.text()
    p = engine.view(0).last_hand.points
    assert f"avec {the_card(p.high_card)}" in points and f"avec {the_card(p.low_card)}" in points
    for clash in ("le Dame", "la Roi", "la Valet", "le As", "la As", "la carte"):  # each card its article
        assert clash not in points
    use_language("en")
