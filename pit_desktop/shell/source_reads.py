"""PySide's import hook without the source kept in memory.

After PySide6 is loaded, its ``__feature__`` support asks of every module imported whether it uses PySide,
by looking for ``"PySide6"`` in its source read through :func:`inspect.getsource`, which keeps every line of
every module in :mod:`linecache` for the rest of the run: about 4 MiB when the game runs from its source
tree (a bundle holds no sources, so the hook finds none). :func:`read_sources_lightly` gives the hook the
same answer from the file's bytes, keeping nothing. GUI thread, before the window is built.
"""

from __future__ import annotations

import linecache
import logging
import sys
from types import ModuleType

log = logging.getLogger(__name__)

FEATURE_MODULE = "shibokensupport.feature"
"""Where PySide keeps the hook's check (``_mod_uses_pyside``), once PySide6 is imported."""


def read_sources_lightly() -> bool:
    """Replace PySide's check by one that reads the module's file as bytes, and empty :mod:`linecache` of
    the lines it kept so far. Where PySide's internals are not as expected, nothing changes.

    Returns:
        Whether the check was replaced (now or earlier).
    """
    feature = sys.modules.get(FEATURE_MODULE)
    check = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or not callable(check):
        return False
    if getattr(check, "reads_lightly", False):
        return True

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return check(module)
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return check(module)

    uses_pyside.reads_lightly = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]
    linecache.clearcache()  # a traceback reads its lines again when it needs them
    log.debug("PySide's import check reads sources without keeping them")
    return True
