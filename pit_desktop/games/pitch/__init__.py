"""Pitch (Auction Pitch, or Setback, and its Money Game): the second game of Pit Desktop.

Pure Python, no Qt, in the same shapes as Pit's: ``engine`` (the rules, views, hand records and replays),
``bots`` (strategies behind the bot contract of :mod:`pit_desktop.core.bots.base`) and ``sim`` (headless games
and tournaments). The rules contract is ``docs/rules-pitch.md``; ``docs/pitch.md`` describes the game as
played.
Names are imported from their modules; the packages list nothing twice.
"""
