"""The bot host's protocol, once, headless: a fake game, a scripted bot and a fake clock drive one
:class:`BotHost` through waking, stepping, refusals, closing, pausing and errors (both real hosts, the
virtual-clock loop and the QThread worker, are thin drivers of it)."""

from __future__ import annotations

import dataclasses
import logging
from collections import deque
from typing import Any

import pytest

from pit_desktop.core.bots.base import MIN_REACTION_S, MIN_WAIT_S, Step
from pit_desktop.core.bots.host import BotHost, floored_delay


@dataclasses.dataclass(frozen=True)
class Ev:
    """A made-up game's event: ``kind`` is what happened, ``seat`` the only seat that may see it, if any."""

    kind: str
    seat: int | None = None


class Refusal(Exception):
    """The made-up game's refusal."""


class FakeTable:
    """A game that is not Pit: "open"/"close"/"deal" events, a list of submitted commands, refusals on
    demand, and a pause gate that can hold commands back."""

    refusal = Refusal

    def __init__(self) -> None:
        self.taking = True
        self.submitted: list[Any] = []
        self.refuse = False
        self.holding = False
        self.views = 0

    def view(self, seat: int) -> str:
        self.views += 1
        return f"view {self.views} of {seat}"

    def takes_steps(self) -> bool:
        return self.taking

    def submit(self, command: Any) -> bool:
        if self.holding:
            return False
        if self.refuse:
            try:
                raise Refusal(f"no {command}")
            except Refusal as err:  # raised from a frame, as an engine's refusal is
                raise err from None
        self.submitted.append(command)
        return True

    def visible_to(self, event: Ev, seat: int) -> bool:
        return event.seat is None or event.seat == seat

    def opens(self, event: Ev) -> bool:
        return event.kind == "open"

    def closes(self, event: Ev) -> bool:
        return event.kind == "close"

    def deals(self, event: Ev, seat: int) -> bool:
        return event.kind == "deal" and event.seat == seat


class ScriptedBot:
    """Answers each step with the next of ``steps`` (then waits 1 s), wakes for "news", and records every
    call the host makes."""

    def __init__(self, *steps: Step, seat: int = 1) -> None:
        self.seat = seat
        self.steps = deque(steps)
        self.calls: list[tuple[str, Any]] = []
        self.refusals: list[tuple[Any, Exception]] = []

    def restart(self, view: Any) -> None:
        self.calls.append(("restart", view))

    def inform(self, event: Ev) -> bool:
        self.calls.append(("inform", event.kind))
        return event.kind == "news"

    def step(self, view: Any) -> Step:
        self.calls.append(("step", view))
        return self.steps.popleft() if self.steps else Step(None, 1.0)

    def refused(self, command: Any, error: Exception) -> None:
        self.refusals.append((command, error))

    def asked(self) -> int:
        return sum(1 for name, _ in self.calls if name == "step")


class FakeClock:
    """A fake clock and the host's one timer on it: :meth:`advance` moves time and fires the timer if it
    falls due."""

    def __init__(self) -> None:
        self.now_s = 0.0
        self.due_at: float | None = None
        self.host: BotHost | None = None

    def start(self, delay_s: float) -> None:
        self.due_at = self.now_s + delay_s

    def stop(self) -> float | None:
        if self.due_at is None:
            return None
        left, self.due_at = self.due_at - self.now_s, None
        return left

    @property
    def delay_s(self) -> float | None:
        """Time left on the timer, or ``None`` when disarmed."""
        return None if self.due_at is None else self.due_at - self.now_s

    def advance(self, seconds: float) -> None:
        end = self.now_s + seconds
        while self.due_at is not None and self.due_at <= end:
            self.now_s, self.due_at = self.due_at, None
            assert self.host is not None
            self.host.due()
        self.now_s = end


def rig(*steps: Step, shield: bool = False) -> tuple[BotHost, ScriptedBot, FakeTable, FakeClock, list]:
    bot, table, clock = ScriptedBot(*steps), FakeTable(), FakeClock()
    refusals: list[Exception] = []
    host = BotHost(bot, table, clock, on_refusal=refusals.append, shield=shield)
    clock.host = host
    return host, bot, table, clock, refusals


def test_no_step_before_the_floor_opens_then_asked_at_once_with_a_fresh_view() -> None:
    host, bot, _, clock, _ = rig(Step("offer", 1.0))
    host.on_event(Ev("deal", seat=1))
    host.on_event(Ev("news"))  # news before the floor opens wakes nobody
    assert bot.calls == [("inform", "deal"), ("restart", "view 1 of 1"), ("inform", "news")]
    assert clock.delay_s is None
    host.on_event(Ev("open"))
    assert bot.calls[-2:] == [("inform", "open"), ("step", "view 2 of 1")]
    assert host.pending == "offer" and clock.delay_s == 1.0


def test_events_of_another_seat_and_deals_to_it_do_not_reach_the_bot() -> None:
    host, bot, *_ = rig()
    host.on_event(Ev("deal", seat=2))
    host.on_event(Ev("news", seat=0))
    assert bot.calls == []


def test_a_command_is_submitted_when_due_and_the_bot_asked_again() -> None:
    host, bot, table, clock, _ = rig(Step("offer", 2.0), Step("accept", 1.0))
    host.on_event(Ev("open"))
    clock.advance(1.9)
    assert table.submitted == []
    clock.advance(0.1)
    assert table.submitted == ["offer"] and bot.asked() == 2
    assert host.pending == "accept" and clock.delay_s == 1.0


class LandingBot(ScriptedBot):
    """A bot whose command lands as what it comes to by then (a person's hand, on whatever is there)."""

    def land(self, command: Any) -> Any:
        self.calls.append(("land", command))
        return f"{command}, landed"


def test_a_bot_that_answers_land_is_asked_what_its_command_comes_to_as_it_falls_due() -> None:
    bot, table, clock = LandingBot(Step("accept 7", 2.0)), FakeTable(), FakeClock()
    host = BotHost(bot, table, clock)
    clock.host = host
    host.on_event(Ev("open"))
    clock.advance(1.9)
    assert ("land", "accept 7") not in bot.calls  # chosen, not landed yet
    clock.advance(0.1)
    assert table.submitted == ["accept 7, landed"]


@pytest.mark.parametrize(
    ("step", "delay_s"),
    [
        (Step("offer", 0.0), MIN_REACTION_S),
        (Step("offer", -1.0), MIN_REACTION_S),
        (Step(None, 0.0), MIN_WAIT_S),
        (Step(None, 0.01), MIN_WAIT_S),
        (Step(None, 3.0), 3.0),
    ],
    ids=["command-now", "command-past", "wait-none", "wait-short", "wait-long"],
)
def test_every_step_waits_at_least_its_floor(step: Step, delay_s: float) -> None:
    """No command faster than a person; no wait so short that time stands still."""
    assert floored_delay(step) == delay_s
    host, _, _, clock, _ = rig(step)
    host.on_event(Ev("open"))
    assert clock.delay_s == delay_s


def test_a_bot_that_always_waits_zero_lets_time_move_on() -> None:
    host, bot, _, clock, _ = rig(*[Step(None, 0.0)] * 100)
    host.on_event(Ev("open"))
    clock.advance(1.0)
    assert clock.delay_s is not None and bot.asked() <= round(1.0 / MIN_WAIT_S) + 1


def test_a_refusal_reaches_the_bot_without_its_traceback_and_the_bot_is_asked_again() -> None:
    host, bot, table, clock, refusals = rig(Step("accept", 0.5))
    host.on_event(Ev("open"))
    table.refuse = True
    clock.advance(MIN_REACTION_S * 2)
    [(command, error)] = bot.refusals
    assert command == "accept" and isinstance(error, Refusal) and error.__traceback__ is None
    assert refusals == [error] and bot.asked() == 2 and clock.delay_s == 1.0


def test_news_a_command_causes_before_its_submission_returns_does_not_ask_the_bot_twice() -> None:
    """A virtual clock hands a command's events over at once: the bot sees them, then is asked once."""
    host, bot, table, clock, _ = rig(Step("accept", 1.0), Step(None, 2.0), Step("offer", 1.0))
    submit = table.submit

    def submit_and_tell(command: Any) -> bool:
        done = submit(command)
        host.on_event(Ev("news"))  # e.g. the cards the trade brought
        return done

    table.submit = submit_and_tell  # type: ignore[method-assign]
    host.on_event(Ev("open"))
    clock.advance(1.0)
    assert bot.calls[-2:] == [("inform", "news"), ("step", "view 2 of 1")]
    assert bot.asked() == 2 and host.pending is None and clock.delay_s == 2.0


def test_news_wakes_a_waiting_bot_but_not_a_busy_one() -> None:
    host, bot, _, clock, _ = rig(Step(None, 5.0), Step("offer", 2.0), Step("never", 1.0))
    host.on_event(Ev("open"))
    clock.advance(1.0)
    host.on_event(Ev("news"))  # waiting: asked at once, the wait replaced
    assert bot.asked() == 2 and host.pending == "offer" and clock.delay_s == 2.0
    host.on_event(Ev("news"))  # busy with a command: not asked
    assert bot.asked() == 2 and host.pending == "offer"
    host.on_event(Ev("dull"))
    assert bot.asked() == 2


def test_closing_the_floor_drops_the_pending_step() -> None:
    host, bot, table, clock, _ = rig(Step("offer", 1.0))
    host.on_event(Ev("open"))
    host.on_event(Ev("close"))
    assert host.pending is None and clock.delay_s is None and not host.open
    clock.advance(10.0)
    host.on_event(Ev("news"))
    assert table.submitted == [] and bot.asked() == 1


def test_a_table_that_takes_no_steps_is_never_asked() -> None:
    """The floor opened, but the game has moved on (its phase is read when the bot would be asked)."""
    host, bot, table, _, _ = rig()
    table.taking = False
    host.on_event(Ev("open"))
    host.on_event(Ev("news"))
    assert bot.asked() == 0


def test_a_pause_keeps_the_time_left_and_resumes_with_it() -> None:
    host, _, table, clock, _ = rig(Step("offer", 3.0))
    host.on_event(Ev("open"))
    clock.advance(1.0)
    host.pause()
    assert host.paused and clock.delay_s is None
    clock.advance(60.0)
    host.on_event(Ev("news"))  # busy: nothing
    assert table.submitted == []
    host.resume()
    assert clock.delay_s == pytest.approx(2.0)
    clock.advance(2.0)
    assert table.submitted == ["offer"]


def test_a_bot_woken_while_paused_is_asked_at_the_resume() -> None:
    """Its wait is not resumed: the news it woke for is worth a fresh step."""
    host, bot, _, clock, _ = rig(Step(None, 5.0), Step("offer", 1.0))
    host.on_event(Ev("open"))
    host.pause()
    host.on_event(Ev("news"))
    assert bot.asked() == 1
    host.resume()
    assert bot.asked() == 2 and host.pending == "offer" and clock.delay_s == 1.0


def test_a_step_due_as_the_pause_begins_comes_alone_at_the_resume() -> None:
    """The timer ran out just before the pause reached the host: the command waits, then goes once."""
    host, _, table, clock, _ = rig(Step("offer", 1.0), Step("accept", 1.0))
    host.on_event(Ev("open"))
    clock.now_s = 1.0  # the timer ran out; its call is on its way to the host …
    host.pause()  # … behind the pause
    host.due()
    assert table.submitted == [] and host.pending == "offer"
    host.resume()
    assert clock.delay_s == 0.0
    clock.advance(0.0)
    assert table.submitted == ["offer"] and clock.delay_s == 1.0


def test_a_command_the_gate_holds_back_is_due_at_once_on_the_resume() -> None:
    """The game paused before this host heard of it: the table held the command back, untried."""
    host, bot, table, clock, _ = rig(Step("offer", 1.0), Step("accept", 1.0))
    host.on_event(Ev("open"))
    table.holding = True
    clock.advance(1.0)
    assert table.submitted == [] and host.pending == "offer" and clock.delay_s is None
    host.pause()
    table.holding = False
    host.resume()
    clock.advance(0.0)
    assert table.submitted == ["offer"] and bot.asked() == 2 and clock.delay_s == 1.0


def test_start_asks_only_an_idle_bot_on_an_open_floor() -> None:
    host, bot, *_ = rig(Step("offer", 1.0))
    host.start()
    assert bot.asked() == 0
    host.on_event(Ev("open"))
    host.start()  # already armed
    assert bot.asked() == 1


def test_after_stop_nothing_reaches_the_bot_or_the_table() -> None:
    host, bot, table, clock, _ = rig(Step("offer", 1.0))
    host.on_event(Ev("open"))
    host.stop()
    assert clock.delay_s is None
    host.on_event(Ev("news"))
    host.due()
    host.pause()
    host.resume()
    host.start()
    assert table.submitted == [] and bot.calls == [("inform", "open"), ("step", "view 1 of 1")]


class BrokenBot(ScriptedBot):
    def step(self, view: Any) -> Step:
        raise RuntimeError("broken")


def test_a_shielded_host_logs_a_broken_bot_and_leaves_it_idle(caplog: pytest.LogCaptureFixture) -> None:
    bot, table, clock = BrokenBot(), FakeTable(), FakeClock()
    host = BotHost(bot, table, clock, shield=True)
    with caplog.at_level(logging.ERROR, logger="pit_desktop.core.bots.host"):
        host.on_event(Ev("open"))
    assert "bot 1 failed to choose a step" in caplog.text
    assert clock.delay_s is None and host.pending is None


def test_an_unshielded_host_lets_a_broken_bot_fail() -> None:
    host = BotHost(BrokenBot(), FakeTable(), FakeClock())
    with pytest.raises(RuntimeError, match="broken"):
        host.on_event(Ev("open"))


def test_a_bot_catches_up_on_a_resumed_hand_as_if_it_had_been_there_and_is_asked_at_its_start() -> None:
    """Step 7: before its driver starts, a new bot is told the hand so far (a hand resumed where it stopped):
    every event it may see, a restart with its view as dealt at its deal, no step asked; the floor opened by
    the hand's bell is open, so the start asks at once."""
    host, bot, table, clock, _ = rig(Step("offer", 1.0))
    history = [Ev("deal", seat=2), Ev("deal", seat=1), Ev("open"), Ev("news"), Ev("secret", seat=0)]
    host.catch_up(history, "as dealt")
    assert bot.calls == [("inform", "deal"), ("restart", "as dealt"), ("inform", "open"), ("inform", "news")]
    assert host.open and clock.delay_s is None and table.views == 0
    host.start()
    assert bot.calls[-1] == ("step", "view 1 of 1") and host.pending == "offer"


def test_a_bot_caught_up_on_a_closed_floor_waits_and_one_held_before_its_start_is_asked_on_resume() -> None:
    host, bot, *_ = rig(Step("offer", 1.0))
    host.catch_up([Ev("deal", seat=1), Ev("open"), Ev("close")], "as dealt")
    host.start()
    assert not host.open and bot.asked() == 0
    held, held_bot, *_ = rig(Step("offer", 1.0))
    held.catch_up([Ev("deal", seat=1), Ev("open")], "as dealt")
    held.pause()  # the game holds its bots (a resumed hand's market waits): paused before the start
    held.start()
    assert held_bot.asked() == 0
    held.resume()
    assert held_bot.asked() == 1 and held.pending == "offer"


def test_a_bot_failing_to_catch_up_is_logged_in_the_window_and_raises_headless(caplog) -> None:
    class Broken(ScriptedBot):
        def inform(self, event: Ev) -> bool:
            raise RuntimeError("broken")

    table, clock = FakeTable(), FakeClock()
    shielded = BotHost(Broken(), table, clock, shield=True)
    with caplog.at_level(logging.ERROR):
        shielded.catch_up([Ev("open")], "as dealt")
    assert shielded.open and "catching up" in caplog.text
    with pytest.raises(RuntimeError):
        BotHost(Broken(), table, clock).catch_up([Ev("open")], "as dealt")
