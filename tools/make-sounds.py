#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Synthesizes Fortuna's sound effects into resources/sounds/*.wav (mono, 16-bit, 22 050 Hz).

Everything is computed here from sine waves, noise with a fixed seed and envelopes: no sample,
no downloaded asset. The output is deterministic, so running it again gives the same files.

    tools/make-sounds.py [OUTPUT_DIR]     (default: resources/sounds next to this script)
"""
import math
import os
import random
import struct
import sys
import wave

RATE = 22050


def silence(seconds):
    return [0.0] * int(RATE * seconds)


def mix(into, sound, at):
    """Adds `sound` into `into` starting at `at` seconds (extending it when needed)."""
    start = int(at * RATE)
    need = start + len(sound)
    if len(into) < need:
        into.extend([0.0] * (need - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v
    return into


def lowpass(samples, cutoff):
    """One-pole low-pass filter."""
    a = math.exp(-2 * math.pi * cutoff / RATE)
    out, y = [], 0.0
    for x in samples:
        y = (1 - a) * x + a * y
        out.append(y)
    return out


def highpass(samples, cutoff):
    low = lowpass(samples, cutoff)
    return [x - l for x, l in zip(samples, low)]


def normalize(samples, peak=0.8):
    top = max(abs(v) for v in samples) or 1.0
    return [v * peak / top for v in samples]


def fade(samples, seconds=0.004):
    """Short fades at both ends so that nothing clicks."""
    n = min(int(RATE * seconds), len(samples) // 2)
    for i in range(n):
        g = i / n
        samples[i] *= g
        samples[-1 - i] *= g
    return samples


def tone(freq, seconds, decay, phase=0.0, amp=1.0):
    n = int(RATE * seconds)
    return [amp * math.sin(2 * math.pi * freq * i / RATE + phase) * math.exp(-decay * i / RATE) for i in range(n)]


def noise(rng, seconds, decay, amp=1.0):
    n = int(RATE * seconds)
    return [amp * rng.uniform(-1, 1) * math.exp(-decay * i / RATE) for i in range(n)]


def tile_laid(rng):
    """A wooden tile put down on a table: a dull knock and a short rustle of the card."""
    knock = tone(150, 0.16, 38)
    mix(knock, tone(310, 0.10, 60, amp=0.5), 0)
    rustle = lowpass(noise(rng, 0.08, 70, 0.9), 2500)
    mix(knock, rustle, 0)
    return fade(normalize(knock, 0.75))


def coins(rng):
    """Three coins falling on each other: bright inharmonic pings."""
    out = silence(0.05)
    for k, at in enumerate((0.0, 0.07, 0.16)):
        base = 2350 + 230 * k + rng.uniform(-60, 60)
        ping = []
        for ratio, amp, dec in ((1.0, 1.0, 11), (1.52, 0.6, 15), (2.34, 0.45, 19), (3.1, 0.25, 25)):
            part = tone(base * ratio, 0.45, dec, rng.uniform(0, 6.28), amp)
            ping = mix(ping, part, 0)
        mix(ping, highpass(noise(rng, 0.02, 200, 0.6), 3000), 0)
        mix(out, ping, at)
    return fade(normalize(out, 0.6))


def wheel_click(rng):
    """The wheel's ratchet passing one sector: a short wooden tick."""
    tick = highpass(noise(rng, 0.03, 260, 1.0), 1200)
    mix(tick, tone(1900, 0.03, 180, amp=0.6), 0)
    return fade(normalize(tick, 0.55), 0.002)


def pig_trot(rng):
    """Four little hoof taps on the rim."""
    out = []
    for k, at in enumerate((0.0, 0.09, 0.21, 0.30)):
        tap = lowpass(noise(rng, 0.05, 120, 1.0), 1800)
        mix(tap, tone(420 + 40 * (k % 2), 0.05, 110, amp=0.8), 0)
        mix(out, tap, at)
    return fade(normalize(out, 0.5))


def pig_grunt(rng):
    """A short grunt: a rough low pulse train through two vocal formants, pitch falling."""
    seconds = 0.42
    n = int(RATE * seconds)
    src, phase = [], 0.0
    for i in range(n):
        t = i / n
        f0 = 125 - 40 * t + 6 * math.sin(2 * math.pi * 23 * i / RATE)
        phase += f0 / RATE
        pulse = 1.0 if (phase % 1.0) < 0.18 else 0.0
        src.append(pulse + 0.35 * rng.uniform(-1, 1))
    voiced = [0.0] * n
    for formant, amp in ((520, 1.0), (1150, 0.45)):
        # resonator
        r = math.exp(-math.pi * 180 / RATE)
        c1, c2 = 2 * r * math.cos(2 * math.pi * formant / RATE), -r * r
        y1 = y2 = 0.0
        for i in range(n):
            y = (1 - r) * src[i] + c1 * y1 + c2 * y2
            voiced[i] += amp * y
            y2, y1 = y1, y
    env = [math.sin(math.pi * min(1.0, i / (0.08 * RATE)) / 2) * (1 - i / n) ** 0.6 for i in range(n)]
    # two syllables: "oink-k"
    for i in range(n):
        if 0.55 * n < i < 0.62 * n:
            env[i] *= 0.25
    return fade(normalize([v * e for v, e in zip(voiced, env)], 0.7))


def plague_bell(rng):
    """A tolling bell, twice: the inharmonic partials of a church bell (hum, prime, tierce,
    quint, nominal) with long decays."""
    out = []
    base = 196.0
    partials = ((0.5, 0.5, 1.1), (1.0, 1.0, 1.6), (1.19, 0.6, 2.0), (1.5, 0.45, 2.4), (2.0, 0.55, 2.8), (2.66, 0.3, 3.6), (3.01, 0.2, 4.5))
    for at, gain in ((0.0, 1.0), (0.9, 0.8)):
        strike = []
        for ratio, amp, dec in partials:
            strike = mix(strike, tone(base * ratio, 1.7, dec, rng.uniform(0, 6.28), amp * gain), 0)
        mix(strike, lowpass(noise(rng, 0.03, 150, 0.5 * gain), 3000), 0)
        mix(out, strike, at)
    return fade(normalize(out, 0.7), 0.05)


SOUNDS = {
    "tile": tile_laid,
    "coins": coins,
    "wheel-click": wheel_click,
    "pig-trot": pig_trot,
    "pig-grunt": pig_grunt,
    "plague-bell": plague_bell,
}


def write(path, samples):
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(b"".join(struct.pack("<h", int(max(-1.0, min(1.0, v)) * 32767)) for v in samples))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "resources", "sounds")
    os.makedirs(out, exist_ok=True)
    for name, make in SOUNDS.items():
        rng = random.Random(name)  # one fixed seed per sound
        write(os.path.join(out, name + ".wav"), make(rng))
        print(os.path.join(out, name + ".wav"))


if __name__ == "__main__":
    main()
