"""Values of a rule variant for tests: one other than its default, and one of the wrong type."""

from __future__ import annotations

from typing import Any

from pit_desktop.games.pit.engine.settings import Choice, Seconds, Switch, Variant


def other_value(spec: Variant) -> Any:
    """A value of ``spec`` other than its default."""
    match spec.kind:
        case Switch():
            return not spec.default
        case Seconds(lo, hi):
            return hi if spec.default != hi else lo
        case Choice(enum):
            return next(m for m in enum if m != spec.default)


def wrong_value(spec: Variant) -> object:
    """A value of the wrong type for ``spec`` (for a choice, a text naming none of its members)."""
    match spec.kind:
        case Switch():
            return 1
        case Seconds():
            return "10"
        case Choice():
            return "Deluxe"
