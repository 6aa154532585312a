#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Makes the Debian binary packages of a configured and built tree with the project's own
# debian/ (packaging/debian: control, *.install, the service's debhelper files, maintainer
# scripts), checks their metadata, file lists and maintainer scripts, unpacks them into a
# scratch root and runs the unpacked binaries: `fortuna-cli replay RECORD`, `fortuna-server
# --version` and `fortuna --screenshot` (offscreen, no display needed).
#
#   tools/check-deb.sh BUILD_DIR RECORD.json
#
# The packages come from `debian/rules binary` in a scratch source tree whose rules file has
# the build steps stood in for: the tree given is already built, and its `cmake --install`
# (prefix /usr) fills debian/tmp. Everything after that is debhelper's, as in
# `tools/fortuna.sh deb` (which compiles again, with dpkg-buildflags: its hardening, lintian and
# reproducibility are checked by tools/check-debian.sh). Registered as the ctest `packaging-deb`
# (tests/packaging/CMakeLists.txt).
set -euo pipefail

build=${1:?usage: check-deb.sh BUILD_DIR RECORD.json}
record=${2:?usage: check-deb.sh BUILD_DIR RECORD.json}
build=$(cd "$build" && pwd)
record=$(cd "$(dirname "$record")" && pwd)/$(basename "$record")
source_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
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

# ---- 1. debian/rules binary ----------------------------------------------------------------
for tool in dh dpkg-deb dpkg-shlibdeps; do
    command -v "$tool" >/dev/null || { echo "FAIL: $tool not found: install the Debian packages debhelper and dpkg-dev" >&2; exit 1; }
done
src=$work/src/fortuna
mkdir -p "$src/docs/examples"
cp -r "$source_dir/packaging/debian" "$src/debian"
cp "$source_dir/docs/examples/three-players.fortuna" "$src/docs/examples/"
cat >>"$src/debian/rules" <<EOF

# check-deb.sh: the tree $build is built already.
override_dh_auto_configure override_dh_auto_build override_dh_auto_test override_dh_auto_clean:
	@:
override_dh_auto_install:
	DESTDIR=\$(CURDIR)/debian/tmp cmake --install $build --prefix /usr
EOF
if ! (cd "$src" && GIT_CEILING_DIRECTORIES=$work debian/rules binary) >"$work/rules.log" 2>&1; then
    tail -n 60 "$work/rules.log" >&2
    echo "FAIL: debian/rules binary failed" >&2
    exit 1
fi
# (dh_dwz: this tree may have no debug information, which Debian's build has)
grep -E '^dh_missing|warning' "$work/rules.log" | grep -v 'overriding recipe\|ignoring old recipe\|^dh_dwz' || true
declare -A deb
for package in fortuna fortuna-server; do
    shopt -s nullglob
    found=("$work/src/${package}_"*.deb)
    shopt -u nullglob
    if [ "${#found[@]}" -ne 1 ]; then
        ls -l "$work/src" >&2
        echo "FAIL: expected one ${package}_*.deb, found ${#found[@]}" >&2
        exit 1
    fi
    deb[$package]=${found[0]}
    pass "built $(basename "${found[0]}") ($(stat -c %s "${found[0]}") bytes)"
done
others=$(cd "$work/src" && ls -1 ./*.deb ./*.ddeb 2>/dev/null | grep -Ev '^\./(fortuna|fortuna-server)(-dbgsym)?_' || true)
check "no other package (than the two and their -dbgsym)" "other packages: $others" [ -z "$others" ]

# ---- 2. control fields ---------------------------------------------------------------------
field() { dpkg-deb --field "${deb[$1]}" "$2"; }
# One package name per line: split on commas and alternatives, drop version constraints.
dep_names() { field "$1" Depends | sed -E 's/[,|]/\n/g' | sed -E 's/\(.*\)//; s/:any//; s/^[[:space:]]+//; s/[[:space:]]+$//' | sed '/^$/d'; }
for package in fortuna fortuna-server; do
    check "$package: Package $package" "$package: Package is '$(field "$package" Package)'" [ "$(field "$package" Package)" = "$package" ]
    check "$package: Section games" "$package: Section is '$(field "$package" Section)', not games" [ "$(field "$package" Section)" = games ]
    version=$(field "$package" Version)
    arch=$(field "$package" Architecture)
    check "$package: file name matches Version $version and Architecture $arch" \
          "$package: file name $(basename "${deb[$package]}") does not match ${package}_${version}_${arch}.deb" \
          [ "$(basename "${deb[$package]}")" = "${package}_${version}_${arch}.deb" ]
    echo "$package Depends: $(field "$package" Depends)"
done
need_dep() {  # need_dep PACKAGE REGEX LABEL
    check "$1: Depends has $3" "$1: Depends lacks $3" grep -Eqx "$2" <<<"$(dep_names "$1")"
}
for pkg in qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates \
           qml6-module-qtquick-layouts qml6-module-qtquick-window qml6-module-qtquick-shapes \
           qml6-module-qtqml-workerscript qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel \
           qml6-module-qtmultimedia qt6-qpa-plugins fonts-dejavu-core; do
    need_dep fortuna "$pkg" "$pkg"
done
# Found by dpkg-shlibdeps (the t64 suffix is Debian 13's name for the same libraries).
for lib in libqt6core6 libqt6gui6 libqt6qml6 libqt6quick6 libc6 libstdc\\+\\+6; do
    need_dep fortuna "${lib}(t64)?" "${lib//\\/}"
done
for lib in libqt6core6 libqt6network6 libqt6websockets6 libsqlite3-0 libc6 libstdc\\+\\+6; do
    need_dep fortuna-server "${lib}(t64)?" "${lib//\\/}"
done
# The headless server: nothing of the GUI, Qt Quick, QML or Multimedia in its dependencies.
gui_deps=$(dep_names fortuna-server | grep -E '^(libqt6(gui|qml|quick|widgets|multimedia|opengl|dbus)|qml6-|qt6-qpa|libgl1|libglx|libopengl|libx11|libxcb|libegl|libxkb|fonts-)' || true)
check "fortuna-server: no GUI, QML, Qt Quick or Multimedia in Depends" "fortuna-server depends on: $gui_deps" [ -z "$gui_deps" ]

# ---- 3. file lists -------------------------------------------------------------------------
files() { dpkg-deb --contents "${deb[$1]}" | awk '{print $6}' | sed 's|^\./|/|; s|/$||' | sed '/^$/d'; }
plain_files() { dpkg-deb --contents "${deb[$1]}" | awk '$1 !~ /^d/ {print $6}' | sed 's|^\./|/|'; }
files fortuna >"$work/fortuna.files"
files fortuna-server >"$work/fortuna-server.files"
for path in /usr/games/fortuna /usr/games/fortuna-cli \
            /usr/share/applications/$app_id.desktop \
            /usr/share/metainfo/$app_id.metainfo.xml \
            /usr/share/icons/hicolor/scalable/apps/$app_id.svg \
            /usr/share/icons/hicolor/256x256/apps/$app_id.png \
            /usr/share/man/man6/fortuna.6.gz /usr/share/man/man6/fortuna-cli.6.gz \
            /usr/share/doc/fortuna/copyright /usr/share/doc/fortuna/changelog.Debian.gz \
            /usr/share/doc/fortuna/examples/three-players.fortuna; do
    check "fortuna contains $path" "fortuna lacks $path" grep -qx "$path" "$work/fortuna.files"
done
for path in /usr/games/fortuna-server /usr/share/man/man6/fortuna-server.6.gz \
            /usr/share/doc/fortuna-server/copyright \
            /usr/lib/sysusers.d/fortuna-server.conf /etc/fortuna-server.conf; do
    check "fortuna-server contains $path" "fortuna-server lacks $path" grep -qx "$path" "$work/fortuna-server.files"
done
# dh_installsystemd puts the unit in the release's folder: /lib (Debian 12) or /usr/lib (13).
check "fortuna-server contains its unit, fortuna-server.service" "fortuna-server lacks lib/systemd/system/fortuna-server.service" \
      grep -Eqx '(/usr)?/lib/systemd/system/fortuna-server.service' "$work/fortuna-server.files"
stray=$(grep -Ev '^/usr/(games|share/(applications|metainfo|icons|man/man6|doc/fortuna|lintian/overrides/fortuna))(/|$)' "$work/fortuna.files" |
        grep -Ev '^/usr(/share|/share/man|/share/doc|/share/lintian|/share/lintian/overrides)?$' || true)
check "fortuna: only /usr/games, its desktop files, icons, man pages and documentation" \
      "fortuna has files elsewhere (build-only files installed?):"$'\n'"$stray" [ -z "$stray" ]
stray=$(grep -Ev '^/usr/(games|share/(man/man6|doc/fortuna-server|lintian/overrides/fortuna-server)|lib/sysusers\.d)(/|$)|^(/usr)?/lib/systemd/system(/|$)|^/etc(/fortuna-server\.conf)?$' "$work/fortuna-server.files" |
        grep -Ev '^(/usr)?(/share|/share/man|/share/doc|/share/lintian|/share/lintian/overrides|/lib|/lib/systemd)?$' || true)
check "fortuna-server: only /usr/games, its man page, documentation, unit, user and configuration" \
      "fortuna-server has files elsewhere:"$'\n'"$stray" [ -z "$stray" ]
both=$(comm -12 <(plain_files fortuna | sort) <(plain_files fortuna-server | sort) || true)
check "no file in both packages" "in both packages: $both" [ -z "$both" ]

# The service: its configuration is a conffile; debhelper writes the maintainer scripts that
# create its user (dh_installsysusers) and tell systemd of its unit (dh_installsystemd,
# --no-enable); the only hand-written part is the purge of its tables. No script enables or
# starts the service on a first installation.
mkdir -p "$work/ctrl"
dpkg-deb --ctrl-tarfile "${deb[fortuna-server]}" | tar -x -C "$work/ctrl"
check "conffiles lists /etc/fortuna-server.conf" "conffiles: $(cat "$work/ctrl/conffiles" 2>/dev/null)" grep -qx /etc/fortuna-server.conf "$work/ctrl/conffiles"
check "postinst creates the user fortuna-server (dh_installsysusers)" "postinst does not run systemd-sysusers" \
      grep -q 'systemd-sysusers .*fortuna-server.conf' "$work/ctrl/postinst"
for script in postinst prerm postrm preinst; do
    [ -f "$work/ctrl/$script" ] || continue
    # The lines outside debhelper's "# Automatically added by dh_..." blocks.
    own=$(awk '/^# Automatically added by dh_/{skip=1} !skip{print} /^# End automatically added section/{skip=0}' "$work/ctrl/$script")
    check "$script: no hand-written systemctl, adduser or deb-systemd-* call" "$script calls by hand: $(grep -E 'systemctl|adduser|deb-systemd' <<<"$own")" \
          sh -c '! grep -Eq "systemctl|adduser|deb-systemd" <<EOF
$1
EOF' sh "$own"
done
# dh_installsystemd --no-enable: the unit is enabled again on an upgrade only if it was (the
# "debian-installed" block), never on a first installation; deb-systemd-invoke starts or
# restarts only an enabled or running unit; no plain `systemctl enable/start`.
check "postinst enables the unit only where an administrator had (dh_installsystemd --no-enable)" \
      "postinst enables the unit on installation: $(grep -n 'enable' "$work/ctrl/postinst" | tr '\n' ' ')" \
      sh -c 'grep -q "deb-systemd-helper debian-installed .fortuna-server.service" "$1" && ! grep -q "was-enabled defaults to true" "$1" && ! grep -Eq "systemctl .*(enable|start)" "$1"' sh "$work/ctrl/postinst"
check "postinst starts the service only through deb-systemd-invoke (not a disabled unit)" \
      "postinst starts the service otherwise: $(grep -n 'start' "$work/ctrl/postinst" | tr '\n' ' ')" \
      sh -c '! grep -v "deb-systemd-invoke\|_dh_action=" "$1" | grep -Eq "(^|[^-])start"' sh "$work/ctrl/postinst"
check "postrm purges /var/lib/fortuna-server" "postrm does not purge the tables" grep -q 'rm -rf /var/lib/fortuna-server' "$work/ctrl/postrm"

# ---- 4. unpack and run ---------------------------------------------------------------------
root=$work/root
dpkg-deb --extract "${deb[fortuna]}" "$root"
dpkg-deb --extract "${deb[fortuna-server]}" "$root"
run_dir=$work/run
mkdir -p "$run_dir" "$work/xdg"
chmod 700 "$work/xdg"
cd "$run_dir"   # not the build tree: the unpacked binaries must not rely on it
export XDG_RUNTIME_DIR=$work/xdg QT_QPA_PLATFORM=offscreen
unset QML_IMPORT_PATH QML2_IMPORT_PATH QT_PLUGIN_PATH LD_LIBRARY_PATH

for bin in fortuna fortuna-cli fortuna-server; do
    if [ -x "$root/usr/games/$bin" ]; then
        missing=$(ldd "$root/usr/games/$bin" 2>&1 | grep 'not found' || true)
        check "$bin: all shared libraries resolve" "$bin: $missing" [ -z "$missing" ]
    else
        fail "$bin: not an executable in /usr/games"
    fi
done

# fortuna-server is headless: no GUI library, and it starts and answers --version.
if [ -x "$root/usr/games/fortuna-server" ]; then
    gui=$(ldd "$root/usr/games/fortuna-server" 2>&1 | grep -E 'libQt6(Gui|Qml|Quick|Widgets|Multimedia)|libGL|libX11|libxcb' || true)
    check "fortuna-server links no GUI library" "fortuna-server links GUI libraries: $gui" [ -z "$gui" ]
    check "fortuna-server --version names fortuna-net/1" "fortuna-server --version: $("$root/usr/games/fortuna-server" --version 2>&1 | head -c 300)" \
          sh -c '"$1" --version | grep -q "fortuna-net/1"' sh "$root/usr/games/fortuna-server"
fi

if [ -x "$root/usr/games/fortuna-cli" ]; then
    rc=0
    timeout 120 "$root/usr/games/fortuna-cli" replay "$record" >"$work/replay.json" 2>"$work/replay.err" || rc=$?
    if [ "$rc" -ne 0 ]; then
        fail "fortuna-cli replay $(basename "$record") exited $rc: $(head -c 2000 "$work/replay.err")"
    elif ! grep -Eq '"format"[[:space:]]*:[[:space:]]*"fortuna-result/1"' "$work/replay.json"; then
        fail "fortuna-cli replay printed no fortuna-result/1 document: $(head -c 500 "$work/replay.json")"
    elif ! grep -Eq '"finished"[[:space:]]*:[[:space:]]*true' "$work/replay.json"; then
        fail "fortuna-cli replay: the sample game should be finished: $(head -c 500 "$work/replay.json")"
    else
        pass "unpacked fortuna-cli replays $(basename "$record")"
    fi
    rc=0
    timeout 120 "$root/usr/games/fortuna-cli" replay "$root/usr/share/doc/fortuna/examples/three-players.fortuna" >"$work/example.json" 2>&1 || rc=$?
    if [ "$rc" -eq 0 ] && grep -Eq '"finished"[[:space:]]*:[[:space:]]*true' "$work/example.json"; then
        pass "unpacked fortuna-cli replays the shipped example, a finished game"
    else
        fail "fortuna-cli replay of the shipped example (exit $rc): $(head -c 500 "$work/example.json")"
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

if [ -x "$root/usr/games/fortuna" ]; then
    rc=0
    timeout 120 "$root/usr/games/fortuna" --screenshot "$work/new.png" >"$work/shot.log" 2>&1 || rc=$?
    [ "$rc" -eq 0 ] || fail "fortuna --screenshot exited $rc: $(tail -c 2000 "$work/shot.log")"
    check_png "$work/new.png" "unpacked fortuna --screenshot (new game)"

    rc=0
    timeout 120 "$root/usr/games/fortuna" --screenshot "$work/loaded.png" --load "$record" --turns 1 \
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
