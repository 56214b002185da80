"""The hand records the edge and fuzz tests start from (imported by name: the tests folder is on
``sys.path``): Pitch's documented example (``docs/pitch.md``), played to the end of its hand by seeded
legal calls and cards, in the Auction game and in the Money Game with its settling up."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

from pit_desktop.games.pitch.engine.commands import DealHand, SettleUp
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.record import dumps_record, parse_record, record_from_log

PITCH_DOC = Path(__file__).resolve().parents[1] / "docs" / "pitch.md"


def pitch_example() -> dict[str, Any]:
    """The documented Pitch record (a hand begun: its auction and the first card), as JSON data."""
    found = re.search(r"```json\n(.*?)```", PITCH_DOC.read_text(encoding="utf-8"), re.S)
    assert found
    return json.loads(found.group(1))


def whole_pitch_hand(money: bool = False, seed: int = 3) -> str:
    """The documented record's deal played to the end of its hand, as JSON text: every call and card a
    seeded choice among the legal ones (the Money Game's auction when ``money``, and then settling up,
    so that the record holds a scored hand and, in the Money Game, the payments)."""
    data = pitch_example()
    data["settings"]["money"] = money
    data["commands"] = []
    record = parse_record(data)
    now = [0.0]
    engine = PitchEngine(record.settings, first_dealer=record.dealer, clock=lambda: now[0])
    engine.submit(DealHand(record.deal))
    rng = random.Random(seed)
    while engine.turn >= 0:
        now[0] += 1.0
        engine.submit(rng.choice(engine.legal_commands(engine.turn)))
    if money:
        now[0] += 1.0
        engine.submit(SettleUp())
    return dumps_record(record_from_log(engine.hand_log()))
