#!/usr/bin/env bash
# Runs the hook in .pre-commit-hooks.yaml through pre-commit itself, as a project would:
# pre-commit from PyPI in a scratch virtualenv, a scratch git repository whose
# .pre-commit-config.yaml names this repository (a local clone path) at its current commit,
# a bad and a good .ui.xml. Asserts that `pre-commit run --all-files` fails naming the bad
# file's error, that a `git commit` of the bad file is refused by the installed hook, and that
# both pass once the file is fixed.
#
#   scripts/test-pre-commit.sh [BINARY]     # default: scripts/build-release.sh's binary
#
# pre-commit clones the hooks at the commit named by `rev:`, so it tests what is committed:
# a changed .pre-commit-hooks.yaml must be committed first (the script says so).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
fail() { echo "test-pre-commit: FAIL: $*" >&2; exit 1; }

if [ $# -gt 0 ]; then
    binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
else
    binary="$(bash scripts/build-release.sh)"
fi
[ -x "$binary" ] || fail "no binary at $binary"

rev="$(git rev-parse HEAD)"
hooks="$root/.pre-commit-hooks.yaml"
if ! git diff --quiet HEAD -- .pre-commit-hooks.yaml; then
    echo "test-pre-commit: note: .pre-commit-hooks.yaml differs from HEAD; pre-commit uses HEAD's" >&2
fi

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
python3 -m venv "$scratch/venv"
"$scratch/venv/bin/pip" install --quiet --disable-pip-version-check pre-commit
mkdir "$scratch/bin"
ln -s "$binary" "$scratch/bin/reactant-lsp"
# Only the scratch binary's directory, pre-commit's and the system's: no toolchain.
export PATH="$scratch/bin:$scratch/venv/bin:/usr/local/bin:/usr/bin:/bin"
export PRE_COMMIT_HOME="$scratch/cache"    # pre-commit's clones, away from ~/.cache
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE

# pre-commit's own validation of the hooks file.
pre-commit validate-manifest "$hooks" || fail "pre-commit rejects .pre-commit-hooks.yaml"
sed 's/language: system/language: sytem/' "$hooks" >"$scratch/broken-hooks.yaml"
if pre-commit validate-manifest "$scratch/broken-hooks.yaml" >/dev/null 2>&1; then
    fail "pre-commit accepted a hook with 'language: sytem': validate-manifest proves nothing"
fi

project="$scratch/project"
mkdir -p "$project/Views"
cd "$project"
git init --quiet -b main .
git config user.name "pre-commit test"
git config user.email "pre-commit-test@example.invalid"
cat > .pre-commit-config.yaml <<YAML
repos:
  - repo: $root
    rev: $rev
    hooks:
      - id: reactant-lsp-check
YAML
cp "$root/Tests/CIFixtures/clean/Fine.ui.xml" Views/Good.ui.xml
cp "$root/Tests/CIFixtures/errors/Broken.ui.xml" Views/Bad.ui.xml
echo "not Reactant UI, must not be passed to the hook" > Views/notes.xml
git add .
pre-commit validate-config .pre-commit-config.yaml || fail "pre-commit rejects the example config"

# 1. The bad file fails the run, naming its error.
status=0
pre-commit run --all-files >"$scratch/out" 2>&1 || status=$?
cat "$scratch/out"
[ "$status" = 1 ] || fail "pre-commit run --all-files with a bad file: exit status $status, expected 1"
grep -qE '^Views/Bad\.ui\.xml:10:9: error: .*\[layout\.unknown-attribute\]$' "$scratch/out" \
    || fail "the output does not name Views/Bad.ui.xml:10:9's layout.unknown-attribute error"
grep -q 'reactant-lsp --check.*Failed' "$scratch/out" || fail "the hook is not reported as failed"
if grep -q 'notes\.xml' "$scratch/out"; then fail "a plain .xml file was passed to the hook"; fi

# 2. The installed git hook refuses a commit of the bad file.
pre-commit install >/dev/null
status=0
git commit --quiet -m "with a bad file" >"$scratch/out" 2>&1 || status=$?
cat "$scratch/out"
[ "$status" != 0 ] || fail "git commit with a bad file succeeded"
grep -q 'Views/Bad.ui.xml:10:9: error:' "$scratch/out" || fail "the refused commit does not name the error"
git rev-parse --verify --quiet HEAD >/dev/null && fail "a commit was made"

# 3. Fixed, both pass.
sed -i 's/layout:lef=/layout:left=/; s/textColour=/textColor=/' Views/Bad.ui.xml
git add Views/Bad.ui.xml
status=0
pre-commit run --all-files >"$scratch/out" 2>&1 || status=$?
cat "$scratch/out"
[ "$status" = 0 ] || fail "pre-commit run --all-files after the fix: exit status $status, expected 0"
grep -q 'reactant-lsp --check.*Passed' "$scratch/out" || fail "the hook did not run and pass"
git commit --quiet -m "fixed" || fail "git commit after the fix was refused"

# 4. The formatting hook fails on a file --format-files would change, with the diff, and passes
#    once the file is formatted.
cat >> .pre-commit-config.yaml <<YAML
      - id: reactant-lsp-format
YAML
"$binary" --format-files Views >/dev/null
printf '<Component>\n<Label text="Hi"\n   field="greeting"/>\n</Component>\n' > Views/Unformatted.ui.xml
git add .
status=0
pre-commit run --all-files >"$scratch/out" 2>&1 || status=$?
cat "$scratch/out"
[ "$status" = 1 ] || fail "the formatting hook on an unformatted file: exit status $status, expected 1"
grep -q '^+++ b/Views/Unformatted.ui.xml$' "$scratch/out" || fail "the formatting hook does not show the file's diff"
grep -q 'reactant-lsp --check-formatting.*Failed' "$scratch/out" || fail "the formatting hook is not reported as failed"
"$binary" --format-files Views/Unformatted.ui.xml >/dev/null
git add .
status=0
pre-commit run --all-files >"$scratch/out" 2>&1 || status=$?
cat "$scratch/out"
[ "$status" = 0 ] || fail "pre-commit run --all-files once formatted: exit status $status, expected 0"
grep -q 'reactant-lsp --check-formatting.*Passed' "$scratch/out" || fail "the formatting hook did not run and pass"

echo "test-pre-commit: passed"
