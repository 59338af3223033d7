import TestSupport
import Testing
@testable import XMLSyntax

/// libxml2's wording that names its own internals never reaches the user.
@Suite struct SyntaxLibXML2WordingTests {
    /// What only libxml2's developers know: its functions, types, grammar productions, options.
    private static let internalWords = ["xmlParse", "xmlChar", "XML_PARSE", "AttValue", "ParsePI", "EntityRef:", "CharRef:", "PCDATA", "Huge input"]

    private func expectPlain(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for word in Self.internalWords {
            #expect(!message.contains(word), "\(message)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: SyntaxWellFormednessTests.cases)
    func everyReportedMessageIsPlain(_ fixture: SyntaxWellFormednessTests.Case) {
        let marked = MarkedText(fixture.marked)
        for diagnostic in XMLDocumentSyntax(text: marked.text).diagnostics { expectPlain(diagnostic.message) }
    }

    @Test func tooDeepNestingSaysWhatTheLimitIs() throws {
        let depth = 300
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let deep = try #require(XMLDocumentSyntax(text: text).diagnostics.first)
        #expect(deep.code == "xml.nesting-too-deep")
        #expect(deep.message == "The file nests too deeply: this element is more than 256 levels below the root element, "
            + "the most the XML parser the generator uses accepts")
        // The range is libxml2's place for it: the name of the 258th element.
        #expect(deep.range == (3 * 257 + 1)..<(3 * 257 + 2))
    }

    @Test func messagesNamingInternalsAreReworded() {
        #expect(LibXML2Wording.message("xmlParseEntityRef: no name")
            == "'&' must start a reference such as &amp; or &#38;: write &amp; for a literal '&'")
        #expect(LibXML2Wording.message("xmlParseCharRef: invalid xmlChar value 0") == "Character U+0000 is not allowed in XML")
        #expect(LibXML2Wording.message("PCDATA invalid Char value 1") == "Character U+0001 is not allowed in XML text")
        #expect(LibXML2Wording.message("AttValue: \" or ' expected") == "An attribute value must be in quotes (\" or ')")
        #expect(LibXML2Wording.message("AttValue: ' expected") == "The attribute value is never closed with '")
        #expect(LibXML2Wording.message("Specification mandates value for attribute x") == "Attribute x has no value: write x=\"…\"")
        #expect(LibXML2Wording.message("ParsePI: PI pi never end ...") == "Processing instruction pi is never closed with '?>'")
        #expect(LibXML2Wording.message("xmlParseCharRef: character reference out of bounds") == "Character reference out of bounds")
        #expect(LibXML2Wording.message("Input is not proper UTF-8, indicate encoding !\nBytes: 0xC3 0x28 0x3C 0x61")
            == "The text is not valid UTF-8: save the file as UTF-8, or declare its encoding in <?xml … encoding=\"…\"?>\nBytes: 0xC3 0x28 0x3C 0x61")
        for message in ["xmlParseStartTag: invalid element name", "Excessive depth in document: 256 use XML_PARSE_HUGE option", "Huge input lookup"] {
            expectPlain(LibXML2Wording.message(message))
        }
    }

    @Test func plainMessagesAreKept() {
        for message in ["Opening and ending tag mismatch: a line 1 and b", "Comment not terminated", "Entity 'nbsp' not defined",
                        "Double hyphen within comment: <!-- a ", "Extra content at the end of the document"] {
            #expect(LibXML2Wording.message(message) == message)
        }
    }
}
