#!/usr/bin/env python3
"""The layout check beside kiwisolver (the C++ Cassowary solver behind Enaml, driven from
Python) on the same systems, in one run. A benchmark, not a test: it prints figures.

    scripts/kiwi-side-by-side.py [--files 2000] [--repetitions 3] [--binary PATH]
                                 [--simplex PATH] [--exporter PATH] [--venv DIR] [--keep DIR]
                                 [--every-device] [--reuse]

1. `layout-systems` (Benchmarks/) generates the check-benchmark workspace and exports the
   linear system of every component's solve per group of traits (variables, constraints with
   relation, constant and priority, and the device-dependent constants: the root's size,
   safe-area insets, margins; one value set per device the check solves: a component that is
   no screen only prefers the device's size, so the check solves it once per group of traits;
   `--every-device` exports every device with its own root numbers, as kiwisolver was timed
   when the target was set).
2. kiwisolver, in a virtual environment this script makes (`python3 -m venv`, `pip install
   kiwisolver`), and kiwisolver's C++ core alone (scripts/kiwi-driver.cpp, compiled with
   `g++ -O2` against the headers of the same version's source distribution, which the script
   downloads from PyPI into the virtual environment's folder) each build each system once and solves it on every device by moving edit
   variables: the root's width and height themselves, and a parameter variable added to each
   other constraint whose constant depends on the device. Priorities become kiwi strengths
   (a weighted sum, where AutoLayout's priorities are strictly ordered): 1000 is required,
   p below it 10^(7.5p/1000) (KIWI_SCALE=7.5), the edits 10^8 (see SCALE).
3. `simplex-benchmark --systems` solves the same systems through the Simplex API alone, moving
   between devices by changing constants in place, and decides which frame variables are
   ambiguous.
4. `reactant-lsp --check` and `--check --no-layout` on the workspace: the layout check's
   processor time is the difference.

Printed: processor time per component of each, the ratios to kiwisolver (the ratios to its C++
core also on lines of their own, `layout check ÷ kiwisolver C++: 0.93`, each the median of the
repetitions' own ratios: the machine's speed drifts between repetitions), and on how many
device solves the solvers agree on every frame variable the simplex core finds
determined (a disagreement is listed: it is a finding, not noise).

Build first: `swift build -c release --product reactant-lsp` and `--product simplex-benchmark`
in the repository, and `swift build -c release --product layout-systems` in Benchmarks/ (the
exporter times nothing: a debug build serves).
"""
import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Priority p < 1000 weighs 10^(SCALE·p/1000) in kiwi (required is 1.001e9). The wider the
# spread, the closer kiwi's weighted sum comes to AutoLayout's strict order of priorities (on
# the 2,000-file workspace 6 leaves 294 systems solved otherwise, 7.5 leaves 163), but from 8
# on kiwi aborts on some generated screens ("The objective is unbounded", an uncaught
# InternalSolverError). KIWI_SCALE overrides it.
SCALE = float(os.environ.get("KIWI_SCALE", "7.5"))
EDIT_STRENGTH = 10 ** (SCALE + 0.5)
TOLERANCE = 1e-3  # points


def kiwi_strength(kiwi, priority):
    if priority >= 1000:
        return kiwi.strength.required
    return 10 ** (SCALE * priority / 1000)


def kiwi_build(kiwi, system, constants=None):
    """The system in a new kiwi solver: with `constants` (a device's parameter values) as plain
    constants, else with an edit variable per parameter. Returns the solver, the frame
    variables, the edits (variable and the sign its value takes from the constant, per
    parameter) and how many required constraints kiwi rejected."""
    solver = kiwi.Solver()
    variables = [kiwi.Variable(f"v{index}") for index in range(system["variables"])]
    parameters = {index: position for position, index in enumerate(system["parameters"])}
    edits = [None] * len(parameters)
    edited = set()
    rejected = 0
    for index, (relation, priority, terms, constant) in enumerate(system["constraints"]):
        expression = sum((coefficient * variables[variable] for variable, coefficient in terms), 0.0)
        if index in parameters and constants is not None:
            constant = constants[parameters[index]]
        elif index in parameters:
            position = parameters[index]
            single = len(terms) == 1 and terms[0][1] == 1 and relation == "=="
            if single and terms[0][0] not in edited:
                # `v + c == 0`: v itself is the edit variable (the root's width or height).
                variable = variables[terms[0][0]]
                edited.add(terms[0][0])
                strength = EDIT_STRENGTH if priority >= 1000 else kiwi_strength(kiwi, priority)
                solver.addEditVariable(variable, strength)
                edits[position] = (variable, -1.0)
                continue
            parameter = kiwi.Variable(f"p{index}")
            solver.addEditVariable(parameter, EDIT_STRENGTH)
            edits[position] = (parameter, 1.0)
            expression = expression + parameter
            constant = 0.0
        expression = expression + constant
        constraint = (expression <= 0) if relation == "<=" else (expression >= 0) if relation == ">=" else (expression == 0)
        try:
            solver.addConstraint(constraint | kiwi_strength(kiwi, priority))
        except kiwi.UnsatisfiableConstraint:
            rejected += 1
    return solver, variables[: 4 * system["items"]], edits, rejected


def kiwi_worker(systems_path, values_path):
    """Runs inside the virtual environment: solves every system with kiwisolver.

    A system where kiwi rejects a required constraint is built afresh for each device, with
    that device's constants, as the layout check does with a conflict: after a rejection kiwi's
    tableau is not consistent, and moving an edit variable can abort the process ("Dual optimize
    failed", nucleic/kiwi#15)."""
    import kiwisolver as kiwi

    with open(systems_path) as file:
        export = json.load(file)
    seconds = 0.0
    rejected = conflicted = 0
    results = []
    clock = time.process_time
    for system in export["systems"]:
        per_device = []
        start = clock()
        solver, frames, edits, rejections = kiwi_build(kiwi, system)
        if rejections:
            conflicted += 1
            rejected += rejections
            for device in system["devices"]:
                solver, frames, _, _ = kiwi_build(kiwi, system, device["constants"])
                solver.updateVariables()
                seconds += clock() - start
                per_device.append([variable.value() for variable in frames])
                start = clock()
        else:
            for device in system["devices"]:
                for (variable, sign), value in zip(edits, device["constants"]):
                    solver.suggestValue(variable, sign * value)
                solver.updateVariables()
                seconds += clock() - start
                per_device.append([variable.value() for variable in frames])
                start = clock()
        seconds += clock() - start
        results.append(per_device)
    with open(values_path, "w") as file:
        json.dump({"systems": results}, file)
    print(f"kiwi-seconds {seconds:.6f} {rejected} {conflicted}")


def ensure_venv(directory):
    python = os.path.join(directory, "bin", "python")
    if not os.path.exists(python):
        print(f"making a virtual environment with kiwisolver in {directory}", flush=True)
        subprocess.run([sys.executable, "-m", "venv", directory], check=True)
        subprocess.run([python, "-m", "pip", "install", "--quiet", "kiwisolver"], check=True)
    version = subprocess.run([python, "-c", "import kiwisolver; print(kiwisolver.__version__)"],
                             check=True, capture_output=True, text=True).stdout.strip()
    return python, version


def write_plain_systems(export, path):
    """The systems in the plain form kiwi-driver.cpp reads (see its header)."""
    with open(path, "w") as file:
        file.write(f"systems {len(export['systems'])}\n")
        for system in export["systems"]:
            file.write(f"system {system['variables']} {system['items']} {len(system['constraints'])} "
                       f"{len(system['parameters'])} {len(system['devices'])}\n")
            for relation, priority, terms, constant in system["constraints"]:
                pairs = " ".join(f"{variable} {coefficient!r}" for variable, coefficient in terms)
                file.write(f"c {relation} {priority!r} {constant!r} {len(terms)} {pairs}\n")
            file.write("p " + " ".join(str(index) for index in system["parameters"]) + "\n")
            for device in system["devices"]:
                file.write("d " + " ".join(repr(float(value)) for value in device["constants"]) + "\n")


def read_plain_values(export, path):
    """kiwi-driver's frame values, shaped as the Python worker writes them."""
    with open(path) as file:
        lines = iter(file.read().splitlines())
    return {"systems": [[[float(value) for value in next(lines).split()] for _ in system["devices"]]
                        for system in export["systems"]]}


def ensure_kiwi_driver(python, version, directory):
    """kiwi-driver.cpp compiled against kiwisolver's headers from the source distribution of the
    version the virtual environment holds (downloaded once into `directory`)."""
    driver = os.path.join(directory, f"kiwi-driver-{version}")
    source = os.path.join(ROOT, "scripts", "kiwi-driver.cpp")
    if os.path.exists(driver) and os.path.getmtime(driver) >= os.path.getmtime(source):
        return driver
    headers = os.path.join(directory, f"kiwisolver-{version}")
    if not os.path.isdir(os.path.join(headers, "kiwi")):
        print(f"downloading kiwisolver {version}'s source distribution for its C++ headers", flush=True)
        subprocess.run([python, "-m", "pip", "download", "--quiet", "--no-binary", ":all:", "--no-deps",
                        f"kiwisolver=={version}", "-d", directory], check=True)
        subprocess.run(["tar", "xzf", os.path.join(directory, f"kiwisolver-{version}.tar.gz"), "-C", directory], check=True)
    subprocess.run(["g++", "-O2", "-std=c++17", "-I", headers, source, "-o", driver], check=True)
    return driver


def children_processor_time():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command):
    """Wall and processor time (user + system over all threads) of one run, output discarded."""
    before = children_processor_time()
    start = time.monotonic()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.monotonic() - start, children_processor_time() - before


def last_line(command, prefix):
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    for line in output.splitlines():
        if line.startswith(prefix):
            return output, line.split()[1:]
    raise SystemExit(f"no '{prefix}' line from {command[0]}:\n{output}")


def compare(export, ours, theirs):
    """Device solves on which every frame variable the simplex core finds determined has the
    same value in kiwisolver's solution, and the disagreements."""
    agreeing = solves = compared = 0
    systems_agreeing = 0
    disagreements = []
    for system, our_devices, their_devices in zip(export["systems"], ours["systems"], theirs["systems"]):
        system_agrees = True
        for device, ours_here, theirs_here in zip(system["devices"], our_devices, their_devices):
            solves += 1
            agrees = True
            for index, (value, ambiguous, other) in enumerate(zip(ours_here["values"], ours_here["ambiguous"], theirs_here)):
                if ambiguous:
                    continue
                compared += 1
                if abs(value - other) > TOLERANCE:
                    agrees = False
                    if len(disagreements) < 12:
                        disagreements.append((system["component"], device["names"], index // 4, "xywh"[index % 4], value, other))
            agreeing += agrees
            system_agrees &= agrees
        systems_agreeing += system_agrees
    return agreeing, solves, systems_agreeing, compared, disagreements


def kiwi_aborts(worker, systems, directory):
    """The systems kiwi aborts on (an uncaught C++ exception ends the process), found chunk by
    chunk and then one by one. `worker(export, values_path)` runs one side on an export and
    returns its process result."""
    def aborts(subset):
        path = os.path.join(directory, "kiwi-probe")
        return worker({"files": 0, "components": 0, "systems": subset}, path + ".values").returncode != 0

    found = []
    step = 200
    for start in range(0, len(systems), step):
        if aborts(systems[start:start + step]):
            found += [index for index in range(start, min(start + step, len(systems))) if aborts([systems[index]])]
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--files", type=int, default=2000)
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build/release/reactant-lsp"))
    parser.add_argument("--simplex", default=os.path.join(ROOT, ".build/release/simplex-benchmark"))
    parser.add_argument("--exporter")
    parser.add_argument("--venv", default=os.path.join(ROOT, ".build/kiwi-venv"))
    parser.add_argument("--keep", help="a directory for the workspace, systems and values (kept)")
    parser.add_argument("--reuse", action="store_true",
                        help="with --keep: use the workspace and systems already exported there")
    parser.add_argument("--every-device", action="store_true",
                        help="solve every device with its own root numbers, not only the devices the check solves")
    parser.add_argument("--kiwi-worker", nargs=2, metavar=("SYSTEMS", "VALUES"), help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.kiwi_worker:
        return kiwi_worker(*arguments.kiwi_worker)

    exporter = arguments.exporter or next(
        (path for path in (os.path.join(ROOT, "Benchmarks/.build", configuration, "layout-systems") for configuration in ("release", "debug"))
         if os.path.exists(path)), None)
    for name, path in (("reactant-lsp", arguments.binary), ("simplex-benchmark", arguments.simplex), ("layout-systems", exporter)):
        if not path or not os.access(path, os.X_OK):
            raise SystemExit(f"no {name} at {path}; see this script's help for the builds it needs")
    directory = arguments.keep or tempfile.mkdtemp(prefix="kiwi-side-by-side-")
    os.makedirs(directory, exist_ok=True)
    workspace = os.path.join(directory, "workspace")
    systems_path = os.path.join(directory, "systems.json")
    if not (arguments.reuse and os.path.exists(systems_path)):
        subprocess.run([exporter, "--files", str(arguments.files), "--workspace", workspace, "--output", systems_path]
                       + (["--every-device"] if arguments.every_device else []), check=True)
    with open(systems_path) as file:
        export = json.load(file)
    components = export["components"]
    python, kiwi_version = ensure_venv(arguments.venv)
    # Systems kiwi aborts on are left out of both sides (and named), so the rest can be timed.
    # Whether kiwi aborts can depend on the run (its tables are ordered by address), so every
    # run may find more.
    left_out = []

    driver = ensure_kiwi_driver(python, kiwi_version, arguments.venv)

    def python_worker(subset, values_path):
        path = values_path + ".systems.json"
        with open(path, "w") as file:
            json.dump(subset, file)
        return subprocess.run([python, os.path.abspath(__file__), "--kiwi-worker", path, values_path],
                              capture_output=True, text=True)

    def cpp_worker(subset, values_path):
        path = values_path + ".systems.txt"
        write_plain_systems(subset, path)
        return subprocess.run([driver, path, values_path, repr(SCALE)], capture_output=True, text=True)

    def run_kiwi(worker, values_path):
        """One side's `kiwi-seconds` line; True as well when systems had to be left out."""
        nonlocal systems_path
        left_out_now = False
        for _ in range(4):
            result = worker(export, values_path)
            if result.returncode == 0:
                line = next(line.split()[1:] for line in result.stdout.splitlines() if line.startswith("kiwi-seconds"))
                return line, left_out_now
            aborted = set(kiwi_aborts(worker, export["systems"], directory))
            if not aborted:
                continue
            left_out_now = True
            left_out.extend(export["systems"][index] for index in sorted(aborted))
            export["systems"] = [system for index, system in enumerate(export["systems"]) if index not in aborted]
            systems_path = os.path.join(directory, "systems-kiwi-solves.json")
            with open(systems_path, "w") as file:
                json.dump(export, file)
        raise SystemExit("kiwisolver keeps aborting")

    kiwi_values = os.path.join(directory, "kiwi-values.json")
    cpp_values = os.path.join(directory, "kiwi-cpp-values.txt")
    simplex_values = os.path.join(directory, "simplex-values.json")
    kiwi_times, cpp_times, simplex_times, ambiguity_times = [], [], [], []
    check_times, file_check_times = [], []
    check = [arguments.binary, "--check", workspace]
    file_check = [arguments.binary, "--check", "--no-layout", workspace]
    timed(check)  # warms the page cache
    simplex_output = ""
    rejected = conflicted = 0
    for _ in range(arguments.repetitions):
        # Both kiwi sides solve the same systems: when one leaves some out, both run again.
        while True:
            kiwi_line, _ = run_kiwi(python_worker, kiwi_values)
            cpp_line, cpp_left_out = run_kiwi(cpp_worker, cpp_values)
            if not cpp_left_out:
                break
        kiwi_times.append(float(kiwi_line[0]))
        cpp_times.append(float(cpp_line[0]))
        rejected, conflicted = int(kiwi_line[1]), int(kiwi_line[2])
        simplex_output, simplex_line = last_line([arguments.simplex, "--systems", systems_path, "--values", simplex_values], "simplex-seconds")
        simplex_times.append(float(simplex_line[0]))
        ambiguity_times.append(float(simplex_line[1]))
        check_times.append(timed(check))
        file_check_times.append(timed(file_check))

    with open(kiwi_values) as file:
        theirs = json.load(file)
    theirs_cpp = read_plain_values(export, cpp_values)
    with open(simplex_values) as file:
        ours = json.load(file)
    agreeing, solves, systems_agreeing, compared, disagreements = compare(export, ours, theirs)
    cpp_agreement = compare(export, ours, theirs_cpp)

    kiwi = statistics.median(kiwi_times)
    kiwi_cpp = statistics.median(cpp_times)
    simplex = statistics.median(simplex_times)
    ambiguity = statistics.median(ambiguity_times)
    check_processor = statistics.median(t[1] for t in check_times)
    file_check_processor = statistics.median(t[1] for t in file_check_times)
    layout = check_processor - file_check_processor
    # The ratios pair each repetition's figures, which ran one after another, and take the
    # median of those: the machine's speed drifts between repetitions more than within one.
    layout_times = [check[1] - file_check[1] for check, file_check in zip(check_times, file_check_times)]

    def paired(times, yardstick):
        return statistics.median(time / reference for time, reference in zip(times, yardstick))

    layout_ratio = paired(layout_times, cpp_times)
    simplex_ratio = paired(simplex_times, cpp_times)
    constraints = sum(len(system["constraints"]) for system in export["systems"])
    print()
    print(f"workspace: {export['files']} files, {components} components laid out; {len(export['systems'])} systems "
          f"(one per group of traits), {constraints} constraints, {solves} device solves; {os.cpu_count()} cores")
    print("\n".join(line for line in simplex_output.splitlines() if not line.startswith("simplex-seconds")))
    print(f"kiwisolver {kiwi_version}: {rejected} required constraints rejected as unsatisfiable "
          f"({conflicted} systems, built afresh per device)")
    if left_out:
        print(f"kiwisolver aborted (an uncaught InternalSolverError) on {len(left_out)} systems, left out of both sides:")
        for system in left_out[:5]:
            print(f"  {os.path.relpath(system['component'], workspace)} on {', '.join(sum((d['names'] for d in system['devices']), []))}")
    print()
    print(f"processor time, median of {arguments.repetitions}              total     per component   ÷ kiwisolver")
    rows = [
        ("kiwisolver (Python, edit variables)", kiwi),
        ("kiwisolver C++ core (no Python)", kiwi_cpp),
        ("simplex core: build and solve", simplex),
        ("simplex core: + ambiguity of frames", simplex + ambiguity),
        ("layout check (--check − --no-layout)", layout),
    ]
    for title, seconds in rows:
        print(f"  {title:<40} {seconds:7.3f} s   {seconds / max(components, 1) * 1e6:8.1f} µs   {seconds / kiwi:8.2f}")
    print(f"  (--check {check_processor:.3f} s, --check --no-layout {file_check_processor:.3f} s processor; "
          f"wall {statistics.median(t[0] for t in check_times):.3f} s and {statistics.median(t[0] for t in file_check_times):.3f} s)")
    print()
    print(f"ratios to kiwisolver's C++ core: the median of each repetition's ({arguments.repetitions})")
    print(f"layout check ÷ kiwisolver C++: {layout_ratio:.2f}")
    print(f"simplex core ÷ kiwisolver C++: {simplex_ratio:.2f}")
    print(f"kiwisolver via Python ÷ kiwisolver C++: {paired(kiwi_times, cpp_times):.2f}")
    if arguments.every_device:
        targets = [("layout check", layout_ratio, 0.5)]
    else:
        targets = [("layout check", layout_ratio, 0.8), ("simplex core", simplex_ratio, 0.5)]
    for title, ratio, target in targets:
        verdict = "met" if ratio <= target else "NOT met"
        print(f"target, {title} ≤ {target}× kiwisolver C++ per component: {verdict}")
    print()
    print(f"agreement: {agreeing} of {solves} device solves ({systems_agreeing} of {len(export['systems'])} systems) give every "
          f"determined frame variable the same value (±{TOLERANCE}); {compared} values compared")
    for component, names, item, anchor, value, other in disagreements:
        print(f"  {os.path.relpath(component, workspace)} on {', '.join(names)}: item {item} {anchor} = {value:g} (simplex), {other:g} (kiwi)")
    # Only where the simplex core finds the value determined: an ambiguous one is whatever each
    # run's table order makes it (kiwi orders variables by address).
    pairs = [(a, b) for system_a, system_b, system_ours in zip(theirs["systems"], theirs_cpp["systems"], ours["systems"])
             for device_a, device_b, device_ours in zip(system_a, system_b, system_ours)
             for a, b, ambiguous in zip(device_a, device_b, device_ours["ambiguous"]) if not ambiguous]
    same = sum(abs(a - b) <= TOLERANCE for a, b in pairs)
    print(f"kiwisolver's C++ core and its Python side give {same} of {len(pairs)} determined frame values alike (±{TOLERANCE})")
    cpp_agreeing, _, cpp_systems_agreeing, cpp_compared, cpp_disagreements = cpp_agreement
    print(f"agreement, kiwisolver's C++ core: {cpp_agreeing} of {solves} device solves ({cpp_systems_agreeing} systems); "
          f"{cpp_compared} values compared")
    for component, names, item, anchor, value, other in cpp_disagreements[:5]:
        print(f"  {os.path.relpath(component, workspace)} on {', '.join(names)}: item {item} {anchor} = {value:g} (simplex), {other:g} (kiwi C++)")
    if not arguments.keep:
        subprocess.run(["rm", "-rf", directory])


if __name__ == "__main__":
    main()
