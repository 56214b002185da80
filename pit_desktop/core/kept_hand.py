"""The hand in play of a kept game, for any game: how a save holds it and reads it back.

A save written in the middle of a hand holds, besides the game as it stood before the hand, the hand's
record so far: ``"hand": {"deal": [...], "elapsed_s": S, "commands": [...]}``, the deal and commands as
the game's hand records write them (times in seconds after the deal) and the game seconds the hand had been
played. The game's save module builds the hand's record from it (with the game's own record parser, so a
kept hand is checked exactly as a record is); version 1 of a save kept only ``"deal"`` beside the game.

The game is kept after every command: :class:`HandText` makes the hand's record and its JSON a command at a
time (:class:`~pit_desktop.core.kept_game.Growing`), so a long hand costs its new commands only.

Pure Python, any thread (a :class:`HandText` has one owner).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from pit_desktop.core.kept_game import Growing, dumps_kept, json_item, json_list, json_object
from pit_desktop.core.record_checks import RecordError, as_number

MAX_HAND_S = 10.0**7
"""The longest a kept hand may have been played, game seconds (about four months): far beyond any hand."""

HAND_FIELDS = frozenset(("deal", "commands", "elapsed_s"))
"""What a save's ``hand`` object holds."""


class Timed(Protocol):
    """A command of a hand record (Pit's or Pitch's ``RecordedCommand``)."""

    @property
    def at_s(self) -> float:
        """Seconds after the deal."""
        ...


Logged = TypeVar("Logged")
Command = TypeVar("Command", bound=Timed)
Log = TypeVar("Log")
Record = TypeVar("Record")


@dataclass(frozen=True, slots=True)
class KeptHand(Generic[Record]):
    """The hand that was being played when the game was kept (R-DEAL-2, P-DEAL-2): its record so far, and
    how long it had been played. A resume replays it to that moment.

    Attributes:
        record: the hand's record so far (Pit's ``HandRecord`` or Pitch's ``PitchRecord``): the settings,
            the hand's number, its dealer and the scores before it, the deal, and every command with its
            time in seconds after the deal and the refusal it met, if any.
        elapsed_s: game seconds the hand had been played when it was kept (never less than its last
            command's time).
        played: whether the hand's play is kept; ``False`` for a save of version 1, which kept the deal
            only (no commands): the hand is then dealt again with the same cards.
    """

    record: Record
    elapsed_s: float = 0.0
    played: bool = True


@dataclass(frozen=True, slots=True)
class HandFormat(Generic[Log, Logged, Command, Record]):
    """How one game's save holds its hand in play: the game's record functions and card names.

    Attributes:
        recorded: one logged command as the record holds it, or ``None`` to leave it out.
        record_of: the record of a log with the commands made.
        to_dict: one recorded command as its record's JSON object.
        card_name: a card as the record names it.
    """

    recorded: Callable[[Logged, Log], Command | None]
    record_of: Callable[[Log, tuple[Command, ...]], Record]
    to_dict: Callable[[Command], dict[str, Any]]
    card_name: Callable[[Any], str]

    def hand_dict(self, hand: KeptHand[Record], commands: bool = True) -> dict[str, Any]:
        """A save's ``hand`` object: the deal by card names, the seconds played, and (when ``commands``)
        the commands as their record's JSON objects (:meth:`encode` adds them as text otherwise)."""
        record: Any = hand.record
        data: dict[str, Any] = {
            "deal": [[self.card_name(c) for c in cards] for cards in record.deal],
            "elapsed_s": hand.elapsed_s,
        }
        if commands:
            data["commands"] = [self.to_dict(rc) for rc in record.commands]
        return data

    def encode(
        self,
        to_dict: Callable[[bool], dict[str, Any]],
        hand: KeptHand[Record] | None,
        text: HandText[Log, Logged, Command, Record] | None = None,
    ) -> bytes:
        """A save's bytes (compact UTF-8 JSON) from its ``to_dict(commands)``, the kept ``hand``'s
        commands encoded by ``text``, each once across calls, when given."""
        if hand is None or text is None:
            return dumps_kept(to_dict(True))
        rest = to_dict(False)
        kept = rest.pop("hand")
        # Record is a bare type variable (a bound could not name Command): its commands are not known here
        commands = text.commands(hand.record.commands)  # type: ignore[attr-defined]
        return dumps_kept(rest, {"hand": json_object(kept, {"commands": commands})})


class HandText(Generic[Log, Logged, Command, Record]):
    """Makes a hand's record and the JSON of its commands as the hand goes on, each command once (the
    keeper's, keeping the hand after every command). One owner; not thread-safe.

    Args:
        form: the game's :class:`HandFormat`.
    """

    def __init__(self, form: HandFormat[Log, Logged, Command, Record]) -> None:
        self._form = form
        self._made: Growing[Logged, Command] = Growing()
        self._parts: Growing[Command, str] = Growing()

    def record(self, log: Log) -> Record:
        """``log``'s record (as the game's ``record_from_log`` makes it)."""
        form = self._form
        # Log is a bare type variable (a bound could not name Logged): its commands are not known here
        made = self._made(log.commands, lambda logged: form.recorded(logged, log))  # type: ignore[attr-defined]
        return form.record_of(log, tuple(made))

    def commands(self, commands: Sequence[Command]) -> str:
        """The JSON list of a record's ``commands``."""
        to_dict = self._form.to_dict
        return json_list(self._parts(commands, lambda rc: json_item(to_dict(rc))))


def kept_hand_fields(raw: dict[str, Any], version: int) -> dict[str, Any] | None:
    """The kept hand of a save ``raw`` of ``version``: version 2's ``hand`` object, version 1's ``deal``
    alone; ``None`` when the save has none (it was kept between hands).

    Raises:
        RecordError: ``hand`` is not an object of the deal, its commands and ``elapsed_s``.
    """
    if version == 1:
        return None if raw.get("deal") is None else {"deal": raw["deal"]}
    kept = raw.get("hand")
    if kept is None:
        return None
    if not isinstance(kept, dict) or not set(kept) <= HAND_FIELDS:
        raise RecordError("hand", "expected an object of the deal, its commands and elapsed_s")
    return kept


def elapsed_of(kept: dict[str, Any], commands: Sequence[Timed]) -> float:
    """The kept hand's ``elapsed_s``: game seconds played, at least its last command's time (0 when it has
    none).

    Raises:
        RecordError: not a number of seconds, before the last command, or beyond :data:`MAX_HAND_S`.
    """
    elapsed_s = as_number(kept.get("elapsed_s", 0.0), "hand.elapsed_s")
    last_s = commands[-1].at_s if commands else 0.0
    if not last_s <= elapsed_s <= MAX_HAND_S:
        raise RecordError("hand.elapsed_s", f"{elapsed_s} s, but the last command came at {last_s} s")
    return elapsed_s
