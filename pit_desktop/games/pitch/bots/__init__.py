"""Pitch bots: pure strategies on the bot contract of :mod:`pit_desktop.core.bots.base`, seeing only their
:class:`~pit_desktop.games.pitch.engine.view.PitchView` and the events addressed to them."""
