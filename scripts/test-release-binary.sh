#!/usr/bin/env bash
# Proves the release binary needs nothing from the Swift toolchain: no library it loads lies
# in the toolchain, no Swift runtime library is loaded at all, and `--check` on the fixtures
# gives the expected diagnostics and exit status with the toolchain out of reach (PATH and
# LD_LIBRARY_PATH cleared; where the machine allows it, the toolchain directory also hidden
# under an empty tmpfs in a private mount namespace). Also lists every file the binary opens
# while checking, to show it reads no schema or other resource from disk.
#
#   scripts/test-release-binary.sh [BINARY]     # default: build it with scripts/build-release.sh
#
# On a machine with no Swift toolchain at all (the release workflow runs it in plain Debian and
# Ubuntu images) there is nothing to hide: the checks against the toolchain's directory are
# left out, and the rest is the same.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

fail() { echo "test-release-binary: FAIL: $*" >&2; exit 1; }

if [ $# -gt 0 ]; then
    binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
else
    start=$(date +%s)
    binary="$(bash scripts/build-release.sh)"
    echo "== release build (static Swift runtime): $(( $(date +%s) - start )) s"
fi
[ -x "$binary" ] || fail "no binary at $binary"

# The toolchain's root (…/usr), wherever `swift` lives; empty where there is none.
toolchain=""
if command -v swift >/dev/null 2>&1; then
    toolchain="$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/.." && pwd)"
fi
echo "== binary: $binary ($(du -k "$binary" | cut -f1) KiB); toolchain: ${toolchain:-none on this machine}"

# 1. Linked libraries: none under the toolchain, no Swift runtime library, none missing.
libraries="$(ldd "$binary")"
echo "== ldd"
echo "$libraries"
if [ -n "$toolchain" ] && grep -F "$toolchain" <<<"$libraries"; then fail "a library resolves into the toolchain"; fi
if grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libXCTest' <<<"$libraries"; then
    fail "a Swift runtime library is linked dynamically"
fi
if grep -F 'not found' <<<"$libraries"; then fail "a library is missing"; fi
# No run path at all: with one ($ORIGIN, SwiftPM's default) the loader looks for libc and
# libxml2 beside the executable before the system's.
runpath="$(readelf -d "$binary" | grep -E '\((RPATH|RUNPATH)\)' || true)"
[ -z "$runpath" ] || fail "the binary has a run path: $runpath"
echo "== readelf -d: no RPATH or RUNPATH"

# 2. `--check` with the toolchain out of reach. The fixtures are copied to a scratch directory
# so that the run cannot reach the source tree either (it is outside the working directory).
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp "$binary" "$scratch/reactant-lsp"
cp -R Tests/CIFixtures/errors Tests/CIFixtures/clean "$scratch/"

hidden=""
if [ -z "$toolchain" ]; then
    echo "== no Swift toolchain on this machine: nothing to hide"
elif unshare --mount --propagation private true 2>/dev/null \
    && unshare --mount --propagation private sh -c "mount -t tmpfs none '$toolchain' && [ ! -e '$toolchain/bin/swift' ]" 2>/dev/null; then
    hidden="unshare --mount --propagation private"
    echo "== the toolchain ($toolchain) is hidden under an empty tmpfs for these runs"
else
    echo "== no private mount namespace here: the toolchain is only cleared from PATH and LD_LIBRARY_PATH"
fi

# run DIR-OR-FILE: the binary's --check from the scratch directory, stdout+stderr to $scratch/out.
run() {
    local status=0
    if [ -n "$hidden" ]; then
        (cd "$scratch" && $hidden sh -c "mount -t tmpfs none '$toolchain' && exec env -i PATH=/usr/bin:/bin ./reactant-lsp --check $1") \
            >"$scratch/out" 2>&1 || status=$?
    else
        (cd "$scratch" && env -i PATH=/usr/bin:/bin ./reactant-lsp --check "$1") >"$scratch/out" 2>&1 || status=$?
    fi
    echo "$status"
}

# No `swift` reachable in that environment (or the check below proves nothing about PATH).
if (cd "$scratch" && env -i PATH=/usr/bin:/bin sh -c 'command -v swift') >/dev/null; then
    [ -n "$hidden" ] || fail "a swift is on /usr/bin:/bin, so hiding the toolchain is impossible here"
fi

status="$(run errors)"
cat "$scratch/out"
[ "$status" = 1 ] || fail "--check errors: exit status $status, expected 1"
# The diagnostics as path:line:col: severity [code], messages left out (their wording may change).
got="$(sed -nE 's/^([^ ]+:[0-9]+:[0-9]+:) (error|warning): .* \[([a-z.-]+)\]$/\1 \2 [\3]/p' "$scratch/out")"
expected="errors/Broken.ui.xml:6:6: warning [layout.ambiguous]
errors/Broken.ui.xml:8:9: warning [schema.unknown-attribute]
errors/Broken.ui.xml:10:9: error [layout.unknown-attribute]"
if [ "$got" != "$expected" ]; then
    printf 'expected:\n%s\ngot:\n%s\n' "$expected" "$got" >&2
    fail "--check errors printed other diagnostics"
fi
grep -qx '1 error, 2 warnings in 1 file' "$scratch/out" || fail "--check errors: no '1 error, 2 warnings in 1 file' summary"

status="$(run clean)"
cat "$scratch/out"
[ "$status" = 0 ] || fail "--check clean: exit status $status, expected 0"
grep -qx '0 errors, 0 warnings in 1 file' "$scratch/out" || fail "--check clean: unexpected summary"

# 3. Every file the binary opens while checking: system libraries and configuration, the
# process's own /proc and /sys entries, the files checked, nothing else (no schema file, no file
# of the toolchain, nothing in the working directory or beside the binary). Only calls that
# succeed are judged: the paths the loader merely probes (hardware-capability subdirectories
# such as haswell/ or avx512_1/ on some CPUs, glibc-hwcaps/, tls/) depend on the CPU, the glibc
# version and the search order, and a probe that finds nothing loads nothing. One trace file
# per thread (-ff), so that no call is split across lines.
if command -v strace >/dev/null 2>&1; then
    mkdir "$scratch/trace"
    (cd "$scratch" && env -i PATH=/usr/bin:/bin strace -f -ff -qq -e trace=open,openat,stat,newfstatat,statx,access,faccessat,faccessat2,readlink \
        -o "$scratch/trace/call" ./reactant-lsp --check errors >/dev/null 2>&1) || true
    # `name(…"path"…) = N` with N ≥ 0 is a success; failures read `= -1 ENOENT (…)`. The first
    # quoted string is the path looked at (readlink's second one is what the link names).
    first_path() { sed -nE 's/^[^"]*"([^"]*)".*/\1/p'; }
    succeeded="$(cat "$scratch/trace"/call.* | grep -E '\) += [0-9]+( |$)' | first_path | sort -u)"
    probed="$(cat "$scratch/trace"/call.* | grep -E '\) += -1 ' | first_path | sort -u)"
    echo "== paths the binary opened or found while checking:"
    echo "$succeeded" | sed 's/^/   /'
    echo "== paths it probed and did not find: $(grep -c . <<<"$probed" || true)"
    # Allowed: the system's libraries and configuration, the process's own /proc, /sys and /dev
    # entries, the working directory itself and the checked files (given as `errors`).
    unexpected="$(sed "s|^$scratch/|./|; s|^$scratch\$|.|" <<<"$succeeded" \
        | grep -vE '^(/etc/|/lib|/usr/lib|/usr/share/zoneinfo/|/proc/|/sys/|/dev/)' \
        | grep -vE '^(\.|\./\.?|(\./)?errors|(\./)?errors/Broken\.ui\.xml|)$' || true)"
    [ -z "$unexpected" ] || fail "the binary opened files beyond the system and the checked files: $unexpected"
    if [ -n "$toolchain" ] && grep -F "$toolchain" <<<"$succeeded"; then fail "the binary opened a file of the toolchain"; fi
    if grep -iE '\.xsd|Schemas' <<<"$succeeded"; then fail "the binary read a schema from disk"; fi
    grep -qx "$scratch/errors/Broken.ui.xml\|errors/Broken.ui.xml" <<<"$succeeded" \
        || fail "the trace shows no open of the checked file (is the trace filter right?)"
else
    echo "== strace not installed: the files the binary opens were not listed"
fi

echo "test-release-binary: passed"
