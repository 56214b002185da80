"""Pitch's sounds: the right one for each moment of the table, one at a time (a bot's card that ends the
trick, the hand and the game is the win alone), your turn's chime only when another's move gave you the
turn, the shared refusal, nothing while muted. The test plays every bot's seat itself, on rigged deals."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import Any

import pytest
from PySide6.QtCore import QThread
from ui_helpers import FAST

from pit_desktop.games.pitch.engine.cards import Card, cards
from pit_desktop.games.pitch.engine.commands import Bid, Command, DealHand, Pass, PlayCard, SeatCommand
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.events import (
    BidMade,
    CardPlayed,
    GameWon,
    HandDealt,
    HandScored,
    Passed,
    Settled,
    TrickWon,
)
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.prefs import PitchNewGamePrefs
from pit_desktop.games.pitch.ui.game import PITCH, PITCH_SOUNDS, PitchGame
from pit_desktop.games.pitch.ui.session import PLAYER, PitchSession
from pit_desktop.games.pitch.ui.sounds import PRECEDENCE, event_sound, loudest
from pit_desktop.shell.sound import SilentSound

Deal = tuple[tuple[Card, ...], ...]


class IdleSeat:
    """A bot's seat as the session hosts it; the test plays it, so its thread never starts."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.thread = QThread()

    def start(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        pass

    def stop(self) -> bool:
        return True


class RiggedEngine(PitchEngine):
    """Deals the rigged hands, one a deal, when the session asks for a shuffled one."""

    def __init__(self, *args: Any, deals: Sequence[Deal], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._deals = list(deals)

    def submit(self, command: Command) -> tuple[Any, ...]:
        if isinstance(command, DealHand) and command.deal is None and self._deals:
            command = DealHand(deal=self._deals.pop(0))
        return super().submit(command)


class RiggedPitch(PitchGame):
    """Pitch with its first dealer, starting scores and deals chosen, and the bots' seats left to the test."""

    def __init__(self, dealer: int, deals: Sequence[Deal], scores: tuple[int, ...] | None = None) -> None:
        self.dealer, self.deals, self.scores = dealer, deals, scores

    def make_engine(self, settings: PitchSettings, *, rng: random.Random, clock: Any, **rigging: Any):
        return RiggedEngine(
            settings, rng=rng, clock=clock, first_dealer=self.dealer, scores=self.scores, deals=self.deals
        )

    def make_bot(self, level, seat, engine, bridge, clock, gate, rng, pace) -> IdleSeat:  # type: ignore[override]
        return IdleSeat(seat)


class Table:
    """A Pitch session on a rigged game; :meth:`act` makes one move and says the sounds it caused."""

    def __init__(self, qtbot, sound: SilentSound, game: RiggedPitch) -> None:
        self.qtbot, self.sound = qtbot, sound
        self.session = PitchSession(game, sound, time_scale=FAST)
        self.told: list[Any] = []
        self.session.event_received.connect(self.told.append)

    @property
    def engine(self) -> PitchEngine:
        assert self.session.engine is not None
        return self.session.engine

    def start(self) -> list[str]:
        return self._sounds_of(lambda: self.session.new_game(PitchNewGamePrefs(PitchSettings(players=3))))

    def act(self, *commands: SeatCommand) -> list[str]:
        """Each command in turn (the player's through the session, a bot's to the engine), before the window
        hears of any; the sounds once it has heard of the last."""

        def moves() -> None:
            for command in commands:
                if command.seat == PLAYER:
                    self.session.submit(command)
                else:
                    self.engine.submit(command)

        return self._sounds_of(moves)

    def first_legal(self, seat: int | None = None) -> SeatCommand:
        seat = self.engine.turn if seat is None else seat
        return self.engine.view(seat).legal_commands()[0]

    def _sounds_of(self, moves) -> list[str]:
        before = len(self.sound.played)
        moves()
        last = self.engine.last_seq
        self.qtbot.waitUntil(lambda: last == 0 or (bool(self.told) and self.told[-1].seq == last))
        return self.sound.played[before:]


@pytest.fixture
def make_table(qtbot) -> Iterator[Any]:
    """Makes a table on a rigged game (:class:`RiggedPitch`'s arguments), its sounds heard as the Pitch
    window's are; every session made is shut down at teardown."""
    made: list[Table] = []

    def make(**rigging: Any) -> Table:
        sound = SilentSound()
        sound.use(PITCH.sounds())  # what the window's frame does
        made.append(Table(qtbot, sound, RiggedPitch(**rigging)))
        return made[-1]

    yield make
    for table in made:
        table.session.shutdown()
    assert [t.session.bot_threads_running() for t in made] == [0] * len(made)


ALL_TRUMPS = (cards("AS KS QS JS 10S 2S"), cards("AH KH QH JH 10H 9H"), cards("AD KD QD JD 10D 9D"))
"""The player holds every spade in play: a bid of 1, six tricks, all four points."""

CLUBS_AGAINST = (cards("2C 3C 4H 5H 6H 7D"), cards("AC KC QC JC 10C 9C"), cards("AS KS QS JS 10S 9S"))
"""The player, dealer and stuck with 2, leads the 2 of clubs into seat 1's six higher ones: set back."""


def test_a_won_game_sounds_each_moment_once_and_ends_on_the_win(make_table) -> None:
    table = make_table(dealer=2, deals=[ALL_TRUMPS], scores=(6, 0, 0))
    assert table.start() == ["deal"]  # the player bids first: the deal says so
    assert table.act(Bid(0, 1)) == ["bid"]
    assert table.act(Pass(1)) == []  # a pass is quiet
    assert table.act(Pass(2)) == ["your_turn"]  # the auction is the player's: lead
    for trick in range(1, 7):
        assert table.act(table.first_legal(PLAYER)) == ["card_played"]
        assert table.act(table.first_legal(1)) == ["card_played"]
        ending = table.act(table.first_legal(2))
        # the trick taken (the player's lead next is no chime); the last one also ends the hand and the game
        assert ending == (["trick_taken"] if trick < 6 else ["win"]), trick
    assert [type(e) for e in table.told[-3:]] == [TrickWon, HandScored, GameWon]
    assert table.engine.phase is Phase.GAME_OVER


def test_a_set_back_a_refusal_the_chime_and_mute(make_table) -> None:
    table = make_table(dealer=0, deals=[CLUBS_AGAINST])
    assert table.start() == ["deal"]
    assert table.act(Pass(1)) == []
    assert table.act(Pass(2)) == ["your_turn"]
    assert table.act(Pass(0)) == ["refused"]  # the dealer is stuck with 2 (P-BID-3): the shell's refusal
    assert table.act(Bid(0, 2)) == ["bid"]  # the player's own bid: no chime, though the lead is the player's
    assert table.act(PlayCard(0, cards("2C")[0])) == ["card_played"]
    # a bot's card and the trick it ends, heard together (the window behind): one sound, the trick
    assert table.act(PlayCard(1, cards("9C")[0]), PlayCard(2, cards("9S")[0])) == ["trick_taken"]
    table.sound.muted = True  # M
    assert table.act(table.first_legal()) == []
    table.sound.muted = False
    chimes = 0
    while table.engine.phase is Phase.PLAYING:
        seat = table.engine.turn
        told = len(table.told)
        heard = table.act(table.first_legal())
        events = table.told[told:]
        if any(isinstance(e, HandScored) for e in events):
            assert heard == ["set_back"]
        elif any(isinstance(e, TrickWon) for e in events):
            assert heard == ["trick_taken"]
        elif seat != PLAYER and table.engine.turn == PLAYER:
            assert heard == ["your_turn"]  # a bot's card gives the player the turn: the chime alone
            chimes += 1
        else:
            assert heard == ["card_played"]
    assert chimes > 0
    scored = next(e for e in table.told if isinstance(e, HandScored))
    assert scored.pitcher == PLAYER and not scored.made


def test_paused_the_player_is_refused_with_the_shared_sound(make_table) -> None:
    table = make_table(dealer=0, deals=[CLUBS_AGAINST])
    table.start()
    table.act(Pass(1), Pass(2))
    assert table.session.set_player_paused(True)
    moves = table.engine.last_seq
    assert table.act(Bid(0, 2)) == ["refused"] and table.engine.last_seq == moves
    assert table.session.set_player_paused(False)
    assert table.act(Bid(0, 2)) == ["bid"]


def test_every_sound_pitch_names_is_one_it_plays() -> None:
    assert set(PRECEDENCE) | {"refused"} == set(PITCH_SOUNDS) == set(PITCH.sounds())
    assert len(PRECEDENCE) == len(set(PRECEDENCE))


@pytest.mark.parametrize(
    ("event", "sound"),
    [
        (HandDealt(1, 0.0, 1, 0, (6, 6, 6)), "deal"),
        (Passed(2, 0.0, 1), None),
        (BidMade(3, 0.0, 1, 2, False, False), "bid"),
        (CardPlayed(4, 0.0, 1, cards("AS")[0], 1), "card_played"),
        (TrickWon(5, 0.0, 1, 1, ()), "trick_taken"),
        (GameWon(6, 0.0, 1, (7, 0, 0)), None),  # a bot's win: the hand's own sound says it
        (GameWon(6, 0.0, PLAYER, (7, 0, 0)), "win"),
        (Settled(7, 0.0, (3, 1, 2), ((0, 0),) * 3, (10, -10, 0)), "win"),  # the player comes out ahead
        (Settled(7, 0.0, (1, 3, 2), ((0, 0),) * 3, (-10, 10, 0)), None),
    ],
)
def test_each_event_has_its_sound(event: object, sound: str | None) -> None:
    assert event_sound(event, PLAYER) == sound


def test_the_most_telling_sound_of_a_moment_plays() -> None:
    assert loudest(["card_played", "trick_taken", "set_back", "win"]) == "win"
    assert loudest(["card_played", "trick_taken", "set_back"]) == "set_back"
    assert loudest(["card_played", "trick_taken", "your_turn"]) == "trick_taken"
    assert loudest(["bid", "card_played"]) == "bid"  # a card pitched is a bid
    assert loudest(["card_played", "your_turn"]) == "your_turn"
    assert loudest([]) is None
