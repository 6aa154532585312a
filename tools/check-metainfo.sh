#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Validates the AppStream metainfo with `appstreamcli validate --no-net --strict` (any error,
# warning or info fails) on Debian 12's AppStream 0.16 and Debian 13's 1.0 alike. The file
# names its developer both ways: <developer id><name> (AppStream 1.0) and <developer_name>
# (what 0.16 reads). Each validator is told about the other's spelling and nothing else: 0.16
# checks a copy without the <developer> element it does not know, 1.0 takes the deprecated
# <developer_name> as pedantic.
#   tools/check-metainfo.sh APPSTREAMCLI METAINFO.xml      (the ctest packaging-appstream-validate)
set -euo pipefail
cli=${1:?usage: check-metainfo.sh APPSTREAMCLI METAINFO.xml}
file=${2:?usage: check-metainfo.sh APPSTREAMCLI METAINFO.xml}
version=$("$cli" --version | sed -n 's/.*version: *//p; s/^AppStream \([0-9.]*\).*/\1/p' | head -n 1)
echo "appstreamcli ${version:-(version unknown)}"
case "$version" in
0.*)
    work=$(mktemp -d "${TMPDIR:-/tmp}/fortuna-metainfo.XXXXXX")
    trap 'rm -rf "$work"' EXIT
    copy=$work/$(basename "$file")
    sed '/<developer id=/,/<\/developer>/d' "$file" >"$copy"
    exec "$cli" validate --no-net --strict "$copy"
    ;;
*)
    exec "$cli" validate --no-net --strict --override=developer-name-tag-deprecated=pedantic "$file"
    ;;
esac
