#!/usr/bin/env python3
"""The layout check's worst cases: one generated component per shape and size, checked with
`reactant-lsp --check`, wall time and peak memory printed per size with the fitted growth
exponent (the slope of log time over log N; 1 is linear). A benchmark, not a test.

    scripts/layout-worst-cases.py [--binary PATH] [--sizes 250,500,1000,2000,4000] [--cases a,b]
                                  [--extra-args "--no-layout"] [--keep DIR]

Shapes (`--cases`, default all):
  stack-<distribution>  a vertical StackView of N labels, one per distribution
  conflicts             N views, each with two contradicting widths
  chain                 N views, each below the one before
  nested                N containers, each inside the one before (past the parser's depth
                        limit from 256 on: the file check reports the depth, layout must not
                        make it slower)
"""
import argparse
import math
import os
import subprocess
import sys
import tempfile
import time

HEADER = """<?xml version="1.0" encoding="UTF-8" ?>
<Component xmlns="http://schema.reactant.tech/ui"
    xmlns:layout="http://schema.reactant.tech/layout"
    type="{type}">
"""
FOOTER = "</Component>\n"
DISTRIBUTIONS = ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]


def stack(distribution, n):
    labels = "".join(f'        <Label text="Item {i}" />\n' for i in range(n))
    return (HEADER + f'    <StackView axis="vertical" distribution="{distribution}" layout:fillHorizontally="super" '
            f'layout:top="super">\n{labels}    </StackView>\n' + FOOTER)


def conflicts(n):
    views = "".join(f'    <View layout:id="v{i}" layout:width="100" layout:width="200" layout:height="10" '
                    f'layout:left="super" layout:top="super" />\n' for i in range(n))
    # Duplicate attributes are not XML: one attribute holds both widths.
    views = views.replace('layout:width="100" layout:width="200"', 'layout:width="100; 200"')
    return HEADER + views + FOOTER


def chain(n):
    views = ['    <Label layout:id="v0" text="0" layout:top="super" layout:left="super" />\n']
    views += [f'    <Label layout:id="v{i}" text="{i}" layout:below="id:v{i - 1}" layout:left="super" />\n'
              for i in range(1, n)]
    return HEADER + "".join(views) + FOOTER


def nested(n):
    opening = "".join(f'{"  " * (i % 40)}<Container layout:edges="super inset(1)">\n' for i in range(n))
    closing = "".join(f'{"  " * (i % 40)}</Container>\n' for i in reversed(range(n)))
    return HEADER + opening + '<Label text="deep" layout:edges="super" />\n' + closing + FOOTER


CASES = {f"stack-{d}": (lambda n, d=d: stack(d, n)) for d in DISTRIBUTIONS}
CASES.update({"conflicts": conflicts, "chain": chain, "nested": nested})


def run(binary, path, extra):
    """Wall seconds and peak resident megabytes of one `--check` run, and whether its layout
    was solved (not past the check's limits: `layout.not-solved`)."""
    with tempfile.TemporaryFile() as output:
        start = time.monotonic()
        process = subprocess.Popen([binary, "--check", "--format", "json", *extra, path], stdout=output, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        elapsed = time.monotonic() - start
        output.seek(0)
        solved = b'"layout.not-solved"' not in output.read()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"{binary} failed on {path} (exit {code})")
    return elapsed, usage.ru_maxrss / 1024, solved


def exponent(sizes, times):
    """Least-squares slope of log(time) over log(N)."""
    points = [(math.log(n), math.log(max(t, 1e-4))) for n, t in zip(sizes, times)]
    if len(points) < 2:
        return float("nan")
    mx = sum(x for x, _ in points) / len(points)
    my = sum(y for _, y in points) / len(points)
    sxx = sum((x - mx) ** 2 for x, _ in points)
    return sum((x - mx) * (y - my) for x, y in points) / sxx


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=os.path.join(root, ".build/release/reactant-lsp"))
    parser.add_argument("--sizes", default="250,500,1000,2000,4000")
    parser.add_argument("--cases", default=",".join(CASES))
    parser.add_argument("--extra-args", default="")
    parser.add_argument("--timeout", type=float, default=60, help="stop a case's series after a run this slow")
    parser.add_argument("--keep", help="write the generated files here and keep them")
    arguments = parser.parse_args()
    sizes = [int(s) for s in arguments.sizes.split(",")]
    extra = arguments.extra_args.split()
    directory = arguments.keep or tempfile.mkdtemp(prefix="layout-worst-cases-")
    os.makedirs(directory, exist_ok=True)
    print(f"{'case':<28}" + "".join(f"{n:>17}" for n in sizes) + f"{'exponent':>10}")
    worst = 0.0
    for name in arguments.cases.split(","):
        generate = CASES[name]
        times, cells, fitted_sizes = [], [], []
        for n in sizes:
            path = os.path.join(directory, f"{name}-{n}.ui.xml")
            with open(path, "w") as file:
                # A type of its own: files kept side by side are checked as one workspace.
                file.write(generate(n).replace("{type}", "".join(p.title() for p in name.split("-")) + str(n), 1))
            seconds, megabytes, solved = run(arguments.binary, path, extra)
            # Past the limits the layout is not solved: such a run says nothing of its growth.
            if solved:
                times.append(seconds)
                fitted_sizes.append(n)
            cells.append(f"{seconds:7.3f}s {megabytes:5.0f}MB" + ("" if solved else "*"))
            if seconds > arguments.timeout:
                break
        fitted = exponent(fitted_sizes, times)
        if not math.isnan(fitted):
            worst = max(worst, fitted)
        print(f"{name:<28}" + "".join(f"{c:>17}" for c in cells) + " " * 17 * (len(sizes) - len(cells)) + f"{fitted:10.2f}",
              flush=True)
    print(f"largest exponent: {worst:.2f} (bound 1.3), over the sizes solved; * not solved (past the check's limits)")


if __name__ == "__main__":
    main()
