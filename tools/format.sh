#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Formats the tracked C++ (.clang-format, clang-format 14) and QML (.qmlformat.ini, Qt 6.4's
# qmlformat) of the tree in place, or with --check lists the files that are not formatted and
# fails (the ctest style-format runs this).
#   tools/format.sh [--check] [FILE...]     (default: every tracked .cpp .h .qml)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
check=0
if [ "${1:-}" = "--check" ]; then
    check=1
    shift
fi
clang_format=${CLANG_FORMAT:-$(command -v clang-format-14 || command -v clang-format || true)}
qmlformat=${QMLFORMAT:-/usr/lib/qt6/bin/qmlformat}
[ -x "$clang_format" ] || { echo "format.sh: clang-format not found (Debian package clang-format)" >&2; exit 2; }
[ -x "$qmlformat" ] || { echo "format.sh: $qmlformat not found (Debian package qt6-declarative-dev-tools)" >&2; exit 2; }

if [ $# -gt 0 ]; then
    files=("$@")
elif command -v git >/dev/null && git rev-parse --git-dir >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files '*.cpp' '*.h' '*.qml')
else
    mapfile -t files < <(find app model qml tests tools -name '*.cpp' -o -name '*.h' -o -name '*.qml' | sort)
fi

# Qt 6.4's qmlformat writes `pragma ComponentBehavior: Bound` as `pragma ComponentBehavior`
# (it drops the value): put the value back.
pragma_fix='s/^pragma ComponentBehavior$/pragma ComponentBehavior: Bound/'

bad=()
cpp=() qml=()
for f in "${files[@]}"; do
    case "$f" in
    *.qml) qml+=("$f") ;;
    *) cpp+=("$f") ;;
    esac
done
# The QML style is what Qt 6.4's qmlformat writes; later ones format differently (Qt 6.8's
# adds a blank line after each id and mends 6.4's `Behavior on x  {`), so no file can satisfy
# both. With another Qt (Debian 13) the QML is neither checked nor rewritten, and the script
# says so; Debian 12 (CI) checks it. clang-format 14 (Debian 12) and 19 (Debian 13) agree on the C++.
qml_version=$("$qmlformat" --version 2>/dev/null | awk '{print $NF}')
if [ "${#qml[@]}" -gt 0 ] && [ "${qml_version%.*}" != 6.4 ]; then
    printf 'format.sh: QML left as it is: its style is Qt 6.4'"'"'s qmlformat, this is qmlformat %s (C++: clang-format %s)\n' \
        "${qml_version:-unknown}" "$("$clang_format" --version | sed 's/.*version //')"
    qml=()
fi
if [ "$check" -eq 1 ]; then
    # One clang-format for all the C++ (it reads every file and reports each violation as
    # FILE:LINE:COL: error), and qmlformat two files at a time: a process per file took most
    # of the check's time.
    if [ "${#cpp[@]}" -gt 0 ]; then
        report=$("$clang_format" --dry-run -Werror "${cpp[@]}" 2>&1 >/dev/null) && status=0 || status=$?
        mapfile -t -O "${#bad[@]}" bad < <(printf '%s\n' "$report" |
            sed -n 's/^\(.*\):[0-9][0-9]*:[0-9][0-9]*: error: .*/\1/p' | sort -u)
        if [ "$status" -ne 0 ] && [ "${#bad[@]}" -eq 0 ]; then
            printf 'format.sh: clang-format failed:\n%s\n' "$report" >&2
            exit 2
        fi
    fi
    if [ "${#qml[@]}" -gt 0 ]; then
        mapfile -t -O "${#bad[@]}" bad < <(printf '%s\0' "${qml[@]}" | xargs -0 -n 1 -P 2 bash -c \
            '"$0" "$2" 2>/dev/null | sed "$1" | cmp -s "$2" - || printf "%s\n" "$2"' "$qmlformat" "$pragma_fix" | sort)
    fi
else
    [ "${#cpp[@]}" -eq 0 ] || "$clang_format" -i "${cpp[@]}"
    for f in "${qml[@]}"; do
        "$qmlformat" -i "$f"
        rm -f "$f~" # the backup qmlformat -i leaves
        sed -i "$pragma_fix" "$f"
    done
fi
if [ "${#bad[@]}" -gt 0 ]; then
    printf 'not formatted (run tools/format.sh FILE):\n' >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
