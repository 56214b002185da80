"""Pit, as the registry of games (:mod:`pit_desktop.core.registry`) knows it: its id, names, records, sounds
and where each of its pieces lives. Pure Python, light to import: the pieces load when first used."""

from __future__ import annotations

from pit_desktop.core.game_entry import QT_TRANSLATE_NOOP, GameEntry, Ref

PIT_SOUNDS: tuple[str, ...] = ("bell", "market_open", "trade", "offer", "refused", "corner", "win")
"""The sounds Pit plays (file stems under ``assets/sounds``): the player's bell, the market opening, a trade
of the player's, a bot's offer, a refusal, a corner, the player's win (``games/pit/ui/controller.py``)."""

PIT = GameEntry(
    id="pit",
    menu_name=QT_TRANSLATE_NOOP("GameChoice", "&Pit"),
    choice=QT_TRANSLATE_NOOP("GameChoice", "Pit — trading commodities, 3–8 players"),
    record_game="pit",
    sounds=PIT_SOUNDS,
    record_class=Ref("pit_desktop.games.pit.engine.record", "HandRecord"),
    decode_record=Ref("pit_desktop.games.pit.engine.record", "decode_record"),
    replay_record=Ref("pit_desktop.games.pit.engine.replay", "replay_record"),
    timeline=Ref("pit_desktop.games.pit.sim.timeline", "timeline"),
    simulate=Ref("pit_desktop.games.pit.sim.cli", "simulate_pit"),
    tournament=Ref("pit_desktop.games.pit.sim.report", "pit_tournament"),
    suite=Ref("pit_desktop.games.pit.sim.tournament", "standard_suite"),
    level_names=Ref("pit_desktop.core.sim.args", "LEVEL_NAMES"),
    window=Ref("pit_desktop.games.pit.ui.game", "PIT"),
    viewer=Ref("pit_desktop.games.pit.ui.hand_viewer", "pit_viewer"),
    conformance=Ref("pit_desktop.games.pit.sim.harness", "Harness"),
)
"""Pit: the default game (a record without a ``game`` field is Pit's)."""
