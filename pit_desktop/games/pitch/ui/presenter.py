"""Pitch's one voice in the window: each event and refusal as the status line says it, in the player's
language (``PitchPresenter`` context of the catalogues). GUI thread only (Qt's translator)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pit_desktop.games.pitch.engine.errors import PitchError
from pit_desktop.games.pitch.engine.events import (
    AuctionWon,
    BidMade,
    CardPlayed,
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
from pit_desktop.games.pitch.ui.words import (
    SUIT_SYMBOLS,
    call_in_sentence,
    card_name,
    fill,
    refusal_text,
    suit_name,
)
from pit_desktop.shell.words import Status

if TYPE_CHECKING:
    from pit_desktop.games.pitch.sim.timeline import PitchFrame


class PitchPresenter:
    """Turns Pitch events and refusals into :class:`Status` lines, naming seats by ``names`` (seat 0 is the
    player, "You").

    Args:
        names: each seat's name, seat 0 first.
    """

    def __init__(self, names: Sequence[str]) -> None:
        self.names = tuple(names)

    def event(self, event: object) -> Status | None:
        """What the status line says of ``event``; ``None`` for events the table shows by itself (cards
        dealt, cards played). The player's own seat has sentences of its own ("You pass.", never "You
        passes."), so "You" is never a name put into a third-person sentence."""
        name = self.names
        match event:
            case HandDealt(hand_no=hand_no, dealer=dealer):
                if dealer == 0:
                    return Status(
                        fill(QCoreApplication.translate("PitchPresenter", "Hand %1: you deal."), hand_no)
                    )
                return Status(
                    fill(
                        QCoreApplication.translate("PitchPresenter", "Hand %1: %2 deals."),
                        hand_no,
                        name[dealer],
                    )
                )
            case Passed(seat=seat):
                if seat == 0:
                    return Status(QCoreApplication.translate("PitchPresenter", "You pass."))
                return Status(fill(QCoreApplication.translate("PitchPresenter", "%1 passes."), name[seat]))
            case BidMade(seat=seat, amount=amount, steal=steal):
                if seat == 0:
                    mine = (
                        QCoreApplication.translate("PitchPresenter", "You steal the bid at %1.")
                        if steal
                        else QCoreApplication.translate("PitchPresenter", "You bid %1.")
                    )
                    return Status(fill(mine, amount))
                text = (
                    QCoreApplication.translate("PitchPresenter", "%1 steals the bid at %2.")
                    if steal
                    else QCoreApplication.translate("PitchPresenter", "%1 bids %2.")
                )
                return Status(fill(text, name[seat], amount))
            case MoonShot(seat=seat):
                if seat == 0:
                    return Status(QCoreApplication.translate("PitchPresenter", "You shoot the moon."))
                return Status(
                    fill(QCoreApplication.translate("PitchPresenter", "%1 shoots the moon."), name[seat])
                )
            case AuctionWon(pitcher=pitcher, bid=bid, moon=moon):
                if pitcher == 0:
                    if moon:
                        return Status(QCoreApplication.translate("PitchPresenter", "You pitch for the moon."))
                    return Status(
                        fill(QCoreApplication.translate("PitchPresenter", "You pitch for %1."), bid)
                    )
                if moon:
                    return Status(
                        fill(
                            QCoreApplication.translate("PitchPresenter", "%1 pitches for the moon."),
                            name[pitcher],
                        )
                    )
                return Status(
                    fill(
                        QCoreApplication.translate("PitchPresenter", "%1 pitches for %2."), name[pitcher], bid
                    )
                )
            case HandThrownIn():
                return Status(
                    QCoreApplication.translate("PitchPresenter", "Everyone passed: the hand is thrown in.")
                )
            case TrumpSet(suit=suit):
                return Status(
                    fill(
                        QCoreApplication.translate("PitchPresenter", "Trump is %1."),
                        f"{SUIT_SYMBOLS[suit]} {suit_name(suit)}",
                    )
                )
            case TrickWon(winner=winner):
                if winner == 0:
                    return Status(QCoreApplication.translate("PitchPresenter", "You take the trick."))
                return Status(
                    fill(QCoreApplication.translate("PitchPresenter", "%1 takes the trick."), name[winner])
                )
            case HandScored(pitcher=pitcher, made=made):
                if pitcher == 0:
                    return Status(
                        QCoreApplication.translate("PitchPresenter", "You made the bid.")
                        if made
                        else QCoreApplication.translate("PitchPresenter", "You are set back.")
                    )
                text = (
                    QCoreApplication.translate("PitchPresenter", "%1 made the bid.")
                    if made
                    else QCoreApplication.translate("PitchPresenter", "%1 is set back.")
                )
                return Status(fill(text, name[pitcher]))
            case GameWon(winner=winner):
                if winner == 0:
                    return Status(QCoreApplication.translate("PitchPresenter", "You win the game!"))
                return Status(
                    fill(QCoreApplication.translate("PitchPresenter", "%1 wins the game."), name[winner])
                )
            case Settled():
                return Status(
                    QCoreApplication.translate(
                        "PitchPresenter", "The Money Game is settled: the table shows who pays whom."
                    )
                )
            case TakenBack(seat=seat, command=command):  # P-UNDO-1
                what = call_in_sentence(command)  # type: ignore[arg-type]  # a seat's command
                if seat == 0:
                    taken = QCoreApplication.translate("PitchPresenter", "Taken back: %1. Your turn again.")
                    return Status(fill(taken, what))
                taken = QCoreApplication.translate("PitchPresenter", "%1 took back: %2.")
                return Status(fill(taken, name[seat], what))
        return None

    def refusal(self, error: PitchError) -> Status:
        """The engine's refusal in the player's words, its rule id kept for the tooltip."""
        return Status(refusal_text(error), error=True, rule=getattr(error, "rule", "") or "")

    def played(self, event: CardPlayed) -> str:
        """A card played, as the replay's log says it: "You play the Ace of Spades.", "Ann plays the 4 of
        Hearts." (P-PLAY-1, P-PLAY-2)."""
        if event.seat == 0:
            return fill(
                QCoreApplication.translate("PitchPresenter", "You play the %1."), card_name(event.card)
            )
        return fill(
            QCoreApplication.translate("PitchPresenter", "%1 plays the %2."),
            self.names[event.seat],
            card_name(event.card),
        )

    def replay_line(self, frame: PitchFrame) -> str:
        """What happened at one step of a replayed hand (a :class:`~pit_desktop.games.pitch.sim.timeline.
        PitchFrame`), in the game's words and without rule ids: the deal, a call, the auction's result, a
        card (with trump when it names it), a trick taken, the hand's end, or a command the engine refused
        and why."""
        refusal = frame.refusal
        if refusal is not None:
            seat = getattr(refusal.command, "seat", None)
            what = call_in_sentence(refusal.command)  # type: ignore[arg-type]
            why = refusal_text(refusal.error)
            if seat is None or not 0 <= seat < len(self.names):
                return fill(QCoreApplication.translate("PitchPresenter", "%1 — refused: %2"), what, why)
            return fill(
                QCoreApplication.translate("PitchPresenter", "%1: %2 — refused: %3"),
                self.names[seat],
                what,
                why,
            )
        parts = []
        for event in frame.events:
            if isinstance(event, CardPlayed):
                parts.append(self.played(event))
                continue
            status = self.event(event)
            if status is not None:
                parts.append(status.text)
        return " ".join(parts)
