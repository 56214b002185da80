"""Synthesise the games' sound effects into ``assets/sounds/`` (standard library only).

Run from anywhere (the default output folder is taken relative to this file)::

    python packaging/make_sounds.py

Every sound is 16-bit PCM, mono, 44100 Hz. Noise comes from ``random.Random``
with a fixed seed, so a rerun writes the same files. Each sound is normalised to
a peak below -1 dBFS and faded in and out so it starts and stops without a click.

Sounds (name: what it is for, length):

* ``bell``: the trading bell that opens and closes a round, about 1.2 s.
* ``market_open``: the bell rung twice, for the start of trading, about 1.7 s.
* ``trade``: a short card-swap swish when a trade completes, about 0.25 s.
* ``offer``: a soft tick when an offer is shouted, about 0.12 s.
* ``refused``: a low two-tone "nope" for a refused or invalid action, about 0.3 s.
* ``corner``: bell plus a rising fanfare when someone corners a market, about 1.5 s.
* ``win``: a happy arpeggio for winning the game, about 1.5 s.

Pitch's own (it plays ``refused`` and ``win`` too):

* ``deal``: a riffle of cards dealt round the table, about 0.4 s.
* ``bid``: a knuckle's knock on the table for a bid (or a moon, or a card pitched), about 0.16 s.
* ``card_played``: a card laid on the felt, about 0.12 s.
* ``trick_taken``: the trick swept up and squared, about 0.35 s.
* ``your_turn``: a soft rising two-note chime: your turn to bid or play, about 0.55 s.
* ``set_back``: a falling minor three-note motif, the pitcher set back, about 0.8 s.

The WAV files are committed; rerun this script after changing a recipe here.
"""

from __future__ import annotations

import argparse
import array
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

SAMPLE_RATE = 44100
"""Samples per second of every generated file."""

OUT_DIR = Path(__file__).resolve().parent.parent / "assets" / "sounds"
"""Default output folder: the repository's ``assets/sounds``."""

PEAK_LOUD = 10 ** (-1.5 / 20)
"""Peak level of the normal sounds: -1.5 dBFS, safely under the -1 dBFS ceiling."""

PEAK_SOFT = 10 ** (-7.0 / 20)
"""Peak level of the quiet, frequent ``offer`` tick: -7 dBFS."""

PEAK_DULL = 10 ** (-8.0 / 20)
"""Peak level of the ``refused`` tone: -8 dBFS, as its dense low tone sounds louder than its peak says."""

PEAK_MID = 10 ** (-4.0 / 20)
"""Peak level of Pitch's table sounds (a deal, a bid, a trick taken): -4 dBFS, under the bells."""

PEAK_CHIME = 10 ** (-9.0 / 20)
"""Peak level of Pitch's ``your_turn`` chime: -9 dBFS, as pure tones carry further than their peak says."""

SEED = 1903
"""Seed of the noise generator (the year the Pit card game was published)."""

Signal = list[float]
"""A mono signal: one float per sample, nominally within -1.0..1.0."""

# Bell partials: (frequency ratio to the strike note, relative amplitude, decay time constant in s).
# Ratios follow a tuned hand bell (hum, prime, minor-third tierce, quint, nominal and the
# inharmonic upper partials); higher partials die away faster, which gives the metallic "ding".
BELL_PARTIALS: tuple[tuple[float, float, float], ...] = (
    (0.5, 0.30, 0.55),
    (1.0, 1.00, 0.42),
    (1.19, 0.50, 0.32),
    (1.5, 0.28, 0.28),
    (2.0, 0.70, 0.30),
    (2.51, 0.35, 0.16),
    (2.66, 0.28, 0.15),
    (3.01, 0.26, 0.12),
    (4.17, 0.20, 0.08),
    (5.43, 0.12, 0.05),
)


def seconds(n: float) -> int:
    """Number of samples in ``n`` seconds."""
    return round(n * SAMPLE_RATE)


def silence(duration: float) -> Signal:
    """A silent signal ``duration`` seconds long."""
    return [0.0] * seconds(duration)


def mix_into(target: Signal, source: Signal, at: float, gain: float = 1.0) -> None:
    """Add ``source`` (scaled by ``gain``) into ``target`` starting ``at`` seconds in.

    Samples that would fall past the end of ``target`` are dropped.
    """
    start = seconds(at)
    end = min(len(target), start + len(source))
    for i in range(start, end):
        target[i] += gain * source[i - start]


def bell(duration: float, note: float, rng: random.Random) -> Signal:
    """A struck bell: decaying inharmonic partials, a slight beating shimmer and a strike click.

    Args:
        duration: Length in seconds.
        note: Frequency of the prime partial in Hz.
        rng: Noise source for the strike transient.
    """
    n = seconds(duration)
    out = [0.0] * n
    for ratio, amp, tau in BELL_PARTIALS:
        # two slightly detuned copies per partial beat against each other, like a real casting
        for detune, weight in ((1.0, 1.0), (1.0023, 0.45)):
            freq = note * ratio * detune
            if freq >= SAMPLE_RATE / 2:
                continue
            w = 2 * math.pi * freq / SAMPLE_RATE
            decay = math.exp(-1.0 / (tau * SAMPLE_RATE))
            level = amp * weight
            phase = rng.uniform(0, 2 * math.pi)
            for i in range(n):
                out[i] += level * math.sin(w * i + phase)
                level *= decay
    # the hammer: a few milliseconds of bright noise
    strike = high_pass([rng.uniform(-1, 1) for _ in range(seconds(0.006))], 2500)
    for i, x in enumerate(strike):
        out[i] += 0.6 * x * (1 - i / len(strike))
    return fade_tail(out, 0.04)


def tone(
    freq: float,
    duration: float,
    harmonics: Sequence[tuple[int, float]],
    attack: float,
    release: float,
    vibrato: float = 0.0,
) -> Signal:
    """A pitched note built from harmonics, with a linear attack and an exponential tail.

    Args:
        freq: Fundamental in Hz.
        duration: Length in seconds, including the release.
        harmonics: ``(harmonic number, amplitude)`` pairs.
        attack: Rise time in seconds.
        release: Decay time constant in seconds after the attack.
        vibrato: Depth of a 5.5 Hz pitch vibrato as a fraction of ``freq`` (0 for none).
    """
    n = seconds(duration)
    out = [0.0] * n
    a = max(1, seconds(attack))
    phase = 0.0
    for i in range(n):
        t = i / SAMPLE_RATE
        env = i / a if i < a else math.exp(-(i - a) / (release * SAMPLE_RATE))
        f = freq * (1 + vibrato * math.sin(2 * math.pi * 5.5 * t) * min(1.0, t / 0.08))
        phase += 2 * math.pi * f / SAMPLE_RATE
        s = 0.0
        for k, amp in harmonics:
            if freq * k < SAMPLE_RATE / 2:
                s += amp * math.sin(k * phase)
        out[i] = env * s
    return fade_tail(out, min(0.015, duration / 4))


def fade_tail(signal: Signal, duration: float) -> Signal:
    """Fade the last ``duration`` seconds of ``signal`` to silence in place, and return it.

    Every note and bell is cut to a fixed length; without this fade the cut would
    be heard as a click wherever the note is mixed into a longer sound.
    """
    n = min(len(signal), seconds(duration))
    for j in range(n):
        signal[-1 - j] *= 0.5 - 0.5 * math.cos(math.pi * j / n)
    return signal


def high_pass(signal: Signal, cutoff: float) -> Signal:
    """First-order high-pass filter of ``signal`` at ``cutoff`` Hz."""
    rc = 1 / (2 * math.pi * cutoff)
    alpha = rc / (rc + 1 / SAMPLE_RATE)
    out: Signal = []
    prev_x = prev_y = 0.0
    for x in signal:
        prev_y = alpha * (prev_y + x - prev_x)
        prev_x = x
        out.append(prev_y)
    return out


def band_sweep(signal: Signal, start_hz: float, end_hz: float, damping: float) -> Signal:
    """Band-pass ``signal`` with a state-variable filter whose centre glides from start to end.

    Args:
        signal: Input, usually white noise.
        start_hz: Centre frequency at the first sample.
        end_hz: Centre frequency at the last sample (the glide is exponential).
        damping: 1/Q of the filter; smaller rings more narrowly.
    """
    low = band = 0.0
    out: Signal = []
    n = max(1, len(signal) - 1)
    for i, x in enumerate(signal):
        fc = start_hz * (end_hz / start_hz) ** (i / n)
        f = 2 * math.sin(math.pi * fc / SAMPLE_RATE)
        low += f * band
        high = x - low - damping * band
        band += f * high
        out.append(band)
    return out


def finish(signal: Signal, peak: float, fade_in: float = 0.003, fade_out: float = 0.03) -> Signal:
    """Normalise ``signal`` to ``peak`` and apply raised-cosine fades at both ends.

    Raises:
        ValueError: ``signal`` is empty or entirely silent.
    """
    top = max((abs(x) for x in signal), default=0.0)
    if top == 0.0:
        raise ValueError("cannot normalise a silent signal")
    out = [x * peak / top for x in signal]
    n_in, n_out = seconds(fade_in), seconds(fade_out)
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for j in range(min(n_out, len(out))):
        out[-1 - j] *= 0.5 - 0.5 * math.cos(math.pi * j / n_out)
    out[-1] = 0.0
    return out


# ---------------------------------------------------------------------------- recipes


def make_bell(rng: random.Random) -> Signal:
    """The trading bell: one bright strike, about 1.2 s."""
    return finish(bell(1.2, 1046.5, rng), PEAK_LOUD, fade_out=0.25)


def make_market_open(rng: random.Random) -> Signal:
    """The bell rung twice, like the opening of a trading floor, about 1.7 s."""
    out = silence(1.7)
    mix_into(out, bell(1.25, 1046.5, rng), 0.0)
    mix_into(out, bell(1.25, 1046.5, rng), 0.45)
    return finish(out, PEAK_LOUD, fade_out=0.25)


def make_trade(rng: random.Random) -> Signal:
    """A card-swap swish: a noise burst swept upwards through a band-pass, about 0.25 s."""
    n = seconds(0.25)
    noise = [rng.uniform(-1, 1) for _ in range(n)]
    # two passes of the same sweep: a steeper band, so the swish is airy rather than hissy
    swish = band_sweep(band_sweep(noise, 900, 5200, 1.0), 900, 5200, 1.0)
    for i in range(n):
        t = i / n
        # quick rise, then a long fall: the card slides past and away
        swish[i] *= (t / 0.3) ** 1.5 if t < 0.3 else ((1 - t) / 0.7) ** 2
    # the card lands: a tiny papery tap near the end
    tap = band_sweep([rng.uniform(-1, 1) for _ in range(seconds(0.02))], 2500, 1800, 0.6)
    mix_into(swish, [x * (1 - i / len(tap)) ** 3 for i, x in enumerate(tap)], 0.19, 0.45)
    return finish(swish, PEAK_LOUD, fade_out=0.02)


def make_offer(rng: random.Random) -> Signal:
    """A soft wooden tick: two damped resonances and a breath of noise, about 0.12 s."""
    n = seconds(0.12)
    out = [0.0] * n
    for freq, amp, tau in ((1900.0, 1.0, 0.012), (950.0, 0.6, 0.02), (3100.0, 0.25, 0.006)):
        w = 2 * math.pi * freq / SAMPLE_RATE
        for i in range(n):
            out[i] += amp * math.sin(w * i) * math.exp(-i / (tau * SAMPLE_RATE))
    click = high_pass([rng.uniform(-1, 1) for _ in range(seconds(0.003))], 3000)
    mix_into(out, click, 0.0, 0.3)
    return finish(out, PEAK_SOFT, fade_in=0.001, fade_out=0.02)


def make_refused(rng: random.Random) -> Signal:
    """A low falling two-tone "nope", about 0.3 s."""
    del rng  # purely tonal
    soft_square = [(1, 1.0), (3, 0.28), (5, 0.1), (7, 0.04)]
    out = silence(0.3)
    mix_into(out, tone(311.1, 0.14, soft_square, 0.01, 0.08), 0.0)
    mix_into(out, tone(233.1, 0.17, soft_square, 0.01, 0.07), 0.13)
    return finish(out, PEAK_DULL, fade_out=0.03)


def make_corner(rng: random.Random) -> Signal:
    """The bell, then a short rising brass-like fanfare (C-E-G-C), about 1.5 s."""
    out = silence(1.5)
    mix_into(out, bell(1.0, 1046.5, rng), 0.0, 0.55)
    brass = [(1, 1.0), (2, 0.7), (3, 0.5), (4, 0.3), (5, 0.18), (6, 0.1)]
    notes = ((523.3, 0.22, 0.13), (659.3, 0.35, 0.13), (784.0, 0.48, 0.13), (1046.5, 0.61, 0.85))
    for freq, at, length in notes:
        held = length > 0.5
        mix_into(out, tone(freq, length, brass, 0.02, 0.5 if held else 0.09, 0.006 if held else 0.0), at, 0.5)
    return finish(out, PEAK_LOUD, fade_out=0.25)


def make_win(rng: random.Random) -> Signal:
    """A happy rising major arpeggio ending on a bright chord, about 1.5 s."""
    del rng  # purely tonal
    mallet = [(1, 1.0), (2, 0.25), (3, 0.12), (4, 0.3)]
    out = silence(1.5)
    arpeggio = (523.3, 659.3, 784.0, 1046.5, 1318.5, 1568.0)
    for k, freq in enumerate(arpeggio):
        mix_into(out, tone(freq, 0.5, mallet, 0.004, 0.16), 0.1 * k, 0.5)
    for freq in (1046.5, 1318.5, 1568.0, 2093.0):
        mix_into(out, tone(freq, 0.9, mallet, 0.006, 0.3), 0.62, 0.35)
    return finish(out, PEAK_LOUD, fade_out=0.3)


def card_snap(rng: random.Random, duration: float = 0.05, bright: float = 2600.0) -> Signal:
    """One card meeting the table: a papery noise slap falling in pitch, and the felt's dull thump under it.

    Args:
        rng: Noise source.
        duration: Length in seconds.
        bright: Centre of the slap's band at its start, Hz (it falls to half).
    """
    n = seconds(duration)
    noise = [rng.uniform(-1, 1) for _ in range(n)]
    slap = band_sweep(noise, bright, bright / 2, 0.9)
    w = 2 * math.pi * 170.0 / SAMPLE_RATE
    out = []
    for i, x in enumerate(slap):
        env = math.exp(-i / (0.008 * SAMPLE_RATE))
        thump = 0.8 * math.sin(w * i) * math.exp(-i / (0.012 * SAMPLE_RATE))
        out.append(env * x + thump)
    return fade_tail(out, min(0.01, duration / 4))


def make_deal(rng: random.Random) -> Signal:
    """Cards dealt round the table: seven quick snaps, the later ones softer and duller, about 0.4 s."""
    out = silence(0.4)
    for k in range(7):
        at = 0.045 * k + rng.uniform(0.0, 0.008)
        mix_into(out, card_snap(rng, 0.05, 2800 - 120 * k), at, 1.0 - 0.07 * k)
    return finish(out, PEAK_MID, fade_out=0.03)


def make_bid(rng: random.Random) -> Signal:
    """A knuckle's knock on the wooden table edge: low damped resonances and a short click, about 0.16 s."""
    n = seconds(0.16)
    out = [0.0] * n
    for freq, amp, tau in ((410.0, 1.0, 0.03), (760.0, 0.5, 0.018), (1250.0, 0.22, 0.01)):
        w = 2 * math.pi * freq / SAMPLE_RATE
        for i in range(n):
            out[i] += amp * math.sin(w * i) * math.exp(-i / (tau * SAMPLE_RATE))
    click = band_sweep([rng.uniform(-1, 1) for _ in range(seconds(0.004))], 2000, 1200, 0.8)
    mix_into(out, click, 0.0, 0.5)
    return finish(out, PEAK_MID, fade_in=0.001, fade_out=0.03)


def make_card_played(rng: random.Random) -> Signal:
    """A card laid on the felt: one soft snap, about 0.12 s (heard often: quiet)."""
    out = silence(0.12)
    mix_into(out, card_snap(rng, 0.1, 2400), 0.0)
    return finish(out, PEAK_SOFT, fade_in=0.001, fade_out=0.02)


def make_trick_taken(rng: random.Random) -> Signal:
    """The trick swept up: a falling swish, then the cards squared with two taps, about 0.35 s."""
    n = seconds(0.22)
    noise = [rng.uniform(-1, 1) for _ in range(n)]
    swish = band_sweep(band_sweep(noise, 3600, 1300, 1.0), 3600, 1300, 1.0)
    for i in range(n):
        t = i / n
        swish[i] *= (t / 0.25) ** 1.5 if t < 0.25 else ((1 - t) / 0.75) ** 2
    out = silence(0.35)
    mix_into(out, swish, 0.0, 0.8)
    mix_into(out, card_snap(rng, 0.06, 1800), 0.21, 0.9)
    mix_into(out, card_snap(rng, 0.06, 1600), 0.265, 0.6)
    return finish(out, PEAK_MID, fade_out=0.03)


def make_your_turn(rng: random.Random) -> Signal:
    """A soft rising fourth on a glassy mallet (G5, C6), your turn to bid or play, about 0.55 s."""
    del rng  # purely tonal
    glass = [(1, 1.0), (2, 0.12), (3, 0.05), (4, 0.08)]
    out = silence(0.55)
    mix_into(out, tone(784.0, 0.3, glass, 0.005, 0.12), 0.0, 0.8)
    mix_into(out, tone(1046.5, 0.42, glass, 0.005, 0.16), 0.12, 1.0)
    return finish(out, PEAK_CHIME, fade_out=0.06)


def make_set_back(rng: random.Random) -> Signal:
    """A falling minor motif on a wooden mallet (G4, E flat 4, C4), the pitcher set back, about 0.8 s."""
    del rng  # purely tonal
    wood = [(1, 1.0), (2, 0.35), (3, 0.08), (4, 0.12)]
    out = silence(0.8)
    for k, freq in enumerate((392.0, 311.1, 261.6)):
        length = 0.55 if k == 2 else 0.25
        mix_into(out, tone(freq, length, wood, 0.006, 0.2 if k == 2 else 0.09), 0.15 * k, 1.0)
    return finish(out, PEAK_DULL, fade_out=0.12)


RECIPES: dict[str, Callable[[random.Random], Signal]] = {
    "bell": make_bell,
    "market_open": make_market_open,
    "trade": make_trade,
    "offer": make_offer,
    "refused": make_refused,
    "corner": make_corner,
    "win": make_win,
    "deal": make_deal,
    "bid": make_bid,
    "card_played": make_card_played,
    "trick_taken": make_trick_taken,
    "your_turn": make_your_turn,
    "set_back": make_set_back,
}
"""Every sound the games use, by file stem (``pit_desktop.core.resources.SOUND_NAMES``)."""


def write_wav(path: Path, signal: Signal) -> None:
    """Write ``signal`` as a 16-bit PCM mono WAV at :data:`SAMPLE_RATE`.

    Samples are clipped to -1.0..1.0 before conversion.
    """
    pcm = array.array("h", (round(max(-1.0, min(1.0, x)) * 32767) for x in signal))
    if sys.byteorder == "big":
        pcm.byteswap()  # WAV data is little-endian
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SAMPLE_RATE)
        out.writeframes(pcm.tobytes())


def make_sounds(out_dir: Path, names: Sequence[str] | None = None) -> list[Path]:
    """Generate the named sounds (all of them by default) into ``out_dir``.

    Each sound gets its own generator seeded from :data:`SEED` and its name, so
    the output of one recipe does not depend on which others were generated.

    Returns:
        The paths written.

    Raises:
        KeyError: A name is not in :data:`RECIPES`.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names or RECIPES:
        recipe = RECIPES[name]
        rng = random.Random(f"{SEED}:{name}")
        path = out_dir / f"{name}.wav"
        write_wav(path, recipe(rng))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point; returns the process exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help=f"sounds to make (default: all of {', '.join(RECIPES)})")
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR, help="output folder (assets/sounds)")
    args = parser.parse_args(argv)
    unknown = [name for name in args.names if name not in RECIPES]
    if unknown:
        parser.error(f"unknown sound(s): {', '.join(unknown)}")
    for path in make_sounds(args.out_dir, args.names):
        print(f"wrote {path} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
