"""Pitch hand records: written from a game, read back, written atomically, replayed to the same outcome;
bad records refused with one short line naming the field."""

from __future__ import annotations

import copy
import json
import os
import random
from pathlib import Path

import pytest
from pitch_rig import Clock, auction, rigged

from pit_desktop.core.record_checks import RecordError
from pit_desktop.games.pitch.engine.cards import card
from pit_desktop.games.pitch.engine.commands import (
    Bid,
    DealHand,
    Pass,
    PitchCard,
    PlayCard,
    SettleUp,
    ShootMoon,
)
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.events import HandScored
from pit_desktop.games.pitch.engine.record import (
    MAX_RECORD_BYTES,
    decode_record,
    dumps_record,
    is_pitch_record,
    loads_record,
    read_record,
    record_from_log,
    record_to_dict,
    write_record,
)
from pit_desktop.games.pitch.engine.replay import replay_record
from pit_desktop.games.pitch.engine.settings import PitchSettings

HANDS = ("AS 2S 9H 8H 7C 6D", "KS JS 10H 5C 4D 3D", "QH JH 10C 9C 8D 7D", "AH KH QC 10D 5H 4H")


def played_game(seed: int, settings: PitchSettings) -> tuple[PitchEngine, Clock, list]:
    """Three hands of random legal play on a clock that moves a second a command."""
    clock = Clock(100.0)
    engine = PitchEngine(settings, seed=seed, clock=clock)
    events: list = []
    engine.subscribe(events.append)
    rng = random.Random(seed)
    for _ in range(3):
        if engine.phase.value == "game_over":
            break
        events.clear()
        engine.submit(DealHand())
        while engine.turn >= 0:
            clock.now_s += 1.0
            seat = engine.turn
            if rng.random() < 0.1:  # now and then a refused command, which the record keeps
                with pytest.raises(ValueError):
                    engine.submit(Bid(seat, 9))
            engine.submit(rng.choice(engine.legal_commands(seat)))
    return engine, clock, events


@pytest.mark.parametrize("seed", range(8))
def test_a_played_hand_round_trips_and_replays_to_the_same_outcome(seed: int) -> None:
    settings = PitchSettings(players=3 + seed % 4, money=seed % 3 == 0, low_to_holder=seed % 2 == 1)
    engine, _, events = played_game(seed, settings)
    log = engine.hand_log()
    record = loads_record(dumps_record(log))
    assert record == record_from_log(log)
    outcome = replay_record(record)
    assert outcome.scores == engine.scores and outcome.hands == engine.hands()
    scored = [e for e in events if isinstance(e, HandScored)]
    if scored:
        assert outcome.scored is not None and outcome.scored.points == scored[0].points
    assert [r.reason for r in outcome.refused] == [c.reason for c in log.commands if c.reason]
    data = json.loads(json.dumps(outcome.to_dict()))
    assert data["game"] == "pitch" and data["scores"] == list(engine.scores)


def test_a_settled_money_game_replays_its_payments() -> None:
    engine, _ = rigged(*HANDS, dealer=0, money=True, scores=(3, 1, 0, 0))
    auction(engine, 2, 0, 0, 0)
    rng = random.Random(1)
    while engine.turn >= 0:
        engine.submit(rng.choice(engine.legal_commands(engine.turn)))
    paid = engine.submit(SettleUp())[-1]
    outcome = replay_record(loads_record(dumps_record(engine.hand_log())))
    assert outcome.settled is not None and outcome.settled.payments_cents == paid.payments_cents  # type: ignore[union-attr]
    assert outcome.to_dict()["payments_cents"] == list(paid.payments_cents)  # type: ignore[union-attr]


def test_a_refused_command_is_kept_and_refused_again_with_its_rule(tmp_path: Path) -> None:
    engine, _ = rigged(*HANDS, dealer=0)
    with pytest.raises(ValueError):
        engine.submit(Bid(1, 0))
    engine.submit(Bid(1, 2))
    path = tmp_path / "hand.json"
    write_record(engine.hand_log(), path)
    outcome = replay_record(read_record(path))
    assert [(r.index, r.rule, r.reason) for r in outcome.refused] == [(0, "P-BID-1", "bid_out_of_range")]
    assert outcome.to_dict()["refused"][0]["command"] == {"type": "bid", "seat": 1, "bid": 0}


@pytest.mark.parametrize(
    "odd",
    [PlayCard(1, None), PitchCard(1, None), PlayCard(1, "KS"), PitchCard(1, ("K", "S")), Bid(1, None),
     Bid(1, 2.0), Pass(None), Pass(True), ShootMoon(9)],
    ids=["play None", "pitch None", "play a text", "pitch a pair", "bid None", "bid 2.0", "pass None",
         "pass True", "moon off the table"],
)  # fmt: skip
def test_a_command_no_record_can_hold_is_refused_and_left_out_of_the_record(tmp_path: Path, odd) -> None:
    """``PlayCard(seat, None)`` (and other commands holding what no record can: no card, a card as text, a
    seat that is not one) is refused and stays in the hand's log, as every refused command does; writing
    the record then raised ``AttributeError``. Now the record leaves it out, as Pit's does, and the hand
    replays to the same end."""
    engine, _ = rigged(*HANDS, dealer=0)
    with pytest.raises((ValueError, TypeError)):
        engine.submit(odd)
    engine.submit(Bid(1, 2))
    assert engine.hand_log().commands[0].command == odd  # the log keeps what was tried
    path = tmp_path / "hand.json"
    write_record(engine.hand_log(), path)
    record = read_record(path)
    assert [rc.command for rc in record.commands] == [Bid(1, 2)]
    assert replay_record(record).refused == ()


def test_records_are_written_atomically(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    engine, _ = rigged(*HANDS, dealer=0)
    path = tmp_path / "hand.json"
    path.write_text("old", encoding="utf-8")

    def fail(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        write_record(engine.hand_log(), path)
    assert path.read_text(encoding="utf-8") == "old" and sorted(p.name for p in tmp_path.iterdir()) == [
        "hand.json"
    ]
    monkeypatch.undo()
    write_record(engine.hand_log(), path)
    assert read_record(path).deal == engine.hand_log().deal
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hand.json"]


def test_the_game_field_tells_the_games_apart() -> None:
    engine, _ = rigged(*HANDS)
    data = record_to_dict(record_from_log(engine.hand_log()))
    assert is_pitch_record(data) and data["format"] == "pit-desktop-hand"
    pit = {"format": "pit-desktop-hand", "version": 1, "deal": []}
    assert not is_pitch_record(pit) and not is_pitch_record([1])
    with pytest.raises(RecordError, match=r"^game: None is not 'pitch'"):
        loads_record(json.dumps(pit))


def good() -> dict:
    engine, _ = rigged(*HANDS, dealer=0)
    auction(engine, 2, 0, 0, 0)
    engine.submit(PlayCard(1, card("KS")))
    return record_to_dict(record_from_log(engine.hand_log()))


def _set(path: list, value: object) -> object:
    def change(data: dict) -> None:
        target = data
        for key in path[:-1]:
            target = target[key]
        if value is KeyError:
            del target[path[-1]]
        else:
            target[path[-1]] = value

    return change


BAD = [
    (_set(["format"], "pit-hand"), "format"),
    (_set(["version"], 2), "version"),
    (_set(["version"], True), "version"),
    (_set(["game"], "pit"), "game"),
    (_set(["colour"], "red"), "colour"),
    (_set(["deal"], KeyError), "deal"),
    (_set(["deal", 1, 2], "ZZ"), "deal[1][2]"),
    (_set(["deal", 1, 2], 7), "deal[1][2]"),
    (_set(["deal", 2, 0], "AS"), "deal[2][0]"),
    (_set(["deal", 3], ["AH", "KH"]), "deal[3]"),
    (_set(["settings", "target"], 8), "settings.target"),
    (_set(["settings", "stick"], "yes"), "settings.stick"),
    (_set(["settings", "partners"], True), "settings.partners"),
    (_set(["settings", "players"], 5), "deal"),
    (_set(["settings", "trumps"], 1), "settings.trumps"),
    (_set(["dealer"], 4), "dealer"),
    (_set(["scores_before"], [0, 0]), "scores_before"),
    (_set(["scores_before", 1], 1.5), "scores_before[1]"),
    (_set(["moons_before", 0], [1]), "moons_before[0]"),
    (_set(["hand_no"], 0), "hand_no"),
    (_set(["commands", 0, "type"], "raise"), "commands[0].type"),
    (_set(["commands", 0, "seat"], 9), "commands[0].seat"),
    (_set(["commands", 0, "bid"], KeyError), "commands[0].bid"),
    (_set(["commands", 0, "bid"], "two"), "commands[0].bid"),
    (_set(["commands", 4, "card"], "XX"), "commands[4].card"),
    (_set(["commands", 4, "at_s"], -1), "commands[4].at_s"),
    (_set(["commands", 3, "at_s"], 99.0), "commands[4].at_s"),
    (_set(["commands", 2, "refused"], 3), "commands[2].refused"),
    (_set(["commands", 2, "why"], "x"), "commands[2].why"),
]


@pytest.mark.parametrize(("change", "where"), BAD, ids=[w for _, w in BAD])
def test_a_bad_record_names_the_field_at_fault(change, where: str) -> None:  # type: ignore[no-untyped-def]
    data = copy.deepcopy(good())
    change(data)
    with pytest.raises(RecordError) as err:
        loads_record(json.dumps(data))
    assert err.value.path == where, str(err.value)
    assert "\n" not in str(err.value) and str(err.value).startswith(f"{where}: ")


@pytest.mark.parametrize(
    ("raw", "problem"),
    [
        (b"", "empty file"),
        (b'{"format": ', "truncated"),
        (b"\xff\xfe{", "not UTF-8"),
        (b"[1, 2]", "expected a JSON object"),
        (b"9" * 5000, "thousands of digits"),
        (b"[" * 100000, "nested too deeply"),
        (b" " * (MAX_RECORD_BYTES + 1), "larger than"),
    ],
)
def test_unreadable_files_get_one_line(raw: bytes, problem: str) -> None:
    with pytest.raises(RecordError) as err:
        decode_record(raw)
    assert problem in str(err.value) and "\n" not in str(err.value)


def test_a_record_written_by_hand_needs_only_the_deal() -> None:
    deal = [h.split() for h in HANDS]
    pitch = {"type": "pitch", "seat": 1, "card": "ks"}
    text = json.dumps(
        {"format": "pit-desktop-hand", "version": 1, "game": "pitch", "deal": deal, "commands": [pitch]}
    )
    record = loads_record("\ufeff" + text)
    assert record.settings == PitchSettings() and record.dealer == 0 and record.scores_before == (0,) * 4
    outcome = replay_record(record)
    assert outcome.auction is not None and outcome.auction.bid == 4 and not outcome.refused


def test_the_example_in_the_docs_is_a_valid_record() -> None:
    text = (Path(__file__).resolve().parents[2] / "docs" / "pitch.md").read_text(encoding="utf-8")
    example = text.split("```json\n", 1)[1].split("```", 1)[0]
    outcome = replay_record(loads_record(example))
    assert outcome.auction is not None and outcome.auction.pitcher == 1 and not outcome.refused
    assert outcome.tricks == () and outcome.record.commands[-1].command == PlayCard(1, card("KS"))
