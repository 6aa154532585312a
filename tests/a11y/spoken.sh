#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# a11y-spoken: what a blind player hears, with the real stack (tools/screen-reader.sh: Xvfb, a
# session bus, the AT-SPI bus, speech-dispatcher into an ALSA null device, Orca, the game).
# A fixed game (seed 4: Ana, a person, against Bot, a computer at "easy") is played by keys:
# R, Space twice, Enter (the tile goes to the second spot), Space (a follower's place), S (no
# follower); then Bot plays. What Orca said (its debug log's SPEECH OUTPUT lines) must hold, in
# order: the tile in hand, turned; the spot under the cursor; where the tile went; the place for
# a follower with its side; Ana's move; Bot's move with its feature; the next instruction.
# LANG: C.UTF-8 (English) or fr_FR.UTF-8 (the French words; the stack itself runs in C.UTF-8
# when that locale is not generated). A11Y_KEEP=1 keeps the run's files (the path is printed).
# Without the stack installed (tools/fortuna.sh installs it) it skips (exit 77).
#   spoken.sh FORTUNA_BINARY SCREEN_READER_SH [LANG]
set -u
bin=${1:?fortuna binary}; sr=${2:?screen-reader.sh}; lang=${3:-C.UTF-8}
for tool in Xvfb xdotool orca speech-dispatcher dbus-daemon /usr/libexec/at-spi-bus-launcher /usr/libexec/at-spi2-registryd; do
    command -v "$tool" >/dev/null || { echo "SKIP: $tool is not installed (the screen reader stack: tools/fortuna.sh deps)"; exit 77; }
done
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || { echo "SKIP: python3-pyatspi is not installed"; exit 77; }
[[ -e /usr/lib/speech-dispatcher-modules/sd_espeak-ng ]] || { echo "SKIP: speech-dispatcher-espeak-ng is not installed"; exit 77; }
work=$(mktemp -d); [[ -n ${A11Y_KEEP:-} ]] || trap 'rm -rf "$work"' EXIT; echo "work: $work"
cat >"$work/game.json" <<'JSON'
{"format": "fortuna-record/1", "seed": 4, "players": [{"name": "Ana", "color": "red"}, {"name": "Bot", "color": "blue", "ai": "easy"}]}
JSON
case $lang in
fr*) expect=(
    "Tuile en main, tournée de 90 degrés. nord : route, est : pré, sud : route, ouest : route."
    "Colonne 3, rangée 0 ; touche la Roue de la Fortune au sud."
    "Tuile posée : Colonne 3, rangée 0."
    "Poser ici : Voleur sur la route à l’est"
    "Ana a posé une tuile."
    "Bot a posé une tuile et placé un voleur sur la route."
    "Ana : placez la tuile") ;;
*) expect=(
    "Tile in hand, turned 90 degrees. north: road, east: field, south: road, west: road."
    "Column 3, row 0; touches the wheel to the south."
    "Tile laid: Column 3, row 0."
    "Deploy here: Thief on the road to the east"
    "Ana laid a tile."
    "Bot laid a tile and put a thief on the road."
    "Ana: place the tile") ;;
esac
# the keys, once Orca has taken the game's window as the active one (it says its title; on a
# loaded machine that can come many seconds after the window shows, and Orca 43 drops a
# notification of a window it does not take as active yet); then until the game has shown the
# news of Bot's move (a minute at most), and time for Orca to say it
cat >"$work/turn.sh" <<KEYS
for _ in \$(seq 240); do grep -qF "SPEECH OUTPUT: 'game.json — Fortuna" "\$SR_ORCA_LOG" && break; sleep 0.5; done
sleep 2
key r space space Return space s
for _ in \$(seq 60); do grep -qF "${expect[5]}" "\$SR_EVENTS" && break; sleep 1; done
sleep 10
KEYS
SR_INSTALL=0 FORTUNA_ARGS="--load $work/game.json" LANG=$lang KEY_DELAY=2 bash "$sr" "$bin" "$work/out" "$work/turn.sh"
rc=$?
[[ $rc == 77 ]] && exit 77
[[ -s $work/out/spoken.txt ]] || { echo "FAIL: the screen reader run gave no spoken.txt (exit code $rc)"; cat "$work/out/app.log"; exit 1; }
echo "--- what Orca said"; cat "$work/out/spoken.txt"; echo "---"
# every utterance in one line, without the key marks, no-break spaces as spaces (French)
said=$(sed 's/^\[[^]]*\] //; s/\xc2\xa0/ /g' "$work/out/spoken.txt" | tr '\n' ' ')
rest=$said; fail=0
for e in "${expect[@]}"; do
    if [[ $rest == *"$e"* ]]; then
        rest=${rest#*"$e"}
    else
        echo "FAIL: not said (after what came before it): $e"; fail=1
    fi
done
[[ $fail == 0 ]] && echo "PASS: the turn and the computer's turn were spoken in order"
exit $fail
