"""A hint for the player of Pit: what a bot of the chosen level would do now, and why.

:class:`PitAdvisor` keeps a bot of the level (:func:`~pit_desktop.games.pit.bots.make_bot`'s strategies) on
the player's seat, told the same events the player sees (R-TRADE-3), and asks its judgement, never its tempo:
the bot's own choice of a target, of an offer to take and the cards to pay with, of a group to offer and
of when to step an offer down, run on the player's view. The advice leaves out the level's slips (an offer
it would never notice, the Bear it would forget, a corner noticed late), so it says what the level's
judgement would do, not the mistakes of its attention. It never asks the engine anything: it reads the view
it is given, so it needs no lock and never waits on the bots.

Pure Python, no Qt. One thread at a time (the window's GUI thread).
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from enum import Enum

from pit_desktop.core.bots.base import Level
from pit_desktop.games.pit.bots.hard import HardBot
from pit_desktop.games.pit.bots.levels import STYLES
from pit_desktop.games.pit.bots.trader import TraderBot
from pit_desktop.games.pit.engine import (
    BEAR,
    BULL,
    AcceptOffer,
    Card,
    ClaimCorner,
    Command,
    Commodity,
    Event,
    MakeOffer,
    OfferPosted,
    OfferWithdrawn,
    Phase,
    PlayerView,
    PublicOffer,
    WithdrawOffer,
    has_corner,
)

GIVES_LIKELY = 0.3
"""Hard's hint names the seat it takes an offer from as likely to be giving the target away when its
belief puts the chance that a card of that seat is the target at least this high."""


class PitReason(Enum):
    """Why the hint says what it says: one sentence each, worded by the window
    (``games/pit/ui/hint_words.py``)."""

    NO_HAND = "no_hand"
    """No hand is being played (before a deal, after a corner, after the game): nothing to advise."""
    SORTING = "sorting"
    """The cards are being sorted (R-DEAL-3): the commodity to collect once the market opens."""
    CORNER = "corner"
    """The hand holds a corner: ring the bell (R-CORNER-1, R-CORNER-2)."""
    TAKE = "take"
    """Take an offer, paying with cards of a commodity not collected (R-TRADE-4)."""
    TAKE_GIVER = "take_giver"
    """Take an offer from a seat that seems to be giving the target away (Hard's belief)."""
    TAKE_BEAR = "take_bear"
    """Take an offer and pass the Bear on with it (R-CORNER-3)."""
    OFFER_UNFED = "offer_unfed"
    """Offer a group of a commodity not collected, that nobody has been handing the player."""
    OFFER_SPARE = "offer_spare"
    """Offer a group of the commodity least wanted, though the player was handed some of it."""
    OFFER_BEAR = "offer_bear"
    """Offer a group with the Bear padded in, to be rid of it (R-TRADE-2, R-CORNER-3)."""
    OFFER_BULL = "offer_bull"
    """Offer a group with the Bull padded in: the corner is too far off to keep it (R-CORNER-2)."""
    STEP_DOWN = "step_down"
    """Withdraw an offer nobody took, to offer fewer cards (R-TRADE-5)."""
    WAIT_OFFER = "wait_offer"
    """Leave the offer up a little longer."""
    WAIT = "wait"
    """Nothing to take or to offer now: wait for an offer."""


@dataclass(frozen=True, slots=True)
class PitHint:
    """A hint: the command a bot of the level would give now, and its reason.

    Attributes:
        command: the suggested command (for the player's seat), or ``None`` to wait or when there is nothing
            to do.
        reason: why (:class:`PitReason`), the key of the sentence the window shows.
        target: the commodity the level would collect (``None`` before a hand or for a hand of the Bull and
            the Bear alone).
        commodity: the commodity the suggested cards are (offered or paid), or the corner's; ``None`` when
            no cards are named.
        count: cards offered, paid or held (the corner's, with the Bull), or 0.
        seat: the seat whose offer to take, or -1.
        seconds: the offer's age (:attr:`PitReason.STEP_DOWN`, :attr:`PitReason.WAIT_OFFER`) or the
            seconds to the market's opening (:attr:`PitReason.SORTING`), game seconds; 0 otherwise.
    """

    command: Command | None
    reason: PitReason
    target: Commodity | None = None
    commodity: Commodity | None = None
    count: int = 0
    seat: int = -1
    seconds: float = 0.0


def _commodity_of(cards: tuple[Card, ...]) -> Commodity | None:
    return next((c for c in cards if type(c) is Commodity), None)


class PitAdvisor:
    """The judgement of a bot of ``level`` on ``seat``, told what the player sees.

    Args:
        level: the level whose judgement the hints give (Easy, Medium or Hard; another level is advised as
            Medium).
        seat: the player's seat.

    Call :meth:`inform` with every event the seat may see, in order, :meth:`restart` with the seat's view
    once it is dealt its cards (as a bot's host does), :meth:`look` with each fresh view (so that the
    target's patience runs on the game's clock as a bot's does), and :meth:`advise` for a hint.
    """

    def __init__(self, level: Level, seat: int) -> None:
        self.level = level if level in STYLES else Level.MEDIUM
        style = dataclasses.replace(STYLES[self.level], miss_p=0.0, bear_keep_p=0.0, late_claim_p=0.0)
        # A fixed seed: the same position gets the same advice (Medium takes any payable offer at random).
        rng = random.Random(0)
        self.bot: TraderBot = (
            HardBot(seat, rng, style) if self.level is Level.HARD else TraderBot(seat, rng, style)
        )
        self.seat = seat
        self._dealt = False
        self._posted: dict[int, int] = {}  # the seat's own open offers: id -> count

    def restart(self, view: PlayerView) -> None:
        """The seat was dealt ``view``'s cards (R-DEAL-2): a fresh hand for the bot."""
        self.bot.restart(view)
        self._dealt = True
        self._posted.clear()

    def inform(self, event: Event) -> None:
        """An event the seat may see (R-TRADE-3): the bot's belief and what it was fed follow it; the
        seat's own offer withdrawn unmatched is followed by a smaller one (R-TRADE-5), as the bot's is."""
        self.bot.inform(event)
        match event:
            case OfferPosted(seat=seat) if seat == self.seat:
                self._posted[event.offer_id] = event.count
            case OfferWithdrawn(seat=seat) if seat == self.seat:
                count = self._posted.pop(event.offer_id, 0)
                if count:
                    self.bot._offer_cap = count - 1 if count > 1 else 4

    def look(self, view: PlayerView) -> None:
        """A fresh view of the seat: the bot's target follows it (its progress and its patience)."""
        if self._dealt and view.phase is Phase.OPEN:
            self.bot._choose_target(self.bot._hand(view), view.now_s)

    def advise(self, view: PlayerView) -> PitHint:
        """What a bot of the level would do on ``view`` (the seat's), and why.

        Returns:
            The hint: a command for the seat that the engine would take now (or ``None`` with the reason to
            wait), never one that breaks a rule it can see from the view (R-TRADE-2, R-TRADE-4).
        """
        bot = self.bot
        if not self._dealt or view.phase not in (Phase.SORTING, Phase.OPEN) or not view.hand:
            return PitHint(None, PitReason.NO_HAND)
        hand = bot._hand(view)
        now = view.now_s
        bot._last_own_trade(view)
        target = bot._choose_target(hand, now)
        if view.phase is Phase.SORTING:
            left = max(0.0, view.sort_ends_at_s - now)
            return PitHint(
                None, PitReason.SORTING, target, target, hand.get(target, 0) if target else 0, -1, left
            )
        if has_corner(hand, view.settings.bull_bear):
            corner = max((c for c in hand if type(c) is Commodity), key=lambda c: hand[c])
            count = hand[corner] + (hand.get(BULL, 0) if view.settings.bull_bear else 0)
            return PitHint(ClaimCorner(self.seat), PitReason.CORNER, target, corner, count)
        offers = [o for o in view.offers if o.seat != self.seat]
        accept = bot._choose_accept(view, offers, hand, target)
        if accept is not None:
            offer, pay, _ = accept
            return self._take(offer, pay, target)
        if view.my_offer is None:
            cards = bot._choose_offer(view, hand, target)
            if cards is None:
                return PitHint(None, PitReason.WAIT, target)
            return self._offer(cards, target)
        age = max(0.0, now - bot._posted_at(view))
        size = len(view.my_offer)
        if age >= bot.style.step_down_s * bot._factor():
            return PitHint(
                WithdrawOffer(self.seat),
                PitReason.STEP_DOWN,
                target,
                _commodity_of(view.my_offer),
                size,
                -1,
                age,
            )
        return PitHint(None, PitReason.WAIT_OFFER, target, _commodity_of(view.my_offer), size, -1, age)

    def _take(self, offer: PublicOffer, pay: tuple[Card, ...], target: Commodity | None) -> PitHint:
        reason = PitReason.TAKE
        belief = getattr(self.bot, "belief", None)
        if BEAR in pay:
            reason = PitReason.TAKE_BEAR
        elif target is not None and belief is not None and belief.gives(offer.seat, target) >= GIVES_LIKELY:
            reason = PitReason.TAKE_GIVER
        command = AcceptOffer(self.seat, offer.offer_id, pay)
        return PitHint(command, reason, target, _commodity_of(pay), offer.count, offer.seat)

    def _offer(self, cards: tuple[Card, ...], target: Commodity | None) -> PitHint:
        commodity = _commodity_of(cards)
        if BEAR in cards:
            reason = PitReason.OFFER_BEAR
        elif BULL in cards:
            reason = PitReason.OFFER_BULL
        elif commodity is not None and not self.bot.fed[commodity]:
            reason = PitReason.OFFER_UNFED
        else:
            reason = PitReason.OFFER_SPARE
        held = sum(1 for c in cards if c is commodity)
        return PitHint(MakeOffer(self.seat, cards), reason, target, commodity, held)
