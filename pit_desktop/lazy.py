"""Names a package exports but loads on first use (PEP 562), to keep the game window's start quick."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def lazy_exports(package: str, namespace: dict[str, Any], sources: Mapping[str, str]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package`` that imports each name in ``sources`` from its module on
    first use and caches it in ``namespace`` (the package's ``globals()``).

    Args:
        package: the package's ``__name__``, for error messages.
        namespace: the package's ``globals()``.
        sources: exported name → the module that defines it.

    Returns:
        The package's ``__getattr__``; it raises ``AttributeError`` for any other name.
    """

    def __getattr__(name: str) -> Any:
        module = sources.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(module), name)
        namespace[name] = value
        return value

    return __getattr__


def lazy_dir(namespace: dict[str, Any], sources: Mapping[str, str]) -> Callable[[], list[str]]:
    """A module ``__dir__`` listing the names in ``sources`` beside those already in ``namespace``, so
    ``dir()``, completion and introspection see the exports before they are loaded."""

    def __dir__() -> list[str]:
        return sorted({*namespace, *sources})

    return __dir__
