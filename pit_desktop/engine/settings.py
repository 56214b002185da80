"""The settings of one game: players, edition and variants (R-ED, V-…)."""

from __future__ import annotations

from dataclasses import dataclass, field

from pit_desktop.engine.cards import Edition

TARGET_SCORE = 500
"""Points that win the standard game (R-SCORE-4)."""

SHORT_TARGET_SCORE = 250
"""Points that win the short game (V-SHORT)."""

FALSE_CLAIM_FINE = 20
"""Points lost for a refused corner claim under V-FALSE-CLAIM."""

BULL_BEAR_PENALTY = 20
"""Points each of the Bull and the Bear costs a non-cornering holder (R-SCORE-2)."""

MAX_SORT_TIME_S = 60.0
"""Longest sorting period a game may set (V-SORT-TIME)."""


@dataclass(frozen=True, slots=True)
class GameSettings:
    """How one game is played. Immutable; validate with :meth:`validated`.

    Attributes:
        players: seats at the table, 3 to the edition's maximum (R-ED-1).
        edition: Modern (8 commodities) or Classic (7) (V-EDITION).
        bull_bear: play with the Bull and the Bear (V-BULL-BEAR).
        short_game: target 250 instead of 500 (V-SHORT).
        bear_in_big_offers_only: the Bear only in offers of 3 or 4 cards (V-BEAR-3).
        false_claim_fine: a refused claim costs 20 points (V-FALSE-CLAIM).
        sort_time_s: sorting period in seconds, 0–60 (V-SORT-TIME, R-DEAL-3).
        silent: "the silent treatment" — counts shown as hand signals (V-SILENT).
    """

    players: int = 4
    edition: Edition = Edition.MODERN
    bull_bear: bool = True
    short_game: bool = False
    bear_in_big_offers_only: bool = False
    false_claim_fine: bool = False
    sort_time_s: float = 30.0
    silent: bool = False
    names: tuple[str, ...] = field(default=())

    @property
    def target_score(self) -> int:
        """Points that end the game (R-SCORE-4, V-SHORT)."""
        return SHORT_TARGET_SCORE if self.short_game else TARGET_SCORE

    def validated(self) -> GameSettings:
        """Return ``self`` if every setting is well typed and in range (R-ED-1, V-EDITION, V-SORT-TIME).

        Raises:
            ValueError: an unknown edition; a player count that is not a whole number from 3 to the
                edition's maximum; a variant switch that is not ``True``/``False``; a sorting time that is
                not a number from 0 to 60 s; ``names`` that are not one string per player.
        """
        if not isinstance(self.edition, Edition):
            raise ValueError(f"unknown edition {self.edition!r}")
        lo, hi = self.edition.min_players, self.edition.max_players
        if not _is_int(self.players) or not lo <= self.players <= hi:
            raise ValueError(
                f"the {self.edition.value} edition takes {lo} to {hi} players, not {self.players!r} (R-ED-1)"
            )
        for name in ("bull_bear", "short_game", "bear_in_big_offers_only", "false_claim_fine", "silent"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"{name} must be true or false, not {getattr(self, name)!r}")
        t = self.sort_time_s
        if not (_is_int(t) or isinstance(t, float)) or not 0.0 <= t <= MAX_SORT_TIME_S:
            raise ValueError(f"sorting time must be 0 to 60 s, not {t!r} (V-SORT-TIME)")
        if not isinstance(self.names, tuple) or not all(isinstance(n, str) for n in self.names):
            raise ValueError(f"names must be a tuple of strings, not {self.names!r}")
        if self.names and len(self.names) != self.players:
            raise ValueError(f"{len(self.names)} names given for {self.players} players")
        return self

    def name_of(self, seat: int) -> str:
        """The display name of ``seat`` (``"Player 2"`` when no names were set); seats per R-ED-1."""
        if self.names:
            return self.names[seat]
        return f"Player {seat + 1}"


def _is_int(value: object) -> bool:
    """A whole number, not a bool (``True`` would otherwise pass as 1)."""
    return isinstance(value, int) and not isinstance(value, bool)
