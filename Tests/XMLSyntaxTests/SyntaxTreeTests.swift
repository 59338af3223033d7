import Support
import TestSupport
import Testing
@testable import XMLSyntax

@Suite struct SyntaxTreeTests {
    static let component = """
        \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>\r
        <!-- Größe -->\r
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout"\r
        \tfield="x" tools:preferredSize="fill">\r
        \t<Label text="Grüße &gt; 5&#x41;" layout:below="id:title\r
        \t\toffset(8)" />\r
        \t<![CDATA[ a < b ]]><?hint x?>\r
        </Component>\r

        """

    @Test func elementsAndAttributesHaveExactRanges() throws {
        let text = Self.component
        let tree = XMLSyntaxTree.parse(text)
        #expect(tree.hasByteOrderMark)
        let root = try #require(tree.root)
        #expect(root.name.qualified == "Component")
        #expect(root.name.range == text.utf8Offset(of: "Component")..<(text.utf8Offset(of: "Component") + 9))
        #expect(root.endTag?.name.range.lowerBound == text.utf8Offset(of: "Component>"))
        #expect(root.startTagEnd == .open && !root.isUnclosed)
        let label = try #require(tree.children(of: root).first)
        #expect(label.name.qualified == "Label" && label.startTagEnd == .selfClosing && label.parent == root.index)
        #expect(label.startTagRange == text.utf8Offset(of: "<Label")..<(text.utf8Offset(of: "/>") + 2))

        let below = try #require(label.attribute("layout:below"))
        #expect(below.name.prefix == "layout" && below.name.localName == "below")
        #expect(below.name.range.lowerBound == text.utf8Offset(of: "layout:below"))
        let table = LineTable(text)
        #expect(table.position(of: below.name.range.lowerBound) == .init(line: 4, character: 34))
        #expect(table.position(of: below.name.range.lowerBound, encoding: .utf8) == .init(line: 4, character: 36))
    }

    /// Each element's attributes take the room of its own tag, not of the largest tag before
    /// it: on a file of many views the attribute arrays are most of the tree's memory.
    @Test func attributeArraysAreTheSizeOfTheirTags() throws {
        let wide = (0..<40).map { " a\($0)=\"\($0)\"" }.joined()
        let text = "<r\(wide)>" + String(repeating: "<v a=\"1\"/>", count: 50) + "</r>"
        let tree = XMLSyntaxTree.parse(text)
        #expect(tree.elements.count == 51)
        #expect(tree.elements[0].attributes.count == 40)
        for element in tree.elements.dropFirst() {
            #expect(element.attributes.count == 1)
            #expect(element.attributes.capacity < 4)
        }
    }

    /// A value's full range is derived, not stored: the quotes present, around its text.
    @Test func attributeValuesSpanTheirQuotes() throws {
        let text = "<a x=\"1\" y='22' z=3/><b w=\"4\nq/>"
        let tree = XMLSyntaxTree.parse(text)
        let bytes = Array(text.utf8)
        func slice(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func spans(_ element: Int) -> [(String, String, Character?)] {
            tree.elements[element].attributes.compactMap(\.value).map { (slice($0.range), slice($0.fullRange), $0.quote) }
        }
        let closed = spans(0)
        #expect(closed.map(\.0) == ["1", "22", "3"])
        #expect(closed.map(\.1) == ["\"1\"", "'22'", "3"])
        #expect(closed.map(\.2) == ["\"", "'", nil])
        // An unclosed value stops at the line break: its opening quote only.
        let unclosed = try #require(spans(1).first)
        #expect(unclosed.0 == "4" && unclosed.1 == "\"4" && unclosed.2 == "\"")
    }

    /// A value with a CRLF and a tab: decoded as the generator reads it (each becomes one
    /// space), and positions in the decoded text point back at what was written.
    @Test func attributeValuesMapDecodedOffsetsBackAcrossLineBreaks() throws {
        let text = Self.component
        let tree = XMLSyntaxTree.parse(text)
        let below = try #require(tree.elements.first { $0.name.qualified == "Label" }?.attribute("layout:below")?.value)
        #expect(below.quote == "\"" && below.isClosed)
        #expect(below.raw == "id:title\r\n\t\toffset(8)")
        #expect(below.decoded.value == "id:title   offset(8)")
        let decodedOffset = below.decoded.value.utf8Offset(of: "offset")
        let range = below.decoded.documentRange(forDecoded: decodedOffset..<(decodedOffset + 6))
        #expect(range == text.utf8Offset(of: "offset(8)")..<(text.utf8Offset(of: "offset(8)") + 6))
        #expect(LineTable(text).position(of: range.lowerBound) == .init(line: 5, character: 2))
        // The CRLF is one decoded space; a range over it covers both bytes.
        let lineBreak = text.utf8Offset(of: "\r\n\t\toffset")
        #expect(below.decoded.documentRange(forDecoded: 8..<9) == lineBreak..<(lineBreak + 2))
    }

    @Test func attributeValuesMapDecodedOffsetsBackAcrossReferences() throws {
        let text = Self.component
        let tree = XMLSyntaxTree.parse(text)
        let value = try #require(tree.elements.first { $0.name.qualified == "Label" }?.attribute("text")?.value)
        #expect(value.decoded.value == "Grüße > 5A")
        // "5A" in the decoded text is "5&#x41;" in the document.
        let decoded = value.decoded.value.utf8Offset(of: "5A")
        let range = value.decoded.documentRange(forDecoded: decoded..<(decoded + 2))
        #expect(range == text.utf8Offset(of: "5&#x41;")..<(text.utf8Offset(of: "5&#x41;") + 7))
        // ">" maps to the whole "&gt;".
        let greater = value.decoded.value.utf8Offset(of: ">")
        #expect(value.decoded.documentRange(forDecoded: greater..<(greater + 1))
            == text.utf8Offset(of: "&gt;")..<(text.utf8Offset(of: "&gt;") + 4))
        #expect(value.decoded.decodedOffset(forDocument: text.utf8Offset(of: "&gt;") + 2) == greater)
        // Non-ASCII text before maps byte for byte.
        let e = value.decoded.value.utf8Offset(of: "e")
        #expect(value.decoded.documentOffset(forDecoded: e) == text.utf8Offset(of: "e &gt;"))
    }

    @Test func namespacesAreRecordedNotApplied() throws {
        let tree = XMLSyntaxTree.parse(Self.component)
        let root = try #require(tree.root)
        let label = try #require(tree.children(of: root).first)
        #expect(tree.namespaceURI(forPrefix: "layout", at: label) == "http://schema.reactant.tech/layout")
        #expect(tree.namespaceURI(forPrefix: nil, at: label) == "http://schema.reactant.tech/ui")
        #expect(tree.namespaceURI(forPrefix: "tools", at: label) == nil)
        #expect(root.attribute("tools:preferredSize")?.value?.decoded.value == "fill")
    }

    @Test func markupIsKeptWithItsKind() throws {
        let text = Self.component
        let tree = XMLSyntaxTree.parse(text)
        var kinds: [XMLMarkupSyntax.Kind] = []
        for node in tree.topLevel + tree.root!.children { if case .markup(let markup) = node { kinds.append(markup.kind) } }
        #expect(kinds == [.xmlDeclaration, .comment, .characterData, .processingInstruction])
        guard case .markup(let declaration) = tree.topLevel.first else { Issue.record("no declaration"); return }
        #expect(declaration.range.lowerBound == 3)
        #expect(declaration.pseudoAttributes.map(\.name.qualified) == ["version", "encoding"])
        let cdata = tree.root!.children.compactMap { node -> XMLMarkupSyntax? in
            if case .markup(let m) = node, m.kind == .characterData { return m } else { return nil }
        }.first
        #expect(cdata?.decoded?.value == " a < b ")
        #expect(cdata?.contentRange.lowerBound == text.utf8Offset(of: " a < b"))
    }

    @Test func textIsDecodedWithNormalisedLineBreaks() {
        let text = "<a>x &amp; y\r\nz\rw</a>"
        let tree = XMLSyntaxTree.parse(text)
        guard case .text(let run)? = tree.root?.children.first else { Issue.record("no text"); return }
        #expect(run.range == 3..<(text.utf8.count - 4))
        #expect(run.decoded.value == "x & y\nz\nw")
        #expect(run.decoded.documentOffset(forDecoded: 6) == text.utf8Offset(of: "z"))
        #expect(!run.isWhitespace)
    }

    @Test func doctypeIsInertAndEntitiesAreNotExpanded() {
        let text = "<!DOCTYPE a [ <!ENTITY e \"boom>\"> ]>\n<a x=\"&e;\">&e;</a>"
        let tree = XMLSyntaxTree.parse(text)
        guard case .markup(let doctype)? = tree.topLevel.first else { Issue.record("no doctype"); return }
        #expect(doctype.kind == .doctype && doctype.range == 0..<text.utf8Offset(of: "\n"))
        #expect(tree.root?.attribute("x")?.value?.decoded.value == "&e;")
    }
}
