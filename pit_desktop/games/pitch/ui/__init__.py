"""The Pitch table in Qt: a self-contained widget driven by a Pitch view (``PitchView``) that emits the
player's calls and cards as requests (:class:`~pit_desktop.games.pitch.ui.table.PitchTableWidget`).
GUI thread only."""
