import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// The live workspace: files found by the scan, kept true by watched-file events, open text
/// winning over disk and falling back to it on close, dependents re-diagnosed.
@Suite(.hangGuard) struct WorkspaceTests {
    static let main = """
        <Component type="Main">
            <Component type="Card"/>
            <Component type="Crad"/>
        </Component>
        """

    @Test func scanReportsProgressAndFileWatchingIsRegistered() async throws {
        let folder = try ScratchWorkspace(files: ["Views/Card.ui.xml": "<Component type=\"Card\"/>", "Styles.styles.xml": "<styleGroup name=\"common\"/>"])
        let server = try await ServerProcess.onWorkspace(folder)
        let registration = try await server.inbox.take("registration", timeout: ServerProcess.defaultTimeout) {
            $0["method"] == .string(RegisterCapabilityRequest.method)
        }
        let request = try #require(try registration["params"]?.decode(RegisterCapabilityRequest.self))
        #expect(request.registrations.map(\.method) == [DidChangeWatchedFilesNotification.method])
        let options = try #require(try request.registrations.first?.registerOptions?.decode(DidChangeWatchedFilesRegistrationOptions.self))
        #expect(options.watchers.map(\.globPattern) == ["**/*.ui.xml", "**/*.styles.xml", "**/*.swift", "**/*.hyperdrive.xml", "**/*.xcassets/**", "**/*.xcodeproj/project.pbxproj"])

        let create = try await server.inbox.take("progress token", timeout: ServerProcess.defaultTimeout) {
            $0["method"] == .string(WorkDoneProgressCreateRequest.method)
        }
        let token = try #require(try create["params"]?.decode(WorkDoneProgressCreateRequest.self)).token
        var kinds: [String] = []
        while kinds.last != "end" {
            let progress = try await server.notification(ProgressNotification.self) { $0.token == token }
            switch progress.value {
            case .begin: kinds.append("begin")
            case .report(_, _, let percentage): kinds.append("report \(percentage ?? -1)")
            case .end(let message): kinds.append("end"); #expect(message == "2 files")
            }
        }
        #expect(kinds.first == "begin" && kinds.dropFirst().dropLast().last == "report 100")
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func referencesResolveAgainstScannedFilesAndFollowDiskChanges() async throws {
        let folder = try ScratchWorkspace(files: ["Card.ui.xml": "<Component type=\"Card\">\n    <Label/>\n</Component>"])
        let server = try await ServerProcess.onWorkspace(folder)
        try await server.scanFinished()
        let uri = folder.uri("Main.ui.xml")
        let at = TextPositions(Self.main)
        try server.openDocument(uri, Self.main)
        let opened = try await server.diagnostics(uri, version: 1)
        #expect(opened.codesAndRanges == [CodeAndRange(code: "ref.unknown-component", range: at.range(of: "Crad"))])
        // The did-you-mean is the diagnostic's quick fix, from the same analysis.
        let actions = try await server.request(CodeActionRequest(
            textDocument: .init(uri: uri), range: at.range(of: "Crad"), context: .init(diagnostics: opened.diagnostics)))
        #expect(actions?.map(\.title) == ["Change to 'Card'"])
        #expect(actions?.first?.edit?.documentChanges == [TextDocumentEdit(
            textDocument: .init(uri: uri, version: 1), edits: [TextEdit(range: at.range(of: "Crad"), newText: "Card")])])

        // The component is renamed on disk: `Card` no longer resolves.
        try folder.write("Card.ui.xml", "<Component type=\"Badge\"/>")
        try server.notify(DidChangeWatchedFilesNotification(changes: [.init(uri: folder.uri("Card.ui.xml"), type: .changed)]))
        let renamed = try await server.diagnostics(uri) { $0.diagnostics.count == 2 }
        #expect(renamed.codesAndRanges == [
            CodeAndRange(code: "ref.unknown-component", range: at.range(of: "Card")),
            CodeAndRange(code: "ref.unknown-component", range: at.range(of: "Crad")),
        ])
        #expect(renamed.version == 1)

        // A new file declares it again.
        try folder.write("More/Other.ui.xml", "<Component type=\"Card\"/>")
        try server.notify(DidChangeWatchedFilesNotification(changes: [.init(uri: folder.uri("More/Other.ui.xml"), type: .created)]))
        let created = try await server.diagnostics(uri) { $0.diagnostics.count == 1 }
        #expect(created.codesAndRanges == [CodeAndRange(code: "ref.unknown-component", range: at.range(of: "Crad"))])

        // Its folder is deleted (clients may report only the folder).
        try folder.remove("More")
        try server.notify(DidChangeWatchedFilesNotification(changes: [.init(uri: folder.uri("More"), type: .deleted)]))
        let deleted = try await server.diagnostics(uri) { $0.diagnostics.count == 2 }
        #expect(deleted.codes == ["ref.unknown-component", "ref.unknown-component"])
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// An open document's text wins over its disk copy; edits to it re-diagnose the documents
    /// that use what it declares, and closing it falls back to the disk copy.
    @Test func openTextWinsAndClosingFallsBackToDisk() async throws {
        let folder = try ScratchWorkspace(files: ["Card.ui.xml": "<Component type=\"Card\"/>"])
        let server = try await ServerProcess.onWorkspace(folder)
        try await server.scanFinished()
        let cardURI = folder.uri("Card.ui.xml"), mainURI = folder.uri("Main.ui.xml")
        let main = "<Component type=\"Main\">\n    <Component type=\"Card\" field=\"card\"/>\n</Component>"
        let card = "<Component type=\"Card\"/>"
        let cardPositions = TextPositions(card)

        try server.openDocument(cardURI, card)
        _ = try await server.diagnostics(cardURI, version: 1)
        try server.changeDocument(cardURI, version: 2, [.init(range: cardPositions.range(of: "Card"), text: "Badge")])
        _ = try await server.diagnostics(cardURI, version: 2)

        try server.openDocument(mainURI, main)
        let unresolved = try await server.diagnostics(mainURI, version: 1)
        #expect(unresolved.codesAndRanges == [CodeAndRange(code: "ref.unknown-component", range: TextPositions(main).range(of: "Card"))])

        // Renaming it back in the open document resolves the reference in the other one.
        let edited = TextPositions("<Component type=\"Badge\"/>")
        try server.changeDocument(cardURI, version: 3, [.init(range: edited.range(of: "Badge"), text: "Card")])
        let resolved = try await server.diagnostics(mainURI) { $0.diagnostics.isEmpty }
        #expect(resolved.version == 1)

        try server.changeDocument(cardURI, version: 4, [.init(range: cardPositions.range(of: "Card"), text: "Badge")])
        _ = try await server.diagnostics(mainURI) { $0.diagnostics.count == 1 }

        // Closed unsaved: the disk copy (type Card) counts again, and the closed file's
        // diagnostics are cleared.
        try server.notify(DidCloseTextDocumentNotification(textDocument: .init(uri: cardURI)))
        let cleared = try await server.diagnostics(cardURI)
        #expect(cleared.diagnostics.isEmpty)
        let fallback = try await server.diagnostics(mainURI) { $0.diagnostics.isEmpty }
        #expect(fallback.version == 1)
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func noProgressOrRegistrationForClientsWithoutThem() async throws {
        let folder = try ScratchWorkspace(files: ["Card.ui.xml": "<Component type=\"Card\"/>"])
        let server = try ServerProcess()
        try await server.initialize(InitializeRequest(processId: nil, rootUri: folder.uri, capabilities: ClientCapabilities()))
        let uri = folder.uri("Main.ui.xml")
        try server.openDocument(uri, "<Component type=\"Main\">\n    <Component type=\"Card\"/>\n</Component>")
        // Found by the scan all the same (the root URI stands in for the folders).
        _ = try await server.diagnostics(uri) { $0.diagnostics.isEmpty }
        let requests = await server.inbox.pending.compactMap { $0["id"] != nil ? $0["method"]?.stringValue : nil }
        #expect(requests.isEmpty)
        #expect(try await server.shutDownAndExit() == 0)
    }
}
