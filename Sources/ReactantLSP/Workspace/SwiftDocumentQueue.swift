import LanguageServerProtocol
import Support

/// The open Swift documents' changes not yet read, the latest per document, taken by one
/// worker once the document has been quiet for a moment: while the user types, the file is
/// not parsed on every keystroke (its declarations matter when typing pauses), so a Swift
/// document never takes cores from the `.ui.xml` analyses; and a close is never overtaken by
/// an edit made before it. Submitting returns at once: the message loop never waits.
final class SwiftDocumentQueue: Sendable {
    enum Change: Sendable {
        case text(String)
        case closed
    }

    private let quietPeriod: Duration
    /// The latest change per document and how many changes it has had, to tell a pause.
    private let pending = LockedValue<[DocumentURI: (change: Change, count: Int)]>([:])
    private let wakeUps: AsyncStream<DocumentURI>
    private let wakeUp: AsyncStream<DocumentURI>.Continuation

    init(quietPeriod: Duration = .milliseconds(150)) {
        self.quietPeriod = quietPeriod
        (wakeUps, wakeUp) = AsyncStream.makeStream()
    }

    /// Records the document's latest change; an earlier one not yet taken is dropped.
    func submit(_ change: Change, for uri: DocumentURI) {
        let isNew = pending.withLock { pending in
            let count = (pending[uri]?.count ?? 0) + 1
            return pending.updateValue((change, count), forKey: uri) == nil
        }
        if isNew { wakeUp.yield(uri) }
    }

    /// Applies the changes one at a time as documents fall quiet; returns when the queue is
    /// finished.
    func run(_ apply: (DocumentURI, Change) async -> Void) async {
        for await uri in wakeUps {
            var seen = pending.withLock { $0[uri]?.count }
            while let count = seen {
                try? await Task.sleep(for: quietPeriod)
                let now = pending.withLock { $0[uri]?.count }
                if now == count { break }
                seen = now
            }
            guard let change = pending.withLock({ $0.removeValue(forKey: uri)?.change }) else { continue }
            await apply(uri, change)
        }
    }
}
