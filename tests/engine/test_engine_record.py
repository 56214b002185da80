"""Hand records (issue 2, part 3): writing, strict reading, hand-written records, and replay."""

from __future__ import annotations

import contextlib
import copy
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings, strategies as st
from pit_rig import THREE, Clock, cards, json_places, random_command, rigged

from pit_desktop.games.pit.engine import (
    RECORD_VERSION,
    AcceptOffer,
    ClaimCorner,
    CornerKind,
    DealHand,
    Engine,
    GameSettings,
    MakeOffer,
    OpenMarket,
    Phase,
    PitError,
    RecordError,
    dumps_record,
    loads_record,
    parse_record,
    read_record,
    record_from_log,
    replay_record,
    write_record,
)

DOC = Path(__file__).resolve().parents[2] / "docs" / "hand-record.md"


def doc_example() -> str:
    """The complete example record of ``docs/hand-record.md`` (its first ``json`` block)."""
    found = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert found, "docs/hand-record.md has no ```json example"
    return found.group(1)


def test_documented_example_replays_as_the_doc_says() -> None:
    """The doc's example is a valid record, and replays to the outcome its text describes."""
    outcome = replay_record(loads_record(doc_example()))
    assert outcome.corner is not None
    assert (outcome.corner.seat, outcome.corner.commodity.value, outcome.corner.kind) == (
        0,
        "Wheat",
        CornerKind.PLAIN,
    )
    assert outcome.corner.penalties == ((1, 20), (2, 20))
    assert outcome.scores == (100, -20, -20)
    assert [(r.index, r.reason, r.rule) for r in outcome.refused] == [
        (2, "no_corner", "R-CORNER-6"), (3, "count_mismatch", "R-TRADE-4"), (6, "offer_gone", "R-TRADE-7")
    ]  # fmt: skip
    assert outcome.trades == 1 and outcome.winner is None
    data = outcome.to_dict()
    assert data["corner"]["penalties"] == [{"seat": 1, "points": -20}, {"seat": 2, "points": -20}]
    assert data["final_hands"][0] == ["Wheat"] * 9
    json.dumps(data)  # JSON-ready


def test_record_written_from_a_game_reads_back_and_replays_the_same() -> None:
    """A record from :meth:`Engine.hand_log` round-trips through JSON and replays to the same hand."""
    table = rigged(THREE, false_claim_fine=True)
    offer = table.offer(0, "Corn")
    with pytest.raises(PitError):
        table.submit(ClaimCorner(2), at_s=31.0)
    table.submit(AcceptOffer(1, offer, cards("Wheat")), at_s=32.0)
    table.submit(ClaimCorner(0), at_s=33.5)
    text = dumps_record(table.engine.hand_log())
    record = loads_record(text)
    assert record == record_from_log(table.engine.hand_log())
    assert [c.refused for c in record.commands] == [None, None, "no_corner", None, None]
    outcome = replay_record(record)
    assert outcome.hands == table.engine.hands() and outcome.scores == table.engine.scores == (100, -20, -40)
    assert dumps_record(record) == text


def test_hand_written_record_with_defaults() -> None:
    """A hand-written record may leave out settings, times and more, list cards in any order, any case."""
    text = json.dumps({
        "format": "pit-desktop-hand", "version": 1,
        "deal": [["corn", "WHEAT"] + ["Wheat"] * 7, ["Bull", "Wheat"] + ["Oats"] * 4 + ["Corn"] * 4,
                 ["Bear"] + ["Corn"] * 4 + ["Oats"] * 5],
        "commands": [{"type": "open"}, {"type": "offer", "seat": 1, "cards": ["Wheat"]},
                     {"type": "accept", "seat": 0, "offer": 1, "cards": ["Corn"]},
                     {"type": "claim", "seat": 0}],
    })  # fmt: skip
    record = loads_record(text)
    assert record.settings == GameSettings(players=3)
    assert [c.value for c in record.commodities] == ["Wheat", "Corn", "Oats"]
    assert (record.hand_no, record.dealer, record.scores_before) == (1, 0, (0, 0, 0))
    assert record.deal[0] == cards("8 Wheat, Corn")
    assert [c.at_s for c in record.commands] == [30.0, 30.0, 30.0, 30.0]
    assert replay_record(record).scores == (100, -20, -20)


def test_offer_numbers_count_from_one_in_every_hand() -> None:
    """Offers are numbered per hand in a record, so a later hand's record replays on a fresh engine."""
    clock = Clock()
    engine = Engine(GameSettings(players=4), seed=5, clock=clock)
    rng = random.Random(5)
    for hand in range(3):
        clock.now_s += 5.0
        engine.submit(DealHand())
        clock.now_s = engine.sort_ends_at_s
        engine.submit(OpenMarket())
        while engine.phase is Phase.OPEN:
            clock.now_s += rng.uniform(0.1, 1.0)
            command = random_command(engine, rng, garbage=0.1)
            try:
                if command is not None:
                    engine.submit(command)
            except PitError:
                pass
        log = engine.hand_log()
        record = loads_record(dumps_record(log))
        accepts = [c.command for c in record.commands if isinstance(c.command, AcceptOffer)]
        assert log.hand_no == hand + 1 and accepts
        offers = sum(isinstance(c.command, MakeOffer) and c.refused is None for c in record.commands)
        assert max(a.offer_id for a in accepts) <= offers
        outcome = replay_record(record)
        assert outcome.hands == engine.hands() and outcome.scores == engine.scores
        assert [r.reason for r in outcome.refused] == [c.refused for c in record.commands if c.refused]


def test_write_and_read_record_files(tmp_path: Path) -> None:
    """write_record and read_record go through UTF-8 files; bad bytes or an empty file are RecordErrors."""
    table = rigged(THREE)
    path = tmp_path / "hand.json"
    write_record(table.engine.hand_log(), path)
    assert read_record(path) == record_from_log(table.engine.hand_log())
    (tmp_path / "bad.json").write_bytes(b"\xff\xfe{")
    with pytest.raises(RecordError, match="record: not UTF-8"):
        read_record(tmp_path / "bad.json")
    (tmp_path / "empty.json").write_text("  \n")
    with pytest.raises(RecordError, match="record: empty file"):
        read_record(tmp_path / "empty.json")


def _edit(data: dict[str, Any], path: str, value: object) -> None:
    """Set (or, with ``...``, delete) the field at ``path`` such as ``commands[2].seat``."""
    keys = [int(k) if k.isdigit() else k for k in re.findall(r"\w+", path)]
    target: Any = data
    for key in keys[:-1]:
        target = target[key]
    if value is ...:
        del target[keys[-1]]
    else:
        target[keys[-1]] = value


BAD = [
    ("version", 2, "version: unsupported version 2: this build reads version 1"),
    ("version", ..., "version: missing"),
    ("version", "1", "version: unsupported version '1'"),
    ("format", "chess-pgn", "format: 'chess-pgn' is not 'pit-desktop-hand'"),
    ("deal[1][4]", "Wheet", "deal[1][4]: unknown card 'Wheet'"),
    ("commands[1].cards[0]", "Wheet", "commands[1].cards[0]: unknown card 'Wheet'"),
    ("commands[1].cards[0]", 7, "commands[1].cards[0]: expected a card name"),
    ("deal[0][8]", "Oats", "deal: 8 Corn dealt; every suit in play has 9 cards (R-ED-1)"),
    ("deal[1][9]", "Oats", "deal: 10 Oats dealt"),
    ("deal[1][9]", "Bear", "deal: the Bull is dealt 0 times, not once"),
    ("deal", ..., "deal: missing"),
    ("deal", {"seat 0": []}, "deal: expected a list [...], not an object"),
    ("deal[2]", "Corn", "deal[2]: expected a list [...], not text"),
    ("commands[2].seat", 5, "commands[2].seat: no seat 5 at a table of 3 (seats 0 to 2)"),
    ("commands[2].seat", True, "commands[2].seat: expected a whole number, not True"),
    ("commands[2].seat", -1, "commands[2].seat: no seat -1"),
    ("commands[4].at_s", 30.5, "commands[4].at_s: 30.5 s is earlier than the command before (32.0 s)"),
    ("commands[1].at_s", -1, "commands[1].at_s: expected seconds after the deal (0 or more)"),
    ("commands[1].at_s", "soon", "commands[1].at_s: expected a number of seconds"),
    ("commands[0].type", "bell", "commands[0].type: unknown command 'bell'"),
    ("commands[1].cards", ..., "commands[1].cards: missing"),
    ("commands[3].offer", 1.5, "commands[3].offer: expected a whole number"),
    ("commands[3].refused", 4, "commands[3].refused: expected a reason"),
    ("commands[3].colour", "red", "commands[3].colour: unknown field"),
    ("commands[3]", ["accept"], "commands[3]: expected a JSON object"),
    ("commands", {}, "commands: expected a list"),
    ("settings.bul_bear", False, "settings.bul_bear: unknown field"),
    ("comands", [], "comands: unknown field"),
    ("settings.players", 4, "deal: 3 hands, but settings.players is 4"),
    ("settings.bull_bear", False, "deal[1][9]: the Bull is out of play"),
    ("settings.bull_bear", "yes", "settings.bull_bear: expected true or false"),
    ("settings.edition", "Medieval", "settings.edition: unknown edition 'Medieval'"),
    ("settings.sort_time_s", 90, "settings.sort_time_s: sorting time must be 0 to 60 s"),
    ("settings.names", ["Ann", "Bob"], "settings.names: 2 names given for 3 players"),
    ("commodities", ["Wheat", "Corn", "Barley"], "deal: Oats is dealt but not listed in commodities"),
    ("commodities", ["Wheat", "Corn", "Corn"], "commodities[2]: 'Corn' is listed twice"),
    ("commodities", ["Wheat", "Corn"], "deal: Oats is dealt but not listed in commodities"),
    ("commodities", ["Wheat", "Corn", "Oats", "Rye"], "commodities[3]: 'Rye' is not a Modern commodity"),
    ("commodities", ["Wheat", "Corn", "Oats", "Sugar"], "commodities: 4 commodities in play for 3 players"),
    ("dealer", 1, "deal[0]: 9 cards, but with dealer 1 seat 0 is dealt 10 (R-DEAL-2)"),
    ("dealer", 3, "dealer: no seat 3 at a table of 3"),
    ("scores_before", [0, 0], "scores_before: 2 scores for 3 players"),
    ("scores_before", [0, 0, "ten"], "scores_before[2]: expected a whole number"),
    ("scores_before", [0, 600, 0], "scores_before[1]: 600 has already won the game"),
    ("hand_no", 0, "hand_no: hands count from 1, not 0"),
]


@pytest.mark.parametrize(("path", "value", "message"), BAD, ids=[f"{b[0]}={b[1]!r}" for b in BAD])
def test_invalid_record_names_the_field(path: str, value: object, message: str) -> None:
    """Each way a record can be wrong is a RecordError naming the field, e.g. ``deal[1][4]: unknown card``."""
    data = json.loads(doc_example())
    data.setdefault("settings", {})
    _edit(data, path, value)
    with pytest.raises(RecordError) as err:
        parse_record(copy.deepcopy(data))
    assert str(err.value).startswith(message), str(err.value)
    assert isinstance(err.value, ValueError) and err.value.path == str(err.value).split(":")[0]


def test_impossible_hand_sizes_and_foreign_suits() -> None:
    """R-DEAL-2, R-ED-1, V-EDITION: moved cards or another edition's commodity make an impossible deal."""
    data = json.loads(doc_example())
    data["deal"][0].append(data["deal"][2].pop())
    with pytest.raises(RecordError, match=r"^deal\[0\]: 10 cards, but with dealer 0 seat 0 is dealt 9"):
        parse_record(data)
    classic = json.loads(doc_example().replace('"Corn"', '"Coffee"'))
    classic["settings"]["edition"] = "Classic"
    with pytest.raises(RecordError, match=r"^deal\[0\]\[8\]: 'Coffee' is not a Classic commodity"):
        parse_record(classic)


@pytest.mark.parametrize("cut", [1, 40, 200, -30, -2])
def test_truncated_or_malformed_json(cut: int) -> None:
    """A cut-off file is reported as invalid JSON, with a hint that it looks truncated."""
    text = doc_example()
    with pytest.raises(RecordError, match=r"^record: not valid JSON \(the file looks truncated\)"):
        loads_record(text[:cut])
    with pytest.raises(RecordError, match=r"^record: not valid JSON: Expecting"):
        loads_record(text.replace('"dealer": 0,', '"dealer": 0,,'))
    with pytest.raises(RecordError, match=r"^record: expected a JSON object"):
        loads_record("[1, 2]")
    with pytest.raises(RecordError, match=r"^commands\[1\]\.at_s: expected a number"):
        loads_record(text.replace('"at_s": 31.0', '"at_s": NaN'))


def test_record_version_constant() -> None:
    """The version written is the version read."""
    assert json.loads(dumps_record(loads_record(doc_example())))["version"] == RECORD_VERSION == 1


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 12) | st.floats(allow_nan=True) | st.text(max_size=8)
    | st.sampled_from(["Wheat", "Bull", "Bear", "Oats", "open", "offer", "accept", "claim"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(st.data(), json_values)
def test_any_damage_to_a_record_is_a_record_error(data: st.DataObject, junk: object) -> None:
    """Replacing any part of a valid record with any JSON value gives a record or a RecordError, never
    another exception; a record that parses always replays."""
    record: Any = json.loads(doc_example())
    path = data.draw(st.sampled_from(json_places(record)[1:]))
    target = record
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = junk
    try:
        parsed = parse_record(record)
    except RecordError as err:
        assert err.path and err.problem
        return
    replay_record(parsed)


@settings(max_examples=100, deadline=None)
@given(st.integers(0, 10_000), st.text(max_size=3))
def test_any_cut_or_tail_of_a_record_is_handled(cut: int, tail: str) -> None:
    """Cutting the file anywhere (and adding junk) gives a record or a RecordError, never a traceback."""
    text = doc_example()
    with contextlib.suppress(RecordError):
        loads_record(text[: cut % (len(text) + 1)] + tail)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"version": 1, "settings": {"players": ' + "[" * 5000 + "]" * 5000 + "}}", "nested too deeply"),
        ('{"version": 1, "dealer": ' + "9" * 5000 + "}", "thousands of digits"),
    ],
    ids=["deep-array", "deep-field", "huge-integer"],
)
def test_hostile_json_is_a_record_error_not_a_crash(text: str, message: str) -> None:
    """Deep nesting and over-long numbers get a RecordError message, not a RecursionError or ValueError."""
    with pytest.raises(RecordError, match=message):
        loads_record(text)
