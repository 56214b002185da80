"""The game-neutral shell: the window's frame (:mod:`.frame`, with :mod:`.menus` and :mod:`.dialogs`), a
game's session with its clock, bridge, bot threads and pause (:mod:`.session`, :mod:`.bridge`), the shell's
words (:mod:`.words`), and the interface a game implements to plug in (:mod:`.game`). It imports nothing of
Pit (an import-linter contract in pyproject.toml); ``docs/architecture.md`` tells how a second game plugs in.
"""
