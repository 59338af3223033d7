@testable import ReactantAnalysis
import SchemaModel
import TestSupport

/// A document with a cursor `‸` and optionally `⟦…⟧` around the range a completion should
/// replace (the TestSupport markup).
struct CompletionFixture {
    let marked: MarkedText

    init(_ marked: String) { self.marked = MarkedText(marked) }

    var text: String { marked.text }
    var offset: Int { marked.cursor }
    /// The one unnamed marked range, if any.
    var expectedRange: Range<Int>? { marked.ranges.first }

    /// Completes at the cursor, or at `offset` when given.
    func complete(_ workspace: CompletionWorkspace = .empty, at offset: Int? = nil) -> [CompletionCandidate] {
        CompletionEngine.complete(text: text, offset: offset ?? self.offset, schema: Schema.embedded, workspace: workspace).items
    }
}

/// Completes at the marked cursor.
func complete(_ marked: String, workspace: CompletionWorkspace = .empty) -> [CompletionCandidate] {
    CompletionFixture(marked).complete(workspace)
}

extension Array where Element == CompletionCandidate {
    var labels: [String] { map(\.label) }

    func item(_ label: String) -> CompletionCandidate? { first { $0.label == label } }
}
