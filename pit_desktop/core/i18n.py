"""Marks English text for translation without importing Qt, so that pure-Python layers (the engine's rule
variants) can declare what a player will read.

``pyside6-lupdate`` finds every ``QT_TRANSLATE_NOOP("Context", "text")`` call by its name, whatever module
defines the function, and lists the text under that context; the window translates it when it shows it,
with ``QCoreApplication.translate("Context", text)``.
"""

from __future__ import annotations


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Return ``text`` unchanged: it marks ``text`` for translation in ``context`` (see the module)."""
    return text
