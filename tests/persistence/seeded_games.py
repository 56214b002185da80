"""Hand records of whole games played by bots on the headless table, seeded: the same every run."""

from __future__ import annotations

import random

from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.engine import GameSettings, Phase, record_from_log
from pit_desktop.games.pit.engine.record import HandRecord
from pit_desktop.games.pit.sim.runner import HeadlessTable


def seeded_game(
    seed: int, players: int = 4, level: Level = Level.MEDIUM, max_hands: int = 40
) -> list[HandRecord]:
    """Every hand of one all-bot game (seat 0 stands for the player), as records."""
    rng = random.Random(seed)
    settings = GameSettings(players=players, short_game=True).validated()
    bots = [make_bot(level, seat, random.Random(rng.getrandbits(32))) for seat in range(players)]
    table = HeadlessTable(settings, bots, seed=seed, log_every_refusal=True)
    records = []
    for _ in range(max_hands):
        stats = table.play_hand()
        records.append(record_from_log(table.engine.hand_log()))
        if stats.stalled or table.engine.phase is Phase.GAME_OVER:
            break
        table.clock.advance_to(table.clock.now_s + 5.0)
    return records
