#!/usr/bin/env bash
# Conformance of the layout fixes with the shared corpus: on a copy of it, every file with a
# layout warning (a conflict or an ambiguous view) gets the server's "Fix all layout warnings
# in this file" source action, asked over stdio as an editor asks; afterwards `--check` finds no
# layout warning, no other finding is new or gone, and only those files changed.
# Usage: .ci/conformance-fixall.sh SHARED_DIR   (REACTANT_LSP_BINARY: the binary; default: built here)
set -euo pipefail
shared="${1:?usage: $0 SHARED_DIR}"
cd "$(dirname "$0")/.."
binary="${REACTANT_LSP_BINARY:-$(swift build --show-bin-path)/reactant-lsp}"
[ -x "$binary" ] || swift build --product reactant-lsp >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$shared/corpus" "$work/before"
cp -r "$shared/corpus" "$work/after"
python3 - "$binary" "$work" <<'PYTHON'
import json, os, subprocess, sys

binary, work = sys.argv[1], sys.argv[2]
before, after = os.path.join(work, "before"), os.path.join(work, "after")
warnings = {"layout.conflict", "layout.ambiguous"}

def check(root):
    run = subprocess.run([binary, "--check", "--format", "json", "."], cwd=root, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"conformance-fixall: --check failed ({run.returncode}): {run.stderr}")
    return json.loads(run.stdout)

def relative(path):
    return os.path.normpath(path)

found = check(after)
targets = sorted({relative(d["file"]) for d in found if d["code"] in warnings})
if not targets:
    sys.exit("conformance-fixall: the corpus has no layout warning to fix")

class Server:
    def __init__(self):
        self.process = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.next_id = 0

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                sys.exit("conformance-fixall: the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id and "method" not in message:
                if "error" in message:
                    sys.exit(f"conformance-fixall: {method} failed: {message['error']}")
                return message.get("result")
            if "method" in message and "id" in message:  # a request of the server's: answer it
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

def uri(path):
    return "file://" + os.path.abspath(path)

def offset(text, position):
    """The index in `text` of an LSP position (UTF-16 characters)."""
    lines = text.split("\n")
    start = sum(len(line) + 1 for line in lines[: position["line"]])
    line, units, index = lines[position["line"]] if position["line"] < len(lines) else "", 0, 0
    while units < position["character"] and index < len(line):
        units += 2 if ord(line[index]) > 0xFFFF else 1
        index += 1
    return start + index

server = Server()
server.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
server.notify("initialized", {})
# Every file open, so that styles and components of other files resolve without a folder scan.
texts = {}
for folder, _, names in os.walk(after):
    for name in sorted(names):
        if name.endswith(".ui.xml") or name.endswith(".styles.xml"):
            path = os.path.join(folder, name)
            texts[path] = open(path, encoding="utf-8").read()
            server.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri(path), "languageId": "xml", "version": 1, "text": texts[path]}})
for target in targets:
    path = os.path.join(after, target)
    actions = server.request("textDocument/codeAction", {
        "textDocument": {"uri": uri(path)},
        "range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}},
        "context": {"diagnostics": [], "only": ["source"]}}) or []
    fix_all = [a for a in actions if a.get("kind") == "source.fixAll"]
    if len(fix_all) != 1:
        sys.exit(f"conformance-fixall: {target}: expected one fix-all action, got {[a.get('title') for a in actions]}")
    text = texts[path]
    for change in fix_all[0]["edit"]["documentChanges"]:
        if change["textDocument"]["uri"] != uri(path):
            sys.exit(f"conformance-fixall: {target}: the action edits another file")
        edits = sorted(change["edits"], key=lambda e: offset(text, e["range"]["start"]), reverse=True)
        for edit in edits:
            start, end = offset(text, edit["range"]["start"]), offset(text, edit["range"]["end"])
            text = text[:start] + edit["newText"] + text[end:]
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)
    print(f"  fixed      {target}: {len(fix_all[0]['edit']['documentChanges'][0]['edits'])} edits")
server.request("shutdown", None)
server.notify("exit", None)
server.process.wait()

def findings(results):
    return sorted((relative(d["file"]), d["code"], d["message"]) for d in results)

left = [d for d in check(after) if d["code"] in warnings]
for d in left:
    print(f"  left       {d['file']}: {d['message']} [{d['code']}]")
others_before = [f for f in findings(check(before)) if f[1] not in warnings]
others_after = [f for f in findings(check(after)) if f[1] not in warnings]
for f in sorted(set(others_after) - set(others_before)):
    print(f"  new        {f[0]}: {f[2]} [{f[1]}]")
for f in sorted(set(others_before) - set(others_after)):
    print(f"  gone       {f[0]}: {f[2]} [{f[1]}]")
if left or others_before != others_after:
    sys.exit("conformance-fixall: FAILED")
PYTHON
changed="$(cd "$work" && { diff -rq before after || true; } | sed -E 's#^Files before/(.*) and after/.* differ$#\1#' | sort)"
expected="$(cd "$work/before" && "$binary" --check --format json . | python3 -c '
import json, os, sys
print("\n".join(sorted({os.path.normpath(d["file"]) for d in json.load(sys.stdin) if d["code"] in ("layout.conflict", "layout.ambiguous")})))')"
if [ "$changed" != "$expected" ]; then
    echo "conformance-fixall: files changed other than those with layout warnings:" >&2
    echo "$changed" >&2
    exit 1
fi
echo "conformance-fixall: OK (no layout warning left; only $(echo "$changed" | wc -l) files changed, no other finding new or gone)"
