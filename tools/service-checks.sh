#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What an administrator does with the fortuna-server package under a real systemd, checked:
# the commands that ../shared/tools/service-container.sh runs in its container (a minimal Debian
# booted with systemd, the package installed there with apt):
#   SUITE=bookworm ../shared/tools/service-container.sh build/deb/fortuna-server_*.deb "$(cat tools/service-checks.sh)"
# (SUITE=trixie for Debian 13). Checks: the system user, the unit disabled and inactive after
# the install (dh_installsystemd --no-enable); `systemctl start`: active, listening, a WebSocket
# handshake answered; the state folder; `systemctl reload`; systemd-analyze security; a typo in
# /etc/fortuna-server.conf makes `restart` fail once, without a restart loop; mended, it starts;
# `stop`.
set -u
failures=0
fail() { echo "FAIL: $*"; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
show() { systemctl show -p ActiveState,SubState,Result,NRestarts,ExecMainStatus fortuna-server | tr '\n' ' '; }
conf=/etc/fortuna-server.conf
port=$(sed -n 's/^port *= *//p' "$conf")
echo "== $(. /etc/os-release && echo "$PRETTY_NAME"), $(systemctl --version | head -n 1)"
handshake() { # prints the answer's first lines, or nothing
    exec 3<>"/dev/tcp/127.0.0.1/$port" || return 1
    printf 'GET / HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n' "$port" >&3
    timeout 10 head -n 8 <&3 | tr -d '\r'
    exec 3<&-
}

user=$(getent passwd fortuna-server) && pass "system user: $user" || fail "no system user fortuna-server"
getent group fortuna-server >/dev/null && pass "group fortuna-server" || fail "no group fortuna-server"
enabled=$(systemctl is-enabled fortuna-server 2>&1)
active=$(systemctl is-active fortuna-server 2>&1)
[ "$enabled" = disabled ] && [ "$active" = inactive ] && pass "after the install: $enabled, $active" ||
    fail "after the install: $enabled, $active (expected disabled, inactive)"

start=$(date +%s%N)
systemctl start fortuna-server && pass "systemctl start" || fail "systemctl start"
answer=
for _ in $(seq 1 300); do
    answer=$(handshake 2>/dev/null) && [ -n "$answer" ] && break
    sleep 0.1
done
ms=$((($(date +%s%N) - start) / 1000000))
if grep -q '^HTTP/1.1 101' <<<"$answer" && grep -qi '^Sec-WebSocket-Accept: s3pPLMBiTxaQ9kYGzzhZRbK+xOo=$' <<<"$answer"; then
    pass "handshake answered $ms ms after start: $(head -n 1 <<<"$answer"), $(grep -i '^Server:' <<<"$answer")"
else
    fail "no WebSocket handshake on port $port: ${answer:-nothing}"
fi
echo "    $(show)"
data=$(sed -n 's/^data *= *//p' "$conf")
stat -c '%A %U:%G %n' "$data" | sed 's/^/    /'
ls "$data" | sed 's/^/    /'
[ "$(stat -c '%a %U' "$data")" = "700 fortuna-server" ] && pass "$data: 0700, the service's user" || fail "$data: $(stat -c '%a %U' "$data")"
systemctl reload fortuna-server && sleep 1 && [ "$(systemctl is-active fortuna-server)" = active ] &&
    pass "systemctl reload: still active" || fail "systemctl reload"
journalctl -u fortuna-server --no-pager -n 3 -o cat | sed 's/^/    journal: /'
systemd-analyze security fortuna-server 2>/dev/null | tail -n 1 | sed 's/^/    systemd-analyze security: /'

cp "$conf" /root/conf.orig
sed -i 's/^port *=/prot =/' "$conf"
systemctl restart fortuna-server
sleep 8
state=$(show)
echo "    with a typo (prot = $port): $state"
if grep -q 'ActiveState=failed' <<<"$state" && grep -q 'NRestarts=0' <<<"$state"; then
    pass "a typo in the configuration: failed, no restart loop"
else
    fail "a typo in the configuration: $state"
fi
journalctl -u fortuna-server --no-pager -n 4 -o cat | sed 's/^/    journal: /'
cp /root/conf.orig "$conf"
systemctl reset-failed fortuna-server
systemctl start fortuna-server && sleep 2 && [ "$(systemctl is-active fortuna-server)" = active ] &&
    pass "mended, reset-failed and start: active" || fail "start after mending"
systemctl stop fortuna-server
[ "$(systemctl is-active fortuna-server)" = inactive ] && pass "systemctl stop: inactive" || fail "systemctl stop"

[ "$failures" -eq 0 ] && echo "the service checks passed" || echo "$failures service check(s) failed"
exit "$failures"
