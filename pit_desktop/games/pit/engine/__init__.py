"""The rules of Pit as a pure-Python engine. Never imports PySide6 (an import-linter contract proves it).

Every name a module of the engine lists in its ``__all__`` is the package's, loaded from that module on
first use (PEP 562, see :func:`pit_desktop.core.lazy.lazy_package`): ``from pit_desktop.games.pit.engine
import Card`` loads the cards alone, so the game window opens before the rest of the engine is needed, and
headless commands load only what they use. Type checkers read the same names from the star imports below.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pit_desktop.core.lazy import lazy_package, star_imported

if TYPE_CHECKING:
    # Lightest first: the order the package tries them in (EXPORTING), not the alphabet.
    # isort: off
    from pit_desktop.games.pit.engine.cards import *
    from pit_desktop.games.pit.engine.errors import *
    from pit_desktop.games.pit.engine.settings import *
    from pit_desktop.games.pit.engine.view import *
    from pit_desktop.games.pit.engine.commands import *
    from pit_desktop.games.pit.engine.events import *
    from pit_desktop.games.pit.engine.rules import *
    from pit_desktop.games.pit.engine.hand_log import *
    from pit_desktop.games.pit.engine.deal import *
    from pit_desktop.games.pit.engine.engine import *
    from pit_desktop.games.pit.engine.record_checks import *
    from pit_desktop.games.pit.engine.record import *
    from pit_desktop.games.pit.engine.replay import *
    # isort: on

EXPORTING = star_imported(__spec__)
"""The modules whose ``__all__`` the package exports, lightest first (the order they are tried in): the
star imports above, read from this file's compiled code, so the list is written once."""

__getattr__, __dir__ = lazy_package(__name__, globals(), EXPORTING)
