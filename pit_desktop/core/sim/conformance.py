"""What the games' conformance harnesses share (``tests/test_conformance.py``; each game's registry entry
names its own harness, a subclass of :class:`TableHarness`): an all-bot table on the virtual clock played
hand by hand, and the game-neutral reads of an engine. Pure Python, single-threaded.
"""

from __future__ import annotations

from typing import Any, ClassVar


class TableHarness:
    """A seeded all-bot game for the conformance suite; the subclass seats :attr:`table` (a headless table
    with ``play_hand()``, ``play_game()`` and a virtual ``clock``) and :attr:`engine`, and says the rest.

    Attributes:
        players: seats at the harness's tables.
        distinct_cards: each card is in one place (a card another seat holds must not be in a view).
        refusal: the class of every refusal the engine raises.
        game_over: the engine's phase once the game is over.
        dumps: ``hand log -> JSON text``, the game's record writer.
    """

    players: ClassVar[int]
    distinct_cards: ClassVar[bool]
    refusal: ClassVar[type[Exception]]
    game_over: ClassVar[Any]
    dumps: ClassVar[Any]
    table: Any
    engine: Any

    def play_game(self) -> int:
        """Play the game to its end; the winner's seat, ``-1`` if none."""
        return int(self.table.play_game().winner)

    def finished(self) -> bool:
        """Whether the game is over."""
        return bool(self.engine.phase == self.game_over)

    def play_hand(self) -> None:
        """Deal and play one hand, then let the pause between hands pass."""
        self.table.play_hand()
        self.table.clock.advance_to(self.table.clock.now_s + 3.0)

    def scores(self) -> list[int]:
        """The scores now, by seat."""
        return list(self.engine.scores)

    def record_bytes(self) -> bytes:
        """The last hand's record as the window writes it (``docs/hand-record.md``)."""
        return str(type(self).dumps(self.engine.hand_log())).encode("utf-8")

    @staticmethod
    def same_refusal(a: Any, b: Any) -> bool:
        """Whether two refusals (or ``None``) are the same: class, rule, reason and message."""
        if a is None or b is None:
            return a is b
        return (type(a), a.rule, a.reason, a.message) == (type(b), b.rule, b.reason, b.message)

    @staticmethod
    def views(engine: Any) -> list[Any]:
        """Each seat's view now, seat 0 first."""
        return [engine.view(s) for s in range(engine.settings.players)]

    @staticmethod
    def hands(engine: Any) -> list[list[Any]]:
        """Each seat's cards now."""
        return [list(h) for h in engine.hands()]

    @staticmethod
    def view_hand(view: Any) -> list[Any]:
        """The cards a view shows as its own seat's."""
        return list(view.hand)
