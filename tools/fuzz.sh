#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes the record reader and replay (the whole path of `fortuna-cli replay`) with libFuzzer.
#
#   tools/fuzz.sh [SECONDS]      default 60
#
# Configures build-fuzz/ with clang (tests/fuzz/ standalone: coverage, ASan, UBSan), builds
# `recordfuzzer` and runs it for SECONDS on the seed corpus tests/fuzz/corpus/ plus the
# records of tests/record/data/, growing the working corpus build-fuzz/fuzz-corpus/ (kept
# between runs). Exit 0 when nothing was found; non-zero on a crash, a sanitizer report, a
# violated property, a timeout (10 s per input) or running out of memory (2 GiB), with the
# input saved as build-fuzz/fuzz-artifacts/crash-* (replay it: build-fuzz/bin/recordfuzzer FILE).
#
# Environment: FORTUNA_JOBS (build jobs, default 2), FORTUNA_FUZZ_CXX (clang++ to use),
# FORTUNA_FUZZ_WORKERS (parallel fuzzing processes, default 1), FORTUNA_FUZZ_ARGS (extra
# libFuzzer flags). Needs the Debian packages clang-14 and libclang-rt-14-dev.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
seconds=${1:-60}
jobs=${FORTUNA_JOBS:-2}
workers=${FORTUNA_FUZZ_WORKERS:-1}
dir=$root/build-fuzz

case "$seconds" in
    ''|*[!0-9]*) echo "fuzz.sh: SECONDS must be a whole number, not \"$seconds\"" >&2; exit 2 ;;
esac

cxx=${FORTUNA_FUZZ_CXX:-}
if [ -z "$cxx" ]; then
    for c in clang++-14 clang++; do
        if command -v "$c" >/dev/null; then cxx=$(command -v "$c"); break; fi
    done
fi
[ -n "$cxx" ] || { echo "fuzz.sh: clang++ not found (apt-get install clang-14 libclang-rt-14-dev)" >&2; exit 2; }

# The standalone build of tests/fuzz/: the rules engine, the record library and the fuzzer only.
printf '\n==> libFuzzer build in build-fuzz/ (%s)\n' "$cxx"
if [ -f "$dir/CMakeCache.txt" ] && { ! grep -qx "CMAKE_CXX_COMPILER:\(FILEPATH\|STRING\)=$cxx" "$dir/CMakeCache.txt" \
        || ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$root/tests/fuzz" "$dir/CMakeCache.txt"; }; then
    rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles"
fi
cmake -S "$root/tests/fuzz" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_CXX_FLAGS_DEBUG="-g -O1" >/dev/null
cmake --build "$dir" --target recordfuzzer --parallel "$jobs"

corpus=$dir/fuzz-corpus
artifacts=$dir/fuzz-artifacts
mkdir -p "$corpus" "$artifacts"
log=$dir/fuzz.log
printf '\n==> recordfuzzer for %s s (log: build-fuzz/fuzz.log)\n' "$seconds"
export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1:report_error_type=1}
args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -print_final_stats=1
      -dict="$root/tests/fuzz/record.dict" -artifact_prefix="$artifacts/")
if [ "$workers" -gt 1 ]; then
    args+=(-workers="$workers" -jobs="$workers")
fi
# shellcheck disable=SC2206
extra=(${FORTUNA_FUZZ_ARGS:-})
status=0
(cd "$dir" && "$dir/bin/recordfuzzer" "${args[@]}" "${extra[@]}" "$corpus" "$root/tests/fuzz/corpus" "$root/tests/record/data") \
    >"$log" 2>&1 || status=$?
if [ "$workers" -gt 1 ]; then
    cat "$dir"/fuzz-*.log >>"$log" 2>/dev/null || true
fi

# A short summary: the last status line and the final statistics.
grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' "$log" | tail -n 1 || true
grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" || true
grep -E '(cov|ft): [0-9]+' -o "$log" | tail -n 2 | tr '\n' ' ' || true
echo
if [ "$status" -ne 0 ]; then
    echo "fuzz.sh: the fuzzer found a problem (exit $status); see build-fuzz/fuzz.log:" >&2
    grep -E 'ERROR|SUMMARY|property violated|Test unit written|deadly signal|timeout|out-of-memory' "$log" | head -n 20 >&2 || true
    exit 1
fi
echo "fuzz.sh: no crash in $seconds s"
