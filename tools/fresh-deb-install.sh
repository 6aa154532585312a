#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the packages that `tools/fortuna.sh deb` built with apt in a brand-new Debian
# (minbase) chroot, as an administrator and a player would, and tries them there:
#   1. apt installs fortuna-server alone (the packages it pulls in are counted: no Qt Quick, QML,
#      Qt GUI or Multimedia among them); the server is started as its unit starts it (the unit's
#      ExecStart=, as its User=, with /etc/fortuna-server.conf: no systemd in a chroot) and must
#      answer a WebSocket handshake on the configured port;
#   2. apt installs fortuna; a new user's login shell (PATH from /etc/profile, /usr/games
#      included) finds fortuna and fortuna-cli; fortuna-cli plays; the game renders offscreen
#      its first screen in English and in French and the shipped example record at turn 40.
# The screenshots (PNG) and the log land in OUT_DIR.
#
#   tools/fresh-deb-install.sh [SUITE [DEB_DIR [OUT_DIR]]]
#       SUITE bookworm (Debian 12, default) or trixie (Debian 13); DEB_DIR default build/deb;
#       OUT_DIR default build/fresh-install-SUITE
#
# Runs through tools/chroot.sh (root; its cached debootstrap tarball and apt cache). The
# packages must be built for that release (a package built on Debian 13 needs Debian 13's
# libraries). Inside the chroot the script runs itself with --inside.
set -euo pipefail

if [ "${1:-}" != --inside ]; then
    root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
    suite=${1:-bookworm}
    debs=$(cd "${2:-$root/build/deb}" && pwd)
    out=${3:-$root/build/fresh-install-$suite}
    ls "$debs"/fortuna_*.deb "$debs"/fortuna-server_*.deb >/dev/null
    rm -rf "$out" && mkdir -p "$out"
    # This very script, in the clone (HEAD's version might be older than this one).
    cp "${BASH_SOURCE[0]}" "$out/fresh-deb-install.sh"
    rc=0
    FORTUNA_CHROOT_DEBS=$debs FORTUNA_CHROOT_OUT=$out bash "$root/tools/chroot.sh" "$suite" \
        'bash /srv/out/fresh-deb-install.sh --inside 2>&1 | tee /srv/out/log.txt; exit ${PIPESTATUS[0]}' || rc=$?
    rm -f "$out/fresh-deb-install.sh"
    echo "--- exit $rc; log and screenshots in $out:"
    ls -l "$out"
    exit "$rc"
fi

# ---- inside the chroot ------------------------------------------------------------------------
cd /srv/fortuna
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
. /etc/os-release
echo "== $PRETTY_NAME, packages: $(cd build/deb && echo *.deb)"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq

# 1. the server alone
before=$(dpkg-query -W -f='${Package}\n' | sort)
start=$SECONDS
if apt-get install -y -qq ./build/deb/fortuna-server_*.deb >/tmp/apt-server.log 2>&1; then
    added=$(comm -13 <(printf '%s\n' "$before") <(dpkg-query -W -f='${Package}\n' | sort))
    pass "apt install fortuna-server: $((SECONDS - start)) s, $(wc -l <<<"$added") new packages"
    gui=$(grep -E '^(libqt6(gui|qml|quick|widgets|multimedia|opengl)|qml6-|qt6-qpa|libgl1|libglx|libopengl|libx11|libxcb|libegl)' <<<"$added" || true)
    [ -z "$gui" ] && pass "fortuna-server pulled in no GUI, QML, Qt Quick or Multimedia package" ||
        fail "fortuna-server pulled in: $(echo $gui)"
else
    cat /tmp/apt-server.log
    fail "apt install fortuna-server"
fi
unit=$(ls /usr/lib/systemd/system/fortuna-server.service /lib/systemd/system/fortuna-server.service 2>/dev/null | head -n 1)
if [ -n "$unit" ] && getent passwd fortuna-server >/dev/null; then
    pass "unit $unit; system user $(getent passwd fortuna-server)"
    exec_start=$(sed -n 's/^ExecStart=//p' "$unit")
    user=$(sed -n 's/^User=//p' "$unit")
    port=$(sed -n 's/^port *= *//p' /etc/fortuna-server.conf)
    data=$(sed -n 's/^data *= *//p' /etc/fortuna-server.conf)
    # What StateDirectory=fortuna-server and StateDirectoryMode=0700 make under systemd.
    install -d -o "$user" -g "$user" -m 0700 "$data"
    # shellcheck disable=SC2086 # the unit's command line, split as systemd splits it (no quotes in it)
    runuser -u "$user" -- $exec_start >/tmp/server.log 2>&1 &
    server=$!
    answer=
    for _ in $(seq 1 150); do
        if exec 3<>"/dev/tcp/127.0.0.1/$port"; then
            printf 'GET / HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n' "$port" >&3
            answer=$(timeout 10 head -n 8 <&3 | tr -d '\r' || true)
            exec 3<&-
            break
        fi 2>/dev/null
        kill -0 "$server" 2>/dev/null || break
        sleep 0.2
    done
    if grep -q '^HTTP/1.1 101' <<<"$answer" && grep -qi '^Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=$' <<<"$answer"; then
        pass "'$exec_start' as $user answers a WebSocket handshake on port $port: $(head -n 1 <<<"$answer")"
    else
        fail "fortuna-server did not answer a WebSocket handshake on port $port: ${answer:-nothing}"
    fi
    kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
    sed 's/^/    server: /' /tmp/server.log | tail -n 5
    ls -l "$data" | sed 's/^/    /'
else
    fail "no unit or no system user fortuna-server (unit: ${unit:-none})"
fi

# 2. the game, for a player
start=$SECONDS
if apt-get install -y -qq ./build/deb/fortuna_*.deb >/tmp/apt-game.log 2>&1; then
    pass "apt install fortuna: $((SECONDS - start)) s, $(grep -c '^Setting up' /tmp/apt-game.log) packages set up"
else
    cat /tmp/apt-game.log
    fail "apt install fortuna"
fi
useradd --create-home --shell /bin/bash player
install -d -o player -g player -m 0700 /run/user/player
cp /usr/share/doc/fortuna/examples/three-players.fortuna /home/player/ 2>/dev/null || true
# A login shell: PATH as /etc/profile gives a user (…:/usr/local/games:/usr/games), not root's.
as_player() {
    su --login player --command "export QT_QPA_PLATFORM=offscreen XDG_RUNTIME_DIR=/run/user/player; $1"
}
echo "player's PATH: $(as_player 'echo $PATH')"
for p in fortuna fortuna-cli; do
    found=$(as_player "command -v $p" || true)
    [ -n "$found" ] && pass "$p found in the player's PATH: $found" || fail "$p not in the player's PATH"
done
as_player 'fortuna-cli --version' && pass "fortuna-cli --version" || fail "fortuna-cli --version"
games=$(as_player 'fortuna-cli selfplay --players 3 --games 2 --seed 1' | grep -c '"games"' || true)
[ "$games" -gt 0 ] && pass "fortuna-cli selfplay" || fail "fortuna-cli selfplay"
shoot() { # NAME LANGUAGE [ARGS...]
    local name=$1 lang=$2
    shift 2
    if as_player "LANG=$lang.UTF-8 LANGUAGE=${lang%_*} timeout 300 fortuna --screenshot ~/$name.png $*"; then
        cp "/home/player/$name.png" /srv/out/
        pass "fortuna --screenshot $name.png $* ($(stat -c %s "/srv/out/$name.png") bytes)"
    else
        fail "fortuna --screenshot $name.png $*"
    fi
}
shoot start-en en_GB
shoot start-fr fr_FR
shoot example-turn40 en_GB --load /home/player/three-players.fortuna --turns 40 --size 1024x640

if [ "$failures" -ne 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "the packages install, the server answers, the game renders"
