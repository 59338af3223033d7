import Foundation
import LanguageServerProtocol
import Support

/// Computes the diagnostics of one document version. Plugged into the server by the analysis.
public protocol DiagnosticsSource: Sendable {
    /// The complete set of problems in `document`; ranges are UTF-8 offsets into its text.
    func diagnostics(for document: DocumentSnapshot) async -> [Diagnostic]
}

/// Publishes diagnostics for open documents: after each change, once the document has been
/// quiet for `debounce`, asks the source and publishes what it found with the version it
/// belongs to. A result for a version that has since changed is dropped, never published.
public actor DiagnosticsPipeline {
    private let source: any DiagnosticsSource
    private let debounce: Duration
    private let publish: @Sendable (PublishDiagnosticsNotification) -> Void
    private let yieldToRequests: @Sendable () async -> Void
    /// The latest snapshot of each open document and the change count that produced it.
    private var latest: [DocumentURI: (snapshot: DocumentSnapshot, generation: Int)] = [:]
    private var running: [DocumentURI: Task<Void, Never>] = [:]
    private var generation = 0

    /// - Parameter yieldToRequests: awaited after the debounce, before computing: the server
    ///   lets the requests it is answering (a completion right after the keystroke) finish
    ///   first rather than share the cores with them.
    public init(
        source: any DiagnosticsSource, debounce: Duration,
        yieldToRequests: @escaping @Sendable () async -> Void = {},
        publish: @escaping @Sendable (PublishDiagnosticsNotification) -> Void
    ) {
        self.source = source
        self.debounce = debounce
        self.yieldToRequests = yieldToRequests
        self.publish = publish
    }

    /// A document was opened or changed: its previous pending run is cancelled.
    public func documentChanged(_ snapshot: DocumentSnapshot) {
        generation += 1
        latest[snapshot.uri] = (snapshot, generation)
        schedule(snapshot.uri)
    }

    /// A document was closed: nothing more is published for it, and its diagnostics are cleared.
    public func documentClosed(_ uri: DocumentURI) {
        running.removeValue(forKey: uri)?.cancel()
        guard latest.removeValue(forKey: uri) != nil else { return }
        publish(PublishDiagnosticsNotification(uri: uri, diagnostics: []))
    }

    /// Recomputes open documents whose inputs changed elsewhere (e.g. a file they reference);
    /// `nil` means all of them.
    public func refresh(_ uris: [DocumentURI]? = nil) {
        for uri in uris ?? Array(latest.keys) where latest[uri] != nil { schedule(uri) }
    }

    private func schedule(_ uri: DocumentURI) {
        guard let (snapshot, generation) = latest[uri] else { return }
        running.removeValue(forKey: uri)?.cancel()
        let source = source
        let debounce = debounce
        let yieldToRequests = yieldToRequests
        running[uri] = Task {
            do { try await Task.sleep(for: debounce) } catch { return }
            await yieldToRequests()
            guard !Task.isCancelled else { return }
            let diagnostics = await source.diagnostics(for: snapshot)
            guard !Task.isCancelled else { return }
            self.finish(snapshot, generation: generation, diagnostics: diagnostics)
        }
    }

    private func finish(_ snapshot: DocumentSnapshot, generation: Int, diagnostics: [Diagnostic]) {
        guard let current = latest[snapshot.uri], current.generation == generation else { return }
        running.removeValue(forKey: snapshot.uri)
        let converted = diagnostics.map { LSPDiagnostic($0, in: snapshot, openDocuments: latest.mapValues(\.snapshot)) }
        publish(PublishDiagnosticsNotification(uri: snapshot.uri, version: snapshot.version, diagnostics: converted))
    }
}

extension LSPDiagnostic {
    /// The wire form of a product diagnostic found in `document`. Related locations in other
    /// files are converted with that file's open text, else its text on disk. Quick fixes
    /// travel in `data` (`DiagnosticFixData`).
    public init(_ diagnostic: Diagnostic, in document: DocumentSnapshot, openDocuments: [DocumentURI: DocumentSnapshot] = [:]) {
        let related = diagnostic.related.map { location -> DiagnosticRelatedInformation in
            let uri = location.path.map(FileURI.uri(forPath:)) ?? document.uri
            let range: LSPRange
            if uri == document.uri {
                range = document.range(of: location.range)
            } else if let open = openDocuments[uri] {
                range = open.range(of: location.range)
            } else if let path = location.path, let text = try? String(contentsOfFile: path, encoding: .utf8) {
                range = DocumentSnapshot(uri: uri, languageID: "", version: 0, text: text, encoding: document.encoding)
                    .range(of: location.range)
            } else {
                range = LSPRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
            }
            return DiagnosticRelatedInformation(location: Location(uri: uri, range: range), message: location.message)
        }
        self.init(
            range: document.range(of: diagnostic.range), severity: DiagnosticSeverity(diagnostic.severity),
            code: diagnostic.code, source: "reactant-lsp", message: diagnostic.message,
            relatedInformation: related.isEmpty ? nil : related,
            data: diagnostic.fixes.isEmpty ? JSONValue?.none : DiagnosticFixData(diagnostic, in: document).json)
    }
}

extension DiagnosticSeverity {
    public init(_ severity: Diagnostic.Severity) {
        switch severity {
        case .error: self = .error
        case .warning: self = .warning
        case .information: self = .information
        case .hint: self = .hint
        }
    }
}
