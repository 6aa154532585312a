#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs a command in a brand-new Debian chroot holding a fresh clone of this checkout's committed
# HEAD, as a new user on a fresh machine would: CI runs `tools/fortuna.sh check` in Debian 13
# this way (.ci/run) while the machine itself is Debian 12.
#
#   tools/chroot.sh SUITE 'COMMAND'      e.g. tools/chroot.sh trixie 'tools/fortuna.sh check'
#
# SUITE: trixie (Debian 13) or bookworm (Debian 12). Needs root (debootstrap, chroot, mounts:
# in a mount namespace of its own, so nothing is left mounted). The chroot is made afresh each
# time from a debootstrap --variant=minbase tarball; what is cached, in
# ${XDG_CACHE_HOME:-~/.cache}/fortuna-chroot/: that tarball (made again after 7 days), the
# .debs apt downloads, and ccache's objects. The chroot is deleted at the end
# (FORTUNA_CHROOT_KEEP=1 keeps it and prints where). Uncommitted changes are not in the clone.
# The clone is /srv/fortuna. FORTUNA_CHROOT_DEBS=DIR shows a folder of packages built here
# (tools/fortuna.sh deb) as the clone's build/deb/, e.g. to install and test them in a new system:
#   FORTUNA_CHROOT_DEBS=build/deb tools/chroot.sh bookworm 'tools/check-debian.sh --install'
# FORTUNA_CHROOT_OUT=DIR shows a folder of this machine as /srv/out, where the command leaves
# what should outlive the chroot (tools/fresh-deb-install.sh: its screenshots and log).
set -euo pipefail

# The whole script is one function, read before it runs: editing the file meanwhile is safe.
main() {

suite=${1:?usage: tools/chroot.sh SUITE COMMAND}
cmd=${2:?usage: tools/chroot.sh SUITE COMMAND}
src=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cache=${XDG_CACHE_HOME:-$HOME/.cache}/fortuna-chroot
mirror=${FORTUNA_MIRROR:-http://deb.debian.org/debian}
log() { printf '\n==> [%d:%02d] chroot %s: %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$suite" "$*"; }

[ "$(id -u)" -eq 0 ] || { echo "tools/chroot.sh: needs root (debootstrap, chroot, mount)" >&2; exit 2; }
if ! command -v debootstrap >/dev/null || ! command -v git >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap git >/dev/null
fi
mkdir -p "$cache/$suite-apt/partial" "$cache/$suite-ccache"

tarball=$cache/$suite.tgz
if [ ! -s "$tarball" ] || [ -n "$(find "$tarball" -mtime +7)" ]; then
    log "debootstrap --variant=minbase $suite (cached in $tarball)"
    tmp=$(mktemp -d /var/tmp/fortuna-debootstrap.XXXXXX)
    if ! debootstrap --variant=minbase "$suite" "$tmp" "$mirror" >"$cache/$suite-debootstrap.log" 2>&1; then
        tail -n 20 "$cache/$suite-debootstrap.log" >&2
        rm -rf "$tmp"
        echo "tools/chroot.sh: debootstrap failed (log: $cache/$suite-debootstrap.log)" >&2
        exit 2
    fi
    tar -C "$tmp" -czf "$tarball.new" . && mv "$tarball.new" "$tarball"
    rm -rf "$tmp"
fi

root=$(mktemp -d /var/tmp/fortuna-$suite.XXXXXX)
chmod 755 "$root" # the chroot's / (mktemp made it 0700: only root could walk the tree)
keep=${FORTUNA_CHROOT_KEEP:-0}
cleanup() { [ "$keep" = 1 ] && echo "chroot kept: $root" || rm -rf "$root"; }
trap cleanup EXIT
log "a new chroot in $root, a clone of $(git -C "$src" rev-parse --short HEAD)"
tar -C "$root" -xzf "$tarball"
chmod 755 "$root" # after tar too: the tarball's ./ is debootstrap's mktemp folder, 0700
cp /etc/resolv.conf "$root/etc/resolv.conf"
# In /srv, not /root (0700): some tests run a program as nobody from the build tree, as they
# can from a CI workspace.
git clone -q --no-local "$src" "$root/srv/fortuna"
git -C "$root/srv/fortuna" checkout -q --detach "$(git -C "$src" rev-parse HEAD)"
mkdir -p "$root/root/.cache/ccache" "$root/srv/fortuna/build/deb"
debs=
[ -z "${FORTUNA_CHROOT_DEBS:-}" ] || debs=$(cd "$FORTUNA_CHROOT_DEBS" && pwd)
out=
if [ -n "${FORTUNA_CHROOT_OUT:-}" ]; then
    mkdir -p "$FORTUNA_CHROOT_OUT" "$root/srv/out"
    out=$(cd "$FORTUNA_CHROOT_OUT" && pwd)
fi

# apt's downloads: the chroot's own folder, filled with hard links to the cached .debs, and what
# it downloads linked back into the cache at the end. Not the cache itself mounted: apt locks the
# folder it downloads to, and a second chroot of the same release running meanwhile (another
# checkout's CI, a package build) would find it locked and fail.
# The debootstrap tarball has some .debs there already: cp -n keeps them; errors are not fatal
# (the cache only saves downloads).
find "$cache/$suite-apt" -maxdepth 1 -name '*.deb' -exec cp -n -l -t "$root/var/cache/apt/archives/" {} + 2>/dev/null ||
    find "$cache/$suite-apt" -maxdepth 1 -name '*.deb' -exec cp -n -t "$root/var/cache/apt/archives/" {} + 2>/dev/null || true
keep_debs() { # only the new ones: the others are hard links of the cache's (2 links or more)
    find "$root/var/cache/apt/archives" -maxdepth 1 -name '*.deb' -links 1 -exec cp -n -l -t "$cache/$suite-apt/" {} + 2>/dev/null ||
        find "$root/var/cache/apt/archives" -maxdepth 1 -name '*.deb' -links 1 -exec cp -n -t "$cache/$suite-apt/" {} + 2>/dev/null || true
}

# A mount namespace of its own: the mounts go away with it, and none reaches the host.
start=$SECONDS
rc=0
unshare --mount --propagation private bash -euc '
    root=$1 cache=$2 suite=$3 cmd=$4 debs=$5 out=$6
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    mount -t tmpfs tmpfs "$root/tmp"
    mount --bind "$cache/$suite-ccache" "$root/root/.cache/ccache"
    [ -z "$debs" ] || mount --bind "$debs" "$root/srv/fortuna/build/deb"
    [ -z "$out" ] || mount --bind "$out" "$root/srv/out"
    exec chroot "$root" /usr/bin/env -i HOME=/root PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        LANG=C.UTF-8 CI=true bash -lc "cd /srv/fortuna && $cmd"
' bash "$root" "$cache" "$suite" "$cmd" "$debs" "$out" || rc=$?
keep_debs
log "exit $rc after $(((SECONDS - start) / 60)) min $(((SECONDS - start) % 60)) s"
exit "$rc"
}
main "$@"
exit $?
