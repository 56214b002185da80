"""Pit, the commodity-trading card game: the first game of Pit Desktop. ``engine`` (the rules), ``bots``,
``sim`` (headless games and tournaments) and ``ui`` (its window), with its remembered choices
(:mod:`.prefs`), save (:mod:`.savegame`), statistics' figures (:mod:`.figures`), coach and lesson. The
rules contract is ``docs/rules-pit.md``.
"""
