"""What a bot keeps between decisions (its hand counted, its scores, its spare groups) follows every change:
a new hand in its view, cards it was fed, a new target."""

from __future__ import annotations

import dataclasses
import random

from bot_rig import CORN, OATS, SUGAR, WHEAT, received, view

from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.bots.trader import TraderBot
from pit_desktop.games.pit.engine import MakeOffer

EVEN = (WHEAT,) * 3 + (CORN,) * 3 + (SUGAR,) * 2 + (OATS,)
"""Wheat and Corn level: Wheat, worth more, is the target."""


def medium(hand: tuple) -> TraderBot:
    bot = make_bot(Level.MEDIUM, 0, random.Random(4))
    assert isinstance(bot, TraderBot)
    bot.style = dataclasses.replace(bot.style, miss_p=0.0)
    bot.restart(view(hand, now_s=0.0))
    return bot


def test_cards_fed_to_the_bot_count_before_its_view_shows_them() -> None:
    """The target is scored with what the bot was fed (``fed_weight``) as soon as it is told, even when the
    view it is asked with still shows the same hand."""
    seen = view(EVEN)
    bot = medium(EVEN)
    bot.step(seen)
    assert bot.target is WHEAT
    for event in received(0, 1, (CORN,) * 4, (SUGAR, SUGAR, OATS, WHEAT), at_s=1.0):
        bot.inform(event)
    step = bot.step(dataclasses.replace(seen, now_s=3.0))
    assert bot.target is CORN
    assert isinstance(step.command, MakeOffer) and CORN not in step.command.cards


def test_a_new_hand_in_the_view_is_counted_again() -> None:
    bot = medium(EVEN)
    bot.step(view(EVEN))
    assert bot.target is WHEAT
    more_corn = (WHEAT,) + (CORN,) * 6 + (SUGAR, OATS)
    step = bot.step(view(more_corn, now_s=2.0))
    assert bot.target is CORN
    assert isinstance(step.command, MakeOffer) and CORN not in step.command.cards


def test_a_target_given_up_for_stalling_is_offered_again() -> None:
    """Same hand, same scores, but the target stalled long enough (``stall_per_s``) for the other level
    group to win: the groups the bot spares are worked out for the new target."""
    hand = (WHEAT,) * 4 + (CORN,) * 3 + (SUGAR, OATS)
    seen = view(hand)
    bot = medium(hand)
    first = bot.step(seen)
    assert bot.target is WHEAT
    assert isinstance(first.command, MakeOffer) and first.command.cards == (CORN, CORN)
    later = bot.step(dataclasses.replace(seen, now_s=60.0))
    assert bot.target is CORN
    assert isinstance(later.command, MakeOffer) and later.command.cards == (WHEAT, WHEAT)
