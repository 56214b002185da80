"""Why a Pitch command was refused: one exception family, each class naming the rule it enforces.

Every refusal leaves the engine unchanged. ``rule`` (the rule's id in ``docs/rules-pitch.md``) and
``reason`` (a short stable id) are fields, so a table can word the refusal in any language from the class
and its fields; the English message is for logs and the command line.
"""

from __future__ import annotations

from pit_desktop.games.pitch.engine.cards import Card, Suit


class PitchError(ValueError):
    """A command the rules of Pitch do not allow.

    Attributes:
        message: English text without the rule id.
        rule: the id of the rule it enforces (``docs/rules-pitch.md``), e.g. ``"P-PLAY-2"`` (the class
            default unless a rule with several sources was named).
        seat: the seat whose command was refused, or ``None`` for a dealer's or table command.
    """

    rule: str = ""
    reason: str = "illegal"
    """A short stable id of the refusal, e.g. ``"renege"``."""

    def __init__(self, message: str, *, rule: str | None = None, seat: int | None = None) -> None:
        self.message = message
        self.rule = rule if rule is not None else type(self).rule
        self.seat = seat
        super().__init__(f"{message} ({self.rule})")


class UnknownSeatError(PitchError):
    """A command named a seat that is not at the table (P-ED-1)."""

    rule = "P-ED-1"
    reason = "unknown_seat"


class GameOverError(PitchError):
    """The game has ended (P-WIN-1, P-WIN-2): start a new one."""

    rule = "P-WIN-1"
    reason = "game_over"


class HandInPlayError(PitchError):
    """Dealing while a hand is being bid or played: the deal passes only when the hand is over (P-DEAL-1)."""

    rule = "P-DEAL-1"
    reason = "hand_in_play"


class DealError(PitchError):
    """A rigged deal the deal of P-DEAL-2 could not have produced: not one hand of six per seat, a card
    that is not a card, or a card dealt twice."""

    rule = "P-DEAL-2"
    reason = "bad_deal"


class NoHandError(PitchError):
    """A bid or a card before a hand was dealt, or after it ended (P-DEAL-2)."""

    rule = "P-DEAL-2"
    reason = "no_hand"


class AuctionOverError(PitchError):
    """A bid, pass or pitch after the auction ended: each player speaks once (P-BID-1)."""

    rule = "P-BID-1"
    reason = "auction_over"


class AuctionNotOverError(PitchError):
    """A card played during the auction: the pitcher leads once it is over (P-PLAY-1). Bidding 4 by
    pitching a card is :class:`~pit_desktop.games.pitch.engine.commands.PitchCard`."""

    rule = "P-PLAY-1"
    reason = "auction_not_over"


class NotYourTurnError(PitchError):
    """A player spoke or played out of turn: the auction runs clockwise from the dealer's left (P-BID-1),
    the pitcher leads the first trick (P-PLAY-1) and the winner of a trick the next (P-PLAY-3).

    Attributes:
        turn: the seat whose turn it is.
    """

    rule = "P-BID-1"
    reason = "not_your_turn"

    def __init__(self, message: str, *, rule: str, seat: int, turn: int) -> None:
        super().__init__(message, rule=rule, seat=seat)
        self.turn = turn


class BidOutOfRangeError(PitchError):
    """A bid that is no bid of the game: 1–4 in the Auction game (P-BID-1), 2–4 or the moon in the Money
    Game (P-BID-4).

    Attributes:
        amount: the bid refused.
    """

    rule = "P-BID-1"
    reason = "bid_out_of_range"

    def __init__(self, message: str, *, rule: str, seat: int, amount: object) -> None:
        super().__init__(message, rule=rule, seat=seat)
        self.amount = amount


class BidTooLowError(PitchError):
    """A bid that does not beat the high bid (P-BID-1, P-BID-4), or under 2 with PV-MIN-2.

    Attributes:
        amount: the bid refused.
        high: the high bid it had to beat (0 when there was none).
        may_match: the bidder is the dealer, who may match the high bid (steal it, P-BID-3), so his bid
            had to match or beat it.
    """

    rule = "P-BID-1"
    reason = "bid_too_low"

    def __init__(
        self, message: str, *, rule: str, seat: int, amount: int, high: int, may_match: bool = False
    ) -> None:
        super().__init__(message, rule=rule, seat=seat)
        self.amount = amount
        self.high = high
        self.may_match = may_match


class StealNotAllowedError(BidTooLowError):
    """The dealer matched the high bid, but this table plays without the steal (PV-STEAL, P-BID-3)."""

    rule = "PV-STEAL"
    reason = "no_steal"


class DealerStuckError(PitchError):
    """Everyone else passed and the dealer is stuck: he must bid at least 2 (P-BID-3, P-BID-4, PV-STICK)."""

    rule = "P-BID-3"
    reason = "dealer_stuck"


class MoonNotAllowedError(PitchError):
    """Shooting the moon outside the Money Game (P-BID-4, PV-MONEY)."""

    rule = "P-BID-4"
    reason = "no_moon"


class PitchNotAllowedError(PitchError):
    """Pitching a card to bid 4 in the Money Game, where a 4 does not end the auction (P-BID-2 is the
    Auction game's)."""

    rule = "P-BID-2"
    reason = "no_pitch"


class CardNotHeldError(PitchError):
    """The player does not hold the card named (P-DEAL-2: a hand is the six cards dealt).

    Attributes:
        card: the card named.
    """

    rule = "P-DEAL-2"
    reason = "card_not_held"

    def __init__(self, message: str, *, seat: int, card: object) -> None:
        super().__init__(message, seat=seat)
        self.card = card


class RenegeError(PitchError):
    """A card that neither follows the led suit nor trumps, from a player who can follow (P-PLAY-2).

    Attributes:
        card: the card refused.
        led: the suit led.
        trump: the trump suit (``None`` before it is set); when it is the suit led, only that suit follows.
    """

    rule = "P-PLAY-2"
    reason = "renege"

    def __init__(self, message: str, *, seat: int, card: Card, led: Suit, trump: Suit | None = None) -> None:
        super().__init__(message, seat=seat)
        self.card = card
        self.led = led
        self.trump = trump


class NotMoneyGameError(PitchError):
    """Settling up in the Auction game, which is won by reaching the target (P-WIN-1, P-WIN-2)."""

    rule = "P-WIN-2"
    reason = "not_money_game"


class HandNotOverError(PitchError):
    """Settling up during a hand: a player may leave only after a hand (P-WIN-2)."""

    rule = "P-WIN-2"
    reason = "hand_not_over"


class TakeBackError(PitchError):
    """Nothing of this seat's can be taken back now (P-UNDO-1): it has made no call or card since the
    deal or its last take-back, another player has called or played since, or the hand is over."""

    rule = "P-UNDO-1"
    reason = "nothing_to_take_back"


class PlayedSinceError(TakeBackError):
    """Another player has called or played since the seat's last command (P-UNDO-1)."""

    reason = "played_since"


class HandOverTakeBackError(TakeBackError):
    """The seat's last command ended the hand: a hand scored or thrown in stands (P-UNDO-1)."""

    reason = "hand_over"


class CountedGameError(TakeBackError):
    """A counted game takes nothing back (PV-COUNTED)."""

    rule = "PV-COUNTED"
    reason = "counted"
