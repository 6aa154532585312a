#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Builds the Debian package of a configured and built tree with CPack, checks its metadata
# and file list, unpacks it into a scratch root and runs the unpacked binaries:
# `fortuna-cli replay RECORD` and `fortuna --screenshot` (offscreen, no display needed).
#
#   tools/check-deb.sh BUILD_DIR RECORD.json
#
# Registered as the ctest `packaging-deb` (tests/packaging/CMakeLists.txt).
set -euo pipefail

build=${1:?usage: check-deb.sh BUILD_DIR RECORD.json}
record=${2:?usage: check-deb.sh BUILD_DIR RECORD.json}
build=$(cd "$build" && pwd)
record=$(cd "$(dirname "$record")" && pwd)/$(basename "$record")
app_id=io.github.fortuna_game.Fortuna

failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
pass() { echo "ok:   $*"; }
check() {  # check OK_MESSAGE FAIL_MESSAGE COMMAND...
    local ok=$1 ko=$2
    shift 2
    if "$@"; then pass "$ok"; else fail "$ko"; fi
}

work=$(mktemp -d "${TMPDIR:-/tmp}/fortuna-check-deb.XXXXXX")
trap 'rm -rf "$work"' EXIT

# ---- 1. cpack ------------------------------------------------------------------------------
# A separate output directory (-B) so that concurrent runs and the build dir never collide.
if ! cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >"$work/cpack.log" 2>&1; then
    cat "$work/cpack.log" >&2
    echo "FAIL: cpack -G DEB failed" >&2
    exit 1
fi
shopt -s nullglob
debs=("$work"/out/fortuna_*.deb)
shopt -u nullglob
if [ "${#debs[@]}" -ne 1 ]; then
    cat "$work/cpack.log" >&2
    echo "FAIL: expected exactly one fortuna_*.deb, found ${#debs[@]}" >&2
    exit 1
fi
deb=${debs[0]}
pass "built $(basename "$deb") ($(stat -c %s "$deb") bytes)"

# ---- 2. control fields ---------------------------------------------------------------------
field() { dpkg-deb --field "$deb" "$1"; }
check "Package: fortuna" "Package is '$(field Package)', not fortuna" [ "$(field Package)" = fortuna ]
check "Section: games" "Section is '$(field Section)', not games" [ "$(field Section)" = games ]
version=$(field Version)
arch=$(field Architecture)
check "file name matches Version $version and Architecture $arch" \
      "file name $(basename "$deb") does not match fortuna_${version}_${arch}.deb" \
      [ "$(basename "$deb")" = "fortuna_${version}_${arch}.deb" ]

depends=$(field Depends)
echo "Depends: $depends"
# One package name per line: split on commas and alternatives, drop version constraints.
dep_names=$(printf '%s\n' "$depends" | sed -E 's/[,|]/\n/g' | sed -E 's/\(.*\)//; s/:any//; s/^[[:space:]]+//; s/[[:space:]]+$//' | sed '/^$/d')
need_dep() {  # need_dep REGEX LABEL
    check "Depends has $2" "Depends lacks $2" grep -Eqx "$1" <<<"$dep_names"
}
for pkg in qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates \
           qml6-module-qtquick-layouts qml6-module-qtquick-window qml6-module-qtquick-shapes \
           qml6-module-qtqml-workerscript qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel \
           qml6-module-qtmultimedia qt6-qpa-plugins fonts-dejavu-core; do
    need_dep "$pkg" "$pkg"
done
# Found by dpkg-shlibdeps (the t64 suffix is Debian 13's name for the same libraries).
for lib in libqt6core6 libqt6gui6 libqt6qml6 libqt6quick6 libqt6websockets6 libsqlite3-0 libc6 libstdc\\+\\+6; do
    need_dep "${lib}(t64)?" "${lib//\\/}"
done

# ---- 3. file list --------------------------------------------------------------------------
dpkg-deb --contents "$deb" | awk '{print $NF}' | sed 's|^\./|/|' >"$work/files"
for path in /usr/bin/fortuna /usr/bin/fortuna-cli /usr/bin/fortuna-server \
            /usr/share/applications/$app_id.desktop \
            /usr/share/metainfo/$app_id.metainfo.xml \
            /usr/share/icons/hicolor/scalable/apps/$app_id.svg \
            /usr/share/icons/hicolor/256x256/apps/$app_id.png \
            /usr/share/man/man6/fortuna.6.gz /usr/share/man/man6/fortuna-cli.6.gz /usr/share/man/man6/fortuna-server.6.gz \
            /usr/share/doc/fortuna/copyright \
            /usr/lib/systemd/system/fortuna-server.service /usr/lib/sysusers.d/fortuna-server.conf \
            /etc/fortuna-server.conf; do
    check "contains $path" "missing $path" grep -qx "$path" "$work/files"
done
stray=$(grep -Ev '^/usr/(bin|share)(/|$)|^/usr/lib/(systemd/system|sysusers\.d)(/|$)|^/etc(/|$|/fortuna-server\.conf$)' "$work/files" \
        | grep -Ev '^/usr/?$|^/usr/lib/?$|^/usr/lib/systemd/?$' || true)
check "everything is under /usr/bin, /usr/share, the service's unit and user, and its /etc/fortuna-server.conf" \
      "files elsewhere (build-only files installed?):"$'\n'"$stray" [ -z "$stray" ]

# The service: its configuration is a conffile, and the maintainer scripts create its user
# without enabling or starting it.
dpkg-deb --ctrl-tarfile "$deb" | tar -x -C "$work" ./conffiles ./postinst ./prerm ./postrm 2>/dev/null || true
check "conffiles lists /etc/fortuna-server.conf" "conffiles: $(cat "$work/conffiles" 2>/dev/null)" grep -qx /etc/fortuna-server.conf "$work/conffiles"
check "postinst creates the user fortuna-server" "postinst does not run systemd-sysusers" grep -q 'systemd-sysusers fortuna-server.conf' "$work/postinst"
check "postinst neither enables nor starts the service" "postinst enables or starts the service" \
      sh -c '! grep -v "^[[:space:]]*#" "$1" | grep -Eq "systemctl (enable|start)|deb-systemd-helper enable"' sh "$work/postinst"

# ---- 4. unpack and run ---------------------------------------------------------------------
root=$work/root
dpkg-deb --extract "$deb" "$root"
run_dir=$work/run
mkdir -p "$run_dir" "$work/xdg"
chmod 700 "$work/xdg"
cd "$run_dir"   # not the build tree: the unpacked binaries must not rely on it
export XDG_RUNTIME_DIR=$work/xdg QT_QPA_PLATFORM=offscreen
unset QML_IMPORT_PATH QML2_IMPORT_PATH QT_PLUGIN_PATH LD_LIBRARY_PATH

for bin in fortuna fortuna-cli fortuna-server; do
    if [ -x "$root/usr/bin/$bin" ]; then
        missing=$(ldd "$root/usr/bin/$bin" 2>&1 | grep 'not found' || true)
        check "$bin: all shared libraries resolve" "$bin: $missing" [ -z "$missing" ]
    fi
done

# fortuna-server is headless: no GUI library, and it starts and answers --version.
if [ -x "$root/usr/bin/fortuna-server" ]; then
    gui=$(ldd "$root/usr/bin/fortuna-server" 2>&1 | grep -E 'libQt6(Gui|Qml|Quick|Widgets)|libGL|libX11|libxcb' || true)
    check "fortuna-server links no GUI library" "fortuna-server links GUI libraries: $gui" [ -z "$gui" ]
    check "fortuna-server --version names fortuna-net/1" "fortuna-server --version: $("$root/usr/bin/fortuna-server" --version 2>&1 | head -c 300)" \
          sh -c '"$1" --version | grep -q "fortuna-net/1"' sh "$root/usr/bin/fortuna-server"
fi

if [ -x "$root/usr/bin/fortuna-cli" ]; then
    rc=0
    timeout 120 "$root/usr/bin/fortuna-cli" replay "$record" >"$work/replay.json" 2>"$work/replay.err" || rc=$?
    if [ "$rc" -ne 0 ]; then
        fail "fortuna-cli replay $(basename "$record") exited $rc: $(head -c 2000 "$work/replay.err")"
    elif ! grep -Eq '"format"[[:space:]]*:[[:space:]]*"fortuna-result/1"' "$work/replay.json"; then
        fail "fortuna-cli replay printed no fortuna-result/1 document: $(head -c 500 "$work/replay.json")"
    elif ! grep -Eq '"finished"[[:space:]]*:[[:space:]]*true' "$work/replay.json"; then
        fail "fortuna-cli replay: the sample game should be finished: $(head -c 500 "$work/replay.json")"
    else
        pass "unpacked fortuna-cli replays $(basename "$record")"
    fi
fi

check_png() {  # check_png FILE LABEL
    if [ ! -s "$1" ]; then
        fail "$2: no image written"
    elif ! file -b "$1" | grep -q '^PNG image data'; then
        fail "$2: not a PNG: $(file -b "$1")"
    elif command -v identify >/dev/null \
         && [ "$(identify -format '%[fx:standard_deviation>0.01]' "$1" 2>/dev/null)" != 1 ]; then
        fail "$2: the image is (nearly) one flat colour: $(identify "$1")"
    else
        pass "$2: $(file -b "$1" | cut -d, -f1-2)"
    fi
}

if [ -x "$root/usr/bin/fortuna" ]; then
    rc=0
    timeout 120 "$root/usr/bin/fortuna" --screenshot "$work/new.png" >"$work/shot.log" 2>&1 || rc=$?
    [ "$rc" -eq 0 ] || fail "fortuna --screenshot exited $rc: $(tail -c 2000 "$work/shot.log")"
    check_png "$work/new.png" "unpacked fortuna --screenshot (new game)"

    rc=0
    timeout 120 "$root/usr/bin/fortuna" --screenshot "$work/loaded.png" --load "$record" --turns 1 \
        --size 1024x640 >"$work/shot2.log" 2>&1 || rc=$?
    [ "$rc" -eq 0 ] || fail "fortuna --screenshot --load exited $rc: $(tail -c 2000 "$work/shot2.log")"
    check_png "$work/loaded.png" "unpacked fortuna --screenshot --load --turns 1 --size 1024x640"
    if [ -s "$work/loaded.png" ] && command -v identify >/dev/null; then
        size=$(identify -format '%wx%h' "$work/loaded.png")
        # A HiDPI scale factor may multiply the size; the aspect ratio must hold.
        check "--size 1024x640 gives $size" "--size 1024x640 gives an image of $size" \
              grep -Eqx '1024x640|2048x1280' <<<"$size"
    fi
fi

if [ "$failures" -ne 0 ]; then
    echo "$failures packaging check(s) failed" >&2
    exit 1
fi
echo "all packaging checks passed"
