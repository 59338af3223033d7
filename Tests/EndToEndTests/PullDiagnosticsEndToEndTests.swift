import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// Pull diagnostics over stdio: a client that announces `textDocument.diagnostic` pulls, is
/// told `unchanged` when its result id still holds, is asked to pull again when another
/// document changes what one depends on, and is never sent `publishDiagnostics`.
@Suite(.hangGuard) struct PullDiagnosticsEndToEndTests {
    static let main = """
        <Component type="Main" xmlns:layout="http://schema.reactant.tech/layout">
            <Component type="Card" layout:edges="super"/>
        </Component>
        """

    /// A server on `folder` for a client that pulls diagnostics and accepts refresh requests.
    private func pullingServer(_ folder: ScratchWorkspace) async throws -> (ServerProcess, InitializeResult) {
        let server = try ServerProcess()
        let capabilities = ClientCapabilities(
            window: .init(workDoneProgress: true),
            workspace: .init(configuration: true, diagnostics: .init(refreshSupport: true)),
            textDocument: .init(diagnostic: .init(relatedDocumentSupport: false)))
        let result = try await server.initialize(InitializeRequest(
            processId: nil, rootUri: folder.uri, capabilities: capabilities,
            workspaceFolders: [WorkspaceFolder(uri: folder.uri, name: "scratch")]))
        return (server, result)
    }

    private func codesAndRanges(_ report: DocumentDiagnosticReport) -> [CodeAndRange]? {
        guard case .full(_, let items) = report else { return nil }
        return items.map { CodeAndRange(code: $0.code ?? "", range: $0.range) }
    }

    @Test func aDocumentIsPulledWithExactRangesAndUnchangedWhileItsResultHolds() async throws {
        let folder = try ScratchWorkspace()
        let (server, initialized) = try await pullingServer(folder)
        #expect(initialized.capabilities.diagnosticProvider == DiagnosticOptions(
            identifier: "reactant-ui", interFileDependencies: true, workspaceDiagnostics: true))
        try await server.scanFinished()
        let uri = folder.uri("Main.ui.xml")
        let at = TextPositions(Self.main)
        try server.openDocument(uri, Self.main)

        let first = try await server.request(DocumentDiagnosticRequest(textDocument: .init(uri: uri)))
        #expect(codesAndRanges(first) == [CodeAndRange(code: "ref.unknown-component", range: at.range(of: "Card"))])
        let id = try #require(first.resultId)

        let again = try await server.request(DocumentDiagnosticRequest(textDocument: .init(uri: uri), previousResultId: id))
        #expect(again == .unchanged(resultId: id))

        // The problem is removed in the editor: the next pull is a full, empty report.
        let line = "    <Component type=\"Card\" layout:edges=\"super\"/>\n"
        try server.changeDocument(uri, version: 2, [TextDocumentContentChangeEvent(range: at.range(of: line), text: "")])
        let fixed = try await server.request(DocumentDiagnosticRequest(textDocument: .init(uri: uri), previousResultId: id))
        #expect(codesAndRanges(fixed) == [])
        #expect(fixed.resultId != id)

        #expect(try await server.shutDownAndExit() == 0)
        // Everything the server wrote has been read: it never pushed.
        let pushed = await server.inbox.pending.filter { $0["method"] == .string(PublishDiagnosticsNotification.method) }
        #expect(pushed.isEmpty)
    }

    @Test func anotherDocumentsChangeAsksTheClientToPullAgain() async throws {
        let folder = try ScratchWorkspace()
        let (server, _) = try await pullingServer(folder)
        try await server.scanFinished()
        let main = folder.uri("Main.ui.xml"), card = folder.uri("Card.ui.xml")
        try server.openDocument(main, Self.main)
        let before = try await server.request(DocumentDiagnosticRequest(textDocument: .init(uri: main)))
        #expect(codesAndRanges(before)?.map(\.code) == ["ref.unknown-component"])

        // `Card` comes into being in another open document; pulling it puts it in the index.
        try server.openDocument(card, "<Component type=\"Card\"/>")
        let cardReport = try await server.request(DocumentDiagnosticRequest(textDocument: .init(uri: card)))
        #expect(codesAndRanges(cardReport) == [])
        _ = try await server.inbox.take("diagnostic refresh", timeout: ServerProcess.defaultTimeout) {
            $0["method"] == .string(DiagnosticRefreshRequest.method)
        }
        let after = try await server.request(DocumentDiagnosticRequest(textDocument: .init(uri: main), previousResultId: before.resultId))
        #expect(codesAndRanges(after) == [])
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func theWorkspaceIsPulledWithFilesOnDiskAndOpenDocuments() async throws {
        let broken = "<Component type=\"Broken\">\n    <Label layout:left=\"super offset(\"/>\n</Component>"
        let folder = try ScratchWorkspace(files: [
            "Broken.ui.xml": broken,
            "Fine.ui.xml": "<Component type=\"Fine\"/>",
        ])
        let (server, _) = try await pullingServer(folder)
        try await server.scanFinished()
        try server.openDocument(folder.uri("Fine.ui.xml"), "<Component type=\"Fine\"/>", version: 7)

        let first = try await server.request(WorkspaceDiagnosticRequest())
        #expect(first.items.map(\.uri) == [folder.uri("Broken.ui.xml"), folder.uri("Fine.ui.xml")])
        #expect(first.items.map(\.version) == [nil, 7])
        let brokenReport = try #require(first.items.first?.report)
        let codes = try #require(codesAndRanges(brokenReport)).map(\.code)
        #expect(codes.contains { $0.hasPrefix("layout.") })
        #expect(codesAndRanges(first.items[1].report) == [])

        // Sent back, every id still holds.
        let previous = first.items.compactMap { item in item.report.resultId.map { PreviousResultId(uri: item.uri, value: $0) } }
        let second = try await server.request(WorkspaceDiagnosticRequest(previousResultIds: previous))
        #expect(second.items.map(\.report) == first.items.map { .unchanged(resultId: $0.report.resultId ?? "") })

        // A file mended on disk, unknown to the server (no watched-file event): the next pull
        // reads it again, since its size and modification time moved.
        try folder.write("Broken.ui.xml", "<Component type=\"Broken\">\n    <Label layout:left=\"super offset(8)\"/>\n</Component>")
        let third = try await server.request(WorkspaceDiagnosticRequest(previousResultIds: previous))
        let mended = try #require(third.items.first { $0.uri == folder.uri("Broken.ui.xml") })
        #expect(mended.report.resultId != first.items[0].report.resultId)
        let mendedCodes = try #require(codesAndRanges(mended.report))
        #expect(mendedCodes != codesAndRanges(brokenReport))
        #expect(third.items.first { $0.uri == folder.uri("Fine.ui.xml") }?.report == second.items[1].report)
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func aClientThatDoesNotPullIsPushedToAndOffersNoPullProvider() async throws {
        let server = try ServerProcess()
        let initialized = try await server.initialize()
        #expect(initialized.capabilities.diagnosticProvider == nil)
        let uri = "file:///nowhere/Main.ui.xml"
        try server.openDocument(uri, Self.main)
        let published = try await server.diagnostics(uri, version: 1)
        #expect(published.codes == ["ref.unknown-component"])
        #expect(try await server.shutDownAndExit() == 0)
    }
}
