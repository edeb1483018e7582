#!/usr/bin/env python3
"""Writes Updown's sounds into assets/sounds/ (16-bit mono WAV, 44100 Hz).

Every sound is synthesised here from noise and sine waves, with a fixed
seed, so that running the script again writes the same files byte for
byte. Each is short, fades in and out so that nothing clicks, and is
scaled so that its loudest sample stays at PEAK of full scale: several
sounds at once still leave the mixer room.

    python3 tools/make_sounds.py [OUTPUT_DIR]
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 44100
PEAK = 0.5  # -6 dBFS: the loudest sample of every sound
TAU = 2 * math.pi


def silence(seconds):
    return [0.0] * int(seconds * RATE)


def add(into, sound, at=0.0, gain=1.0):
    """Mixes sound into into from `at` seconds, growing it as needed."""
    start = int(at * RATE)
    need = start + len(sound)
    if need > len(into):
        into.extend([0.0] * (need - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain
    return into


class Biquad:
    """A band-pass, low-pass or high-pass filter (the audio EQ cookbook's)."""

    def __init__(self, kind, freq, q):
        w = TAU * freq / RATE
        alpha = math.sin(w) / (2 * q)
        cw = math.cos(w)
        if kind == "band":
            b = (alpha, 0.0, -alpha)
        elif kind == "low":
            b = ((1 - cw) / 2, 1 - cw, (1 - cw) / 2)
        else:
            b = ((1 + cw) / 2, -(1 + cw), (1 + cw) / 2)
        a0 = 1 + alpha
        self.b = [x / a0 for x in b]
        self.a = [-2 * cw / a0, (1 - alpha) / a0]
        self.x1 = self.x2 = self.y1 = self.y2 = 0.0

    def __call__(self, x):
        y = (self.b[0] * x + self.b[1] * self.x1 + self.b[2] * self.x2 - self.a[0] * self.y1 -
             self.a[1] * self.y2)
        self.x2, self.x1 = self.x1, x
        self.y2, self.y1 = self.y1, y
        return y


def noise(rng, seconds):
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def envelope(n, attack, decay, hold=0.0):
    """Rises over attack seconds, holds, then falls exponentially with time
    constant decay."""
    a, h = max(1, int(attack * RATE)), int(hold * RATE)
    out = []
    for i in range(n):
        if i < a:
            out.append(0.5 - 0.5 * math.cos(math.pi * i / a))
        elif i < a + h:
            out.append(1.0)
        else:
            out.append(math.exp(-(i - a - h) / (decay * RATE)))
    return out


def band_noise(rng, seconds, freq, q, attack, decay, hold=0.0, sweep=None):
    """Noise through a band-pass at freq (sliding to sweep), shaped."""
    src = noise(rng, seconds)
    env = envelope(len(src), attack, decay, hold)
    out = []
    f = Biquad("band", freq, q)
    for i, x in enumerate(src):
        if sweep and i % 64 == 0:
            k = i / len(src)
            g = freq * (sweep / freq) ** k
            f2 = Biquad("band", g, q)
            f2.x1, f2.x2, f2.y1, f2.y2 = f.x1, f.x2, f.y1, f.y2
            f = f2
        out.append(f(x) * env[i])
    return out


def tone(freq, seconds, attack, decay, partials=((1, 1.0),), glide=None):
    """A struck tone: sine partials (ratio, level) under one envelope,
    higher partials dying sooner; glide slides the pitch to glide Hz."""
    n = int(seconds * RATE)
    env = envelope(n, attack, decay)
    out = []
    phase = [0.0] * len(partials)
    for i in range(n):
        k = i / n
        f = freq if glide is None else freq * (glide / freq) ** k
        v = 0.0
        for j, (ratio, level) in enumerate(partials):
            phase[j] += TAU * f * ratio / RATE
            v += math.sin(phase[j]) * level * math.exp(-i * (ratio - 1) / (decay * RATE * 3))
        out.append(v * env[i])
    return out


def finish(sound, peak=PEAK, fade_in=0.002, fade_out=0.012):
    """Removes any offset, fades both ends and scales to peak."""
    if not sound:
        return sound
    mean = sum(sound) / len(sound)
    sound = [v - mean for v in sound]
    fi, fo = max(1, int(fade_in * RATE)), max(1, int(fade_out * RATE))
    n = len(sound)
    for i in range(min(fi, n)):
        sound[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(min(fo, n)):
        sound[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    top = max(abs(v) for v in sound)
    return [v * peak / top for v in sound] if top > 0 else sound


# --- the sounds -----------------------------------------------------------


def card_lay(rng):
    """A card put down on the felt: a short papery slap over a soft thud."""
    s = band_noise(rng, 0.12, 2600, 0.9, 0.002, 0.018)
    add(s, band_noise(rng, 0.12, 700, 0.7, 0.003, 0.025), gain=0.8)
    add(s, tone(150, 0.09, 0.002, 0.02), gain=0.35)
    return finish(s, peak=0.45)


def card_take(rng):
    """A card slid off a pile: a short rising swish."""
    s = band_noise(rng, 0.16, 1400, 1.2, 0.03, 0.04, sweep=3800)
    return finish(s, peak=0.35)


def card_turn(rng):
    """A card flicked over: two quick light snaps."""
    s = band_noise(rng, 0.05, 3200, 1.0, 0.001, 0.008)
    add(s, band_noise(rng, 0.06, 2400, 1.0, 0.001, 0.012), at=0.045, gain=0.8)
    return finish(s, peak=0.38)


def shuffle(rng):
    """A riffle shuffle: a run of card flicks speeding up over a soft bed,
    then the deck squared with a thud."""
    s = band_noise(rng, 0.5, 1800, 0.6, 0.05, 0.2, hold=0.25)
    for i in range(len(s)):
        s[i] *= 0.25
    t = 0.02
    while t < 0.42:
        add(s, band_noise(rng, 0.02, rng.uniform(2200, 3600), 1.5, 0.0008, 0.004), at=t,
            gain=rng.uniform(0.5, 1.0))
        t += 0.018 - 0.008 * (t / 0.42) + rng.uniform(-0.003, 0.003)
    add(s, band_noise(rng, 0.1, 600, 0.7, 0.002, 0.02), at=0.46, gain=1.2)
    add(s, tone(140, 0.08, 0.002, 0.02), at=0.46, gain=0.5)
    return finish(s, peak=0.42)


def dice(rng):
    """Two dice on the table: wooden knocks, each bounce softer and sooner."""
    s = silence(0.0)
    for die, start in ((0, 0.0), (1, 0.035)):
        t, gain, gap = start, 1.0, 0.11
        base = 1100 if die == 0 else 1350
        for _ in range(5):
            knock = tone(base * rng.uniform(0.95, 1.05), 0.05, 0.0008, 0.008,
                         partials=((1, 1.0), (1.58, 0.6), (2.4, 0.35)))
            add(knock, band_noise(rng, 0.02, 4000, 1.0, 0.0005, 0.003), gain=0.6)
            add(s, knock, at=t, gain=gain)
            t += gap
            gap *= 0.7
            gain *= 0.6
    return finish(s, peak=0.42)


def pickup(rng):
    """A pile gathered into a hand: overlapping swishes and a soft thud."""
    s = silence(0.0)
    for i in range(4):
        add(s, band_noise(rng, 0.16, 900 + 250 * i, 1.0, 0.02, 0.035, sweep=2600 + 300 * i),
            at=0.05 * i, gain=0.9 - 0.12 * i)
    add(s, band_noise(rng, 0.1, 500, 0.7, 0.002, 0.025), at=0.27, gain=0.9)
    add(s, tone(130, 0.08, 0.002, 0.02), at=0.27, gain=0.4)
    return finish(s, peak=0.42)


def clear(rng):
    """The pile swept away: a whoosh rising and fading, with a light ring."""
    s = band_noise(rng, 0.42, 500, 0.8, 0.06, 0.09, hold=0.12, sweep=5000)
    add(s, tone(1568, 0.3, 0.01, 0.09, partials=((1, 1.0), (2.0, 0.3))), at=0.12, gain=0.12)
    return finish(s, peak=0.4, fade_out=0.04)


def trick_won(rng):
    """A trick gathered by its winner: a soft swish and two bright notes."""
    s = band_noise(rng, 0.12, 1600, 1.0, 0.015, 0.03, sweep=3200)
    for i in range(len(s)):
        s[i] *= 0.6
    bell = ((1, 1.0), (2.0, 0.25), (3.0, 0.08))
    add(s, tone(659.3, 0.22, 0.004, 0.07, partials=bell), at=0.06, gain=0.45)
    add(s, tone(987.8, 0.26, 0.004, 0.08, partials=bell), at=0.14, gain=0.45)
    return finish(s, peak=0.36, fade_out=0.03)


def pot(rng):
    """A trick put into the pot: a card dropped on a stack, a low hollow note."""
    s = band_noise(rng, 0.1, 900, 0.8, 0.002, 0.02)
    add(s, tone(196.0, 0.34, 0.006, 0.1, partials=((1, 1.0), (2.0, 0.2), (3.0, 0.1))), at=0.03,
        gain=0.9)
    add(s, tone(293.7, 0.26, 0.006, 0.08, partials=((1, 1.0), (2.0, 0.2))), at=0.1, gain=0.5)
    return finish(s, peak=0.38, fade_out=0.04)


BELL = ((1, 1.0), (2.0, 0.3), (3.0, 0.12), (4.2, 0.05))


def your_turn(rng):
    """A soft rising two-note chime."""
    s = tone(659.3, 0.32, 0.006, 0.1, partials=BELL)
    add(s, tone(880.0, 0.36, 0.006, 0.12, partials=BELL), at=0.11)
    return finish(s, peak=0.32, fade_out=0.04)


def win(rng):
    """A game won: a bright rising arpeggio ending on a held chord."""
    s = silence(0.0)
    notes = (523.3, 659.3, 784.0, 1046.5)
    for i, f in enumerate(notes):
        add(s, tone(f, 0.62 - 0.1 * i, 0.006, 0.16, partials=BELL), at=0.09 * i, gain=0.8)
    return finish(s, peak=0.4, fade_out=0.06)


def lose(rng):
    """A game lost: a low falling pair, gentle."""
    soft = ((1, 1.0), (2.0, 0.15), (3.0, 0.05))
    s = tone(392.0, 0.3, 0.01, 0.12, partials=soft, glide=380.0)
    add(s, tone(293.7, 0.42, 0.01, 0.16, partials=soft, glide=277.2), at=0.2)
    return finish(s, peak=0.36, fade_out=0.06)


# The engine's names (eng_audio.c) and how each is made; the seeds keep
# every file the same from one run to the next.
SOUNDS = (
    ("card-lay", card_lay),
    ("card-take", card_take),
    ("shuffle", shuffle),
    ("card-turn", card_turn),
    ("dice", dice),
    ("pickup", pickup),
    ("clear", clear),
    ("trick-won", trick_won),
    ("pot", pot),
    ("your-turn", your_turn),
    ("win", win),
    ("lose", lose),
)


def write(path, sound):
    frames = b"".join(
        struct.pack("<h", max(-32767, min(32767, int(round(v * 32767))))) for v in sound)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "assets", "sounds")
    os.makedirs(out, exist_ok=True)
    for seed, (name, make) in enumerate(SOUNDS):
        sound = make(random.Random(1000 + seed))
        path = os.path.join(out, name + ".wav")
        write(path, sound)
        peak = max(abs(v) for v in sound)
        print("%-10s %4d ms  peak %5.1f dBFS  %s" %
              (name, len(sound) * 1000 // RATE, 20 * math.log10(peak), os.path.relpath(path)))


if __name__ == "__main__":
    main()
