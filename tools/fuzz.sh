#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes the record reader and replay (the whole path of `fortuna-cli replay`) and the
# fortuna-net/1 message reader of the network server with libFuzzer.
#
#   tools/fuzz.sh [SECONDS]      default 60
#
# Configures build-fuzz/ with clang (tests/fuzz/ standalone: coverage, ASan, UBSan), builds
# `recordfuzzer` and `messagefuzzer`, and runs recordfuzzer for SECONDS on the seed corpus
# tests/fuzz/corpus/ plus the records of tests/record/data/, growing the working corpus
# build-fuzz/fuzz-corpus/ (kept between runs), and beside it messagefuzzer for SECONDS/2 on
# tests/fuzz/net-corpus/ (working corpus build-fuzz/net-corpus/). Exit 0 when nothing was
# found; non-zero on a crash, a sanitizer report, a violated property, a timeout (10 s per
# input) or running out of memory (2 GiB), with the input saved as
# build-fuzz/fuzz-artifacts/crash-* (replay it: build-fuzz/bin/recordfuzzer FILE, or
# messagefuzzer).
#
# Environment: FORTUNA_JOBS (build jobs, default 2), FORTUNA_FUZZ_CXX (clang++ to use),
# FORTUNA_FUZZ_WORKERS (parallel fuzzing processes, default 1), FORTUNA_FUZZ_ARGS (extra
# libFuzzer flags). Needs the Debian packages clang and libclang-rt-dev (the release's default
# clang: 14 on Debian 12, 19 on Debian 13).
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
    for c in clang++; do
        if command -v "$c" >/dev/null; then cxx=$(command -v "$c"); break; fi
    done
fi
[ -n "$cxx" ] || { echo "fuzz.sh: clang++ not found (apt-get install clang libclang-rt-dev)" >&2; exit 2; }

# The standalone build of tests/fuzz/: the rules engine, the record library and the fuzzer only.
printf '\n==> libFuzzer build in build-fuzz/ (%s)\n' "$cxx"
if [ -f "$dir/CMakeCache.txt" ] && { ! grep -qx "CMAKE_CXX_COMPILER:\(FILEPATH\|STRING\)=$cxx" "$dir/CMakeCache.txt" \
        || ! grep -qx "CMAKE_HOME_DIRECTORY:INTERNAL=$root/tests/fuzz" "$dir/CMakeCache.txt"; }; then
    rm -rf "$dir/CMakeCache.txt" "$dir/CMakeFiles"
fi
cmake -S "$root/tests/fuzz" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DCMAKE_CXX_COMPILER="$cxx" \
    -DCMAKE_CXX_FLAGS_DEBUG="-g -O1" >/dev/null
cmake --build "$dir" --target recordfuzzer messagefuzzer --parallel "$jobs"

artifacts=$dir/fuzz-artifacts
mkdir -p "$artifacts"
export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1:allocator_may_return_null=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1:report_error_type=1}
# shellcheck disable=SC2206
extra=(${FORTUNA_FUZZ_ARGS:-})

# run_fuzzer NAME SECONDS MAX_LEN DICT WORKING_CORPUS SEED_DIRS...
run_fuzzer() {
    local name=$1 secs=$2 maxlen=$3 dict=$4 corpus=$5
    shift 5
    mkdir -p "$corpus"
    local log=$dir/$name.log
    printf '\n==> %s for %s s (log: build-fuzz/%s.log)\n' "$name" "$secs" "$name"
    local args=(-max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 -max_len="$maxlen" -print_final_stats=1
                -dict="$dict" -artifact_prefix="$artifacts/")
    if [ "$workers" -gt 1 ]; then
        args+=(-workers="$workers" -jobs="$workers")
    fi
    local status=0
    (cd "$dir" && "$dir/bin/$name" "${args[@]}" "${extra[@]}" "$corpus" "$@") >"$log" 2>&1 || status=$?
    if [ "$workers" -gt 1 ]; then
        cat "$dir"/fuzz-*.log >>"$log" 2>/dev/null || true
    fi
    # A short summary: the last status line and the final statistics.
    grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' "$log" | tail -n 1 || true
    grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" || true
    grep -E '(cov|ft): [0-9]+' -o "$log" | tail -n 2 | tr '\n' ' ' || true
    echo
    if [ "$status" -ne 0 ]; then
        echo "fuzz.sh: $name found a problem (exit $status); see build-fuzz/$name.log:" >&2
        grep -E 'ERROR|SUMMARY|property violated|Test unit written|deadly signal|timeout|out-of-memory' "$log" | head -n 20 >&2 || true
        return 1
    fi
}

# The two fuzzers run side by side (each is one process, one core): the run takes SECONDS, not
# one and a half times that. Each one's summary is printed when both are done.
net_seconds=$(( seconds / 2 > 0 ? seconds / 2 : 1 ))
run_fuzzer recordfuzzer "$seconds" 65536 "$root/tests/fuzz/record.dict" "$dir/fuzz-corpus" \
    "$root/tests/fuzz/corpus" "$root/tests/record/data" >"$dir/recordfuzzer.summary" 2>&1 &
record_pid=$!
run_fuzzer messagefuzzer "$net_seconds" 20000 "$root/tests/fuzz/net.dict" "$dir/net-corpus" \
    "$root/tests/fuzz/net-corpus" >"$dir/messagefuzzer.summary" 2>&1 &
message_pid=$!
failed=0
wait "$record_pid" || failed=1
wait "$message_pid" || failed=1
cat "$dir/recordfuzzer.summary" "$dir/messagefuzzer.summary"
[ "$failed" -eq 0 ] || exit 1
echo "fuzz.sh: no crash in $seconds s (records) and $net_seconds s (network messages)"
