#!/usr/bin/env bash
# How far the formatter's style is from real files: for each folder of `.ui.xml` /
# `.styles.xml` files, formats a scratch copy with `--format-files` and prints the files it
# changes and the lines it changes (per file the larger of lines removed and lines added, as
# `git diff --numstat` counts them) against the lines there were. The folders are never written.
#
#   scripts/formatter-fit.sh [--binary PATH] [--flags "--indent 2 ..."] FOLDER...
#
# The default binary is the debug build (.build/debug/reactant-lsp). A folder that holds a
# file that is not well-formed XML counts that file as unchanged and names it on stderr.
set -euo pipefail
cd "$(dirname "$0")/.."
binary="$(pwd)/.build/debug/reactant-lsp"
flags=""
while [ $# -gt 0 ]; do
    case "$1" in
        --binary) binary="$2"; shift 2 ;;
        --flags) flags="$2"; shift 2 ;;
        --) shift; break ;;
        -*) echo "formatter-fit: unknown option $1" >&2; exit 2 ;;
        *) break ;;
    esac
done
[ $# -gt 0 ] || { echo "usage: scripts/formatter-fit.sh [--binary PATH] [--flags FLAGS] FOLDER..." >&2; exit 2; }
[ -x "$binary" ] || { echo "formatter-fit: no binary at $binary (swift build first)" >&2; exit 2; }

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
printf '%-40s %9s %17s %7s\n' "set" "files" "lines changed" "%"
for folder in "$@"; do
    name="$(basename "$folder")"
    rm -rf "$scratch/before" "$scratch/after"
    mkdir -p "$scratch/before"
    (cd "$folder" && find . -type f \( -name '*.ui.xml' -o -name '*.styles.xml' \) -print0 \
        | xargs -0 -I{} cp --parents {} "$scratch/before/")
    cp -r "$scratch/before" "$scratch/after"
    # shellcheck disable=SC2086
    "$binary" --format-files $flags "$scratch/after" >/dev/null 2>"$scratch/errors" || true
    sed "s|$scratch/after/||" "$scratch/errors" >&2
    files=0 changed=0 total=0 lines=0
    while IFS= read -r -d '' file; do
        files=$((files + 1))
        total=$((total + $(wc -l <"$scratch/before/$file")))
        stat="$(git diff --no-index --numstat "$scratch/before/$file" "$scratch/after/$file" || true)"
        if [ -n "$stat" ]; then
            changed=$((changed + 1))
            read -r added removed _ <<<"$stat"
            lines=$((lines + (added > removed ? added : removed)))
        fi
    done < <(cd "$scratch/before" && find . -type f -print0)
    percent="$(awk -v l="$lines" -v t="$total" 'BEGIN { printf "%.1f", t ? 100 * l / t : 0 }')"
    printf '%-40s %4s of %-3s %7s of %-6s %6s%%\n' "$name" "$changed" "$files" "$lines" "$total" "$percent"
done
