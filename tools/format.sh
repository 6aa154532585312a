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
elif [ -d .git ] || git rev-parse --git-dir >/dev/null 2>&1; then
    mapfile -t files < <(git ls-files '*.cpp' '*.h' '*.qml')
else
    mapfile -t files < <(find app model qml tests tools -name '*.cpp' -o -name '*.h' -o -name '*.qml' | sort)
fi

# Qt 6.4's qmlformat writes `pragma ComponentBehavior: Bound` as `pragma ComponentBehavior`
# (it drops the value): put the value back.
pragma_fix='s/^pragma ComponentBehavior$/pragma ComponentBehavior: Bound/'

bad=()
for f in "${files[@]}"; do
    case "$f" in
    *.qml)
        if [ "$check" -eq 1 ]; then
            "$qmlformat" "$f" 2>/dev/null | sed "$pragma_fix" | cmp -s "$f" - || bad+=("$f")
        else
            "$qmlformat" -i "$f"
            rm -f "$f~" # the backup qmlformat -i leaves
            sed -i "$pragma_fix" "$f"
        fi
        ;;
    *)
        if [ "$check" -eq 1 ]; then
            "$clang_format" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
        else
            "$clang_format" -i "$f"
        fi
        ;;
    esac
done
if [ "${#bad[@]}" -gt 0 ]; then
    printf 'not formatted (run tools/format.sh FILE):\n' >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
