import SwiftBinding
import TestSupport
import Testing

/// Where the reader says a new member goes: `‸` marks the point in each fixture (`⟦…⟧` the
/// spaces it replaces before code on the same line), and the text it gives is checked whole.
@Suite struct MemberInsertionTests {
    /// The source with `declaration` inserted where the reader places a member after the last
    /// property of `Screen` (or at the top of its body without one); asserts the point.
    private func inserting(
        _ declaration: String, into marked: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> String {
        let fixture = MarkedText(marked)
        let read = SwiftSourceReader.readCompletely(fixture.text)
        let type = try #require(read.types.first { $0.name == "Screen" }, sourceLocation: sourceLocation)
        let members = read.properties.filter { $0.owner == .typeDeclaration(qualifiedName: type.qualifiedName) }
        let insertion = try #require(SwiftMemberInsertion.placing(in: type, after: members), sourceLocation: sourceLocation)
        let expected = fixture.cursorOffset.map { $0..<$0 } ?? fixture.range
        #expect(insertion.point.utf8 == expected, sourceLocation: sourceLocation)
        var bytes = Array(fixture.text.utf8)
        bytes.replaceSubrange(insertion.point.utf8, with: Array(insertion.text(inserting: declaration).utf8))
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func afterASemicolonAndTheCommentOnTheLine() throws {
        #expect(try inserting("let b = B()", into: "class Screen {\n\tlet a = A(); /* a */ // the a‸\n}\n")
            == "class Screen {\n\tlet a = A(); /* a */ // the a\n\tlet b = B()\n}\n")
    }

    @Test func aBodyOnOneLineWithAMember() throws {
        #expect(try inserting("let b = B()", into: "  class Screen {⟦ ⟧func f() {} }\n")
            == "  class Screen {\n      let b = B()\n      func f() {} }\n")
    }

    @Test func attributesOnTheirOwnLineDoNotChangeTheIndentation() throws {
        #expect(try inserting("let b = B()", into: "class Screen {\n    @IBOutlet\n    weak var a: A!‸\n}\n")
            == "class Screen {\n    @IBOutlet\n    weak var a: A!\n    let b = B()\n}\n")
    }

    /// Only the declaration's line counts: a multi-line initializer ends where its `)` is.
    @Test func aMultiLineInitializerEndsAtItsLastLine() throws {
        #expect(try inserting("let b = B()", into: "class Screen {\n    let a = A(\n        x: 1)‸\n}\n")
            == "class Screen {\n    let a = A(\n        x: 1)\n    let b = B()\n}\n")
    }
}
