"""Trick Toy's entry in the registry of games (:mod:`pit_desktop.core.registry`)."""

from __future__ import annotations

from pit_desktop.core.game_entry import GameEntry, Ref

TOY = GameEntry(
    id="toy",
    menu_name="Trick &Toy",
    choice="Trick Toy — the highest card takes the trick",
    record_game="toy",
    sounds=("card_played",),
    record_class=Ref("trick_toy.engine", "ToyRecord"),
    decode_record=Ref("trick_toy.engine", "decode_record"),
    replay_record=Ref("trick_toy.engine", "replay_record"),
    timeline=Ref("trick_toy.engine", "timeline"),
    simulate=Ref("trick_toy.play", "simulate"),
    tournament=Ref("trick_toy.play", "tournament"),
    suite=Ref("trick_toy.play", "suite"),
    level_names=Ref("trick_toy.play", "LEVEL_NAMES"),
    window=Ref("trick_toy.ui", "TOY_GAME"),
    viewer=Ref("trick_toy.ui", "viewer"),
    conformance=Ref("trick_toy.play", "Harness"),
)
