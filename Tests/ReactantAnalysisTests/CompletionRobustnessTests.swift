import Foundation
import Testing
@testable import ReactantAnalysis
import TestSupport
import SchemaModel
import XMLSyntax

/// Completion at every offset of documents in the middle of an edit: no crash, no repeated
/// label, and every item replaces text around the cursor.
@Suite struct CompletionRobustnessTests {
    static let brokenDocuments = [
        "<Component>\n  <Label field=\"a\" text=\"hi\n  <View layout:below=\"a.bo\n</Component>",
        "<Component><Label tex",
        "<Component><Container><Label></Conta",
        "<Component><View layout:top=\"[ipad and (landscape or ‸] super.top :gte 10 @hi; id:",
        "<Component><View layout:edges=\"super inset(by: 20) @ ; :lte id:x.cen\"/><",
        "<Component><StackView><</StackView></Component",
        "<?xml version=\"1.0\"?>\r\n<Component rootView=\"y\" extend=\"top le\r\n<styles><LabelStyle name=\"a\" extend=\"",
        "</<<//>>\"'=<Label =\"x\" layout:=\"\" :=''><!-- <a <![CDATA[ x",
        "<Component><Label text=\"&amp;&#x1F600;&bogus; Grüße\" layout:below=\"a&#32;.&lt;\"/></Component>",
        "<Component><Component type=\"T\"><Label field=\"x\" layout:id=\"x\"/><View layout:below=\"x",
        "",
        "<",
        "</",
    ]

    @Test(arguments: brokenDocuments)
    func everyOffsetCompletesSafely(text: String) {
        let workspace = CompletionWorkspace(
            componentTypes: ["T", "U"], styles: [.init(name: "s", elementKind: "Label", group: "g")])
        let count = text.utf8.count
        for offset in 0...count {
            let items = CompletionEngine.complete(text: text, offset: offset, schema: Schema.embedded, workspace: workspace).items
            #expect(Set(items.labels).count == items.count, "repeated label at \(offset)")
            for item in items {
                #expect(item.replacementRange.lowerBound <= offset && offset <= item.replacementRange.upperBound,
                        "\(item.label) replaces \(item.replacementRange) away from the cursor at \(offset)")
                #expect(item.replacementRange.upperBound <= count)
            }
        }
    }

    @Test func offsetsOutsideTheTextAreClamped() {
        let text = "<Component><"
        let past = CompletionEngine.complete(text: text, offset: 1_000, schema: Schema.embedded)
        let end = CompletionEngine.complete(text: text, offset: text.utf8.count, schema: Schema.embedded)
        #expect(past == end && !end.items.isEmpty)
        #expect(CompletionEngine.complete(text: text, offset: -5, schema: Schema.embedded).items.isEmpty)
    }

    /// Targets past the limit are never built; the answer must be the one building them all
    /// and cutting the list would give (duplicate fields included).
    @Test(arguments: ["", "ot4", "label1", "zz", "id:"])
    func targetsBeyondTheLimitGiveTheListACutWouldGive(typed: String) {
        let views = (0..<300).map { "<Label field=\"label\($0)\"/><Label field=\"other\($0 % 250)\" layout:id=\"box\($0)\"/>" }.joined()
        let document = CompletionFixture("<Component>\(views)<View layout:below=\"\(typed)‸\"/></Component>")
        let cut = CompletionEngine.complete(text: document.text, offset: document.offset, schema: Schema.embedded, limit: 40)
        let everything = CompletionEngine.complete(text: document.text, offset: document.offset, schema: Schema.embedded, limit: 100_000)
        #expect(!everything.isIncomplete && everything.items.count > 40)
        let bytes = Array(document.text.utf8)
        let expected = CompletionEngine.finish(
            everything.items, typed: { Array(bytes[$0.lowerBound..<min(document.offset, $0.upperBound)]) }, limit: 40,
            overflowed: true)
        #expect(cut == expected)
        #expect(cut.isIncomplete)
    }

    @Test func aLongListIsCutToWhatWasTypedAndMarkedIncomplete() {
        let views = (0..<500).map { "<Label field=\"label\($0)\"/><Label field=\"other\($0)\"/>" }.joined()
        let all = CompletionFixture("<Component>\(views)<View layout:below=\"‸\"/></Component>")
        let first = CompletionEngine.complete(text: all.text, offset: all.offset, schema: Schema.embedded)
        #expect(first.isIncomplete)
        #expect(first.items.count == CompletionEngine.defaultLimit)
        #expect(first.items.first?.label == "super")
        let typed = CompletionFixture("<Component>\(views)<View layout:below=\"ot42‸\"/></Component>")
        let narrowed = CompletionEngine.complete(text: typed.text, offset: typed.offset, schema: Schema.embedded, limit: 20)
        #expect(narrowed.isIncomplete)
        #expect(narrowed.items.labels.prefix(3) == ["other42", "other142", "other242"])
        #expect(narrowed.items.allSatisfy { FuzzyMatch.matches(Array("ot42".utf8), $0.label) })
        let small = CompletionEngine.complete(text: typed.text, offset: typed.offset, schema: Schema.embedded, limit: 5_000)
        // Four target keywords, 1,000 fields and eight relations.
        #expect(!small.isIncomplete && small.items.count == 1_012)
    }

    @Test(arguments: [("sa", "safeAreaLayoutGuide", true), ("SAG", "safeAreaLayoutGuide", true), ("gs", "safeAreaLayoutGuide", false), ("", "x", true)])
    func fuzzyMatching(typed: String, candidate: String, matches: Bool) {
        #expect(FuzzyMatch.matches(Array(typed.utf8), candidate) == matches)
    }

    @Test func sortTextKeepsTheEnginesOrder() {
        let items = complete(#"<Component><View layout:below="‸"/></Component>"#)
        #expect(items.map(\.sortText) == items.map(\.sortText).sorted())
        #expect(items.first?.label == "super")
    }

    @Test func everyOffsetOfACorpusFileCompletesSafely() throws {
        let path = TestPaths.corpus + "/Playground/ExampleRootView.ui.xml"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            withKnownIssue("\(path) is absent: corpus test skipped") { Issue.record("no corpus file at \(path)") }
            return
        }
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: path)
        var completed = 0
        for offset in 0...text.utf8.count {
            let items = CompletionEngine.complete(tree: tree, document: { document }, text: text, offset: offset, schema: Schema.embedded).items
            #expect(Set(items.labels).count == items.count)
            if !items.isEmpty { completed += 1 }
        }
        #expect(completed > 0)
    }
}
