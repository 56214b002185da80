"""A virtual clock for headless play: time moves only when the simulation says so."""

from __future__ import annotations


class VirtualClock:
    """A clock callable for :class:`~pit_desktop.games.pit.engine.Engine`; returns ``now_s`` (seconds).

    Not thread-safe: one simulation loop owns it.
    """

    __slots__ = ("now_s",)

    def __init__(self, start_s: float = 0.0) -> None:
        self.now_s = start_s

    def __call__(self) -> float:
        return self.now_s

    def advance_to(self, at_s: float) -> None:
        """Move the clock forward to ``at_s``; never backwards.

        Raises:
            ValueError: ``at_s`` is earlier than now.
        """
        if at_s < self.now_s:
            raise ValueError(f"the clock cannot go back from {self.now_s} to {at_s}")
        self.now_s = at_s
