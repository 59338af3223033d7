import Foundation
import TestSupport
import LanguageServerProtocol

/// A throw-away workspace folder on disk, removed when the value is released.
final class ScratchWorkspace: @unchecked Sendable {
    let root: URL

    init(files: [String: String] = [:]) throws {
        root = try ScratchDirectory.make("reactant-lsp-e2e")
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
