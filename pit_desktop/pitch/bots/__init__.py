"""Pitch bots: pure strategies on the bot contract of :mod:`pit_desktop.bots.base`, seeing only their
:class:`~pit_desktop.pitch.engine.view.PitchView` and the events addressed to them."""
