"""Names a package exports but loads on first use (PEP 562), to keep the game window's start quick."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from importlib.machinery import ModuleSpec
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


def lazy_package(
    package: str, namespace: dict[str, Any], modules: Sequence[str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """A package's ``__getattr__`` and ``__dir__`` exporting every name its ``modules`` list in their
    ``__all__``, each module loaded only when one of its names is first asked for.

    The modules are tried in the order given, so list the lightest first: a name costs its own module and
    those before it (which a module late in the list usually imports anyway), never those after it. Each
    name is then cached in ``namespace``. The package's ``__all__`` and ``dir()`` load every module.

    Args:
        package: the package's ``__name__``.
        namespace: the package's ``globals()``.
        modules: the package's modules that export names, by their name in the package (``"cards"``).

    Returns:
        ``(__getattr__, __dir__)``; ``__getattr__`` raises ``AttributeError`` for a name no module exports
        (at once for a private or special name, which no ``__all__`` holds).
    """

    def exporting(name: str) -> Any:
        for module_name in modules:
            module = importlib.import_module(f"{package}.{module_name}")
            if name in module.__all__:
                return module
        return None

    def __getattr__(name: str) -> Any:
        if name == "__all__":
            namespace[name] = sorted(_every_name())
            return namespace[name]
        module = None if name.startswith("_") else exporting(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = namespace[name] = getattr(module, name)
        return value

    def _every_name() -> set[str]:
        return {n for m in modules for n in importlib.import_module(f"{package}.{m}").__all__}

    def __dir__() -> list[str]:
        return sorted({*namespace, *_every_name()})

    return __getattr__, __dir__


def star_imported(spec: ModuleSpec) -> tuple[str, ...]:
    """The modules of a package that its own code star-imports, by their name in the package (``"cards"``),
    in the order written: read from the package's compiled code, where an ``if TYPE_CHECKING:`` block is
    compiled though never run. So a package lists its exporting modules once, as the star imports type
    checkers read, and passes this to :func:`lazy_package`. Any other import the package makes of its own
    modules would count too: keep them out of its ``__init__``.

    Args:
        spec: the package's ``__spec__``; its loader must give the code (a source or bytecode loader, or
            a bundle's).

    Returns:
        The module names, first written first.
    """
    loader = spec.loader
    code = loader.get_code(spec.name) if loader is not None and hasattr(loader, "get_code") else None
    if code is None:
        raise ImportError(f"cannot read the code of {spec.name!r} to list its modules")
    prefix = spec.name + "."
    return tuple(name.removeprefix(prefix) for name in code.co_names if name.startswith(prefix))
