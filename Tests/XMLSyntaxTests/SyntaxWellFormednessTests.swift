import Foundation
import Support
import TestSupport
import Testing
@testable import XMLSyntax
import TestSupport

/// Every `xml.*` diagnostic: code, severity and the exact range (between ⟦ and ⟧).
@Suite struct SyntaxWellFormednessTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let code: String
        let marked: String
        var severity: Diagnostic.Severity = .error
        var testDescription: String { code }
    }

    static let cases: [Case] = [
        Case(code: "xml.mismatched-end-tag", marked: "<a>\n  <b>\n</⟦a⟧>\n"),
        Case(code: "xml.unclosed-element", marked: "<a>\n  <b/>\n  <⟦c⟧ x=\"1\">"),
        Case(code: "xml.unterminated-tag", marked: "<a></⟦a⟧  "),
        Case(code: "xml.lt-in-attribute-value", marked: "<a x=\"a⟦<⟧b\"/>"),
        Case(code: "xml.unquoted-attribute-value", marked: "<a x=⟦12⟧/>"),
        Case(code: "xml.unclosed-attribute-value", marked: "<a x=⟦\"abc⟧"),
        Case(code: "xml.attribute-without-value", marked: "<a ⟦x⟧/>"),
        Case(code: "xml.duplicate-attribute", marked: "<a layout:b=\"1\" ⟦layout:b⟧=\"2\"/>"),
        Case(code: "xml.missing-space", marked: "<a x=\"1\"⟦y⟧=\"2\"/>"),
        Case(code: "xml.invalid-name", marked: "<a>⟦<1⟧/></a>"),
        Case(code: "xml.undefined-entity", marked: "<a>x ⟦&nbsp;⟧ y</a>"),
        Case(code: "xml.malformed-reference", marked: "<a>fish ⟦&⟧ chips</a>"),
        Case(code: "xml.invalid-character-reference", marked: "<a x=\"⟦&#0;⟧\"/>"),
        Case(code: "xml.invalid-character", marked: "<a>⟦\u{1}⟧</a>"),
        Case(code: "xml.cdata-end-in-content", marked: "<a>⟦]]>⟧</a>"),
        Case(code: "xml.double-hyphen-in-comment", marked: "<a><!-- a ⟦--⟧ b --></a>"),
        Case(code: "xml.unclosed-comment", marked: "<a/>⟦<!--⟧ x"),
        Case(code: "xml.unclosed-cdata", marked: "<a>⟦<![CDATA[⟧ x"),
        Case(code: "xml.unclosed-processing-instruction", marked: "<a/>⟦<?⟧pi x"),
        Case(code: "xml.misplaced-xml-declaration", marked: "<a/>\n⟦<?xml⟧ version=\"1.0\"?>"),
        Case(code: "xml.content-after-root", marked: "<a>\n</a>\n<⟦b⟧/>"),
        Case(code: "xml.no-root-element", marked: "⟦éé⟧<a/>"),
        Case(code: "xml.no-root-element", marked: "⟦⟧"),
        Case(code: "xml.parser-warning", marked: "<?xml version=\"1.1\"⟦?⟧><a/>", severity: .warning),
    ]

    @Test(arguments: cases)
    func reportsOnceWithExactRange(_ fixture: Case) {
        let marked = MarkedText(fixture.marked)
        let diagnostics = XMLDocumentSyntax(text: marked.text).diagnostics
        let matching = diagnostics.filter { $0.code == fixture.code }
        #expect(matching.count == 1, "\(diagnostics)")
        #expect(matching.first?.range == marked.range)
        #expect(matching.first?.severity == fixture.severity)
        #expect(matching.first?.message.isEmpty == false)
    }

    @Test func everyCodeIsDocumented() throws {
        let documented = try String(contentsOfFile: TestPaths.packageRoot + "/docs/DIAGNOSTICS.md", encoding: .utf8)
        for fixture in Self.cases { #expect(documented.contains("`\(fixture.code)`"), "\(fixture.code)") }
        for code in ["xml.entity-expansion-limit", "xml.nesting-too-deep", "xml.invalid-encoding", "xml.malformed", "xml.too-many-errors"] {
            #expect(documented.contains("`\(code)`"), "\(code)")
        }
    }

    @Test func mismatchPointsBackAtTheOpeningTag() {
        let text = "<a>\n  <b>\n</a>\n"
        let diagnostic = XMLDocumentSyntax(text: text).diagnostics.first { $0.code == "xml.mismatched-end-tag" }
        #expect(diagnostic?.related.map(\.range) == [text.utf8Offset(of: "b")..<(text.utf8Offset(of: "b") + 1)])
    }

    @Test func duplicatePointsBackAtTheFirstAttribute() {
        let text = "<a b=\"1\" b=\"2\"/>"
        let diagnostic = XMLDocumentSyntax(text: text).diagnostics.first
        #expect(diagnostic?.code == "xml.duplicate-attribute")
        #expect(diagnostic?.related.map(\.range) == [3..<4])
    }

    /// One problem, one report: libxml2's follow-on errors at the same place are dropped.
    @Test func cascadesAreReportedOnce() {
        let text = "<a x=\"abc />\n<b y=\"z\"/></a>"
        let diagnostics = XMLDocumentSyntax(text: text).diagnostics
        #expect(diagnostics.map(\.code) == ["xml.lt-in-attribute-value"])
        #expect(diagnostics.first?.range == text.utf8Offset(of: "<b")..<(text.utf8Offset(of: "<b") + 1))
    }

    /// An unclosed element at the end hides nothing above it.
    @Test func errorsAboveAnUnclosedTagAreFound() {
        let text = "<a>\n  <b x=\"1\" x=\"2\"/>\n  <c>&bogus;</c>\n  <d>"
        let codes = XMLDocumentSyntax(text: text).diagnostics.map(\.code)
        #expect(codes == ["xml.duplicate-attribute", "xml.undefined-entity", "xml.unclosed-element"])
    }

    @Test func positionsSurviveCRLFByteOrderMarkTabsAndNonASCII() {
        let marked = MarkedText("\u{FEFF}<a>\r\n\t<b>é😀</⟦c⟧></a>")
        let diagnostic = XMLDocumentSyntax(text: marked.text).diagnostics.first
        #expect(diagnostic?.code == "xml.mismatched-end-tag")
        #expect(diagnostic?.range == marked.range)
        let table = LineTable(marked.text)
        #expect(table.position(of: marked.range.lowerBound) == .init(line: 1, character: 9))
    }

    /// libxml2 counts lines by LF only; a lone CR is a column to it, a line break to LSP.
    @Test func loneCarriageReturnsMapToTheRightOffset() {
        let marked = MarkedText("<a>\r<b>\r</⟦c⟧></a>")
        let diagnostic = XMLDocumentSyntax(text: marked.text).diagnostics.first
        #expect(diagnostic?.range == marked.range)
        #expect(LineTable(marked.text).position(of: marked.range.lowerBound) == .init(line: 2, character: 2))
    }

    /// The generator reads names literally: undeclared prefixes are no error.
    @Test func undeclaredPrefixesAreFine() {
        let text = "<Component xmlns=\"http://schema.reactant.tech/ui\" tools:preferredSize=\"fill\"><View layout:edges=\"super\"/></Component>"
        #expect(XMLDocumentSyntax(text: text).diagnostics.isEmpty)
    }
}
