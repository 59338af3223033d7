@testable import ReactantLSP
import SchemaModel

/// A document with a cursor marker (`|` unless told otherwise) and optionally `⟦`…`⟧` around
/// the range a completion should replace; the markers are removed.
struct CompletionFixture {
    let text: String
    let offset: Int
    let expectedRange: Range<Int>?

    init(_ marked: String, cursor: Character = "|") {
        var bytes: [UInt8] = []
        var cursorOffset = -1
        var lower: Int?
        var upper: Int?
        for character in marked {
            switch character {
            case cursor: cursorOffset = bytes.count
            case "⟦": lower = bytes.count
            case "⟧": upper = bytes.count
            default: bytes.append(contentsOf: String(character).utf8)
            }
        }
        precondition(cursorOffset >= 0, "fixture needs a cursor")
        text = String(decoding: bytes, as: UTF8.self)
        offset = cursorOffset
        expectedRange = lower.flatMap { lower in upper.map { lower..<$0 } }
    }

    func complete(_ workspace: CompletionWorkspace = .empty) -> [CompletionCandidate] {
        CompletionEngine.complete(text: text, offset: offset, schema: Schema.embedded, workspace: workspace).items
    }
}

/// Completes at the marked cursor.
func complete(_ marked: String, cursor: Character = "|", workspace: CompletionWorkspace = .empty) -> [CompletionCandidate] {
    CompletionFixture(marked, cursor: cursor).complete(workspace)
}

extension Array where Element == CompletionCandidate {
    var labels: [String] { map(\.label) }

    func item(_ label: String) -> CompletionCandidate? { first { $0.label == label } }
}
