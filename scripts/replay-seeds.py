#!/usr/bin/env python3
"""Replays the committed fuzz seeds through the reactant-lsp binary itself and prints the
slowest input of each surface beside the bound every input must stay under.

The fuzz targets time each input inside one process, under AddressSanitizer; this replays
them as users meet them: a `.ui.xml` or `.styles.xml` seed through `--check`, a `layout:`
value seed inside a one-view component through `--check`, a Swift seed beside a component
through `--check` (which reads the Swift files of the folder), and a JSON-RPC seed's bytes on
the server's standard input. Times are processor time (user and system, all threads), which
other work on a busy machine does not inflate as it does wall time. Every run pays the
process's start-up, so each time printed is the run's time less the median of runs on an
empty component (printed too): what the input itself costs. Each input runs `--repeat` times
(default 3) and counts at its fastest.

    scripts/replay-seeds.py BINARY [--seeds Fuzz/Seeds] [--bound 0.1] [--repeat 3] [--max-bytes 8192]

Give it a release build (scripts/build-release.sh): the bound is for what users run. Exit
status 1 when an input of at most --max-bytes bytes takes longer than the bound, 2 on usage
errors. The `incremental` seeds are edit scripts for the incremental parser, which no single
command replays: the fuzz target times those (Fuzz/run.sh with FUZZ_KEEP_SLOWEST).
"""

import argparse
import os
import pathlib
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
from xml.sax.saxutils import quoteattr

COMPONENT_HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<Component xmlns="http://schema.reactant.tech/ui"\n'
    '    xmlns:layout="http://schema.reactant.tech/layout"\n'
    '    type="ReplayRootView">\n'
)
EMPTY_COMPONENT = COMPONENT_HEAD + "    <Label field=\"title\" text=\"Replay\" />\n</Component>\n"

# The `layout` target reads its attribute from the seed's first byte; here each value is
# replayed under a few attributes of different kinds at once, one view each.
LAYOUT_ATTRIBUTES = ["layout:below", "layout:leading", "layout:width", "layout:edges", "layout:center"]


def run(command, cwd, stdin_bytes=None):
    """Processor time (user and system) of one run: what the input costs, whatever else the
    machine is doing. Its exit status does not matter (errors are reports)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, cwd=cwd, input=stdin_bytes, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def fastest(repeat, function):
    return min(function() for _ in range(repeat))


class Replayer:
    def __init__(self, binary, scratch, repeat):
        self.binary = binary
        self.scratch = scratch
        self.repeat = repeat

    def fresh_folder(self):
        return pathlib.Path(tempfile.mkdtemp(dir=self.scratch))

    def check_folder(self, folder):
        return fastest(self.repeat, lambda: run([self.binary, "--check", "--quiet", str(folder)], folder))

    def document(self, seed):
        folder = self.fresh_folder()
        name = seed.name if seed.name.endswith((".ui.xml", ".styles.xml")) else "Seed.ui.xml"
        shutil.copyfile(seed, folder / name)
        return self.check_folder(folder)

    def layout_value(self, seed):
        # The target's first byte picks the attribute; the rest is the value.
        value = seed.read_bytes()[1:].decode("utf-8", errors="replace")
        folder = self.fresh_folder()
        views = "".join(
            f"    <Container layout:id=\"v{index}\" {attribute}={quoteattr(value)} />\n"
            for index, attribute in enumerate(LAYOUT_ATTRIBUTES))
        (folder / "Seed.ui.xml").write_text(COMPONENT_HEAD + "    <Label field=\"title\" />\n" + views + "</Component>\n")
        return self.check_folder(folder)

    def swift_file(self, seed):
        folder = self.fresh_folder()
        shutil.copyfile(seed, folder / "Seed.swift")
        (folder / "ReplayRootView.ui.xml").write_text(EMPTY_COMPONENT)
        return self.check_folder(folder)

    def jsonrpc_stream(self, seed):
        # The target's first byte is the size of the pieces it feeds; the rest is the stream.
        stream = seed.read_bytes()[1:]
        return fastest(self.repeat, lambda: run([self.binary], self.scratch, stdin_bytes=stream))

    def baseline(self):
        folder = self.fresh_folder()
        (folder / "ReplayRootView.ui.xml").write_text(EMPTY_COMPONENT)
        check = statistics.median(run([self.binary, "--check", "--quiet", str(folder)], folder) for _ in range(9))
        server = statistics.median(run([self.binary], self.scratch, stdin_bytes=b"") for _ in range(9))
        return check, server


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary")
    parser.add_argument("--seeds", default=str(pathlib.Path(__file__).resolve().parent.parent / "Fuzz" / "Seeds"))
    parser.add_argument("--bound", type=float, default=0.1)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--max-bytes", type=int, default=8192)
    arguments = parser.parse_args()
    binary = os.path.abspath(arguments.binary)
    seeds = pathlib.Path(arguments.seeds)
    if not os.access(binary, os.X_OK) or not seeds.is_dir():
        print(f"replay-seeds: need an executable binary and a seeds folder ({binary}, {seeds})", file=sys.stderr)
        return 2

    with tempfile.TemporaryDirectory(prefix="replay-seeds-") as scratch:
        replayer = Replayer(binary, scratch, arguments.repeat)
        check_start, server_start = replayer.baseline()
        print(f"start-up (median of 9, subtracted below): --check {check_start * 1000:.1f} ms, "
              f"server {server_start * 1000:.1f} ms")
        surfaces = [
            ("syntax", replayer.document, check_start),
            ("analysis", replayer.document, check_start),
            ("solve", replayer.document, check_start),
            ("layout", replayer.layout_value, check_start),
            ("swift", replayer.swift_file, check_start),
            ("jsonrpc", replayer.jsonrpc_stream, server_start),
        ]
        over = []
        print(f"{'surface':<10} {'inputs':>6} {'slowest':>10}  input (bytes)")
        for surface, replay, start_up in surfaces:
            folder = seeds / surface
            if not folder.is_dir():
                continue
            timings = []
            for seed in sorted(folder.iterdir()):
                if not seed.is_file():
                    continue
                cost = max(0.0, replay(seed) - start_up)
                size = seed.stat().st_size
                timings.append((cost, seed.name, size))
                if cost > arguments.bound and size <= arguments.max_bytes:
                    over.append((surface, seed.name, size, cost))
            if not timings:
                continue
            cost, name, size = max(timings)
            print(f"{surface:<10} {len(timings):>6} {cost * 1000:>7.1f} ms  {name} ({size})")
        print(f"bound: {arguments.bound * 1000:.0f} ms per input of at most {arguments.max_bytes} bytes")
        sys.stdout.flush()
        for surface, name, size, cost in over:
            print(f"OVER THE BOUND: {surface}/{name} ({size} bytes) took {cost * 1000:.1f} ms", file=sys.stderr)
        return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
