"""What each half of the Hard Pitch bot is worth, its bids and its card play taken apart, against 3 Medium.

Run from the repository root::

    python benchmarks/bench_pitch_hard_parts.py hard --deals 200 [--samples 192] [--jobs 2]
    python benchmarks/bench_pitch_hard_parts.py club-bids --deals 250 --samples 24

Plays ``--deals`` deals of the tournament's Hard vs 3 Medium match (each deal once per rotation of the
seats, so four games a deal, seed 1 as ``pit-desktop tournament --game pitch``) with a variant of Hard in
the seat under test, and prints its win rate with the 95% Wilson interval, how many hands it pitched and
made, and its points per hand. The variants:

- ``hard``: Hard as it plays (its searched call or Medium's, whichever is higher; its card search).
- ``searched-bids``: Hard with only its searched call, as it bid before Medium's call became its floor.
- ``searched-bids-edge``: the same, each simulated pitcher's hand worth one point more with chance
  ``--edge`` (a guess at what Hard's own play adds to the play-outs').
- ``club-bids``: Medium's bids, Hard's card search.
- ``medium-play``: Hard's bids, Medium's card play.

``--samples`` sets Hard's deals per card (its bids use 48 deals whatever it is). The figures in
docs/pitch.md ("What the search is worth") come from this script.
"""

from __future__ import annotations

import argparse
import random
import time

import pit_desktop.games.pitch.sim.tournament as tournament
from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.bots.base import PitchBot
from pit_desktop.games.pitch.bots.cardbits import SUIT_MASK, changes
from pit_desktop.games.pitch.bots.hard import BID_SAMPLES, PLAY_SAMPLES, HardBot, utility
from pit_desktop.games.pitch.bots.levels import make_pitch_bot
from pit_desktop.games.pitch.bots.medium import MediumBot
from pit_desktop.games.pitch.bots.reading import Reading
from pit_desktop.games.pitch.bots.timing import ThinkingTime
from pit_desktop.games.pitch.engine.commands import Bid, Pass, SeatCommand, ShootMoon
from pit_desktop.games.pitch.engine.view import PitchView


class SearchedBids(HardBot):
    """Hard calling only what its simulations say (the bid is worth one point more with chance ``edge``)."""

    edge = 0.0

    def choose_call(self, view: PitchView, legal: tuple[SeatCommand, ...]) -> SeatCommand:
        bids = [c for c in legal if isinstance(c, Bid | ShootMoon)]
        passes = [c for c in legal if isinstance(c, Pass)]
        if not bids:
            return legal[0]
        reading = Reading(view)
        me, e = self.seat, self.edge
        target = None if view.settings.money else view.settings.target
        suits = [s for s in range(4) if reading.hand & SUIT_MASK[s]]
        amounts = [(c.amount, False) if isinstance(c, Bid) else (4, True) for c in bids]
        totals = [[0.0] * len(suits) for _ in bids]
        pass_total = 0.0
        for hands in reading.samples(self.rng, self.bid_samples, self._fits_seen(view)):
            for i, s in enumerate(suits):
                won, tricks = self._pitch(hands, me, s, view.settings.low_to_holder)
                more = won.copy()
                more[me] += 1
                for j, (amount, moon) in enumerate(amounts):
                    value = utility(changes(won, tricks, me, amount, moon), me, me, view.scores, target)
                    if e:
                        better = utility(changes(more, tricks, me, amount, moon), me, me, view.scores, target)
                        value = (1 - e) * value + e * better
                    totals[j][i] += value
            if passes:
                pass_total += self._pass_outcome(view, hands, target)
        values = [max(row) for row in totals]
        best = max(range(len(bids)), key=lambda j: values[j])
        return passes[0] if passes and pass_total >= values[best] else bids[best]


class ClubBids(HardBot, MediumBot):
    """Medium's bids, Hard's card search."""

    choose_call = MediumBot.choose_call


class MediumPlay(HardBot, MediumBot):
    """Hard's bids, Medium's card play."""

    choose_card = MediumBot.choose_card


VARIANTS: dict[str, type[HardBot]] = {
    "hard": HardBot,
    "searched-bids": SearchedBids,
    "searched-bids-edge": SearchedBids,
    "club-bids": ClubBids,
    "medium-play": MediumPlay,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("variant", choices=sorted(VARIANTS))
    parser.add_argument("--deals", type=int, default=200, help="deals, each played 4 times (200)")
    parser.add_argument("--samples", type=int, default=PLAY_SAMPLES, help=f"deals per card ({PLAY_SAMPLES})")
    parser.add_argument("--edge", type=float, default=0.3, help="for searched-bids-edge (0.3)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes (2)")
    args = parser.parse_args()
    kind = VARIANTS[args.variant]
    if args.variant == "searched-bids-edge":
        SearchedBids.edge = args.edge

    def make(
        level: Level, seat: int, rng: random.Random, pace: float = 1.0, samples: int | None = None
    ) -> PitchBot:
        if level is Level.HARD:
            return kind(seat, rng, ThinkingTime(), samples=args.samples, bid_samples=BID_SAMPLES)
        return make_pitch_bot(level, seat, rng, pace, samples)

    tournament.make_pitch_bot = make  # workers forked after this (Linux) play the variant too; else --jobs 1
    match = tournament.one_against(Level.HARD, Level.MEDIUM, 0.40)
    started = time.monotonic()
    outcomes = tournament.run_specs(tournament.specs_for(match, args.deals, 1), jobs=args.jobs)
    fig = tournament.tally(outcomes)
    lo, hi = fig.interval
    made, pitched = fig.success()
    print(
        f"{args.variant} ({args.samples} deals a card): {fig.games} games, won {100 * fig.win_rate:.1f}% "
        f"({100 * lo:.1f}–{100 * hi:.1f}%), pitched {pitched} of {fig.hands} hands, made {made} "
        f"({100 * made / max(1, pitched):.0f}%), {fig.points / max(1, fig.hands):.2f} points a hand, "
        f"{time.monotonic() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
