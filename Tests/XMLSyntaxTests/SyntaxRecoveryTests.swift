import TestSupport
import Testing
@testable import XMLSyntax

/// Documents as an editor has them mid-edit: the tree is still built.
@Suite struct SyntaxRecoveryTests {
    @Test func unclosedTagsAtTheEndAreClosedByTheEnd() throws {
        let text = "<Component>\n  <Container>\n    <Label text=\"a\"/>"
        let tree = XMLSyntaxTree.parse(text)
        #expect(tree.elements.map(\.name.qualified) == ["Component", "Container", "Label"])
        #expect(tree.elements[0].isUnclosed && tree.elements[1].isUnclosed && !tree.elements[2].isUnclosed)
        #expect(tree.elements[1].range.upperBound == text.utf8.count)
        #expect(tree.elements[2].parent == 1)
    }

    @Test func anEndTagClosesEverythingOpenedInsideIt() {
        let text = "<a><b><c></a><d/>"
        let tree = XMLSyntaxTree.parse(text)
        #expect(tree.elements.map(\.name.qualified) == ["a", "b", "c", "d"])
        #expect(tree.elements[0].endTag != nil && tree.elements[1].isUnclosed && tree.elements[2].isUnclosed)
        #expect(tree.elements[1].range.upperBound == text.utf8Offset(of: "</a>"))
        #expect(tree.elements[3].parent == nil)
    }

    @Test func strayEndTagsAreKept() {
        let tree = XMLSyntaxTree.parse("<a></b></a>")
        guard case .strayEndTag(let tag)? = tree.root?.children.first else { Issue.record("no stray tag"); return }
        #expect(tag.name.qualified == "b" && tag.range == 3..<7)
        #expect(tree.root?.endTag != nil)
    }

    @Test func halfTypedAttributes() throws {
        let text = "<a><Label tex\n<Label text=\n<Label text=bare other=\"x\"/></a>"
        let tree = XMLSyntaxTree.parse(text)
        let labels = tree.elements.filter { $0.name.qualified == "Label" }
        #expect(labels.count == 3)
        #expect(labels[0].startTagEnd == .unterminated && labels[0].attributes.map(\.name.qualified) == ["tex"])
        #expect(labels[0].attributes[0].value == nil && labels[0].attributes[0].equalsOffset == nil)
        #expect(labels[1].attributes[0].equalsOffset != nil && labels[1].attributes[0].value == nil)
        let bare = try #require(labels[2].attributes.first?.value)
        #expect(bare.quote == nil && bare.raw == "bare")
        #expect(labels[2].attribute("other")?.value?.raw == "x")
        #expect(labels.allSatisfy { $0.parent == 0 })
    }

    @Test func anUnclosedQuoteStopsAtTheLineBeforeTheNextTag() throws {
        let text = "<a>\n<Label text=\"abc />\n<Button title=\"x\"/>\n</a>"
        let tree = XMLSyntaxTree.parse(text)
        let value = try #require(tree.elements[1].attribute("text")?.value)
        #expect(!value.isClosed && value.raw == "abc />")
        #expect(tree.elements[1].startTagEnd == .unterminated)
        #expect(tree.elements[2].name.qualified == "Button" && tree.elements[2].parent == 0)
        #expect(tree.elements[2].attribute("title")?.value?.isClosed == true)
        #expect(tree.root?.endTag != nil)
    }

    @Test func aStrayLessThanIsText() {
        let text = "<a>1 < 2 <</a>"
        let tree = XMLSyntaxTree.parse(text)
        guard case .text(let run)? = tree.root?.children.first else { Issue.record("no text"); return }
        #expect(run.decoded.value == "1 < 2 <" && tree.root?.endTag != nil)
    }

    @Test func unterminatedMarkupRunsToTheEnd() {
        let tree = XMLSyntaxTree.parse("<a><!-- <b/>")
        guard case .markup(let comment)? = tree.root?.children.first else { Issue.record("no comment"); return }
        #expect(comment.kind == .comment && !comment.isTerminated && comment.range == 3..<12)
        #expect(tree.elements.count == 1)
    }

    // MARK: What is at an offset

    static let broken = "<Component>\n  <Label text=\"a &amp; b\" layout:le\n  <Button title=\"x\" />\n  text here\n</Component"

    @Test(arguments: [
        ("<Compo", SyntaxContext.elementName(element: 0, isEndTag: false)),
        ("<Lab", .elementName(element: 1, isEndTag: false)),
        ("<Label", .elementName(element: 1, isEndTag: false)),
        ("<Label ", .attributeName(element: 1, attribute: 0)),
        ("<Label te", .attributeName(element: 1, attribute: 0)),
        ("<Label text=\"", .attributeValue(element: 1, attribute: 0, decodedOffset: 0)),
        ("<Label text=\"a &amp; b", .attributeValue(element: 1, attribute: 0, decodedOffset: 5)),
        ("<Label text=\"a &am", .attributeValue(element: 1, attribute: 0, decodedOffset: 2)),
        ("layout:le", .attributeName(element: 1, attribute: 1)),
        ("<Button title=\"x\" ", .betweenAttributes(element: 2)),
        ("/>\n  te", .content(parent: 0)),
        ("/>", .content(parent: 0)),
        ("</Comp", .elementName(element: 0, isEndTag: true)),
        ("</Component", .elementName(element: 0, isEndTag: true)),
    ])
    func contextAt(prefixEnd: String, expected: SyntaxContext) {
        let tree = XMLSyntaxTree.parse(Self.broken)
        let offset = Self.broken.utf8Offset(of: prefixEnd) + prefixEnd.utf8.count
        #expect(tree.context(at: offset) == expected)
    }

    @Test func contextAtTheEdges() {
        let text = "<!-- c --><a>\n</a>\n"
        let tree = XMLSyntaxTree.parse(text)
        #expect(tree.context(at: 0) == .content(parent: nil))
        #expect(tree.context(at: 3) == .markup(.comment))
        #expect(tree.context(at: text.utf8Offset(of: "\n")) == .content(parent: 0))
        #expect(tree.context(at: text.utf8.count) == .content(parent: nil))
    }
}
