"""The trading strategy shared by the Easy, Medium and Hard bots.

A :class:`TraderBot` collects one commodity (its *target*), offers groups of the others, accepts any offer it
can pay from cards it does not collect, steps an unmatched offer down (4→3→2→1), passes the Bear on at once,
keeps the Bull only when close to a corner, and rings the bell as soon as it holds a corner. A
:class:`Style` sets how well it does each of these things: the levels are styles
(``games/pit/bots/levels.py``), and Hard adds a belief about the other hands on top
(``games/pit/bots/hard.py``).

Two guards keep a table of bots from trading for ever without a corner: the target has hysteresis but
gives way when it stops growing (two bots collecting one commodity do not both hold on), and a bot does not
take back an offer posted by the player it just traded with, of the size it just gave him (that offer is
most likely its own cards coming back).

A bot is human in attention as well as in speed (all of it scaled by the table's
:class:`~pit_desktop.core.bots.pace.TablePace`, none of it in the hosts):

- it follows one thing at a time: an offer posted while it is busy with a command catches its eye only
  once that command is done, and some offers it never notices at all (``miss_p``); it sees only the offers
  it has noticed;
- it never bursts: at most ``burst_n`` commands in any ``burst_s`` seconds;
- after a trade it takes ``handle_s`` to look at the cards received before its next command, counted from
  the trade (read from its view, so both hosts time it alike).
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections import Counter, deque
from dataclasses import dataclass, field

from pit_desktop.core.bots.base import MIN_REACTION_S, MIN_WAIT_S, Level, Step
from pit_desktop.core.bots.pace import TablePace, miss_at, size_factor
from pit_desktop.core.bots.timing import ReactionTime
from pit_desktop.games.pit.bots.matching import SEEN_S
from pit_desktop.games.pit.engine import (
    BEAR,
    BULL,
    SUIT_SIZE,
    AcceptOffer,
    Card,
    CardsReceived,
    ClaimCorner,
    Command,
    Commodity,
    Event,
    MakeOffer,
    OfferPosted,
    OfferWithdrawn,
    PitError,
    PlayerView,
    PublicOffer,
    TradeCompleted,
    WithdrawOffer,
    has_corner,
)
from pit_desktop.games.pit.engine.legal import bear_may_join

IDLE_S = 2.0
"""How long a bot with nothing to do waits before looking again, seconds (it is woken earlier by news)."""

DONE_EPS_S = 0.01
"""A bot asked again this close to the time its last command was due takes that command as done (a host's
timer may fire a hair early); asked earlier, the command was dropped for a fresh step."""

NEVER = math.inf
"""The notice time of an offer a bot never notices."""

SEEN_AND_ANSWERED_S = SEEN_S
"""No bot takes an offer sooner than this after it appears, seconds: a person could not have seen it and
answered sooner, so no bot takes what a person had no chance at (the speed meter's figure for the same)."""

BOT_BELL = ReactionTime(mu_s=0.78, sigma_s=0.08, tau_s=0.30, hick_s=0.0)
"""The bell of Medium and Hard, from the trade that made the corner: as quick as a person's (the Human
seat's, median 1.0 s, 5th percentile 0.74 s); it once rang in a median 0.57 s, quicker than anyone at the
table could."""

BELL_AFTER_TRADE_S = 0.6
"""No bot rings a corner sooner than this after the trade that made it, seconds: a person sees nine of a
kind and reaches for the bell in about a second, never in less than this."""

_Spares = list[tuple[Commodity, int]]


@dataclass(frozen=True, slots=True)
class _HandScores:
    """What a bot's judgement reads of one hand, kept until the hand, what it was fed or its style changes.

    Attributes:
        hand: the multiset it was worked out from (compared by identity).
        style: the style it was scored with (compared by identity).
        scores: each commodity held, its score in cards (:meth:`TraderBot._score`).
        items: ``scores`` as pairs, in the hand's order (ties go to the first).
        most: the largest group of one commodity.
        second: the second largest.
        most_card: the commodity of the largest group (``None`` for a hand of Bull and Bear only).
        specials: how many of the Bull and the Bear the hand holds.
    """

    hand: Counter[Card]
    style: Style
    scores: dict[Commodity, float]
    items: tuple[tuple[Commodity, float], ...]
    most: int
    second: int
    most_card: Card | None
    specials: int


@dataclass(frozen=True, slots=True)
class Style:
    """How one level plays. Rates are probabilities per decision; scores are in cards.

    Attributes:
        level: the level this style plays.
        timing: reaction time of an ordinary decision (offer, accept, withdraw).
        claim_timing: reaction time from holding a corner to ringing the bell (R-CORNER-1).
        switch_margin: hysteresis: another commodity must score this many cards more than the target
            before the bot switches.
        fed_weight: score per card of a commodity received this hand ("everyone keeps giving me Corn").
        points_weight: score per 100 points of a commodity's value (R-SCORE-1).
        stall_per_s: score the target loses per second of game time without growing.
        step_down_s: an offer nobody took for this long is withdrawn and offered one card smaller.
        keep_bull_at: keep the Bull while holding at least this many of the target (R-CORNER-2).
        bear_keep_p: chance, per decision, of forgetting to pass the Bear on (a beginner's mistake).
        late_claim_p: chance of noticing one's own corner late.
        late_claim_s: how late, seconds (added to ``claim_timing``).
        handle_s: seconds to look at cards just received: after a trade, only the bell comes sooner.
        miss_p: chance that the bot never notices an offer.
        burst_n: at most this many commands in any ``burst_s`` seconds (0: no cap).
        burst_s: the window of the burst cap, seconds.
        size_tempo: how much shorter every delay is per seat below four, and how much longer per seat
            above four (fractions; :func:`~pit_desktop.core.bots.pace.size_factor`): a bigger table puts more
            bots in the race for each offer, and the levels stay about as hard for a person at any size.
        max_offer: the most cards it offers at once (its lots; the Bear padded in counts).
        max_accept: the largest offer it takes.
        tempo: how much longer every one of its delays is than its timings say (a multiplier): the level's
            tempo relative to the person at the table, on top of the pace, the table's size and speed
            matching.

    The timing fields (:data:`TIMING_FIELDS`) are what "equal timing" makes alike; the others are judgement.
    """

    level: Level
    timing: ReactionTime = field(default_factory=ReactionTime)
    claim_timing: ReactionTime = field(default_factory=lambda: BOT_BELL)
    switch_margin: float = 1.5
    fed_weight: float = 0.5
    points_weight: float = 0.5
    stall_per_s: float = 0.05
    step_down_s: float = 3.0
    keep_bull_at: int = 6
    bear_keep_p: float = 0.0
    late_claim_p: float = 0.0
    late_claim_s: float = 0.0
    handle_s: float = 1.0
    miss_p: float = 0.0
    burst_n: int = 0
    burst_s: float = 0.0
    size_tempo: tuple[float, float] = (0.0, 0.0)
    max_offer: int = 4
    max_accept: int = 4
    tempo: float = 1.0


TIMING_FIELDS = ("timing", "claim_timing", "handle_s", "miss_p", "burst_n", "burst_s", "size_tempo", "tempo")
"""The fields of a :class:`Style` that make up its speed and attention (the rest is judgement)."""


def with_timing_of(style: Style, other: Style) -> Style:
    """``style``'s judgement with ``other``'s speed and attention (:data:`TIMING_FIELDS`)."""
    return dataclasses.replace(style, **{name: getattr(other, name) for name in TIMING_FIELDS})


class TraderBot:
    """A :class:`~pit_desktop.core.bots.base.Bot` that plays a :class:`Style`. One host thread at a time.

    Args:
        seat: the seat it plays.
        rng: its source of randomness (reaction times, attention, mistakes, ties).
        style: how well it plays.
        pace: the table's pace, read at every decision (a change takes effect at the next step); ``None``
            plays at Standard.

    Attributes:
        chances: decisions where a mistake of the style was possible, by kind (``"bear"``, ``"claim"``).
        mistakes: the mistakes made, by the same kinds (for checking the rates).
    """

    answer_floor_s = SEEN_AND_ANSWERED_S
    """The soonest after an offer appears that this bot takes it, seconds."""
    bell_floor_s = BELL_AFTER_TRADE_S
    """The soonest after the trade that made its corner that this bot rings, seconds."""

    # The state of one hand, set again by _new_hand at every deal.
    target: Commodity | None
    fed: Counter[Commodity]
    _target_count: int
    _progress_at_s: float
    _offer_cap: int
    _last_partner: int
    _last_count: int
    _last_trade_s: float
    _trades_seen: int
    _max_pay: int
    _most: int
    _scores: dict[Commodity, float]
    _hand_cards: tuple[Card, ...] | None
    _hand_counts: Counter[Card]
    _hand_scores: _HandScores | None
    _spare_list: tuple[Counter[Card], Commodity | None, dict[Commodity, float], _Spares] | None
    _notice_at: dict[int, float]
    _due_at: float | None
    _acted: deque[float]

    def __init__(self, seat: int, rng: random.Random, style: Style, pace: TablePace | None = None) -> None:
        self.seat = seat
        self.rng = rng
        self.style = style
        self.pace = pace if pace is not None else TablePace()
        self.level: Level = style.level
        self._players = 0
        self._size_factor = 1.0
        self._miss_p = style.miss_p
        self.chances: Counter[str] = Counter()
        self.mistakes: Counter[str] = Counter()
        self._new_hand()

    # ------------------------------------------------------------------ the Bot protocol

    def restart(self, view: PlayerView) -> None:
        """A new hand: forget the last one and pick a target from the new cards."""
        self._seated(view.players)
        self._new_hand()
        self._choose_target(self._hand(view), view.now_s)

    def inform(self, event: Event) -> bool:
        """Note what was received and when offers catch the eye; wake for offers it could pay and for
        received cards."""
        match event:
            case OfferPosted():
                if event.seat == self.seat:
                    return False
                self._notice(event.offer_id, event.at_s)
                # Only an offer it could pay is worth a look (the hand changes only by trades, which wake it).
                return event.count <= self._max_pay
            case OfferWithdrawn() | TradeCompleted():
                self._notice_at.pop(event.offer_id, None)
                return False
            case CardsReceived() if event.seat == self.seat:
                self._received(event)
                self._max_pay = 4
                return True
        return False

    def refused(self, command: Command, error: PitError) -> None:
        """A refused command changes nothing; a lost race (R-TRADE-7) just means looking again."""

    def step(self, view: PlayerView) -> Step[Command]:
        """Claim a corner, else accept the best payable offer it has noticed, else offer a group, else
        wait."""
        hand = self._hand(view)
        now = view.now_s
        style = self.style
        if view.players != self._players:
            self._seated(view.players)
        self._settle(now)
        self._last_own_trade(view)
        target = self._choose_target(hand, now)
        if self._most >= SUIT_SIZE - 1 and has_corner(hand, view.settings.bull_bear):
            return self._claim(now)
        offers, next_notice = self._noticed(view, now)
        accept = self._choose_accept(view, offers, hand, target)
        if accept is not None:
            offer, pay, options = accept
            delay = style.timing.draw(self.rng, options)
            return self._act(
                AcceptOffer(self.seat, offer.offer_id, pay),
                delay,
                now,
                not_before=offer.posted_at_s + self.answer_floor_s,
            )
        factor = self._factor()
        if view.my_offer is None:
            cards = self._choose_offer(view, hand, target)
            if cards is None:
                return self._wait(IDLE_S * factor, next_notice, now)
            self._offer_cap = len(cards)
            return self._act(MakeOffer(self.seat, cards), style.timing.draw(self.rng, len(hand)), now)
        age = now - self._posted_at(view)
        step_down_s = style.step_down_s * factor
        if age >= step_down_s:
            size = len(view.my_offer)
            self._offer_cap = size - 1 if size > 1 else 4
            return self._act(WithdrawOffer(self.seat), style.timing.draw(self.rng), now)
        return self._wait(step_down_s - age, next_notice, now)

    # ------------------------------------------------------------------ timing and attention

    def _claim(self, now: float) -> Step[Command]:
        """Ring the bell (R-CORNER-1): after the level's bell time scaled by the bell factor, and never
        within :data:`BELL_AFTER_TRADE_S` of the trade that made the corner."""
        delay = self._claim_delay(now) * self._bell_factor() / self._factor()
        floor = self._last_trade_s + self.bell_floor_s if self._last_trade_s >= 0.0 else -NEVER
        return self._act(ClaimCorner(self.seat), delay, now, look=False, not_before=floor)

    def _seated(self, players: int) -> None:
        """Fit the tempo to a table of ``players`` seats: every delay and the attention
        (:func:`~pit_desktop.core.bots.pace.size_factor`, :func:`~pit_desktop.core.bots.pace.miss_at`)."""
        self._players = players
        self._size_factor = size_factor(self.style.size_tempo, players)
        self._miss_p = miss_at(self.style.miss_p, players)

    def _factor(self) -> float:
        """The multiplier of every ordinary delay now: the table's pace (1.0 at Standard) times its size's
        (1.0 at four seats) times speed matching's take factor (1.0 at fixed tempos)."""
        return self.pace.factor * self._size_factor * self.pace.match.take * self.style.tempo

    def _claim_delay(self, now: float) -> float:
        """Seconds from now to the bell, before the pace (R-CORNER-1)."""
        style = self.style
        delay = style.claim_timing.draw(self.rng)
        if style.late_claim_p and self._noticed_late():
            delay += style.late_claim_s
        return delay

    def _act(
        self, command: Command, delay_s: float, now: float, look: bool = True, not_before: float = -NEVER
    ) -> Step[Command]:
        """The step that submits ``command`` after ``delay_s`` (scaled by the pace, never under the
        reaction floor), after a look at cards just received (``look``), within the burst cap, and never
        before ``not_before`` (clock seconds), kept :data:`DONE_EPS_S` past it."""
        style = self.style
        factor = self._factor()
        start = now
        if look and self._last_trade_s >= 0.0:
            start = max(now, self._last_trade_s + style.handle_s * self._look_factor())
        # a host's timer may fire a hair early (DONE_EPS_S): a floor is kept past it (no take at 0.797 s)
        due = max(start + max(MIN_REACTION_S, delay_s * factor), not_before + DONE_EPS_S)
        acted = self._acted
        if style.burst_n > 0 and len(acted) >= style.burst_n:
            due = max(due, acted[0] + style.burst_s * factor)
        self._due_at = due
        return Step(command, due - now)

    def _look_factor(self) -> float:
        """The multiplier of the look at cards received: pace, size and speed matching's look factor."""
        return self.pace.factor * self._size_factor * self.pace.match.look * self.style.tempo

    def _bell_factor(self) -> float:
        """The multiplier of the bell: pace, size and speed matching's bell factor."""
        return self.pace.factor * self._size_factor * self.pace.match.bell * self.style.tempo

    def _wait(self, wait_s: float, next_notice: float, now: float) -> Step[Command]:
        """Wait ``wait_s``, or until the next offer catches the eye if sooner."""
        self._due_at = None
        return Step(None, max(MIN_WAIT_S, min(wait_s, next_notice - now)))

    def _settle(self, now: float) -> None:
        """Asked again: the last command was done if it was due by now, else the host dropped it."""
        due = self._due_at
        if due is not None:
            if now >= due - DONE_EPS_S:
                self._acted.append(due)
            self._due_at = None

    def _busy_until(self) -> float:
        """When the command under way is due (the bot's hands are full until then), or minus infinity."""
        return self._due_at if self._due_at is not None else -NEVER

    def _notice(self, offer_id: int, posted_at_s: float) -> float:
        """When offer ``offer_id`` catches the eye: when it is posted if the bot is watching the floor, once
        its hands are free if it is busy with a command (one thing at a time), or never (``miss_p``)."""
        if self._miss_p and self.rng.random() < self._miss_p:
            at = NEVER
        else:
            at = max(posted_at_s, self._busy_until())
        self._notice_at[offer_id] = at
        return at

    def _noticed(self, view: PlayerView, now: float) -> tuple[list[PublicOffer], float]:
        """The other seats' offers the bot has noticed by ``now``, and when the next one will catch its eye
        (infinity if none). An offer whose news has not reached the bot yet is timed on sight."""
        seen: list[PublicOffer] = []
        upcoming = NEVER
        notice_at = self._notice_at
        for offer in view.offers:
            if offer.seat == self.seat:
                continue
            at = notice_at.get(offer.offer_id)
            if at is None:
                at = self._notice(offer.offer_id, offer.posted_at_s)
            if at <= now:
                seen.append(offer)
            elif at < upcoming:
                upcoming = at
        return seen, upcoming

    # ------------------------------------------------------------------ state

    def _new_hand(self) -> None:
        self.target = None
        self.fed = Counter()
        self._target_count = 0
        self._progress_at_s = 0.0
        self._offer_cap = 4
        self._last_partner = -1
        self._last_count = 0
        self._last_trade_s = -1.0
        self._trades_seen = 0
        self._max_pay = 4
        self._most = 0
        self._scores = {}
        self._hand_cards = None
        self._hand_counts = Counter()
        self._hand_scores = None
        self._spare_list = None
        self._notice_at = {}
        self._due_at = None
        self._acted = deque(maxlen=max(1, self.style.burst_n))

    def _hand(self, view: PlayerView) -> Counter[Card]:
        """The bot's cards as a multiset, counted again only when the view's hand changed (a trade).

        The engine hands out the same sorted tuple until the seat's cards change, so an unchanged hand is
        recognised by identity; the multiset is only read, never changed.
        """
        cards = view.hand
        if cards is not self._hand_cards:
            self._hand_cards = cards
            self._hand_counts = Counter(cards)
        return self._hand_counts

    def _received(self, event: CardsReceived) -> None:
        for card in event.cards:
            if type(card) is Commodity:
                self.fed[card] += 1
                self._hand_scores = None
        self._traded(event.from_seat, len(event.cards), event.at_s)

    def _last_own_trade(self, view: PlayerView) -> None:
        """Read the bot's latest trade of the hand from its view: its partner, its size and its time.

        From the view, not from the trade's events, so that a host which asks before delivering them
        (the window's) and one that delivers first (the simulator's) time the bot alike.
        """
        trades = view.trades
        if len(trades) == self._trades_seen:
            return
        seen, self._trades_seen = self._trades_seen, len(trades)
        seat = self.seat
        for trade in reversed(trades[seen:]):
            if trade.offerer == seat or trade.accepter == seat:
                partner = trade.accepter if trade.offerer == seat else trade.offerer
                self._traded(partner, trade.count, trade.at_s)
                return

    def _traded(self, partner: int, count: int, at_s: float) -> None:
        """The bot traded ``count`` cards with ``partner`` at ``at_s`` (seen in its view or its news)."""
        if at_s >= self._last_trade_s:
            self._last_partner, self._last_count, self._last_trade_s = partner, count, at_s
            self._offer_cap = 4

    def _noticed_late(self) -> bool:
        self.chances["claim"] += 1
        if self.rng.random() < self.style.late_claim_p:
            self.mistakes["claim"] += 1
            return True
        return False

    @staticmethod
    def _posted_at(view: PlayerView) -> float:
        for offer in view.offers:
            if offer.offer_id == view.my_offer_id:
                return offer.posted_at_s
        return view.now_s

    # ------------------------------------------------------------------ judgement (overridden by Hard)

    def _score(self, commodity: Commodity, held: int) -> float:
        """How much the bot wants to collect ``commodity`` holding ``held`` of it, in cards."""
        style = self.style
        return held + style.fed_weight * self.fed[commodity] + style.points_weight * commodity.points / 100

    def _scored(self, hand: Counter[Card]) -> _HandScores:
        """Each commodity's score (:meth:`_score`) in ``hand`` and its two largest groups; worked out again
        only when the hand, what it was fed or the style changed, since neither the time nor the target
        enters it."""
        cached = self._hand_scores
        style = self.style
        if cached is not None and cached.hand is hand and cached.style is style:
            return cached
        scores: dict[Commodity, float] = {}
        fed, fed_w, points_w = self.fed, style.fed_weight, style.points_weight / 100
        most = second = 0  # the two largest groups, for the corner check and the largest payable offer
        most_card: Card | None = None
        for card, held in hand.items():
            if type(card) is not Commodity:
                continue
            if held > most:
                most, second, most_card = held, most, card
            elif held > second:
                second = held
            scores[card] = held + fed_w * fed[card] + points_w * card.points
        specials = (BEAR in hand) + (BULL in hand)
        cached = self._hand_scores = _HandScores(
            hand, style, scores, tuple(scores.items()), most, second, most_card, specials
        )
        return cached

    def _choose_target(self, hand: Counter[Card], now: float) -> Commodity | None:
        """Pick the commodity to corner: best score, the current target favoured by ``switch_margin``."""
        style = self.style
        current = self.target
        if current is not None:
            held = hand.get(current, 0)
            if held > self._target_count:
                self._progress_at_s = now
            self._target_count = held
        scored = self._scored(hand)
        best: Commodity | None = None
        best_score = -1e9
        for card, score in scored.items:
            if card is current:
                score += style.switch_margin - style.stall_per_s * (now - self._progress_at_s)
            if score > best_score:
                best, best_score = card, score
        if best is not current:
            self.target = best
            self._target_count = hand.get(best, 0) if best is not None else 0
            self._progress_at_s = now
        self._scores = scored.scores
        self._most = scored.most
        self._max_pay = (scored.second if scored.most_card is best else scored.most) + scored.specials
        return best

    def bull_keep_at(self, keep_at: float) -> float:
        """How many of its target this bot must hold to keep the Bull for later, from its level's ``keep_at``
        and the person at the table: against a person who passes the Bull on (speed matching's
        :attr:`~pit_desktop.core.bots.pace.SpeedFactors.bull`, 0 to 1) it moves toward eight, the count at
        which the Bull makes a corner at once (R-CORNER-2), so that the table hoards the Bull no more than
        the person does. With fixed tempos, or against a person who keeps it, ``keep_at`` itself."""
        bull = self.pace.match.bull
        return keep_at + bull * (SUIT_SIZE - 1 - keep_at) if bull > 0.0 else keep_at

    def _keeps_bull(self, hand: Counter[Card], target: Commodity | None) -> bool:
        """Whether the Bull is worth keeping: only when close to a corner (R-CORNER-2)."""
        return target is not None and hand.get(target, 0) >= self.bull_keep_at(self.style.keep_bull_at)

    def _passes_bear(self) -> bool:
        """Whether the Bear goes out with this trade (a beginner sometimes forgets, R-CORNER-3)."""
        if not self.style.bear_keep_p:
            return True
        self.chances["bear"] += 1
        if self.rng.random() < self.style.bear_keep_p:
            self.mistakes["bear"] += 1
            return False
        return True

    def _specials(self, view: PlayerView, hand: Counter[Card], target: Commodity | None) -> list[Card]:
        """The Bull/Bear this bot is ready to give away now, Bear first."""
        out: list[Card] = []
        if hand.get(BEAR, 0) and self._passes_bear():
            out.append(BEAR)
        if hand.get(BULL, 0) and not self._keeps_bull(hand, target):
            out.append(BULL)
        return out

    def _offer_specials(self, view: PlayerView, hand: Counter[Card], target: Commodity | None) -> list[Card]:
        """The Bull/Bear this bot pads into its own offer: those it will give away (:meth:`_specials`)."""
        return self._specials(view, hand, target)

    def _spares(
        self, hand: Counter[Card], target: Commodity | None, to_seat: int
    ) -> list[tuple[Commodity, int]]:
        """Commodities the bot will give away (to ``to_seat``, -1 for an offer), least wanted first. The
        list is shared between calls while the hand, the target and the scores stay the same: read only."""
        cached = self._spare_list
        scores = self._scores
        if cached is not None and cached[0] is hand and cached[1] is target and cached[2] is scores:
            return cached[3]
        spares = [(c, n) for c, n in hand.items() if type(c) is Commodity and c is not target]
        spares.sort(key=lambda cn: scores.get(cn[0]) or self._score(cn[0], cn[1]))
        self._spare_list = (hand, target, scores, spares)
        return spares

    def _pay(
        self,
        view: PlayerView,
        hand: Counter[Card],
        target: Commodity | None,
        count: int,
        to_seat: int,
        specials: list[Card],
    ) -> tuple[Card, ...] | None:
        """``count`` cards the bot will hand ``to_seat`` (R-TRADE-2, R-TRADE-4), or ``None``."""
        if specials:
            bear_ok = bear_may_join(count, view.settings)
            extra = tuple([s for s in specials if s is not BEAR or bear_ok][:count])
            if len(extra) == count:
                return extra
        else:
            extra = ()
        need = count - len(extra)
        for commodity, held in self._spares(hand, target, to_seat):
            if held >= need:
                return (commodity,) * need + extra
        return None

    def _acceptable(self, view: PlayerView, offer: PublicOffer) -> bool:
        """Whether to consider ``offer`` at all: not one's own cards coming straight back."""
        return not (
            offer.seat == self._last_partner
            and offer.count == self._last_count
            and offer.posted_at_s >= self._last_trade_s
        )

    def _choose_accept(
        self,
        view: PlayerView,
        offers: list[PublicOffer],
        hand: Counter[Card],
        target: Commodity | None,
    ) -> tuple[PublicOffer, tuple[Card, ...], int] | None:
        """The offer to accept among ``offers`` (the other seats' offers it has noticed) and the cards to
        pay with, plus how many options were weighed."""
        payable: list[tuple[PublicOffer, tuple[Card, ...]]] = []
        specials: list[Card] | None = None
        max_pay = self._max_pay
        max_pay = min(max_pay, self.style.max_accept)
        for offer in offers:
            if offer.count > max_pay or not self._acceptable(view, offer):
                continue
            if specials is None:
                specials = self._specials(view, hand, target)
            pay = self._pay(view, hand, target, offer.count, offer.seat, specials)
            if pay is not None:
                payable.append((offer, pay))
        if not payable:
            return None
        offer, pay = self._pick(payable, hand, target)
        return offer, pay, len(payable)

    def _pick(
        self,
        payable: list[tuple[PublicOffer, tuple[Card, ...]]],
        hand: Counter[Card],
        target: Commodity | None,
    ) -> tuple[PublicOffer, tuple[Card, ...]]:
        """Which payable offer to take: whichever catches the eye (each equally likely)."""
        best = payable[0]
        for options, candidate in enumerate(payable[1:], start=2):
            if self.rng.random() * options < 1.0:
                best = candidate
        return best

    def _choose_offer(
        self, view: PlayerView, hand: Counter[Card], target: Commodity | None
    ) -> tuple[Card, ...] | None:
        """A group of one spare commodity, at most ``_offer_cap`` cards, the Bear padded in (R-TRADE-2)."""
        cap = min(self._offer_cap, self.style.max_offer)
        specials = self._offer_specials(view, hand, target)
        spares = self._spares(hand, target, -1)
        best: tuple[Card, ...] | None = None
        for commodity, held in spares:
            extra = specials[: max(0, cap - 1)] if held else specials[:cap]
            take = min(held, cap - len(extra))
            cards = (commodity,) * take + tuple(extra)
            if BEAR in cards and not bear_may_join(len(cards), view.settings):
                cards = (commodity,) * min(held, cap)
            if cards and (best is None or len(cards) > len(best)):
                best = cards
        if best is None and specials:
            best = self._pay(view, hand, target, min(cap, len(specials)), -1, specials)
        if best is None and BEAR in hand and target is not None:
            # V-BEAR-3 with nothing else to spare: break the target to shed the Bear (R-CORNER-3).
            best = (target,) * min(2, hand[target]) + (BEAR,)
        return best
