"""The speed ceiling of headless Pit: the least a pure-Python hand of Pit can cost.

A fixed reference for ``bench_sim.py``, not a player and not to be tuned: the product's hands per
CPU-second are reported as a fraction of this loop's. What it keeps of the game is what any simulator of
Pit must do; what it leaves out is what the product pays for being a game:

- hands are ``collections.Counter`` multisets; one commodity per seat, nine cards each, dealt nine a seat
  (no Bull, no Bear);
- time is a heap of timed actions: each seat acts, then is due again after a reaction time drawn from its
  own ``random.Random``;
- bots are greedy: each collects the commodity it holds most of; at its turn it rings on a corner (nine of
  one), else takes the first open offer of another seat it can pay with one commodity it does not collect
  (the one it holds fewest of that suffices), else posts all it holds (up to four cards) of one spare
  commodity picked at random, if it has no offer up;
- no validation, no events, no views, no listeners, no lock: a trade swaps the cards in place, and the
  offers taken or left uncovered leave the floor.

Run alone: ``python benchmarks/ceiling.py [--players 5] [--hands 2000]``.
"""

from __future__ import annotations

import argparse
import heapq
import random
import time
from collections import Counter
from dataclasses import dataclass

SUIT = 9
"""Cards of each commodity, and cards dealt to each seat."""

MAX_ACTIONS = 5_000
"""A hand still without a corner after this many actions is counted as stalled and ends."""


@dataclass(slots=True)
class Tally:
    """What a run of hands came to: hands, hands stalled, decisions (seat turns) and trades."""

    hands: int = 0
    stalled: int = 0
    decisions: int = 0
    trades: int = 0


def play_hand(players: int, rng: random.Random, tally: Tally) -> None:
    """Deal one hand to ``players`` greedy seats and play it to a corner (or :data:`MAX_ACTIONS`)."""
    deck = [c for c in range(players) for _ in range(SUIT)]
    rng.shuffle(deck)
    hands = [Counter(deck[s * SUIT : (s + 1) * SUIT]) for s in range(players)]
    offers: dict[int, tuple[int, int]] = {}  # seat -> (commodity, count), oldest first
    heap = [(rng.uniform(0.5, 1.5), s) for s in range(players)]
    heapq.heapify(heap)
    for _ in range(MAX_ACTIONS):
        now, seat = heapq.heappop(heap)
        tally.decisions += 1
        hand = hands[seat]
        target = max(hand, key=hand.__getitem__)
        if hand[target] == SUIT:
            tally.hands += 1
            return
        traded = False
        for other, (commodity, count) in offers.items():
            if other == seat:
                continue
            payable = [c for c, n in hand.items() if c != target and n >= count]
            if not payable:
                continue
            pay = min(payable, key=hand.__getitem__)
            theirs = hands[other]
            hand[pay] -= count
            theirs[commodity] -= count
            hand[commodity] += count
            theirs[pay] += count
            del offers[other]
            mine = offers.get(seat)
            if mine is not None and hand[mine[0]] < mine[1]:
                del offers[seat]
            tally.trades += 1
            traded = True
            break
        if not traded and seat not in offers:
            spare = [c for c, n in hand.items() if c != target and n > 0]
            if spare:
                c = rng.choice(spare)
                offers[seat] = (c, min(hand[c], 4))
        heapq.heappush(heap, (now + rng.uniform(0.5, 1.5), seat))
    tally.hands += 1
    tally.stalled += 1


def play(players: int, hands: int, seed: int = 1) -> Tally:
    """Play ``hands`` hands at ``players`` seats from ``seed``; return the tally."""
    rng = random.Random(seed)
    tally = Tally()
    for _ in range(hands):
        play_hand(players, rng, tally)
    return tally


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--hands", type=int, default=2000)
    args = parser.parse_args()
    started = time.process_time()
    tally = play(args.players, args.hands)
    cpu_s = time.process_time() - started
    print(
        f"{args.players} seats: {tally.hands} hands ({tally.stalled} stalled) in {cpu_s:.2f} CPU-s = "
        f"{tally.hands / cpu_s:.0f} hands per CPU-second; {tally.decisions / tally.hands:.1f} decisions "
        f"and {tally.trades / tally.hands:.1f} trades per hand"
    )


if __name__ == "__main__":
    main()
