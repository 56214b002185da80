"""Pitch, as the registry of games (:mod:`pit_desktop.core.registry`) knows it: its id, names, records, sounds
and where each of its pieces lives. Pure Python, light to import: the pieces load when first used."""

from __future__ import annotations

from pit_desktop.core.game_entry import QT_TRANSLATE_NOOP, GameEntry, Ref

PITCH_SOUNDS: tuple[str, ...] = (
    *("deal", "bid", "card_played", "trick_taken", "your_turn", "set_back", "win"),
    "refused",
)
"""The sounds Pitch plays (file stems under ``assets/sounds``): the deal, a bid (a moon, a card pitched), a
card played to the trick, a trick taken (the hand's last too, when its pitcher made the bid), the player's
turn to bid or play, a pitcher set back, the player's win (the Auction game, or coming out ahead in the Money
Game), and a refused call or card (the shell's ``refused``). One at a time: ``games/pitch/ui/sounds.py``
picks."""

PITCH = GameEntry(
    id="pitch",
    menu_name=QT_TRANSLATE_NOOP("GameChoice", "Pi&tch"),
    choice=QT_TRANSLATE_NOOP("GameChoice", "Pitch — trick-taking: the Auction or the Money Game"),
    record_game="pitch",
    sounds=PITCH_SOUNDS,
    record_class=Ref("pit_desktop.games.pitch.engine.record", "PitchRecord"),
    decode_record=Ref("pit_desktop.games.pitch.engine.record", "decode_record"),
    replay_record=Ref("pit_desktop.games.pitch.engine.replay", "replay_record"),
    timeline=Ref("pit_desktop.games.pitch.sim.timeline", "timeline"),
    simulate=Ref("pit_desktop.games.pitch.sim.commands", "simulate_command"),
    tournament=Ref("pit_desktop.games.pitch.sim.commands", "tournament_command"),
    suite=Ref("pit_desktop.games.pitch.sim.tournament", "standard_suite"),
    level_names=Ref("pit_desktop.games.pitch.sim.commands", "PITCH_LEVEL_NAMES"),
    window=Ref("pit_desktop.games.pitch.ui.game", "PITCH"),
    viewer=Ref("pit_desktop.games.pitch.ui.hand_viewer", "pitch_viewer"),
    conformance=Ref("pit_desktop.games.pitch.sim.harness", "Harness"),
)
"""Pitch (Auction Pitch, or Setback, and its Money Game)."""
