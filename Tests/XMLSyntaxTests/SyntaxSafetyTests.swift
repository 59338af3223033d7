import Foundation
import Support
import TestFixtures
import Testing
@testable import XMLSyntax

/// Untrusted files: no entity bombs, no external loading, no stack overflow, no blow-up.
@Suite struct SyntaxSafetyTests {
    @Test func billionLaughsStopsAtLibxml2sLimit() {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        text += "]>\n<lolz a=\"&lol9;\">&lol9;</lolz>\n"
        let clock = ContinuousClock()
        var document: XMLDocumentSyntax?
        let elapsed = clock.measure { document = XMLDocumentSyntax(text: text) }
        #expect(elapsed < .seconds(2))
        let limit = document?.diagnostics.filter { $0.code == "xml.entity-expansion-limit" } ?? []
        #expect(limit.count == 1)
        let reference = text.utf8Offset(of: "&lol9;\">")
        #expect(limit.first?.range == reference..<(reference + 6))
        #expect(document?.tree.root?.attribute("a")?.value?.decoded.value == "&lol9;")
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
        let clock = ContinuousClock()
        var diagnostics: [Diagnostic] = []
        let elapsed = clock.measure { diagnostics = XMLDocumentSyntax(text: text).diagnostics }
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(elapsed < .seconds(2))
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

    /// A document on one line with an error every few characters: placing each report
    /// must not count its column from the start of the line again.
    @Test func manyErrorsOnOneLineStayLinear() {
        func document(_ errors: Int) -> String { "<a>" + String(repeating: " x & é", count: errors) + "</a>" }
        let small = document(1_000)
        let large = document(10_000)
        let clock = ContinuousClock()
        var smallDiagnostics: [Diagnostic] = []
        var largeDiagnostics: [Diagnostic] = []
        let smallTime = clock.measure { smallDiagnostics = XMLDocumentSyntax(text: small).diagnostics }
        let largeTime = clock.measure { largeDiagnostics = XMLDocumentSyntax(text: large).diagnostics }
        #expect(smallDiagnostics.count == 1_000 && largeDiagnostics.count == 10_000)
        let last = large.utf8.count - 4 - 4
        #expect(largeDiagnostics.last?.range == last..<(last + 1), "\(String(describing: largeDiagnostics.last))")
        #expect(largeTime < smallTime * 30, "\(smallTime) vs \(largeTime)")
    }

    /// Ten times the input takes about ten times as long (generous bound against noise).
    @Test func timeGrowsLinearly() {
        func document(_ elements: Int) -> String {
            var text = "<Component xmlns:layout=\"http://schema.reactant.tech/layout\">\n"
            for index in 0..<elements {
                text += "  <Label field=\"l\(index)\" text=\"Grüße &amp; \(index)\" layout:below=\"id:x offset(8)\" />\n"
                text += "  <!-- \(index) --><Container><View/>text</Container>\n"
            }
            return text + "</Component>\n"
        }
        let small = document(2_000)
        let large = document(20_000)
        let clock = ContinuousClock()
        _ = XMLDocumentSyntax(text: small)
        let smallTime = clock.measure { _ = XMLDocumentSyntax(text: small) }
        let largeTime = clock.measure { _ = XMLDocumentSyntax(text: large) }
        #expect(largeTime < smallTime * 30, "\(smallTime) vs \(largeTime)")
    }
}
