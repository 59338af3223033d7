import Foundation
import Testing

@testable import LanguageServerProtocol

/// The hand-written JSON of completion answers must mean exactly what the `Encodable` form says.
@Suite struct JSONWriterTests {
    static let range = LSPRange(start: Position(line: 3, character: 12), end: Position(line: 3, character: 140))

    static let lists: [CompletionList] = [
        CompletionList(isIncomplete: false, items: []),
        CompletionList(isIncomplete: true, items: [
            CompletionItem(label: "title3", kind: .reference, detail: "Label", sortText: "00001",
                           textEdit: TextEdit(range: range, newText: "title3")),
            CompletionItem(label: "inset", kind: .function, detail: "modifier",
                           documentation: MarkupContent(kind: .markdown, value: "Insets \"both\" edges\\sides:\n\t`inset(8)` — Grüße 𝄞 /path"),
                           sortText: "00002", filterText: "ins", insertTextFormat: .snippet,
                           textEdit: TextEdit(range: range, newText: "inset($1)$0")),
            CompletionItem(label: "control\u{01}\u{1F}\u{08}\u{0C}\r", deprecated: true, preselect: false, insertText: "x",
                           additionalTextEdits: [TextEdit(range: range, newText: "")], commitCharacters: [".", "\""],
                           data: ["fix": ["a", 2, nil, true], "n": 1.5]),
        ]),
        CompletionList(isIncomplete: false, itemDefaults: CompletionItemDefaults(editRange: range), items: [
            CompletionItem(label: "super", kind: .keyword, sortText: "00000"),
            CompletionItem(label: "inset", kind: .function, insertTextFormat: .snippet, textEditText: "inset($1)$0"),
        ]),
    ]

    @Test(arguments: lists)
    func aWrittenListDecodesToTheSameList(list: CompletionList) throws {
        var writer = JSONWriter()
        try list.writeJSON(to: &writer)
        #expect(try JSONDecoder().decode(CompletionList.self, from: Data(writer.bytes)) == list)
        // The same document as the encoder's, member for member.
        let encoded = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(list)) as? NSDictionary
        let written = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? NSDictionary
        #expect(encoded != nil && encoded == written)
    }

    static let publications: [PublishDiagnosticsNotification] = [
        PublishDiagnosticsNotification(uri: "file:///w/Empty.ui.xml", version: 3, diagnostics: []),
        PublishDiagnosticsNotification(uri: "file:///w/A%20B/Screen.ui.xml", diagnostics: [
            LSPDiagnostic(range: range, severity: .warning, code: "layout.ambiguous", source: "reactant-lsp",
                          message: "`title` has no \"vertical\" position\n\tGrüße 𝄞 /path\u{01}"),
            LSPDiagnostic(range: range, severity: .information, message: "x", tags: [.unnecessary, .deprecated],
                          relatedInformation: [DiagnosticRelatedInformation(
                              location: Location(uri: "file:///w/Other.ui.xml", range: range), message: "declared here")],
                          data: ["fix": ["a", 2, nil, true], "n": 1.5]),
        ]),
    ]

    @Test(arguments: publications)
    func writtenDiagnosticsDecodeToTheSameNotification(notification: PublishDiagnosticsNotification) throws {
        var writer = JSONWriter()
        try notification.writeJSON(to: &writer)
        #expect(try JSONDecoder().decode(PublishDiagnosticsNotification.self, from: Data(writer.bytes)) == notification)
        let encoded = try JSONSerialization.jsonObject(with: try JSONEncoder().encode(notification)) as? NSDictionary
        let written = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? NSDictionary
        #expect(encoded != nil && encoded == written)
    }

    @Test func withoutControlCharactersTheBytesAreTheSortedEncodersBytes() throws {
        let list = Self.lists[1]
        var plain = list
        plain.items.removeLast()
        var writer = JSONWriter()
        try plain.writeJSON(to: &writer)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        #expect(String(decoding: writer.bytes, as: UTF8.self) == String(decoding: try encoder.encode(plain), as: UTF8.self))
    }

    @Test func membersAndElementsAreSeparatedByCommas() throws {
        var writer = JSONWriter()
        writer.beginArray()
        writer.int(-12)
        writer.int(7)
        writer.null()
        writer.beginObject()
        writer.member("a", "x")
        writer.member("b", Int?.none)
        writer.member("c", true)
        writer.endObject()
        writer.beginArray()
        writer.endArray()
        writer.endArray()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == #"[-12,7,null,{"a":"x","c":true},[]]"#)
    }
}
