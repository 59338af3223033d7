import Support
import LanguageServerProtocol
import Testing
import XMLSyntax
@testable import ReactantAnalysis
@testable import ReactantLSP

@Suite struct ServerDocumentStoreTests {
    private let uri = "file:///w/a.ui.xml"

    private func store(_ text: String, encoding: LineTable.Encoding = .utf16) -> DocumentStore {
        var store = DocumentStore(encoding: encoding)
        store.open(TextDocumentItem(uri: uri, languageId: "xml", version: 1, text: text))
        return store
    }

    private func change(_ range: ((Int, Int), (Int, Int))?, _ text: String) -> TextDocumentContentChangeEvent {
        TextDocumentContentChangeEvent(
            range: range.map {
                LSPRange(start: .init(line: $0.0.0, character: $0.0.1), end: .init(line: $0.1.0, character: $0.1.1))
            }, text: text)
    }

    @Test func severalChangesApplyInOrderEachToThePreviousResult() throws {
        var store = store("<View>\n</View>")
        let result = try store.change(
            .init(uri: uri, version: 2),
            [
                change(((0, 5), (0, 5)), " field=\"a\""),  // <View field="a">
                change(((0, 15), (0, 15)), " style=\"s\""),  // positions of the text after the first change
                change(((1, 0), (1, 0)), "  <Label/>\n"),
            ])
        #expect(result.text == "<View field=\"a\" style=\"s\">\n  <Label/>\n</View>")
        #expect(result.version == 2)
        #expect(store[uri]?.text == result.text)
    }

    @Test func editsSpanLinesAndKeepCRLF() throws {
        var store = store("<A>\r\n<B/>\r\n<C/>\r\n</A>")
        let result = try store.change(.init(uri: uri, version: 2), [change(((0, 3), (2, 4)), "\r\n<D/>")])
        #expect(result.text == "<A>\r\n<D/>\r\n</A>")
        #expect(result.lineTable.lineCount == 3)
    }

    @Test func nonASCIIPositionsCountInTheNegotiatedEncoding() throws {
        let text = "<Label text=\"😀é\" x/>"
        // Replace `x` (after the emoji and é): UTF-16 counts 😀 as 2 units, UTF-8 as 4 bytes.
        var utf16 = store(text, encoding: .utf16)
        var utf8 = store(text, encoding: .utf8)
        let fromUTF16 = try utf16.change(.init(uri: uri, version: 2), [change(((0, 18), (0, 19)), "y")])
        let fromUTF8 = try utf8.change(.init(uri: uri, version: 2), [change(((0, 21), (0, 22)), "y")])
        #expect(fromUTF16.text == "<Label text=\"😀é\" y/>")
        #expect(fromUTF8.text == fromUTF16.text)
        #expect(fromUTF16.position(of: 21) == Position(line: 0, character: 18))
        #expect(fromUTF8.position(of: 21) == Position(line: 0, character: 21))
    }

    @Test func fullTextChangesReplaceEverythingAndLaterRangesApplyToThem() throws {
        var store = store("old")
        let result = try store.change(.init(uri: uri, version: 5), [change(nil, "new\ntext"), change(((1, 0), (1, 4)), "TEXT")])
        #expect(result.text == "new\nTEXT")
    }

    @Test func snapshotsStayAsTheyWere() throws {
        var store = store("abc")
        let before = try #require(store[uri])
        try store.change(.init(uri: uri, version: 2), [change(((0, 0), (0, 1)), "X")])
        #expect(before.text == "abc")
        #expect(before.version == 1)
        #expect(store[uri]?.text == "Xbc")
    }

    @Test func positionsPastTheEndClampAndReversedRangesReadForward() throws {
        var store = store("ab\ncd")
        let clamped = try store.change(.init(uri: uri, version: 2), [change(((1, 99), (9, 0)), "!")])
        #expect(clamped.text == "ab\ncd!")
        let reversed = try store.change(.init(uri: uri, version: 3), [change(((0, 2), (0, 0)), "")])
        #expect(reversed.text == "\ncd!")
    }

    @Test func changesToUnopenedDocumentsFailAndCloseForgets() throws {
        var store = store("x")
        #expect(throws: DocumentStore.Failure.notOpen("file:///other")) {
            try store.change(.init(uri: "file:///other", version: 1), [])
        }
        #expect(store.close(uri)?.text == "x")
        #expect(store[uri] == nil)
        #expect(store.openDocuments.isEmpty)
    }

    @Test func manyTypedCharactersBuildTheText() throws {
        var store = store("")
        var expected = ""
        for (index, character) in "layout:below=\"héllo 😀\"".enumerated() {
            let column = expected.utf16.count
            try store.change(.init(uri: uri, version: index + 2), [change(((0, column), (0, column)), String(character))])
            expected.append(character)
        }
        #expect(store[uri]?.text == expected)
    }
}
