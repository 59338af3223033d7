#!/usr/bin/env bash
# action.yml: runs `reactant-lsp --check` as the inputs say and sets the step's outputs.
# Environment: REACTANT_LSP (the binary), INPUT_PATHS, INPUT_FORMAT (sarif | github),
# INPUT_SARIF_FILE, INPUT_FAIL_ON_ERROR, INPUT_WARNINGS_AS_ERRORS; GITHUB_OUTPUT.
# Exit status: 0, or 1 when errors were found and INPUT_FAIL_ON_ERROR is true, or 2 when
# reactant-lsp could not run (a usage error, a missing binary).
set -uo pipefail
binary="${REACTANT_LSP:?REACTANT_LSP is not set}"
output="${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set}"
format="${INPUT_FORMAT:-sarif}"
sarif_file="${INPUT_SARIF_FILE:-reactant-lsp.sarif}"

if [ ! -x "$binary" ]; then
    echo "::error::reactant-lsp not found at $binary"
    exit 2
fi
read -r -a paths <<<"$(printf '%s' "${INPUT_PATHS:-.}" | tr '\n' ' ')"
[ ${#paths[@]} -gt 0 ] || paths=(.)
args=(--check --format "$format")
[ "${INPUT_WARNINGS_AS_ERRORS:-false}" = true ] && args+=(--warnings-as-errors)

case "$format" in
    sarif)
        mkdir -p "$(dirname "$sarif_file")"
        "$binary" "${args[@]}" "${paths[@]}" >"$sarif_file"
        status=$?
        echo "sarif-file=$sarif_file" >>"$output"
        echo "reactant-lsp: SARIF written to $sarif_file (exit status $status)" ;;
    github)
        "$binary" "${args[@]}" "${paths[@]}"
        status=$?
        echo "sarif-file=" >>"$output" ;;
    *)
        echo "::error::format must be sarif or github, not '$format'"
        exit 2 ;;
esac
echo "exit-code=$status" >>"$output"

case "$status" in
    0) exit 0 ;;
    1) if [ "${INPUT_FAIL_ON_ERROR:-true}" = true ]; then
           echo "::error::reactant-lsp found errors in Reactant UI files"
           exit 1
       fi
       exit 0 ;;
    *) echo "::error::reactant-lsp --check failed to run (exit status $status)"
       exit 2 ;;
esac
