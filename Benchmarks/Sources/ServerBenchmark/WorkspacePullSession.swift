import BenchmarkWorkspaces
import Foundation

/// A client that pulls diagnostics (`workspace/diagnostic`) over a generated workspace, as
/// editors do every few seconds: the first pull analyses every file; the pulls after it send
/// the result ids back and, with nothing changed, should cost far less than the first.
/// Prints each pull's time and how many reports came back in full.
enum WorkspacePullSession {
    static func run(binary: URL, files: Int, pulls: Int = 4) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pull-benchmark-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var generator = WorkspaceGenerator(fileCount: files, seed: 20_240_601)
        try generator.write(to: directory)

        let client = try LanguageServerClient(binary: binary)
        defer { client.stop() }
        let folder = directory.absoluteURL.absoluteString
        let (id, _) = client.request("initialize", [
            "processId": NSNull(), "rootUri": folder,
            "capabilities": [
                "window": ["workDoneProgress": true],
                "workspace": ["configuration": true, "workspaceFolders": true, "diagnostics": ["refreshSupport": true]],
                "textDocument": ["diagnostic": ["dynamicRegistration": false]],
            ],
            "workspaceFolders": [["uri": folder, "name": "generated"]],
        ] as [String: Any])
        _ = try client.response(to: id, what: "the initialize response")
        client.notify("initialized", [String: Any]())
        guard client.take(timeout: .seconds(900), where: { message in
            guard message["method"] as? String == "$/progress", let params = message["params"] as? [String: Any],
                  let value = params["value"] as? [String: Any] else { return false }
            return value["kind"] as? String == "end"
        }) != nil else { throw LanguageServerClient.Failure.timedOut("the end of the scan's progress") }

        print("workspace pulls over \(files) generated files (workspace/diagnostic, result ids sent back)")
        var previous: [[String: Any]] = []
        for pull in 1...pulls {
            let (id, sentAt) = client.request("workspace/diagnostic", ["previousResultIds": previous] as [String: Any])
            let answer = try client.response(to: id, timeout: .seconds(900), what: "a workspace/diagnostic response")
            let items = ((answer.body["result"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
            let full = items.filter { $0["kind"] as? String == "full" }.count
            previous = items.compactMap { item in
                guard let uri = item["uri"], let resultId = item["resultId"] else { return nil }
                return ["uri": uri, "value": resultId]
            }
            print(String(format: "  pull %d: %8.3f s, %d reports, %d in full", pull, sentAt.duration(to: answer.receivedAt).seconds, items.count, full))
        }
    }
}
