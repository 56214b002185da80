"""A stand-in for the sound player (``pit_desktop.shell.sound_player``) in the sound service's tests: it
speaks the player's protocol and fails the ways a player can, as its options say. No Qt.

Usage::

    python fake_sound_player.py [--say LINE] [--end-after N] [--status S] [--abort] [--keep-on] [--volume V]

``--say`` replaces what it says after the first ``use`` line (``ready Fake Output``); each ``play NAME`` is
``heard NAME``; ``--end-after N`` ends it after N plays (0: at once, before reading anything) with status
``--status`` (0), or by ``abort()`` with ``--abort``; ``--keep-on`` keeps it running after its input ends.
"""

from __future__ import annotations

import argparse
import os
import sys
import time


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--say", default="ready Fake Output")
    parser.add_argument("--end-after", type=int, default=-1)
    parser.add_argument("--status", type=int, default=0)
    parser.add_argument("--abort", action="store_true")
    parser.add_argument("--keep-on", action="store_true")
    parser.add_argument("--volume", type=float)
    args = parser.parse_args()

    def end() -> None:
        sys.stdout.flush()
        if args.abort:
            os.abort()
        os._exit(args.status)

    if args.end_after == 0:
        print(args.say, flush=True)
        end()
    plays = 0
    said = False
    for line in sys.stdin:
        verb, _, name = line.strip().partition(" ")
        if verb == "use" and not said:
            print(args.say, flush=True)
            said = True
        elif verb == "play":
            print(f"heard {name}", flush=True)
            plays += 1
            if plays == args.end_after:
                end()
    while args.keep_on:
        time.sleep(1)  # a player stuck in its backend: only a kill ends it
    return 0


if __name__ == "__main__":
    sys.exit(main())
