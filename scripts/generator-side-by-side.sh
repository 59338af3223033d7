#!/usr/bin/env bash
# Side by side with the generator: runs every .ui.xml/.styles.xml under the given paths through the
# Reactant UI generator's own Tokenizer and Generator modules (built from a checkout of
# Brightify/ReactantUI, outside this repository) and through `reactant-lsp --check`, and prints
# every file on which the two disagree:
#   GENERATOR-ACCEPTS  the generator generates code, we report an error;
#   GENERATOR-REJECTS  the generator throws or crashes, we report no error.
#
#   scripts/generator-side-by-side.sh [-v] GENERATOR_CHECKOUT [PATH...]
#
# PATH is a file or a folder (default: the current folder). A folder is one generator input folder:
# every .styles.xml under it is loaded before any file is generated, as `reactant-ui generate
# --inputPath` does; a file's input folder is its own folder. The application description
# (`--description`) is the nearest *.hyperdrive.xml in the file's folder or above it, up to the PATH.
#
# What the generator accepts may still fail in the Swift build or crash the app; the harness cannot
# build the generated Swift (UIKit). A fixture that is known to do so says it in a comment,
# `<!-- side-by-side: build-fails -->`: we must report an error on it (BUILD-FAILS-UNREPORTED if not).
#
# Environment: REACTANT_LSP (the binary; default: this repository's `swift build --show-bin-path`),
# HARNESS_DIR (scratch build folder, reused between runs; default $TMPDIR/reactant-generator-harness),
# SWIFT (default: swift on PATH, else /opt/swift/usr/bin/swift).
# Exit status: 0 when every file agrees, 1 when any disagrees, 2 when something could not run.
set -euo pipefail

verbose=0
if [[ "${1:-}" == "-v" ]]; then verbose=1; shift; fi
if [[ $# -lt 1 ]]; then
    sed -n '2,23p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
fi
checkout=$(cd "$1" && pwd); shift
[[ $# -eq 0 ]] && set -- .

repo=$(cd "$(dirname "$0")/.." && pwd)
harness_src="$repo/scripts/generator-harness"
work="${HARNESS_DIR:-${TMPDIR:-/tmp}/reactant-generator-harness}"
swift="${SWIFT:-$(command -v swift || echo /opt/swift/usr/bin/swift)}"

for module in Common Tokenizer Generator; do
    [[ -d "$checkout/Sources/$module" ]] || { echo "error: $checkout/Sources/$module is missing" >&2; exit 2; }
done

# The build package: the generator's modules, copied; our stand-ins for the Apple-only modules they
# import on Linux (AppKit: NSColor and attributed-string keys; CoreGraphics: Foundation's CGFloat);
# our driver. One edit to a copied file: Linux keeps XMLParser in FoundationXML, not Foundation.
mkdir -p "$work/Sources"
rm -rf "$work/Sources/Common" "$work/Sources/Tokenizer" "$work/Sources/Generator" \
       "$work/Sources/driver" "$work/Sources/AppKit" "$work/Sources/CoreGraphics"
cp -R "$checkout/Sources/Common" "$checkout/Sources/Tokenizer" "$checkout/Sources/Generator" "$work/Sources/"
cp -R "$harness_src/Sources/." "$work/Sources/"
cp "$harness_src/Package.swift" "$work/Package.swift"
xmlhash="$work/Sources/Tokenizer/XML/Deserialization/SWXMLHash.swift"
sed -i.orig -e 's/Foundation\.XMLParser/FoundationXML.XMLParser/g' \
    -e '0,/^import Foundation$/s//import Foundation\
#if canImport(FoundationXML)\
import FoundationXML\
#endif/' "$xmlhash"
rm -f "$xmlhash.orig"

if ! (cd "$work" && "$swift" build --product driver >"$work/build.log" 2>&1); then
    echo "error: the generator harness did not build; see $work/build.log" >&2
    grep -m 20 'error:' "$work/build.log" >&2 || true
    exit 2
fi
driver="$(cd "$work" && "$swift" build --show-bin-path)/driver"

lsp="${REACTANT_LSP:-}"
if [[ -z "$lsp" ]]; then
    lsp="$(cd "$repo" && "$swift" build --show-bin-path 2>/dev/null)/reactant-lsp"
fi
[[ -x "$lsp" ]] || { echo "error: no reactant-lsp at $lsp (build it, or set REACTANT_LSP)" >&2; exit 2; }

python3 - "$driver" "$lsp" "$verbose" "$@" <<'PY'
import json, os, subprocess, sys

driver, lsp, verbose, paths = sys.argv[1], sys.argv[2], sys.argv[3] == "1", sys.argv[4:]
MARK = "side-by-side: build-fails"

def sources(root):
    if os.path.isfile(root):
        return [os.path.abspath(root)]
    found = []
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        found += [os.path.join(folder, f) for f in sorted(files) if f.endswith((".ui.xml", ".styles.xml"))]
    return [os.path.abspath(f) for f in found]

def description(path, top):
    folder = os.path.dirname(path)
    while True:
        found = sorted(f for f in os.listdir(folder) if f.endswith(".hyperdrive.xml"))
        if found:
            return os.path.join(folder, found[0])
        if os.path.abspath(folder) == top or os.path.dirname(folder) == folder:
            return None
        folder = os.path.dirname(folder)

def generator(path, styles, top):
    args = [driver]
    app = description(path, top)
    if app:
        args += ["--description", app]
    for style in styles:
        args += ["--styles", style]
    run = subprocess.run(args + [path], capture_output=True, text=True)
    lines = run.stdout.splitlines()
    result = [l for l in lines if l.startswith("RESULT ")]
    if run.returncode != 0 or not result:
        first = next((l for l in run.stderr.splitlines() if l.strip()), "exit %d" % run.returncode)
        return "CRASH", first, []
    warnings = [l for l in lines if "warning" in l.lower() and not l.startswith("RESULT ")]
    verdict = result[-1][len("RESULT "):]
    return ("OK", "", warnings) if verdict == "OK" else ("ERROR", verdict[len("ERROR "):], warnings)

def ours(root):
    run = subprocess.run([lsp, "--check", "--format", "json", "--max-diagnostics", "0", root],
                         capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit("error: reactant-lsp --check failed on %s: %s" % (root, run.stderr.strip()))
    errors = {}
    for d in json.loads(run.stdout or "[]"):
        if d.get("severity") == "error":
            start = d["range"]["start"]
            errors.setdefault(os.path.abspath(d["file"]), []).append(
                "%s (%d:%d) %s" % (d["code"], start["line"] + 1, start["character"] + 1, d["message"]))
    return errors

disagreements = checked = 0
for root in paths:
    top = os.path.abspath(root if os.path.isdir(root) else os.path.dirname(root) or ".")
    files = sources(root)
    styles = [f for f in sources(top) if f.endswith(".styles.xml")]
    errors = ours(os.path.abspath(root))
    for path in files:
        checked += 1
        verdict, detail, warnings = generator(path, styles, top)
        mine = errors.get(path, [])
        with open(path, encoding="utf-8", errors="replace") as f:
            build_fails = MARK in f.read()
        rel = os.path.relpath(path)
        if verdict == "OK" and build_fails and not mine:
            disagreements += 1
            print("BUILD-FAILS-UNREPORTED %s\n    the generated Swift does not build (fixture says so); we report no error" % rel)
        elif verdict == "OK" and mine and not build_fails:
            disagreements += 1
            print("GENERATOR-ACCEPTS %s\n    we report: %s" % (rel, "\n               ".join(mine)))
        elif verdict != "OK" and not mine:
            disagreements += 1
            print("GENERATOR-REJECTS %s\n    generator %s: %s\n    we report no error" % (rel, verdict.lower(), detail))
        elif verbose:
            print("agree %-5s %s%s%s" % (verdict, rel, (": " + detail) if detail else "",
                                          ("  | ours: " + mine[0]) if mine else ""))
        if verbose:
            for w in warnings:
                print("    generator warns: " + w.strip())
print("%d file(s), %d disagreement(s)" % (checked, disagreements))
sys.exit(1 if disagreements else 0)
PY
