import Foundation
import LanguageServerProtocol
import TestSupport
import Testing

/// A long seeded run of random edits over stdio, sent as incremental changes to one server;
/// after every edit its diagnostics must equal those of a second server opening the edited
/// text afresh. CI runs a short version; `REACTANT_SOAK_EDITS=10000 swift test --filter
/// SoakTests` is the long one, which also requires the server's resident memory at the end to
/// be within 10% of where it stood after the first thousand edits.
@Suite struct SoakTests {
    static let edits = ProcessInfo.processInfo.environment["REACTANT_SOAK_EDITS"].flatMap(Int.init) ?? 300
    /// A hang guard that grows with the run: a loaded machine managed about 7 edits a second.
    static let hangGuardMinutes = 10 + edits / 200
    static let seed = ProcessInfo.processInfo.environment["REACTANT_SOAK_SEED"].flatMap(UInt64.init) ?? 20_261_123

    static let start = """
        <Component type="Screen" xmlns:layout="http://schema.reactant.tech/layout">
            <styles><LabelStyle name="title" font=":bold@20"/></styles>
            <Label field="greeting" text="Grüße" style="title" layout:top="super inset(20)" layout:left="super"/>
            <Container field="box" layout:below="greeting offset(10)" layout:edges="super inset(8) @high">
                <Button field="go" title="Go" layout:width=":gte super.width multiplied(by: 0.5) @high"/>
                <View layout:id="spacer" layout:above="go"/>
            </Container>
            <TextField field="name" layout:below="id:spacer; box offset(4)" layout:right="[phone and landscape] super"/>
        </Component>
        """

    /// What an edit inserts: characters, attributes, elements, constraint tokens and the
    /// pieces that break a document (a lone `<`, an unclosed quote or comment).
    static let insertions = [
        "a", "Z", " ", "\"", "'", "<", ">", "/", "=", "&amp;", "&", ";", "\n", "é", "layout:", "field=\"x\"",
        " text=\"hi\"", "<Label/>", "</Container>", "<View field=\"v\">", "<!--", "-->", "super", " offset(", ")",
        ":gte", " @high", "[phone]", "id:", "greeting", "box.bottom", "inset(4)", " multiplied(by: 2)",
    ]

    @Test(.timeLimit(.minutes(SoakTests.hangGuardMinutes)))
    func incrementalEditsGiveTheDiagnosticsOfAFreshOpen() async throws {
        let edited = try await ServerProcess.onWorkspace(nil)
        let fresh = try await ServerProcess.onWorkspace(nil)
        let uri = "file:///soak/Screen.ui.xml"
        var text = Self.start
        try edited.openDocument(uri, text)
        _ = try await edited.diagnostics(uri, version: 1)
        var random = SeededGenerator(seed: Self.seed)
        var settledMemory: Int?
        for step in 1...Self.edits {
            // Every character is in the Basic Multilingual Plane: a scalar is one UTF-16 unit.
            let scalars = Array(text.unicodeScalars)
            let start = Int.random(in: 0...scalars.count, using: &random)
            let end = min(scalars.count, start + (Int.random(in: 0..<3, using: &random) == 0 ? Int.random(in: 1...6, using: &random) : 0))
            let insertion = Self.insertions.randomElement(using: &random)!
            var next = String.UnicodeScalarView()
            next.append(contentsOf: scalars[..<start])
            next.append(contentsOf: insertion.unicodeScalars)
            next.append(contentsOf: scalars[end...])
            let positions = TextPositions(text)
            let range = positions.range(utf8Offset(scalars, start)..<utf8Offset(scalars, end))
            text = String(next)
            // Now and then the document starts over, so it does not drift into nonsense.
            if step % 200 == 0 {
                text = Self.start
                try edited.changeDocument(uri, version: step + 1, [.init(text: text)])
            } else {
                try edited.changeDocument(uri, version: step + 1, [.init(range: range, text: insertion)])
            }
            let freshURI = "file:///soak/\(step)/Screen.ui.xml"
            try fresh.openDocument(freshURI, text)
            let incremental = try await edited.diagnostics(uri, version: step + 1)
            let reference = try await fresh.diagnostics(freshURI, version: 1)
            try fresh.notify(DidCloseTextDocumentNotification(textDocument: .init(uri: freshURI)))
            let rendered = Rendering.diagnostics(incremental.diagnostics)
            if rendered != Rendering.diagnostics(reference.diagnostics) {
                expectLines(rendered, Rendering.diagnostics(reference.diagnostics))
                Issue.record("edit \(step) (seed \(Self.seed)) left the text \(text.debugDescription)")
                break
            }
            if step == 1000 { settledMemory = residentKilobytes(of: edited) }
        }
        if Self.edits >= 2000, let settled = settledMemory, let end = residentKilobytes(of: edited) {
            print("soak: resident memory \(settled) KB after 1,000 edits, \(end) KB after \(Self.edits)")
            #expect(Double(end) <= Double(settled) * 1.1, "memory grew from \(settled) KB to \(end) KB")
        }
        #expect(try await edited.shutDownAndExit() == 0)
        #expect(try await fresh.shutDownAndExit() == 0)
    }

    private func utf8Offset(_ scalars: [Unicode.Scalar], _ index: Int) -> Int {
        scalars[..<index].reduce(0) { $0 + String($1).utf8.count }
    }

    private func residentKilobytes(of server: ServerProcess) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(server.process.processIdentifier)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
}
