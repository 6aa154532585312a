#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What a Debian sponsor checks on the packages `tools/fortuna.sh deb` built, with their figures:
#   1. lintian --pedantic --display-info on every .deb: no error, no warning, and no info or
#      pedantic tag left (each is fixed or overridden in packaging/debian/*.lintian-overrides
#      with its reason);
#   2. hardening-check on every executable (all "yes"), no RUNPATH/RPATH, no .comment section;
#   3. with --install (only in a throwaway system: tools/chroot.sh): apt installs fortuna-server
#      alone (it must pull in no Qt Quick, QML, Qt GUI or Multimedia library), then fortuna, and
#      autopkgtest runs debian/tests on the installed packages (`-- null`).
#
#   tools/check-debian.sh [--install] [DEB_DIR]       (default build/deb)
#
# In a brand-new chroot of either release, as the issue's measures ask:
#   tools/chroot.sh bookworm 'tools/fortuna.sh deb && tools/check-debian.sh --install'
#   tools/chroot.sh trixie   'tools/fortuna.sh deb && tools/check-debian.sh --install'
# tools/check-reproducible.sh builds twice and compares.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
install=0
if [ "${1:-}" = --install ]; then
    install=1
    shift
fi
dir=$(cd "${1:-$root/build/deb}" && pwd)
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }

need=()
command -v lintian >/dev/null || need+=(lintian)
command -v hardening-check >/dev/null || need+=(devscripts)
command -v readelf >/dev/null || need+=(binutils)
[ "$install" = 0 ] || command -v autopkgtest >/dev/null || need+=(autopkgtest)
if [ "${#need[@]}" -gt 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
shopt -s nullglob
debs=("$dir"/*.deb)
changes=("$dir"/*.changes)
shopt -u nullglob
[ "${#debs[@]}" -gt 0 ] || { echo "no .deb in $dir: run tools/fortuna.sh deb first" >&2; exit 2; }
echo "Packages: $(cd "$dir" && echo *.deb)"

# ---- 1. lintian ----------------------------------------------------------------------------
echo "== lintian $(lintian --version | awk '{print $2}') --pedantic --display-info"
lint=$(lintian --pedantic --display-info --show-overrides "${changes[@]:-${debs[@]}}" 2>&1 || true)
printf '%s\n' "$lint" | grep -v '^N: ' || true
for level in E W I P; do
    count=$(printf '%s\n' "$lint" | grep -c "^$level: " || true)
    echo "lintian $level: $count"
    [ "$count" -eq 0 ] || fail "lintian: $count tag(s) of level $level"
done
echo "lintian overridden (each with its reason in the override file): $(printf '%s\n' "$lint" | grep -c '^O: ' || true)"

# ---- 2. the executables --------------------------------------------------------------------
work=$(mktemp -d "${TMPDIR:-/tmp}/fortuna-check-debian.XXXXXX")
trap 'rm -rf "$work"' EXIT
for deb in "${debs[@]}"; do
    dpkg-deb --extract "$deb" "$work/root"
done
# What hardening-check cannot find on Debian whatever the build does, checked another way:
# - "Branch Protection" (Debian 13's hardening-check) is AArch64's BTI/PAC: asked only on arm64.
# - "Control flow integrity" looks for the x86 IBT/SHSTK marking, which the linker sets only when
#   every object linked has it; Debian's glibc start files (Scrt1.o, crti.o, crtn.o) have none, so
#   no Debian program has it (/usr/bin/ls neither). When they lack it, the check is that the code
#   was compiled with -fcf-protection: its functions begin with endbr64.
arch=$(dpkg --print-architecture)
hc=()
nbp_rc=0
hardening-check --nobranchprotection --quiet /bin/sh >/dev/null 2>&1 || nbp_rc=$? # 2: an unknown option
if [ "$arch" != arm64 ] && [ "$nbp_rc" -ne 2 ]; then
    hc+=(--nobranchprotection)
fi
cet_unmarked=0
# The start file, or without libc6-dev a program of the release (its shell).
crt=/usr/lib/$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null)/Scrt1.o
[ -f "$crt" ] || crt=$(readlink -f /bin/sh)
if [ "$arch" = amd64 ] || [ "$arch" = i386 ]; then
    readelf -n "$crt" | grep -q 'x86 feature:.*IBT' || cet_unmarked=1
fi
for bin in "$work"/root/usr/games/*; do
    name=$(basename "$bin")
    out=$(hardening-check "${hc[@]}" "$bin" 2>&1) || true
    printf '%s\n' "$out" | sed 1d
    if [ "$cet_unmarked" = 1 ] && grep -q 'Control flow integrity: no' <<<"$out"; then
        endbr=$(objdump -d --no-show-raw-insn "$bin" | grep -c 'endbr64' || true)
        [ "$endbr" -gt 100 ] &&
            pass "$name: compiled with -fcf-protection ($endbr endbr64); no IBT/SHSTK marking, as $(basename "$crt") has none" ||
            fail "$name: not compiled with -fcf-protection (only $endbr endbr64)"
        hc_rc=0
        hardening-check "${hc[@]}" --nocfprotection --quiet "$bin" >/dev/null 2>&1 || hc_rc=$?
    else
        hc_rc=0
        hardening-check "${hc[@]}" --quiet "$bin" >/dev/null 2>&1 || hc_rc=$?
    fi
    [ "$hc_rc" -eq 0 ] && pass "hardening-check $name: $(grep -c ': yes' <<<"$out") yes" ||
        fail "hardening-check $name"
    # "Stack clash protection: unknown": hardening-check looks for the probes of a stack frame
    # larger than a page, and finds none when no function has one. The compiler's command line,
    # kept in the -dbgsym package (DW_AT_producer), tells whether the flag was given.
    if grep -q 'Stack clash protection: unknown' <<<"$out"; then
        id=$(readelf -n "$bin" | sed -n 's/.*Build ID: \(..\)\(.*\)/\1\/\2/p')
        debug=$work/root/usr/lib/debug/.build-id/$id.debug
        if [ -f "$debug" ]; then
            producers=$(readelf -z -p .debug_str "$debug" "$work"/root/usr/lib/debug/.dwz/*/* 2>/dev/null | grep -o 'GNU C[^]]*' | sort -u || true)
            without=$(grep -vc -- '-fstack-clash-protection' <<<"$producers" || true)
            [ -n "$producers" ] && [ "$without" -eq 0 ] &&
                pass "$name: every unit compiled with -fstack-clash-protection ($(wc -l <<<"$producers") compiler command lines in its -dbgsym; no frame large enough to need a probe)" ||
                fail "$name: $without of its compiler command lines lack -fstack-clash-protection"
        else
            echo "note: $name: stack clash protection unknown, and no -dbgsym package to read its compiler's flags"
        fi
    fi
    path=$(readelf -d "$bin" | grep -E 'RUNPATH|RPATH' || true)
    [ -z "$path" ] && pass "$name: no RUNPATH" || fail "$name: $path"
    readelf -S "$bin" | grep -q '\.comment' && fail "$name: has a .comment section" || pass "$name: no .comment section"
done

# ---- 3. install and autopkgtest ------------------------------------------------------------
if [ "$install" = 1 ]; then
    server=("$dir"/fortuna-server_*.deb)
    game=("$dir"/fortuna_*.deb)
    apt-get update -qq
    before=$(dpkg-query -W -f='${Package}\n' | sort)
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${server[0]}" >"$work/apt-server.log" 2>&1 ||
        { cat "$work/apt-server.log" >&2; fail "apt install fortuna-server"; }
    added=$(comm -13 <(printf '%s\n' "$before") <(dpkg-query -W -f='${Package}\n' | sort))
    echo "apt install fortuna-server: $(wc -l <<<"$added") new packages"
    # Its whole dependency closure, not only what this install added: after tools/fortuna.sh deb
    # the build's Qt Quick is installed already, and "new packages" alone would prove nothing.
    closure=$(apt-cache depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
        --no-replaces --no-enhances fortuna-server 2>/dev/null | grep -v '^ ' | sort -u)
    gui=$(grep -E '^(libqt6(gui|qml|quick|widgets|multimedia|opengl)|qml6-|qt6-qpa|libgl1|libglx|libopengl|libx11|libxcb|libegl)' <<<"$closure" || true)
    [ -n "$closure" ] && [ -z "$gui" ] &&
        pass "fortuna-server's dependencies ($(wc -l <<<"$closure") packages with itself) hold no GUI, QML, Qt Quick or Multimedia package" ||
        fail "fortuna-server pulls in: ${gui:-(no dependency closure found)}"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${game[0]}" >"$work/apt-game.log" 2>&1 ||
        { cat "$work/apt-game.log" >&2; fail "apt install fortuna"; }
    echo "apt install fortuna: $(grep -c '^Setting up' "$work/apt-game.log" || true) packages set up"
    src=("$dir"/fortuna-*/)
    if autopkgtest "${src[0]}" "${debs[@]}" -- null >"$work/autopkgtest.log" 2>&1; then
        pass "autopkgtest"
    else
        tail -n 40 "$work/autopkgtest.log" >&2
        fail "autopkgtest"
    fi
    sed -n '/@@@@ summary/,$p' "$work/autopkgtest.log" | grep -E '^(cli|server|game) ' || true
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "all Debian checks passed"
