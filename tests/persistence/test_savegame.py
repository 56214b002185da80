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

from pit_desktop.bots import Level, Pace
from pit_desktop.engine import Commodity, GameSettings
from pit_desktop.engine.cards import sorted_cards
from pit_desktop.persistence.savegame import (
    SAVE_VERSION,
    SavedGame,
    SaveError,
    read_save,
    remove_save,
    save_path,
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
    from pit_desktop.persistence import savegame

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


def test_the_deal_of_a_hand_in_play_is_kept_and_an_earlier_save_has_none(tmp_path: Path) -> None:
    """R-DEAL-2: a game kept mid-hand keeps that hand's deal, so a resume deals the same cards; a save
    without one (an earlier build's, or between hands) reads with none, and a damaged one is corrupt."""
    wheat, barley, corn = Commodity.WHEAT, Commodity.BARLEY, Commodity.CORN
    hands = ((wheat,) * 3 + (barley,) * 6, (barley,) * 3 + (corn,) * 6, (corn,) * 3 + (wheat,) * 6)
    deal = tuple(sorted_cards(hand) for hand in hands)  # as the engine deals them
    game = dataclasses.replace(a_game(), deal=deal)
    path = tmp_path / "game.json"
    write_save(game, path)
    assert read_save(path) == game
    data = json.loads(path.read_text())
    assert data["deal"] == [[c.value for c in hand] for hand in deal]
    del data["deal"]
    path.write_text(json.dumps(data))
    assert read_save(path) == a_game()
    assert "deal" not in a_game().to_dict()
    for bad in (["Wheat"], [["Wheat"], ["Gold"], []], "Wheat"):
        data["deal"] = bad
        path.write_text(json.dumps(data))
        with pytest.raises(SaveError, match="corrupt"):
            read_save(path)
