#!/usr/bin/env python3
"""Where the layout check's processor time goes, by stage: `perf record` on `reactant-lsp
--check` of a workspace, each sample inside `LayoutCheck.findings` given to the deepest stage its
stack names. A benchmark, not a test: it prints shares.

    scripts/layout-profile.py WORKSPACE [--binary PATH] [--frequency 2000] [--per-component US]

WORKSPACE: e.g. the check benchmark's (`swift run -c release check-benchmark --keep` in
Benchmarks/ prints its path). `--per-component` (the layout check's µs per component, from
scripts/kiwi-side-by-side.py) turns the shares into µs. Needs `perf` (Debian's linux-perf; it
falls back to the cpu-clock event where hardware counters are not exposed) and `swift demangle`.
"""
import argparse
import collections
import os
import re
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Stage, and the frames that mark it; a sample belongs to the deepest marked frame on its stack.
STAGES = [
    ("scene", ["LayoutSceneBuilder", "StyleLibrary.init", "FieldLayoutHolds", "DeviceSolving.init", "ConditionEvaluator",
               "ConditionalScene"]),
    ("build", ["SystemBuilder.build", "SystemBuilder.init", "SystemBuilder.plan", "SystemBuilder.arrange"]),
    ("moves between devices", ["SystemBuilder.resolve", "SystemBuilder.moveRoot", "changeConstants", "SimplexSolver.withdraw",
                               "IDsByConstraint"]),
    ("ambiguity and pins", ["pinWhatIsFree", "FreedomSources", "Ambiguity", "KeptPins", "DecidedPins", "ownAmbiguity"]),
    ("conflicts", ["Conflict", "conflictAgain", "explain"]),
    ("reading the solution", ["SystemBuilder.solution", "LayoutSolution"]),
    ("diagnostics", ["LayoutDiagnostics", "LayoutReportPolicy", "UncheckedItems", "LayoutFixes"]),
    ("measuring again", ["measuringAgain"]),
]
OTHER = "other (copies, tables, freeing systems)"


def stacks(script_output):
    """Each sample's frames, root first, without offsets and argument lists."""
    frames = []
    for line in script_output.splitlines():
        if not line.strip():
            if frames:
                yield list(reversed(frames))
            frames = []
        elif line.startswith((" ", "\t")):
            parts = line.strip().split(" ", 1)
            if len(parts) == 2:
                frames.append(re.sub(r"\s*\(.*$", "", re.sub(r"\+0x[0-9a-f]+$", "", parts[1])))
    if frames:
        yield list(reversed(frames))


def stage_of(frames):
    """The stage of a sample inside the layout check, else None."""
    inside, stage = False, None
    for frame in frames:
        if "LayoutCheck.findings" in frame:
            inside, stage = True, OTHER
        if inside:
            for name, marks in STAGES:
                if any(mark in frame for mark in marks):
                    stage = name
    return stage


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("workspace")
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/reactant-lsp"))
    parser.add_argument("--frequency", type=int, default=2000)
    parser.add_argument("--per-component", type=float)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="layout-profile-") as directory:
        data = os.path.join(directory, "perf.data")
        subprocess.run(["perf", "record", "-F", str(arguments.frequency), "-g", "-o", data, "--",
                        arguments.binary, "--check", arguments.workspace],
                       check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        script = subprocess.run(["perf", "script", "-i", data], check=True, capture_output=True, text=True).stdout
    demangled = subprocess.run(["swift", "demangle", "--simplified"], input=script, check=True, capture_output=True,
                               text=True).stdout
    counts = collections.Counter()
    total = 0
    for frames in stacks(demangled):
        total += 1
        stage = stage_of(frames)
        if stage:
            counts[stage] += 1
    layout = sum(counts.values())
    if not layout:
        raise SystemExit("no sample inside LayoutCheck.findings: a release build with symbols is needed")
    print(f"{arguments.binary} --check {arguments.workspace}")
    print(f"layout check: {layout} of {total} samples ({100 * layout / total:.1f}% of the check's processor time)")
    for name, count in counts.most_common():
        share = count / layout
        microseconds = f"   {share * arguments.per_component:6.0f} µs per component" if arguments.per_component else ""
        print(f"  {name:<40} {100 * share:5.1f}%{microseconds}")


if __name__ == "__main__":
    main()
