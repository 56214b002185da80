"""The words a player reads: one place that turns an engine event or a refusal into text, in the player's
language. The ticker, the status line, the trading floor's banner and the end-of-hand panel all ask here,
so one event reads the same everywhere (a corner is "Ann cornered Wheat!" on every one of them).

Names of cards, bot levels and corner kinds are translated here for display only: the engine's enums keep
their English values, which are what saved files and hand records hold (R-ED). Refusals are worded from the
error's class, ``rule`` and fields (never from its English message); the rule id travels beside the words
(:attr:`Status.rule`). Every text goes through ``QCoreApplication.translate`` in the ``"Presenter"`` context,
with ``%n`` where a count decides the grammar. GUI thread only (translators are installed there).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pit.engine import (
    BEAR,
    BULL,
    AcceptOffer,
    BearBlocksCornerError,
    CardsNotHeldError,
    ClaimCorner,
    Commodity,
    CountMismatchError,
    DealError,
    GameOverError,
    MakeOffer,
    MarketClosedError,
    MixedOfferError,
    NoCornerError,
    NoOpenOfferError,
    OfferAlreadyOpenError,
    OfferGoneError,
    OfferSizeError,
    OpenMarket,
    OwnOfferError,
    PitError,
    SortingTimeError,
    SpecialCardError,
    UnknownPlayerError,
    WithdrawOffer,
    WrongPhaseError,
)
from pit_desktop.games.pit.engine.events import (
    CardsReceived,
    ClaimRefused,
    CornerClaimed,
    CornerKind,
    GameOver,
    HandDealt,
    MarketOpened,
    OfferPosted,
    OfferWithdrawn,
    TradeCompleted,
    WithdrawReason,
)
from pit_desktop.games.pit.ui.guards import phase_text
from pit_desktop.games.pit.ui.names import card_name as card_name, level_name as level_name, player_locale
from pit_desktop.games.pit.ui.table_setup import HUMAN_SEAT, Status, TableSetup
from pit_desktop.shell.words import file_problem as shell_file_problem, record_problem as shell_record_problem

if TYPE_CHECKING:
    from pit_desktop.games.pit.bots.auto import AutoDecision
    from pit_desktop.games.pit.engine import Card, Event
    from pit_desktop.games.pit.engine.record import HandRecord
    from pit_desktop.games.pit.engine.record_checks import RecordError
    from pit_desktop.games.pit.sim.timeline import Frame

translate = QCoreApplication.translate

_KIND_NAMES: dict[CornerKind, str] = {
    CornerKind.PLAIN: QT_TRANSLATE_NOOP("Presenter", "Corner"),
    CornerKind.BULL: QT_TRANSLATE_NOOP("Presenter", "Bull Corner"),
    CornerKind.DOUBLE_BULL: QT_TRANSLATE_NOOP("Presenter", "Double Bull Corner"),
}


def corner_kind_name(kind: CornerKind) -> str:
    """A corner kind's name (R-SCORE-1): plain, Bull or Double Bull."""
    return translate("Presenter", _KIND_NAMES[kind])


def cards_words(cards: Sequence[Card]) -> str:
    """:meth:`Presenter.cards_words` where no game is at hand (the hand's description for a screen reader)."""
    return _table_free().cards_words(cards)


def record_problem(err: RecordError) -> str:
    """:meth:`Presenter.record_problem` where no game is at hand (opening a record file)."""
    return _table_free().record_problem(err)


def file_problem(err: OSError) -> str:
    """:meth:`Presenter.file_problem` where no game is at hand (opening a record file)."""
    return _table_free().file_problem(err)


@cache
def _table_free() -> Presenter:
    from pit_desktop.games.pit.engine import GameSettings

    return Presenter(TableSetup(GameSettings(), (), HUMAN_SEAT, ()))


AUTO_LOST_RACES = 0.5
"""Auto's sentence says the player's tries to take an offer mostly found it gone above this share."""

AUTO_SHORT_BY = 1.5
"""Auto's sentence says how far behind the others the player ended, from this many cards (two, rounded)."""


class Presenter(QObject):
    """The words for one game's table: who is "you", who is named (``setup``).

    Args:
        setup: the game's seats; the human's seat is "you" in every line. :func:`cards_words` words cards
            without one.
    """

    def __init__(self, setup: TableSetup, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = setup

    def _you(self, seat: int) -> bool:
        return seat == self.setup.human_seat

    def locale(self) -> QLocale:
        """The player's locale, for numbers (a decimal comma where the language writes one)."""
        return player_locale()

    def name(self, seat: int) -> str:
        """The display name of ``seat``: "You" in the player's language for the human."""
        return self.tr("You") if self._you(seat) else self.setup.name(seat)

    # ------------------------------------------------------------------ events

    def corner(self, event: CornerClaimed) -> str:
        """Who cornered what (R-CORNER-5): the one headline of a corner, wherever it is shown."""
        what = card_name(event.commodity)
        if self._you(event.seat):
            return self.tr("You cornered %1!").replace("%1", what)
        return self.tr("%1 cornered %2!").replace("%1", self.name(event.seat)).replace("%2", what)

    def winner(self, event: GameOver) -> str:
        """Who won the game (R-SCORE-4)."""
        if self._you(event.winner):
            return self.tr("You win the game!")
        return self.tr("%1 wins the game!").replace("%1", self.name(event.winner))

    def market_open(self) -> str:
        """The dealer's call when the bell opens the market (R-DEAL-3)."""
        return self.tr("The market is open!")

    def line(self, event: Event) -> str | None:
        """One ticker line for ``event`` ("Ann traded 2 cards with Bob"), or ``None`` for events not worth
        a line."""
        match event:
            case TradeCompleted(accepter=a, offerer=o, count=n) if self._you(a):
                return self.tr("You traded %n card(s) with %1", "", n).replace("%1", self.name(o))
            case TradeCompleted(accepter=a, offerer=o, count=n) if self._you(o):
                return self.tr("%1 traded %n card(s) with you", "", n).replace("%1", self.name(a))
            case TradeCompleted(accepter=a, offerer=o, count=n):
                text = self.tr("%1 traded %n card(s) with %2", "", n)
                return text.replace("%1", self.name(a)).replace("%2", self.name(o))
            case OfferPosted(seat=s, count=n) if self._you(s):
                return self.tr("You offer %n card(s)", "", n)
            case OfferPosted(seat=s, count=n):
                return self.tr("%1 offers %n card(s)", "", n).replace("%1", self.name(s))
            case OfferWithdrawn(seat=s, count=n, reason=WithdrawReason.WITHDRAWN) if self._you(s):
                return self.tr("You withdrew %n card(s)", "", n)
            case OfferWithdrawn(seat=s, count=n, reason=WithdrawReason.WITHDRAWN):
                return self.tr("%1 withdrew %n card(s)", "", n).replace("%1", self.name(s))
            case MarketOpened():
                return self.market_open()
            case HandDealt(hand_no=h, dealer=d):
                return self.deal_line(h, d)
            case CornerClaimed():
                kind = corner_kind_name(event.kind)
                return f"{self.corner(event)} {kind}, +{event.points}"
            case ClaimRefused(seat=s, fine=f) if self._you(s):
                return self.tr("You rang the bell without a corner: −%1").replace("%1", str(f))
            case ClaimRefused(seat=s, fine=f):
                text = self.tr("%1 rang the bell without a corner: −%2")
                return text.replace("%1", self.name(s)).replace("%2", str(f))
            case GameOver():
                return self.winner(event)
        return None

    def opened(self) -> Status:
        """The status line's news when the market opens (R-DEAL-3), or opens again for a resumed hand."""
        then = self.tr("Trade!")
        return Status(f"{self.market_open()} {then}")

    def status(self, event: Event) -> Status | None:
        """The status line's news for ``event``, or ``None``: the market opening, a corner, the game's end,
        and the player's own trade in full (:meth:`own_trade`)."""
        match event:
            case MarketOpened():
                return self.opened()
            case CornerClaimed():
                then = self.tr("Press Next hand to deal again.")
                return Status(f"{self.corner(event)} {then}")
            case GameOver():
                then = self.tr("Ctrl+N starts a new game.")
                return Status(f"{self.winner(event)} {then}")
            case CardsReceived():
                return Status(self.own_trade(event))
        return None

    def cards_words(self, cards: Sequence[Card]) -> str:
        """``cards`` in words, counted by face in the order given: ``"2 Coffee and the Bear"``, ``"1 Wheat"``,
        ``"3 Oats, the Bull and the Bear"``."""
        parts = []
        for face, n in Counter(cards).items():
            if face is BULL:
                parts.append(self.tr("the Bull"))
            elif face is BEAR:
                parts.append(self.tr("the Bear"))
            else:
                parts.append(self.commodity_count(face, n))
        if len(parts) == 1:
            return parts[0]
        return (
            self.tr("%1 and %2", "the last of a list")
            .replace("%1", ", ".join(parts[:-1]))
            .replace("%2", parts[-1])
        )

    def commodity_count(self, commodity: Card, n: int) -> str:
        """``n`` cards of ``commodity`` in words, the name singular or plural as the count wants in the
        player's language: ``"1 Orange"``, ``"2 Oranges"`` (display only; saved files keep the enum's value).
        Each commodity is its own ``%n`` text, since a language declines each name its own way.

        Raises:
            ValueError: ``commodity`` is the Bull or the Bear (they are never counted).
        """
        match commodity:
            case Commodity.WHEAT:
                return self.tr("%n Wheat", "a count of a commodity", n)
            case Commodity.BARLEY:
                return self.tr("%n Barley", "a count of a commodity", n)
            case Commodity.COFFEE:
                return self.tr("%n Coffee", "a count of a commodity", n)
            case Commodity.CORN:
                return self.tr("%n Corn", "a count of a commodity", n)
            case Commodity.RYE:
                return self.tr("%n Rye", "a count of a commodity", n)
            case Commodity.SUGAR:
                return self.tr("%n Sugar", "a count of a commodity", n)
            case Commodity.OATS:
                return self.tr("%n Oats", "a count of a commodity", n)
            case Commodity.SOYBEANS:
                return self.tr("%n Soybeans", "a count of a commodity", n)
            case Commodity.ORANGES:
                return self.tr("%n Oranges", "a count of a commodity", n)
            case Commodity.HAY:
                return self.tr("%n Hay", "a count of a commodity", n)
            case Commodity.FLAX:
                return self.tr("%n Flax", "a count of a commodity", n)
        raise ValueError(f"not a commodity: {commodity!r}")

    def own_trade(self, event: CardsReceived) -> str:
        """The player's trade in full (R-TRADE-4): ``"You gave 2 Oats to Dan and got 2 Coffee and the
        Bear"``."""
        text = self.tr("You gave %1 to %2 and got %3")
        gave, got = self.cards_words(event.gave), self.cards_words(event.cards)
        return text.replace("%2", self.name(event.from_seat)).replace("%3", got).replace("%1", gave)

    def auto_changed(self, decision: AutoDecision) -> str:
        """What Auto changed and why, in one sentence: ``"The bots now play a little slower: you cornered 0
        of the last 4 hands, ending about 2 cards behind the others."``; when it changed nothing, that it
        did not and what it saw (``"The bots stay as they are: you cornered 1 of the last 4 hands."``)."""
        from pit_desktop.games.pit.bots.auto import Change

        new, reason = decision.setting, decision.reason
        easier = decision.change is Change.EASIER
        if decision.change is Change.NONE:
            what = self.tr("The bots stay as they are")
        elif "level" in decision.changed:
            what = self.tr("The bots are now %1").replace("%1", level_name(new.level))
        elif easier:
            what = self.tr("The bots now play a little slower")
        else:
            what = self.tr("The bots now play a little quicker")
        n, won = reason.hands, reason.cornered
        if easier and reason.lost_share is not None and reason.lost_share > AUTO_LOST_RACES:
            text = self.tr(
                "%1: you cornered %2 of the last %n hand(s), and most of your tries found the offer gone.",
                "",
                n,
            )
        elif easier and reason.short_by is not None and reason.short_by >= AUTO_SHORT_BY:
            text = self.tr(
                "%1: you cornered %2 of the last %n hand(s), ending about %3 cards behind the others.",
                "",
                n,
            ).replace("%3", str(round(reason.short_by)))
        else:
            text = self.tr("%1: you cornered %2 of the last %n hand(s).", "", n)
        return text.replace("%2", str(won)).replace("%1", what)

    def deal_line(self, hand_no: int, dealer: int) -> str:
        """The log's line for a deal (R-DEAL-2): ``"— Hand 3: Ann deals —"``."""
        if self._you(dealer):
            return self.tr("— Hand %1: you deal —").replace("%1", str(hand_no))
        return self.tr("— Hand %1: %2 deals —").replace("%1", str(hand_no)).replace("%2", self.name(dealer))

    def dealt(self, hand_no: int, dealer: int) -> Status:
        """The status line once a hand is dealt (R-DEAL-2): the sorting period begins (R-DEAL-3)."""
        if self._you(dealer):
            return Status(self.tr("Hand %1: you dealt. Sort your cards!").replace("%1", str(hand_no)))
        text = self.tr("Hand %1: %2 dealt. Sort your cards!")
        return Status(text.replace("%1", str(hand_no)).replace("%2", self.name(dealer)))

    def corner_detail(self, event: CornerClaimed) -> str:
        """The end-of-hand panel's line under the headline: the corner's kind and points (R-SCORE-1), and
        each Bull and Bear penalty (R-SCORE-2)."""
        kinds = {
            CornerKind.PLAIN: self.tr("A corner"),
            CornerKind.BULL: self.tr("A Bull Corner"),
            CornerKind.DOUBLE_BULL: self.tr("A Double Bull Corner (scores double)"),
        }
        if self._you(event.seat):
            first = self.tr("%1: +%n point(s) for you.", "", event.points)
        else:
            first = self.tr("%1: +%n point(s) for %2.", "", event.points).replace("%2", self.name(event.seat))
        lines = [first.replace("%1", kinds[event.kind])]
        for seat, lost in event.penalties:
            held = tuple(c for c in (BULL, BEAR) if c in event.hands[seat])
            lines.append(self._penalty(seat, held, lost))
        return "  ".join(lines)

    def _penalty(self, seat: int, held: tuple[Card, ...], lost: int) -> str:
        you = self._you(seat)
        if held == (BULL,):
            text = self.tr("You held the Bull: −%1.") if you else self.tr("%2 held the Bull: −%1.")
        elif held == (BEAR,):
            text = self.tr("You held the Bear: −%1.") if you else self.tr("%2 held the Bear: −%1.")
        else:
            text = (
                self.tr("You held the Bull and the Bear: −%1.")
                if you
                else self.tr("%2 held the Bull and the Bear: −%1.")
            )
        return text.replace("%1", str(lost)).replace("%2", self.name(seat))

    # ------------------------------------------------------------------ files

    def record_problem(self, err: RecordError) -> str:
        """Why a hand record cannot be replayed, worded from the field at fault (``err.path``), never from
        its English ``problem`` (the shell's words, any game's:
        :func:`pit_desktop.shell.words.record_problem`)."""
        return shell_record_problem(err)

    def file_problem(self, err: OSError) -> str:
        """Why a file could not be read or written, worded from the error's class (``FileNotFoundError``,
        ``PermissionError``…), never from the system's English ``strerror`` (the shell's words, any game's:
        :func:`pit_desktop.shell.words.file_problem`)."""
        return shell_file_problem(err)

    # ------------------------------------------------------------------ refusals

    def refusal(self, err: PitError) -> Status:
        """A refused command in the player's words, worded from the error's class and fields; its rule id
        goes in :attr:`Status.rule` (the words themselves carry none)."""
        return Status(self.refusal_text(err), error=True, rule=err.rule)

    def refusal_text(self, err: PitError) -> str:
        """The words for a refusal (see :meth:`refusal`): a corner may be eight and the Bull when the game
        has it (R-CORNER-2)."""
        bull_bear = self.setup.settings.bull_bear
        phase = phase_text(err)
        if phase is not None:
            return phase
        match err:
            case BearBlocksCornerError():
                text = self.tr("You hold the Bear: its holder cannot corner.")
            case NoCornerError(most=most):
                text = (
                    self.tr(
                        "No corner: you hold at most %n of one commodity; "
                        "a corner needs all 9, or 8 and the Bull.",
                        "",
                        most,
                    )
                    if bull_bear
                    else self.tr(
                        "No corner: you hold at most %n of one commodity; a corner needs all 9.", "", most
                    )
                )
            case OfferSizeError(given=0):
                text = self.tr("An offer needs at least one card.")
            case OfferSizeError(given=n):
                text = self.tr("An offer holds at most 4 cards, not %n.", "", n)
            case MixedOfferError(commodities=mixed):
                names = ", ".join(card_name(c) for c in mixed)
                text = self.tr("An offer holds one commodity only, not %1.").replace("%1", names)
            case SpecialCardError(rule="V-BULL-BEAR"):
                text = self.tr("This game is played without the Bull and the Bear.")
            case SpecialCardError():
                text = self.tr("The Bear may only go in an offer of 3 or 4 cards.")
            case CardsNotHeldError():
                text = self.tr("You do not hold those cards.")
            case OfferAlreadyOpenError():
                text = self.tr("You already have an open offer: withdraw it first.")
            case NoOpenOfferError():
                text = self.tr("You have no open offer to withdraw.")
            case OfferGoneError():
                text = self.tr("That offer is gone: someone traded for it first, or it was withdrawn.")
            case OwnOfferError():
                text = self.tr("You cannot trade with your own offer.")
            case CountMismatchError(wanted=n):
                text = self.tr("That offer holds %n card(s): hand over exactly as many.", "", n)
            case SortingTimeError():
                text = self.tr("The sorting time is not over yet.")
            case DealError():
                text = self.tr("That deal is not one the rules could give.")
            case WrongPhaseError():
                text = self.tr("That cannot be done at this point of the hand.")
            case UnknownPlayerError():
                text = self.tr("There is no such player at this table.")
            case GameOverError() | MarketClosedError():  # worded by phase_text above
                text = ""
            case _:
                text = self.tr("The rules do not allow that now.")
        fine = getattr(err, "fine", 0)
        if fine:
            text += " " + self.tr("You lose %n point(s).", "", fine)
        return text

    # ------------------------------------------------------------------ the coach and the replay

    def lesson(self, lesson: Mapping[str, Any], names: Sequence[str] = ()) -> str:
        """One of the coach's lessons (:mod:`pit_desktop.games.pit.coach`) as a sentence; ``names`` are the
        seats' names (without them a seat is "another player"); a kind this version does not know is said
        so."""

        def name(seat: object) -> str:
            if isinstance(seat, int) and 0 <= seat < len(names):
                return self.name(seat) if self.setup is not None else names[seat]
            return self.tr("another player")

        def commodity(value: object) -> str:
            try:
                return card_name(Commodity(value))
            except ValueError:
                return str(value)

        match lesson.get("kind"):
            case "fed_cornerer":
                text = self.tr("You gave %1 to %2 %n time(s), and %2 cornered it.", "", lesson["times"])
                return text.replace("%1", commodity(lesson["commodity"])).replace(
                    "%2", name(lesson.get("seat"))
                )
            case "kept_bear":
                text = self.tr("You kept the Bear for %1 s and lost %2: pass it on early.")
                return text.replace("%1", f"{lesson['seconds']:.0f}").replace("%2", str(lesson["points"]))
            case "slow_bell":
                text = self.tr("You held your corner for %1 s before ringing: ring at once.")
                return text.replace("%1", self.locale().toString(float(lesson["seconds"]), "f", 1))
            case "missed_corner":
                text = self.tr("You held a corner for %1 s without ringing; %2 cornered instead.")
                seconds = self.locale().toString(float(lesson["seconds"]), "f", 1)
                return text.replace("%1", seconds).replace("%2", name(lesson.get("seat")))
            case "switched_target":
                text = self.tr(
                    "You switched from %1 to %2 after %n trade(s), and did not corner.", "", lesson["trades"]
                )
                return text.replace("%1", commodity(lesson["from"])).replace("%2", commodity(lesson["to"]))
            case "false_claim":
                return self.tr("You rang %n time(s) without a corner.", "", lesson["times"])
        return self.tr("A lesson this version cannot show.")

    def replay_line(self, frame: Frame, record: HandRecord) -> str:
        """One line of the replay's log for ``frame`` of ``record``: its time, then the deal, the event
        (worded as in the game's log) or a refused command and why."""
        from pit_desktop.games.pit.engine.replay import (
            RefusedCommand,  # loaded with the viewer, not with the window
        )

        event = frame.event
        match event:
            case None:
                text = self.deal_line(record.hand_no, record.dealer)
            case RefusedCommand():
                text = self._refused_line(event)
            case OfferWithdrawn(seat=s, count=n, reason=WithdrawReason.LOWERED) if self._you(s):
                text = self.tr("You lowered your offer of %n card(s)", "", n)
            case OfferWithdrawn(seat=s, count=n, reason=WithdrawReason.LOWERED):
                text = self.tr("%1 lowered an offer of %n card(s)", "", n).replace("%1", self.name(s))
            case OfferWithdrawn(seat=s, count=n) if self._you(s):
                text = self.tr("Your offer of %n card(s) lapsed", "", n)
            case OfferWithdrawn(seat=s, count=n):
                text = self.tr("%1's offer of %n card(s) lapsed", "", n).replace("%1", self.name(s))
            case _:
                text = self.line(event) or type(event).__name__
        return (
            self.tr("%1 s").replace("%1", self.locale().toString(frame.at_s, "f", 1)).rjust(8) + "  " + text
        )

    def _refused_line(self, refused: Any) -> str:
        """A refused command of a record (a :class:`~pit_desktop.games.pit.engine.replay.RefusedCommand`) and
        why."""
        command = refused.command
        match command:
            case MakeOffer():
                action = self.tr("An offer of %1").replace("%1", self.cards_words(command.cards))
            case AcceptOffer():
                action = self.tr("A trade of %1").replace("%1", self.cards_words(command.cards))
            case WithdrawOffer():
                action = self.tr("A withdrawal")
            case ClaimCorner():
                action = self.tr("The bell")
            case OpenMarket():
                action = self.tr("The dealer's bell")
            case _:
                action = type(command).__name__
        seat = getattr(command, "seat", None)
        who = self.name(seat) if isinstance(seat, int) else self.tr("another player")
        why = self.refusal_text(refused.error) if refused.error is not None else refused.reason
        return self.tr("%1 (%2) refused: %3").replace("%3", why).replace("%1", action).replace("%2", who)
