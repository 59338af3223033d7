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
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("syntax-safety-\(UUID()).dtd").path
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
    /// not count its column from the start of the line again. With 100,000 reports on a
    /// 600 KB line, doing so would take some 10¹⁰ steps; the reports are checked to the last.
    @Test func manyErrorsOnOneLineStayLinear() {
        let errors = 100_000
        let text = "<a>" + String(repeating: " x & é", count: errors) + "</a>"
        let diagnostics = XMLDocumentSyntax(text: text).diagnostics
        #expect(diagnostics.count == errors)
        // Each ` x & é` is 7 bytes, its `&` at 3 bytes from its start.
        let wrong = diagnostics.enumerated().filter { index, diagnostic in
            let ampersand = 3 + 7 * index + 3
            return diagnostic.range != ampersand..<(ampersand + 1)
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
