"""Checks for the GitHub Action and its output, run by scripts/test-github-action.sh.

    python3 ci_configs.py action ACTION_YML REPO_ROOT
    python3 ci_configs.py workflow WORKFLOW_YML ACTION_YML
    python3 ci_configs.py sarif SARIF_FILE SCHEMA_JSON EXPECTED   # EXPECTED: "uri:line:col:level:rule;..."
    python3 ci_configs.py selftest ACTION_YML WORKFLOW_YML SARIF_FILE SCHEMA_JSON

Each prints what it found wrong and exits 1, or exits 0. `selftest` breaks each input in ways
each check must catch and fails unless every one is caught.
"""
import copy
import json
import os
import re
import sys

import jsonschema
import yaml

INPUT_REF = re.compile(r"\binputs\.([A-Za-z0-9_-]+)")
STEP_OUTPUT_REF = re.compile(r"\bsteps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+)")
ACTION_PATH_REF = re.compile(r"(?:\$GITHUB_ACTION_PATH|\$\{\{ *github\.action_path *\}\})/([^\"' ]+)")


def strings(node):
    """Every string inside a YAML value."""
    if isinstance(node, str):
        yield node
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from strings(key)
            yield from strings(value)
    elif isinstance(node, list):
        for value in node:
            yield from strings(value)


def check_action(action, root):
    problems = []
    for key in ("name", "description", "runs"):
        if not action.get(key):
            problems.append(f"action: no '{key}'")
    inputs = action.get("inputs") or {}
    outputs = action.get("outputs") or {}
    for name, spec in inputs.items():
        if not isinstance(spec, dict) or not spec.get("description"):
            problems.append(f"input '{name}': no description")
        elif spec.get("required") is not True and "default" not in spec:
            problems.append(f"optional input '{name}': no default")
    runs = action.get("runs") or {}
    if runs.get("using") != "composite":
        problems.append(f"runs.using is {runs.get('using')!r}, not 'composite'")
    steps = runs.get("steps") or []
    if not steps:
        problems.append("runs.steps is empty")
    ids = []
    for number, step in enumerate(steps, 1):
        label = f"step {number} ({step.get('name') or step.get('id') or '?'})"
        if ("run" in step) == ("uses" in step):
            problems.append(f"{label}: needs exactly one of 'run' and 'uses'")
        if "run" in step and not step.get("shell"):
            problems.append(f"{label}: a composite 'run' step needs 'shell'")
        if "uses" in step and not re.fullmatch(r"[\w.-]+/[\w./-]+@[\w.-]+", step["uses"]):
            problems.append(f"{label}: 'uses: {step['uses']}' names no action at a version")
        if "id" in step:
            if step["id"] in ids:
                problems.append(f"{label}: id '{step['id']}' used twice")
            ids.append(step["id"])
        for text in strings(step):
            for path in ACTION_PATH_REF.findall(text):
                if not os.path.isfile(os.path.join(root, path)):
                    problems.append(f"{label}: runs {path}, which does not exist")
        # A step may only read outputs of steps before it.
        for text in strings(step):
            for step_id, _ in STEP_OUTPUT_REF.findall(text):
                if step_id not in ids or step_id == step.get("id"):
                    problems.append(f"{label}: reads steps.{step_id}, which does not run before it")
    for text in strings(action):
        for name in INPUT_REF.findall(text):
            if name not in inputs:
                problems.append(f"'inputs.{name}' is used but not declared")
    for name, spec in outputs.items():
        value = (spec or {}).get("value", "")
        refs = STEP_OUTPUT_REF.findall(value)
        if not refs:
            problems.append(f"output '{name}': its value names no step output")
        for step_id, _ in refs:
            if step_id not in ids:
                problems.append(f"output '{name}': step '{step_id}' does not exist")
    return problems


def load(path):
    with open(path, encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def check_workflow(workflow, action):
    problems = []
    # YAML 1.1 reads the key `on` as true.
    triggers = workflow.get("on", workflow.get(True))
    if not triggers:
        problems.append("workflow: no 'on'")
    if not workflow.get("name"):
        problems.append("workflow: no 'name'")
    jobs = workflow.get("jobs") or {}
    if not jobs:
        problems.append("workflow: no jobs")
    inputs = action.get("inputs") or {}
    outputs = action.get("outputs") or {}
    used_formats = set()
    uploads = 0
    for job_name, job in jobs.items():
        if not job.get("runs-on"):
            problems.append(f"job {job_name}: no 'runs-on'")
        steps = job.get("steps") or []
        if not steps:
            problems.append(f"job {job_name}: no steps")
        ids = {}
        checked_out = False
        full_history = False
        for number, step in enumerate(steps, 1):
            label = f"job {job_name}, step {number}"
            uses = step.get("uses", "")
            if ("run" in step) == ("uses" in step):
                problems.append(f"{label}: needs exactly one of 'run' and 'uses'")
            if uses.startswith("actions/checkout@"):
                checked_out = True
                full_history = str((step.get("with") or {}).get("fetch-depth", "")) == "0"
            for text in strings(step):
                for step_id, output in STEP_OUTPUT_REF.findall(text):
                    target = ids.get(step_id)
                    if target is None:
                        problems.append(f"{label}: reads steps.{step_id}, which does not run before it")
                    elif re.search(r"/reactant-lsp@", target.get("uses", "")) and output not in outputs:
                        problems.append(f"{label}: the action has no output '{output}'")
            if re.search(r"/reactant-lsp@", uses):
                if not checked_out:
                    problems.append(f"{label}: runs before actions/checkout")
                given = step.get("with") or {}
                for name in given:
                    if name not in inputs:
                        problems.append(f"{label}: the action has no input '{name}'")
                for name, spec in inputs.items():
                    if spec.get("required") is True and name not in given:
                        problems.append(f"{label}: required input '{name}' missing")
                used_formats.add(given.get("format", inputs.get("format", {}).get("default")))
                # The previews diff against the pull request's base, which a shallow checkout lacks.
                if str(given.get("preview", "false")).lower() == "true" and not full_history:
                    problems.append(f"{label}: preview: true needs actions/checkout with fetch-depth: 0")
            if uses.startswith("github/codeql-action/upload-sarif@"):
                uploads += 1
                sarif = (step.get("with") or {}).get("sarif_file", "")
                if not STEP_OUTPUT_REF.search(sarif):
                    problems.append(f"{label}: sarif_file does not come from the check step's output")
                if "always()" not in str(step.get("if", "")):
                    problems.append(f"{label}: the upload must run when the check fails (if: always())")
            if "id" in step:
                ids[step["id"]] = step
        if not checked_out:
            problems.append(f"job {job_name}: never checks out the repository")
    if "sarif" in used_formats:
        if uploads == 0:
            problems.append("the SARIF is written but never uploaded")
        permissions = workflow.get("permissions") or {}
        if permissions.get("security-events") != "write":
            problems.append("uploading SARIF needs 'permissions: security-events: write'")
    if used_formats != {"sarif", "github"}:
        problems.append(f"the example should show both formats, shows {sorted(map(str, used_formats))}")
    return problems


def check_sarif(log, schema, expected):
    problems = []
    validator = jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)
    for error in sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path)):
        where = "/".join(map(str, error.absolute_path)) or "(root)"
        problems.append(f"schema: at {where}: {error.message}")
    if problems:
        return problems
    found = []
    for run in log["runs"]:
        rules = [rule["id"] for rule in run["tool"]["driver"].get("rules", [])]
        bases = run.get("originalUriBaseIds", {})
        for result in run["results"]:
            if rules[result["ruleIndex"]] != result["ruleId"]:
                problems.append(f"result {result['ruleId']}: ruleIndex points at {rules[result['ruleIndex']]}")
            location = result["locations"][0]["physicalLocation"]
            artifact = location["artifactLocation"]
            base = artifact.get("uriBaseId")
            if base is not None and base not in bases:
                problems.append(f"result {result['ruleId']}: uriBaseId {base} is not declared")
            region = location["region"]
            found.append(f"{artifact['uri']}:{region['startLine']}:{region['startColumn']}:{result['level']}:{result['ruleId']}")
    wanted = [item for item in expected.split(";") if item]
    if sorted(found) != sorted(wanted):
        problems.append(f"results: expected {wanted}, found {found}")
    return problems


def selftest(action_path, workflow_path, sarif_path, schema_path):
    """Each mutation must be caught; returns the mutations that were not."""
    action, workflow = load(action_path), load(workflow_path)
    with open(sarif_path, encoding="utf-8") as handle:
        log = json.load(handle)
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    root = os.path.dirname(os.path.abspath(action_path))
    missed = []

    def expect(label, problems):
        if not problems:
            missed.append(label)

    broken = copy.deepcopy(action)
    del broken["inputs"]["sarif-file"]
    expect("action: an input used but not declared", check_action(broken, root))
    def check_step(action):
        return next(step for step in action["runs"]["steps"] if step.get("id") == "check")

    broken = copy.deepcopy(action)
    check_step(broken)["run"] = 'bash "$GITHUB_ACTION_PATH/scripts/action/missing.sh"'
    expect("action: a script that does not exist", check_action(broken, root))
    broken = copy.deepcopy(action)
    broken["outputs"]["exit-code"]["value"] = "${{ steps.nothing.outputs.exit-code }}"
    expect("action: an output of a step that does not exist", check_action(broken, root))
    broken = copy.deepcopy(action)
    del check_step(broken)["shell"]
    expect("action: a run step without shell", check_action(broken, root))

    broken = copy.deepcopy(workflow)
    next(s for j in broken["jobs"].values() for s in j["steps"] if "/reactant-lsp@" in s.get("uses", ""))["with"]["pathz"] = "x"
    expect("workflow: an input the action does not have", check_workflow(broken, action))
    broken = copy.deepcopy(workflow)
    upload = next(s for j in broken["jobs"].values() for s in j["steps"] if "upload-sarif" in s.get("uses", ""))
    upload["with"]["sarif_file"] = "${{ steps.reactant.outputs.sarif }}"
    expect("workflow: an output the action does not have", check_workflow(broken, action))
    broken = copy.deepcopy(workflow)
    for job in broken["jobs"].values():
        for step in job["steps"]:
            (step.get("with") or {}).pop("fetch-depth", None)
    expect("workflow: preview: true after a shallow checkout", check_workflow(broken, action))
    broken = copy.deepcopy(action)
    del broken["inputs"]["preview-base"]
    expect("action: the preview step reads an input not declared", check_action(broken, root))
    broken = copy.deepcopy(workflow)
    del broken["permissions"]
    expect("workflow: SARIF upload without security-events: write", check_workflow(broken, action))

    broken = copy.deepcopy(log)
    del broken["version"]
    expect("sarif: no version", check_sarif(broken, schema, ""))
    broken = copy.deepcopy(log)
    broken["runs"][0]["results"][0]["level"] = "fatal"
    expect("sarif: an unknown level", check_sarif(broken, schema, ""))
    broken = copy.deepcopy(log)
    broken["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["region"]["startLine"] = 0
    expect("sarif: line 0", check_sarif(broken, schema, ""))
    return missed


def main(argv):
    command = argv[1] if len(argv) > 1 else ""
    if command == "action":
        problems = check_action(load(argv[2]), argv[3])
    elif command == "workflow":
        problems = check_workflow(load(argv[2]), load(argv[3]))
    elif command == "sarif":
        with open(argv[2], encoding="utf-8") as handle:
            log = json.load(handle)
        with open(argv[3], encoding="utf-8") as handle:
            schema = json.load(handle)
        problems = check_sarif(log, schema, argv[4])
    elif command == "selftest":
        problems = [f"not caught: {label}" for label in selftest(*argv[2:6])]
    else:
        print(__doc__, file=sys.stderr)
        return 2
    for problem in problems:
        print(f"{command}: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
