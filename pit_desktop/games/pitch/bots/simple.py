"""The simplest Pitch bots: a random-legal reference (never offered to players) and Easy.

Random plays a legal call or card at random, like the hobby programs' bots: a measuring stick. Easy plays
by simple rules a beginner would follow: it bids a rough count of its best cards in its longest suit,
names that suit trump, leads its highest card, and follows with its highest card when that wins the trick
and its lowest otherwise. It counts nothing.
"""

from __future__ import annotations

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.bots.base import PitchBot
from pit_desktop.games.pitch.engine.cards import Card, Rank, Suit
from pit_desktop.games.pitch.engine.commands import Bid, Pass, PitchCard, SeatCommand
from pit_desktop.games.pitch.engine.view import PitchView


class RandomBot(PitchBot):
    """Random legal calls and cards: the reference the tournament measures against (``Level.BASIC``).
    Each distinct call is equally likely (a 4 is said, not pitched: pitching with each of six cards
    would make a 4 six times likelier than a pass)."""

    level = Level.BASIC

    def choose_call(self, view: PitchView, legal: tuple[SeatCommand, ...]) -> SeatCommand:
        """A legal pass, bid or moon, each equally likely."""
        return self.rng.choice([c for c in legal if not isinstance(c, PitchCard)])


def longest_suit(hand: tuple[Card, ...]) -> Suit:
    """The suit with most cards in ``hand``; on a tie, the one with the highest card."""
    return max(hand, key=lambda c: (sum(1 for d in hand if d.suit is c.suit), c.rank)).suit


def call_up_to(view: PitchView, legal: tuple[SeatCommand, ...], amount: int) -> SeatCommand:
    """The highest legal bid of at most ``amount``; else a pass; else (a stuck dealer) the lowest bid."""
    bids = [c for c in legal if isinstance(c, Bid)]
    fitting = [c for c in bids if c.amount <= amount]
    if fitting:
        return max(fitting, key=lambda c: c.amount)
    passes = [c for c in legal if isinstance(c, Pass)]
    if passes:
        return passes[0]
    return min(bids, key=lambda c: c.amount)


def beats(card: Card, best: Card, trump: Suit | None) -> bool:
    """Whether ``card`` would take a trick now won by ``best`` (P-PLAY-3)."""
    if card.suit is best.suit:
        return card.rank > best.rank
    return card.suit is trump


def winning_card(plays: tuple[tuple[int, Card], ...], trump: Suit | None) -> Card:
    """The card now winning the trick ``plays`` (P-PLAY-3)."""
    best = plays[0][1]
    for _, c in plays[1:]:
        if beats(c, best, trump):
            best = c
    return best


def easy_count(hand: tuple[Card, ...]) -> int:
    """Easy's bid: the ace, king, jack and ten of its longest suit, one for a two or three beside another
    card of it (a lone low trump is led and lost), and one for Game with four or more of it."""
    suit = longest_suit(hand)
    trumps = sorted((c for c in hand if c.suit is suit), key=lambda c: c.rank, reverse=True)
    count = sum(1 for c in trumps if c.rank in (Rank.ACE, Rank.KING, Rank.JACK, Rank.TEN))
    low = 1 if len(trumps) >= 2 and trumps[-1].rank <= Rank.THREE else 0
    return count + low + (1 if len(trumps) >= 4 else 0)


class EasyBot(PitchBot):
    """A beginner: bids a rough count, leads high, wins when it can with its highest card."""

    level = Level.EASY

    def choose_call(self, view: PitchView, legal: tuple[SeatCommand, ...]) -> SeatCommand:
        """A beginner's rough count of the suit it would name trump (its longest), :func:`easy_count`;
        bid that (at most 4). Cards of other suits count nothing: they win no High, Low or Jack."""
        return call_up_to(view, legal, min(4, easy_count(view.hand)))

    def choose_card(self, view: PitchView, legal: tuple[Card, ...]) -> Card:
        """Lead the highest card (of the longest suit at the first lead); follow with the highest card if
        it wins the trick, else the lowest."""
        if not view.trick:
            if view.trump is None:
                suit = longest_suit(view.hand)
                return max((c for c in legal if c.suit is suit), key=lambda c: c.rank)
            return max(legal, key=lambda c: c.rank)
        best = winning_card(view.trick, view.trump)
        top = max(legal, key=lambda c: (c.suit is view.trump, c.rank))
        if beats(top, best, view.trump):
            return top
        return min(legal, key=lambda c: (c.suit is view.trump, c.rank))
