#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian packages twice, as two machines would: from two different paths, at two
# different times, in two time zones and with two umasks, then compares the .debs (and the
# -dbgsym .ddebs) byte for byte. SOURCE_DATE_EPOCH is the date of debian/changelog
# (dpkg-buildpackage sets it). Build 1 is `tools/fortuna.sh deb` as usual (build/deb/, with
# ccache if it is there: objects a previous build of the same sources compiled); build 2, in a
# longer path under /var/tmp (removed afterwards), compiles every object again, without ccache.
#
#   tools/check-reproducible.sh
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d /var/tmp/fortuna-reproducible.XXXXXX)
trap 'rm -rf "$work"' EXIT
a=${FORTUNA_BUILD_DIR:-$root/build}/deb
b=$work/second/build/in/a/longer/path
mkdir -p "$a" "$b"

echo "== build 1 in $a ($(date -u +%FT%TZ), TZ=UTC, umask 022)"
(umask 022 && TZ=UTC FORTUNA_DEB_DIR=$a bash "$root/tools/fortuna.sh" deb) >"$work/build1.log" 2>&1 ||
    { tail -n 40 "$work/build1.log" >&2; echo "build 1 failed" >&2; exit 1; }
echo "== build 2 in $b ($(date -u +%FT%TZ), TZ=NZST-12, umask 002)"
(umask 002 && TZ=NZST-12 FORTUNA_CCACHE=0 FORTUNA_DEB_DIR=$b bash "$root/tools/fortuna.sh" deb) >"$work/build2.log" 2>&1 ||
    { tail -n 40 "$work/build2.log" >&2; echo "build 2 failed" >&2; exit 1; }

status=0
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
