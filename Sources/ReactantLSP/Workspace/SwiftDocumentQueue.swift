import LanguageServerProtocol
import Support

/// The open Swift documents' changes not yet read, the latest per document, taken by one
/// worker: keystrokes arriving faster than a file parses are read once, at their latest, and
/// a close is never overtaken by an edit made before it. Submitting returns at once, so the
/// message loop never waits for a parse.
final class SwiftDocumentQueue: Sendable {
    enum Change: Sendable {
        case text(String)
        case closed
    }

    private let pending = LockedValue<[DocumentURI: Change]>([:])
    private let wakeUps: AsyncStream<DocumentURI>
    private let wakeUp: AsyncStream<DocumentURI>.Continuation

    init() {
        (wakeUps, wakeUp) = AsyncStream.makeStream()
    }

    /// Records the document's latest change; an earlier one not yet taken is dropped.
    func submit(_ change: Change, for uri: DocumentURI) {
        let isNew = pending.withLock { pending in pending.updateValue(change, forKey: uri) == nil }
        if isNew { wakeUp.yield(uri) }
    }

    /// Applies the changes one at a time as they come; returns when the queue is finished.
    func run(_ apply: (DocumentURI, Change) async -> Void) async {
        for await uri in wakeUps {
            guard let change = pending.withLock({ $0.removeValue(forKey: uri) }) else { continue }
            await apply(uri, change)
        }
    }
}
