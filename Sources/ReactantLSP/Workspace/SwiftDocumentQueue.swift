import LanguageServerProtocol
import Support
import ReactantAnalysis

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

    /// The latest change per document not yet taken.
    private let pending = LockedValue<[DocumentURI: Change]>([:])
    /// Tells the worker of a document once it has been quiet for the period.
    private let quiet: Debouncer<DocumentURI>
    private let wakeUps: AsyncStream<DocumentURI>
    private let wakeUp: AsyncStream<DocumentURI>.Continuation

    init(quietPeriod: Duration = QuietPeriods.product.swiftDocument) {
        quiet = Debouncer(delay: quietPeriod)
        (wakeUps, wakeUp) = AsyncStream.makeStream()
    }

    /// Records the document's latest change; an earlier one not yet taken is dropped.
    func submit(_ change: Change, for uri: DocumentURI) {
        pending.withLock { $0[uri] = change }
        let wakeUp = wakeUp
        quiet.schedule(uri) { wakeUp.yield(uri) }
    }

    /// Applies the changes one at a time as documents fall quiet; returns when the queue is
    /// finished.
    func run(_ apply: (DocumentURI, Change) async -> Void) async {
        for await uri in wakeUps {
            guard let change = pending.withLock({ $0.removeValue(forKey: uri) }) else { continue }
            await apply(uri, change)
        }
    }
}
