#!/usr/bin/env bash
# Conformance of the constraint language with the shared corpus: every layout: value of every
# *.ui.xml has no error, and every row of layout-values.tsv agrees with the generator's verdict.
# Usage: .ci/conformance-layout.sh SHARED_DIR
set -euo pipefail
shared="${1:?usage: $0 SHARED_DIR}"
cd "$(dirname "$0")/.."
if [ ! -f "$shared/corpus/layout-values.tsv" ]; then
    echo "conformance-layout: $shared/corpus/layout-values.tsv not found" >&2
    exit 1
fi
output="$(REACTANT_SHARED_DIR="$(cd "$shared" && pwd)" swift test --filter ConstraintGrammarTests.CorpusTests 2>&1)" || {
    echo "$output" >&2
    echo "conformance-layout: FAILED" >&2
    exit 1
}
if echo "$output" | grep -q "skipped"; then
    echo "$output" >&2
    echo "conformance-layout: corpus tests were skipped" >&2
    exit 1
fi
echo "$output" | grep -E "CorpusTests|Test run" || true
echo "conformance-layout: OK"
