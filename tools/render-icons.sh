#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Renders the scalable application icon to the fixed-size PNGs that are committed beside it
# (resources/icons/<N>/). Run after editing the SVG. Needs rsvg-convert (Debian: librsvg2-bin).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
id=io.github.fortuna_game.Fortuna
svg=$root/resources/icons/$id.svg
command -v rsvg-convert >/dev/null || { echo "rsvg-convert not found: apt-get install librsvg2-bin" >&2; exit 1; }
for size in 48 128 256; do
    mkdir -p "$root/resources/icons/$size"
    rsvg-convert --width "$size" --height "$size" "$svg" --output "$root/resources/icons/$size/$id.png"
    echo "resources/icons/$size/$id.png"
done
