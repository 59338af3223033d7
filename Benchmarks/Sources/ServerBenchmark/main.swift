// Latency of the language server over stdio, as an editor sees it: startup to the
// `initialize` answer, completion round trips and the time from `didChange` to the
// `publishDiagnostics` of that version, on a generated 5,000-line document; then the layout
// stage after an edit (LayoutStage.swift).
//
//   swift build -c release --product reactant-lsp          (in the repository root)
//   swift run -c release server-benchmark [--binary PATH] [--launches N] [--edits N] [--completions N]
//                                         [--workspace N] [--layout-edits N]
//   swift run -c release server-benchmark --swift-files N  (a workspace of N Swift files instead:
//                                                           SwiftWorkspaceSession.swift)
//   swift run -c release server-benchmark --scan 1000,2500,5000,10000
//                                          (generated workspaces opened: scan time, memory,
//                                           growth exponent; WorkspaceScanSession.swift)
//   swift run -c release server-benchmark --pull 10000
//                                          (a client pulling workspace diagnostics: the first
//                                           pull and the repeated ones; WorkspacePullSession.swift)
//   swift run -c release server-benchmark --session 1000
//                                          (a long session: documents opened, edited and closed
//                                           in turn; memory after a warm-up and at the end;
//                                           LongSession.swift)
//   swift run -c release server-benchmark --write-document PATH [--lines N]
//                                          (writes the generated document and stops: its layout
//                                           profiled alone with `reactant-lsp --check PATH`)
import BenchmarkWorkspaces
import Foundation

struct Options {
    var binary: URL
    var launches = 10
    var edits = 500
    var completions = 500
    var lineCount = 5_000
    /// What the client announces for completion: `full` is what VS Code sends (documentation
    /// on resolve, a shared edit range); `minimal` asks for every item in full.
    var client = "full"
    /// With more than 0, the Swift workspace session runs instead of the others.
    var swiftFiles = 0
    /// Workspace sizes for the scan session (`--scan 1000,2500,5000,10000`); empty: not run.
    var scanSizes: [Int] = []
    /// Files of a generated workspace loaded before the latency session (`--workspace N`).
    var workspaceFiles = 0
    /// Rounds of the long session (`--session N`); 0: not run.
    var sessionRounds = 0
    /// Files of the workspace-pull session (`--pull N`); 0: not run.
    var pullFiles = 0
    /// Edits whose layout stage is timed after the typing (`--layout-edits N`; LayoutStage.swift).
    var layoutEdits = 20
    /// Where to write the generated document instead of running (`--write-document PATH`).
    var documentPath: String?

    init(arguments: [String]) {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let environment = ProcessInfo.processInfo.environment["REACTANT_LSP_BINARY"]
        binary = environment.map(URL.init(fileURLWithPath:))
            ?? repository.appendingPathComponent(".build/release/reactant-lsp")
        var rest = arguments.dropFirst()[...]
        while let argument = rest.popFirst() {
            guard let value = rest.popFirst() else { Self.usage("\(argument) needs a value") }
            switch argument {
            case "--binary": binary = URL(fileURLWithPath: value)
            case "--launches": launches = Int(value) ?? launches
            case "--edits": edits = Int(value) ?? edits
            case "--completions": completions = Int(value) ?? completions
            case "--lines": lineCount = Int(value) ?? lineCount
            case "--swift-files": swiftFiles = Int(value) ?? swiftFiles
            case "--scan": scanSizes = value.split(separator: ",").compactMap { Int($0) }
            case "--workspace": workspaceFiles = Int(value) ?? workspaceFiles
            case "--session": sessionRounds = Int(value) ?? sessionRounds
            case "--pull": pullFiles = Int(value) ?? pullFiles
            case "--layout-edits": layoutEdits = Int(value) ?? layoutEdits
            case "--write-document": documentPath = value
            case "--client":
                guard value == "full" || value == "minimal" else { Self.usage("--client takes full or minimal") }
                client = value
            default: Self.usage("unknown argument \(argument)")
            }
        }
    }

    static func usage(_ problem: String) -> Never {
        FileHandle.standardError.write(Data("server-benchmark: \(problem)\nusage: server-benchmark [--binary PATH] [--launches N] [--edits N] [--completions N] [--lines N] [--client full|minimal] [--swift-files N] [--scan N,N,…] [--workspace N] [--session N] [--pull N] [--layout-edits N] [--write-document PATH]\n".utf8))
        exit(2)
    }
}

let uri = "file:///benchmark/Generated.ui.xml"

func initializeParams(client: String) -> [String: Any] {
    var completion: [String: Any] = ["completionItem": ["snippetSupport": true, "documentationFormat": ["markdown"]]]
    if client == "full" {
        completion = [
            "completionItem": [
                "snippetSupport": true, "documentationFormat": ["markdown", "plaintext"],
                "resolveSupport": ["properties": ["documentation", "detail", "additionalTextEdits"]],
            ],
            "completionList": ["itemDefaults": ["commitCharacters", "editRange", "insertTextFormat", "insertTextMode", "data"]],
        ]
    }
    return [
        "processId": NSNull(), "rootUri": NSNull(),
        "capabilities": [
            "general": ["positionEncodings": ["utf-16"]],
            "textDocument": ["completion": completion],
        ],
    ]
}

func report(_ title: String, _ samples: [Duration], target: Duration? = nil, at percent: Double = 99) {
    let figures = Percentiles(samples)
    guard let p50 = figures.value(at: 50), let p99 = figures.value(at: 99), let high = figures.value(at: percent) else {
        return print("\(title): no samples")
    }
    var line = "\(title): n=\(figures.count)  p50 \(p50.milliseconds)  p99 \(p99.milliseconds)  max \(figures.largest!.milliseconds)"
    if let target {
        let which = percent >= 100 ? "max" : "p\(Int(percent))"
        line += "  (target \(which) < \(target.milliseconds): \(high < target ? "met" : "NOT met"))"
    }
    print(line)
}

// MARK: Startup

func measureStartup(_ options: Options) throws -> [Duration] {
    var samples: [Duration] = []
    for _ in 0..<options.launches {
        let client = try LanguageServerClient(binary: options.binary)
        let (id, _) = client.request("initialize", initializeParams(client: options.client))
        let answer = try client.response(to: id, what: "the initialize response")
        samples.append(client.launchedAt.duration(to: answer.receivedAt))
        client.notify("initialized", [String: Any]())
        client.stop()
    }
    return samples
}

// MARK: A session on the big document

/// Completion at `position`; returns the round trip and the number of items.
func complete(_ client: LanguageServerClient, at position: GeneratedDocument.Position) throws -> (Duration, Int) {
    let (id, sentAt) = client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": position.json])
    let answer = try client.response(to: id, what: "a completion response")
    if let error = answer.body["error"] { throw LanguageServerClient.Failure.exited("completion failed: \(error)") }
    let items = (answer.body["result"] as? [String: Any])?["items"] as? [Any]
    return (sentAt.duration(to: answer.receivedAt), items?.count ?? 0)
}

func isDiagnostics(of version: Int) -> ([String: Any]) -> Bool {
    { message in
        guard message["method"] as? String == "textDocument/publishDiagnostics",
            let params = message["params"] as? [String: Any], params["uri"] as? String == uri
        else { return false }
        return params["version"] as? Int == version
    }
}

/// The positions the typing script types at, one burst per place, with what it types.
func typingScript(_ document: GeneratedDocument, edits: Int) -> [(position: GeneratedDocument.Position, character: String, place: String)] {
    let bursts: [([GeneratedDocument.Position], String, String)] = [
        (document.labelTagEnds, #" layout:width="44""#, "a new attribute in a tag"),
        (document.trailingValueEnds, " inset(12)", "the end of a layout value"),
        (document.textValueEnds, " and more", "the end of a text value"),
    ]
    var script: [(GeneratedDocument.Position, String, String)] = []
    var burst = 0
    while script.count < edits {
        let (places, typed, place) = bursts[burst % bursts.count]
        // Spread the bursts over the document: a different section each time.
        var position = places[(burst * 7) % places.count]
        for character in typed where script.count < edits {
            script.append((position, String(character), place))
            position.character += 1
        }
        burst += 1
    }
    return script
}

func runSession(_ options: Options) throws {
    let document = GeneratedDocument(lineCount: options.lineCount)
    let text = document.text
    print("document: \(document.lines.count) lines, \(text.utf8.count) bytes")
    // Removed after the server stops (defers run last first): a server still watching it would
    // spend the end of the run forgetting 10,000 directories.
    var workspace: URL?
    defer { if let workspace { try? FileManager.default.removeItem(at: workspace) } }
    let client = try LanguageServerClient(binary: options.binary)
    defer { client.stop() }
    var params = initializeParams(client: options.client)
    if options.workspaceFiles > 0 {
        // A large app's repository open beside the document: the index holds every file.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("latency-workspace-\(UUID().uuidString)")
        var generator = WorkspaceGenerator(fileCount: options.workspaceFiles, seed: 20_240_601)
        try generator.write(to: directory)
        workspace = directory
        params["rootUri"] = directory.absoluteString
        params["workspaceFolders"] = [["uri": directory.absoluteString, "name": "generated"]]
        var capabilities = params["capabilities"] as! [String: Any]
        capabilities["window"] = ["workDoneProgress": true]
        params["capabilities"] = capabilities
    }
    let (initID, _) = client.request("initialize", params)
    _ = try client.response(to: initID, what: "the initialize response")
    client.notify("initialized", [String: Any]())
    if workspace != nil {
        guard client.take(timeout: .seconds(900), where: { message in
            guard message["method"] as? String == "$/progress", let params = message["params"] as? [String: Any],
                  let value = params["value"] as? [String: Any] else { return false }
            return value["kind"] as? String == "end"
        }) != nil else { throw LanguageServerClient.Failure.timedOut("the end of the workspace scan") }
        let memory = WorkspaceScanSession.memory(of: client.process.processIdentifier)
        print("workspace: \(options.workspaceFiles) generated files indexed; server RSS \(memory.resident / 1024) MB")
    }
    let openedAt = client.notify(
        "textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "xml", "version": 1, "text": text]])

    var publishes = client.take(timeout: .seconds(3), where: isDiagnostics(of: 1)).map { openedAt.duration(to: $0.receivedAt) } != nil
    if publishes {
        print("diagnostics of the opened document: published")
    }

    let (first, firstCount) = try complete(client, at: document.spots[.target]![0])
    print("first completion (schema loaded in the background after initialized): \(first.milliseconds), \(firstCount) items")

    // Completion at varied positions, all on one version.
    var kinds = GeneratedDocument.Spot.allCases.filter { !(document.spots[$0] ?? []).isEmpty }
    kinds.sort { $0.rawValue < $1.rawValue }
    var sameVersion: [Duration] = []
    var perKind: [GeneratedDocument.Spot: [Duration]] = [:]
    var emptyLists = 0
    for index in 0..<options.completions {
        let kind = kinds[index % kinds.count]
        let places = document.spots[kind]!
        let (duration, count) = try complete(client, at: places[(index / kinds.count * 13) % places.count])
        sameVersion.append(duration)
        perKind[kind, default: []].append(duration)
        if count == 0 { emptyLists += 1 }
    }

    // Typing: one character per didChange; completion right after each (as editors ask on
    // typing), then the diagnostics of that version.
    var afterEdit: [Duration] = []
    var afterEditByPlace: [String: [Duration]] = [:]
    var diagnostics: [Duration] = []
    var missing = 0
    for (index, step) in typingScript(document, edits: options.edits).enumerated() {
        let version = index + 2
        let range = ["start": step.position.json, "end": step.position.json]
        let changedAt = client.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": version], "contentChanges": [["range": range, "text": step.character]]])
        var after = step.position
        after.character += 1
        afterEdit.append(try complete(client, at: after).0)
        afterEditByPlace[step.place, default: []].append(afterEdit.last!)
        if !publishes, index == 0 {
            // Nothing for the opened document; give the first edit a fair chance too.
            publishes = client.take(timeout: .seconds(3), where: isDiagnostics(of: version)).map {
                diagnostics.append(changedAt.duration(to: $0.receivedAt))
            } != nil
            continue
        }
        guard publishes else { continue }
        if let published = client.take(timeout: .seconds(2), where: isDiagnostics(of: version)) {
            diagnostics.append(changedAt.duration(to: published.receivedAt))
        } else {
            missing += 1
        }
    }

    print("")
    report("completion, \(options.completions) at varied positions (one version)", sameVersion, target: .milliseconds(5))
    for kind in kinds {
        report("  \(kind.rawValue)", perKind[kind] ?? [])
    }
    if emptyLists > 0 { print("  (\(emptyLists) of them answered with no items)") }
    report("completion right after each of \(options.edits) edits (new version each)", afterEdit, target: .milliseconds(5))
    for (place, samples) in afterEditByPlace.sorted(by: { $0.key < $1.key }) {
        report("  typing at \(place)", samples)
    }
    if publishes {
        report("didChange → publishDiagnostics of that version", diagnostics, target: .milliseconds(20))
        if missing > 0 { print("  \(missing) edits got no diagnostics for their version within 2 s") }
    } else {
        print("didChange → publishDiagnostics: no diagnostics published (the server has no diagnostics source)")
    }
    if publishes { try LayoutStage.run(client, document: document, edits: options.layoutEdits, firstVersion: options.edits + 2) }
}

let options = Options(arguments: CommandLine.arguments)
if let path = options.documentPath {
    do {
        try GeneratedDocument(lineCount: options.lineCount).text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        Options.usage("cannot write \(path): \(error)")
    }
    exit(0)
}
guard FileManager.default.isExecutableFile(atPath: options.binary.path) else {
    Options.usage("no reactant-lsp at \(options.binary.path); build it with `swift build -c release --product reactant-lsp` in the repository root, or pass --binary")
}
print("server: \(options.binary.path), client capabilities: \(options.client)")
do {
    if options.swiftFiles > 0 {
        try runSwiftWorkspace(options, files: options.swiftFiles)
        exit(0)
    }
    if !options.scanSizes.isEmpty {
        try WorkspaceScanSession.run(binary: options.binary, sizes: options.scanSizes)
        exit(0)
    }
    if options.sessionRounds > 0 {
        try LongSession.run(binary: options.binary, rounds: options.sessionRounds)
        exit(0)
    }
    if options.pullFiles > 0 {
        try WorkspacePullSession.run(binary: options.binary, files: options.pullFiles)
        exit(0)
    }
    let startup = try measureStartup(options)
    report("startup to initialize response, \(options.launches) launches", startup, target: .milliseconds(50), at: 100)
    try runSession(options)
} catch {
    FileHandle.standardError.write(Data("server-benchmark: \(error)\n".utf8))
    exit(1)
}
