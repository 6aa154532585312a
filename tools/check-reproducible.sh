#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian packages of the committed HEAD twice, as two machines would: from two
# different paths, on two dates (the second under faketime, 400 days later, when faketime is
# installed), in two time zones and with two umasks, then compares the .debs (and the -dbgsym
# .ddebs) byte for byte. SOURCE_DATE_EPOCH is the date of debian/changelog (dpkg-buildpackage
# sets it). Build 1 goes to build/deb/ as `tools/fortuna.sh deb` does (with ccache if it is
# there: objects that an earlier build of the same sources in the same place compiled); build 2,
# in a longer path under /var/tmp (removed afterwards), compiles every object again, without
# ccache.
#
#   tools/check-reproducible.sh
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d /var/tmp/fortuna-reproducible.XXXXXX)
trap 'rm -rf "$work"' EXIT
a=${FORTUNA_BUILD_DIR:-$root/build}/deb
b=$work/second/build/in/a/longer/path
mkdir -p "$a" "$b" "$work/tree"
# One snapshot of HEAD for both builds (what is committed, whatever changes meanwhile).
git -C "$root" archive HEAD | tar -x -C "$work/tree"
fake=()
if command -v faketime >/dev/null; then
    fake=(faketime -f '+400d')
fi

echo "== $(git -C "$root" rev-parse --short HEAD): build 1 in $a ($(date -u +%FT%TZ), TZ=UTC, umask 022)"
(umask 022 && TZ=UTC FORTUNA_DEB_DIR=$a bash "$work/tree/tools/fortuna.sh" deb) >"$work/build1.log" 2>&1 ||
    { tail -n 40 "$work/build1.log" >&2; echo "build 1 failed" >&2; exit 1; }
echo "== build 2 in $b ($("${fake[@]}" date -u +%FT%TZ), TZ=NZST-12, umask 002, ${fake[*]:-no faketime})"
(umask 002 && TZ=NZST-12 FORTUNA_CCACHE=0 FORTUNA_DEB_DIR=$b "${fake[@]}" bash "$work/tree/tools/fortuna.sh" deb) >"$work/build2.log" 2>&1 ||
    { tail -n 40 "$work/build2.log" >&2; echo "build 2 failed" >&2; exit 1; }

status=0
shopt -s nullglob
for f in "$a"/*.deb "$a"/*.ddeb; do
    name=$(basename "$f")
    if [ ! -f "$b/$name" ]; then
        echo "DIFFERENT: $name only in build 1"
        status=1
    elif cmp -s "$f" "$b/$name"; then
        echo "identical: $name $(sha256sum <"$f" | cut -c1-16)"
    else
        echo "DIFFERENT: $name"
        status=1
        if command -v diffoscope >/dev/null; then
            diffoscope --text - "$f" "$b/$name" | head -n 60 || true
        fi
    fi
done
[ "$status" -eq 0 ] && echo "reproducible: the two builds are byte-identical" || echo "NOT reproducible" >&2
exit "$status"
