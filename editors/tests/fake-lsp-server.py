#!/usr/bin/env python3
"""A scripted stand-in for reactant-lsp, used only by neovim-e2e-selftest.sh to show that the
end-to-end harness passes against a server that behaves as issue 5 describes, and fails
against one that does not. It is not the product: it knows only the e2e fixture's shape.

FAKE_LSP_MODE: "good" (default), "no-diagnostics", "wrong-range", "self-completion",
"no-hover", "bad-format", "bad-range-format", "tab-on-type", "preview-saved-text"
(reactant/preview draws the text as opened, not as edited since), "stale-after-rename" (never
reads a Swift file again once it has published about it: the error a rename leaves until the
Swift file is saved stays), "no-fix-all" (offers no source.fixAll action), "no-live-preview" (runs no
reactant.openPreview command). Run with --format-files FILE it formats FILE in place, as the
product's CLI does, by the same rule its textDocument/formatting answer follows.
"""
import json
import os
import re
import sys
import threading
import time

MODE = os.environ.get("FAKE_LSP_MODE", "good")
documents = {}
opened = {}


def formatted(text):
    """The fixture's one misindented start tag moved to the indentation of its siblings."""
    return re.sub(r"(?m)^  <", "    <", text)


if "--format-files" in sys.argv[1:]:
    path = sys.argv[-1]
    with open(path) as file:
        text = file.read()
    with open(path, "w") as file:
        file.write(formatted(text))
    sys.exit(0)


output_lock = threading.Lock()


def send(message):
    body = json.dumps(message).encode()
    with output_lock:
        sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        sys.stdout.buffer.flush()


def read():
    length = None
    while True:
        line = sys.stdin.buffer.readline()
        if not line:
            return None
        line = line.strip()
        if not line:
            break
        name, _, value = line.partition(b":")
        if name.lower() == b"content-length":
            length = int(value)
    return json.loads(sys.stdin.buffer.read(length))


def position(text, offset):
    line = text.count("\n", 0, offset)
    return {"line": line, "character": offset - (text.rfind("\n", 0, offset) + 1)}


def publish(uri):
    text = documents[uri]
    diagnostics = []
    for match in re.finditer(r"\.(middle)\b", text):
        start, end = match.span(1)
        if MODE == "wrong-range":
            start, end = start - 5, end - 5
        diagnostics.append({
            "range": {"start": position(text, start), "end": position(text, end)},
            "severity": 1, "code": "layout.unknown-anchor", "source": "reactant",
            "message": "unknown anchor 'middle'"})
    diagnostics += unknown_fields(uri, text)
    diagnostics += layout_warnings(text)
    if MODE == "no-diagnostics":
        diagnostics = []
    send({"jsonrpc": "2.0", "method": "textDocument/publishDiagnostics",
          "params": {"uri": uri, "diagnostics": diagnostics}})


# The fix-all check's project: FixView.ui.xml, a conflict (the bar's width) and an ambiguous
# view (the indicator), each gone once its fix is in the text; source.fixAll inserts both.
WIDTH = 'layout:width="200"'
INDICATOR = '<ActivityIndicator indicatorStyle="gray"'


def layout_warnings(text):
    warnings = []
    if WIDTH in text and WIDTH[:-1] + ' @high"' not in text:
        start = text.index(WIDTH)
        warnings.append(("layout.conflict", start, start + len(WIDTH), "conflict: lower the width to @high"))
    if INDICATOR in text and 'layout:leading="super"' not in text:
        start = text.index(INDICATOR) + 1
        warnings.append(("layout.ambiguous", start, start + len("ActivityIndicator"), "ambiguous: place the indicator"))
    return [{"range": {"start": position(text, start), "end": position(text, end)}, "severity": 2, "code": code,
             "source": "reactant", "message": message} for code, start, end, message in warnings]


def fix_all(uri, only):
    text = documents[uri]
    if MODE == "no-fix-all" or not any("source.fixAll".startswith(kind) for kind in only or []) or not layout_warnings(text):
        return []
    edits = []
    if WIDTH in text:
        at = text.index(WIDTH) + len(WIDTH) - 1
        edits.append({"range": {"start": position(text, at), "end": position(text, at)}, "newText": " @high"})
    if INDICATOR in text:
        at = text.index(INDICATOR) + len(INDICATOR)
        edits.append({"range": {"start": position(text, at), "end": position(text, at)},
                      "newText": ' layout:leading="super" layout:top="super"'})
    return [{"title": "Fix all layout warnings in this file", "kind": "source.fixAll",
             "edit": {"changes": {uri: edits}}}]


# The rename check's project: a GreetingView.ui.xml beside GreetingView.swift. Fields are
# checked against the Swift file as on disk, read again whenever it changes (as a server-side
# watcher would), except in "stale-after-rename" mode, which reads it once.
swift_texts = {}


def swift_path(uri):
    return uri[len("file://"):-len(".ui.xml")] + ".swift" if uri.endswith("GreetingView.ui.xml") else None


swift_stamps = {}


def stamp_of(path):
    try:
        return os.stat(path).st_mtime_ns
    except OSError:
        return None


def read_swift(uri):
    path = swift_path(uri)
    if path not in swift_texts or MODE != "stale-after-rename":
        # The stamp of the text read, taken before reading: a write after it shows as a change.
        swift_stamps[path] = stamp_of(path)
        try:
            with open(path) as file:
                swift_texts[path] = file.read()
        except OSError:
            swift_texts[path] = ""
    return swift_texts[path]


def unknown_fields(uri, text):
    if not swift_path(uri):
        return []
    swift = read_swift(uri)
    found = []
    for match in re.finditer(r'field="(\w+)"', text):
        if not re.search(r"\blet %s\b" % match.group(1), swift):
            found.append({
                "range": {"start": position(text, match.start(1)), "end": position(text, match.end(1))},
                "severity": 1, "code": "swift.unknown-field", "source": "reactant",
                "message": "'GreetingView' has no property '%s'" % match.group(1)})
    return found


def watch_swift_files():
    # Compared with the stamp of the text last read, not of the first poll: a save that comes
    # before the first poll is a change too.
    while True:
        time.sleep(0.1)
        for uri in [uri for uri in list(documents) if swift_path(uri)]:
            path = swift_path(uri)
            if path in swift_stamps and stamp_of(path) != swift_stamps[path]:
                if MODE == "stale-after-rename":
                    swift_stamps[path] = stamp_of(path)
                publish(uri)


def rename(uri, pos, new_name):
    text = documents[uri]
    lines = text.split("\n")
    offset = sum(len(l) + 1 for l in lines[:pos["line"]]) + pos["character"]
    word = next(m.group(0) for m in re.finditer(r"\w+", text) if m.start() <= offset <= m.end())
    changes = {}
    for target, target_text in [(uri, text), ("file://" + swift_path(uri), read_swift(uri))]:
        changes[target] = [
            {"range": {"start": position(target_text, m.start()), "end": position(target_text, m.end())}, "newText": new_name}
            for m in re.finditer(r"\b%s\b" % word, target_text)]
    return {"changes": changes}


threading.Thread(target=watch_swift_files, daemon=True).start()


def complete(uri, pos):
    text = documents[uri]
    lines = text.split("\n")
    offset = sum(len(l) + 1 for l in lines[:pos["line"]]) + pos["character"]
    items = []
    for element in re.finditer(r"<\w+[^>]*>", text):
        field = re.search(r'field="(\w+)"', element.group(0))
        inside = element.start() <= offset < element.end()
        if field and (not inside or MODE == "self-completion"):
            items.append({"label": field.group(1), "kind": 6})
    return {"isIncomplete": False, "items": items + [{"label": "super", "kind": 14}]}


while True:
    message = read()
    if message is None:
        sys.exit(1)
    method, params = message.get("method"), message.get("params") or {}
    if method == "initialize":
        send({"jsonrpc": "2.0", "id": message["id"], "result": {"capabilities": {
            "textDocumentSync": 1, "completionProvider": {"triggerCharacters": ['"', "."]},
            "hoverProvider": True, "documentFormattingProvider": True, "renameProvider": True,
            "documentRangeFormattingProvider": True, "codeActionProvider": True,
            "documentOnTypeFormattingProvider": {"firstTriggerCharacter": ">"}}}})
    elif method == "textDocument/didOpen":
        documents[params["textDocument"]["uri"]] = params["textDocument"]["text"]
        opened[params["textDocument"]["uri"]] = params["textDocument"]["text"]
        publish(params["textDocument"]["uri"])
    elif method == "textDocument/didChange":
        documents[params["textDocument"]["uri"]] = params["contentChanges"][-1]["text"]
        publish(params["textDocument"]["uri"])
    elif method == "textDocument/completion":
        send({"jsonrpc": "2.0", "id": message["id"],
              "result": complete(params["textDocument"]["uri"], params["position"])})
    elif method == "textDocument/hover":
        declared = " declared in `GreetingView.swift`" if swift_path(params["textDocument"]["uri"]) else ""
        contents = {"kind": "markdown", "value": "`titleLabel`: a Label" + declared} if MODE != "no-hover" else ""
        send({"jsonrpc": "2.0", "id": message["id"], "result": {"contents": contents}})
    elif method == "textDocument/rename":
        send({"jsonrpc": "2.0", "id": message["id"],
              "result": rename(params["textDocument"]["uri"], params["position"], params["newName"])})
    elif method == "textDocument/formatting":
        text = documents[params["textDocument"]["uri"]]
        new = formatted(text) if MODE != "bad-format" else text.replace("    <Label", "\t<Label")
        end = position(text, len(text))
        send({"jsonrpc": "2.0", "id": message["id"], "result": [
            {"range": {"start": {"line": 0, "character": 0}, "end": end}, "newText": new}]})
    elif method == "textDocument/codeAction":
        send({"jsonrpc": "2.0", "id": message["id"],
              "result": fix_all(params["textDocument"]["uri"], (params.get("context") or {}).get("only"))})
    elif method == "workspace/executeCommand" and MODE != "no-live-preview" \
            and params.get("command") == "reactant.openPreview":
        # The page's URL as the server returns it; no page is served.
        uri = (params.get("arguments") or [""])[0]
        quoted = "".join(c if c.isalnum() else "%%%02X" % ord(c) for c in uri)
        send({"jsonrpc": "2.0", "id": message["id"],
              "result": "http://127.0.0.1:9/component?component=%s&token=%s" % (quoted, "0" * 64)})
    elif method == "reactant/preview":
        uri = params["textDocument"]["uri"]
        text = (opened if MODE == "preview-saved-text" else documents)[uri]
        names = "".join('<text>%s</text>' % name for name in re.findall(r'field="(\w+)"', text))
        send({"jsonrpc": "2.0", "id": message["id"], "result": {
            "format": "svg", "device": params.get("device") or "iphone-15",
            "content": '<svg xmlns="http://www.w3.org/2000/svg">%s</svg>' % names}})
    elif method == "textDocument/rangeFormatting":
        # The whole document's edit: the fixture's only misindented tag is the one in the range.
        text = documents[params["textDocument"]["uri"]]
        new = formatted(text) if MODE != "bad-range-format" else text.replace("  <View", "\t<View")
        send({"jsonrpc": "2.0", "id": message["id"], "result": [
            {"range": {"start": {"line": 0, "character": 0}, "end": position(text, len(text))}, "newText": new}]})
    elif method == "textDocument/onTypeFormatting":
        # The typed line is formatted already: nothing to change (a tab for its indent, broken).
        line = params["position"]["line"]
        edits = [] if MODE != "tab-on-type" else [
            {"range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": 8}}, "newText": "\t"}]
        send({"jsonrpc": "2.0", "id": message["id"], "result": edits})
    elif method == "shutdown":
        send({"jsonrpc": "2.0", "id": message["id"], "result": None})
    elif method == "exit":
        sys.exit(0)
    elif "id" in message:
        send({"jsonrpc": "2.0", "id": message["id"],
              "error": {"code": -32601, "message": "method not found"}})
