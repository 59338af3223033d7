#!/usr/bin/env bash
# Builds reactant-lsp for distribution and prints the binary's path on stdout (build output
# goes to stderr). On Linux the Swift standard library, Foundation and Dispatch are linked
# statically (--static-swift-stdlib), so the binary runs where no Swift toolchain is installed;
# it still needs the C library and libxml2 (libxml2 2.9 or later; Debian/Ubuntu: libxml2).
# It carries no run path (--disable-local-rpath): SwiftPM would otherwise add $ORIGIN, and the
# loader would look for libc and libxml2 beside the executable before the system's, which in a
# shared bin directory is a way to load someone else's library.
# On macOS the Swift runtime is part of the system, so it is a plain release build.
#
#   scripts/build-release.sh                 # prints .build/release/reactant-lsp
#   scripts/build-release.sh dist/bin        # also copies the binary into dist/bin/, without
#                                            # its symbols and debug information on Linux (131 → 73 MiB)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

# Homebrew's libxml2 is keg-only (scripts/install-build-deps.sh): appended to PKG_CONFIG_PATH,
# so that a libxml-2.0.pc already on it (the release workflow's, for the SDK's libxml2) wins.
if [ "$(uname -s)" = Darwin ] && command -v brew >/dev/null 2>&1; then
    PKG_CONFIG_PATH="${PKG_CONFIG_PATH:+$PKG_CONFIG_PATH:}$(brew --prefix libxml2)/lib/pkgconfig"
    export PKG_CONFIG_PATH
fi

flags=(-c release)
[ "$(uname -s)" = Linux ] && flags+=(--static-swift-stdlib --disable-local-rpath)

swift build "${flags[@]}" --product reactant-lsp >&2
binary="$(swift build "${flags[@]}" --show-bin-path)/reactant-lsp"

if [ $# -gt 0 ]; then
    mkdir -p "$1"
    cp "$binary" "$1/reactant-lsp"
    if [ "$(uname -s)" = Linux ] && command -v strip >/dev/null 2>&1; then
        strip "$1/reactant-lsp"
    fi
    binary="$1/reactant-lsp"
fi
echo "$binary"
