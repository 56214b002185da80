"""Seeded random playthrough: 200 whole games, the rules' invariants checked after every event.

Invariants (issue 2, part 7): each commodity in play has exactly 9 cards across all hands (and the Bull and
Bear one each when on, R-ED-1, R-DEAL-2); no trade changes a hand's size (R-TRADE-4); trades never mix
commodities (R-TRADE-8); ``seq`` strictly increases.
"""

from __future__ import annotations

import random

import pytest
from pit_rig import Clock, Invariants, drive

from pit_desktop.games.pit.engine import Edition, Engine, GameSettings, Phase

GAMES = 200


def settings_for(rng: random.Random) -> GameSettings:
    """A random table: edition, players and variants all drawn from ``rng``."""
    edition = rng.choice(list(Edition))
    return GameSettings(
        players=rng.randint(3, edition.max_players),
        edition=edition,
        bull_bear=rng.random() < 0.75,
        short_game=True,
        bear_in_big_offers_only=rng.random() < 0.3,
        false_claim_fine=rng.random() < 0.3,
        sort_time_s=rng.choice([0.0, 5.0, 30.0]),
    )


@pytest.mark.slow
@pytest.mark.parametrize("block", range(4))
def test_random_playthrough_keeps_invariants_after_every_event(block: int) -> None:
    """200 seeded games (4 blocks of 50) end with a winner and never break an invariant (R-TRADE-4/8)."""
    per_block = GAMES // 4
    for game in range(block * per_block, (block + 1) * per_block):
        rng = random.Random(game)
        settings = settings_for(rng)
        clock = Clock()
        engine = Engine(settings, seed=game, clock=clock)
        check = Invariants(engine.commodities, settings.bull_bear)
        engine.subscribe(check)
        drive(engine, clock, rng)
        assert not check.errors, f"game {game} ({settings}): {check.errors[:5]}"
        assert engine.phase is Phase.GAME_OVER and engine.winner is not None
        assert max(engine.scores) == engine.scores[engine.winner] >= settings.target_score
        assert check.corners >= 1 and check.trades > 0 and check.events > 0
        assert check.matches(engine), f"game {game}: shadow hands differ from the engine's"
