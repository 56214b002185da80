"""A hint for the player of Pitch: the call or card a bot of the chosen level would make now, and why.

:func:`pitch_hint` asks a fresh bot of the level (:func:`~pit_desktop.games.pitch.bots.levels.make_pitch_bot`)
for its choice on the player's own view (the bots keep nothing between decisions but what the view holds),
then says why in terms a player reads: the cards that make the bid, the suit that is not worth one, whether
the card takes the trick. Hard's search samples deals: its hint is seeded from the view, so the same
position gets the same advice.

Pure Python, no Qt. Hard takes about 20 ms of one core, under a tenth of a second
(``benchmarks/bench_hint.py``); the table waits on the player's turn meanwhile, so the window asks on its
GUI thread.
"""

from __future__ import annotations

import random
import zlib
from dataclasses import dataclass
from enum import Enum

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.bots.levels import make_pitch_bot
from pit_desktop.games.pitch.bots.medium import best_suit
from pit_desktop.games.pitch.bots.simple import beats, longest_suit, winning_card
from pit_desktop.games.pitch.engine.cards import Card, Rank, Suit
from pit_desktop.games.pitch.engine.commands import Bid, Pass, PitchCard, PlayCard, SeatCommand, ShootMoon
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.engine.view import PitchView


class PitchReason(Enum):
    """Why the hint says what it says: one sentence each, worded by the window
    (``games/pitch/ui/hint_words.py``)."""

    NOT_YOUR_TURN = "not_your_turn"
    """Another seat is to speak or play, or no hand is being played: nothing to advise."""
    BID = "bid"
    """Bid, on the counting cards of the suit it would name trump (P-BID-1)."""
    BID_LENGTH = "bid_length"
    """Bid on the length of a suit that holds no counting card."""
    BID_STUCK = "bid_stuck"
    """Everyone before the dealer passed: the dealer must bid (P-BID-3)."""
    PITCH_FOUR = "pitch_four"
    """Bid 4 by pitching a card at once (P-BID-2)."""
    MOON = "moon"
    """Shoot the moon (P-BID-4)."""
    PASS = "pass"
    """Pass: the best suit is not worth the lowest bid open (P-BID-1)."""
    ONLY_CARD = "only_card"
    """Only one card may be played (P-PLAY-2)."""
    NAME_TRUMP = "name_trump"
    """The pitcher's first lead names trump (P-PLAY-1)."""
    LEAD_TOP = "lead_top"
    """Lead the highest trump still in play: it cannot be beaten (P-PLAY-3)."""
    LEAD_TRUMP = "lead_trump"
    """Lead a trump, to draw the others' trumps."""
    LEAD_SIDE = "lead_side"
    """Lead a side card that is worth little."""
    TAKE = "take"
    """The card takes the trick as it stands (P-PLAY-3)."""
    TAKE_LAST = "take_last"
    """Last to play: the card takes the trick for certain (P-PLAY-3)."""
    DUCK = "duck"
    """Let the trick go with the least useful card."""


@dataclass(frozen=True, slots=True)
class PitchHint:
    """A hint: what a bot of the level would do now, and its reason.

    Attributes:
        command: the suggested call or card, a legal command of the seat (P-BID-1..4, P-PLAY-2), or
            ``None`` when it is not the seat's turn.
        reason: why (:class:`PitchReason`), the key of the sentence the window shows.
        suit: the suit the reason names (the trump it would name, the best suit, trump in play), or ``None``.
        cards: the cards the reason names (the counting cards behind a bid), best first; the card played
            is the command's.
        amount: the bid, or for :attr:`PitchReason.PASS` the lowest bid open; 0 otherwise.
    """

    command: SeatCommand | None
    reason: PitchReason
    suit: Suit | None = None
    cards: tuple[Card, ...] = ()
    amount: int = 0


def _seed(view: PitchView) -> int:
    """A seed from the position (the same in every run), so the same position gets the same hint."""
    played = [c.id for t in view.tricks for _, c in t.plays] + [c.id for _, c in view.trick]
    key = f"{view.hand_no} {view.seat} {[c.id for c in view.hand]} {played} {len(view.calls)}"
    return zlib.crc32(key.encode())


def pitch_hint(level: Level, view: PitchView, samples: int | None = None) -> PitchHint:
    """What a bot of ``level`` would do on ``view`` (the player's), and why.

    Args:
        level: the level whose judgement the hint gives.
        view: the player's view.
        samples: Hard's deals per card (bids twice as many); the level's own when ``None``.

    Returns:
        The hint; its command is one the engine takes now (from ``view.legal_commands()``).

    Raises:
        ValueError: ``level`` is not a :class:`Level`.
    """
    legal = view.legal_commands()
    if not legal or view.phase not in (Phase.BIDDING, Phase.PLAYING):
        return PitchHint(None, PitchReason.NOT_YOUR_TURN)
    bot = make_pitch_bot(level, view.seat, random.Random(_seed(view)), samples=samples)
    if view.phase is Phase.BIDDING:
        return _call_hint(level, view, legal, bot.choose_call(view, legal))
    card = bot.choose_card(view, view.legal_cards())
    return _card_hint(view, card)


def _trump_of(level: Level, view: PitchView) -> Suit:
    """The suit the level would name trump from the seat's hand."""
    if level is Level.EASY:
        return longest_suit(view.hand)
    return best_suit(view.hand, view.players)[0]


def counting_cards(hand: tuple[Card, ...], suit: Suit) -> tuple[Card, ...]:
    """The cards of ``suit`` in ``hand`` that make a bid there, best first: the top one when it is likely
    High (a queen or better), the jack, the ten, and the lowest when it is a two or a three beside another
    (Low, which goes with its trick, P-SCORE-1)."""
    trumps = sorted((c for c in hand if c.suit is suit), key=lambda c: c.rank, reverse=True)
    out: list[Card] = []
    if trumps and trumps[0].rank >= Rank.QUEEN:
        out.append(trumps[0])
    out += [c for c in trumps if c.rank in (Rank.JACK, Rank.TEN) and c not in out]
    if len(trumps) >= 2 and trumps[-1].rank <= Rank.THREE and trumps[-1] not in out:
        out.append(trumps[-1])
    return tuple(out)


def _call_hint(level: Level, view: PitchView, legal: tuple[SeatCommand, ...], call: SeatCommand) -> PitchHint:
    suit = _trump_of(level, view)
    if isinstance(call, Pass):
        lowest = min((c.amount for c in legal if isinstance(c, Bid)), default=0)
        return PitchHint(call, PitchReason.PASS, suit, counting_cards(view.hand, suit), lowest)
    if isinstance(call, ShootMoon):
        return PitchHint(call, PitchReason.MOON, suit, counting_cards(view.hand, suit), 4)
    if isinstance(call, PitchCard):
        return PitchHint(
            call, PitchReason.PITCH_FOUR, call.card.suit, counting_cards(view.hand, call.card.suit), 4
        )
    assert isinstance(call, Bid)
    cards = counting_cards(view.hand, suit)
    if not any(isinstance(c, Pass) for c in legal):
        reason = PitchReason.BID_STUCK
    else:
        reason = PitchReason.BID if cards else PitchReason.BID_LENGTH
    return PitchHint(call, reason, suit, cards, call.amount)


def _card_hint(view: PitchView, card: Card) -> PitchHint:
    command = PlayCard(view.seat, card)
    trump = view.trump
    if len(view.legal_cards()) == 1:
        return PitchHint(command, PitchReason.ONLY_CARD, trump)
    if trump is None:
        return PitchHint(command, PitchReason.NAME_TRUMP, card.suit)
    if not view.trick:
        if card.suit is not trump:
            return PitchHint(command, PitchReason.LEAD_SIDE, trump)
        seen = {c for t in view.tricks for _, c in t.plays}
        higher = [
            r
            for r in Rank
            if r > card.rank and Card(r, trump) not in seen and Card(r, trump) not in view.hand
        ]
        return PitchHint(command, PitchReason.LEAD_TRUMP if higher else PitchReason.LEAD_TOP, trump)
    if beats(card, winning_card(view.trick, trump), trump):
        last = len(view.trick) == view.players - 1
        return PitchHint(command, PitchReason.TAKE_LAST if last else PitchReason.TAKE, trump)
    return PitchHint(command, PitchReason.DUCK, trump)
