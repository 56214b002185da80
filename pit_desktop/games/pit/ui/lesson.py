"""Learn to play Pit: the guided first hand on Pit's table (the deal and the bots' script are
``pit_desktop/games/pit/lesson.py``; the callout and the way out, ``shell/lesson.py``). GUI thread only.

Six steps, each pointed at on the table and each waiting for its action, the bots held meanwhile:

1. ``look`` — the hand and its groups' headings (Next);
2. ``choose`` — the commodity to collect: a click on a card of the biggest group;
3. ``offer`` — the two Barley offered on the trading floor (a drag, or select and O); then ``wait_take``,
   the bots let go: Ann takes the offer, Bob makes one;
4. ``take`` — Bob's offer taken with the Corn;
5. ``bear`` — the Bear offered on its own; then ``wait_bear``: Bob takes it;
6. ``bell`` — the corner claimed (the bell, or B); then ``done``, the hand's end explained.

An action the step does not ask for (another offer, another payment, a withdrawal, the next hand) is not
sent to the engine: the callout says what the step wants instead (the script needs the hand to go as it is
written). The lesson's game is kept nowhere and counted nowhere (``GameSession.lesson``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QRect

from pit_desktop.games.pit.bots import Level, Pace
from pit_desktop.games.pit.engine import BEAR, Card, CornerClaimed, OfferPosted, TradeCompleted
from pit_desktop.games.pit.lesson import (
    ANN,
    BARLEY,
    BOB,
    CORN,
    LESSON_COMMODITIES,
    LESSON_DEALER,
    LESSON_SETTINGS,
    PLAYER,
    WHEAT,
    lesson_bot,
    lesson_deal,
)
from pit_desktop.games.pit.spec import PIT
from pit_desktop.games.pit.ui.hand_layout import LABEL_PX, RAISE_PX
from pit_desktop.shell.lesson import Lesson, Spot

if TYPE_CHECKING:
    from pit_desktop.games.pit.engine import Event, PlayerView
    from pit_desktop.games.pit.ui.window import MainWindow

STEPS = 6
"""The lesson's numbered steps."""

NUMBERS = {
    "look": 1,
    "choose": 2,
    "offer": 3,
    "offer_drop": 3,
    "wait_take": 3,
    "traded": 3,
    "take": 4,
    "bear": 5,
    "wait_bear": 5,
    "bell": 6,
    "done": 0,
}
"""Each step's number (0: the lesson's end), by its key."""

HELD = frozenset({"look", "choose", "offer", "offer_drop", "take", "bear", "bell", "done"})
"""The steps that wait for the player: the bots are held still through them."""


class PitLesson(Lesson):
    """Learn to play Pit on ``window`` (see the module).

    Args:
        window: Pit's main window.
    """

    game_id = PIT.id
    numbers = NUMBERS
    steps = STEPS
    held = HELD
    to_read = "look"

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.pit: MainWindow = window

    # ------------------------------------------------------------------ the shell's questions

    def title(self) -> str:
        """``"Learn to play Pit"``, translated."""
        return self.tr("Learn to play Pit")

    def offer_text(self) -> str:
        """The first start's question, translated."""
        return self.tr(
            "New to Pit? A short guided hand shows you how to play, one step at a time, against two bots "
            "who wait for you. Take it now? It is always in Help → Learn to play Pit."
        )

    # ------------------------------------------------------------------ running

    def begin(self) -> None:
        """Deal the lesson's hand (``pit_desktop/games/pit/lesson.py``) with the scripted bots, hold them, and
        show the first step (R-DEAL-2, R-DEAL-3: no sorting period, the market opens at once)."""
        window = self.pit
        window.play_under(False, window.store.pace())
        controller = window.controller
        controller.new_game(
            LESSON_SETTINGS,
            (Level.EASY, Level.EASY),
            seed=0,
            commodities=LESSON_COMMODITIES,
            first_dealer=LESSON_DEALER,
            deal=lesson_deal(),
            pace=Pace.STANDARD,
            match=False,
            lesson=lesson_bot,
        )
        controller.event_received.connect(self._on_event)
        controller.view_changed.connect(self._on_view)
        window.hand.selection_changed.connect(self._on_selection)
        self.go("look")

    def stop(self) -> None:
        """End the lesson (see :meth:`Lesson.stop`) and stop following the table."""
        if not self.stopped:
            window = self.pit
            controller = window._controller
            if controller is not None:
                controller.event_received.disconnect(self._on_event)
                controller.view_changed.disconnect(self._on_view)
            window.hand.selection_changed.disconnect(self._on_selection)
        super().stop()

    def proceed(self) -> None:
        """Next: from the look at the hand to choosing a commodity."""
        if self.key == "look":
            self.go("choose")
            self.pit.hand.setFocus()

    # ------------------------------------------------------------------ what the player does

    def refuse_offer(self, cards: Sequence[Card]) -> bool:
        """Whether the lesson keeps ``cards`` from being offered (R-TRADE-2), saying what the step wants."""
        want: tuple[Card, ...] = {"offer": (BARLEY, BARLEY), "offer_drop": (BARLEY, BARLEY)}.get(
            self.key, (BEAR,) if self.key == "bear" else ()
        )
        if want and Counter(cards) == Counter(want):
            return False
        if self.key in ("offer", "offer_drop"):
            self.say(self.tr("Offer your two Barley: select them and drag them onto the trading floor."))
        elif self.key == "bear":
            self.say(self.tr("Offer the Bear on its own: select it and drag it onto the floor, or press O."))
        elif self.key == "take":
            self.say(self.tr("Take Bob's offer this time: select your Corn and drop it on his offer."))
        else:
            self.say(self.tr("Not yet: do what this step asks first."))
        return True

    def refuse_trade(self, offer_id: int, cards: Sequence[Card]) -> bool:
        """Whether the lesson keeps the player from paying ``cards`` for offer ``offer_id`` (R-TRADE-4)."""
        bobs = self._bobs_offer()
        if self.key == "take" and bobs is not None and offer_id == bobs and tuple(cards) == (CORN,):
            return False
        if self.key == "take" and (bobs is None or offer_id == bobs):
            self.say(self.tr("Pay with your Corn: it is the card you need least."))
        elif self.key == "take":
            self.say(self.tr("Take Bob's offer: select your Corn and drop it on his offer."))
        else:
            self.say(self.tr("Not yet: do what this step asks first."))
        return True

    def refuse_withdraw(self) -> bool:
        """Whether the lesson keeps the player's offer out (R-TRADE-5): its taker is on the way."""
        view = self.pit.view
        if view is None or view.my_offer is None:
            return False
        self.say(self.tr("Leave your offer out: a taker is coming."))
        return True

    def refuse_next_hand(self) -> bool:
        """The lesson is one hand: the next one is a real game's."""
        self.say(self.tr("The lesson ends with this hand: play a real game, or leave the lesson."))
        return True

    def _bobs_offer(self) -> int | None:
        view = self.pit.view
        return next((o.offer_id for o in view.offers if o.seat == BOB), None) if view is not None else None

    # ------------------------------------------------------------------ what the table does

    def _on_selection(self, cards: tuple[Card, ...]) -> None:
        """A card clicked: the commodity chosen, or the Barley ready to offer."""
        if self.stopped:
            return
        if self.key == "choose" and cards:
            held = Counter(self.pit.hand.hand())
            if WHEAT in cards:
                self.go("offer")
                self.pit.hand.clear_selection()
            elif BEAR in cards and len(set(cards)) == 1:
                self.say(self.tr("The Bear is no commodity: you cannot collect it. Pick your biggest group."))
                self.pit.hand.clear_selection()
            else:
                count = held[next(c for c in cards if c is not BEAR)]
                self.say(self.tr("You hold only %n of those. Pick the group you hold most of.", "", count))
                self.pit.hand.clear_selection()
        elif self.key in ("offer", "offer_drop") and self.pit.controller.open_offer(PLAYER) is None:
            ready = Counter(cards) == Counter((BARLEY, BARLEY))  # (the offer made clears the selection)
            if ready != (self.key == "offer_drop"):
                self.go("offer_drop" if ready else "offer")

    def _on_event(self, event: Event) -> None:
        """The hand's events move the lesson on: the player's offers, the trades, the corner."""
        if self.stopped:
            return
        key = self.key
        mine = isinstance(event, OfferPosted) and event.seat == PLAYER
        if mine and key in ("offer", "offer_drop"):
            self.go("wait_take")
        elif mine and key == "bear":
            self.go("wait_bear")
        elif isinstance(event, OfferPosted) and event.seat == BOB and key in ("wait_take", "traded"):
            self.go("take")
        elif isinstance(event, TradeCompleted):
            pair = (event.offerer, event.accepter)
            if pair == (PLAYER, ANN) and key == "wait_take":
                self.go("traded")
            elif pair == (BOB, PLAYER) and key == "take":
                self.go("bear")
            elif pair == (PLAYER, BOB) and key == "wait_bear":
                self.go("bell")
        elif isinstance(event, CornerClaimed) and event.seat == PLAYER:
            self.go("done")

    def _on_view(self, _view: PlayerView) -> None:
        if self.guide is not None and not self.stopped:
            self.guide.refresh()  # the groups moved

    # ------------------------------------------------------------------ words and places

    def _words(self, key: str) -> Callable[[], str]:
        """Step ``key``'s words, as a text asked again after a language change."""
        texts: dict[str, Callable[[], str]] = {
            "look": lambda: self.tr(
                "This is your hand, one group of cards per commodity. Each group's heading names it, says "
                "how many you hold and what a corner in it scores: “Wheat ×6 · 100” is six Wheat, worth 100. "
                "The side panel lists the commodities in play. The Bear is a special card: more of it "
                "later."
            ),
            "choose": lambda: self.tr(
                "You win a hand by holding all nine cards of one commodity: a corner. So choose the "
                "commodity to collect: the one you hold most of. Which is it? Click one of its cards."
            ),
            "offer": lambda: self.tr(
                "Right: collect Wheat, and trade away the rest, a few cards of one commodity at a time. "
                "Start with your two Barley: double-click them (or click each) to select both."
            ),
            "offer_drop": lambda: self.tr(
                "Now offer them: drag them onto the trading floor in the middle of the table, or press O. "
                "The others hear only how many cards you offer: “Two! Two! Two!”"
            ),
            "wait_take": lambda: self.tr(
                "Your offer is out. Nobody knows what is in it, only that it is two cards. Wait: a player "
                "who wants to trade two cards will take it."
            ),
            "traded": lambda: self.tr(
                "Ann took it, giving you two of her cards, unseen. They were Wheat: they glow green in your "
                "hand. Wait: Bob is making an offer…"
            ),
            "take": lambda: self.tr(
                "Bob offers one card. Take it: select your Corn, then drag it onto Bob's offer, or click "
                "his offer. You give as many cards as you get."
            ),
            "bear": lambda: self.tr(
                "Bob's card was Wheat: you hold all nine! But whoever holds the Bear cannot corner, and it "
                "costs 20 points when someone else does. Pass it on: select the Bear and offer it."
            ),
            "wait_bear": lambda: self.tr(
                "An offer of one card, like any other: nobody knows it is the Bear. Wait for a taker…"
            ),
            "bell": lambda: self.tr(
                "Bob took the Bear. Nine Wheat and no Bear: a corner! Ring the bell before anyone else "
                "does: click Corner! or press B. (In a real hand, slip the Bear into an offer of cards you "
                "are trading away, so it leaves with them.)"
            ),
            "done": lambda: self.tr(
                "You cornered the Wheat: 100 points. Ann held the Bull and Bob the Bear, so each lost 20. "
                "The Bull is wild: eight of a kind and the Bull corner too, so keep it if it comes to you. "
                "Hands go on until someone has 500 points. Real bots trade fast and wait for no one: watch "
                "their offers, and ring as soon as you hold nine. Stuck? H gives a hint; P pauses. Easy "
                "bots are best to begin with."
            ),
        }
        return texts[key]

    def _avoid(self, key: str) -> Callable[[], tuple[Spot, ...]]:
        """The trading floor, while the player offers or passes the Bear on: the cards go there."""
        if key in ("offer", "bear"):
            return lambda: ((self.pit.floor, None),)
        return lambda: ()

    def _spot(self, key: str) -> Callable[[], Spot | None]:
        """What step ``key`` points at, asked again as the table moves."""
        window = self.pit
        spots: dict[str, Callable[[], Spot | None]] = {
            "look": lambda: (window.hand, None),
            "choose": lambda: self._group(WHEAT),
            "offer": lambda: self._group(BARLEY),
            "offer_drop": lambda: (window.floor, None),
            "wait_take": lambda: (window.floor, None),
            "traded": lambda: self._group(WHEAT),
            "take": lambda: self._seat_offer(BOB),
            "bear": lambda: self._group(BEAR),
            "wait_bear": lambda: (window.floor, None),
            "bell": lambda: (window.bell, None),
            "done": lambda: (window.result, None) if window.result.isVisible() else (window.side, None),
        }
        return spots[key]

    def _group(self, face: Card) -> Spot | None:
        """The hand's group of ``face``, its heading included; the whole hand if it holds none."""
        hand = self.pit.hand
        rects = [hand.card_rect((face, i)) for i in range(hand.hand().count(face))]
        if not rects:
            return (hand, None)
        united = QRect(rects[0])
        for rect in rects[1:]:
            united = united.united(rect)
        united.setTop(max(0, united.top() - RAISE_PX - LABEL_PX))
        return (hand, united.intersected(hand.rect()))

    def _seat_offer(self, seat: int) -> Spot | None:
        """``seat``'s offer on the table (its seat if the table has not shown the offer yet)."""
        found = next((s for s in self.pit.table.seats if s.seat == seat), None)
        if found is None:
            return None
        return (found.offer_spot, None) if found.offer_spot.isVisible() else (found, None)
