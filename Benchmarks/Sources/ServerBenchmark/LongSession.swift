import BenchmarkWorkspaces
import Foundation

/// A long editing session: a server holding a generated workspace, its screens opened,
/// edited and closed one after another, with a completion and a hover on every version.
/// Resident memory is read after a warm-up and at the end: a server that keeps what it no
/// longer needs (closed documents, old versions, their analyses and layouts) grows with the
/// rounds, one that lets it go stays flat.
enum LongSession {
    static let workspaceFiles = 500
    static let editsPerDocument = 10

    static func run(binary: URL, rounds: Int) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("session-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = WorkspaceGenerator(fileCount: workspaceFiles, seed: 20_240_601)
        let screens = try generator.write(to: directory).files.filter { $0.contains("/Features/") }

        let client = try LanguageServerClient(binary: binary)
        defer { client.stop() }
        let folder = directory.absoluteURL.absoluteString
        let (id, _) = client.request("initialize", [
            "processId": NSNull(), "rootUri": folder,
            "capabilities": ["window": ["workDoneProgress": true], "workspace": ["workspaceFolders": true]],
            "workspaceFolders": [["uri": folder, "name": "generated"]],
        ] as [String: Any])
        _ = try client.response(to: id, what: "the initialize response")
        client.notify("initialized", [String: Any]())
        guard client.take(timeout: .seconds(900), where: isScanEnd) != nil else {
            throw LanguageServerClient.Failure.timedOut("the end of the workspace scan")
        }
        let pid = client.process.processIdentifier
        let afterScan = WorkspaceScanSession.memory(of: pid).resident
        print("long session: \(workspaceFiles) files indexed, RSS \(afterScan / 1024) MB; \(rounds) rounds of open, "
            + "\(editsPerDocument) edits (each with a completion and a hover), close")

        // The warm-up is one pass over every screen when the session is long enough: by then
        // each value the session meets has been analysed once and the memos are as full as they get.
        let warmUp = rounds >= 2 * screens.count ? screens.count : max(1, rounds / 10)
        var settled = 0
        let clock = ContinuousClock()
        let start = clock.now
        for round in 0..<rounds {
            try edit(URL(fileURLWithPath: screens[round % screens.count]), with: client)
            if round + 1 == warmUp {
                settled = WorkspaceScanSession.memory(of: pid).resident
                print("after \(warmUp) rounds (warm-up): RSS \(settled / 1024) MB")
            } else if (round + 1) % max(1, rounds / 10) == 0 {
                print("after \(round + 1) rounds: RSS \(WorkspaceScanSession.memory(of: pid).resident / 1024) MB")
            }
        }
        let end = WorkspaceScanSession.memory(of: pid)
        let growth = Double(end.resident - settled) / Double(max(settled, 1)) * 100
        print(String(format: "after %d rounds (%.1f s): RSS %d MB, peak %d MB; growth since the warm-up %+.1f%% (target within 10%%: %@)",
                     rounds, start.duration(to: clock.now).seconds, end.resident / 1024, end.peak / 1024, growth,
                     abs(growth) <= 10 ? "met" : "NOT met"))
    }

    /// One round: the document opened, typed into (a character at a time inside its first
    /// `text` value), completed and hovered at each version, then closed.
    private static func edit(_ file: URL, with client: LanguageServerClient) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        let uri = file.absoluteString
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": text]])
        guard let anchor = text.range(of: "text=\"") ?? text.range(of: "<Component") else { return }
        let lines = text[..<anchor.upperBound].split(separator: "\n", omittingEmptySubsequences: false)
        var position = (line: lines.count - 1, character: lines.last!.utf16.count)
        for edit in 1...editsPerDocument {
            let at = ["line": position.line, "character": position.character]
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": uri, "version": edit + 1],
                "contentChanges": [["range": ["start": at, "end": at], "text": "x"]],
            ])
            position.character += 1
            let here = ["textDocument": ["uri": uri], "position": ["line": position.line, "character": position.character]] as [String: Any]
            for method in ["textDocument/completion", "textDocument/hover"] {
                let (request, _) = client.request(method, here)
                _ = try client.response(to: request, what: method)
            }
        }
        guard client.take(timeout: .seconds(30), where: { isDiagnostics($0, uri: uri, version: editsPerDocument + 1) }) != nil else {
            throw LanguageServerClient.Failure.timedOut("the diagnostics of \(file.lastPathComponent)")
        }
        client.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
        client.discard { $0["method"] as? String == "textDocument/publishDiagnostics" }
    }

    private static func isScanEnd(_ message: [String: Any]) -> Bool {
        guard message["method"] as? String == "$/progress", let params = message["params"] as? [String: Any],
              let value = params["value"] as? [String: Any] else { return false }
        return value["kind"] as? String == "end"
    }

    private static func isDiagnostics(_ message: [String: Any], uri: String, version: Int) -> Bool {
        guard message["method"] as? String == "textDocument/publishDiagnostics",
              let params = message["params"] as? [String: Any], params["uri"] as? String == uri else { return false }
        return params["version"] as? Int == version
    }
}
