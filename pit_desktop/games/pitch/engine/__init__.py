"""The rules of Pitch as a pure-Python engine: cards, settings, commands, events, errors, the rules,
views, the engine itself, hand records and replays. Never imports PySide6 (a test proves it)."""
