"""The conformance suite: every game of the registry (:mod:`pit_desktop.core.registry`) passes the same
checks, as OpenSpiel checks every game. Each game's ``conformance`` harness says what the checks need in the
game's own terms (``pit_desktop/games/pit/sim/harness.py``, ``pit_desktop/games/pitch/sim/harness.py``).

- a seeded all-bot game, headless, is played to its end, and the same seed plays it again the same way;
- on a seeded walk of positions, ``why_not`` agrees with ``submit`` on every candidate command, and a
  refused command changes nothing;
- no view a bot is handed, and nothing reachable from it or from the bot, is the engine, its state or
  another seat's cards (R-TRADE-3 for Pit); no seat's view shows another seat's cards;
- a hand record round-trips: written as the game writes it, it is read back as that game's record (by the
  game it names), replays to the scores played, and opens in the game's replay viewer;
- the game's window builds offscreen and starts a game.

A throwaway third game, ``tests/trick_toy`` (a tiny trick-taking game), plugs in by its folder and the
one line below that registers it for these tests, and passes the same checks.
"""

from __future__ import annotations

import gc
import random
import subprocess
import sys
import types
from collections import Counter
from collections.abc import Iterator
from enum import Enum
from typing import Any

import pytest
from trick_toy.spec import TOY

from pit_desktop.core import registry
from pit_desktop.core.registry import GameEntry
from pit_desktop.core.sim.replay import record_entry

GAMES: list[GameEntry] = [*registry.games(), TOY]  # the third game: its test-only registration line
"""Every registered game, and the toy (registered while its checks run)."""

SEEDS = (1, 2)
"""The seeds each game's all-bot game is played with."""


@pytest.fixture(params=GAMES, ids=lambda entry: entry.id)
def entry(request: pytest.FixtureRequest) -> Iterator[GameEntry]:
    """A game of the registry (the toy registered for the test's time)."""
    game: GameEntry = request.param
    if game in registry.games():
        yield game
        return
    with registry.registered(game):
        yield game


def harness(entry: GameEntry, seed: int, wrap: Any = None) -> Any:
    """The game's conformance harness, on ``seed``."""
    return entry.conformance.load()(seed, wrap)


# ------------------------------------------------------------------ the registry itself


def test_the_registry_names_each_game_once_and_every_piece_loads(entry: GameEntry) -> None:
    """Ids and record games are unique, the default game first; every piece an entry names imports."""
    assert registry.game(entry.id) is entry and registry.by_record_game(entry.record_game) is entry
    assert len(set(registry.ids())) == len(registry.games()) and registry.default().id == "pit"
    for name in ("record_class", "decode_record", "replay_record", "timeline", "simulate", "tournament"):
        assert callable(getattr(entry, name).load()), name
    assert entry.level_names.load() and entry.sounds and entry.menu_name.count("&") == 1


def test_the_registry_loads_no_game_machinery() -> None:
    """Importing the registry (as the first window does, to choose the game) imports no engine, bots,
    simulator, window or Qt: each entry's pieces load when first used."""
    code = (
        "import sys, pit_desktop.core.registry; "
        "heavy = ('PySide6', 'pit_desktop.games.pit.engine', 'pit_desktop.games.pit.bots', "
        "'pit_desktop.core.sim', "
        "'pit_desktop.games.pit.sim', 'pit_desktop.games.pit.ui', 'pit_desktop.shell', "
        "'pit_desktop.games.pitch.engine', 'pit_desktop.games.pitch.bots', 'pit_desktop.games.pitch.sim'); "
        "print(sorted(m for m in sys.modules if m.startswith(heavy)))"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True
    )
    assert done.stdout.strip() == "[]", done.stdout


def test_an_unknown_game_is_a_key_error_and_a_second_registration_is_refused() -> None:
    with pytest.raises(KeyError):
        registry.game("chess")
    with pytest.raises(ValueError, match="registered already"), registry.registered(registry.default()):
        pass


def test_the_command_line_dispatches_to_every_game(entry: GameEntry, capsys, tmp_path) -> None:
    """``--game`` offers every registered game, and ``simulate`` and ``replay`` reach the game's own
    (the toy's too, with no edit of the simulator's modules)."""
    from pit_desktop.app import main

    kit = harness(entry, 4)
    kit.play_hand()
    record = tmp_path / "hand.json"
    record.write_bytes(kit.record_bytes())
    assert main(["replay", "--compact", "--game", entry.id, str(record)]) == 0
    assert f'"scores": {kit.scores()}'.replace(" ", "") in capsys.readouterr().out.replace(" ", "")
    players = ["--players", str(kit.players)]
    assert (
        main(["simulate", "1", *players, "--game", entry.id, "--level", next(iter(entry.level_names.load()))])
        == 0
    )
    assert "1 game" in capsys.readouterr().out


# ------------------------------------------------------------------ headless play


@pytest.mark.parametrize("seed", SEEDS)
def test_a_seeded_all_bot_game_plays_to_its_end_and_again_the_same(entry: GameEntry, seed: int) -> None:
    first = harness(entry, seed)
    winner = first.play_game()
    assert first.finished() and 0 <= winner < first.players, f"no winner: {first.scores()}"
    again = harness(entry, seed)
    assert again.play_game() == winner and again.scores() == first.scores()


# ------------------------------------------------------------------ refusals


def test_why_not_agrees_with_submit_and_a_refusal_changes_nothing(entry: GameEntry) -> None:
    """On a seeded walk of 150 positions, every candidate command: ``why_not`` changes nothing; a refused
    command raises the very refusal ``why_not`` named and leaves the game as it was; an allowed one is
    taken (on a copy of the walk: the walk goes on from where it was)."""
    kit = entry.conformance.load()
    rng = random.Random(7)
    engine = kit.walk_engine(7)
    refused = allowed = 0
    for _ in range(150):
        for command in kit.candidates(engine, rng):
            before = kit.snapshot(engine)
            predicted = engine.why_not(command)
            assert kit.snapshot(engine) == before, f"why_not({command!r}) changed the game"
            if predicted is None:
                allowed += 1
                continue
            refused += 1
            with pytest.raises(kit.refusal) as raised:
                engine.submit(command)
            assert kit.same_refusal(predicted, raised.value), (command, predicted, raised.value)
            assert kit.snapshot(engine) == before, f"the refused {command!r} changed the game"
        if not kit.advance(engine, rng):
            engine = kit.walk_engine(rng.randrange(1000))
    assert refused > 100 and allowed > 100  # the walk tried both kinds


# ------------------------------------------------------------------ what a bot sees

_LEAVES = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType, types.CodeType, Enum, str)


def reachable(roots: list[Any]) -> list[Any]:
    """Every object reachable from ``roots`` through references, stopping at classes, modules, functions
    and enum members (which lead to whole modules, not to game state)."""
    seen: dict[int, Any] = {}
    stack = list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen or isinstance(obj, _LEAVES):
            continue
        seen[id(obj)] = obj
        if isinstance(obj, types.MethodType):
            stack.append(obj.__self__)
            continue
        stack.extend(gc.get_referents(obj))
    return list(seen.values())


class Spy:
    """Wraps a bot and keeps every argument it is handed, whatever the game's bot protocol."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.given: list[Any] = []

    def __getattr__(self, name: str) -> Any:
        value = getattr(self.bot, name)
        if not callable(value):
            return value

        def spied(*args: Any, **kwargs: Any) -> Any:
            self.given.extend([*args, *kwargs.values()])
            return value(*args, **kwargs)

        return spied


def test_the_walker_finds_an_engine_when_one_is_handed_over(entry: GameEntry) -> None:
    """The check below can fail: an engine hidden in a container is found."""
    engine = entry.conformance.load().walk_engine(1)
    assert any(obj is engine for obj in reachable([{"x": [(1, engine)]}]))


def test_nothing_a_bot_is_handed_reaches_the_engine_or_another_seats_cards(entry: GameEntry) -> None:
    """After three hands, nothing reachable from what each bot was handed, or from the bot, is the
    engine, its state, the objects that hold another seat's cards, or a view or event private to another
    seat (R-TRADE-3)."""
    spies: list[Spy] = []

    def wrap(bot: Any) -> Spy:
        spies.append(Spy(bot))
        return spies[-1]

    kit = harness(entry, 5, wrap)
    for _ in range(3):
        if not kit.finished():
            kit.play_hand()
    for seat, spy in enumerate(spies):
        assert spy.given, f"seat {seat}'s bot was never asked anything"
        others = {id(obj) for s in range(kit.players) if s != seat for obj in kit.secrets(s)}
        own = {id(obj) for obj in kit.secrets(seat)[:1]}  # the engine itself
        for obj in reachable([*spy.given, spy.bot]):
            assert id(obj) not in others | own, f"seat {seat}'s bot can reach {obj!r:.80}"
            assert kit.private_to(obj) in (None, seat), f"seat {seat}'s bot saw {obj!r:.80}"


@pytest.mark.parametrize("seed", SEEDS)
def test_no_view_shows_another_seats_cards(entry: GameEntry, seed: int) -> None:
    """On a seeded walk through the first hand, each seat's view shows its own cards and, where each card
    is in one place, no card another seat holds (later hands' views show the cards played before)."""
    kit = entry.conformance.load()
    rng = random.Random(seed)
    engine = kit.walk_engine(seed)
    dealt = False
    for _ in range(200):
        hands = kit.hands(engine)
        if dealt and not any(hands):  # the first hand is played out
            break
        dealt = dealt or any(hands)
        for seat, view in enumerate(kit.views(engine)):
            assert Counter(kit.view_hand(view)) == Counter(hands[seat])
            if kit.distinct_cards:
                theirs = {card for s, hand in enumerate(hands) if s != seat for card in hand}
                seen = {obj for obj in reachable([view]) if obj in theirs}
                assert not seen, f"seat {seat}'s view shows {seen}"
        if not kit.advance(engine, rng):
            break


# ------------------------------------------------------------------ hand records


def test_a_hand_record_round_trips(entry: GameEntry, tmp_path) -> None:
    """Written, the hand's record is read back by the game it names, replays to the scores played, and
    reads back the same once more; its timeline has a frame per step."""
    kit = harness(entry, 9)
    kit.play_hand()
    path = tmp_path / "hand.json"
    path.write_bytes(kit.record_bytes())
    raw = path.read_bytes()
    assert record_entry(raw) is entry  # the record names its game
    record = entry.decode_record.load()(raw)
    assert isinstance(record, entry.record_class.load())
    outcome = entry.replay_record.load()(record).to_dict()
    assert outcome["scores"] == kit.scores()
    assert entry.decode_record.load()(raw) == record
    assert len(entry.timeline.load()(record)) >= 2


# ------------------------------------------------------------------ the window


def test_the_window_builds_offscreen_and_starts_a_game(qtbot, entry: GameEntry) -> None:
    """The game as the shell runs it builds its window, starts a game with its remembered options, and
    stops every bot thread when left; a record of the game opens in its replay viewer."""
    from pit_desktop.shell.sound import SilentSound

    game = entry.window.load()
    window = game.make_window(SilentSound(), None)
    qtbot.addWidget(window)
    window.show()
    try:
        window.start_game(window.store.load())
        qtbot.waitUntil(lambda: window.controller.engine is not None)
        assert window.windowTitle() == game.title()
        kit = harness(entry, 9)
        kit.play_hand()
        viewer = entry.viewer.load()(entry.decode_record.load()(kit.record_bytes()), window, None, ())
        qtbot.addWidget(viewer)
    finally:
        window.leave()  # quits without asking, its threads stopped
    assert window.controller.bot_threads_running() == 0 and not window.isVisible()
