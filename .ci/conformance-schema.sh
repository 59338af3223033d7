#!/usr/bin/env bash
# Conformance of Schemas/*.xsd, checked by an independent validator (xmllint):
#  1. the committed schemas are exactly what Schemas/generate.py writes;
#  2. on the real files of SHARED/corpus, xmllint reports exactly the expected reports below,
#     each explained, and nothing else;
#  3. xmllint rejects every broken fixture in Tests/SchemaModelTests/Fixtures/broken.
# Usage: .ci/conformance-schema.sh SHARED_DIR
set -euo pipefail
shared="$(cd "${1:?usage: conformance-schema.sh SHARED_DIR}" && pwd)"
cd "$(dirname "$0")/.."
schema="$PWD/Schemas/ui.xsd"
failed=0
fail() { echo "conformance-schema: FAIL: $*" >&2; failed=1; }

# 1. Generated schemas are up to date.
generated="$(mktemp -d)"
trap 'rm -rf "$generated"' EXIT
python3 Schemas/generate.py "$generated"
for name in ui.xsd layout.xsd tools.xsd; do
    cmp -s "$generated/$name" "Schemas/$name" \
        || fail "Schemas/$name differs from the output of Schemas/generate.py (run: python3 Schemas/generate.py)"
done

# 2. The corpus. Each report is "file:line: message" with libxml2's element prefix removed.
expected=(
    # The generator reads names literally and never resolves `tools:`, so real files leave the
    # prefix undeclared; a namespace-aware parser reports it and then cannot match the attribute
    # to the declarations in tools.xsd.
    "corpus/Examples/FooterTableView/FooterTableViewRootView.ui.xml:20: Namespace prefix tools for exampleCount on FooterTableView is not defined"
    "corpus/Examples/FooterTableView/FooterTableViewRootView.ui.xml:20: Namespace prefix tools for sectionCount on FooterTableView is not defined"
    "corpus/Examples/FooterTableView/FooterTableViewRootView.ui.xml:20: The attribute 'tools:exampleCount' is not allowed."
    "corpus/Examples/FooterTableView/FooterTableViewRootView.ui.xml:20: The attribute 'tools:sectionCount' is not allowed."
    "corpus/Examples/HeaderTableView/HeaderTableViewRootView.ui.xml:19: Namespace prefix tools for exampleCount on HeaderTableView is not defined"
    "corpus/Examples/HeaderTableView/HeaderTableViewRootView.ui.xml:19: Namespace prefix tools for sectionCount on HeaderTableView is not defined"
    "corpus/Examples/HeaderTableView/HeaderTableViewRootView.ui.xml:19: The attribute 'tools:exampleCount' is not allowed."
    "corpus/Examples/HeaderTableView/HeaderTableViewRootView.ui.xml:19: The attribute 'tools:sectionCount' is not allowed."
    "corpus/Examples/PlainTableView/PlainTableViewRootView.ui.xml:16: Namespace prefix tools for exampleCount on PlainTableView is not defined"
    "corpus/Examples/PlainTableView/PlainTableViewRootView.ui.xml:16: The attribute 'tools:exampleCount' is not allowed."
    "corpus/Examples/SimpleTableView/SimpleTableViewRootView.ui.xml:20: Namespace prefix tools for exampleCount on SimpleTableView is not defined"
    "corpus/Examples/SimpleTableView/SimpleTableViewRootView.ui.xml:20: Namespace prefix tools for sectionCount on SimpleTableView is not defined"
    "corpus/Examples/SimpleTableView/SimpleTableViewRootView.ui.xml:20: The attribute 'tools:exampleCount' is not allowed."
    "corpus/Examples/SimpleTableView/SimpleTableViewRootView.ui.xml:20: The attribute 'tools:sectionCount' is not allowed."
    "corpus/Examples/SimulatedSeparatorTableView/SimulatedSeparatorTableViewRootView.ui.xml:20: Namespace prefix tools for exampleCount on SimulatedSeparatorTableView is not defined"
    "corpus/Examples/SimulatedSeparatorTableView/SimulatedSeparatorTableViewRootView.ui.xml:20: Namespace prefix tools for sectionCount on SimulatedSeparatorTableView is not defined"
    "corpus/Examples/SimulatedSeparatorTableView/SimulatedSeparatorTableViewRootView.ui.xml:20: The attribute 'tools:exampleCount' is not allowed."
    # Also a genuine slip: SimulatedSeparatorTableView has no sections, so tools:sectionCount
    # means nothing there even with the prefix declared.
    "corpus/Examples/SimulatedSeparatorTableView/SimulatedSeparatorTableViewRootView.ui.xml:20: The attribute 'tools:sectionCount' is not allowed."
    # Genuine slip: Component has no `root` attribute (the author meant rootView); the generator
    # ignores unknown property attributes.
    "corpus/ExampleSelection/ExampleSelectionRootView.ui.xml:7: The attribute 'root' is not allowed."
    # Genuine slip: the design-time attribute is tools:exampleCount; `examples` is ignored.
    "corpus/Playground/ATest.ui.xml:24: The attribute 'examples' is not allowed."
    # .styles.xml files declare no namespace (the generator ignores namespaces), so a
    # namespace-aware validator finds no declaration for the unqualified root.
    "corpus/Playground/CommonStyles.styles.xml:1: Element 'styleGroup': No matching global declaration available for the validation root."
    # Genuine slip: paragraphStyle has no defaultTabInterval in the generator; it is ignored.
    "corpus/Playground/ExampleRootView.ui.xml:248: The attribute 'paragraphStyle.defaultTabInterval' is not allowed."
)

actual="$(
    cd "$shared"
    find corpus -name '*.ui.xml' -o -name '*.styles.xml' | LC_ALL=C sort | while read -r file; do
        xmllint --noout --schema "$schema" "$file" 2>&1 || true
    done | grep -E '^[^ ]+:[0-9]+: ' \
         | sed -E "s/^([^ ]+:[0-9]+): .* : (Element '[^']*', attribute '[^']*': )?(.*)$/\1: \3/" \
         | LC_ALL=C sort
)"
wanted="$(printf '%s\n' "${expected[@]}" | LC_ALL=C sort)"
if [ "$actual" != "$wanted" ]; then
    fail "xmllint's reports on the corpus differ from the expected ones (< expected, > actual):"
    diff <(echo "$wanted") <(echo "$actual") >&2 || true
fi
[ -n "$actual" ] || fail "xmllint reported nothing at all on the corpus; is the corpus there?"

# 3. Broken fixtures: each must fail validation (exit status 3), not schema compilation.
fixtures=(Tests/SchemaModelTests/Fixtures/broken/*.xml)
[ -e "${fixtures[0]}" ] || fail "no broken fixtures found"
for fixture in "${fixtures[@]}"; do
    status=0
    xmllint --noout --schema "$schema" "$fixture" >/dev/null 2>&1 || status=$?
    [ "$status" -eq 3 ] || fail "$fixture: expected xmllint to reject it as invalid (status 3), got status $status"
done

if [ "$failed" -ne 0 ]; then
    echo "conformance-schema: FAILED" >&2
    exit 1
fi
echo "conformance-schema: ok (${#expected[@]} expected reports on the corpus, ${#fixtures[@]} broken fixtures rejected)"
