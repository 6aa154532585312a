#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Checks fortuna-server.service (packaging/systemd) with systemd's own tools, offline (no
# running systemd needed): `systemd-analyze verify` (syntax, options, the executable; any
# message fails) and `systemd-analyze security` (the hardening: exposure at most 2.0, "OK").
#
#   tools/check-unit.sh UNIT FORTUNA_SERVER_BINARY
#
# ExecStart names /usr/bin/fortuna-server, which verify checks exists: the copy checked here
# names the binary given instead. Registered as the ctest `packaging-systemd-unit`.
set -euo pipefail
unit=${1:?usage: check-unit.sh UNIT FORTUNA_SERVER_BINARY}
server=${2:?usage: check-unit.sh UNIT FORTUNA_SERVER_BINARY}
command -v systemd-analyze >/dev/null || { echo "FAIL: systemd-analyze not found: install the Debian package systemd" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/fortuna-check-unit.XXXXXX")
trap 'rm -rf "$work"' EXIT
grep -q '^ExecStart=/usr/bin/fortuna-server ' "$unit" || { echo "FAIL: ExecStart is not /usr/bin/fortuna-server" >&2; exit 1; }
sed "s|/usr/bin/fortuna-server|$server|" "$unit" >"$work/fortuna-server.service"
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
