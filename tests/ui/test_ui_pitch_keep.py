"""Pitch's game is kept as Pit's is: saved when it starts, after every hand and on quit, in a file of its own
beside Pit's save; offered again at the next start; an unusable save told once and set aside; the data
folder's lock shared with Pit. Game → Save the last hand's record writes a Pitch record that the replay
plays to the same outcome."""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pitch_helpers import answer_on_my_turn, play_hand_to_its_end, same_turn
from PySide6.QtWidgets import QFileDialog
from ui_helpers import BASIC_3, FAST, WAIT_MS, start_rigged_held

from pit_desktop.core.bots.level import Level
from pit_desktop.core.bots.pace import Pace
from pit_desktop.core.sim import replay as replay_cli
from pit_desktop.games.pit.engine import CornerClaimed
from pit_desktop.games.pit.savegame import SAVE_NAME, read_save
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.games.pitch.engine.engine import PitchHandLog
from pit_desktop.games.pitch.engine.events import HandDealt
from pit_desktop.games.pitch.engine.record import read_record, record_from_log
from pit_desktop.games.pitch.engine.replay import replay_record
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.engine.view import PitchView
from pit_desktop.games.pitch.prefs import PitchNewGamePrefs, PitchPrefsStore
from pit_desktop.games.pitch.save import PITCH_SAVE_NAME, read_pitch_save
from pit_desktop.games.pitch.ui.game import PITCH
from pit_desktop.games.pitch.ui.session import PitchSession
from pit_desktop.games.pitch.ui.window import PitchWindow
from pit_desktop.shell import keeper as shell_keeper
from pit_desktop.shell.words import ABANDON_QUESTION, QUIT_QUESTION

PREFS = PitchNewGamePrefs(PitchSettings(players=4, target=11, min_bid_2=True), Level.EASY, Pace.BRISK)
"""Four players to 11, bids from 2, Easy bots at the Brisk pace: none of it the defaults."""


class Answers:
    """Stands in for the resume question, the problem message and the new-game dialogs of both games."""

    def __init__(self) -> None:
        self.resume = True
        self.asked: list[str] = []
        self.told: list[str] = []
        self.new_game_dialogs = 0


@pytest.fixture
def answers(monkeypatch) -> Answers:
    a = Answers()

    def ask(parent, text: str) -> bool:
        a.asked.append(text)
        return a.resume

    def new_game_dialog(self) -> None:
        a.new_game_dialogs += 1

    monkeypatch.setattr(shell_keeper, "ask_resume", ask)
    monkeypatch.setattr(shell_keeper, "tell_problem", lambda parent, text: a.told.append(text))
    monkeypatch.setattr(PitchWindow, "new_game_dialog", new_game_dialog)
    monkeypatch.setattr(MainWindow, "new_game_dialog", new_game_dialog)
    return a


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "data"


@pytest.fixture
def pitch_kept(qtbot, ini_settings, sound, folder: Path) -> Iterator[Callable[[], PitchWindow]]:
    """Build shown Pitch windows keeping their games in ``folder``, seeded, on the fast clock; every one is
    shut down at teardown."""
    made: list[PitchWindow] = []

    def build() -> PitchWindow:
        session = PitchSession(PITCH, sound, time_scale=FAST)
        session.seed = 7 + len(made)
        window = PitchWindow(PITCH, session, PitchPrefsStore(ini_settings), sound, data_folder=folder)
        qtbot.addWidget(window)
        window.show()
        made.append(window)
        return window

    yield build
    for window in made:
        window.session.shutdown()
        if window.keeper is not None:
            window.keeper.close()
    assert [w.session.bot_threads_running() for w in made] == [0] * len(made)


@pytest.fixture
def pit_kept(kept_window) -> Callable[[], MainWindow]:
    """Build shown Pit windows keeping their games in the same ``folder`` (``tmp_path / "data"``)."""
    return kept_window


def start(qtbot, window: PitchWindow, prefs: PitchNewGamePrefs = PREFS) -> None:
    """Start a game of ``prefs`` and wait for its first deal."""
    with qtbot.waitSignal(window.session.event_received, check_params_cb=lambda e: type(e) is HandDealt):
        window.start_game(prefs)


def one_hand(qtbot, window: PitchWindow) -> None:
    """Start a game and play its first hand to the end-of-hand panel."""
    start(qtbot, window)
    play_hand_to_its_end(qtbot, window)


def resume(qtbot, window: PitchWindow) -> PitchHandLog:
    """Start the window up (the save is offered and, as answered, resumed) and wait until the table shows
    the hand: its log (a hand kept mid-hand is replayed at once, with no new deal)."""
    window.start_up()
    engine = window.session.engine
    assert engine is not None
    qtbot.waitUntil(lambda: window.table.view is not None and window.table.view.hand_no == engine.hand_no)
    return engine.hand_log()


def play_until(qtbot, window: PitchWindow, done: Callable[[PitchView], bool]) -> None:
    """Answer on the player's turns (as :func:`play_hand_to_its_end`) until ``done`` holds of the view."""

    def ready() -> bool:
        view = window.session.view()
        if done(view):
            return True
        shown = window.table.view
        mine = view.my_turn and view.phase in (Phase.BIDDING, Phase.PLAYING)
        return mine and shown is not None and same_turn(shown, view)

    while not done(window.session.view()):
        qtbot.waitUntil(ready, timeout=WAIT_MS)
        if not done(window.session.view()):
            answer_on_my_turn(qtbot, window)


def test_a_pitch_game_is_saved_at_its_start_after_each_hand_and_on_quit(
    qtbot, pitch_kept, folder: Path
) -> None:
    window = pitch_kept()
    start(qtbot, window)
    engine = window.session.engine
    saved = read_pitch_save(folder / PITCH_SAVE_NAME)
    assert saved is not None and (saved.hands_played, saved.scores) == (0, (0, 0, 0, 0))
    assert saved.dealer == engine.hand_log().dealer  # the hand in play is dealt again on resume
    assert (saved.settings, saved.level, saved.pace) == (PREFS.settings, Level.EASY, Pace.BRISK)
    play_hand_to_its_end(qtbot, window)
    qtbot.waitUntil(lambda: read_pitch_save(folder / PITCH_SAVE_NAME).hands_played == 1)
    saved = read_pitch_save(folder / PITCH_SAVE_NAME)
    assert (saved.scores, saved.dealer, saved.moons) == (engine.scores, engine.dealer, engine.moons)
    assert not (folder / SAVE_NAME).exists()  # Pit's save is Pit's
    with qtbot.waitSignal(window.session.event_received, check_params_cb=lambda e: type(e) is HandDealt):
        window.next_hand()
    dealt = engine.hand_log().deal
    kept = read_pitch_save(folder / PITCH_SAVE_NAME)  # kept at the deal, with it (P-DEAL-2)
    assert kept is not None and kept.hand is not None and kept.hand.record.deal == dealt
    assert replace(kept, saved_at=saved.saved_at, hand=None) == saved
    assert window.session.set_player_paused(True)  # nothing moves until the window is closed
    (folder / PITCH_SAVE_NAME).unlink()
    window.close()  # mid-hand: written again on quit, as the game stood before this hand, with its play
    again = read_pitch_save(folder / PITCH_SAVE_NAME)
    assert again is not None and again.hand is not None
    assert again.hand.record == record_from_log(engine.hand_log())


def test_a_pitch_hand_quit_mid_hand_resumes_where_it_stopped_with_its_calls_and_tricks(
    qtbot, pitch_kept, answers: Answers, folder: Path
) -> None:
    """Issue 22, item 6: quitting mid-hand neither throws the hand away nor lets it be played again knowing
    the bots' calls and first lead: the resumed game replays the hand to where it stopped, the same cards
    in the same hands, the same calls, trump and tricks, the same seat to play (P-DEAL-2, P-BID-1, P-PLAY-1),
    and it plays on to a score that the whole hand's record replays to."""
    first = pitch_kept()
    one_hand(qtbot, first)
    with qtbot.waitSignal(first.session.event_received, check_params_cb=lambda e: type(e) is HandDealt):
        first.next_hand()
    play_until(qtbot, first, lambda view: view.phase is Phase.PLAYING and len(view.tricks) >= 2)
    assert first.session.set_player_paused(True)
    engine = first.session.engine
    before, hands, log = engine.view(0), engine.hands(), engine.hand_log()
    first.close()  # mid-hand
    second = pitch_kept()  # seeded otherwise: a fresh shuffle, or other bots' calls, would show
    again = resume(qtbot, second)
    assert answers.told == [] and (again.hand_no, again.dealer, again.deal) == (2, log.dealer, log.deal)
    after = second.session.engine
    view = after.view(0)
    for name in ("hand_no", "dealer", "calls", "pitcher", "bid", "moon", "trump", "trick", "tricks", "turn"):
        assert getattr(view, name) == getattr(before, name), name
    assert after.hands() == hands and view.hand == before.hand
    assert second.table.view is not None and same_turn(second.table.view, view)
    play_hand_to_its_end(qtbot, second)
    record = record_from_log(after.hand_log())
    outcome = replay_record(record)
    assert outcome.scores == after.scores
    assert [r.index for r in outcome.refused] == [i for i, c in enumerate(record.commands) if c.refused]
    assert [t.plays for t in outcome.tricks[: len(before.tricks)]] == [t.plays for t in before.tricks]


def test_a_quit_right_after_a_hand_is_scored_keeps_that_hand(qtbot, pitch_kept, folder: Path) -> None:
    """Issue 22, item 9: the game quit the moment its hand is scored, before the hand's events have reached
    the window, is kept as it stands (P-SCORE-3): the next start offers the next hand with the new scores,
    not the hand just played again at the old ones."""
    window = pitch_kept()
    start(qtbot, window)
    assert window.session.set_player_paused(True)  # the bots wait: the test plays every seat
    engine = window.session.engine
    while engine.phase is not Phase.READY:  # every command here, on this thread, none of its events told
        engine.submit(engine.view(engine.turn).legal_commands()[0])
    window.close()
    saved = read_pitch_save(folder / PITCH_SAVE_NAME)
    assert saved is not None and (saved.hands_played, saved.scores) == (1, engine.scores)
    assert saved.hand is None


def kept_then_changed(qtbot, pitch_kept, folder: Path, change: Callable[[dict], dict]) -> PitchHandLog:
    """Start a game, quit it mid-hand, and have ``change`` make another file of its save (its decoded JSON
    in, the new JSON out): the hand's log as it was."""
    first = pitch_kept()
    start(qtbot, first)
    before = first.session.engine.hand_log()
    first.close()
    path = folder / PITCH_SAVE_NAME
    path.write_text(json.dumps(change(json.loads(path.read_text(encoding="utf-8")))), encoding="utf-8")
    return before


def as_version_1(raw: dict) -> dict:
    """The save as the last version wrote it: version 1, the hand's deal only."""
    hand = raw.pop("hand")
    return raw | {"version": 1, "deal": hand["deal"]}


def test_a_pitch_save_of_the_last_version_resumes_its_hand_with_the_same_cards_and_says_so(
    qtbot, pitch_kept, answers: Answers, folder: Path
) -> None:
    """A save written before the hand's play was kept (version 1, its deal only) still resumes: the hand
    is dealt again with the same cards by the same dealer (P-DEAL-1, P-DEAL-2), and the status line says
    that this save could not say how it was played."""
    before = kept_then_changed(qtbot, pitch_kept, folder, as_version_1)
    second = pitch_kept()
    said: list[str] = []
    second.keeper.news.connect(lambda status: said.append(status.text))
    again = resume(qtbot, second)
    assert (again.hand_no, again.dealer, again.deal) == (before.hand_no, before.dealer, before.deal)
    assert said == ["Hand 1 is dealt again with the same cards: this save does not say how it was played."]


@pytest.mark.parametrize(
    "spoil",
    [
        pytest.param(lambda deal: [deal[1], *deal[1:]], id="a card dealt twice"),
        pytest.param(lambda deal: [deal[0][1:], *deal[1:]], id="a card short"),
    ],
)
def test_a_pitch_hand_that_cannot_be_restored_is_told_and_dealt_anew(
    qtbot, pitch_kept, answers: Answers, folder: Path, spoil: Callable[[list], list]
) -> None:
    """A kept hand whose deal does not fit the game (P-DEAL-2: six different cards a seat) is said so, in the
    box that stays, and the game resumes with that hand dealt anew by its dealer."""
    before = kept_then_changed(
        qtbot,
        pitch_kept,
        folder,
        lambda raw: raw | {"hand": raw["hand"] | {"deal": spoil(raw["hand"]["deal"])}},
    )
    second = pitch_kept()
    again = resume(qtbot, second)
    assert answers.told == [] and second.problem_box is not None and second.problem_box.isVisible()
    assert second.problem_box.text() == "Hand 1 of the saved game could not be restored, so it is dealt anew."
    second.problem_box.close()
    assert (again.hand_no, again.dealer) == (1, before.dealer) and again.deal != before.deal


def test_a_pitch_save_without_a_deal_still_resumes_with_a_fresh_shuffle(
    qtbot, pitch_kept, answers: Answers, folder: Path
) -> None:
    """A save from before deals were kept (no ``deal``) resumes as before: the hand is shuffled anew."""
    first = pitch_kept()
    start(qtbot, first)
    first.close()
    path = folder / PITCH_SAVE_NAME
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert "hand" in raw
    del raw["hand"]
    raw["version"] = 1
    path.write_text(json.dumps(raw), encoding="utf-8")
    second = pitch_kept()
    dealt = resume(qtbot, second)
    assert dealt.hand_no == 1 and not answers.told
    assert len(second.session.view().hand) == 6


def test_a_quit_pitch_game_is_offered_again_and_resumes_where_it_stood(
    qtbot, pitch_kept, answers: Answers, folder: Path
) -> None:
    first = pitch_kept()
    one_hand(qtbot, first)
    engine = first.session.engine
    scores, dealer = engine.scores, engine.dealer
    game_id = first.keeper.game_id
    first.close()
    second = pitch_kept()
    dealt = resume(qtbot, second)
    said = ", ".join(
        f"{name} {str(points).replace('-', '−')}"  # the true minus sign, as the table shows it
        for name, points in zip(("you", "Ann", "Bob", "Cleo"), scores, strict=True)
    )
    assert answers.asked == [f"Resume the game — hand 2; {said}?"]
    assert answers.new_game_dialogs == 0
    assert (dealt.hand_no, dealt.dealer) == (2, dealer)
    session = second.session
    assert session.engine.scores == scores and session.engine.settings == PREFS.settings
    assert (session.prefs.level, session.pace) == (Level.EASY, Pace.BRISK)
    assert len(session.runners) == 3
    assert all(r.worker.bot.timing.pace == Pace.BRISK.factor for r in session.runners)
    assert second.pace_actions[Pace.BRISK].isChecked()
    assert second.session.view().hand_no == 2
    assert PitchPrefsStore(second.store._s).load().pace is Pace.STANDARD  # the options are not changed
    play_hand_to_its_end(qtbot, second)  # and the game goes on
    qtbot.waitUntil(lambda: read_pitch_save(folder / PITCH_SAVE_NAME).hands_played == 2)
    assert read_pitch_save(folder / PITCH_SAVE_NAME).game_id == game_id  # the same game, resumed


def test_declining_to_resume_asks_for_a_new_game_and_the_new_game_replaces_the_save(
    qtbot, pitch_kept, answers: Answers, folder: Path
) -> None:
    first = pitch_kept()
    one_hand(qtbot, first)
    first.close()
    answers.resume = False
    second = pitch_kept()
    second.start_up()
    assert len(answers.asked) == 1 and answers.new_game_dialogs == 1
    assert second.session.engine is None
    assert read_pitch_save(folder / PITCH_SAVE_NAME).hands_played == 1  # kept until a new game starts
    start(qtbot, second)
    assert read_pitch_save(folder / PITCH_SAVE_NAME).hands_played == 0


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b'{"format": "pit-desktop-pitch-game", "vers', "it is damaged"),
        (b'{"format": "pit-desktop-pitch-game", "version": 7}', "a newer version"),
        (b'{"format": "pit-desktop-pitch-game", "version": 1, "settings": {"players": 40}}', "it is damaged"),
        (b'{"format": "pit-desktop-game", "version": 1}', "it is damaged"),  # Pit's, in Pitch's place
        (b"null", "it is damaged"),  # issue 22, item 8: no game is no file, never a file of null
    ],
)
def test_an_unusable_pitch_save_is_told_once_set_aside_and_a_new_game_offered(
    qtbot, pitch_kept, answers: Answers, folder: Path, content: bytes, words: str
) -> None:
    folder.mkdir()
    (folder / PITCH_SAVE_NAME).write_bytes(content)
    (folder / SAVE_NAME).write_bytes(b"Pit's own save")
    window = pitch_kept()
    window.start_up()
    assert len(answers.told) == 1 and words in answers.told[0]
    assert answers.asked == [] and answers.new_game_dialogs == 1
    aside = [p for p in folder.iterdir() if p.name.startswith(f"{PITCH_SAVE_NAME}.unusable-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content  # kept, never deleted
    assert str(aside[0]) in answers.told[0]
    assert not (folder / PITCH_SAVE_NAME).exists()
    assert (folder / SAVE_NAME).read_bytes() == b"Pit's own save"
    start(qtbot, window)  # the game goes on
    assert read_pitch_save(folder / PITCH_SAVE_NAME) is not None


def corner_hand(qtbot, window: MainWindow) -> None:
    """Play Pit's rigged hand: the player holds nine Wheat and rings."""
    start_rigged_held(qtbot, window, BASIC_3)
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ):
        assert window.ring_bell()


def test_pits_save_and_pitchs_each_leave_the_other_alone(
    qtbot, pitch_kept, pit_kept, answers: Answers, folder: Path
) -> None:
    pitch = pitch_kept()
    one_hand(qtbot, pitch)
    pitch.close()
    kept_pitch = (folder / PITCH_SAVE_NAME).read_bytes()
    pit = pit_kept()
    pit.start_up()
    assert answers.asked == [] and answers.told == []  # Pit has no game kept: Pitch's is not Pit's
    corner_hand(qtbot, pit)
    pit.close()
    kept_pit = (folder / SAVE_NAME).read_bytes()
    assert read_save(folder / SAVE_NAME).hands_played == 1
    assert (folder / PITCH_SAVE_NAME).read_bytes() == kept_pitch
    again = pitch_kept()
    resume(qtbot, again)
    assert len(answers.asked) == 1 and answers.asked[0].startswith("Resume the game — hand 2; you ")
    play_hand_to_its_end(qtbot, again)
    again.close()
    assert read_pitch_save(folder / PITCH_SAVE_NAME).hands_played == 2
    assert (folder / SAVE_NAME).read_bytes() == kept_pit


def test_the_data_folders_lock_keeps_a_pitch_game_from_forking(
    qtbot, pitch_kept, pit_kept, answers: Answers, questions, folder: Path
) -> None:
    """A copy of Pit Desktop that holds the data folder (here, playing Pit) keeps the games: a second copy
    playing Pitch says so once, plays on, and leaves Pitch's save as it was."""
    first = pitch_kept()
    one_hand(qtbot, first)
    first.close()
    assert questions.asked == [QUIT_QUESTION]  # kept, and said so
    kept = (folder / PITCH_SAVE_NAME).read_bytes()
    pit = pit_kept()
    pit.controller  # noqa: B018 -- made with its keeper
    assert pit.keeper.sole()  # it holds the data folder
    second = pitch_kept()
    second.start_up()
    assert answers.asked == [] and answers.new_game_dialogs == 1
    assert len(answers.told) == 1 and "Another Pit Desktop is running" in answers.told[0]
    one_hand(qtbot, second)
    second.close()
    assert questions.asked[-1] == ABANDON_QUESTION  # not "Your game is kept": this copy keeps nothing
    assert (folder / PITCH_SAVE_NAME).read_bytes() == kept
    pit.close()


# ---------------------------------------------------------------------------------------------- records


def test_before_any_hand_is_over_there_is_no_record_to_save(qtbot, pitch_kept, monkeypatch) -> None:
    window = pitch_kept()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: pytest.fail("asked where"))
    window.save_record()  # no game yet
    assert window.status_text() == "A hand can be saved once it is over."
    assert window.status.property("error")
    start(qtbot, window)
    window.save_record()  # the first hand is in play: its record would show every hand
    assert window.status_text() == "A hand can be saved once it is over."


def test_the_last_hands_record_is_saved_and_replays_to_the_same_outcome(
    qtbot, pitch_kept, store, tmp_path: Path, monkeypatch, capsys: pytest.CaptureFixture[str]
) -> None:
    window = pitch_kept()
    (tmp_path / "records").mkdir()
    window.store.set_last_folder(str(tmp_path / "records"))
    one_hand(qtbot, window)
    engine = window.session.engine
    scores, last = engine.scores, window.session.view().last_hand
    with qtbot.waitSignal(window.session.event_received, check_params_cb=lambda e: type(e) is HandDealt):
        window.next_hand()  # the hand in play is not the one saved: the one before it is
    chosen = tmp_path / "elsewhere" / "first.json"
    chosen.parent.mkdir()
    offered: list[str] = []

    def ask(parent, title, start, filters):
        offered.append(start)
        assert "(*.json)" in filters
        return str(chosen), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", ask)
    window.save_record()
    assert offered == [str(tmp_path / "records" / "pitch-hand-1.json")]
    assert window.status_text() == f"Hand 1 saved to {chosen}"
    assert window.store.last_folder() == str(chosen.parent)
    record = read_record(chosen)
    assert record.hand_no == 1 and json.loads(chosen.read_text(encoding="utf-8"))["game"] == "pitch"
    outcome = replay_record(record)
    assert outcome.scores == scores and outcome.refused == ()
    assert outcome.scored is not None and outcome.scored.changes == last.changes
    assert replay_cli.run(argparse.Namespace(file=str(chosen), compact=True)) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["game"] == "pitch" and printed["scores"] == list(scores)


def test_a_record_that_cannot_be_written_is_told_in_the_players_language(
    qtbot, pitch_kept, tmp_path: Path
) -> None:
    window = pitch_kept()
    one_hand(qtbot, window)
    window.set_language("fr")
    assert not window.session.save_hand_record(str(tmp_path / "missing" / "hand.json"))
    said = window.status_text()
    assert said.startswith("Impossible d") and "No such file" not in said and "Errno" not in said
    assert window.status.property("error")


def test_the_end_of_the_game_forgets_the_save(qtbot, pitch_kept, answers: Answers, folder: Path) -> None:
    """P-WIN-1: a game that is won is nothing to resume. Resumed with every seat one point from the target,
    the first pitcher who makes his bid wins."""
    from pit_desktop.games.pitch.engine.table import Phase
    from pit_desktop.games.pitch.save import PitchSavedGame, write_pitch_save

    settings = PitchSettings(players=3, target=11)
    near = PitchSavedGame(settings, Level.EASY, Pace.BRISK, 1, (10, 10, 10), ((0, 0),) * 3, 5, "near")
    write_pitch_save(near, folder / PITCH_SAVE_NAME)
    window = pitch_kept()
    resume(qtbot, window)
    assert answers.asked == ["Resume the game — hand 6; you 10, Ann 10, Bob 10?"]
    engine = window.session.engine
    for _ in range(40):  # a pitcher set back plays on; one who makes his bid wins
        play_hand_to_its_end(qtbot, window)
        if engine.phase is Phase.GAME_OVER:
            break
        assert read_pitch_save(folder / PITCH_SAVE_NAME).hands_played == engine.hand_no
        with qtbot.waitSignal(window.session.event_received, check_params_cb=lambda e: type(e) is HandDealt):
            window.next_hand()
        qtbot.waitUntil(lambda: not window.table.result.isVisible())
    assert engine.phase is Phase.GAME_OVER
    qtbot.waitUntil(lambda: not (folder / PITCH_SAVE_NAME).exists())
    window.close()
    assert not (folder / PITCH_SAVE_NAME).exists()


def test_a_pitch_save_that_cannot_be_written_is_told_once_and_play_goes_on(
    qtbot, pitch_kept, folder: Path
) -> None:
    folder.mkdir()
    (folder / PITCH_SAVE_NAME).mkdir()  # a folder where the file should go: replacing it fails
    window = pitch_kept()
    told: list[str] = []
    window.keeper.problem.connect(told.append)
    one_hand(qtbot, window)
    with qtbot.waitSignal(window.session.event_received, check_params_cb=lambda e: type(e) is HandDealt):
        window.next_hand()
    assert len(told) == 1 and told[0].startswith("The game cannot be saved to ")  # once, not every hand
    assert window.session.engine.hand_no == 2
