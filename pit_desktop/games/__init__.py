"""The games Pit Desktop plays, one package each (``pit``, ``pitch``): its rules (``engine``), bots
(``bots``), headless simulator (``sim``), window (``ui``) and its remembered choices, saves and lesson.
The registry (:mod:`pit_desktop.core.registry`) lists them; no game imports another.
"""
