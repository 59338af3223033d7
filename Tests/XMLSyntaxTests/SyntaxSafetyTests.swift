import CLibXML2
import Foundation
import Support
import TestSupport
import Testing
@testable import XMLSyntax

/// Untrusted files: no entity bombs, no external loading, no stack overflow, no blow-up.
/// Nothing here reads a clock: each hostile input is large enough that a blow-up (an expanded
/// entity bomb, a quadratic walk) would never finish, and the results on it are checked
/// exactly. The figures are in Benchmarks/ (SyntaxBenchmarks).
@Suite struct SyntaxSafetyTests {
    /// libxml2 raises one error per `--` in a comment, each quoting the comment so far: kept
    /// whole, 80,000 hyphens cost over 2 GB and over a minute. The check stops after
    /// `maximumReports` errors and keeps a bounded prefix of each quoted text.
    @Test(arguments: [
        "<a><!--" + String(repeating: "-", count: 80_000),
        "<a>" + String(repeating: "<!--", count: 20_000),
    ])
    func manyErrorsStopTheCheckAtTheCap(_ text: String) {
        let reports = LibXML2WellFormedness.libxml2Reports(for: Array(text.utf8))
        #expect(reports.count == LibXML2WellFormedness.maximumReports + 1)
        #expect(reports.allSatisfy { ($0.str1?.utf8.count ?? 0) <= LibXML2Report.maximumTextLength })
        let diagnostics = XMLDocumentSyntax(text: text).diagnostics
        let stop = diagnostics.filter { $0.code == "xml.too-many-errors" }
        #expect(stop.count == 1)
        #expect(stop.first?.severity == .error)
        // The stop is where the last kept error is.
        let last = diagnostics.filter { $0.code != "xml.too-many-errors" }.map(\.range.lowerBound).max()
        #expect(stop.first?.range.lowerBound == last)
    }

    @Test func fewerErrorsThanTheCapAreAllKept() {
        let text = "<a><!--" + String(repeating: "-", count: 400) + "--></a>"
        let diagnostics = XMLDocumentSyntax(text: text).diagnostics
        #expect(!diagnostics.isEmpty)
        #expect(diagnostics.allSatisfy { $0.code == "xml.double-hyphen-in-comment" })
    }

    @Test func billionLaughsStopsAtLibxml2sLimit() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz a=\"&lol9;\">&lol9;</lolz>\n"
        let document = XMLDocumentSyntax(text: text)
        // Expanded, the entity would be 10⁹ × "lol": the output stays the size of the input.
        let reference = text.utf8Offset(of: "&lol9;\">")
        #expect(document.diagnostics.map { "\($0.code) \($0.range)" } == ["xml.entity-expansion-limit \(reference..<(reference + 6))"])
        #expect(document.tree.root?.attribute("a")?.value?.decoded.value == "&lol9;")
    }

    /// External DTDs and external entities are never read: if they were, libxml2 would
    /// report the malformed content of the file they name.
    @Test func externalDocumentsAreNeverLoaded() throws {
        let path = ScratchDirectory.url("syntax-safety", suffix: ".dtd").path
        try "<!bad><unclosed".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = """
            <!DOCTYPE a SYSTEM "\(path)" [
              <!ENTITY file SYSTEM "\(path)">
              <!ENTITY web SYSTEM "http://192.0.2.1/x.xml">
            ]>
            <a>&file;&web;</a>
            """
        // Nothing reported: neither the file's broken content nor a failed download (which
        // would also be a warning); the address is a documentation-only one that never answers.
        let diagnostics = XMLDocumentSyntax(text: text).diagnostics
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func hundredThousandNestedElements() throws {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let document = XMLDocumentSyntax(text: text)
        #expect(document.tree.elements.count == depth)
        #expect(document.tree.elements.last?.depth == depth)
        #expect(document.tree.elements.allSatisfy { $0.endTag != nil })
        // libxml2 (like the generator's reader) refuses more than 256 levels.
        let deep = try #require(document.diagnostics.first)
        #expect(document.diagnostics.count == 1 && deep.code == "xml.nesting-too-deep" && deep.severity == .error)
        #expect(deep.range == (3 * 257 + 1)..<(3 * 257 + 2))
        #expect(document.tree.context(at: 3 * 50_000 + 1) == .elementName(element: 50_000, isEndTag: false))
    }

    @Test func hundredThousandUnclosedElementsAndStrayEndTags() {
        let count = 100_000
        let text = String(repeating: "<a>", count: count) + String(repeating: "</b>", count: count)
        let tree = XMLSyntaxTree.parse(text)
        #expect(tree.elements.count == count && tree.elements.allSatisfy(\.isUnclosed))
        #expect(tree.elements.last?.children.count == count)
    }

    /// A document on one line with an error every few characters: placing each report must
    /// not count its column from the start of the line again. libxml2 stops at
    /// `maximumReports`, so the placement itself is given 100,000 reports on a 600 KB line:
    /// counting each from the line's start would take some 10¹⁰ steps. Checked to the last.
    @Test func manyErrorsOnOneLineStayLinear() {
        let errors = 100_000
        let text = "<a>" + String(repeating: " x & é", count: errors) + "</a>"
        // Each ` x & é` is 7 bytes and 6 characters, its `&` at 3 of each from its start.
        func ampersand(_ index: Int) -> Int { 3 + 7 * index + 3 }
        let reported = XMLDocumentSyntax(text: text).diagnostics
        #expect(reported.count == LibXML2WellFormedness.maximumReports + 1)
        #expect(reported.prefix(LibXML2WellFormedness.maximumReports).enumerated().allSatisfy { index, diagnostic in
            diagnostic.range == ampersand(index)..<(ampersand(index) + 1)
        })

        let reports = (0..<errors).map { index in
            LibXML2Report(
                code: Int32(XML_ERR_ENTITYREF_NO_NAME.rawValue), isWarning: false, line: 1, column: 3 + 6 * index + 3 + 2,
                int1: 0, str1: nil, str2: nil, message: "xmlParseEntityRef: no name")
        }
        let bytes = Array(text.utf8)
        let diagnostics = WellFormedness.diagnostics(for: reports, bytes: bytes, tree: XMLSyntaxTree.parse(text))
        #expect(diagnostics.count == errors)
        let wrong = diagnostics.enumerated().filter { index, diagnostic in
            diagnostic.range != ampersand(index)..<(ampersand(index) + 1)
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(3))")
    }

    /// A large document (120,000 lines) parsed whole: a walk that grew with the square of the
    /// document would not finish; every element and attribute is accounted for.
    @Test func aLargeDocumentIsParsedWhole() {
        let elements = 60_000
        var text = "<Component xmlns:layout=\"http://schema.reactant.tech/layout\">\n"
        for index in 0..<elements {
            text += "  <Label field=\"l\(index)\" text=\"Grüße &amp; \(index)\" layout:below=\"id:x offset(8)\" />\n"
            text += "  <!-- \(index) --><Container><View/>text</Container>\n"
        }
        text += "</Component>\n"
        let document = XMLDocumentSyntax(text: text)
        #expect(document.diagnostics.isEmpty)
        let tree = document.tree
        #expect(tree.elements.count == 1 + 3 * elements)
        #expect(tree.elements.filter { $0.parent == 0 }.count == 2 * elements)
        #expect(tree.elements.allSatisfy { !$0.isUnclosed })
        let labels = tree.elements.filter { $0.name.qualified == "Label" }
        #expect(labels.count == elements)
        #expect(labels.last?.attribute("text")?.value?.decoded.value == "Grüße & \(elements - 1)")
    }
}
