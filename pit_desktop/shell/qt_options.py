"""Qt's standard command-line options (``-platform xcb``, ``-style Fusion``, ``-reverse`` …), told apart
from the game's own arguments so that they reach ``QApplication`` and the subcommands still parse. Pure
Python: the command line is read before Qt is loaded.

The names are those ``QGuiApplication`` and ``QApplication`` document; each may be written with one dash
or two, and one with a value either as ``-style Fusion`` or ``-style=Fusion``.
"""

from __future__ import annotations

from collections.abc import Sequence

WITH_VALUE = frozenset(
    {
        "platform",
        "platformpluginpath",
        "platformtheme",
        "plugin",
        "qwindowgeometry",
        "qwindowicon",
        "qwindowtitle",
        "display",
        "geometry",
        "style",
        "stylesheet",
        "session",
        "title",
        "visual",
    }
)
"""Qt options followed by a value."""

FLAGS = frozenset({"reverse", "widgetcount", "nograb", "dograb", "sync", "qdebug"})
"""Qt options without a value."""

OURS = frozenset({"help", "version", "smoke-test", "h"})
"""The game's own top-level options: never Qt's, even with one dash."""


def split_qt_options(args: Sequence[str]) -> tuple[list[str], list[str]]:
    """Split ``args`` (without the program name) into Qt's options and the rest, each in its order.

    Args:
        args: the command line after the program name.

    Returns:
        ``(qt, rest)``: the Qt options with their values, as ``QApplication`` takes them, and everything
        else for the game's own parser. Scanning stops at the first argument that is neither (a
        subcommand, say), so a subcommand's own options are never taken.
    """
    qt: list[str] = []
    rest = list(args)
    while rest:
        word = rest[0]
        name = word.lstrip("-").split("=", 1)[0]
        if not word.startswith("-") or name in OURS:
            break
        if name in FLAGS or (name in WITH_VALUE and "=" in word):
            qt.append(rest.pop(0))
        elif name in WITH_VALUE and len(rest) > 1:
            qt.extend((rest.pop(0), rest.pop(0)))
        else:
            break
    return qt, rest


def chooses_style(qt_args: Sequence[str]) -> bool:
    """Whether ``qt_args`` choose a widget style (``-style``): the game's theme then keeps it."""
    return any(word.lstrip("-").split("=", 1)[0] == "style" for word in qt_args)
