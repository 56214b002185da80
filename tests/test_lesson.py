"""Pit's lesson (``pit_desktop/games/pit/lesson.py``): the rigged deal is one the engine deals (R-DEAL-2), and
the scripted bots, hosted as every bot is, move only on their cues and bring the hand to the player's corner
(R-CORNER-1, R-CORNER-4, R-SCORE-2)."""

from __future__ import annotations

import random
from collections import Counter

from pit_desktop.core.bots.host import BotHost
from pit_desktop.games.pit.bots.pit_table import PitTable
from pit_desktop.games.pit.engine import (
    BEAR,
    BULL,
    AcceptOffer,
    ClaimCorner,
    CornerClaimed,
    DealHand,
    Engine,
    MakeOffer,
    OpenMarket,
)
from pit_desktop.games.pit.lesson import (
    ANN,
    BARLEY,
    BOB,
    CORN,
    LESSON_COMMODITIES,
    LESSON_DEALER,
    LESSON_DELAY_S,
    LESSON_SETTINGS,
    PLAYER,
    WHEAT,
    ScriptedTrader,
    lesson_bot,
    lesson_deal,
)


class Timer:
    """A host's timer that the test runs by hand: what is armed, for how long."""

    def __init__(self) -> None:
        self.armed: float | None = None

    def start(self, delay_s: float) -> None:
        self.armed = delay_s

    def stop(self) -> float | None:
        left, self.armed = self.armed, None
        return left


class Table:
    """The lesson's engine with its two scripted bots hosted on hand-run timers, events handed over at
    once (as the headless simulator does)."""

    def __init__(self) -> None:
        self.engine = Engine(
            LESSON_SETTINGS,
            rng=random.Random(1),
            clock=lambda: 0.0,
            commodities=LESSON_COMMODITIES,
            first_dealer=LESSON_DEALER,
        )
        self.timers = {seat: Timer() for seat in (ANN, BOB)}
        self.hosts = {
            seat: BotHost(lesson_bot(seat), PitTable(self.engine, self._submit), self.timers[seat])
            for seat in (ANN, BOB)
        }
        for host in self.hosts.values():
            host.start()

    def _submit(self, command: object) -> bool:
        self.play(command)
        return True

    def play(self, command: object) -> list[object]:
        events = list(self.engine.submit(command))  # type: ignore[arg-type]
        for event in events:
            for host in self.hosts.values():
                host.on_event(event)
        return events

    def due(self) -> list[int]:
        """Run every timer armed for a move (a bot's wait is no move); the seats that moved."""
        moved = [seat for seat, host in self.hosts.items() if host.pending is not None]
        for seat in moved:
            assert self.timers[seat].armed == LESSON_DELAY_S
            self.hosts[seat].due()
        return moved


def test_the_deal_is_one_the_engine_deals_from_bob() -> None:
    """Every card in play once, ten for the two seats left of the dealer (R-DEAL-2)."""
    deal = lesson_deal()
    engine = Engine(LESSON_SETTINGS, seed=0, commodities=LESSON_COMMODITIES, first_dealer=LESSON_DEALER)
    assert engine.why_not(DealHand(deal)) is None
    assert [len(hand) for hand in deal] == [10, 10, 9]
    assert Counter(deal[PLAYER]) == Counter({WHEAT: 6, BARLEY: 2, CORN: 1, BEAR: 1})
    assert BULL in deal[ANN]


def test_the_script_brings_the_hand_to_the_players_corner() -> None:
    """Each bot moves once its cue comes, and only then: the hand goes as the lesson says, to the corner
    (R-CORNER-4: nine Wheat and a Barley), Ann's Bull and Bob's Bear costing 20 each (R-SCORE-2)."""
    table = Table()
    table.play(DealHand(lesson_deal()))
    table.play(OpenMarket())
    assert table.due() == []  # the bell called for nothing
    table.play(MakeOffer(PLAYER, (BARLEY, BARLEY)))
    assert table.due() == [ANN]  # Ann takes the two Barley with two Wheat
    assert table.due() == [BOB]  # then Bob offers his Wheat
    [bobs] = table.engine.view(PLAYER).offers
    assert bobs.seat == BOB and bobs.count == 1
    assert table.due() == []
    table.play(AcceptOffer(PLAYER, bobs.offer_id, (CORN,)))
    assert Counter(table.engine.view(PLAYER).hand) == Counter({WHEAT: 9, BEAR: 1})
    assert table.due() == []
    table.play(MakeOffer(PLAYER, (BEAR,)))
    assert table.due() == [BOB]
    assert Counter(table.engine.view(PLAYER).hand) == Counter({WHEAT: 9, BARLEY: 1})
    [corner] = [e for e in table.play(ClaimCorner(PLAYER)) if isinstance(e, CornerClaimed)]
    assert (corner.commodity, corner.points, corner.scores) == (WHEAT, 100, (100, -20, -20))
    assert all(host.bot.moves_left == 0 for host in table.hosts.values())  # type: ignore[attr-defined]


def test_a_bot_makes_no_move_without_its_cue() -> None:
    """An offer of another size is no cue: nobody takes it, and the script waits for its own."""
    table = Table()
    table.play(DealHand(lesson_deal()))
    table.play(OpenMarket())
    table.play(MakeOffer(PLAYER, (CORN,)))
    assert table.due() == []
    assert table.engine.view(PLAYER).offers[0].seat == PLAYER


def test_a_refused_move_is_not_tried_again() -> None:
    """The script's move refused (the offer went meanwhile) is dropped; its next cue stands."""
    bot = ScriptedTrader(ANN, lesson_bot(ANN)._cues)
    table = Table()
    table.play(DealHand(lesson_deal()))
    table.play(OpenMarket())
    [posted] = [e for e in table.play(MakeOffer(PLAYER, (BARLEY, BARLEY)))]
    assert bot.inform(posted)
    step = bot.step(table.engine.view(ANN))
    assert isinstance(step.command, AcceptOffer)
    bot.refused(step.command, ValueError("gone"))
    assert bot.step(table.engine.view(ANN)).command is None
    assert bot.moves_left == 0
