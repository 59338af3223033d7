#!/usr/bin/env python3
"""Re-times fuzz findings by processor time, to tell a slow input from a busy machine.

libFuzzer's -timeout, -report_slow_units and the slowest-input harvest in Fuzz/run.sh measure
wall-clock time, which a loaded machine stretches: a campaign run beside builds (or at a low
priority) reports inputs as slow, or even as timeouts, that cost a few milliseconds. This runs
each given input once through its target's binary and prints the processor time (user and
system) the whole process took, and, for comparison, that of the target's first committed seed,
which is the cost of starting the process. An input is a finding when its time, less the
seed's, passes --bound.

    Fuzz/retime.py BIN_DIR TARGET INPUT... [--bound 1.0]

Exit status 1 when an input passes the bound, 2 on usage errors.
"""

import argparse
import os
import pathlib
import resource
import subprocess
import sys


def processor_time(binary, path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run([binary, "-detect_leaks=0", "-rss_limit_mb=4096", str(path)], capture_output=True,
                   env=dict(os.environ, ASAN_OPTIONS="detect_leaks=0"), timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bin_dir")
    parser.add_argument("target")
    parser.add_argument("inputs", nargs="+")
    parser.add_argument("--bound", type=float, default=1.0, help="seconds")
    arguments = parser.parse_args()
    binary = os.path.join(arguments.bin_dir, f"fuzz-{arguments.target}")
    seeds = sorted((pathlib.Path(__file__).resolve().parent / "Seeds" / arguments.target).iterdir())
    if not os.access(binary, os.X_OK) or not seeds:
        print(f"retime: no binary {binary} or no seeds for {arguments.target}", file=sys.stderr)
        return 2
    start_up = min(processor_time(binary, seeds[0]) for _ in range(3))
    print(f"start-up (seed {seeds[0].name}): {start_up * 1000:.1f} ms")
    over = False
    for path in arguments.inputs:
        cost = processor_time(binary, path) - start_up
        flag = "  OVER THE BOUND" if cost > arguments.bound else ""
        over = over or bool(flag)
        print(f"{cost * 1000:8.1f} ms  {path} ({os.path.getsize(path)} bytes){flag}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
