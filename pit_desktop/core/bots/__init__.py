"""The bot contract every game's bots answer (:mod:`.base`), the host that drives them (:mod:`.host`),
their levels (:mod:`.level`), the table's pace (:mod:`.pace`) and human-like reaction times
(:mod:`.timing`). Pure Python, no game."""
