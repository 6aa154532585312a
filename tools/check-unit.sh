#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks fortuna-server.service (packaging/debian) with systemd's own tools, offline (no
# running systemd needed): `systemd-analyze verify` (syntax, options, the executable; any
# message fails) and `systemd-analyze security` (the hardening: exposure at most 2.0, "OK");
# its sysusers.d file with `systemd-sysusers --root` (the user it creates); and that
# fortuna-server reads the shipped /etc/fortuna-server.conf without an error.
#
#   tools/check-unit.sh PACKAGING_DIR FORTUNA_SERVER_BINARY
#
# ExecStart names /usr/games/fortuna-server, which verify checks exists: the copy checked here
# names the binary given instead. Registered as the ctest `packaging-systemd-unit`.
set -euo pipefail
packaging=$(cd "${1:?usage: check-unit.sh PACKAGING_DIR FORTUNA_SERVER_BINARY}" && pwd)
server=$(readlink -f "${2:?usage: check-unit.sh PACKAGING_DIR FORTUNA_SERVER_BINARY}")
unit=$packaging/debian/fortuna-server.service
command -v systemd-analyze >/dev/null || { echo "FAIL: systemd-analyze not found: install the Debian package systemd" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/fortuna-check-unit.XXXXXX")
trap 'rm -rf "$work"' EXIT
grep -q '^ExecStart=/usr/games/fortuna-server ' "$unit" || { echo "FAIL: ExecStart is not /usr/games/fortuna-server" >&2; exit 1; }
sed "s|/usr/games/fortuna-server|$server|" "$unit" >"$work/fortuna-server.service"
out=$(systemd-analyze verify --man=no "$work/fortuna-server.service" 2>&1) || { echo "$out" >&2; echo "FAIL: systemd-analyze verify" >&2; exit 1; }
if [ -n "$out" ]; then
    echo "$out" >&2
    echo "FAIL: systemd-analyze verify has something to say" >&2
    exit 1
fi
echo "ok:   systemd-analyze verify"
# --threshold: fails above 2.0 on systemd's scale of 0 (locked down) to 10 (unprotected).
if ! out=$(systemd-analyze security --offline=yes --man=no --threshold=20 "$work/fortuna-server.service" 2>&1); then
    echo "$out" >&2
    echo "FAIL: systemd-analyze security: exposure above 2.0" >&2
    exit 1
fi
echo "ok:   $(grep 'Overall exposure' <<<"$out")"

# The system user: systemd-sysusers into a scratch root.
mkdir -p "$work/root/etc"
systemd-sysusers --root="$work/root" "$packaging/debian/fortuna-server.sysusers" >/dev/null 2>&1 || true
if ! grep -Eq '^fortuna-server:x:[0-9]+:[0-9]+:[^:]*:/var/lib/fortuna-server:/usr/sbin/nologin$' "$work/root/etc/passwd" 2>/dev/null; then
    echo "FAIL: systemd-sysusers did not create the user fortuna-server: $(cat "$work/root/etc/passwd" 2>/dev/null)" >&2
    exit 1
fi
echo "ok:   systemd-sysusers creates $(grep '^fortuna-server:' "$work/root/etc/passwd")"
grep -q '^User=fortuna-server$' "$unit" || { echo "FAIL: the unit does not run as User=fortuna-server" >&2; exit 1; }

# The shipped configuration reads (exit 2 and a message naming its line otherwise); --export of
# a table of an empty scratch folder then fails with 1, after the options were all read.
rc=0
out=$("$server" --config "$packaging/fortuna-server.conf" --data "$work/data" --export ABCD2345 2>&1) || rc=$?
if [ "$rc" -ne 1 ] || grep -q 'conf:' <<<"$out"; then
    echo "$out" >&2
    echo "FAIL: fortuna-server does not read $packaging/fortuna-server.conf (exit $rc)" >&2
    exit 1
fi
echo "ok:   fortuna-server reads fortuna-server.conf"
grep -q '^data = /var/lib/fortuna-server$' "$packaging/fortuna-server.conf" || { echo "FAIL: the configuration's data is not the StateDirectory" >&2; exit 1; }
