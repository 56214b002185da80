"""Restoring a kept hand, for any game's engine: a fresh engine deals the hand's deal and replays every
command of its record at its own time, to the moment the hand was kept; then the game goes on on the live
clock (R-DEAL-2 in Pit, P-DEAL-2 in Pitch).

The engine's clock is a :class:`HeldClock` around the game's live clock: while the hand is replayed it reads
each command's time, so the hand is dealt ``elapsed_s`` before now and every command comes at the moment it
came after the deal (the sorting period runs out as it did, R-DEAL-3); afterwards it reads the live clock.
Each command must meet the engine as it did when it was kept, applied or refused: a hand that replays
otherwise (a file edited by hand, or rules that changed since) raises :class:`RestoreError` and the caller
deals the hand anew.

Pure Python, naming no game (the shell's session uses it); the caller's thread, before any other thread
reaches the engine (no bot is hosted yet).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol


class Restorable(Protocol):
    """A game's engine as a restore drives it (Pit's ``Engine``, Pitch's ``PitchEngine``)."""

    @property
    def settings(self) -> Any:
        """The game's settings (``players`` seats)."""
        ...

    def subscribe(self, listener: Callable[[Any], None]) -> None:
        """Call ``listener`` with every later event."""

    def submit(self, command: Any) -> tuple[Any, ...]:
        """Apply ``command`` at the clock's time, or raise the game's refusal."""
        ...

    def view(self, seat: int) -> Any:
        """What ``seat`` may see now."""
        ...


class Kept(Protocol):
    """One command of a kept hand's record (Pit's or Pitch's ``RecordedCommand``)."""

    @property
    def at_s(self) -> float:
        """Seconds after the deal."""
        ...

    @property
    def command(self) -> Any:
        """The command."""
        ...

    @property
    def refused(self) -> str | None:
        """The refusal it met when it was kept (its reason), or ``None`` if it was applied."""
        ...


class HeldClock:
    """An engine's clock that a restore holds at given times, then the live clock's.

    Args:
        live: the game's live clock (seconds).

    Attributes:
        held_s: the time it reads while held; ``None`` once the restore is over (it then reads ``live``).
    """

    __slots__ = ("_live", "held_s")

    def __init__(self, live: Callable[[], float]) -> None:
        self._live = live
        self.held_s: float | None = None

    def __call__(self) -> float:
        """The held time, else the live clock's, seconds."""
        held = self.held_s
        return float(self._live()) if held is None else held

    def live(self) -> float:
        """The live clock's time now, held or not, seconds."""
        return float(self._live())


class RestoreError(Exception):
    """A kept hand that cannot be restored: its deal is refused, or a command meets the engine otherwise
    than it did when the hand was kept.

    Attributes:
        field: where the record goes wrong (``"deal"``, ``"commands[12]"``).
        detail: what is wrong, in English, for the log.
    """

    def __init__(self, field: str, detail: str) -> None:
        self.field = field
        self.detail = detail
        super().__init__(f"{field}: {detail}")


@dataclass(frozen=True, slots=True)
class Restored:
    """A kept hand replayed to its moment.

    Attributes:
        events: every event of the replay, in ``seq`` order, the deal's first, private ones included (the
            bots catch up on them; the window may show the hand so far).
        dealt: each seat's view just after the deal (a bot restarts with it as it did when dealt).
        dealt_at_s: the time of the deal on the game's clock (``elapsed_s`` before the restore).
    """

    events: tuple[Any, ...]
    dealt: tuple[Any, ...]
    dealt_at_s: float


class _Collector:
    """The restore's listener: keeps every event until it is done (the engine keeps its listeners)."""

    __slots__ = ("events",)

    def __init__(self) -> None:
        self.events: list[Any] | None = []

    def __call__(self, event: Any) -> None:
        events = self.events
        if events is not None:
            events.append(event)


def restore_hand(
    engine: Restorable,
    clock: HeldClock,
    deal: Any,
    commands: Sequence[Kept],
    elapsed_s: float,
    refusal: type[Exception],
    after: Callable[[], None] | None = None,
) -> Restored:
    """Replay a kept hand on ``engine`` (fresh, on ``clock``, no bot hosted yet): ``deal`` (the game's deal
    command) ``elapsed_s`` before the live clock's now, then each of ``commands`` at the deal's time plus
    its ``at_s``; then ``after`` on the live clock (what the game does to a resumed hand: Pit takes the open
    offers down), its events kept too.

    Args:
        engine: the game's engine, made on ``clock``.
        clock: the engine's clock; held during the replay, live afterwards (also when this raises).
        deal: the command that deals the kept hand's cards (Pit's or Pitch's ``DealHand``).
        commands: the hand's commands, in order, with their times and the refusal each met.
        elapsed_s: game seconds the hand had been played when it was kept (at least the last ``at_s``).
        refusal: the exception the engine refuses a command with (``PitError``, ``PitchError``).
        after: called once the hand is replayed, on the live clock.

    Returns:
        The replay's events and each seat's view as dealt.

    Raises:
        RestoreError: the deal is refused, or a command is applied that was refused when kept, or the
            other way round (``engine`` is then half-restored: the caller drops it).
    """
    collector = _Collector()
    engine.subscribe(collector)
    start_s = clock.live() - elapsed_s
    try:
        clock.held_s = start_s
        try:
            engine.submit(deal)
        except (refusal, ValueError) as err:
            raise RestoreError("deal", str(err)) from None
        dealt = tuple(engine.view(seat) for seat in range(engine.settings.players))
        for index, kept in enumerate(commands):
            clock.held_s = start_s + kept.at_s
            try:
                engine.submit(kept.command)
                now = None
            except refusal as err:
                now = str(getattr(err, "reason", err))
            if (now is None) != (kept.refused is None):
                was = "applied" if kept.refused is None else f"refused ({kept.refused})"
                is_now = "applied" if now is None else f"refused ({now})"
                raise RestoreError(f"commands[{index}]", f"{was} when kept, {is_now} now")
    finally:
        clock.held_s = None
    if after is not None:
        after()
    events, collector.events = tuple(collector.events or ()), None
    return Restored(events, dealt, start_s)
