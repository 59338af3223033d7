import Foundation
import LanguageServerProtocol

/// A throw-away workspace folder on disk, removed when the value is released.
final class ScratchWorkspace: @unchecked Sendable {
    let root: URL

    init(files: [String: String] = [:]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("reactant-lsp-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    var uri: DocumentURI { root.absoluteString }

    func uri(_ path: String) -> DocumentURI { root.appendingPathComponent(path).absoluteString }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove(_ path: String) throws { try FileManager.default.removeItem(at: root.appendingPathComponent(path)) }
}

/// Positions in a text, computed here on their own (lines end at LF, CRLF or CR; characters
/// counted in the given encoding), so the tests do not use the server's line table to check it.
struct TextPositions {
    let text: String
    let encoding: PositionEncodingKind

    init(_ text: String, encoding: PositionEncodingKind = .utf16) {
        self.text = text
        self.encoding = encoding
    }

    /// The position of a UTF-8 offset.
    func position(of offset: Int) -> Position {
        var line = 0
        var lineStart = 0
        let bytes = Array(text.utf8)
        var index = 0
        while index < offset {
            if bytes[index] == 0x0A || bytes[index] == 0x0D {
                if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A, index + 1 < offset { index += 1 }
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        return Position(line: line, character: encoding == .utf8 ? prefix.utf8.count : prefix.utf16.count)
    }

    /// The range of the `occurrence`-th (from 1) appearance of `needle`.
    func range(of needle: String, occurrence: Int = 1) -> LSPRange {
        let bytes = Array(text.utf8), target = Array(needle.utf8)
        var found = 0
        var start = 0
        while start + target.count <= bytes.count {
            if Array(bytes[start..<start + target.count]) == target {
                found += 1
                if found == occurrence { return LSPRange(start: position(of: start), end: position(of: start + target.count)) }
            }
            start += 1
        }
        preconditionFailure("'\(needle)' occurs fewer than \(occurrence) times")
    }
}

/// One published diagnostic reduced to what the tests compare: code and range.
struct CodeAndRange: Hashable, CustomStringConvertible {
    let code: String
    let range: LSPRange
    var description: String {
        "\(code)@\(range.start.line):\(range.start.character)-\(range.end.line):\(range.end.character)"
    }
}

extension PublishDiagnosticsNotification {
    var codesAndRanges: [CodeAndRange] { diagnostics.map { CodeAndRange(code: $0.code ?? "", range: $0.range) } }
    var codes: [String] { diagnostics.compactMap(\.code) }
}

extension ServerProcess {
    /// A server initialized on `folder` like a full-featured editor: work-done progress, file
    /// watching by dynamic registration, configuration requests, and the `encodings` offered.
    static func onWorkspace(
        _ folder: ScratchWorkspace?, encodings: [PositionEncodingKind] = [], options: JSONValue? = nil,
        trace: String? = nil, watching: Bool = true
    ) async throws -> ServerProcess {
        let server = try ServerProcess()
        let capabilities = ClientCapabilities(
            general: .init(positionEncodings: encodings), window: .init(workDoneProgress: true),
            workspace: .init(configuration: true, didChangeWatchedFiles: .init(dynamicRegistration: watching)))
        try await server.initialize(InitializeRequest(
            processId: nil, rootUri: folder?.uri, capabilities: capabilities, initializationOptions: options, trace: trace,
            workspaceFolders: folder.map { [WorkspaceFolder(uri: $0.uri, name: "scratch")] }))
        return server
    }

    /// Waits until the workspace scan has ended (its `$/progress` end).
    func scanFinished() async throws {
        _ = try await notification(ProgressNotification.self) { if case .end = $0.value { true } else { false } }
    }

    func openDocument(_ uri: DocumentURI, _ text: String, version: Int = 1) throws {
        try notify(DidOpenTextDocumentNotification(textDocument: .init(uri: uri, languageId: "xml", version: version, text: text)))
    }

    func changeDocument(_ uri: DocumentURI, version: Int, _ changes: [TextDocumentContentChangeEvent]) throws {
        try notify(DidChangeTextDocumentNotification(textDocument: .init(uri: uri, version: version), contentChanges: changes))
    }

    /// The next diagnostics published for `uri` (at `version`, when given) that satisfy `predicate`.
    func diagnostics(
        _ uri: DocumentURI, version: Int? = nil, where predicate: @escaping @Sendable (PublishDiagnosticsNotification) -> Bool = { _ in true }
    ) async throws -> PublishDiagnosticsNotification {
        try await notification(PublishDiagnosticsNotification.self) {
            $0.uri == uri && (version == nil || $0.version == version) && predicate($0)
        }
    }
}
