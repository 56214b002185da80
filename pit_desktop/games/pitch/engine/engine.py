"""The engine: one game of Pitch, a monitor safe to call from many threads.

Time and chance come from outside (a clock callable and a seeded ``random.Random``); the engine never
sleeps and owns no timers. The same seed, commands and times give the same game (replays rely on it).
Every command goes in through :meth:`PitchEngine.submit`, which applies it atomically or raises the
:class:`~pit_desktop.games.pitch.engine.errors.PitchError` that :meth:`PitchEngine.why_not` would return.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pit_desktop.games.pitch.engine import rules
from pit_desktop.games.pitch.engine.cards import DEAL_PACKET, DECK, HAND_SIZE, Card, Suit, sorted_hand
from pit_desktop.games.pitch.engine.commands import (
    Bid,
    Command,
    DealHand,
    Pass,
    PitchCard,
    PlayCard,
    SeatCommand,
    SettleUp,
    ShootMoon,
    TakeBack,
)
from pit_desktop.games.pitch.engine.errors import (
    CountedGameError,
    DealError,
    GameOverError,
    HandInPlayError,
    HandNotOverError,
    HandOverTakeBackError,
    NoHandError,
    NotMoneyGameError,
    PitchError,
    PlayedSinceError,
    TakeBackError,
    UnknownSeatError,
)
from pit_desktop.games.pitch.engine.events import (
    AuctionWon,
    BidMade,
    CardPlayed,
    CardsDealt,
    Event,
    GameWon,
    HandDealt,
    HandScored,
    HandThrownIn,
    MoonShot,
    Passed,
    Settled,
    TakenBack,
    TrickWon,
    TrumpSet,
)
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Call, Phase, Trick
from pit_desktop.games.pitch.engine.view import PitchView

Listener = Callable[[Event], None]
"""Called with each event, in ``seq`` order, while the engine's lock is held: it must only hand the
event on (emit a queued signal, append to a queue) and never call back into the engine."""


@dataclass(frozen=True, slots=True)
class LoggedCommand:
    """One command submitted during a hand, with its time and, if refused, why.

    Attributes:
        at_s: clock time of submission, seconds.
        command: the command.
        reason: the refusal's short reason (e.g. ``"renege"``), or ``None`` if it was applied.
    """

    at_s: float
    command: Command
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class PitchHandLog:
    """Everything needed to replay one hand: the state before it, the deal (P-DEAL-2), every command.

    Attributes:
        settings: the game's settings.
        hand_no: the hand's number in its game.
        dealer: the dealing seat.
        scores_before: scores when the hand was dealt.
        moons_before: ``(made, failed)`` moons of each seat when the hand was dealt.
        dealt_at_s: clock time of the deal, seconds.
        deal: each seat's six cards as dealt, sorted.
        commands: every command after the deal, in order (a Money Game's settling up included).
    """

    settings: PitchSettings
    hand_no: int
    dealer: int
    scores_before: tuple[int, ...]
    moons_before: tuple[tuple[int, int], ...]
    dealt_at_s: float
    deal: tuple[tuple[Card, ...], ...]
    commands: tuple[LoggedCommand, ...]


class PitchEngine:
    """One game of Pitch. Thread-safe: every public method and property takes one lock (a monitor).

    Args:
        settings: the game's settings; validated here.
        seed: seeds the engine's own ``random.Random`` (first dealer, shuffles).
        rng: use this generator instead of one made from ``seed``.
        clock: returns the current time in seconds; defaults to ``time.monotonic``.
        first_dealer: the first dealer; drawn at random when ``None`` (P-DEAL-1).
        scores: starting scores (for replays of a later hand); zeros when ``None``.
        moons: starting ``(made, failed)`` moons of each seat (Money Game replays); zeros when ``None``.
        hands_played: deals already made in this game (a resumed game): the first deal is hand
            ``hands_played + 1``.

    Raises:
        ValueError: bad settings, or a ``first_dealer``, ``scores``, ``moons`` or ``hands_played`` that do
            not fit them.
    """

    def __init__(
        self,
        settings: PitchSettings,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        clock: Callable[[], float] | None = None,
        first_dealer: int | None = None,
        scores: Sequence[int] | None = None,
        moons: Sequence[tuple[int, int]] | None = None,
        hands_played: int = 0,
    ) -> None:
        self.settings = settings.validated()
        n = settings.players
        self._rng = rng if rng is not None else random.Random(seed)
        self._clock = clock if clock is not None else time.monotonic
        self._lock = threading.Lock()
        self._listeners: list[Listener] = []
        if first_dealer is None:
            first_dealer = self._rng.randrange(n)
        if type(first_dealer) is not int or not 0 <= first_dealer < n:
            raise ValueError(f"no seat {first_dealer!r} at a table of {n}")
        if scores is not None and (len(scores) != n or any(type(s) is not int for s in scores)):
            raise ValueError(f"need {n} whole-number scores, not {list(scores)!r}")
        if moons is not None and (
            len(moons) != n or any(len(m) != 2 or any(type(x) is not int or x < 0 for x in m) for m in moons)
        ):
            raise ValueError(f"need {n} pairs of moon counts, not {list(moons)!r}")
        if type(hands_played) is not int or hands_played < 0:
            raise ValueError(f"hands played must be a whole number from 0, not {hands_played!r}")
        self._dealer = first_dealer
        self._scores = list(scores) if scores is not None else [0] * n
        self._moons = [list(m) for m in moons] if moons is not None else [[0, 0] for _ in range(n)]
        self._phase = Phase.READY
        self._hand_no = hands_played
        self._winner = -1
        self._seq = 0
        self._hands: list[list[Card]] = [[] for _ in range(n)]
        self._deal: tuple[tuple[Card, ...], ...] = ()
        self._calls: list[Call] = []
        self._pitcher = -1
        self._bid = 0
        self._moon = False
        self._trump: Suit | None = None
        self._trick: list[tuple[int, Card]] = []
        self._tricks: list[Trick] = []
        self._turn = -1
        self._last_hand: HandScored | None = None
        self._log: list[LoggedCommand] = []
        self._dealt_at_s = 0.0
        self._dealer_of_hand = first_dealer
        self._scores_before: tuple[int, ...] = tuple(self._scores)
        self._moons_before: tuple[tuple[int, int], ...] = self._moon_counts()
        self._undo: tuple[int, SeatCommand, tuple[object, ...]] | None = None
        """The last seat command of the hand, its seat and the hand as it stood before it (P-UNDO-1)."""

    # ------------------------------------------------------------------ public API

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener`` with every future event, in ``seq`` order (see :data:`Listener`). The private
        :class:`CardsDealt` goes to every listener too: hosts filter with ``visible_to``. Any thread."""
        with self._lock:
            self._listeners.append(listener)

    def submit(self, command: Command) -> tuple[Event, ...]:
        """Apply ``command`` atomically, at the clock's current time. Any thread.

        Returns:
            The events it caused, in ``seq`` order (also sent to every listener).

        Raises:
            PitchError: the subclass :meth:`why_not` names; nothing changed.
            TypeError: ``command`` is not a Pitch command.
        """
        with self._lock:
            now = float(self._clock())
            error = self._why_not(command)
            logged = not isinstance(command, DealHand) and bool(self._deal)
            if error is not None:
                if logged:
                    self._log.append(LoggedCommand(now, command, error.reason))
                raise error
            out: list[Event] = []
            if isinstance(command, Pass | Bid | ShootMoon | PitchCard | PlayCard):
                self._undo = (command.seat, command, self._snapshot())
            elif not isinstance(command, TakeBack):
                self._undo = None
            match command:
                case DealHand(deal=deal):
                    self._deal_hand(deal, now, out)
                case Pass(seat=seat):
                    self._call(Call(seat, 0), now, out)
                case Bid(seat=seat, amount=amount):
                    best = rules.high_call(self._calls)
                    steal = best is not None and best.amount == amount and not best.moon
                    self._call(Call(seat, amount, steal=steal), now, out)
                case ShootMoon(seat=seat):
                    self._call(Call(seat, 4, moon=True), now, out)
                case PitchCard(seat=seat, card=card):
                    self._call(Call(seat, 4, pitched=True), now, out)
                    self._play(seat, card, now, out)
                case PlayCard(seat=seat, card=card):
                    self._play(seat, card, now, out)
                case SettleUp():
                    self._settle(now, out)
                case TakeBack(seat=seat):
                    self._take_back(seat, now, out)
            if logged:
                self._log.append(LoggedCommand(now, command))
            for event in out:
                for listener in self._listeners:
                    listener(event)
            return tuple(out)

    def why_not(self, command: Command) -> PitchError | None:
        """Why ``command`` would be refused now, or ``None`` if :meth:`submit` would apply it. Any thread.

        Raises:
            TypeError: ``command`` is not a Pitch command.
        """
        with self._lock:
            return self._why_not(command)

    def legal_commands(self, seat: int) -> tuple[SeatCommand, ...]:
        """Every command ``seat`` may make now (see :meth:`PitchView.legal_commands`). Any thread.

        Raises:
            UnknownSeatError: no such seat.
        """
        return self.view(seat).legal_commands()

    def view(self, seat: int) -> PitchView:
        """What ``seat`` may see now: its own hand and public facts only. Any thread.

        Raises:
            UnknownSeatError: no such seat.
        """
        with self._lock:
            if type(seat) is not int or not 0 <= seat < self.settings.players:
                raise UnknownSeatError(f"no seat {seat!r} at a table of {self.settings.players}")
            return self._view(seat)

    @property
    def phase(self) -> Phase:
        """Where the game stands."""
        with self._lock:
            return self._phase

    @property
    def dealer(self) -> int:
        """The dealer of the current hand, or of the next between hands (P-DEAL-1)."""
        with self._lock:
            return self._dealer

    @property
    def hand_no(self) -> int:
        """The current (or last) deal, 1-based; before the first, the hands played before (0 in a new
        game, see ``hands_played``) (P-DEAL-2)."""
        with self._lock:
            return self._hand_no

    @property
    def last_seq(self) -> int:
        """The ``seq`` of the last event so far, 0 before the first. Any thread. Told an event whose ``seq``
        is this, a listener knows it has the last of the command's events and the state after them (no
        other command has been applied since)."""
        with self._lock:
            return self._seq

    @property
    def turn(self) -> int:
        """The seat to speak or play, or -1 when nobody is to (P-BID-1, P-PLAY-1, P-PLAY-3)."""
        with self._lock:
            return self._turn

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's points (P-SCORE-3)."""
        with self._lock:
            return tuple(self._scores)

    @property
    def moons(self) -> tuple[tuple[int, int], ...]:
        """``(made, failed)`` moons of each seat (P-SCORE-4)."""
        with self._lock:
            return self._moon_counts()

    @property
    def winner(self) -> int | None:
        """The winner of the Auction game once it is over (P-WIN-1), else ``None``."""
        with self._lock:
            return self._winner if self._winner >= 0 else None

    def now(self) -> float:
        """The clock's current time, seconds (a kept hand's time played is measured on it). Any thread."""
        return float(self._clock())

    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards, sorted. For tests, replays and the end-of-hand display only: never give
        this to a bot or show it to a player mid-hand. Any thread."""
        with self._lock:
            return tuple(sorted_hand(h) for h in self._hands)

    def hand_log(self) -> PitchHandLog:
        """The current (or last) hand's deal and commands, for a hand record. Any thread.

        Raises:
            NoHandError: no hand has been dealt yet (by this engine: a resumed game's earlier hands are not
                its own).
        """
        with self._lock:
            if not self._deal:
                raise NoHandError("no hand has been dealt yet")
            return PitchHandLog(
                settings=self.settings,
                hand_no=self._hand_no,
                dealer=self._dealer_of_hand,
                scores_before=self._scores_before,
                moons_before=self._moons_before,
                dealt_at_s=self._dealt_at_s,
                deal=self._deal,
                commands=tuple(self._log),
            )

    # ------------------------------------------------------------------ checks

    def _why_not(self, command: Command) -> PitchError | None:
        match command:
            case DealHand(deal=deal):
                if self._phase is Phase.GAME_OVER:
                    return GameOverError("the game is over", rule=self._end_rule())
                if self._phase is not Phase.READY:
                    return HandInPlayError("a hand is in play: the deal passes when it is over")
                return None if deal is None else self._deal_error(deal)
            case SettleUp():
                if self._phase is Phase.GAME_OVER:
                    return GameOverError("the game is over", rule=self._end_rule())
                if not self.settings.money:
                    return NotMoneyGameError("only the Money Game is settled: this game is won at the target")
                if self._phase is not Phase.READY:
                    return HandNotOverError("players settle up between hands, not during one")
                return None
            case (
                Pass(seat=seat)
                | Bid(seat=seat)
                | ShootMoon(seat=seat)
                | PitchCard(seat=seat)
                | PlayCard(seat=seat)
            ):
                n = self.settings.players
                if type(seat) is not int or not 0 <= seat < n:
                    return UnknownSeatError(f"no seat {seat!r} at a table of {n} (seats 0 to {n - 1})")
                return rules.why_not(self._view(seat), command)
            case TakeBack(seat=seat):
                return self._why_not_take_back(seat)
        raise TypeError(f"not a Pitch command: {command!r}")

    def _why_not_take_back(self, seat: object) -> PitchError | None:
        """P-UNDO-1: the seat's last call or card, if no one has called or played since, in a hand still
        being bid or played, in a game that is not counted (PV-COUNTED)."""
        n = self.settings.players
        if type(seat) is not int or not 0 <= seat < n:
            return UnknownSeatError(f"no seat {seat!r} at a table of {n} (seats 0 to {n - 1})")
        if self.settings.counted:
            return CountedGameError("a counted game takes nothing back", seat=seat)
        if self._phase not in (Phase.BIDDING, Phase.PLAYING):
            return HandOverTakeBackError("no hand is being played: a hand over stands", seat=seat)
        undo = self._undo
        if undo is None:
            return TakeBackError("there is no call or card of yours to take back", seat=seat)
        if undo[0] != seat:
            return PlayedSinceError("another player has called or played since", seat=seat)
        return None

    def _end_rule(self) -> str:
        return "P-WIN-2" if self.settings.money else "P-WIN-1"

    def _deal_error(self, deal: object) -> DealError | None:
        """P-DEAL-2: a rigged deal is six different cards for each seat."""
        n = self.settings.players
        if not isinstance(deal, tuple | list) or not all(isinstance(h, tuple | list) for h in deal):
            return DealError(f"a deal is one list of cards per seat, not {deal!r}")
        if len(deal) != n:
            return DealError(f"a deal needs {n} hands, not {len(deal)}")
        seen: set[Card] = set()
        for seat, hand in enumerate(deal):
            if len(hand) != HAND_SIZE:
                return DealError(f"seat {seat} holds {len(hand)} cards, not {HAND_SIZE}")
            for c in hand:
                if not isinstance(c, Card):
                    return DealError(f"seat {seat} was dealt {c!r}, which is not a card")
                if c in seen:
                    return DealError(f"{c} is dealt twice")
                seen.add(c)
        return None

    # ------------------------------------------------------------------ applying

    def _next_seq(self) -> int:
        self._seq += 1
        return self._seq

    def _moon_counts(self) -> tuple[tuple[int, int], ...]:
        return tuple((m[0], m[1]) for m in self._moons)

    def _view(self, seat: int) -> PitchView:
        return PitchView(
            seat=seat,
            settings=self.settings,
            phase=self._phase,
            now_s=float(self._clock()),
            hand_no=self._hand_no,
            dealer=self._dealer,
            hand=sorted_hand(self._hands[seat]),
            hand_sizes=tuple(len(h) for h in self._hands),
            scores=tuple(self._scores),
            moons=self._moon_counts(),
            turn=self._turn,
            calls=tuple(self._calls),
            pitcher=self._pitcher,
            bid=self._bid,
            moon=self._moon,
            trump=self._trump,
            trick=tuple(self._trick),
            tricks=tuple(self._tricks),
            last_hand=self._last_hand,
            winner=self._winner,
        )

    def _deal_hand(self, rigged: tuple[tuple[Card, ...], ...] | None, now: float, out: list[Event]) -> None:
        """P-DEAL-1, P-DEAL-2: shuffle and deal six each, three at a time, from the dealer's left."""
        n = self.settings.players
        if rigged is None:
            deck = list(DECK)
            self._rng.shuffle(deck)
            dealt: list[list[Card]] = [[] for _ in range(n)]
            pos = 0
            for _ in range(HAND_SIZE // DEAL_PACKET):
                for i in range(n):
                    dealt[(self._dealer + 1 + i) % n].extend(deck[pos : pos + DEAL_PACKET])
                    pos += DEAL_PACKET
            deal = tuple(sorted_hand(h) for h in dealt)
        else:
            deal = tuple(sorted_hand(h) for h in rigged)
        self._hand_no += 1
        self._dealer_of_hand = self._dealer
        self._deal = deal
        self._hands = [list(h) for h in deal]
        self._calls = []
        self._pitcher, self._bid, self._moon, self._trump = -1, 0, False, None
        self._trick, self._tricks = [], []
        self._phase = Phase.BIDDING
        self._turn = (self._dealer + 1) % n
        self._dealt_at_s = now
        self._scores_before = tuple(self._scores)
        self._moons_before = self._moon_counts()
        self._log = []
        out.append(HandDealt(self._next_seq(), now, self._hand_no, self._dealer, (HAND_SIZE,) * n))
        for seat, hand in enumerate(deal):
            out.append(CardsDealt(self._next_seq(), now, seat, hand))

    def _call(self, call: Call, now: float, out: list[Event]) -> None:
        """P-BID-1..4: one call; the auction ends after the dealer, a 4 (Auction game) or a moon."""
        self._calls.append(call)
        if call.moon:
            out.append(MoonShot(self._next_seq(), now, call.seat))
        elif call.amount:
            out.append(BidMade(self._next_seq(), now, call.seat, call.amount, call.steal, call.pitched))
        else:
            out.append(Passed(self._next_seq(), now, call.seat))
        n = self.settings.players
        if not rules.ends_auction(call, self.settings.money) and len(self._calls) < n:
            self._turn = (call.seat + 1) % n
            return
        best = rules.high_call(self._calls)
        if best is None:  # everyone passed, the dealer not stuck (PV-STICK off): the same dealer deals again
            self._phase, self._turn = Phase.READY, -1
            out.append(HandThrownIn(self._next_seq(), now, self._hand_no, self._dealer))
            return
        self._pitcher, self._bid, self._moon = best.seat, best.amount, best.moon
        self._phase, self._turn = Phase.PLAYING, best.seat
        out.append(AuctionWon(self._next_seq(), now, best.seat, best.amount, best.moon))

    def _play(self, seat: int, card: Card, now: float, out: list[Event]) -> None:
        """P-PLAY-1..3: the card goes to the trick; the first lead sets trump; a full trick is taken."""
        n = self.settings.players
        self._hands[seat].remove(card)
        self._trick.append((seat, card))
        out.append(CardPlayed(self._next_seq(), now, seat, card, len(self._tricks) + 1))
        if self._trump is None:
            self._trump = card.suit
            out.append(TrumpSet(self._next_seq(), now, card.suit))
        if len(self._trick) < n:
            self._turn = (seat + 1) % n
            return
        plays = tuple(self._trick)
        winner = rules.trick_winner(plays, self._trump)
        self._tricks.append(Trick(plays, winner))
        self._trick = []
        self._turn = winner
        out.append(TrickWon(self._next_seq(), now, len(self._tricks), winner, plays))
        if len(self._tricks) == HAND_SIZE:
            self._score(now, out)

    def _score(self, now: float, out: list[Event]) -> None:
        """P-SCORE-1..4 and P-WIN-1: score the hand, pass the deal, and see whether the pitcher won."""
        assert self._trump is not None
        s = self.settings
        points = rules.score_points(
            self._deal, [(t.plays, t.winner) for t in self._tricks], self._trump, s.low_to_holder
        )
        pitcher = self._pitcher
        made, changes = rules.score_changes(points, pitcher, self._bid, self._moon)
        for seat, change in enumerate(changes):
            self._scores[seat] += change
        if self._moon:
            self._moons[pitcher][0 if made else 1] += 1
        scored = HandScored(
            self._next_seq(), now, self._hand_no, pitcher, self._bid, self._moon, points, made, changes,
            tuple(self._scores),
        )  # fmt: skip
        self._last_hand = scored
        out.append(scored)
        self._phase, self._turn = Phase.READY, -1
        self._dealer = (self._dealer + 1) % s.players
        if not s.money and self._scores[pitcher] >= s.target:
            self._winner, self._phase = pitcher, Phase.GAME_OVER
            out.append(GameWon(self._next_seq(), now, pitcher, tuple(self._scores)))

    def _snapshot(self) -> tuple[object, ...]:
        """The hand as it stands, copied: what a take-back puts back (P-UNDO-1)."""
        return (
            [list(h) for h in self._hands], list(self._calls), self._pitcher, self._bid, self._moon,
            self._trump, list(self._trick), list(self._tricks), self._phase, self._turn, list(self._scores),
            [list(m) for m in self._moons], self._last_hand, self._dealer, self._winner,
        )  # fmt: skip

    def _take_back(self, seat: int, now: float, out: list[Event]) -> None:
        """P-UNDO-1: the hand as it stood before the seat's last command; one step (nothing more to take
        back until the seat calls or plays again)."""
        assert self._undo is not None
        _, command, snap = self._undo
        # snap is the tuple _snapshot made, field by field in this order; kept as tuple[object, ...]
        (
            self._hands, self._calls, self._pitcher, self._bid, self._moon, self._trump, self._trick,
            self._tricks, self._phase, self._turn, self._scores, self._moons, self._last_hand, self._dealer,
            self._winner,
        ) = snap  # type: ignore[assignment]  # fmt: skip
        self._undo = None
        out.append(TakenBack(self._next_seq(), now, seat, command))

    def _settle(self, now: float, out: list[Event]) -> None:
        """P-WIN-2: pay 10 per point above or below the average, and the moons; the game ends."""
        moons = self._moon_counts()
        paid = rules.payments(self._scores, moons)
        self._phase, self._turn = Phase.GAME_OVER, -1
        out.append(Settled(self._next_seq(), now, tuple(self._scores), moons, paid))
