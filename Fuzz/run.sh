#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer, then runs each named target
# (or all) for SECONDS, starting from its committed seeds. New inputs go to a scratch
# directory, never into the repository. A crash, a sanitizer report, a leak, a timeout or an
# out-of-memory input stops the run with a non-zero status, and the input is kept under
# $FUZZ_ARTIFACTS (default /tmp/reactant-lsp-fuzz) to be turned into a regression test.
# Inputs slower than FUZZ_SLOW_SECONDS (default 1) are kept there too, as `TARGET-slow-unit-*`:
# copy them into Seeds/TARGET/ (named `slow-…`) so that every later run replays them under the
# 10-second timeout, a generous bound that a superlinear path would break. Each run prints its
# slowest input's time. With FUZZ_KEEP_SLOWEST=N, the N slowest inputs of the run's corpus
# (whatever their time) are kept there too, as `TARGET-slowest-*`, with their times printed:
# the candidates for `Seeds/TARGET/slow-*` when no input crossed the threshold.
# These times are wall-clock times: on a loaded machine re-time slow inputs and timeouts by
# processor time with Fuzz/retime.py before treating them as findings.
# FUZZ_MAX_LEN (default 8192 bytes) bounds the inputs libFuzzer makes; a campaign with a larger
# bound (e.g. 131072 for `analysis` and `swift`) reaches paths whose growth only shows at size,
# and Fuzz/large-inputs.py times structured inputs far larger still (many views, deep nesting,
# long Swift classes) and fits their growth exponent. The larger-input campaign:
#   FUZZ_MAX_LEN=65536 FUZZ_LEN_CONTROL=0 FUZZ_KEEP_SLOWEST=5 Fuzz/run.sh analysis 900
#   FUZZ_MAX_LEN=65536 FUZZ_LEN_CONTROL=0 FUZZ_KEEP_SLOWEST=5 Fuzz/run.sh swift 900
# FUZZ_LEN_CONTROL (libFuzzer's -len_control, default 100) sets how slowly inputs may grow
# toward the bound: by default a run of a quarter hour makes inputs of a few KB at most (the
# seeds' sizes), whatever the bound; 0 lets them reach it at once.
# FUZZ_BIN names a directory of fuzz binaries already built (e.g. another checkout's
# .build/x86_64-unknown-linux-gnu/release): the run uses them and skips the release build.
#
#   Fuzz/run.sh [TARGET|all] [SECONDS]     TARGET: syntax incremental layout analysis solve swift jsonrpc
set -euo pipefail
cd "$(dirname "$0")"
export PATH="/opt/swift/usr/bin:$PATH"
targets=(syntax incremental layout analysis solve swift jsonrpc)
which="${1:-all}"
seconds="${2:-60}"
artifacts="${FUZZ_ARTIFACTS:-/tmp/reactant-lsp-fuzz}"
if [ "$which" != all ]; then targets=("$which"); fi

if [ -n "${FUZZ_BIN:-}" ]; then
    bin="$FUZZ_BIN"
else
    swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
    bin="$(swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --show-bin-path)"
fi

mkdir -p "$artifacts"
for target in "${targets[@]}"; do
    work="$(mktemp -d)"
    dict=xml.dict
    case "$target" in layout) dict=layout.dict ;; swift) dict=swift.dict ;; jsonrpc) dict="" ;; esac
    echo "== fuzz-$target for ${seconds}s"
    # -timeout: one input taking this long is a finding (a superlinear path);
    # -rss_limit_mb: so is one needing this much memory.
    # Leak checks off (libFuzzer's per input, LeakSanitizer's at exit): they flag strings the
    # analysis memos keep across inputs by design; FUZZ_DETECT_LEAKS=1 turns both back on.
    log="$work.log"
    set +e
    ASAN_OPTIONS="detect_leaks=${FUZZ_DETECT_LEAKS:-0}" "$bin/fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb="${FUZZ_RSS_LIMIT_MB:-2048}" -max_len="${FUZZ_MAX_LEN:-8192}" \
        -len_control="${FUZZ_LEN_CONTROL:-100}" \
        -detect_leaks="${FUZZ_DETECT_LEAKS:-0}" -report_slow_units="${FUZZ_SLOW_SECONDS:-1}" \
        ${dict:+-dict="$dict"} -artifact_prefix="$artifacts/$target-" -print_final_stats=1 \
        "$work" "Seeds/$target" > "$log" 2>&1
    status=$?
    set -e
    grep -E "^(Done|stat::number_of_executed_units|stat::slowest_unit_time_sec|stat::peak_rss_mb)" "$log" || true
    if [ "$status" -ne 0 ]; then tail -40 "$log"; fi
    if [ "$status" -eq 0 ] && [ "${FUZZ_KEEP_SLOWEST:-0}" -gt 0 ]; then
        # Given files rather than a directory, libFuzzer runs each once and says how long it took.
        find "$work" "Seeds/$target" -type f -print0 \
            | ASAN_OPTIONS=detect_leaks=0 xargs -0 -n 200 "$bin/fuzz-$target" -detect_leaks=0 -rss_limit_mb=4096 2>&1 \
            | sed -n 's/^Executed \(.*\) in \([0-9]*\) ms$/\2 \1/p' | sort -rn > "$work.timings" || true
        head -n "$FUZZ_KEEP_SLOWEST" "$work.timings" | while read -r ms input; do
            echo "slowest: $ms ms $input"
            cp "$input" "$artifacts/$target-slowest-${ms}ms-$(basename "$input")"
        done
        rm -f "$work.timings"
    fi
    rm -f "$log"
    rm -rf "$work"
    if [ "$status" -ne 0 ]; then
        echo "fuzz-$target found a problem: see $artifacts" >&2
        exit 1
    fi
done
echo "== fuzzing: no findings"
