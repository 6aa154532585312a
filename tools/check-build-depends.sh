#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Are packaging/debian/control's Build-Depends complete? Builds the packages as a Debian
# packager's clean chroot (sbuild, pbuilder) would: in a brand-new Debian (minbase) chroot with
# only build-essential and what `apt-get build-dep ./` installs from debian/control (no
# recommends): none of the other packages of `tools/fortuna.sh deps` (no ccache, no git, no
# clang-format, no Xvfb...), then `dpkg-buildpackage -us -uc -b`. The .debs, the list of the
# packages installed for the build and the build's log land in OUT_DIR; where FORTUNA_REF_DEBS
# names a folder of packages built otherwise (tools/fortuna.sh deb, with ccache, in
# another path), each .deb is compared with its namesake byte for byte.
#
#   tools/check-build-depends.sh [SUITE [OUT_DIR]]
#       SUITE bookworm (Debian 12, default) or trixie (Debian 13); OUT_DIR default
#       build/build-depends-SUITE
#
# Runs through tools/chroot.sh (root; a clone of the committed HEAD). Two jobs
# (DEB_BUILD_OPTIONS=parallel=2; FORTUNA_JOBS=N for more). FORTUNA_BD_CCACHE=1 (for a loaded
# machine): ccache is installed after the Build-Depends have been listed and checked, and the
# build takes the objects it holds from earlier builds (tools/chroot.sh's cache of that release):
# ccache provides no header, library or tool, so the check is the same, but the packages are
# then not a build without ccache. FORTUNA_BD_CONFIGURE=1: only the build's configure step
# (debian/rules override_dh_auto_configure: every find_package and program CMake looks for), no
# compiling, a partial check for when the machine has no time for a build.
set -euo pipefail

if [ "${1:-}" != --inside ]; then
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    suite=${1:-bookworm}
    out=${2:-$root/build/build-depends-$suite}
    rm -rf "$out" && mkdir -p "$out"
    out=$(cd "$out" && pwd)
    cp "${BASH_SOURCE[0]}" "$out/check-build-depends.sh"
    if [ -n "${FORTUNA_REF_DEBS:-}" ]; then
        mkdir -p "$out/ref" && cp "$FORTUNA_REF_DEBS"/*.deb "$out/ref/"
    fi
    rc=0
    FORTUNA_CHROOT_OUT=$out bash "$root/tools/chroot.sh" "$suite" \
        "FORTUNA_JOBS=${FORTUNA_JOBS:-2} FORTUNA_BD_CCACHE=${FORTUNA_BD_CCACHE:-0} FORTUNA_BD_CONFIGURE=${FORTUNA_BD_CONFIGURE:-0} bash /srv/out/check-build-depends.sh --inside 2>&1 | tee /srv/out/log.txt; exit \${PIPESTATUS[0]}" || rc=$?
    rm -rf "$out/check-build-depends.sh" "$out/ref"
    echo "--- exit $rc; log, packages and the build's log in $out"
    exit "$rc"
fi

# ---- inside the chroot ------------------------------------------------------------------------
. /etc/os-release
export DEBIAN_FRONTEND=noninteractive
echo "== $PRETTY_NAME: only build-essential and the Build-Depends"
apt-get update -qq
apt-get install -y -qq --no-install-recommends build-essential >/dev/null
dpkg-query -W -f='${Package}\n' | sort >/tmp/before-build-dep
# The source package as a packager has it: the tree without .git, debian/ in place.
# In /srv/build, another path than `tools/fortuna.sh deb`'s: with FORTUNA_REF_DEBS, the packages
# of two paths compared. With ccache (FORTUNA_BD_CCACHE=1), in the same path, where its objects
# are (ccache is used without CCACHE_BASEDIR, as tools/fortuna.sh deb does).
version=$(dpkg-parsechangelog -l /srv/fortuna/packaging/debian/changelog -S Version | sed 's/-[^-]*$//')
src=/srv/build/fortuna-$version
[ "$FORTUNA_BD_CCACHE" != 1 ] || src=/srv/fortuna/build/deb/fortuna-$version
mkdir -p "$src"
tar -C /srv/fortuna --exclude=./.git --exclude=./build -cf - . | tar -C "$src" -xf -
rm -rf "$src/debian" && cp -r "$src/packaging/debian" "$src/debian"
cd "$src"
start=$SECONDS
apt-get build-dep -y -qq --no-install-recommends ./ >/tmp/build-dep.log 2>&1 || { cat /tmp/build-dep.log; echo "FAIL: apt-get build-dep"; exit 1; }
dpkg-query -W -f='${Package}\n' | sort >/tmp/after-build-dep
comm -13 /tmp/before-build-dep /tmp/after-build-dep >/srv/out/build-dep-installed.txt
echo "apt-get build-dep ./: $(wc -l </srv/out/build-dep-installed.txt) packages in $((SECONDS - start)) s" \
    "(list: build-dep-installed.txt); $(wc -l </tmp/after-build-dep) installed in all"
# The packages of tools/fortuna.sh deps that are not there (the developer's tools).
deps=$(sed -n '/^packages=(/,/^)/p' /srv/fortuna/tools/fortuna.sh | sed '1d;$d;s/#.*//' | tr -s ' \n' '\n' | sed '/^$/d' | sort -u)
absent=$(comm -23 <(printf '%s\n' "$deps") /tmp/after-build-dep | tr '\n' ' ')
echo "not installed, of tools/fortuna.sh deps: $absent"
for p in ccache git clang-format xvfb; do
    ! grep -qx "$p" /tmp/after-build-dep || { echo "FAIL: $p is installed: not a clean chroot"; exit 1; }
done
if [ "$FORTUNA_BD_CONFIGURE" = 1 ]; then
    echo "== the configure step only (FORTUNA_BD_CONFIGURE=1): debian/rules override_dh_auto_configure"
    if make -f debian/rules override_dh_auto_configure >/srv/out/configure.log 2>&1; then
        grep -nE 'Could NOT find|not found|CMake Warning' /srv/out/configure.log | grep -v -- '-- Looking for' | head -n 20 || true
        echo "configured: $(grep -c '^-- Found' /srv/out/configure.log) packages found (log: configure.log)"
        exit 0
    fi
    tail -n 40 /srv/out/configure.log
    echo "FAIL: the configure step (log: configure.log)"
    exit 1
fi
if [ "$FORTUNA_BD_CCACHE" = 1 ]; then
    apt-get install -y -qq --no-install-recommends ccache >/dev/null
    export CMAKE_CXX_COMPILER_LAUNCHER=ccache CCACHE_BASEDIR= CCACHE_DIR=/root/.cache/ccache
    echo "ccache installed after the check (FORTUNA_BD_CCACHE=1): the build takes its objects from the cache"
fi
start=$SECONDS
echo "== dpkg-buildpackage -us -uc -b in $src ($(date -u +%FT%TZ), parallel=$FORTUNA_JOBS)"
if ! DEB_BUILD_OPTIONS="parallel=$FORTUNA_JOBS" dpkg-buildpackage -us -uc -b >/srv/out/build.log 2>&1; then
    tail -n 60 /srv/out/build.log
    echo "FAIL: dpkg-buildpackage (log: build.log)"
    exit 1
fi
echo "built in $((SECONDS - start)) s:"
cp "$src"/../*.deb "$src"/../*.buildinfo "$src"/../*.changes /srv/out/
status=0
for f in "$src"/../*.deb; do
    name=$(basename "$f")
    line="$name $(stat -c %s "$f") bytes, sha256 $(sha256sum <"$f" | cut -c1-16)…"
    if [ -f "/srv/out/ref/$name" ]; then
        if cmp -s "$f" "/srv/out/ref/$name"; then
            line="$line: identical to the reference"
        else
            line="$line: DIFFERENT from the reference"
            status=1
        fi
    fi
    echo "  $line"
done
# What the build could have used and did not declare: a warning of CMake about a missing
# package, or a program not found.
grep -nE '^-- Could NOT find|not found|^CMake Warning|^WARNING' /srv/out/build.log | grep -v -- '-- Looking for' | head -n 20 || true
[ "$status" -eq 0 ] && echo "the Build-Depends build the packages" || echo "built, but not identical to the reference"
exit "$status"
