"""The settings of one game of Pitch, each declared once with its metadata (P-ED-1, PV-…).

Every setting is a field of :class:`PitchSettings` made by :func:`setting`, which records its rule id,
English label, default and allowed values. :data:`SETTINGS` lists them, so validation, hand records and a
new-game dialog are all built from this one declaration: a new variant is one field here plus its rule code.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

TARGETS = (7, 11, 15, 21)
"""Target scores a game may be played to (PV-TARGET); 7 by default (P-WIN-1)."""

AUCTION_PLAYERS = (3, 7)
"""Fewest and most players of the Auction game (P-ED-1, seed 002)."""

MONEY_PLAYERS = (2, 8)
"""Fewest and most players of the Money Game (P-ED-1: "2 or more"; eight hands of six use 48 cards)."""


@dataclass(frozen=True, slots=True)
class Setting:
    """What one setting is, for validation, records and a dialog.

    Attributes:
        id: the rule id it implements, e.g. ``"PV-TARGET"``.
        key: the field of :class:`PitchSettings` and the key in saved data, e.g. ``"target"``.
        label: English label (a fallback: the dialog translates from ``id``).
        default: its default value.
        kind: ``bool`` or ``int``.
        choices: the allowed values of an ``int`` setting picked from a list; empty for a range.
        lo: smallest allowed value of an ``int`` range setting.
        hi: largest allowed value of an ``int`` range setting.
        later: declared for the dialog, not playable yet: only the default is allowed.
    """

    id: str
    key: str
    label: str
    default: bool | int
    kind: type
    choices: tuple[int, ...] = ()
    lo: int = 0
    hi: int = 0
    later: bool = False

    def check(self, value: object) -> None:
        """Refuse ``value`` unless it is allowed for this setting.

        Raises:
            ValueError: a wrong type, a value out of range, or a later variant switched on; the message
                names the key and the rule id.
        """
        if self.kind is bool:
            if not isinstance(value, bool):
                raise ValueError(f"{self.key} must be true or false, not {value!r} ({self.id})")
        elif not isinstance(value, int) or isinstance(value, bool):
            raise ValueError(f"{self.key} must be a whole number, not {value!r} ({self.id})")
        elif self.choices and value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise ValueError(f"{self.key} must be one of {allowed}, not {value!r} ({self.id})")
        elif not self.choices and not self.lo <= value <= self.hi:
            raise ValueError(f"{self.key} must be {self.lo} to {self.hi}, not {value!r} ({self.id})")
        if self.later and value != self.default:
            raise ValueError(f"{self.label} ({self.id}) is a later variant, not available yet")


def setting(
    rule_id: str,
    label: str,
    default: bool | int,
    *,
    choices: tuple[int, ...] = (),
    lo: int = 0,
    hi: int = 0,
    later: bool = False,
) -> Any:
    """A field of :class:`PitchSettings` carrying its :class:`Setting` (the key is the field's name)."""
    meta = Setting(rule_id, "", label, default, type(default), choices, lo, hi, later)
    return dataclasses.field(default=default, metadata={"setting": meta})


@dataclass(frozen=True, slots=True)
class PitchSettings:
    """How one game of Pitch is played. Immutable; validate with :meth:`validated`.

    Attributes:
        players: seats at the table: 3–7 in the Auction game, 2–8 in the Money Game (P-ED-1).
        target: points that win the Auction game (PV-TARGET, P-WIN-1): 7, 11, 15 or 21.
        low_to_holder: Low scores for whoever was dealt it, not whoever takes it (PV-LOW-TO-HOLDER).
        steal: the dealer may steal the high bid by matching it (PV-STEAL, P-BID-3).
        stick: the dealer must bid at least 2 when everyone else passed (PV-STICK, P-BID-3).
        min_bid_2: bids start at 2 in the Auction game (PV-MIN-2).
        money: the Money Game: its auction (2, 3, 4, the moon), moon and payments (PV-MONEY, P-BID-4,
            P-SCORE-4, P-WIN-2).
        partners: 2 against 2 (PV-PARTNERS): declared for later; only ``False`` is allowed now.
        counted: a counted game: the player cannot take back a call or card (PV-COUNTED, P-UNDO-1).
        names: the players' display names, one per seat, or empty for "Player 1" … .
    """

    players: int = setting("P-ED-1", "Players", 4, lo=MONEY_PLAYERS[0], hi=MONEY_PLAYERS[1])
    target: int = setting("PV-TARGET", "Target score", 7, choices=TARGETS)
    low_to_holder: bool = setting("PV-LOW-TO-HOLDER", "Low to whoever was dealt it", False)
    steal: bool = setting("PV-STEAL", "The dealer may steal the bid", True)
    stick: bool = setting("PV-STICK", "Stick the dealer", True)
    min_bid_2: bool = setting("PV-MIN-2", "Bids start at 2", False)
    money: bool = setting("PV-MONEY", "The Money Game", False)
    partners: bool = setting("PV-PARTNERS", "Partners, 2 against 2", False, later=True)
    counted: bool = setting("PV-COUNTED", "A counted game: no take-backs", False)
    names: tuple[str, ...] = ()

    def validated(self) -> PitchSettings:
        """Return ``self`` if every setting is well typed and allowed (P-ED-1, PV-…).

        Raises:
            ValueError: a setting of the wrong type or out of range, a player count outside the game's
                range (3–7 Auction, 2–8 Money), a later variant switched on, or names that are not one
                string per player.
        """
        for spec in SETTINGS:
            spec.check(getattr(self, spec.key))
        lo, hi = players_range(self.money)
        if not lo <= self.players <= hi:
            game = "Money Game" if self.money else "Auction game"
            raise ValueError(f"the {game} takes {lo} to {hi} players, not {self.players} (P-ED-1)")
        if not isinstance(self.names, tuple) or not all(isinstance(n, str) for n in self.names):
            raise ValueError(f"names must be a tuple of strings, not {self.names!r}")
        if self.names and len(self.names) != self.players:
            raise ValueError(f"{len(self.names)} names given for {self.players} players")
        return self

    @property
    def min_bid(self) -> int:
        """The lowest bid: 2 in the Money Game (P-BID-4) or under PV-MIN-2, else 1 (P-BID-1)."""
        return 2 if self.money or self.min_bid_2 else 1

    def name_of(self, seat: int) -> str:
        """The display name of ``seat`` (``"Player 2"`` when no names were set)."""
        return self.names[seat] if self.names else f"Player {seat + 1}"


def players_range(money: bool) -> tuple[int, int]:
    """Fewest and most players of the Money Game (``money``) or the Auction game (P-ED-1)."""
    return MONEY_PLAYERS if money else AUCTION_PLAYERS


SETTINGS: tuple[Setting, ...] = tuple(
    dataclasses.replace(f.metadata["setting"], key=f.name)
    for f in dataclasses.fields(PitchSettings)
    if "setting" in f.metadata
)
"""Every setting of :class:`PitchSettings`, in declaration order, with its metadata."""
