"""The core: pure Python shared by every game, no Qt and nothing of any game. The registry of games and
the entry type (:mod:`.registry`, :mod:`.game_entry`), the bot contract, host, pace, timing and levels
(:mod:`.bots`), the simulator's game-neutral pieces (:mod:`.sim`), record checks, atomic writes, regular
files, lazy exports, the kept game and its hand, and a kept hand's restore. An import-linter contract in
``pyproject.toml`` holds that it imports neither the shell nor any game.
"""
