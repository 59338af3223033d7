#!/usr/bin/env bash
# Proves the release binary needs nothing from the Swift toolchain: no library it loads lies
# in the toolchain, no Swift runtime library is loaded at all, and `--check` on the fixtures
# gives the expected diagnostics and exit status with the toolchain out of reach (PATH and
# LD_LIBRARY_PATH cleared; where the machine allows it, the toolchain directory also hidden
# under an empty tmpfs in a private mount namespace). Also lists every file the binary opens
# while checking, to show it reads no schema or other resource from disk.
#
#   scripts/test-release-binary.sh [BINARY]     # default: build it with scripts/build-release.sh
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

# The toolchain's root (…/usr), wherever `swift` lives.
toolchain="$(cd "$(dirname "$(readlink -f "$(command -v swift)")")/.." && pwd)"
echo "== binary: $binary ($(du -k "$binary" | cut -f1) KiB); toolchain: $toolchain"

# 1. Linked libraries: none under the toolchain, no Swift runtime library, none missing.
libraries="$(ldd "$binary")"
echo "== ldd"
echo "$libraries"
if grep -F "$toolchain" <<<"$libraries"; then fail "a library resolves into the toolchain"; fi
if grep -E 'libswift|libFoundation|lib_Foundation|libdispatch|libBlocksRuntime|libXCTest' <<<"$libraries"; then
    fail "a Swift runtime library is linked dynamically"
fi
if grep -F 'not found' <<<"$libraries"; then fail "a library is missing"; fi
runpath="$(readelf -d "$binary" | grep -E 'RPATH|RUNPATH' || true)"
if grep -F "$toolchain" <<<"$runpath"; then fail "the binary's run path names the toolchain"; fi

# 2. `--check` with the toolchain out of reach. The fixtures are copied to a scratch directory
# so that the run cannot reach the source tree either (it is outside the working directory).
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp "$binary" "$scratch/reactant-lsp"
cp -R Tests/CIFixtures/errors Tests/CIFixtures/clean "$scratch/"

hidden=""
if unshare --mount --propagation private true 2>/dev/null \
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
# process's own /proc and /sys entries, the files checked, nothing else (no schema file).
if command -v strace >/dev/null 2>&1; then
    (cd "$scratch" && env -i PATH=/usr/bin:/bin strace -f -qq -e trace=open,openat,stat,newfstatat,access \
        -o "$scratch/trace" ./reactant-lsp --check errors >/dev/null 2>&1) || true
    opened="$(grep -oE '"[^"]*"' "$scratch/trace" | tr -d '"' | sort -u)"
    echo "== paths the binary looked at while checking:"
    echo "$opened" | sed 's/^/   /'
    # Allowed besides the system: the binary's own directory (the dynamic loader searches it
    # for libxml2 & co. first, as the run path is $ORIGIN), the checked files, and the places
    # the Swift runtime looks for its crash backtracer (swift-backtrace, beside the executable;
    # absent, which only means crashes print no symbolicated backtrace).
    unexpected="$(sed "s|^$scratch/|./|; s|^$scratch\$|.|" <<<"$opened" \
        | grep -vE '^(/etc/|/lib|/usr/lib|/usr/share/zoneinfo/|/proc/|/sys/|/dev/)' \
        | grep -vE '^(\.|\./\.|\./errors|\./errors/Broken\.ui\.xml|\./[^/]*\.so\.[0-9]+|\./(glibc-hwcaps|tls|x86_64|aarch64)(/.*)?|\./(bin|libexec/swift)(/.*)?|\./swift-backtrace|)$' || true)"
    [ -z "$unexpected" ] || fail "the binary looked at files beyond the system and the checked files: $unexpected"
    if grep -iE '\.xsd|Schemas' <<<"$opened"; then fail "the binary read a schema from disk"; fi
else
    echo "== strace not installed: the files the binary opens were not listed"
fi

echo "test-release-binary: passed"
