"""A quicker ``__init__`` for the frozen dataclasses built in the game's hot loops.

Headless play builds a view, a command, a bot step and a log entry for almost every bot decision, and a few
events for every offer and trade. The ``__init__`` that :func:`dataclasses.dataclass` writes for a frozen
class sets each field through ``object.__setattr__`` (looked up and called per field, to get past the
class's own refusing ``__setattr__``); setting each slot through its descriptor does the same in about half
the time. Pure Python, no dependency: the engine and the bots use it alike.
"""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any, TypeVar

T = TypeVar("T", bound=type)


def quick_init(cls: T) -> T:
    """Give the frozen, slotted dataclass ``cls`` an ``__init__`` that sets its slots directly.

    Apply above ``@dataclass(frozen=True, slots=True)``. The new ``__init__`` takes the same arguments
    (positional or by keyword, with the same plain defaults) and leaves the instance exactly as the
    generated one would; the class stays frozen, compares, hashes, prints, pickles and works with
    :func:`dataclasses.replace` as before.

    Raises:
        TypeError: ``cls`` is not a frozen dataclass with slots, or has what the quick ``__init__`` does not
            do: a ``__post_init__``, a ``default_factory``, a field left out of ``__init__`` or a
            keyword-only field.
    """
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen dataclass with slots")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} has a __post_init__")
    namespace: dict[str, Any] = {}
    args, body = [], []
    for i, f in enumerate(fields(cls)):
        if not f.init or f.kw_only or f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: only plain fields, with or without a default")
        if f.default is MISSING:
            args.append(f.name)
        else:
            namespace[f"_default_{i}"] = f.default
            args.append(f"{f.name}=_default_{i}")
        namespace[f"_set_{i}"] = cls.__dict__[f.name].__set__
        body.append(f"    _set_{i}(self, {f.name})")
    source = f"def __init__(self, {', '.join(args)}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, namespace)  # as dataclasses itself writes __init__
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    # cls is a class (T is bound to type), not an instance, so its __init__ is the generated one
    init.__doc__ = cls.__init__.__doc__  # type: ignore[misc]
    cls.__init__ = init  # type: ignore[misc]  # replacing __init__ is this decorator's purpose
    return cls
