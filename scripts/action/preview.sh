#!/usr/bin/env bash
# action.yml, with `preview: true`: previews the .ui.xml files a pull request changes on every
# device (`reactant-lsp --preview FILE… --output DIR`) for the next step to upload as an artifact.
# Environment: REACTANT_LSP (the binary), INPUT_PREVIEW_BASE (the base ref or commit to diff
# against: a branch name, which is looked for as itself and as origin/NAME, fetched from origin
# when absent), INPUT_PREVIEW_DIR (where the images go), INPUT_PATHS (only files under these);
# GITHUB_OUTPUT. Outputs: preview-dir, and preview-count (the images written; 0 when no .ui.xml
# file changed, or outside a pull request, where there is no base).
# Exit status: 0, or 2 when the previews could not be made (no binary, no git history to diff,
# reactant-lsp failing).
set -uo pipefail
binary="${REACTANT_LSP:?REACTANT_LSP is not set}"
output="${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
base="${INPUT_PREVIEW_BASE:-}"
directory="${INPUT_PREVIEW_DIR:-reactant-lsp-previews}"

echo "preview-dir=$directory" >>"$output"
if [ -z "$base" ]; then
    echo "reactant-lsp: no base ref (not a pull request): nothing to preview"
    echo "preview-count=0" >>"$output"
    exit 0
fi
if [ ! -x "$binary" ]; then
    echo "::error::reactant-lsp not found at $binary"
    exit 2
fi

# The base as a commit: the ref itself, else the remote's branch, fetched if need be.
commit=""
for candidate in "$base" "origin/$base"; do
    if commit="$(git rev-parse --verify --quiet "$candidate^{commit}")"; then break; fi
    commit=""
done
if [ -z "$commit" ] && git fetch --quiet --no-tags --depth=1 origin "$base" 2>/dev/null; then
    commit="$(git rev-parse --verify --quiet "FETCH_HEAD^{commit}")" || commit=""
fi
if [ -z "$commit" ]; then
    echo "::error::reactant-lsp preview: the base '$base' is not in the checkout (check out with fetch-depth: 0)"
    exit 2
fi

# Changed since the merge base (what the pull request changes); the base itself when the
# history is too shallow to find one. Deleted files have nothing to draw.
read -r -a roots <<<"$(printf '%s' "${INPUT_PATHS:-.}" | tr '\n' ' ')"
[ ${#roots[@]} -gt 0 ] || roots=(.)
range="$commit...HEAD"
git merge-base "$commit" HEAD >/dev/null 2>&1 || range="$commit"
changed=()
while IFS= read -r -d '' file; do
    changed+=("$file")
done < <(git diff -z --name-only --no-renames --diff-filter=d "$range" -- "${roots[@]}" | grep -z '\.ui\.xml$')

if [ ${#changed[@]} -eq 0 ]; then
    echo "reactant-lsp: no .ui.xml file changed against $base: nothing to preview"
    echo "preview-count=0" >>"$output"
    exit 0
fi
printf 'reactant-lsp: previewing %s\n' "${changed[@]}"
list="$(mktemp)"
"$binary" --preview --output "$directory" -- "${changed[@]}" >"$list"
status=$?
count="$(grep -c . "$list")"
rm -f "$list"
echo "preview-count=$count" >>"$output"
echo "reactant-lsp: $count preview image(s) written to $directory (exit status $status)"
if [ "$status" -ne 0 ]; then
    echo "::error::reactant-lsp --preview failed (exit status $status)"
    exit 2
fi
