"""Headless play: every hand among the player levels ends in a corner, deterministically, for every table
shape; Basic's stalls end the game with no winner and are counted."""

from __future__ import annotations

import random

import pytest

from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.engine import Edition, GameSettings
from pit_desktop.games.pit.sim import runner
from pit_desktop.games.pit.sim.games import GameSpec, play
from pit_desktop.games.pit.sim.runner import HeadlessTable


def _table(settings: GameSettings, level: Level, seed: int) -> HeadlessTable:
    bots = [make_bot(level, seat, random.Random(f"{seed}/{seat}")) for seat in range(settings.players)]
    return HeadlessTable(settings, bots, seed=seed)


@pytest.mark.parametrize(
    "settings",
    [
        GameSettings(players=3),
        GameSettings(players=5),
        pytest.param(GameSettings(players=8), marks=pytest.mark.slow),  # the largest tables: seconds each
        pytest.param(GameSettings(players=7, edition=Edition.CLASSIC), marks=pytest.mark.slow),
        GameSettings(players=4, bull_bear=False),
        GameSettings(players=4, bear_in_big_offers_only=True),
        GameSettings(players=6, short_game=True, false_claim_fine=True),
    ],
    ids=["3p", "5p", "8p", "classic-7p", "no-bull-bear", "bear-3", "short-6p"],
)
def test_medium_hands_always_end_in_a_corner(settings: GameSettings) -> None:
    """R-CORNER-5: a hand ends with a corner; among Medium bots none stalls and games reach a winner."""
    for seed in range(3):
        result = _table(settings, Level.MEDIUM, seed).play_game()
        assert result.winner >= 0
        assert result.hands and all(h.cornered_by >= 0 and not h.stalled for h in result.hands)
        assert max(result.scores) >= settings.target_score


@pytest.mark.parametrize("level", [Level.EASY, Level.HARD])
def test_easy_and_hard_tables_finish_their_games(level: Level) -> None:
    for seed in range(3):
        result = _table(GameSettings(players=4), level, seed).play_game()
        assert result.winner >= 0 and not any(h.stalled for h in result.hands)


def test_a_game_is_the_same_for_the_same_seeds() -> None:
    spec = GameSpec((Level.HARD, Level.MEDIUM, Level.EASY, Level.MEDIUM), seed=42, bot_seed="x")
    assert play(spec) == play(spec)
    other = GameSpec(spec.levels, seed=43, bot_seed="x")
    assert play(other) != play(spec)


def test_a_stalled_hand_ends_the_game_with_no_winner_and_is_counted(monkeypatch: pytest.MonkeyPatch) -> None:
    """Basic rarely corners among its own kind: past the stall limit the game is lost for all, and counted."""
    monkeypatch.setattr(runner, "MAX_HAND_S", 20.0)
    outcome = play(GameSpec((Level.BASIC,) * 4, seed=3, bot_seed="stall"))
    assert outcome.winner == -1
    assert outcome.stalled == 1
    assert outcome.hand_market_s[-1] <= 20.0 + 1e-9


def test_hands_last_like_a_real_table() -> None:
    """Typical hands among Medium bots run between half a minute and two minutes of game time
    (bell to corner plus the sorting period)."""
    settings = GameSettings(players=5)
    lengths = []
    for seed in range(4):
        result = _table(settings, Level.MEDIUM, seed).play_game()
        lengths += [h.market_s + settings.sort_time_s for h in result.hands]
    lengths.sort()
    median = lengths[len(lengths) // 2]
    assert 30.0 <= median <= 120.0


def test_an_accept_for_an_offer_seen_gone_is_refused_without_the_engine_and_the_game_is_the_same() -> None:
    """R-TRADE-7: the headless table refuses a race it already knows is lost as the engine would (the same
    hands, trades, refusals and scores), sparing the engine the call; ``log_every_refusal`` keeps every
    refusal in the engine's hand log."""
    games = []
    for keep in (True, False):
        bots = [make_bot(Level.MEDIUM, seat, random.Random(f"4/{seat}")) for seat in range(8)]
        table = HeadlessTable(GameSettings(players=8), bots, seed=4, log_every_refusal=keep)
        submit, calls, logged = table.engine.submit, [0], [0]

        def counted(command, submit=submit, calls=calls):
            calls[0] += 1
            return submit(command)

        table.engine.submit = counted  # type: ignore[method-assign]
        hands = []
        for _ in range(2):
            hands.append(table.play_hand())
            logged[0] += sum(entry.refused is not None for entry in table.engine.hand_log().commands)
        games.append((hands, table.engine.scores, calls[0], logged[0]))
    (full, full_scores, full_calls, full_logged), (quick, quick_scores, quick_calls, quick_logged) = games
    assert [(h.trades, h.refusals, h.cornered_by, h.market_s) for h in full] == [
        (h.trades, h.refusals, h.cornered_by, h.market_s) for h in quick
    ]
    assert full_scores == quick_scores
    assert full_logged == sum(h.refusals for h in full) > 0
    assert quick_calls < full_calls - 50
    assert quick_logged < full_logged


def test_each_bot_hears_every_event_it_may_see_in_order_and_none_other() -> None:
    """R-TRADE-3: the headless table hands the common events (offers, trades, withdrawals) to every host
    without asking the table per seat, private ones to their own seat only, and the opening and closing
    ones through the full path: each bot still hears exactly the events ``visible_to`` its seat, in order."""
    from pit_desktop.games.pit.engine import visible_to

    bots = [make_bot(Level.MEDIUM, seat, random.Random(f"9/{seat}")) for seat in range(5)]
    heard: list[list[object]] = [[] for _ in bots]
    for bot, log in zip(bots, heard, strict=True):
        inform = bot.inform

        def recording(event, inform=inform, log=log):
            log.append(event)
            return inform(event)

        bot.inform = recording  # type: ignore[method-assign]
    table = HeadlessTable(GameSettings(players=5), bots, seed=9)
    made: list[object] = []
    table.engine.subscribe(made.append)
    for _ in range(2):
        table.play_hand()
    assert any(type(event).__name__ == "TradeCompleted" for event in made)
    for seat, log in enumerate(heard):
        assert log == [event for event in made if visible_to(event, seat)]
