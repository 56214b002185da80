"""The family of simulated people the levels are measured against: their speeds and styles, as written."""

from __future__ import annotations

import random
import statistics

import pytest
from bot_rig import BULL, CORN, OATS, SUGAR, WHEAT, offer, posted, view

from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.bots.human import HUMAN, HumanBot
from pit_desktop.games.pit.bots.people import (
    FAMILY,
    HUMAN_MEAN_S,
    HUMAN_SEAT,
    NEAR_CORNER,
    PEOPLE,
    PersonBot,
    PersonStyle,
    person_named,
)
from pit_desktop.games.pit.engine import AcceptOffer, MakeOffer, WithdrawOffer


def test_the_family_spans_the_speeds_and_styles_the_levels_answer_to() -> None:
    assert len(FAMILY) >= 6
    speeds = [p.mean_s for p in FAMILY]
    assert min(speeds) == 1.5 and max(speeds) == 4.0
    assert {p.style for p in FAMILY} == set(PersonStyle)
    assert any(p.bell_factor > 1.0 for p in FAMILY)  # a slow ringer
    assert all(p.why for p in FAMILY)  # every member says where its numbers come from
    for style in (PersonStyle.STEADY, PersonStyle.GREEDY):
        assert len({p.mean_s for p in FAMILY if p.style is style and p.bell_factor == 1.0}) >= 2


def test_the_steady_member_is_the_human_seat_itself() -> None:
    assert HUMAN_SEAT.speed == 1.0
    style = HUMAN_SEAT.style_of()
    assert (style.timing, style.claim_timing, style.handle_s, style.step_down_s) == (
        HUMAN.timing,
        HUMAN.claim_timing,
        HUMAN.handle_s,
        HUMAN.step_down_s,
    )


@pytest.mark.parametrize("key", ["steady-quick", "steady-slow", "greedy-slow"])
def test_a_members_actions_take_its_mean_time(key: str) -> None:
    person = PEOPLE[key]
    rng = random.Random(1)
    timing = person.timing()
    mean = statistics.fmean(timing.draw(rng) for _ in range(20000))
    assert mean == pytest.approx(person.mean_s, rel=0.03)
    assert person.style_of().handle_s == pytest.approx(1.0 * person.mean_s / HUMAN_MEAN_S)


def test_an_unknown_member_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown person 'nobody'; choose from steady-quick"):
        person_named("nobody")


def _bot(key: str) -> PersonBot:
    bot = PersonBot(0, random.Random(2), PEOPLE[key])
    assert bot.level is Level.HUMAN and isinstance(bot, HumanBot)
    return bot


def test_a_greedy_person_takes_the_oldest_offer_and_pays_with_the_bull() -> None:
    hand = (WHEAT,) * 4 + (CORN,) * 2 + (SUGAR,) * 2 + (BULL,)
    bot = _bot("greedy-quick")
    bot.restart(view(hand))
    offers = (offer(1, 1, 1, posted_at_s=0.2), offer(2, 2, 2, posted_at_s=0.1))
    for o in offers:
        bot.inform(posted(o.seat, o.count, o.offer_id, at_s=o.posted_at_s))
    step = bot.step(view(hand, offers=offers))
    assert isinstance(step.command, AcceptOffer) and step.command.offer_id == 2  # the oldest, not the largest
    assert BULL in step.command.cards
    steady = _bot("steady")
    steady.restart(view(hand))
    for o in offers:
        steady.inform(posted(o.seat, o.count, o.offer_id, at_s=o.posted_at_s))
    taken = steady.step(view(hand, offers=offers)).command
    assert isinstance(taken, AcceptOffer) and BULL not in taken.cards


def test_a_greedy_person_keeps_the_bull_near_a_corner_and_never_offers_it() -> None:
    near = (WHEAT,) * NEAR_CORNER + (CORN,) + (BULL,)
    bot = _bot("greedy-slow")
    bot.restart(view(near))
    o = offer(3, 1, 1)
    bot.inform(posted(1, 1, 3, at_s=0.5))
    taken = bot.step(view(near, offers=(o,))).command
    assert isinstance(taken, AcceptOffer) and BULL not in taken.cards
    far = (WHEAT,) * 4 + (CORN,) * 2 + (OATS,) * 2 + (BULL,)
    bot = _bot("greedy-slow")
    bot.restart(view(far))
    made = bot.step(view(far)).command
    assert isinstance(made, MakeOffer) and BULL not in made.cards


def test_a_stubborn_person_never_takes_an_offer_back() -> None:
    hand = (WHEAT,) * 4 + (CORN,) * 3 + (SUGAR,) * 2
    bot = _bot("stubborn")
    bot.restart(view(hand, now_s=1.0))
    made = bot.step(view(hand, now_s=1.0)).command
    assert isinstance(made, MakeOffer)
    own = offer(9, 0, len(made.cards), posted_at_s=2.0)
    later = view(hand, now_s=600.0, offers=(own,), my_offer=made.cards, my_offer_id=9)
    assert not isinstance(bot.step(later).command, WithdrawOffer)
    steady = _bot("steady")
    steady.restart(view(hand, now_s=1.0))
    steady.step(view(hand, now_s=1.0))
    assert isinstance(steady.step(later).command, WithdrawOffer)
