import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// Diagnostics of open documents as an editor sees them: codes, severities and exact ranges,
/// after opening and after incremental edits, with versions.
@Suite(.hangGuard) struct DiagnosticsTests {
    static let uri = "file:///project/Main.ui.xml"

    /// A pasted value with thousands of broken constraints: the editor gets the first of them
    /// and one that counts the rest, under the default limit and under the user's.
    @Test func aFloodingDocumentIsPublishedWithinTheLimitPerDocument() async throws {
        let text = """
            <Component xmlns:layout="http://schema.reactant.tech/layout">
                <Label field="title" text="😀" layout:leading="super" layout:below="\(String(repeating: "; ", count: 3_000))"/>
            </Component>
            """
        let server = try await ServerProcess.onWorkspace(nil)
        try server.openDocument(Self.uri, text)
        let published = try await server.diagnostics(Self.uri, version: 1)
        #expect(published.diagnostics.count == 1_001)
        let summary = try #require(published.diagnostics.first { $0.code == "diagnostics.limit" })
        #expect(summary.severity == .information)
        #expect(summary.message.contains("at most 1000 are; the setting reactant.diagnostics.maxPerDocument raises the limit"))
        #expect(try await server.shutDownAndExit() == 0)

        let limited = try await ServerProcess.onWorkspace(nil, options: ["reactant": ["diagnostics": ["maxPerDocument": 5]]])
        try limited.openDocument(Self.uri, text)
        let few = try await limited.diagnostics(Self.uri, version: 1)
        #expect(few.diagnostics.count == 6)
        #expect(few.diagnostics.filter { $0.code == "diagnostics.limit" }.count == 1)
        // Exact ranges in UTF-16, after the emoji: the first `;` kept is the value's first.
        let at = TextPositions(text)
        #expect(few.diagnostics.first { $0.code == "layout.empty-constraint" }?.range == at.range(of: ";"))
        #expect(try await limited.shutDownAndExit() == 0)
    }

    @Test func openDocumentGetsWellFormednessAndReferenceDiagnostics() async throws {
        let server = try await ServerProcess.onWorkspace(nil)
        let text = """
            <Component type="Main">
                <Label field="title"/>
                <Button field="title"/>
                <Label text="a"></Labl>
            </Component>
            """
        try server.openDocument(Self.uri, text)
        let published = try await server.diagnostics(Self.uri, version: 1)
        let at = TextPositions(text)
        #expect(published.codesAndRanges == [
            CodeAndRange(code: "ref.duplicate-field", range: at.range(of: "title", occurrence: 2)),
            CodeAndRange(code: "xml.mismatched-end-tag", range: at.range(of: "Labl")),
        ])
        expectDiagnostics(published.diagnostics, [
            "2:19-2:24 error ref.duplicate-field: Field 'title' is already bound to another view of this component; a field can back only one view",
            "    related file:///project/Main.ui.xml 1:18-1:23: 'title' is first bound here",
            "3:22-3:26 error xml.mismatched-end-tag: Opening and ending tag mismatch: Label line 4 and Labl",
            "    related file:///project/Main.ui.xml 3:5-3:10: the element opened here",
        ], related: true)
        #expect(published.diagnostics.allSatisfy { $0.source == "reactant-lsp" })
        let related = try #require(published.diagnostics.first?.relatedInformation?.first)
        #expect(related.location == Location(uri: Self.uri, range: at.range(of: "title", occurrence: 1)))
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// The schema and constraint participants are built alongside this server; these codes
    /// are expected once `DocumentAnalyzer.standard(schema:)` runs them.
    @Test func schemaAndConstraintDiagnosticsArePublished() async throws {
        let server = try await ServerProcess.onWorkspace(nil)
        let text = """
            <Component type="Main">
                <Lable field="title"/>
                <Label field="subtitle" layout:left="super.leftt"/>
            </Component>
            """
        try server.openDocument(Self.uri, text)
        let published = try await server.diagnostics(Self.uri, version: 1)
        let at = TextPositions(text)
        expectDiagnostics(published.diagnostics, [
            "1:5-1:10 error schema.unknown-element: Unknown element <Lable> inside <Component>; the generator fails (did you mean 'Label'?)",
            "2:47-2:52 error layout.unknown-anchor: `leftt` is not an anchor; did you mean `left`?",
        ])
        let ranges = published.diagnostics.map(\.range)
        #expect(ranges.contains(at.range(of: "leftt")) && ranges.contains(at.range(of: "Lable")))
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// Three ranged changes in one notification, applied in order: a replacement, an inserted
    /// line, and a replacement spanning two lines; with non-ASCII text before the changes on
    /// the same lines, LF or CRLF line ends, and both position encodings.
    @Test(arguments: [PositionEncodingKind.utf16, .utf8], ["\n", "\r\n"])
    func incrementalEditsAreAppliedInOrder(encoding: PositionEncodingKind, lineEnd: String) async throws {
        let server = try await ServerProcess.onWorkspace(nil, encodings: encoding == .utf8 ? [.utf8, .utf16] : [.utf16])
        let original = [
            "<Component type=\"Main\">",
            "    <Label text=\"Grüße 👋\" field=\"title\"/>",
            "    <Button image=\"🙂\" field=\"title\"/>",
            "</Component>",
        ].joined(separator: lineEnd)
        try server.openDocument(Self.uri, original)
        let first = try await server.diagnostics(Self.uri, version: 1)
        #expect(first.codesAndRanges == [
            CodeAndRange(code: "ref.duplicate-field", range: TextPositions(original, encoding: encoding).range(of: "title", occurrence: 2))
        ])

        // 1: the second field is renamed; 2: a line is inserted after the first view;
        // 3: the button line and the closing tag are replaced by three lines.
        // Afterwards: two duplicate fields, then a mismatched end tag.
        let renamed = original.replacingOccurrences(of: "🙂\" field=\"title", with: "🙂\" field=\"subtitle")
        let inserted = "    <Label text=\"ü\" field=\"title\"/>"
        let afterInsert = [
            "<Component type=\"Main\">", "    <Label text=\"Grüße 👋\" field=\"title\"/>", inserted,
            "    <Button image=\"🙂\" field=\"subtitle\"/>", "</Component>",
        ].joined(separator: lineEnd)
        let replacement = ["<Button field=\"title\"/>", "    <Label></Labl>", "</Component>"].joined(separator: lineEnd)
        let final = [
            "<Component type=\"Main\">", "    <Label text=\"Grüße 👋\" field=\"title\"/>", inserted,
            "    <Button field=\"title\"/>", "    <Label></Labl>", "</Component>",
        ].joined(separator: lineEnd)

        let inOriginal = TextPositions(original, encoding: encoding)
        let inRenamed = TextPositions(renamed, encoding: encoding)
        let inAfterInsert = TextPositions(afterInsert, encoding: encoding)
        let endOfFirstView = inRenamed.range(of: "/>", occurrence: 1).end
        let spanning = LSPRange(start: inAfterInsert.range(of: "<Button").start, end: inAfterInsert.range(of: "</Component>").end)
        try server.changeDocument(Self.uri, version: 2, [
            .init(range: inOriginal.range(of: "title", occurrence: 2), text: "subtitle"),
            .init(range: LSPRange(start: endOfFirstView, end: endOfFirstView), text: lineEnd + inserted),
            .init(range: spanning, text: replacement),
        ])

        let second = try await server.diagnostics(Self.uri, version: 2)
        let inFinal = TextPositions(final, encoding: encoding)
        #expect(second.codesAndRanges == [
            CodeAndRange(code: "ref.duplicate-field", range: inFinal.range(of: "title", occurrence: 2)),
            CodeAndRange(code: "ref.duplicate-field", range: inFinal.range(of: "title", occurrence: 3)),
            CodeAndRange(code: "xml.mismatched-end-tag", range: inFinal.range(of: "Labl")),
        ])
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// Full-text changes sent in a burst: every publication belongs to the version it names,
    /// versions only move forward, and the last one published is the latest.
    @Test func diagnosticsAreNeverPublishedForAVersionThatMovedOn() async throws {
        let server = try await ServerProcess.onWorkspace(nil)
        let texts = [
            1: "<Component type=\"Main\">\n    <Label field=\"a\"/>\n</Component>",
            2: "<Component type=\"Main\">\n    <Label field=\"a\"/>\n    <Label field=\"a\"/>\n</Component>",
            3: "<Component type=\"Main\">\n    <Label field=\"a\"/>\n    <Label field=\"a\"/>\n    <Label field=\"a\"/>\n</Component>",
            4: "<Component type=\"Main\">\n    <Label field=\"b\"/>\n</Component>",
        ]
        func expected(_ version: Int) -> [CodeAndRange] {
            let at = TextPositions(texts[version]!)
            let count = texts[version]!.components(separatedBy: "field=\"a\"").count - 1
            return count < 2 ? [] : (2...count).map { CodeAndRange(code: "ref.duplicate-field", range: at.range(of: "\"a\"", occurrence: $0).shrunk) }
        }
        try server.openDocument(Self.uri, texts[1]!)
        for version in 2...4 { try server.changeDocument(Self.uri, version: version, [.init(text: texts[version]!)]) }

        var versions: [Int] = []
        while versions.last != 4 {
            let published = try await server.diagnostics(Self.uri)
            let version = try #require(published.version)
            #expect(published.codesAndRanges == expected(version), "version \(version)")
            versions.append(version)
        }
        #expect(versions == versions.sorted() && Set(versions).count == versions.count)
        // Nothing for an older version comes after the latest: a later version's diagnostics
        // are published after anything still under way for the earlier ones.
        try server.changeDocument(Self.uri, version: 5, [.init(text: texts[1]!)])
        #expect(try await server.diagnostics(Self.uri, version: 5).diagnostics.isEmpty)
        let late = await server.inbox.pending.filter { $0["method"] == .string(PublishDiagnosticsNotification.method) }
        #expect(late.isEmpty, "\(late)")
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func closingADocumentClearsItsDiagnostics() async throws {
        let server = try await ServerProcess.onWorkspace(nil)
        try server.openDocument(Self.uri, "<Component type=\"Main\">\n    <Label field=\"title\"></Button>\n</Component>")
        let opened = try await server.diagnostics(Self.uri, version: 1)
        #expect(opened.codes == ["xml.mismatched-end-tag"])
        try server.notify(DidCloseTextDocumentNotification(textDocument: .init(uri: Self.uri)))
        let closed = try await server.diagnostics(Self.uri)
        #expect(closed.diagnostics.isEmpty)
        #expect(closed.version == nil)
        #expect(try await server.shutDownAndExit() == 0)
    }
}

extension LSPRange {
    /// The range without its first and last character (a quoted value without its quotes).
    var shrunk: LSPRange {
        LSPRange(start: Position(line: start.line, character: start.character + 1), end: Position(line: end.line, character: end.character - 1))
    }
}
