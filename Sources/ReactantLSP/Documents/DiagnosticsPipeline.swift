import Foundation
import LanguageServerProtocol
import Support
import ReactantAnalysis

/// Computes the diagnostics of one document version. Plugged into the server by the analysis.
/// It learns of open documents elsewhere (the server tells its `OpenDocumentHost` of every
/// open, change and close before the pipeline hears of it): it is only asked.
public protocol DiagnosticsSource: Sendable {
    /// The problems in `document` that are quick to find, in the protocol's form.
    func diagnostics(for document: DocumentSnapshot) async -> DiagnosticsReport
    /// Once problems that take longer to find (solving the layout) are known: the whole set of
    /// the version, the quick ones included, published in place of the first. Nil when there
    /// are none to add.
    func slowDiagnostics(for document: DocumentSnapshot) async -> [LSPDiagnostic]?
}

extension DiagnosticsSource {
    public func slowDiagnostics(for document: DocumentSnapshot) async -> [LSPDiagnostic]? { nil }
}

/// The diagnostics of one document version, and the other open documents whose diagnostics
/// computing them showed to be stale (a new version's facts changed what they reference).
public struct DiagnosticsReport: Sendable {
    public var diagnostics: [LSPDiagnostic]
    public var stale: StaleDiagnostics

    public init(diagnostics: [LSPDiagnostic], stale: StaleDiagnostics = .none) {
        self.diagnostics = diagnostics
        self.stale = stale
    }
}

/// Publishes diagnostics for open documents: after each change, once the document has been
/// quiet for `debounce`, asks the source and publishes what it found with the version it
/// belongs to; then asks for the slow diagnostics and publishes both sets together. A result
/// for a version that has since changed is dropped, never published.
///
/// For a client that pulls diagnostics (`servePulls`), nothing is published: the pipeline
/// still follows every change, and where a push would recompute other open documents it asks
/// the client to pull again instead.
public actor DiagnosticsPipeline {
    private let source: any DiagnosticsSource
    /// How long a document must stay unchanged after its quick diagnostics before the slow
    /// ones are computed: while the user types, the cores stay with the keystrokes.
    private let slowDebounce: Duration
    private let publish: @Sendable (PublishDiagnosticsNotification) -> Void
    private let yieldToRequests: @Sendable () async -> Void
    /// The latest snapshot of each open document and the change count that produced it.
    private var latest: [DocumentURI: (snapshot: DocumentSnapshot, generation: Int)] = [:]
    /// Each document's diagnostics run, once it has been quiet for `debounce`.
    private let runs: Debouncer<DocumentURI>
    /// The one request to pull again for a burst of changes (a scan's end, a settings change).
    private let pullRequests: Debouncer<Bool>
    private var generation = 0
    /// Set at `initialize` for a client that pulls: how to ask it to pull again (nil when it can't be asked).
    private let pulls = LockedValue<PullMode?>(nil)

    private struct PullMode: Sendable {
        var refresh: (@Sendable () -> Void)?
    }

    /// - Parameter yieldToRequests: awaited after the debounce, before computing: the server
    ///   lets the requests it is answering (a completion right after the keystroke) finish
    ///   first rather than share the cores with them.
    public init(
        source: any DiagnosticsSource, debounce: Duration, slowDebounce: Duration = QuietPeriods.product.layout,
        yieldToRequests: @escaping @Sendable () async -> Void = {},
        publish: @escaping @Sendable (PublishDiagnosticsNotification) -> Void
    ) {
        self.source = source
        self.runs = Debouncer(delay: debounce)
        self.pullRequests = Debouncer(delay: debounce)
        self.slowDebounce = slowDebounce
        self.yieldToRequests = yieldToRequests
        self.publish = publish
    }

    /// From now on the client pulls diagnostics: nothing is published; `refresh` asks the
    /// client to pull again (nil: the client can't be asked, and pulls when it sees fit).
    public nonisolated func servePulls(refresh: (@Sendable () -> Void)?) {
        pulls.withLock { $0 = PullMode(refresh: refresh) }
    }

    private var isPulled: Bool { pulls.value != nil }

    /// A document was opened or changed (the server told the host first): the document's
    /// previous pending run is cancelled.
    public func documentChanged(_ snapshot: DocumentSnapshot) {
        generation += 1
        latest[snapshot.uri] = (snapshot, generation)
        if !isPulled { schedule(snapshot.uri) }
    }

    /// A document was closed: nothing more is published for it, its diagnostics are cleared,
    /// and `stale`, the documents the host says depended on it, are recomputed.
    public func documentClosed(_ uri: DocumentURI, stale: StaleDiagnostics = .none) {
        runs.cancel(uri)
        if latest.removeValue(forKey: uri) != nil, !isPulled {
            publish(PublishDiagnosticsNotification(uri: uri, diagnostics: []))
        }
        refresh(stale)
    }

    /// Recomputes open documents whose inputs changed elsewhere (e.g. a file they reference);
    /// a pulling client is asked to pull again.
    public func refresh(_ stale: StaleDiagnostics) {
        if let mode = pulls.value {
            let affectsOpen = switch stale {
            case .all: !latest.isEmpty
            case .documents(let uris): uris.contains { latest[$0] != nil }
            }
            if affectsOpen, let refresh = mode.refresh { pullRequests.schedule(true) { refresh() } }
            return
        }
        switch stale {
        case .all: for uri in latest.keys { schedule(uri) }
        case .documents(let uris): for uri in uris where latest[uri] != nil { schedule(uri) }
        }
    }

    private func schedule(_ uri: DocumentURI) {
        guard let (snapshot, generation) = latest[uri] else { return }
        let source = source
        let slowDebounce = slowDebounce
        let yieldToRequests = yieldToRequests
        // A newer version schedules again, which cancels this run wherever it is.
        runs.schedule(uri) {
            await yieldToRequests()
            guard !Task.isCancelled else { return }
            let report = await source.diagnostics(for: snapshot)
            guard await self.finish(snapshot, generation: generation, report: report, cancelled: Task.isCancelled) else { return }
            do { try await Task.sleep(for: slowDebounce) } catch { return }
            await yieldToRequests()
            guard !Task.isCancelled, let slow = await source.slowDiagnostics(for: snapshot), !slow.isEmpty else { return }
            await self.finishSlow(snapshot, generation: generation, diagnostics: slow, cancelled: Task.isCancelled)
        }
    }

    /// Publishes the quick diagnostics; returns whether the version is still the latest.
    private func finish(_ snapshot: DocumentSnapshot, generation: Int, report: DiagnosticsReport, cancelled: Bool) -> Bool {
        var current = false
        if !cancelled, let latest = latest[snapshot.uri], latest.generation == generation {
            current = true
            publish(PublishDiagnosticsNotification(uri: snapshot.uri, version: snapshot.version, diagnostics: report.diagnostics))
        }
        // The stale documents are news whether or not this result was still wanted.
        refresh(report.stale)
        return current
    }

    private func finishSlow(_ snapshot: DocumentSnapshot, generation: Int, diagnostics: [LSPDiagnostic], cancelled: Bool) {
        guard !cancelled, let latest = latest[snapshot.uri], latest.generation == generation else { return }
        publish(PublishDiagnosticsNotification(uri: snapshot.uri, version: snapshot.version, diagnostics: diagnostics))
    }
}

