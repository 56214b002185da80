"""Pitch's game in progress is kept as Pit's is: written atomically in a file of its own, read back
strictly, refused with the kind of problem when it cannot be resumed; and the engine deals the resumed
game's next hand with the next number."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from pit_desktop.core.bots.level import Level
from pit_desktop.core.bots.pace import Pace
from pit_desktop.core.kept_game import KeptGameError
from pit_desktop.core.kept_hand import KeptHand
from pit_desktop.games.pit.savegame import SAVE_NAME
from pit_desktop.games.pitch.engine.commands import DealHand, PlayCard
from pit_desktop.games.pitch.engine.engine import PitchEngine, PitchHandLog
from pit_desktop.games.pitch.engine.errors import NoHandError, PitchError
from pit_desktop.games.pitch.engine.record import record_from_log
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.save import (
    PITCH_SAVE_NAME,
    PITCH_SAVE_VERSION,
    PitchSavedGame,
    encode_pitch_save,
    pitch_save_path,
    pitch_save_text,
    read_pitch_save,
    write_pitch_save,
)


def a_game(**changes: Any) -> PitchSavedGame:
    game = PitchSavedGame(
        settings=PitchSettings(players=3, money=True, low_to_holder=True).validated(),
        level=Level.HARD,
        pace=Pace.RELAXED,
        dealer=2,
        scores=(5, -3, 12),
        moons=((1, 0), (0, 2), (0, 0)),
        hands_played=6,
        game_id="p-1",
        saved_at=1_700_000_000.0,
    )
    return dataclasses.replace(game, **changes)


def test_a_pitch_save_reads_back_as_it_was_in_its_own_file(tmp_path: Path) -> None:
    path = pitch_save_path(tmp_path / "new-folder")
    assert path.name == PITCH_SAVE_NAME != SAVE_NAME
    write_pitch_save(a_game(), path)
    assert read_pitch_save(path) == a_game()
    raw = json.loads(path.read_text(encoding="utf-8"))
    assert (raw["format"], raw["version"]) == ("pit-desktop-pitch-game", PITCH_SAVE_VERSION)
    assert [p.name for p in path.parent.iterdir()] == [PITCH_SAVE_NAME]  # no temporary file left
    assert read_pitch_save(tmp_path / "none.json") is None


def test_names_are_not_kept_the_table_names_its_seats(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    named = dataclasses.replace(a_game(), settings=PitchSettings(players=3, names=("A", "B", "C")))
    write_pitch_save(named, path)
    assert "names" not in json.loads(path.read_text(encoding="utf-8"))["settings"]
    assert read_pitch_save(path).settings == PitchSettings(players=3)


@pytest.mark.parametrize(
    ("change", "kind"),
    [
        ({"version": PITCH_SAVE_VERSION + 1}, "newer"),
        ({"version": 0}, "corrupt"),
        ({"format": "pit-desktop-game"}, "corrupt"),
        ({"level": "basic"}, "corrupt"),  # not a level a player chooses
        ({"level": "genius"}, "corrupt"),
        ({"pace": "warp"}, "corrupt"),
        ({"dealer": 3}, "corrupt"),
        ({"scores": [1, 2]}, "corrupt"),
        ({"scores": [1, 2, True]}, "corrupt"),
        ({"moons": [[0, 0], [0, -1], [0, 0]]}, "corrupt"),
        ({"moons": [[0, 0], [0], [0, 0]]}, "corrupt"),
        ({"hands_played": -1}, "corrupt"),
        ({"game_id": ""}, "corrupt"),
        ({"settings": {"players": 3, "target": 8}}, "corrupt"),
        ({"settings": {"players": 9, "money": True}}, "corrupt"),
        ({"settings": {"players": 3, "colour": "red"}}, "corrupt"),
        ({"settings": [3]}, "corrupt"),
    ],
)
def test_a_save_that_cannot_be_resumed_says_why(tmp_path: Path, change: dict[str, Any], kind: str) -> None:
    path = tmp_path / "game.json"
    raw = a_game().to_dict() | change
    path.write_text(json.dumps(raw), encoding="utf-8")
    with pytest.raises(KeptGameError) as err:
        read_pitch_save(path)
    assert err.value.kind == kind


@pytest.mark.parametrize("content", [b"", b"{", b"[1, 2]", b"\xff\xfe", b"[" * 100_000, b" " * (2 << 20)])
def test_a_damaged_file_is_corrupt_not_a_crash(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(content)
    with pytest.raises(KeptGameError) as err:
        read_pitch_save(path)
    assert err.value.kind == "corrupt"


def test_a_folder_in_the_saves_place_is_unreadable(tmp_path: Path) -> None:
    (tmp_path / "game.json").mkdir()
    with pytest.raises(KeptGameError) as err:
        read_pitch_save(tmp_path / "game.json")
    assert err.value.kind == "unreadable"


def test_a_resumed_engine_deals_the_next_hand_number_and_has_no_hand_of_its_own_before() -> None:
    saved = a_game()
    engine = PitchEngine(
        saved.settings,
        seed=1,
        first_dealer=saved.dealer,
        scores=saved.scores,
        moons=saved.moons,
        hands_played=saved.hands_played,
    )
    assert engine.hand_no == 6 and engine.moons == saved.moons
    with pytest.raises(NoHandError):
        engine.hand_log()
    dealt = engine.submit(DealHand())[0]
    assert (dealt.hand_no, dealt.dealer) == (7, 2)
    assert engine.hand_log().scores_before == (5, -3, 12)
    with pytest.raises(ValueError):
        PitchEngine(saved.settings, hands_played=-1)


def a_hand(plays: int = 9) -> PitchHandLog:
    """A hand of ``a_game()``'s table, dealt by seat 2 and played by every seat's first legal command for
    ``plays`` commands, one of them refused on the way (a card out of turn)."""
    game = a_game()
    engine = PitchEngine(
        game.settings, seed=3, first_dealer=2, scores=game.scores, moons=game.moons, hands_played=6
    )
    engine.submit(DealHand())
    with pytest.raises(PitchError):
        engine.submit(PlayCard(2, engine.view(2).hand[0]))  # not seat 2's turn: refused, and kept as such
    for _ in range(plays):
        engine.submit(engine.view(engine.turn).legal_commands()[0])
    return engine.hand_log()


def test_a_hand_in_play_is_kept_with_its_record_so_far(tmp_path: Path) -> None:
    """P-DEAL-2: a game kept mid-hand keeps that hand's six cards a seat and every call and card with its
    time and refusal, as its record holds them: a resume replays it to where it stopped."""
    log = a_hand()
    game = a_game(hand=KeptHand(record_from_log(log), 42.0), dealer=2)
    path = tmp_path / "game.json"
    write_pitch_save(game, path)
    back = read_pitch_save(path)
    assert back == game and back.hand is not None and back.hand.played and back.hand_lost is None
    assert back.hand.record.commands[0].refused is not None
    text = pitch_save_text()
    for cut in (0, 1, 5, len(log.commands)):
        part = dataclasses.replace(log, commands=log.commands[:cut])
        made = a_game(hand=KeptHand(text.record(part), 42.0), dealer=2)
        assert made.hand.record == record_from_log(part)
        assert json.loads(encode_pitch_save(made, text)) == made.to_dict()  # a command at a time, the same


def test_a_save_of_version_1_keeps_its_hand_as_its_deal_only(tmp_path: Path) -> None:
    """A save of the last version kept a hand in play as its deal: it reads, to be dealt again with the same
    cards; one without a deal (an earlier build's, or between hands) reads with none."""
    log = a_hand()
    raw = a_game(dealer=2).to_dict() | {"version": 1}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(raw), encoding="utf-8")
    assert read_pitch_save(path).hand is None
    raw["deal"] = [[c.id for c in hand] for hand in log.deal]
    path.write_text(json.dumps(raw), encoding="utf-8")
    hand = read_pitch_save(path).hand
    assert hand is not None and not hand.played and (hand.record.deal, hand.record.commands) == (log.deal, ())


@pytest.mark.parametrize("version", [1, 2])
def test_a_kept_deal_that_does_not_fit_loses_the_hand_not_the_game(tmp_path: Path, version: int) -> None:
    """A deal dealing a card twice, or six aces of spades, or an unknown card (P-DEAL-2) is no hand to
    resume: the game still is, the hand to be dealt anew (the save says why)."""
    deal = a_hand().deal
    twice = [[c.id for c in deal[0]]] * 3
    path = tmp_path / "game.json"
    for bad in (twice, [["AS"] * 6], [["AS", "KS", "QS", "JS", "10S", "ZZ"], *twice[:2]], "AS"):
        raw = a_game(dealer=2).to_dict()
        if version == 1:
            raw |= {"version": 1, "deal": bad}
        else:
            raw["hand"] = {"deal": bad, "commands": [], "elapsed_s": 1.0}
        path.write_text(json.dumps(raw), encoding="utf-8")
        back = read_pitch_save(path)
        assert back is not None and back.hand is None and back.hand_lost is not None
        assert back == a_game(dealer=2, hand_lost=back.hand_lost)


def test_a_kept_file_of_null_is_damaged_not_no_game(tmp_path: Path) -> None:
    """Issue 22, item 8: ``null`` in the save's place was read as "no saved game", silently."""
    path = tmp_path / "game.json"
    path.write_bytes(b"null")
    with pytest.raises(KeptGameError) as err:
        read_pitch_save(path)
    assert err.value.kind == "corrupt"
