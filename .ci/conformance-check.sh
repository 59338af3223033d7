#!/usr/bin/env bash
# Conformance of `reactant-lsp --check` on the real files of SHARED/corpus, which all build
# with the Reactant UI generator:
#  1. no error may be reported;
#  2. the warnings are exactly the genuine slips listed below (file, line, code), each
#     explained: an unexpected warning fails, and so does an expected one that is no longer
#     reported, so a check that stops seeing anything cannot pass.
# Builds reactant-lsp first when it is missing (or REACTANT_LSP_BINARY names another binary).
# Usage: .ci/conformance-check.sh SHARED_DIR
set -euo pipefail
shared="$(cd "${1:?usage: conformance-check.sh SHARED_DIR}" && pwd)"
cd "$(dirname "$0")/.."

binary="${REACTANT_LSP_BINARY:-}"
if [ -z "$binary" ]; then
    swift build --product reactant-lsp >&2
    binary="$(swift build --show-bin-path)/reactant-lsp"
fi
[ -x "$binary" ] || { echo "conformance-check: FAIL: no reactant-lsp binary at $binary" >&2; exit 1; }

# Expected warnings: "PATH:LINE CODE", PATH relative to the corpus, CODE a shell pattern.
expected=(
    # The generator ignores attributes it does not know (unknown-attribute codes of schema.*):
    # Component has no `root` attribute (the author meant rootView).
    "ExampleSelection/ExampleSelectionRootView.ui.xml:7 schema.*"
    # The design-time attribute is tools:exampleCount; `examples` is ignored.
    "Playground/ATest.ui.xml:24 schema.*"
    # paragraphStyle has no defaultTabInterval in the generator.
    "Playground/ExampleRootView.ui.xml:243 schema.*"
    # SimulatedSeparatorTableView has no sections: tools:sectionCount means nothing there.
    "Examples/SimulatedSeparatorTableView/SimulatedSeparatorTableViewRootView.ui.xml:12 schema.*"
    # A constraint name on an attribute that makes several constraints: the generator names
    # them progressFillLeft/progressFillRight, so no `progressFill` constraint exists.
    "Examples/ProgressView/ProgressViewRootView.ui.xml:13 layout.field-copied-to-parts"
    # One value with three constraints: all take the first one's name, suffixed per part
    # (line 54), and the names given to the later ones are ignored (lines 55 and 56).
    "Playground/ExampleRootView.ui.xml:54 layout.field-copied-to-parts"
    "Playground/ExampleRootView.ui.xml:55 layout.field-copied-to-parts"
    "Playground/ExampleRootView.ui.xml:56 layout.field-copied-to-parts"
    # Fonts the generator reads other than they look (questionable values of schema.*):
    # `light@17` names a font called "light" (the same file writes `:light@17` elsewhere).
    "Playground/ExampleRootView.ui.xml:239 schema.questionable-value"
    # `:bold @17`: the space ends the value for the generator, so the size stays 15.
    "Playground/ExampleView2.ui.xml:30 schema.questionable-value"
    # The solved layout (docs/LAYOUT.md), each checked by hand:
    # a vertical fill stack pinned to the screen's edges holds two views of required height 20
    # with spacing 10: 50 points can never fill the screen, so UIKit breaks a constraint.
    "Examples/StackView/StackViewRootView.ui.xml:19 layout.conflict"
    # `id:test`'s only leading constraint on phones is `coolConstraint = self` (leading equals
    # its own leading); the one to super holds only on iPads: no horizontal position on phones.
    "Playground/ExampleRootView.ui.xml:51 layout.ambiguous"
    # A bare `<View/>`: no constraint at all, and a plain view has no content size.
    "Playground/ExampleRootView.ui.xml:68 layout.ambiguous"
    # A `fill` stack spans the readable content guide less 40 points; its child's required
    # width 370 matches that on no device (303 on iPhone 8, 632 on iPads).
    "Playground/ExampleRootView.ui.xml:130 layout.conflict"
    # An activity indicator sized by its content but with no position constraint.
    "Playground/ExampleView2.ui.xml:54 layout.ambiguous"
    # The iOS app's asset catalog (Resource/Assets.xcassets, beside Example.hyperdrive.xml) has
    # only falcon_day and falcon_night: UIImage(named: "falcon") is nil and the view shows no
    # image. (tvOS/TestView.ui.xml writes the same name, but the tvOS app's own catalog has
    # falcon.imageset, so it gets no warning.)
    "Playground/ATest.ui.xml:14 asset.unknown-image"
    # The tvOS app's description names falcon_day and falcon_night for its themes, but its
    # target bundles only its own catalog (tvOS/Resource/Assets.xcassets, which has
    # falcon.imageset alone; the project's tvOS resources phase lists no other): theme.falcon
    # shows no image on tvOS in either theme.
    "tvOS/Example-tvOS.hyperdrive.xml:21 asset.unknown-image"
    "tvOS/Example-tvOS.hyperdrive.xml:23 asset.unknown-image"
)

report="$(mktemp)"
trap 'rm -f "$report"' EXIT
status=0
(cd "$shared/corpus" && "$binary" --check --format json .) >"$report" || status=$?
if [ "$status" -gt 1 ]; then
    echo "conformance-check: FAIL: reactant-lsp --check exited with status $status (usage error)" >&2
    exit 1
fi

python3 - "$report" "$status" "${expected[@]}" <<'PY'
import fnmatch, json, sys

report_path, status, expected = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
with open(report_path) as handle:
    diagnostics = json.load(handle)

def place(d):
    path = d["file"][2:] if d["file"].startswith("./") else d["file"]
    return f'{path}:{d["range"]["start"]["line"] + 1}:{d["range"]["start"]["character"] + 1}'

def matches(entry, d):
    where, pattern = entry.split(" ", 1)
    return place(d).rsplit(":", 1)[0] == where and fnmatch.fnmatchcase(d["code"], pattern)

failures = []
errors = [d for d in diagnostics if d["severity"] == "error"]
warnings = [d for d in diagnostics if d["severity"] == "warning"]
for d in errors:
    failures.append(f'error reported on a file that builds: {place(d)}: {d["message"]} [{d["code"]}]')
if errors and status != 1:
    failures.append(f"errors were reported but the exit status is {status}, not 1")
if not errors and status != 0:
    failures.append(f"no error was reported but the exit status is {status}, not 0")

print(f"conformance-check: {len(warnings)} warning(s) on the corpus:")
for d in warnings:
    known = any(matches(entry, d) for entry in expected)
    print(f'  {"expected  " if known else "UNEXPECTED"} {place(d)}: {d["message"]} [{d["code"]}]')
    if not known:
        failures.append(f'unexpected warning: {place(d)} [{d["code"]}]')
for entry in expected:
    if not any(matches(entry, d) for d in warnings):
        failures.append(f"expected warning not reported: {entry}")

for failure in failures:
    print(f"conformance-check: FAIL: {failure}", file=sys.stderr)
if failures:
    print("conformance-check: FAILED", file=sys.stderr)
    sys.exit(1)
print(f"conformance-check: ok (no error; {len(warnings)} warnings, all {len(expected)} expected slips found)")
PY
