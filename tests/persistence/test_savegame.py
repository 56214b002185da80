"""The game in progress survives a quit and a crash: saved atomically, read back strictly, set aside when
it cannot be used (issue 11, item 1)."""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pit_desktop.core.kept_hand import KeptHand
from pit_desktop.games.pit.bots import Level, Pace
from pit_desktop.games.pit.engine import Commodity, GameSettings, record_from_log
from pit_desktop.games.pit.engine.hand_log import HandLog
from pit_desktop.games.pit.savegame import (
    SAVE_VERSION,
    SavedGame,
    SaveError,
    encode_save,
    read_save,
    remove_save,
    save_path,
    save_text,
    set_aside,
    write_save,
)


def a_game(hands_played: int = 3, scores: tuple[int, ...] = (160, 240, -20)) -> SavedGame:
    settings = GameSettings(players=3, names=("You", "Ann", "Bob")).validated()
    return SavedGame(
        settings=settings,
        levels=(None, Level.HARD, Level.EASY),
        commodities=(Commodity.WHEAT, Commodity.BARLEY, Commodity.CORN),
        dealer=1,
        scores=scores,
        hands_played=hands_played,
        game_id="g-1",
        saved_at=1_700_000_000.0,
    )


def test_a_save_reads_back_as_it_was(tmp_path: Path) -> None:
    path = save_path(tmp_path / "new-folder")
    write_save(a_game(), path)
    assert read_save(path) == a_game()
    assert json.loads(path.read_text())["version"] == SAVE_VERSION


def test_a_game_under_auto_keeps_its_pace_and_auto(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    game = dataclasses.replace(a_game(), pace=Pace.RELAXED, auto=True)
    write_save(game, path)
    back = read_save(path)
    assert back is not None
    assert (back.pace, back.auto) == (Pace.RELAXED, True)


def test_an_earlier_save_without_pace_or_auto_is_standard_and_chosen_levels(tmp_path: Path) -> None:
    data = a_game().to_dict()
    del data["pace"], data["auto"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    back = read_save(path)
    assert back is not None
    assert (back.pace, back.auto) == (Pace.STANDARD, False)


@pytest.mark.parametrize(("key", "value"), [("pace", "glacial"), ("pace", 2), ("auto", "yes"), ("auto", 1)])
def test_a_bad_pace_or_auto_is_corrupt(tmp_path: Path, key: str, value: object) -> None:
    data = a_game().to_dict()
    data[key] = value
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="corrupt"):
        read_save(path)


def test_no_save_is_no_game(tmp_path: Path) -> None:
    assert read_save(tmp_path / "nothing.json") is None
    remove_save(tmp_path / "nothing.json")  # forgetting nothing is fine


@pytest.mark.parametrize(
    ("content", "kind"),
    [
        (b'{"format": "pit-desktop-game", "version": 1, "settings": {"pla', "corrupt"),  # cut short
        (b"\xff\xfe not text", "corrupt"),
        (b'{"format": "something-else"}', "corrupt"),
        (b'{"format": "pit-desktop-game", "version": 99}', "newer"),
    ],
)
def test_an_unusable_save_is_refused_with_its_kind(tmp_path: Path, content: bytes, kind: str) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(content)
    with pytest.raises(SaveError) as err:
        read_save(path)
    assert err.value.kind == kind


def test_impossible_values_are_corrupt(tmp_path: Path) -> None:
    data = a_game().to_dict()
    data["scores"] = [1, 2]  # two scores for three players
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError, match="corrupt"):
        read_save(path)


def test_a_folder_in_its_place_is_unreadable(tmp_path: Path) -> None:
    (tmp_path / "game.json").mkdir()
    with pytest.raises(SaveError) as err:
        read_save(tmp_path / "game.json")
    assert err.value.kind == "unreadable"


def test_set_aside_renames_and_never_deletes(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(b"junk")
    first = set_aside(path, now=0)
    path.write_bytes(b"junk 2")
    second = set_aside(path, now=0)
    assert not path.exists()
    assert first != second
    assert first.read_bytes() == b"junk" and second.read_bytes() == b"junk 2"


KILLED_WRITER = textwrap.dedent(
    """
    import os, sys
    sys.path.insert(0, {tests!r})
    from test_savegame import a_game
    from pit_desktop.games.pit import savegame

    def killed(*args, **kwargs):
        os._exit(9)  # as kill -9 would: no clean-up, no exception handler runs

    os.replace = killed  # the new save is written and flushed; the process dies before the rename
    savegame.write_save(a_game(hands_played=4, scores=(200, 240, -20)), {path!r})
    """
)


def test_a_kill_between_write_and_rename_keeps_the_previous_save(tmp_path: Path) -> None:
    """A crash after the new save is written but before it replaces the old one: the old save is whole and
    resumes; the half-done new one is a hidden temporary file that the next save clears away."""
    path = save_path(tmp_path)
    write_save(a_game(), path)
    before = path.read_bytes()
    script = KILLED_WRITER.format(tests=str(Path(__file__).parent), path=str(path))
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, timeout=60)
    assert done.returncode == 9, done.stderr.decode()
    assert path.read_bytes() == before
    assert read_save(path) == a_game()
    left = [p.name for p in tmp_path.iterdir() if p != path]
    assert len(left) == 1 and left[0].startswith(f".{path.name}.") and left[0].endswith(".tmp")
    write_save(a_game(hands_played=5), path)
    assert sorted(os.listdir(tmp_path)) == [path.name]
    assert read_save(path) == a_game(hands_played=5)


def a_hand(commands: int = 40, seed: int = 3) -> tuple[GameSettings, HandLog]:
    """A hand of three Medium bots on the headless table, cut after ``commands`` commands (or its end)."""
    import random

    from pit_desktop.games.pit.bots import make_bot
    from pit_desktop.games.pit.sim.runner import HeadlessTable

    settings = GameSettings(players=3, names=("You", "Ann", "Bob")).validated()
    bots = [make_bot(Level.MEDIUM, seat, random.Random(seed + seat)) for seat in range(3)]
    table = HeadlessTable(settings, bots, seed=seed)
    table.play_hand()
    log = table.engine.hand_log()
    return settings, dataclasses.replace(log, commands=log.commands[:commands])


def in_play(log: HandLog, elapsed_s: float = 99.0) -> SavedGame:
    """A save of the game in the middle of ``log``'s hand, as the keeper writes one."""
    return dataclasses.replace(
        a_game(hands_played=log.hand_no - 1, scores=log.scores_before),
        settings=log.settings,
        commodities=log.commodities,
        dealer=log.dealer,
        hand=KeptHand(record_from_log(log), elapsed_s),
    )


def test_a_hand_in_play_is_kept_with_its_record_so_far(tmp_path: Path) -> None:
    """R-DEAL-2: a game kept mid-hand keeps the hand's deal and every command with its time and refusal, as
    its record holds them, and how long it had been played: what a resume replays it from."""
    _, log = a_hand()
    game = in_play(log)
    path = tmp_path / "game.json"
    write_save(game, path)
    back = read_save(path)
    assert back == game and back.hand is not None and back.hand_lost is None
    assert back.hand.record.commands == record_from_log(log).commands and back.hand.played
    raw = json.loads(path.read_text())
    assert raw["version"] == 2 and set(raw["hand"]) == {"deal", "commands", "elapsed_s"}
    assert "deal" not in raw  # version 1's place for it


def test_saves_made_a_command_at_a_time_are_the_saves_made_at_once(tmp_path: Path) -> None:
    """The keeper keeps the hand after every command, each command encoded once (``save_text``): every one of
    those saves reads back as the same save written whole, and a new hand starts afresh."""
    text = save_text()
    _, log = a_hand(commands=1000)
    for cut in (0, 1, 2, 17, 18, len(log.commands)):
        part = dataclasses.replace(log, commands=log.commands[:cut])
        game = dataclasses.replace(in_play(part), hand=KeptHand(text.record(part), 99.0))
        assert game.hand.record == record_from_log(part)
        assert json.loads(encode_save(game, text)) == json.loads(encode_save(game))
    _, other = a_hand(commands=5, seed=9)  # another hand: nothing of the last one is kept
    game = dataclasses.replace(in_play(other), hand=KeptHand(text.record(other), 99.0))
    assert json.loads(encode_save(game, text)) == game.to_dict()


def test_a_save_of_version_1_resumes_its_hand_with_its_deal_only(tmp_path: Path) -> None:
    """A save of the last version kept a hand in play as its deal only: it still reads, the hand to be dealt
    again with the same cards (``played`` false); one without a deal was kept between hands."""
    _, log = a_hand()
    data = in_play(log).to_dict()
    del data["hand"]
    data["version"] = 1
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    assert read_save(path).hand is None
    data["deal"] = [[c.value for c in hand] for hand in log.deal]
    path.write_text(json.dumps(data))
    hand = read_save(path).hand
    assert hand is not None and not hand.played
    assert (hand.record.deal, hand.record.commands) == (log.deal, ())


def spoiled(deal: list[list[str]], how: str) -> list[list[str]]:
    first = list(deal[0])
    if how == "two Bulls":
        first[next(i for i, c in enumerate(first) if c not in ("Bull", "Bear"))] = "Bull"
    elif how == "a card short":
        first = first[1:]
    else:
        first[0] = "Gold"
    return [first, *deal[1:]]


@pytest.mark.parametrize("how", ["two Bulls", "a card short", "no such card"])
@pytest.mark.parametrize("version", [1, 2])
def test_a_kept_hand_that_does_not_fit_the_game_is_lost_not_the_game(
    tmp_path: Path, how: str, version: int
) -> None:
    """Issue 22, item 8: a deal with two Bulls or a card short (R-ED-1, R-DEAL-2) is no hand to resume; the
    game between hands still is, and the save says why its hand is lost (the window tells the player)."""
    _, log = a_hand()
    data = in_play(log).to_dict()
    deal = spoiled(data["hand"]["deal"], how)
    if version == 1:
        del data["hand"]
        data["version"], data["deal"] = 1, deal
    else:
        data["hand"]["deal"] = deal
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    back = read_save(path)
    assert back is not None and back.hand is None and back.hand_lost is not None
    assert back.hand_lost.startswith("deal")
    assert (back.scores, back.hands_played, back.dealer) == (log.scores_before, log.hand_no - 1, log.dealer)


@pytest.mark.parametrize(
    "hand",
    [
        "a hand",
        {"deal": [], "elapsed_s": 1.0, "colour": "red"},
        {"deal": [], "commands": "none"},
    ],
)
def test_a_kept_hand_of_the_wrong_shape_is_lost_not_the_game(tmp_path: Path, hand: object) -> None:
    data = in_play(a_hand()[1]).to_dict() | {"hand": hand}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    back = read_save(path)
    assert back is not None and back.hand is None and back.hand_lost


def test_a_kept_hand_played_for_less_than_its_commands_is_lost(tmp_path: Path) -> None:
    _, log = a_hand()
    data = in_play(log, elapsed_s=99.0).to_dict()
    data["hand"]["elapsed_s"] = data["hand"]["commands"][-1]["at_s"] / 2
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    assert read_save(path).hand_lost.startswith("hand.elapsed_s")


def test_a_kept_file_of_null_is_damaged_not_no_game(tmp_path: Path) -> None:
    """Issue 22, item 8: ``null`` in the save's place was read as "no saved game", silently."""
    path = tmp_path / "game.json"
    path.write_bytes(b"null")
    with pytest.raises(SaveError) as err:
        read_save(path)
    assert err.value.kind == "corrupt" and "null" in err.value.detail


NAMED_PIPE_READER = textwrap.dedent(
    """
    import sys
    from pit_desktop.core.kept_game import KeptGameError
    from pit_desktop.games.pitch.save import read_pitch_save
    from pit_desktop.games.pit.savegame import read_save

    for read in (read_save, read_pitch_save):
        try:
            read(sys.argv[1])
        except KeptGameError as err:
            print(err.kind)
    """
)


def test_a_named_pipe_in_the_saves_place_is_unreadable_at_once(tmp_path: Path) -> None:
    """Issue 22, item 8: a FIFO where a save belongs made its reader wait for a writer for ever (in
    ``open()``, where no signal handler runs); now it is refused at once as unreadable, for either game's
    save. Read in a process of its own, which is ended if it hangs."""
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    done = subprocess.run(
        [sys.executable, "-c", NAMED_PIPE_READER, str(fifo)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["unreadable", "unreadable"]
