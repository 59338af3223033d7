import Foundation
import JSONRPC
import LanguageServerProtocol
import ProtocolConversion
import SourceFiles
import Support
import ReactantAnalysis

/// Pull diagnostics (`textDocument/diagnostic`, `workspace/diagnostic`) for clients that
/// announce them; others get `publishDiagnostics` from the pipeline. A pull answers with the
/// same set a push would publish last, the layout's findings included, computed by the same
/// `WorkspaceDiagnosticsSource`, both stages in one `DiagnosticsRun` (one snapshot; a closed
/// file read, analysed and laid out once). A workspace pull reads one snapshot for every
/// file: the files it lists, the generation and settings its memo compares, each run. Result
/// ids are digests of the answered items, so a client holding the same set is told
/// `unchanged` whatever changed around it.
public struct PullDiagnosticsFeature: ServerFeature {
    let workspace: Workspace
    let source: WorkspaceDiagnosticsSource
    /// The last workspace pull's answer per file, reused while neither its content nor anything
    /// an analysis depends on changed: clients repeat workspace pulls every few seconds, and a
    /// file on disk whose modification time and size are unchanged is not read again.
    private let memo = LockedValue<[DocumentURI: MemoEntry]>([:])

    struct MemoEntry: Sendable {
        var key: MemoKey
        var items: [LSPDiagnostic]
        var resultId: String
    }

    struct MemoKey: Hashable, Sendable {
        /// What identifies the text analysed.
        enum Content: Hashable, Sendable {
            /// An open document's text, by digest.
            case text(Int)
            /// A file on disk, by its modification time and size.
            case disk(seconds: Int, nanoseconds: Int, size: Int)
        }
        var content: Content
        var generation: Int
        var settings: ServerSettings
    }

    public static let identifier = "reactant-ui"

    public init(workspace: Workspace) {
        self.workspace = workspace
        self.source = WorkspaceDiagnosticsSource(workspace: workspace)
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        guard session.pullsDiagnostics else { return }
        capabilities.diagnosticProvider = DiagnosticOptions(
            identifier: Self.identifier, interFileDependencies: true, workspaceDiagnostics: true)
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(DocumentDiagnosticRequest.self) { [self] request, context in
            let uri = request.textDocument.uri
            guard !SwiftSourcePath.isSwift(uri) else { return .full(resultId: nil, items: []) }
            guard let snapshot = context.documents[uri] ?? diskSnapshot(uri, context: context) else {
                throw ResponseError.invalidParams("no Reactant UI document at \(uri): it is neither open nor readable")
            }
            await context.diagnostics?.refresh(await workspace.readFacts(of: snapshot))
            let items = await source.pulledDiagnostics(of: workspace.diagnosticsRun(for: snapshot))
            try Task.checkCancellation()
            return Self.report(items, previous: request.previousResultId)
        }
        handlers.onRequest(WorkspaceDiagnosticRequest.self) { [self] request, context in
            let previous = Dictionary(request.previousResultIds.map { ($0.uri, $0.value) }, uniquingKeysWith: { _, last in last })
            // The open versions' facts first, so that the one snapshot every file reads holds them.
            let open = context.documents.openDocuments.filter { !SwiftSourcePath.isSwift($0.uri) }
            let read = await ParallelMap.map(open, parallelism: ProcessInfo.processInfo.activeProcessorCount) { await workspace.readFacts(of: $0) }
            await context.diagnostics?.refresh(read.reduce(StaleDiagnostics.none) { $0.merged(with: $1) })
            let state = workspace.snapshot(for: context)
            let uris = state.documentURIs.filter { !SwiftSourcePath.isSwift($0) }
            let reports = await ParallelMap.map(uris, parallelism: ProcessInfo.processInfo.activeProcessorCount) { uri in
                Task.isCancelled ? nil : await workspaceReport(uri, previous: previous[uri], state: state, context: context)
            }
            try Task.checkCancellation()
            return WorkspaceDiagnosticReport(items: reports.compactMap { $0 })
        }
    }

    private func workspaceReport(
        _ uri: DocumentURI, previous: String?, state: WorkspaceSnapshot, context: FeatureContext
    ) async -> WorkspaceDocumentDiagnosticReport? {
        let open = context.documents[uri]
        let content: MemoKey.Content
        if let open {
            var hasher = Hasher()
            hasher.combine(open.text)
            content = .text(hasher.finalize())
        } else {
            guard let stamp = Self.diskStamp(of: uri) else { return nil }
            content = stamp
        }
        let key = MemoKey(content: content, generation: state.analysisGeneration, settings: state.settings)
        let entry: MemoEntry
        if let remembered = memo.withLock({ $0[uri] }), remembered.key == key {
            entry = remembered
        } else {
            // Read after the stamp: a file changed in between is read anew on the next pull.
            guard let snapshot = open ?? diskSnapshot(uri, context: context) else { return nil }
            let items = await source.pulledDiagnostics(of: DiagnosticsRun(document: snapshot, snapshot: state))
            guard !Task.isCancelled else { return nil }
            entry = MemoEntry(key: key, items: items, resultId: Self.resultId(of: items))
            memo.withLock { $0[uri] = entry }
        }
        let report: DocumentDiagnosticReport = previous == entry.resultId
            ? .unchanged(resultId: entry.resultId) : .full(resultId: entry.resultId, items: entry.items)
        return WorkspaceDocumentDiagnosticReport(uri: uri, version: open?.version, report: report)
    }

    /// A file's modification time and size, from one `stat` (Foundation's attributes also
    /// look up the owner's name, which costs more than the pull itself); nil when there is none.
    static func diskStamp(of uri: DocumentURI) -> MemoKey.Content? {
        guard let path = FileURI.path(of: uri) else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let modified = status.st_mtimespec
        #else
        let modified = status.st_mtim
        #endif
        return .disk(seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec), size: Int(status.st_size))
    }

    /// A file the editor has not opened, as it is on disk.
    private func diskSnapshot(_ uri: DocumentURI, context: FeatureContext) -> DocumentSnapshot? {
        guard let path = FileURI.path(of: uri),
              case .success(let file) = FileReader.read(DiscoveredFile(path: path, absolutePath: path))
        else { return nil }
        return DocumentSnapshot(uri: uri, languageID: "", version: 0, text: file.source.text, encoding: context.session.positionEncoding)
    }

    static func report(_ items: [LSPDiagnostic], previous: String?) -> DocumentDiagnosticReport {
        let id = resultId(of: items)
        return previous == id ? .unchanged(resultId: id) : .full(resultId: id, items: items)
    }

    /// A digest of the items as they go on the wire (FNV-1a, 64 bits): equal sets get equal
    /// ids in any process, so an id survives a server restart.
    static func resultId(of items: [LSPDiagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let bytes = (try? encoder.encode(items)) ?? Data()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
