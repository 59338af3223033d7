#!/usr/bin/env bash
# Writes what the layout check shows of a fixed set of inputs, to compare two binaries byte for
# byte (the layout's verdicts, frames and messages must not move when only its speed changes):
#
#   scripts/layout-outputs.sh BINARY OUTDIR      # then: diff -r OUTDIR-before OUTDIR-after
#
# The inputs: the corpus under ../shared/corpus (or $CORPUS), the check-benchmark's generated
# workspace (200 files by default, $FILES), and the worst-case shapes of
# scripts/layout-worst-cases.py at a small size. For each: `--check --format json` on the
# whole set, and `--preview --format json` of its first $PREVIEWS (25) components on every built-in device.
set -euo pipefail
binary=$(realpath "$1")
out=$2
here=$(cd "$(dirname "$0")/.." && pwd)
corpus=${CORPUS:-$here/../shared/corpus}
files=${FILES:-200}
# Components previewed per set, on every device (a process each).
previews=${PREVIEWS:-25}
inputs=$(mktemp -d)
trap 'rm -rf "$inputs"' EXIT
mkdir -p "$out"

# The benchmark workspace, from the benchmark package's own generator compiled on its own.
cat > "$inputs/main.swift" <<'SWIFT'
import Foundation
var generator = WorkspaceGenerator(fileCount: Int(CommandLine.arguments[2])!, seed: 20_240_601)
_ = try generator.write(to: URL(fileURLWithPath: CommandLine.arguments[1]))
SWIFT
swiftc -O -module-name Generator -o "$inputs/generate" "$here"/Benchmarks/BenchmarkWorkspaces/*.swift "$inputs/main.swift"
"$inputs/generate" "$inputs/workspace" "$files"
python3 "$here/scripts/layout-worst-cases.py" --binary /bin/true --sizes 60 --keep "$inputs/worst" >/dev/null

# The built-in devices (`DevicePreset.all`).
devices=$(sed -n 's/^ *DevicePreset("\([a-z0-9-]*\)".*/\1/p' "$here/Sources/ReactantLayout/DevicePreset.swift")
[ -n "$devices" ] || { echo "no devices found in DevicePreset.swift" >&2; exit 1; }
for set in corpus workspace worst; do
    case $set in corpus) dir=$corpus ;; *) dir=$inputs/$set ;; esac
    # Paths relative to the set, so two runs compare.
    (cd "$dir" && "$binary" --check --format json . > "$out/$set.check.json" || true)
    while IFS= read -r file; do
        name=$(echo "${file#./}" | tr '/' '_')
        for device in $devices; do
            (cd "$dir" && "$binary" --preview "$file" --device "$device" --format json > "$out/$set.$name.$device.json" 2>&1 || true)
        done
    done < <(cd "$dir" && grep -l -r --include='*.ui.xml' '<Component' . | sort | head -n "$previews")
done
echo "wrote $(ls "$out" | wc -l) outputs to $out"
