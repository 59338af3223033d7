import Foundation

// A workspace with many Swift files: `initialize` must not wait for them (they are indexed in
// the background), and typing in a Swift document must not delay the `.ui.xml` diagnostics.
//
//   swift run -c release server-benchmark --swift-files 5000 [--edits N] [--launches N]

/// A folder of generated Swift view classes (about 100 lines each, methods with bodies) and
/// the generated `.ui.xml` document, whose class declares every field it binds.
struct SwiftWorkspace {
    let folder: URL
    let document: GeneratedDocument
    var xmlURI: String { folder.appendingPathComponent("GeneratedRootView.ui.xml").absoluteString }
    var swiftURI: String { folder.appendingPathComponent("Screens/Screen0.swift").absoluteString }
    /// In `Screen0.swift`: the end of a comment inside a method body, and the end of a
    /// property's name (typing there changes the class's declarations).
    let bodyPosition = GeneratedDocument.Position(line: 6, character: 22)
    let namePosition = GeneratedDocument.Position(line: 3, character: 13)

    init(files: Int, lineCount: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("server-benchmark-\(UUID().uuidString)")
        document = GeneratedDocument(lineCount: lineCount)
        try write("GeneratedRootView.ui.xml", document.text)
        let fields = Set(document.text.matches(of: /field="(\w+)"/).map { String($0.output.1) }).sorted()
        try write("GeneratedRootView.swift", "final class GeneratedRootView: ViewBase<Void, Void> {\n"
            + fields.map { "    let \($0) = makeView()\n" }.joined() + "}\n")
        for index in 0..<files { try write("Screens/Screen\(index).swift", Self.screen(index)) }
    }

    private func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    static func screen(_ index: Int) -> String {
        var lines = [
            "import UIKit",
            "",
            "final class Screen\(index): ViewBase<Screen\(index)State, Void> {",
            "    let title = UILabel()",
            "",
            "    func typingArea() {",
            "        // typing here",
            "    }",
        ]
        for number in 0..<8 {
            lines += [
                "    private(set) lazy var item\(number): UIButton = {",
                "        let button = UIButton(type: .system)",
                "        button.setTitle(\"Item \(number)\", for: .normal)",
                "        return button",
                "    }()",
            ]
        }
        for number in 0..<5 {
            lines += [
                "    func update\(number)(with state: Screen\(index)State) {",
                "        title.text = state.title + \" \\(state.count)\"",
                "        guard state.count > \(number) else { return }",
                "        item\(number).isEnabled = state.isEnabled && state.count % \(number + 2) == 0",
                "        for (offset, character) in state.title.enumerated() where offset < \(number + 3) {",
                "            print(offset, character)",
                "        }",
                "    }",
            ]
        }
        lines += [
            "}",
            "",
            "struct Screen\(index)State {",
            "    var title: String",
            "    var count: Int",
            "    var isEnabled: Bool",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}

func swiftWorkspaceParams(_ workspace: SwiftWorkspace) -> [String: Any] {
    [
        "processId": NSNull(), "rootUri": workspace.folder.absoluteString,
        "workspaceFolders": [["uri": workspace.folder.absoluteString, "name": "benchmark"]],
        "capabilities": [
            "general": ["positionEncodings": ["utf-16"]], "window": ["workDoneProgress": true],
        ],
    ]
}

func isProgressEnd(_ message: [String: Any]) -> Bool {
    guard message["method"] as? String == "$/progress", let params = message["params"] as? [String: Any],
        let value = params["value"] as? [String: Any]
    else { return false }
    return value["kind"] as? String == "end"
}

func runSwiftWorkspace(_ options: Options, files: Int) throws {
    let workspace = try SwiftWorkspace(files: files, lineCount: options.lineCount)
    defer { workspace.remove() }
    print("workspace: \(files) Swift files of \(SwiftWorkspace.screen(0).split(separator: "\n").count) lines, a \(workspace.document.lines.count)-line .ui.xml")

    var startup: [Duration] = []
    var scans: [Duration] = []
    for _ in 0..<options.launches {
        let client = try LanguageServerClient(binary: options.binary)
        let (id, _) = client.request("initialize", swiftWorkspaceParams(workspace))
        let answer = try client.response(to: id, what: "the initialize response")
        startup.append(client.launchedAt.duration(to: answer.receivedAt))
        let initializedAt = client.notify("initialized", [String: Any]())
        if let end = client.take(timeout: .seconds(600), where: isProgressEnd) { scans.append(initializedAt.duration(to: end.receivedAt)) }
        client.stop()
    }
    report("startup to initialize response, \(options.launches) launches", startup, target: .milliseconds(50), at: 100)
    report("initialized → end of the background scan", scans)

    let client = try LanguageServerClient(binary: options.binary)
    defer { client.stop() }
    let (id, _) = client.request("initialize", swiftWorkspaceParams(workspace))
    _ = try client.response(to: id, what: "the initialize response")
    client.notify("initialized", [String: Any]())
    _ = client.take(timeout: .seconds(600), where: isProgressEnd)
    let xmlURI = workspace.xmlURI, swiftURI = workspace.swiftURI
    func isDiagnostics(of version: Int) -> ([String: Any]) -> Bool {
        { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics",
                let params = message["params"] as? [String: Any], params["uri"] as? String == xmlURI
            else { return false }
            return params["version"] as? Int == version
        }
    }
    client.notify("textDocument/didOpen", ["textDocument": ["uri": xmlURI, "languageId": "xml", "version": 1, "text": workspace.document.text]])
    _ = client.take(timeout: .seconds(10), where: isDiagnostics(of: 1))
    client.notify("textDocument/didOpen", [
        "textDocument": ["uri": swiftURI, "languageId": "swift", "version": 1, "text": SwiftWorkspace.screen(0)],
    ])

    var xmlVersion = 1, swiftVersion = 1
    var xmlPosition = workspace.document.textValueEnds[0]
    var bodyPosition = workspace.bodyPosition, namePosition = workspace.namePosition
    /// One character typed into the `.ui.xml`, after `swiftEdit` (if any) typed one into the
    /// Swift document; the time from the `.ui.xml` edit to its diagnostics.
    func step(swiftEdit: ((inout GeneratedDocument.Position) -> Void)?, at swiftPosition: inout GeneratedDocument.Position) -> Duration? {
        if let swiftEdit {
            swiftVersion += 1
            let range = ["start": swiftPosition.json, "end": swiftPosition.json]
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": swiftURI, "version": swiftVersion], "contentChanges": [["range": range, "text": "x"]],
            ])
            swiftEdit(&swiftPosition)
        }
        xmlVersion += 1
        let range = ["start": xmlPosition.json, "end": xmlPosition.json]
        let changedAt = client.notify("textDocument/didChange", [
            "textDocument": ["uri": xmlURI, "version": xmlVersion], "contentChanges": [["range": range, "text": "a"]],
        ])
        xmlPosition.character += 1
        return client.take(timeout: .seconds(5), where: isDiagnostics(of: xmlVersion)).map { changedAt.duration(to: $0.receivedAt) }
    }

    var unused = bodyPosition
    let alone = (0..<options.edits).compactMap { _ in step(swiftEdit: nil, at: &unused) }
    let afterBodyEdits = (0..<options.edits).compactMap { _ in step(swiftEdit: { $0.character += 1 }, at: &bodyPosition) }
    let afterDeclarationEdits = (0..<options.edits).compactMap { _ in step(swiftEdit: { $0.character += 1 }, at: &namePosition) }
    report(".ui.xml didChange → its publishDiagnostics, typing in it alone", alone, target: .milliseconds(20))
    report("  the same, each after a keystroke in a Swift method body", afterBodyEdits, target: .milliseconds(20))
    report("  the same, each after a keystroke in a Swift property name", afterDeclarationEdits, target: .milliseconds(20))
}
