import LanguageServerProtocol
import ProtocolConversion
import Support
import ReactantAnalysis

/// Semantic tokens (`full`, `full/delta`, `range`) from `DocumentSemanticTokens`. The last
/// full result of each open document is kept with its id, so a delta request gets the edit
/// against it; a document's result is dropped when it closes.
public struct SemanticTokensFeature: ServerFeature {
    let workspace: Workspace
    private let results = SemanticTokensResults()

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public static let legend = SemanticTokensLegend(
        tokenTypes: DocumentSemanticTokens.TokenType.allCases.map(\.name),
        tokenModifiers: DocumentSemanticTokens.Modifier.allCases.map(\.name))

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.semanticTokensProvider = SemanticTokensOptions(legend: Self.legend, range: true, full: .init(delta: true))
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(SemanticTokensRequest.self) { [workspace, results] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let data = await SemanticTokenEncoding.data(DocumentSemanticTokens.tokens(of: workspace.snapshot(for: context).navigationDocument(snapshot)), in: snapshot.positions)
            return SemanticTokens(resultId: results.store(data, for: snapshot.uri), data: data)
        }
        handlers.onRequest(SemanticTokensDeltaRequest.self) { [workspace, results] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let data = await SemanticTokenEncoding.data(DocumentSemanticTokens.tokens(of: workspace.snapshot(for: context).navigationDocument(snapshot)), in: snapshot.positions)
            let previous = results.data(for: snapshot.uri, resultId: request.previousResultId)
            let resultId = results.store(data, for: snapshot.uri)
            guard let previous else { return .full(SemanticTokens(resultId: resultId, data: data)) }
            let edits = DocumentSemanticTokens.edit(from: previous, to: data).map {
                [SemanticTokensEdit(start: $0.start, deleteCount: $0.deleteCount, data: $0.data)]
            } ?? []
            return .delta(SemanticTokensDelta(resultId: resultId, edits: edits))
        }
        handlers.onRequest(SemanticTokensRangeRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let range = snapshot.offsets(of: request.range)
            let tokens = await DocumentSemanticTokens.tokens(of: workspace.snapshot(for: context).navigationDocument(snapshot)).filter {
                $0.range.upperBound > range.lowerBound && $0.range.lowerBound < range.upperBound
            }
            return SemanticTokens(data: SemanticTokenEncoding.data(tokens, in: snapshot.positions))
        }
        handlers.onNotification(DidCloseTextDocumentNotification.self) { [results] notification, _ in
            results.forget(notification.textDocument.uri)
        }
    }
}

/// The last full result per document, with the id it was sent with.
final class SemanticTokensResults: Sendable {
    private let state = LockedValue<(next: Int, byDocument: [DocumentURI: (id: String, data: [UInt32])])>((1, [:]))

    /// Keeps `data` as the document's latest result; returns its new id.
    func store(_ data: [UInt32], for uri: DocumentURI) -> String {
        state.withLock { state in
            let id = String(state.next)
            state.next += 1
            state.byDocument[uri] = (id, data)
            return id
        }
    }

    /// The document's latest result, if its id is `resultId`.
    func data(for uri: DocumentURI, resultId: String) -> [UInt32]? {
        state.withLock { state in state.byDocument[uri].flatMap { $0.id == resultId ? $0.data : nil } }
    }

    func forget(_ uri: DocumentURI) {
        state.withLock { state in state.byDocument[uri] = nil }
    }
}
