#!/usr/bin/env bash
# Tests the GitHub Action as far as a machine without GitHub can: action.yml and the example
# workflow (docs/ci/github-workflow.yml) parsed with PyYAML and their structure checked (inputs
# used are declared, outputs come from steps that exist, the workflow passes only inputs the
# action has, uploads the SARIF with the permission it needs); the action's check step
# (scripts/action/check.sh) run on the fixtures as the runner would, and the SARIF it writes
# validated against the SARIF 2.1.0 JSON schema (Tests/CIFixtures/sarif-schema-2.1.0.json)
# with the expected results; `--format github` annotations checked; the preview step
# (scripts/action/preview.sh) run in a git repository with a pull request's changes, its images
# counted, named and checked with xmllint. Each structural and schema
# check is also shown to fail on broken inputs (ci_configs.py selftest).
#
#   scripts/test-github-action.sh [BINARY]     # default: scripts/build-release.sh's binary
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
fail() { echo "test-github-action: FAIL: $*" >&2; exit 1; }

if [ $# -gt 0 ]; then
    binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
else
    binary="$(bash scripts/build-release.sh)"
fi
[ -x "$binary" ] || fail "no binary at $binary"

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
python3 -m venv "$scratch/venv"
"$scratch/venv/bin/pip" install --quiet --disable-pip-version-check jsonschema PyYAML check-jsonschema
python="$scratch/venv/bin/python"
checks="$root/scripts/ci_configs.py"
schema="$root/Tests/CIFixtures/sarif-schema-2.1.0.json"

echo "== action.yml and the example workflow against the GitHub schemas check-jsonschema ships"
"$scratch/venv/bin/check-jsonschema" --builtin-schema vendor.github-actions action.yml
"$scratch/venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows docs/ci/github-workflow.yml
sed 's/using: composite/using: composit/' action.yml >"$scratch/broken-action.yml"
if "$scratch/venv/bin/check-jsonschema" --builtin-schema vendor.github-actions "$scratch/broken-action.yml" >/dev/null 2>&1; then
    fail "the GitHub Actions schema accepted 'using: composit'"
fi
echo "== action.yml and the example workflow: inputs, outputs, steps (ci_configs.py)"
"$python" "$checks" action action.yml "$root"
"$python" "$checks" workflow docs/ci/github-workflow.yml action.yml

# The check step as the runner runs it: from the workspace (here a copy of the fixtures), with
# the inputs in the environment and GITHUB_OUTPUT a file.
workspace="$scratch/workspace"
mkdir -p "$workspace"
cp -R Tests/CIFixtures/errors Tests/CIFixtures/clean "$workspace/"
# check_step NAME KEY=VALUE…: runs check.sh; its output in $scratch/NAME.log, outputs in $scratch/NAME.out.
check_step() {
    local name="$1"; shift
    local status=0
    : >"$scratch/$name.out"
    (cd "$workspace" && env REACTANT_LSP="$binary" GITHUB_OUTPUT="$scratch/$name.out" "$@" \
        bash "$root/scripts/action/check.sh") >"$scratch/$name.log" 2>&1 || status=$?
    cat "$scratch/$name.log" >&2
    echo "$status"
}

echo "== format: sarif on a file with an error and a warning"
status="$(check_step sarif INPUT_PATHS="errors clean" INPUT_FORMAT=sarif INPUT_SARIF_FILE=out/reactant.sarif INPUT_FAIL_ON_ERROR=true)"
[ "$status" = 1 ] || fail "sarif with errors, fail-on-error: exit status $status, expected 1"
grep -qx 'exit-code=1' "$scratch/sarif.out" || fail "no exit-code=1 output"
grep -qx 'sarif-file=out/reactant.sarif' "$scratch/sarif.out" || fail "no sarif-file output"
grep -q '^::error::reactant-lsp found errors' "$scratch/sarif.log" || fail "no error annotation for the failure"
sarif="$workspace/out/reactant.sarif"
"$python" "$checks" sarif "$sarif" "$schema" \
    "errors/Broken.ui.xml:6:6:warning:layout.ambiguous;errors/Broken.ui.xml:8:9:warning:schema.unknown-attribute;errors/Broken.ui.xml:10:9:error:layout.unknown-attribute"
echo "   valid SARIF 2.1.0 with the expected results"

echo "== fail-on-error: false"
status="$(check_step lenient INPUT_PATHS=errors INPUT_FORMAT=sarif INPUT_SARIF_FILE=lenient.sarif INPUT_FAIL_ON_ERROR=false)"
[ "$status" = 0 ] || fail "fail-on-error false: exit status $status, expected 0"
grep -qx 'exit-code=1' "$scratch/lenient.out" || fail "fail-on-error false: no exit-code=1 output"

echo "== a clean tree"
status="$(check_step clean INPUT_PATHS=clean INPUT_FORMAT=sarif INPUT_SARIF_FILE=clean.sarif)"
[ "$status" = 0 ] || fail "clean: exit status $status, expected 0"
"$python" "$checks" sarif "$workspace/clean.sarif" "$schema" ""

echo "== format: github"
status="$(check_step github INPUT_PATHS=errors INPUT_FORMAT=github)"
[ "$status" = 1 ] || fail "github with errors: exit status $status, expected 1"
grep -q '^::error file=errors/Broken.ui.xml,line=10,col=9,.*title=layout.unknown-attribute::' "$scratch/github.log" \
    || fail "no ::error annotation for errors/Broken.ui.xml:10:9"
grep -q '^::warning file=errors/Broken.ui.xml,line=8,col=9,.*title=schema.unknown-attribute::' "$scratch/github.log" \
    || fail "no ::warning annotation for errors/Broken.ui.xml:8:9"

echo "== warnings-as-errors on the warning alone"
printf '%s\n' '<?xml version="1.0" encoding="UTF-8" ?>' \
    '<Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">' \
    '    <Label text="Hello" textColour="red" layout:top="super inset(20)" layout:left="super inset(20)" />' \
    '</Component>' >"$workspace/Warned.ui.xml"
status="$(check_step warned INPUT_PATHS=Warned.ui.xml INPUT_FORMAT=github)"
[ "$status" = 0 ] || fail "a warning alone: exit status $status, expected 0"
status="$(check_step strict INPUT_PATHS=Warned.ui.xml INPUT_FORMAT=github INPUT_WARNINGS_AS_ERRORS=true)"
[ "$status" = 1 ] || fail "warnings-as-errors: exit status $status, expected 1"

echo "== a missing binary and a bad format are failures, not passes"
status=0
(cd "$workspace" && env REACTANT_LSP=/nonexistent GITHUB_OUTPUT=/dev/null bash "$root/scripts/action/check.sh") >/dev/null 2>&1 || status=$?
[ "$status" = 2 ] || fail "missing binary: exit status $status, expected 2"
status="$(check_step badformat INPUT_FORMAT=xml)"
[ "$status" = 2 ] || fail "format xml: exit status $status, expected 2"

# The preview step as the runner runs it, in a repository whose branch changes two .ui.xml
# files (one edited, one added), deletes one and edits a .styles.xml, against the base main.
echo "== preview: the .ui.xml files a pull request changes, on every device"
repository="$scratch/repository"
mkdir -p "$repository/Sources/Screens" "$repository/Other"
git_in() { git -C "$repository" -c user.name=CI -c user.email=ci@example.invalid -c init.defaultBranch=main "$@"; }
git_in init -q
cp Tests/CIFixtures/clean/Fine.ui.xml "$repository/Sources/Screens/Fine.ui.xml"
cp Tests/CIFixtures/errors/Broken.ui.xml "$repository/Sources/Broken.ui.xml"
cp Tests/CIFixtures/clean/Fine.ui.xml "$repository/Sources/Gone.ui.xml"
cp Tests/CIFixtures/clean/Fine.ui.xml "$repository/Other/Elsewhere.ui.xml"
printf '%s\n' '<styleGroup name="common"/>' >"$repository/Sources/Common.styles.xml"
git_in add -A && git_in commit -q -m base
git_in checkout -q -b feature
sed -i 's/text="Hello"/text="Hello, world"/' "$repository/Sources/Screens/Fine.ui.xml"
cp Tests/CIFixtures/clean/Fine.ui.xml "$repository/Sources/Screens/New Screen.ui.xml"
cp Tests/CIFixtures/clean/Fine.ui.xml "$repository/Other/Elsewhere2.ui.xml"
git_in rm -q Sources/Gone.ui.xml
printf '%s\n' '<styleGroup name="common2"/>' >"$repository/Sources/Common.styles.xml"
git_in add -A && git_in commit -q -m change
git_in diff --quiet main -- Sources/Screens/Fine.ui.xml && fail "the fixture edit changed nothing"
# preview_step NAME KEY=VALUE…: runs preview.sh in the repository; log in $scratch/NAME.log, outputs in $scratch/NAME.out.
preview_step() {
    local name="$1"; shift
    local status=0
    : >"$scratch/$name.out"
    (cd "$repository" && env REACTANT_LSP="$binary" GITHUB_OUTPUT="$scratch/$name.out" "$@" \
        bash "$root/scripts/action/preview.sh") >"$scratch/$name.log" 2>&1 || status=$?
    cat "$scratch/$name.log" >&2
    echo "$status"
}
status="$(preview_step preview INPUT_PREVIEW_BASE=main INPUT_PREVIEW_DIR=out/previews INPUT_PATHS=Sources)"
[ "$status" = 0 ] || fail "preview: exit status $status, expected 0"
grep -qx 'preview-dir=out/previews' "$scratch/preview.out" || fail "preview: no preview-dir output"
# Two changed files under Sources on seven devices; not the deleted one, the styles or Other/.
grep -qx 'preview-count=14' "$scratch/preview.out" || fail "preview: expected preview-count=14, got $(grep count "$scratch/preview.out")"
images="$repository/out/previews"
[ "$(find "$images" -type f | wc -l)" = 14 ] || fail "preview: $(find "$images" -type f | wc -l) files written, expected 14"
for device in iphone-se iphone-8 iphone-15 iphone-15-landscape iphone-15-pro-max ipad-portrait ipad-landscape; do
    for name in "Sources__Screens__Fine--$device.svg" "Sources__Screens__New Screen--$device.svg"; do
        [ -f "$images/$name" ] || fail "preview: no $name"
        xmllint --noout "$images/$name" || fail "preview: $name is not well-formed XML"
    done
done
grep -q 'Hello, world' "$images/Sources__Screens__Fine--iphone-se.svg" || fail "preview: the image is not of the changed file"

echo "== preview: nothing changed, no pull request, a base that is not there"
git_in checkout -q -b unchanged main
status="$(preview_step unchanged INPUT_PREVIEW_BASE=main INPUT_PREVIEW_DIR=none)"
[ "$status" = 0 ] || fail "preview without changes: exit status $status, expected 0"
grep -qx 'preview-count=0' "$scratch/unchanged.out" || fail "preview without changes: no preview-count=0 output"
[ ! -e "$repository/none" ] || fail "preview without changes wrote $repository/none"
status="$(preview_step push INPUT_PREVIEW_BASE= INPUT_PREVIEW_DIR=none)"
[ "$status" = 0 ] || fail "preview outside a pull request: exit status $status, expected 0"
grep -qx 'preview-count=0' "$scratch/push.out" || fail "preview outside a pull request: no preview-count=0 output"
git_in checkout -q feature
status="$(preview_step nobase INPUT_PREVIEW_BASE=no-such-branch)"
[ "$status" = 2 ] || fail "preview against a missing base: exit status $status, expected 2"
grep -q '^::error::reactant-lsp preview: the base' "$scratch/nobase.log" || fail "preview against a missing base: no error annotation"
status="$(preview_step nobinary REACTANT_LSP=/nonexistent INPUT_PREVIEW_BASE=main)"
[ "$status" = 2 ] || fail "preview without a binary: exit status $status, expected 2"

echo "== the checks catch broken inputs"
"$python" "$checks" selftest action.yml docs/ci/github-workflow.yml "$sarif" "$schema"

echo "test-github-action: passed"
