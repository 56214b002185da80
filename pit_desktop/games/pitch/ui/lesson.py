"""Learn to play Pitch: the guided first hand on Pitch's table (the deal and the bots' script are
``pit_desktop/games/pitch/lesson.py``; the callout and the way out, ``shell/lesson.py``). GUI thread only.

Five steps, each pointed at on the table and each waiting for its action, the bots held meanwhile:

1. ``bid`` — a bid of 2 (P-BID-1); then ``wait_bid``, the others pass;
2. ``pitch`` — the King of Spades led: Spades are trump (P-PLAY-1); then ``wait_trick``: Ann's Ace takes
   the trick (P-PLAY-3), and High (``ann_won``);
3. ``follow`` — Ann leads a Heart: a Heart or a Spade (P-PLAY-2);
4. ``play_on`` / ``play_wait`` — the rest of the hand, the player's turns and the others';
5. ``count`` — the four points counted (P-SCORE-1, P-SCORE-3) (Next); then ``done``.

A call or a card the step does not ask for is not sent to the engine: the callout says what the step wants
(the script needs the first two tricks to go as written); from the third step on, any card the rules allow
is played. The lesson's game is kept nowhere and counted nowhere (``GameSession.lesson``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect

from pit_desktop.core.bots.level import Level
from pit_desktop.core.bots.pace import Pace
from pit_desktop.games.pitch.engine.commands import Bid, PlayCard
from pit_desktop.games.pitch.engine.events import AuctionWon, CardPlayed, HandScored, TrickWon
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.lesson import (
    ANN,
    LESSON_BID,
    LESSON_DEALER,
    LESSON_SETTINGS,
    PITCH_CARD,
    PLAYER,
    lesson_bot,
    lesson_deal,
)
from pit_desktop.games.pitch.spec import PITCH
from pit_desktop.games.pitch.ui.cards import card_width
from pit_desktop.shell.lesson import Lesson, Spot

if TYPE_CHECKING:
    from pit_desktop.games.pitch.engine.view import PitchView
    from pit_desktop.games.pitch.ui.window import PitchWindow

STEPS = 5
"""The lesson's numbered steps."""

NUMBERS = {
    "bid": 1,
    "wait_bid": 1,
    "pitch": 2,
    "wait_trick": 2,
    "ann_won": 2,
    "follow": 3,
    "play_on": 4,
    "play_wait": 4,
    "count": 5,
    "done": 0,
}
"""Each step's number (0: the lesson's end), by its key."""

HELD = frozenset({"bid", "pitch", "follow", "play_on", "count", "done"})
"""The steps that wait for the player: the bots are held still through them."""


class PitchLesson(Lesson):
    """Learn to play Pitch on ``window`` (see the module).

    Args:
        window: Pitch's main window.
    """

    game_id = PITCH.id
    numbers = NUMBERS
    steps = STEPS
    held = HELD
    to_read = "count"

    def __init__(self, window: PitchWindow) -> None:
        super().__init__(window)
        self.pitch: PitchWindow = window
        self._scored: HandScored | None = None
        self._trump_held = True  # whether the player still held a trump at his turn (play_on's words)

    # ------------------------------------------------------------------ the shell's questions

    def title(self) -> str:
        """``"Learn to play Pitch"``, translated."""
        return self.tr("Learn to play Pitch")

    def offer_text(self) -> str:
        """The first start's question, translated."""
        return self.tr(
            "New to Pitch? A short guided hand shows you the auction, trumps and tricks and how a hand is "
            "scored, one step at a time. Take it now? It is always in Help → Learn to play Pitch."
        )

    # ------------------------------------------------------------------ running

    def begin(self) -> None:
        """Deal the lesson's hand (``pit_desktop/games/pitch/lesson.py``) on a fresh table with the scripted
        bots, and show the first step: the player speaks first (P-BID-1)."""
        from pit_desktop.games.pitch.prefs import PitchNewGamePrefs

        window = self.pitch
        prefs = PitchNewGamePrefs(LESSON_SETTINGS, Level.EASY, Pace.STANDARD)
        session = window.session
        session.event_received.connect(self._on_event)
        session.view_changed.connect(self._on_view)
        self.key = "bid"  # the deal's views come before the first step is shown
        window.start_lesson_game(prefs, first_dealer=LESSON_DEALER, deal=lesson_deal(), lesson=lesson_bot)
        self.go("bid")

    def stop(self) -> None:
        """End the lesson (see :meth:`Lesson.stop`) and stop following the table."""
        if not self.stopped:
            session = self.pitch._controller
            if session is not None:
                session.event_received.disconnect(self._on_event)  # type: ignore[attr-defined]
                session.view_changed.disconnect(self._on_view)  # type: ignore[attr-defined]
        super().stop()

    def proceed(self) -> None:
        """Next: from the count to the lesson's end."""
        if self.key == "count":
            self.go("done")

    # ------------------------------------------------------------------ what the player does

    def refuse(self, command: object) -> bool:
        """Whether the lesson keeps the player's call or card ``command`` from the engine (saying what the
        step wants): a bid of 2 first (P-BID-1), then the King of Spades (P-PLAY-1); later any card the
        rules allow goes."""
        if self.key == "bid":
            if isinstance(command, Bid) and command.amount == LESSON_BID:
                return False
            self.say(self.tr("In this lesson, bid 2: press 2, or click the 2 button."))
            return True
        if self.key == "pitch":
            if isinstance(command, PlayCard) and command.card == PITCH_CARD:
                return False
            self.say(self.tr("Pitch the King of Spades: Spades become trump, and you hold two more of them."))
            return True
        if self.key in ("wait_bid", "wait_trick", "ann_won", "play_wait"):
            return False  # not the player's turn: the engine says so
        if self.key in ("count", "done"):
            self.say(self.tr("The lesson ends with this hand: play a real game, or leave the lesson."))
            return True
        return False

    def refuse_next_hand(self) -> bool:
        """The lesson is one hand: the next one is a real game's."""
        self.say(self.tr("The lesson ends with this hand: play a real game, or leave the lesson."))
        return True

    def refuse_take_back(self) -> bool:
        """No take-back in the lesson (P-UNDO-1): its bots play a script."""
        self.say(self.tr("There is no taking back in the lesson: play on."))
        return True

    # ------------------------------------------------------------------ what the table does

    def _on_event(self, event: object) -> None:
        """The hand's events move the lesson on: the auction won, the first trick, the player's cards, the
        count."""
        if self.stopped:
            return
        key = self.key
        if key == "wait_bid" and isinstance(event, AuctionWon) and event.pitcher == PLAYER:
            self.go("pitch")
        elif key == "pitch" and isinstance(event, CardPlayed) and event.seat == PLAYER:
            self.go("wait_trick")
        elif key == "wait_trick" and isinstance(event, TrickWon) and event.trick_no == 1:
            self.go("ann_won" if event.winner == ANN else "play_wait")
        elif key in ("follow", "play_on") and isinstance(event, CardPlayed) and event.seat == PLAYER:
            self.go("play_wait")
        elif isinstance(event, HandScored):
            self._scored = event
            self.go("count")

    def _on_view(self, view: PitchView) -> None:
        """The player's turn: the step that waits for his card (bids are told by their events)."""
        if self.stopped:
            return
        key = self.key
        playing = view.phase is Phase.PLAYING and view.my_turn
        if key == "bid" and view.calls and view.calls[0].seat == PLAYER:
            self.go("wait_bid")
        elif playing and key in ("ann_won", "wait_trick") and len(view.tricks) == 1 and view.trick:
            self.go("follow")
        elif playing and key == "play_wait":
            self._trump_held = view.trump is not None and any(c.suit is view.trump for c in view.hand)
            self.go("play_on")
        if self.guide is not None:
            self.guide.refresh()  # the cards moved

    # ------------------------------------------------------------------ words and places

    def _who(self, seat: int | None) -> str:
        """A seat as the count names it: "you", a bot's name, or nobody (a tie for Game)."""
        if seat is None:
            return self.tr("nobody (a tie)")
        if seat == PLAYER:
            return self.tr("you")
        names = self.pitch.session.names
        return names[seat] if 0 <= seat < len(names) else ""

    def _count_words(self) -> str:
        """The count of the hand just scored: who took each point, and what the player's bid made."""
        scored = self._scored
        if scored is None:
            return ""
        points = scored.points
        taken = self.tr(
            "The four points are counted. High, the highest trump, went to %1; Low, the lowest trump, to "
            "%2; Jack, the Jack of trumps, to %3; Game, the most card points in tricks won (each 10 counts "
            "10, an Ace 4, a King 3, a Queen 2, a Jack 1), to %4."
        )
        for i, seat in reversed(list(enumerate((points.high, points.low, points.jack, points.game), 1))):
            taken = taken.replace(f"%{i}", self._who(seat))
        won = points.won[PLAYER]
        if scored.made:
            result = self.tr("You bid 2 and won %n of them: you score them all.", "", won)
        else:
            result = self.tr("You bid 2 and won %n of them: set back, you lose 2.", "", won)
        return f"{taken} {result}"

    def _words(self, key: str) -> Callable[[], str]:
        """Step ``key``'s words, as a text asked again after a language change."""
        texts: dict[str, Callable[[], str]] = {
            "bid": lambda: self.tr(
                "Pitch is played in tricks, and first comes the auction: each player says once how many of "
                "the hand's four points he will win (High, Low, Jack and Game). You speak first. With the "
                "King, Jack and 2 of Spades, bid 2: press 2, or click the 2 button."
            ),
            "wait_bid": lambda: self.tr(
                "Now the others speak in turn, each once. Nobody bids more than 2: you win the auction, "
                "and you will lead the first card."
            ),
            "pitch": lambda: self.tr(
                "You are the pitcher: the first card you lead sets trump for the whole hand. Pitch your "
                "King of Spades: double-click it, or drag it to the middle of the table."
            ),
            "wait_trick": lambda: self.tr(
                "Spades are trump. Everyone must follow suit, a Spade, if he can, or play a trump: here "
                "the same. Watch who takes the trick…"
            ),
            "ann_won": lambda: self.tr(
                "Ann held the Ace of Spades: the highest trump takes the trick, and High with it. She took "
                "the trick, so she leads the next one…"
            ),
            "follow": lambda: self.tr(
                "Ann led a Heart. Follow suit with a Heart, or trump it with a Spade: any trump beats every "
                "Heart; among Hearts the highest wins. Play one of the cards you may play."
            ),
            "play_on": lambda: (
                self.tr(
                    "Your turn. Nobody else holds a trump now, so each Spade you play takes its trick, and "
                    "your Jack and your 2 (Low) are points for you. Play a card."
                )
                if self._trump_held
                else self.tr(
                    "Your turn, and your trumps are all played. Follow the suit led if you can, or else play "
                    "any card: the trick goes to the highest trump, or else to the highest card of the suit "
                    "led. Play a card."
                )
            ),
            "play_wait": lambda: self.tr(
                "The others play. A trick goes to its highest trump, or else to the highest card of the suit "
                "led; whoever takes it leads the next."
            ),
            "count": self._count_words,
            "done": lambda: self.tr(
                "That is Pitch. The deal passes to the left each hand, and the first to reach 7 points at "
                "the end of a hand he pitched wins. Bid what your trumps can take, and lead them early."
            ),
        }
        return texts[key]

    def _spot(self, key: str) -> Callable[[], Spot | None]:
        """What step ``key`` points at, asked again as the table moves (the table is the window's now)."""
        window = self.pitch
        spots: dict[str, Callable[[], Spot | None]] = {
            "bid": lambda: (window.table.bids["2"], None),
            "wait_bid": lambda: (window.table.contract, None),
            "pitch": self._pitch_card,
            "wait_trick": lambda: (window.table.trick, None),
            "ann_won": lambda: (window.table.trick, None),
            "follow": self._hand,
            "play_on": self._hand,
            "play_wait": lambda: (window.table.trick, None),
            "count": lambda: (window.table.result, None),
            "done": lambda: (window.table.result, None),
        }
        return spots[key]

    def _avoid(self, key: str) -> Callable[[], tuple[Spot, ...]]:
        """What step ``key``'s callout had better not cover: the trick while the player plays to it, his
        cards while he watches the others play."""
        if key in ("pitch", "follow", "play_on"):
            return self._trick_cards
        if key in ("wait_trick", "ann_won", "play_wait"):
            return lambda: tuple(spot for spot in (self._hand(),) if spot is not None)
        return lambda: ()

    def _trick_cards(self) -> tuple[Spot, ...]:
        """Where the trick's cards lie (``PitchTrickArea.spot``), and where the player drops his."""
        trick = self.pitch.table.trick
        w, h = trick.width(), trick.height()
        card_h = min(trick.most_card_h, round(h * 0.34))
        card_w = card_width(card_h)
        half_w, half_h = round(w * 0.30 + card_w / 2), round(h * 0.26 + card_h / 2 + 26)
        return ((trick, QRect(w // 2 - half_w, h // 2 - half_h, 2 * half_w, 2 * half_h)),)

    def _pitch_card(self) -> Spot | None:
        """The King of Spades in the hand (the hand while it is not shown)."""
        card = next((b for b in self.pitch.table.cards if b.face == PITCH_CARD and b.isVisible()), None)
        return (card, None) if card is not None else self._hand()

    def _hand(self) -> Spot | None:
        """The player's cards, together."""
        table = self.pitch.table
        shown = [b.geometry() for b in table.cards if b.isVisible()]
        if not shown:
            return None
        united = QRect(shown[0])
        for rect in shown[1:]:
            united = united.united(rect)
        return (table, united)
