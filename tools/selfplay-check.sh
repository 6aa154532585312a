#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Long self-play property run: computer games across every rule option, player count and
# computer level, each decision checked by `fortuna-cli selfplay --check` (the engine's check
# mode, model/rules/check.h: every feature recounted by flood fill after each placement, every
# deployment the engine offers or refuses confirmed on a copy, legal placements recounted,
# followers conserved, scores never decrease, final scores = breakdown = log, ...).
#
#   tools/selfplay-check.sh [GAMES] [JOBS]
#
# GAMES (default 1000000) are split evenly over the 64 configurations: tile set (2) x Fortune
# Teller (2) x famine rule (2) x wheel as start (2) x players 2..5; in each, 1/32 of the games
# seat the levels "easy,random", 1/32 "normal,easy,random" (seats in turn; "normal,easy" with
# two players) and the rest random players. JOBS (default 2) runs in parallel. Builds
# fortuna-cli (Release) in build-selfplay/ unless FORTUNA_CLI names one. Prints one line per
# run and a total; exit 1 on any violation.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
games=${1:-1000000}
jobs=${2:-2}
seed=${FORTUNA_SELFPLAY_SEED:-20241130}

cli=${FORTUNA_CLI:-}
if [ -z "$cli" ]; then
    cmake -S "$root" -B "$root/build-selfplay" -G Ninja -DCMAKE_BUILD_TYPE=Release -DBUILD_TESTING=OFF >/dev/null
    cmake --build "$root/build-selfplay" --target fortuna-cli --parallel "$jobs" >/dev/null
    cli=$root/build-selfplay/bin/fortuna-cli
fi

configs=()
for tiles in wheel-of-fortune base+wheel; do
    for teller in false true; do
        for famine in any-farmer majority; do
            for start in true false; do
                for players in 2 3 4 5; do
                    configs+=("$players {\"tileSet\":\"$tiles\",\"fortuneTeller\":$teller,\"famine\":\"$famine\",\"wheelAsStart\":$start}")
                done
            done
        done
    done
done
per=$(( (games + ${#configs[@]} - 1) / ${#configs[@]} ))
mixed=$(( per / 32 ))
levels=("random:$(( per - 2 * mixed ))" "easy,random:$mixed" "normal,easy,random:$mixed")

out=$(mktemp -d "${TMPDIR:-/tmp}/fortuna-selfplay.XXXXXX")
trap 'rm -rf "$out"' EXIT
start_time=$(date +%s)
printf 'fortuna-cli selfplay --check: %d configurations x %d games (levels %s), seed %s, %d jobs\n' "${#configs[@]}" "$per" "${levels[*]}" "$seed" "$jobs"

run_one() {  # run_one INDEX PLAYERS RULES AI GAMES
    local i=$1 players=$2 rules=$3 ai=$4 n=$5
    ai=$(cut -d, -f"1-$players" <<<"$ai") # at most one level per seat
    "$cli" selfplay --players "$players" --games "$n" --seed "$((seed + i))" --rules "$rules" --ai "$ai" --check --compact \
        >"$out/$i.json" 2>"$out/$i.err" || echo "exit $?" >>"$out/$i.err"
}

runs=()
i=0
for c in "${configs[@]}"; do
    for l in "${levels[@]}"; do
        players=${c%% *}
        rules=${c#* }
        [ "${l##*:}" -gt 0 ] || continue
        runs+=("$players ${l%%:*} $rules")
        run_one "$i" "$players" "$rules" "${l%%:*}" "${l##*:}" &
        i=$((i + 1))
        while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do
            wait -n || true
        done
    done
done
wait

total=0 checked=0 violations=0 failed=0
num() { sed -n "s/.*\"$1\":\([0-9]*\).*/\1/p" "$2"; }
for ((i = 0; i < ${#runs[@]}; i++)); do
    read -r players ai rules <<<"${runs[$i]}"
    g=$(num games "$out/$i.json"); k=$(num checked "$out/$i.json"); v=$(num violations "$out/$i.json")
    if [ -z "$g" ] || [ -s "$out/$i.err" ]; then
        printf 'FAILED  players %s ai %s rules %s: %s\n' "$players" "$ai" "$rules" "$(head -c 300 "$out/$i.err")"
        failed=$((failed + 1))
        continue
    fi
    printf 'players %s ai %-18s rules %-86s games %7d checked %7d violations %d\n' "$players" "$ai" "$rules" "$g" "$k" "$v"
    total=$((total + g)); checked=$((checked + k)); violations=$((violations + v))
done
elapsed=$(( $(date +%s) - start_time ))
printf 'TOTAL games %d checked %d violations %d failed runs %d in %d s\n' "$total" "$checked" "$violations" "$failed" "$elapsed"
[ "$violations" -eq 0 ] && [ "$failed" -eq 0 ]
