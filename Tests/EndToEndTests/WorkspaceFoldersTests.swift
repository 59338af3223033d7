import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// `workspace/didChangeWorkspaceFolders`: a folder added later is scanned (with progress) and
/// its declarations resolve; a folder removed takes its files along, except those the editor
/// has open.
@Suite(.hangGuard) struct WorkspaceFoldersTests {
    static let main = """
        <Component type="Main">
            <Component type="Card" field="card"/>
            <Component type="Badge" field="badge"/>
        </Component>
        """

    @Test func addedFoldersResolveReferencesAndRemovedOnesNoLonger() async throws {
        let app = try ScratchWorkspace(files: ["Main.ui.xml": Self.main])
        let shared = try ScratchWorkspace(files: [
            "Card.ui.xml": "<Component type=\"Card\"/>", "Views/Badge.ui.xml": "<Component type=\"Badge\"/>",
        ])
        let sharedFolder = WorkspaceFolder(uri: shared.uri, name: "shared")
        let server = try ServerProcess()
        let result = try await server.initialize(InitializeRequest(
            processId: nil, rootUri: app.uri,
            capabilities: ClientCapabilities(window: .init(workDoneProgress: true), workspace: .init(workspaceFolders: true)),
            workspaceFolders: [WorkspaceFolder(uri: app.uri, name: "app")]))
        #expect(result.capabilities.workspace?.workspaceFolders == .init(supported: true, changeNotifications: true))
        try await server.scanFinished()

        let uri = app.uri("Main.ui.xml")
        let at = TextPositions(Self.main)
        try server.openDocument(uri, Self.main)
        let unresolved = try await server.diagnostics(uri, version: 1)
        #expect(unresolved.codesAndRanges == [
            CodeAndRange(code: "ref.unknown-component", range: at.range(of: "Card")),
            CodeAndRange(code: "ref.unknown-component", range: at.range(of: "Badge")),
        ])

        // The folder joins: scanned with progress of its own, and the references resolve.
        try server.notify(DidChangeWorkspaceFoldersNotification(event: .init(added: [sharedFolder])))
        let end = try await server.notification(ProgressNotification.self) {
            if case .end(let message) = $0.value { message == "2 files" } else { false }
        }
        let create = try await server.inbox.take("progress token", timeout: ServerProcess.defaultTimeout) {
            $0["method"] == .string(WorkDoneProgressCreateRequest.method)
                && (try? $0["params"]?.decode(WorkDoneProgressCreateRequest.self))?.token == end.token
        }
        #expect(create["id"] != nil)
        let resolved = try await server.diagnostics(uri) { $0.diagnostics.isEmpty }
        #expect(resolved.version == 1)

        // The editor opens Badge from that folder; then the folder leaves the workspace.
        let badgeURI = shared.uri("Views/Badge.ui.xml")
        try server.openDocument(badgeURI, "<Component type=\"Badge\"/>")
        _ = try await server.diagnostics(badgeURI, version: 1)
        try server.notify(DidChangeWorkspaceFoldersNotification(event: .init(removed: [sharedFolder])))
        // Card is gone with its folder; Badge stays while open.
        let removed = try await server.diagnostics(uri) { !$0.diagnostics.isEmpty }
        #expect(removed.version == 1)
        #expect(removed.codesAndRanges == [CodeAndRange(code: "ref.unknown-component", range: at.range(of: "Card"))])

        // Closed, Badge has no copy in the workspace to fall back to.
        try server.notify(DidCloseTextDocumentNotification(textDocument: .init(uri: badgeURI)))
        let closed = try await server.diagnostics(uri) { $0.diagnostics.count == 2 }
        #expect(closed.codesAndRanges == unresolved.codesAndRanges)

        // Back again: both resolve.
        try server.notify(DidChangeWorkspaceFoldersNotification(event: .init(added: [sharedFolder])))
        _ = try await server.diagnostics(uri) { $0.diagnostics.isEmpty }
        #expect(try await server.shutDownAndExit() == 0)
    }

    @Test func removingTheOnlyFolderKeepsTheServerServing() async throws {
        let app = try ScratchWorkspace(files: ["Card.ui.xml": "<Component type=\"Card\"/>"])
        let server = try await ServerProcess.onWorkspace(app)
        try await server.scanFinished()
        let main = "<Component type=\"Main\">\n    <Component type=\"Card\" field=\"card\"/>\n</Component>"
        let uri = app.uri("Main.ui.xml")
        try server.openDocument(uri, main)
        _ = try await server.diagnostics(uri, version: 1) { $0.diagnostics.isEmpty }
        try server.notify(DidChangeWorkspaceFoldersNotification(event: .init(removed: [WorkspaceFolder(uri: app.uri, name: "scratch")])))
        let unresolved = try await server.diagnostics(uri) { !$0.diagnostics.isEmpty }
        #expect(unresolved.codesAndRanges == [CodeAndRange(code: "ref.unknown-component", range: TextPositions(main).range(of: "Card"))])
        // Removing a folder the workspace never had, and a malformed change, are harmless.
        try server.notify(DidChangeWorkspaceFoldersNotification(event: .init(removed: [WorkspaceFolder(uri: "file:///nowhere", name: "x")])))
        server.send(body: ["jsonrpc": "2.0", "method": "workspace/didChangeWorkspaceFolders", "params": ["event": ["added": 3]]])
        try server.changeDocument(uri, version: 2, [.init(text: main + " ")])
        let edited = try await server.diagnostics(uri, version: 2)
        #expect(edited.codesAndRanges == unresolved.codesAndRanges)
        #expect(try await server.shutDownAndExit() == 0)
    }
}
