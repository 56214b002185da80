"""Pit, as the registry of games (:mod:`pit_desktop.registry`) knows it: its id, names, records, sounds
and where each of its pieces lives. Pure Python, light to import: the pieces load when first used."""

from __future__ import annotations

from pit_desktop.game_entry import QT_TRANSLATE_NOOP, GameEntry, Ref

PIT_SOUNDS: tuple[str, ...] = ("bell", "market_open", "trade", "offer", "refused", "corner", "win")
"""The sounds Pit plays (file stems under ``assets/sounds``): the player's bell, the market opening, a trade
of the player's, a bot's offer, a refusal, a corner, the player's win (``ui/controller.py``)."""

PIT = GameEntry(
    id="pit",
    menu_name=QT_TRANSLATE_NOOP("GameChoice", "&Pit"),
    choice=QT_TRANSLATE_NOOP("GameChoice", "Pit — trading commodities, 3–8 players"),
    record_game="pit",
    sounds=PIT_SOUNDS,
    record_class=Ref("pit_desktop.engine.record", "HandRecord"),
    decode_record=Ref("pit_desktop.engine.record", "decode_record"),
    replay_record=Ref("pit_desktop.engine.replay", "replay_record"),
    timeline=Ref("pit_desktop.sim.timeline", "timeline"),
    simulate=Ref("pit_desktop.sim.cli", "simulate_pit"),
    tournament=Ref("pit_desktop.sim.report", "pit_tournament"),
    suite=Ref("pit_desktop.sim.tournament", "standard_suite"),
    level_names=Ref("pit_desktop.sim.args", "LEVEL_NAMES"),
    window=Ref("pit_desktop.ui.pit_game", "PIT"),
    viewer=Ref("pit_desktop.ui.record_files", "pit_viewer"),
    conformance=Ref("pit_desktop.sim.harness", "Harness"),
)
"""Pit: the default game (a record without a ``game`` field is Pit's)."""
