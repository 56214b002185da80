"""Pit Desktop: the classic commodity-trading card game, played alone against bots."""

__version__ = "0.1.0"
