#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian packages of the committed HEAD twice, as two machines would, and compares
# the .debs (the -dbgsym ones too) byte for byte, as reprotest does. What differs between the
# two builds:
#   build 1: build/deb/ (as `tools/fortuna.sh deb`), TZ=UTC, umask 022, LC_ALL=C.UTF-8, today;
#   build 2: a longer path under /var/tmp, TZ=NZST-12 (UTC+12), umask 002, LC_ALL=C, another
#            HOME, 400 days later (faketime, installed from apt when missing).
# (Not varied, unlike reprotest: the kernel, the user, the order of directory entries.)
# SOURCE_DATE_EPOCH is the date of debian/changelog (dpkg-buildpackage sets it). Build 1 uses
# ccache when it is installed (as `tools/fortuna.sh deb` does, without CCACHE_BASEDIR: the
# compiler sees the same command line as without ccache); build 2 compiles every object again
# without it, as a packager's build does: identical packages also show that ccache changes
# nothing in them. (FORTUNA_REPRO_CCACHE=1, which let build 2 take build 1's objects from
# ccache, is gone: it hid that ccache's CCACHE_BASEDIR changed the debug information, so the
# build IDs of every binary, from what a build without ccache gives.)
# Where a package differs, diffoscope (installed from apt, diffoscope-minimal, when missing)
# shows how, in build/deb/reproducible-diff.txt; without diffoscope, a diff of the packages'
# control files, file lists and changed files.
#
#   tools/check-reproducible.sh          exit 0 when every package is byte-identical
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d /var/tmp/fortuna-reproducible.XXXXXX)
trap 'rm -rf "$work"' EXIT
a=${FORTUNA_BUILD_DIR:-$root/build}/deb
b=$work/second/build/in/a/much/longer/path
report=$a/reproducible-diff.txt
jobs=${FORTUNA_JOBS:-2}
mkdir -p "$a" "$b" "$work/tree" "$work/home2"

# A brand-new system (tools/chroot.sh's minbase) has no git.
if ! command -v git >/dev/null && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends git >/dev/null
fi
# One snapshot of HEAD for both builds (what is committed, whatever changes meanwhile).
git -C "$root" archive HEAD | tar -x -C "$work/tree"

fake=()
if ! command -v faketime >/dev/null && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends faketime >/dev/null 2>&1 || true
fi
# NO_FAKE_STAT: the clock only. Faked file times (libfaketime's default) are faked for some
# calls and not others (statx), and ninja then found build.ninja "still dirty after 100 tries".
command -v faketime >/dev/null && fake=(env NO_FAKE_STAT=1 faketime -f '+400d')
start=$SECONDS
echo "== $(git -C "$root" rev-parse --short HEAD): build 1 in $a ($(date -u +%FT%TZ), TZ=UTC, umask 022, $jobs jobs)"
(umask 022 && TZ=UTC LC_ALL=C.UTF-8 FORTUNA_DEB_DIR=$a FORTUNA_JOBS=$jobs bash "$work/tree/tools/fortuna.sh" deb) \
    >"$work/build1.log" 2>&1 ||
    { tail -n 40 "$work/build1.log" >&2; echo "build 1 failed" >&2; exit 1; }
echo "   $((SECONDS - start)) s"
jobs2=$jobs ccache2=0
[ "${FORTUNA_REPRO_CCACHE:-0}" = 0 ] || echo "FORTUNA_REPRO_CCACHE is gone: build 2 compiles everything without ccache"
start=$SECONDS
echo "== build 2 in $b ($("${fake[@]}" date -u +%FT%TZ), TZ=NZST-12, umask 002, ${fake[*]:-no faketime}," \
    "$jobs2 job(s), ccache: $([ "$ccache2" = 1 ] && echo yes || echo no))"
(umask 002 && TZ=NZST-12 LC_ALL=C HOME=$work/home2 FORTUNA_CCACHE=$ccache2 FORTUNA_DEB_DIR=$b FORTUNA_JOBS=$jobs2 \
    "${fake[@]}" bash "$work/tree/tools/fortuna.sh" deb) >"$work/build2.log" 2>&1 ||
    { tail -n 40 "$work/build2.log" >&2; echo "build 2 failed" >&2; exit 1; }
echo "   $((SECONDS - start)) s"

# Without diffoscope: what a reader needs to see where two packages differ.
contents_diff() { # DEB1 DEB2
    local x=$work/x y=$work/y
    rm -rf "$x" "$y" && mkdir -p "$x" "$y"
    dpkg-deb --raw-extract "$1" "$x" && dpkg-deb --raw-extract "$2" "$y"
    diff <(dpkg-deb --contents "$1" | awk '{print $1, $2, $3, $6}') \
        <(dpkg-deb --contents "$2" | awk '{print $1, $2, $3, $6}') | sed 's/^/    list: /' || true
    diff -r "$x/DEBIAN" "$y/DEBIAN" | sed 's/^/    control: /' || true
    (cd "$x" && find . -type f ! -path './DEBIAN/*' | sort) | while read -r f; do
        cmp -s "$x/$f" "$y/$f" || echo "    differs: $f ($(stat -c %s "$x/$f") and $(stat -c %s "$y/$f" 2>/dev/null || echo no) bytes)"
    done
}
if ! command -v diffoscope >/dev/null && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends diffoscope-minimal >/dev/null 2>&1 || true
fi

status=0 count=0
rm -f "$report"
shopt -s nullglob
for f in "$a"/*.deb "$a"/*.ddeb; do
    name=$(basename "$f")
    count=$((count + 1))
    if [ ! -f "$b/$name" ]; then
        echo "DIFFERENT: $name only in build 1"
        status=1
    elif cmp -s "$f" "$b/$name"; then
        echo "identical: $name ($(stat -c %s "$f") bytes, sha256 $(sha256sum <"$f" | cut -c1-16)…)"
    else
        echo "DIFFERENT: $name"
        status=1
        if command -v diffoscope >/dev/null; then
            diffoscope --text - "$f" "$b/$name" >>"$report" 2>&1 || true
        else
            contents_diff "$f" "$b/$name" >>"$report" 2>&1
        fi
    fi
done
[ "$count" -gt 0 ] || { echo "no package built" >&2; exit 1; }
if [ "$status" -eq 0 ]; then
    echo "reproducible: the $count packages of the two builds are byte-identical"
else
    cp "$work/build2.log" "$a/reproducible-build2.log"
    echo "NOT reproducible: what differs in $report (first lines below); build 2's log in $a/reproducible-build2.log" >&2
    head -n 80 "$report" >&2
fi
exit "$status"
