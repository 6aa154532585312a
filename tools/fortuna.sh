#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fortuna's one entry point on Debian 12 (bookworm, Qt 6.4) and Debian 13 (trixie, Qt 6.8):
# installs the Debian packages it needs (only the missing ones), configures and builds with
# CMake + Ninja, then plays, tests or packages.
#
#   tools/fortuna.sh play [ARGS...]   Release build in build/, then run the game (ARGS go to fortuna)
#   tools/fortuna.sh test             every test (what CI runs on Debian 12, .ci/run): a Release build in
#                                     build/ with its lint, packaging, layout and a11y checks (ctest
#                                     labels), 60 s of libFuzzer on the record reader and 30 s on
#                                     the network messages, meanwhile an ASan+UBSan build in
#                                     build-asan/ (clang), then every other test there
#   tools/fortuna.sh check            a Release build of everything in build/ (tests included) that
#                                     fails on any compiler warning, then every test there (no
#                                     sanitizers, no fuzzing): what CI runs in a new Debian 13 chroot
#   tools/fortuna.sh fuzz [SECONDS]   only the libFuzzer run (tools/fuzz.sh, build-fuzz/, default 60 s)
#   tools/fortuna.sh deb              the Debian packages (packaging/debian/, dpkg-buildpackage) in
#                                     build/deb/: fortuna, fortuna-server
#   tools/fortuna.sh screenshots      Release build, then docs/screenshots/*.png (offscreen)
#   tools/fortuna.sh format           format the C++ and QML in place (tools/format.sh; the
#                                     ctest style-format fails on an unformatted file)
#   tools/fortuna.sh deps             only install the Debian packages
#
# Environment: FORTUNA_JOBS (parallel build jobs, default 2), FORTUNA_BUILD_DIR (the Release
# build directory of play, test, deb and screenshots, default build/), FORTUNA_CCACHE=0 (build
# without ccache), FORTUNA_ASAN_CXX (the sanitizer build's compiler, default clang++),
# FORTUNA_TIMEOUT_SCALE (the factor of every ctest TIMEOUT, default 5: a timeout only catches a
# hang, tests/CMakeLists.txt), FORTUNA_DEB_DIR (where deb builds, default build/deb/).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
jobs=${FORTUNA_JOBS:-2}
timeout_scale=${FORTUNA_TIMEOUT_SCALE:-5}
release=${FORTUNA_BUILD_DIR:-$root/build}

# Debian 12 and 13 packages (the same names on both): build, tests (offscreen), packaging
# checks. Toolchain notes §1.
# The qml6-module-*, qt6-qpa-plugins and fonts-dejavu-core entries are the run-time set that
# packaging/debian/control also lists in the Depends of the package fortuna: keep the two in sync.
packages=(
    build-essential cmake ninja-build file dpkg-dev
    qt6-base-dev qt6-declarative-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-websockets-dev
    extra-cmake-modules libgl-dev
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-templates
    qml6-module-qtquick-layouts qml6-module-qtquick-window qml6-module-qtquick-shapes
    qml6-module-qtqml-workerscript qml6-module-qttest qt6-multimedia-dev qml6-module-qtmultimedia
    qml6-module-qtquick-dialogs qml6-module-qt-labs-folderlistmodel
    qt6-qpa-plugins fonts-dejavu-core
    xvfb xauth appstream desktop-file-utils groff-base imagemagick
    clang-format qt6-declarative-dev-tools ccache libsqlite3-dev systemd debhelper
    # the screen reader and the notification daemon for real (ctest -L a11y, tests/a11y)
    xdotool at-spi2-core dbus-daemon dbus-bin python3-pyatspi orca speech-dispatcher
    speech-dispatcher-espeak-ng espeak-ng dunst
)
# Only for `test` (its sanitizer build and the libFuzzer run) and `fuzz` (tools/fuzz.sh): the
# release's default clang and its sanitizer/libFuzzer runtime (clang 14 on Debian 12, clang 19
# on Debian 13).
fuzz_packages=(clang libclang-rt-dev)

# Each step says how long the command has run so far (m:ss), so a slow CI run shows where.
log() { printf '\n==> [%d:%02d] %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }
die() { printf 'fortuna.sh: %s\n' "$*" >&2; exit 1; }

as_root() {
    if [ "$(id -u)" -eq 0 ]; then
        "$@"
    elif command -v sudo >/dev/null; then
        sudo "$@"
    else
        die "need root for: $* (run as root or install sudo)"
    fi
}

install_packages() {
    if ! command -v dpkg-query >/dev/null || ! command -v apt-get >/dev/null; then
        die "this script installs its dependencies with apt: it needs Debian 12 (bookworm) or 13 (trixie)"
    fi
    local release=
    [ -r /etc/os-release ] && release=$(. /etc/os-release && echo "${VERSION_CODENAME:-}")
    case "$release" in
        bookworm|trixie) ;;
        *) printf 'fortuna.sh: warning: this is "%s", not Debian 12 (bookworm) or 13 (trixie); trying anyway\n' "${release:-unknown}" >&2 ;;
    esac
    local installed missing=() p
    installed=$(dpkg-query --show --showformat='${Package} ${Status}\n' "${packages[@]}" 2>/dev/null \
                | awk '$NF == "installed" {print $1}' || true)
    for p in "${packages[@]}"; do
        grep -qx -- "$p" <<<"$installed" || missing+=("$p")
    done
    if [ "${#missing[@]}" -eq 0 ]; then
        log "Debian packages: all ${#packages[@]} already installed"
        return
    fi
    log "Debian packages: installing ${#missing[@]} missing: ${missing[*]}"
    as_root apt-get update
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
}

# configure DIR BUILD_TYPE [CMAKE_ARGS...]
configure() {
    local dir=$1 type=$2
    shift 2
    # A tree configured earlier with another generator cannot switch to Ninja in place.
    if [ -f "$dir/CMakeCache.txt" ] && ! grep -qx 'CMAKE_GENERATOR:INTERNAL=Ninja' "$dir/CMakeCache.txt"; then
        rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles"
    fi
    # ccache: a second build of the same sources (another clone, the other pass of an earlier
    # run) takes the objects from ~/.cache/ccache; CCACHE_BASEDIR makes the paths relative, so
    # clones in different folders share them. A first build is not slower. FORTUNA_CCACHE=0: off.
    local launcher=()
    if [ "${FORTUNA_CCACHE:-1}" != 0 ] && command -v ccache >/dev/null; then
        export CCACHE_BASEDIR=$root
        launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    else
        launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=)
    fi
    cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE="$type" -DBUILD_TESTING=ON -DFORTUNA_TIMEOUT_SCALE="$timeout_scale" "${launcher[@]}" "$@"
}

# build DIR [TARGET...]
build() {
    local dir=$1
    shift
    local targets=()
    [ "$#" -gt 0 ] && targets=(--target "$@")
    cmake --build "$dir" --parallel "$jobs" "${targets[@]}"
}

release_build() {  # release_build [TARGET...]
    log "Release build in $release"
    configure "$release" Release ${release_args[@]+"${release_args[@]}"}
    build "$release" "$@"
}
release_args=()

# Quiet the "XDG_RUNTIME_DIR not set" noise of headless Qt runs.
headless_env() {
    export QT_QPA_PLATFORM=offscreen
    if [ -z "${XDG_RUNTIME_DIR:-}" ] || [ ! -d "$XDG_RUNTIME_DIR" ]; then
        XDG_RUNTIME_DIR=$(mktemp -d "${TMPDIR:-/tmp}/fortuna-xdg.XXXXXX")
        chmod 700 "$XDG_RUNTIME_DIR"
        export XDG_RUNTIME_DIR
    fi
}

cmd_play() {
    install_packages
    release_build fortuna
    if [ -z "${DISPLAY:-}${WAYLAND_DISPLAY:-}${QT_QPA_PLATFORM:-}" ]; then
        die "no display (DISPLAY and WAYLAND_DISPLAY are unset): run this from a desktop session. Built: build/bin/fortuna"
    fi
    log "Starting build/bin/fortuna $*"
    exec "$release/bin/fortuna" "$@"
}

cmd_test() {
    packages+=("${fuzz_packages[@]}")
    install_packages
    headless_env
    local status=0 failed=()

    # Each test runs once. The checks labelled lint, packaging and layout (tests/CMakeLists.txt:
    # the tree's text, the .deb, every screen in every language) run in the Release tree, which
    # builds only their programs beside the shipped ones and the development tools
    # (FORTUNA_UNIT_TESTS=OFF); every other test runs under the sanitizers, where it can fail in
    # more ways, and its program is compiled only there.
    release_args=(-DFORTUNA_UNIT_TESTS=OFF)

    # The sanitizer tree is compiled with the release's clang (the one the fuzzing needs too):
    # it compiles it in two thirds of GCC's time (docs/benchmarks.md), and the shipped Release
    # build stays GCC's. FORTUNA_ASAN_CXX=g++ (or another compiler) to choose.
    local asan_cxx=${FORTUNA_ASAN_CXX:-clang++}
    asan_cxx=$(command -v "$asan_cxx") || die "${FORTUNA_ASAN_CXX:-clang++} not found (apt-get install clang libclang-rt-dev)"
    if [ -f "$root/build-asan/CMakeCache.txt" ] && ! grep -qx "CMAKE_CXX_COMPILER:[A-Z]*=$asan_cxx" "$root/build-asan/CMakeCache.txt"; then
        rm -rf "$root/build-asan/CMakeCache.txt" "$root/build-asan/CMakeFiles"
    fi
    # The sanitizer build starts first and runs beside everything else (the Release build, its
    # checks, the fuzzing), which leave the cores idle part of the time (links, tests waiting on
    # each other): no test depends on the machine's speed, so they pass on a busy machine. Its
    # output goes to build-asan.log, shown when it is done.
    log "AddressSanitizer + UndefinedBehaviorSanitizer build in build-asan/ ($asan_cxx), beside the Release build and checks (log: build-asan.log)"
    # -O1: the usual sanitizer trade-off (readable stacks, tolerable speed, quick compile).
    # The development tools no test runs are left out (FORTUNA_DEV_TOOLS=OFF).
    (
        configure "$root/build-asan" Debug -DCMAKE_CXX_COMPILER="$asan_cxx" -DFORTUNA_SANITIZE=ON -DFORTUNA_DEV_TOOLS=OFF \
            -DCMAKE_CXX_FLAGS_DEBUG="-g -O1" &&
            build "$root/build-asan"
    ) >"$root/build-asan.log" 2>&1 &
    local asan_build=$!

    if ! release_build; then
        status=1
        failed+=("Release build")
    fi

    log "Checks (Release): labels lint, packaging, layout, build/"
    (cd "$release" && ctest --output-on-failure --parallel "$jobs" --label-regex 'lint|packaging|layout') ||
        { status=1; failed+=("Release checks ($(failed_tests "$release"))"); }

    log "libFuzzer on the record reader (60 s) and the network messages (30 s) (tools/fuzz.sh), build-fuzz/"
    FORTUNA_JOBS=$jobs bash "$root/tools/fuzz.sh" 60 || { status=1; failed+=("fuzzing"); }

    log "Waiting for the ASan+UBSan build (build-asan.log)"
    local asan_ok=1
    wait "$asan_build" || asan_ok=0
    grep -E 'warning:|error:|FAILED' "$root/build-asan.log" | head -n 40 || true
    tail -n 3 "$root/build-asan.log"
    # The screen reader's checks (label a11y: the real Orca and notification daemon, build/) once
    # nothing compiles beside them: Orca asks the game for the words of each event and drops the
    # event when the answer takes longer than AT-SPI's 0.8 s, which a game sharing two cores with
    # two compilers can take (seen in CI). A player's machine is not compiling twice over.
    log "Checks (Release): label a11y (the screen reader, notifications), build/"
    (cd "$release" && ctest --output-on-failure --label-regex 'a11y') ||
        { status=1; failed+=("screen reader checks ($(failed_tests "$release"))"); }

    if [ "$asan_ok" -eq 0 ]; then
        status=1
        failed+=("ASan+UBSan build")
    else
        # The sanitizer tests come last so that their ctest summary ("100% tests passed, 0
        # tests failed out of N") closes the output: CI reads that line.
        log "Tests (ASan+UBSan), build-asan/: all but the labels lint, packaging, layout, a11y"
        (
            cd "$root/build-asan"
            export ASAN_OPTIONS=halt_on_error=1:detect_leaks=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1
            export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:report_error_type=1
            export LSAN_OPTIONS=suppressions=$root/tools/lsan.supp:print_suppressions=0
            ctest --output-on-failure --parallel "$jobs" --label-exclude 'lint|packaging|layout|a11y'
        ) || { status=1; failed+=("ASan+UBSan tests ($(failed_tests "$root/build-asan"))"); }
    fi

    if [ "$status" -ne 0 ]; then
        printf '\nfortuna.sh test: FAILED: %s\n' "${failed[*]}" >&2
    fi
    return "$status"
}

cmd_check() {
    install_packages
    headless_env
    local status=0 failed=() warnings
    release_args=(-DFORTUNA_UNIT_TESTS=ON)
    release_build_logged || { status=1; failed+=("Release build"); }
    warnings=$(grep -cE '(^|: )warning:' "$release/build.log" || true)
    if [ "$warnings" -ne 0 ]; then
        grep -E -A3 '(^|: )warning:' "$release/build.log" | head -n 80
        status=1
        failed+=("$warnings compiler warning(s)")
    fi
    log "Tests (Release), build/: every test but the screen reader's"
    (cd "$release" && ctest --output-on-failure --parallel "$jobs" --timeout 900 --label-exclude 'a11y') || { status=1; failed+=("tests ($(failed_tests "$release"))"); }
    # The screen reader's checks alone, once nothing else runs (as in cmd_test: Orca drops an
    # event whose words come later than AT-SPI's 0.8 s; seen when another test ran beside them).
    log "Checks (Release): label a11y (the screen reader, notifications), build/"
    (cd "$release" && ctest --output-on-failure --timeout 900 --label-regex 'a11y') ||
        { status=1; failed+=("screen reader checks ($(failed_tests "$release"))"); }
    if [ "$status" -ne 0 ]; then
        printf '\nfortuna.sh check: FAILED: %s\n' "${failed[*]}" >&2
    fi
    return "$status"
}

# The names of the tests that failed in the last ctest run in build tree $1 (for the last line
# of the output, which is what a CI summary shows).
failed_tests() {
    sed 's/^[0-9]*://' "$1/Testing/Temporary/LastTestsFailed.log" 2>/dev/null | paste -sd ' ' -
}

# The Release build with its output kept in build/build.log, for the warning count.
release_build_logged() {
    mkdir -p "$release"
    set -o pipefail
    release_build 2>&1 | tee "$release/build.log"
}

cmd_fuzz() {
    packages+=("${fuzz_packages[@]}")
    install_packages
    FORTUNA_JOBS=$jobs exec bash "$root/tools/fuzz.sh" "$@"
}

cmd_format() {
    install_packages
    exec bash "$root/tools/format.sh" "$@"
}

# The Debian packages, built as Debian builds them: packaging/debian/ becomes debian/ in a copy
# of the tree (the checkout's files as they are, committed or not) in build/deb/, and
# `dpkg-buildpackage -us -uc -b` builds there (dh with CMake and Ninja, dpkg-buildflags'
# hardening) fortuna, fortuna-server and their -dbgsym packages into build/deb/.
# FORTUNA_DEB_DIR: another folder than build/deb/ (the reproducibility check builds twice).
cmd_deb() {
    install_packages
    local out=${FORTUNA_DEB_DIR:-$release/deb}
    local version
    version=$(dpkg-parsechangelog -l "$root/packaging/debian/changelog" -S Version)
    local src=$out/fortuna-${version%-*}
    log "Debian source tree in $src"
    rm -rf "$src" "$out"/*.deb "$out"/*.ddeb "$out"/*.changes "$out"/*.buildinfo
    mkdir -p "$src"
    if git -C "$root" rev-parse --git-dir >/dev/null 2>&1; then
        git -C "$root" ls-files -z --cached | (cd "$root" && xargs -0 -r tar --no-recursion -cf - --ignore-failed-read) | tar -xf - -C "$src"
    else
        tar -C "$root" --exclude='./build*' --exclude=./out -cf - . | tar -xf - -C "$src"
    fi
    rm -rf "$src/debian"
    cp -r "$root/packaging/debian" "$src/debian"
    # ccache (unless FORTUNA_CCACHE=0): CMake takes the launcher from the environment.
    # The cache's folder named here: debhelper (compat 13) gives the build a HOME of its own, in
    # which ccache would start an empty cache at each build and leave it behind.
    # No CCACHE_BASEDIR (emptied, whatever the caller's environment or ccache.conf say): with it
    # ccache runs the compiler with the paths under it made relative (../app/server/main.cpp),
    # and the debug information, hence the build IDs of every binary, differed from a packager's
    # build without ccache (./app/server/main.cpp: -ffile-prefix-map). The source tree's path
    # is the same at each build (build/deb/fortuna-VERSION), so a later build still finds the
    # objects of an earlier one.
    if [ "${FORTUNA_CCACHE:-1}" != 0 ] && command -v ccache >/dev/null; then
        CCACHE_DIR=${CCACHE_DIR:-$(ccache -k cache_dir)}
        export CMAKE_CXX_COMPILER_LAUNCHER=ccache CCACHE_BASEDIR= CCACHE_DIR
    else
        unset CMAKE_CXX_COMPILER_LAUNCHER
    fi
    log "dpkg-buildpackage -us -uc -b in $src"
    # GIT_CEILING_DIRECTORIES: the copy is not a git checkout (ECM would ask the enclosing one).
    (cd "$src" && GIT_CEILING_DIRECTORIES=$out DEB_BUILD_OPTIONS="parallel=$jobs ${DEB_BUILD_OPTIONS:-}" dpkg-buildpackage -us -uc -b)
    ls -1 "$out"/*.deb
}

# The README's screenshots and every other picture in docs/screenshots/, taken with the
# screenshot tool fortuna_shots (tools/shots: the real game window driven to a moment with
# --autoplay, --until, --panel...; not installed) and fortuna_helpshot (tests/i18n: one help
# page). The strong computer level thinks against the clock, so a new run may show a slightly
# different game.
cmd_screenshots() {
    install_packages
    headless_env
    release_build fortuna_shots fortuna_helpshot
    local out=$root/docs/screenshots shots=$release/bin/fortuna_shots lang
    mkdir -p "$out"
    log "Screenshots in docs/screenshots/"
    "$shots" --out "$out/setup.png" --screen setup --demo-setup
    "$shots" --out "$out/midgame.png" --autoplay 28 --seed 4 --panel cursor
    "$shots" --out "$out/pig.png" --autoplay 20 --until wheel --seed 21 --replay-wheel --shot-delay 2200
    "$shots" --out "$out/plague.png" --autoplay 16 --until plague --seed 13 --shot-delay 1500
    "$shots" --out "$out/endscreen.png" --autoplay 0 --until end --seed 3
    "$shots" --out "$out/save-dialog.png" --autoplay 28 --seed 4 --panel save --shot-delay 600
    # the wheel event still up 4 s later, beside the lit spots
    "$shots" --out "$out/wheel-banner.png" --autoplay 20 --until wheel --seed 21 --players Ana:red:human,Bo:blue:easy --shot-delay 4000
    "$shots" --out "$out/bag.png" --autoplay 24 --seed 4 --panel bag
    "$shots" --out "$out/replay.png" --autoplay 0 --until end --seed 3 --panel replay:31
    # "Suggest a move" (H): the strong player's move as a ghost and its line of why
    "$shots" --out "$out/hint.png" --autoplay 20 --seed 4 --base-wheel \
        --players Ada:red:human,Bruno:blue:normal --panel hint --shot-delay 4000
    # the players' aids (issue 31): the others' last moves and the pig's last walk marked; what
    # a sector would pay now, over a crown space (en, fr); a follower waiting for "End turn";
    # the setup's "Play without aids"
    local aids=(--seed 4 --players Ada:red:human,Bruno:blue:easy,Cy:green:easy --no-animations --shot-delay 600)
    "$shots" --out "$out/last-moves.png" --autoplay 20 "${aids[@]}"
    "$shots" --out "$out/crown-preview.png" --autoplay 24 "${aids[@]}" --panel crown:1
    FORTUNA_LANGUAGE=fr "$shots" --out "$out/crown-preview-fr.png" --autoplay 24 "${aids[@]}" --panel crown:1
    "$shots" --out "$out/staged-turn.png" --autoplay 12 --seed 4 --players Ada:red:human,Bruno:blue:easy \
        --no-animations --panel staged --shot-delay 600
    "$shots" --out "$out/setup-no-aids.png" --screen setup --demo-setup --panel no-aids
    # "Your games" (issue 45) with a dozen games in it, in English and in Russian at 1024x640.
    "$shots" --out "$out/your-games.png" --panel games --no-animations
    FORTUNA_LANGUAGE=ru "$shots" --out "$out/your-games-ru-1024.png" --size 1024x640 --panel games --no-animations
    # its statistics: thirty games over eleven months, in English, and in French and Polish at 1024x640
    "$shots" --out "$out/statistics.png" --panel statistics --no-animations
    FORTUNA_LANGUAGE=fr "$shots" --out "$out/statistics-fr-1024.png" --size 1024x640 --panel statistics --no-animations
    FORTUNA_LANGUAGE=pl "$shots" --out "$out/statistics-pl-1024.png" --size 1024x640 --panel statistics --no-animations
    # the setup with the rating of those games: the level of an even game, in English and Russian
    "$shots" --out "$out/setup-even-game.png" --screen setup --players Ana:red:human,Bruno:blue:easy,Clara:green:master \
        --panel even-game --no-animations
    FORTUNA_LANGUAGE=ru "$shots" --out "$out/setup-even-game-ru.png" --screen setup \
        --players Ana:red:human,Bruno:blue:easy,Clara:green:master --panel even-game --no-animations
    # "Learn from your mistakes": the puzzles of three analysed games, one on the board with its
    # better move shown, in English, and in French and Polish at 1024x640
    "$shots" --out "$out/puzzles.png" --panel puzzles --no-animations
    "$shots" --out "$out/puzzle.png" --panel puzzle --no-animations --shot-delay 2500
    FORTUNA_LANGUAGE=fr "$shots" --out "$out/puzzle-fr-1024.png" --size 1024x640 --panel puzzle --no-animations --shot-delay 2500
    FORTUNA_LANGUAGE=pl "$shots" --out "$out/puzzles-pl-1024.png" --size 1024x640 --panel puzzles --no-animations
    "$shots" --tile-sheet "$out/tiles.png"
    # "Learn to play" (issue 32): a step of the lesson, its card and its lit spot.
    "$shots" --out "$out/tutorial.png" --tutorial placeRoad --shot-delay 800
    FORTUNA_LANGUAGE=fr "$shots" --out "$out/tutorial-fr.png" --tutorial pigTaxes --shot-delay 2500
    # Accessibility (issue 32): five players' colours and marks mid-game, and the same picture
    # as seen with deuteranopia, protanopia and tritanopia (colours-<name>.png)
    "$shots" --out "$out/colours.png" --autoplay 30 --seed 4 --no-animations --shot-delay 600 \
        --players Ada:red:human,Bruno:blue:easy,Cy:green:easy,Di:yellow:easy,Ed:black:easy \
        --simulate deuteranopia,protanopia,tritanopia
    # The view out of the way (issue 34): the wheel banner and the hint's ghost clear of the
    # wheel, the lit spots and each other at both window sizes; a human's turn with every lit
    # spot in view; the replay opening centred below its bar; the wheel help in French and
    # Russian (no word broken); the seats' default names in the language of the day.
    for size in 1024x640 1280x800; do
        "$shots" --out "$out/banner-hint-${size%%x*}.png" --size "$size" --autoplay 20 --until wheel --seed 21 \
            --players Ana:red:human,Bo:blue:easy --panel hint --shot-delay 4000
    done
    "$shots" --out "$out/human-turn-lit-spots.png" --size 1024x640 --autoplay 40 --seed 4 \
        --players Ana:red:human,Bo:blue:normal,Cy:green:easy --shot-delay 2500
    "$shots" --out "$out/replay-start.png" --size 1024x640 --autoplay 0 --until end --seed 3 --panel replay:0
    for lang in fr ru; do
        FORTUNA_LANGUAGE=$lang "$shots" --out "$out/help-wheel-$lang.png" --size 1024x640 --autoplay 2 --seed 4 --panel help:wheel
        FORTUNA_LANGUAGE=$lang "$shots" --out "$out/setup-names-$lang.png" --size 1024x640 --screen setup
    done
    # "Analyse this game": the margins over the game, the costliest move on the board
    for lang in en fr; do
        FORTUNA_LANGUAGE=$lang "$shots" --out "$out/analysis-$lang.png" --autoplay 0 --until end --seed 3 \
            --panel analysis --no-animations --shot-delay 45000
    done
    # A refused placement (a click on a spot that is not lit) in each language.
    for lang in en fr pl ru ro; do
        FORTUNA_LANGUAGE=$lang "$shots" --out "$out/refused-$lang.png" --autoplay 6 --seed 4 \
            --players Ada:red:human,Bruno:blue:normal --panel refuse --no-animations --shot-delay 900
    done
    for lang in en fr pl ru ro; do
        "$release/bin/fortuna_helpshot" --page taxes --lang "$lang" --size 1100x720 --out "$out/help-taxes-$lang.png"
    done
    ls -l "$out"/*.png
}

usage() {
    sed -n '3,27p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

cd "$root"
case "${1:-}" in
    play)        shift; cmd_play "$@" ;;
    test)        cmd_test ;;
    check)       cmd_check ;;
    fuzz)        shift; cmd_fuzz "$@" ;;
    deb)         cmd_deb ;;
    screenshots) cmd_screenshots ;;
    format)      shift; cmd_format "$@" ;;
    deps)        install_packages ;;
    -h|--help|help) usage ;;
    *)           usage >&2; exit 2 ;;
esac
