#!/usr/bin/env bash
# Runs the Run Script build phase of editors/xcode/README.md (the first ```sh block under
# "Build phase") with /bin/sh as Xcode would, in Xcode's environment variables, with the binary
# where Mint installs it (~/.mint/bin, HOME a scratch directory): with the input file list and
# without it. Asserts the lines Xcode turns into issues (`/abs/path:line:col: error: …`), the
# exit status, and the output stamp (touched only after a check without errors). Xcode itself
# is not available here.
#
#   scripts/test-xcode-phase.sh [BINARY]     # default: scripts/build-release.sh's binary
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
fail() { echo "test-xcode-phase: FAIL: $*" >&2; exit 1; }

if [ $# -gt 0 ]; then
    binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
else
    binary="$(bash scripts/build-release.sh)"
fi
[ -x "$binary" ] || fail "no binary at $binary"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
# The phase's script, as documented.
awk '/^## Build phase/ { section = 1 } section && /^```sh$/ && !done { inside = 1; next }
     inside && /^```$/ { inside = 0; done = 1 } inside { print }' editors/xcode/README.md >"$scratch/phase.sh"
grep -q 'reactant-lsp --check\|--check' "$scratch/phase.sh" || fail "no build phase script found in editors/xcode/README.md"

mkdir -p "$scratch/home/.mint/bin" "$scratch/derived" "$scratch/App/Views"
ln -s "$binary" "$scratch/home/.mint/bin/reactant-lsp"
cp Tests/CIFixtures/errors/Broken.ui.xml "$scratch/App/Views/Broken.ui.xml"
cp Tests/CIFixtures/clean/Fine.ui.xml "$scratch/App/Views/Fine.ui.xml"
srcroot="$scratch/App"

# phase NAME [KEY=VALUE…]: the phase in Xcode's environment; output in $scratch/NAME.log.
phase() {
    local name="$1"; shift
    local status=0
    (cd "$srcroot" && env -i HOME="$scratch/home" PATH=/usr/bin:/bin SRCROOT="$srcroot" \
        DERIVED_FILE_DIR="$scratch/derived" SCRIPT_OUTPUT_FILE_COUNT=1 \
        SCRIPT_OUTPUT_FILE_0="$scratch/derived/reactant-lsp.stamp" "$@" \
        /bin/sh "$scratch/phase.sh") >"$scratch/$name.log" 2>&1 || status=$?
    cat "$scratch/$name.log" >&2
    echo "$status"
}
issue="^$srcroot/Views/Broken\\.ui\\.xml:10:9: error: .* \\[layout\\.unknown-attribute\\]\$"
warning="^$srcroot/Views/Broken\\.ui\\.xml:8:9: warning: .* \\[schema\\.unknown-attribute\\]\$"

echo "== without an input file list: checks \$SRCROOT"
status="$(phase whole)"
[ "$status" = 1 ] || fail "an error must fail the phase: exit status $status"
grep -qE "$issue" "$scratch/whole.log" || fail "no Xcode issue line for the error"
grep -qE "$warning" "$scratch/whole.log" || fail "no Xcode issue line for the warning"
if grep -q $'\e\\[' "$scratch/whole.log"; then fail "colour codes in the output"; fi
[ ! -e "$scratch/derived/reactant-lsp.stamp" ] || fail "the stamp was touched after an error"

echo "== with an input file list (as under User Script Sandboxing)"
printf '%s\n' "$srcroot/Views/Broken.ui.xml" "$srcroot/Views/Fine.ui.xml" >"$scratch/list.xcfilelist"
status="$(phase listed SCRIPT_INPUT_FILE_LIST_COUNT=1 SCRIPT_INPUT_FILE_LIST_0="$scratch/list.xcfilelist")"
[ "$status" = 1 ] || fail "with a file list, an error must fail the phase: exit status $status"
grep -qE "$issue" "$scratch/listed.log" || fail "with a file list: no Xcode issue line for the error"

echo "== fixed: passes and touches the stamp"
sed -i 's/layout:lef=/layout:left=/; s/textColour=/textColor=/' "$srcroot/Views/Broken.ui.xml"
status="$(phase fixed SCRIPT_INPUT_FILE_LIST_COUNT=1 SCRIPT_INPUT_FILE_LIST_0="$scratch/list.xcfilelist")"
[ "$status" = 0 ] || fail "a clean check must pass the phase: exit status $status"
[ -e "$scratch/derived/reactant-lsp.stamp" ] || fail "the stamp was not touched"

echo "== no binary: a warning, the build goes on"
rm "$scratch/home/.mint/bin/reactant-lsp"
status="$(phase missing)"
if [ -x /opt/homebrew/bin/reactant-lsp ] || [ -x /usr/local/bin/reactant-lsp ]; then
    echo "   (a reactant-lsp is installed in a Homebrew path here: this case is not exercised)"
else
    [ "$status" = 0 ] || fail "a missing binary must not fail the build: exit status $status"
    grep -q '^warning: reactant-lsp not found' "$scratch/missing.log" || fail "no warning for the missing binary"
fi

echo "test-xcode-phase: passed"
