#!/usr/bin/env python3
"""Large structured inputs for the fuzz targets, where growth that a few kilobytes hide shows.

libFuzzer mutates inputs of at most -max_len bytes (8 KB in CI), so a path that is quadratic
in the number of views or declarations costs little there. This writes inputs of one shape at
doubling sizes (many sibling views, deep nesting, a long StackView, a chain of `below`, views
with contradicting constraints; Swift classes with many properties, many classes, long
expressions), runs each target's binary on each file once (libFuzzer runs given files and
prints the time of each), and fits the growth exponent of time against size over the sizes
that took long enough to measure. An exponent above --max-exponent is a finding.

    Fuzz/large-inputs.py BIN_DIR [--shapes NAME,...] [--start 250] [--steps 5] [--budget 60]

BIN_DIR holds the fuzz-* binaries (Fuzz/run.sh builds them; `swift build -c release
-Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld --show-bin-path` in Fuzz/ prints it).
A shape stops growing once one input takes longer than --budget seconds. Exit status 1 when a
shape grows faster than --max-exponent (default 1.3) or an input crashes, 2 on usage errors.
"""

import argparse
import math
import os
import pathlib
import re
import subprocess
import sys
import tempfile

HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n'
        '<Component xmlns="http://schema.reactant.tech/ui"\n'
        '    xmlns:layout="http://schema.reactant.tech/layout"\n'
        '    type="LargeRootView">\n')
TAIL = '</Component>\n'


def sibling_views(n):
    views = ['    <Label field="v0" text="first" layout:top="super" layout:leading="super inset(8)" />\n']
    views += [f'    <Label field="v{i}" text="label {i}" layout:below="v{i - 1} offset(4)" '
              f'layout:leading="v{i - 1}" layout:trailing=":lte super inset(8)" />\n' for i in range(1, n)]
    return HEAD + "".join(views) + TAIL


def deep_nesting(n):
    opening = "".join(f'{"  " * (i % 40)}<Container layout:edges="super inset(1)">\n' for i in range(n))
    closing = "".join(f'{"  " * (i % 40)}</Container>\n' for i in reversed(range(n)))
    return HEAD + opening + '<Label text="deep" layout:center="super" />\n' + closing + TAIL


def stack_of_labels(distribution):
    def shape(n):
        labels = "".join(f'        <Label text="row {i}" />\n' for i in range(n))
        return (HEAD + f'    <StackView axis="vertical" distribution="{distribution}" spacing="4" '
                'layout:edges="super">\n' + labels + '    </StackView>\n' + TAIL)
    return shape


def contradicting_pairs(n):
    views = "".join(f'    <Container layout:id="c{i}" layout:top="super inset({i})" layout:leading="super" '
                    f'layout:width="40" layout:height="20" layout:bottom="super inset({i})" '
                    f'layout:trailing="super" />\n' for i in range(n))
    return HEAD + views + TAIL


def huge_constants(n):
    # Constants of 10^20 points, where a screen's width rounds away: each view's `width` equal
    # to its superview's read as contradicting every required constraint before it (N views
    # cost N^2 and more) until such constants were left out of the layout.
    far = "1" + "0" * 20
    views = "".join(f'    <Container layout:id="c{i}" layout:leading="super offset({far})" '
                    f'layout:trailing="super offset({far})" layout:width="super" layout:top="super inset({i})" '
                    f'layout:height="20" />\n' for i in range(n))
    return HEAD + views + TAIL


def swift_properties(n):
    properties = "".join(f"    private let label{i} = UILabel()\n" for i in range(n))
    return f"import Reactant\nimport UIKit\n\nfinal class LargeRootView: ViewBase<Void, Void> {{\n{properties}}}\n"


def swift_classes(n):
    # Many classes, not a chain of n superclasses: the target asks each class for its
    # superclass chain, which along a chain is quadratic by its own design (`--check` reads a
    # 4,000-class chain in 0.07 s).
    classes = "".join(f"class Screen{i}: UIView {{ let label{i} = UILabel() }}\n" for i in range(n))
    return "import UIKit\n" + classes


def swift_long_expression(n):
    terms = " + ".join(f"value{i}" for i in range(n))
    return f"import UIKit\n\nfinal class Sum: UIView {{\n    let total = {terms}\n    let label = UILabel()\n}}\n"


SHAPES = {
    "analysis-siblings": ("analysis", sibling_views, ".ui.xml"),
    "analysis-nesting": ("analysis", deep_nesting, ".ui.xml"),
    "syntax-nesting": ("syntax", deep_nesting, ".ui.xml"),
    "solve-siblings": ("solve", sibling_views, ".ui.xml"),
    "solve-stack-fill": ("solve", stack_of_labels("fill"), ".ui.xml"),
    "solve-stack-fillEqually": ("solve", stack_of_labels("fillEqually"), ".ui.xml"),
    "solve-stack-equalSpacing": ("solve", stack_of_labels("equalSpacing"), ".ui.xml"),
    "solve-contradictions": ("solve", contradicting_pairs, ".ui.xml"),
    "solve-nesting": ("solve", deep_nesting, ".ui.xml"),
    "solve-huge-constants": ("solve", huge_constants, ".ui.xml"),
    "swift-properties": ("swift", swift_properties, ".swift"),
    "swift-classes": ("swift", swift_classes, ".swift"),
    "swift-expression": ("swift", swift_long_expression, ".swift"),
}


def time_one(binary, path, budget):
    """Seconds libFuzzer reports for one run of the file, or None when it crashed or ran out."""
    try:
        result = subprocess.run([binary, "-rss_limit_mb=8192", "-timeout=%d" % (budget * 2), str(path)],
                                capture_output=True, text=True, timeout=budget * 3,
                                env=dict(os.environ, ASAN_OPTIONS="detect_leaks=0"))
    except subprocess.TimeoutExpired:
        return None, "did not finish"
    match = re.search(r"^Executed .* in (\d+) ms$", result.stdout + result.stderr, re.MULTILINE)
    if result.returncode != 0 or not match:
        return None, (result.stderr or result.stdout).strip().splitlines()[-1:]
    return int(match.group(1)) / 1000, None


def fitted_exponent(points):
    """Least-squares slope of log(time) against log(size)."""
    xs = [math.log(size) for size, _ in points]
    ys = [math.log(seconds) for _, seconds in points]
    mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
    spread = sum((x - mean_x) ** 2 for x in xs)
    return sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys)) / spread if spread else 0.0


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bin_dir")
    parser.add_argument("--shapes", default=",".join(SHAPES))
    parser.add_argument("--start", type=int, default=250)
    parser.add_argument("--steps", type=int, default=5)
    parser.add_argument("--budget", type=float, default=60)
    parser.add_argument("--max-exponent", type=float, default=1.3)
    parser.add_argument("--floor", type=float, default=0.05, help="seconds below which a time is too noisy to fit")
    arguments = parser.parse_args()
    names = arguments.shapes.split(",")
    unknown = [name for name in names if name not in SHAPES]
    if unknown or not os.path.isdir(arguments.bin_dir):
        print(f"large-inputs: unknown shapes {unknown} or no folder {arguments.bin_dir}", file=sys.stderr)
        return 2

    findings = []
    with tempfile.TemporaryDirectory(prefix="large-inputs-") as scratch:
        for name in names:
            target, generate, suffix = SHAPES[name]
            binary = os.path.join(arguments.bin_dir, f"fuzz-{target}")
            points, row = [], []
            for step in range(arguments.steps):
                n = arguments.start * 2 ** step
                path = pathlib.Path(scratch) / f"{name}-{n}{suffix}"
                path.write_text(generate(n))
                seconds, problem = time_one(binary, path, arguments.budget)
                size = path.stat().st_size
                if seconds is None:
                    row.append(f"{n}: {problem}")
                    findings.append(f"{name} at n={n} ({size} bytes): {problem}")
                    break
                row.append(f"{n}: {seconds * 1000:.0f} ms")
                if seconds >= arguments.floor:
                    points.append((size, seconds))
                if seconds > arguments.budget:
                    break
            exponent = fitted_exponent(points) if len(points) >= 2 else None
            shown = f"{exponent:.2f}" if exponent is not None else "n/a (too fast to fit)"
            print(f"{name:<26} exponent {shown:<22} " + ", ".join(row), flush=True)
            if exponent is not None and exponent > arguments.max_exponent:
                findings.append(f"{name}: time grows with size^{exponent:.2f}")
    for finding in findings:
        print(f"FINDING: {finding}", file=sys.stderr)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
