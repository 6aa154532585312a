#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The layers of model/ (docs/architecture.md, "The tree"): a file may include its own folder and
# the folders below it, never one above. The CMake targets enforce it between libraries; this
# check enforces it everywhere, also between the seven folders of the one QML module
# Fortuna.Model (types < files < setup < coach < netplay < lists < controller), and keeps Qt out of rules/ and ai/.
#
#   tools/check-layers.sh [ROOT]    prints each offending include; exit 1 if there is one
#
# Run by ctest as lint-layers.
set -euo pipefail
root=${1:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
cd "$root/model"

# Lowest first. A folder not listed here is a new layer: add it in its place.
layers=(rules ai record seats net types files setup coach netplay lists controller)
rank() {
    local i
    for i in "${!layers[@]}"; do
        [ "${layers[$i]}" = "$1" ] && { echo "$i"; return; }
    done
    echo -1
}

# Which folder of model/ holds a header named without a folder ("gamesetup.h")?
declare -A home=()
for dir in "${layers[@]}"; do
    [ -d "$dir" ] || continue
    while IFS= read -r f; do
        home[$(basename "$f")]=$dir
    done < <(find "$dir" -name '*.h')
done

status=0
for dir in */; do
    dir=${dir%/}
    [ "$(rank "$dir")" -ge 0 ] || { echo "model/$dir: a folder that is not a layer (add it to tools/check-layers.sh)"; status=1; continue; }
done
for f in *.h *.cpp; do
    [ -e "$f" ] && { echo "model/$f: a loose file (each file belongs to a layer's folder)"; status=1; }
done

for dir in "${layers[@]}"; do
    [ -d "$dir" ] || continue
    mine=$(rank "$dir")
    while IFS= read -r f; do
        n=0
        while IFS= read -r line; do
            n=$((n + 1))
            case "$line" in
            '#include <Q'* | '#include <q'*)
                if [ "$dir" = rules ] || [ "$dir" = ai ]; then
                    echo "model/$f:$n: $dir/ is C++17 without Qt: $line"
                    status=1
                fi
                continue
                ;;
            '#include "'*) ;;
            *) continue ;;
            esac
            inc=${line#\#include \"}
            inc=${inc%%\"*}
            if [[ "$inc" == */* ]]; then
                target=${inc%%/*}
            elif [ -e "$(dirname "$f")/$inc" ]; then
                target=$dir
            else
                target=${home[$inc]:-}
            fi
            [ -n "$target" ] || continue # a header of Qt or of the build (moc, version)
            theirs=$(rank "$target")
            if [ "$theirs" -lt 0 ]; then
                continue
            elif [ "$theirs" -gt "$mine" ]; then
                echo "model/$f:$n: $dir/ includes $target/ ($inc), a layer above it"
                status=1
            fi
        done < "$f"
    done < <(find "$dir" -name '*.h' -o -name '*.cpp')
done
[ "$status" -eq 0 ] && echo "model/: ${#layers[@]} layers, no include upwards"
exit "$status"
