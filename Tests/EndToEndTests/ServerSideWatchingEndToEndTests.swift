import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// A client that does not register `workspace/didChangeWatchedFiles` (Neovim 0.7, eglot
/// without it) over stdio: the server watches the workspace folders itself, so a file the
/// client writes and never mentions (the Swift file a rename changed) is read again.
@Suite(.hangGuard) struct ServerSideWatchingEndToEndTests {
    static let screen = """
        <Component type="GreeterView">
            <Label field="headline"/>
            <Label field="subtitle" layout:below="headline"/>
        </Component>
        """

    static let greeter = """
        final class GreeterView: ViewBase<Void, Void> {
            let headline = UILabel()
            let subtitle = UILabel()

            func update() { headline.text = "Hi" }
        }
        """

    static func start() async throws -> (ScratchWorkspace, ServerProcess, DocumentURI) {
        let folder = try ScratchWorkspace(files: ["Screens/GreeterView.ui.xml": screen, "Screens/GreeterView.swift": greeter])
        let server = try await ServerProcess.onWorkspace(folder, watching: false)
        try await server.scanFinished()
        let uri = folder.uri("Screens/GreeterView.ui.xml")
        try server.openDocument(uri, screen)
        _ = try await server.diagnostics(uri, version: 1) { $0.diagnostics.isEmpty }
        return (folder, server, uri)
    }

    /// The rename's edit of the screen is applied in the editor, its edit of the Swift file
    /// written to disk later and never reported: the stale error goes once it is written.
    @Test func aFieldRenameLeavesNoStaleErrorOnceTheSwiftFileIsWritten() async throws {
        let (folder, server, uri) = try await Self.start()
        let position = TextPositions(Self.screen).range(of: "headline").start
        let edit = try #require(try await server.request(RenameRequest(textDocument: .init(uri: uri), position: position, newName: "title")))
        #expect(edit.documentChanges?.map(\.textDocument) == [
            .init(uri: uri, version: 1), .init(uri: folder.uri("Screens/GreeterView.swift"), version: nil),
        ])

        // The editor applies the screen's part at once; its Swift buffer is not saved yet:
        // the build would not find `title`, nor does the server.
        try server.changeDocument(uri, version: 2, [.init(range: nil, text: Self.screen.replacingOccurrences(of: "headline", with: "title"))])
        let stale = try await server.diagnostics(uri, version: 2)
        #expect(stale.codes == ["swift.unknown-field"])

        // Saved (`:wa`), with no notification of it.
        try folder.write("Screens/GreeterView.swift", Self.greeter.replacingOccurrences(of: "headline", with: "title"))
        _ = try await server.diagnostics(uri, version: 2) { $0.diagnostics.isEmpty }
        #expect(try await server.shutDownAndExit() == 0)
        withExtendedLifetime(folder) {}
    }

    /// Files in a directory created after the scan, deleted files and whole directories.
    @Test func newDirectoriesAndDeletionsAreFollowed() async throws {
        let (folder, server, uri) = try await Self.start()
        try server.changeDocument(uri, version: 2, [.init(range: nil, text: Self.screen.replacingOccurrences(of: "subtitle", with: "footer"))])
        _ = try await server.diagnostics(uri, version: 2) { $0.codes == ["swift.unknown-field"] }

        try folder.write("Screens/Extensions/Footer/GreeterView+Footer.swift", "extension GreeterView { var footer: UILabel { subtitle } }")
        _ = try await server.diagnostics(uri, version: 2) { $0.diagnostics.isEmpty }

        try folder.remove("Screens/Extensions")
        _ = try await server.diagnostics(uri, version: 2) { $0.codes == ["swift.unknown-field"] }
        #expect(try await server.shutDownAndExit() == 0)
        withExtendedLifetime(folder) {}
    }

    /// A folder added later is watched from then on; one removed is no longer.
    @Test func addedFoldersAreWatchedAndRemovedOnesNot() async throws {
        let (folder, server, uri) = try await Self.start()
        try server.changeDocument(uri, version: 2, [.init(range: nil, text: Self.screen.replacingOccurrences(of: "subtitle", with: "footer"))])
        _ = try await server.diagnostics(uri, version: 2) { $0.codes == ["swift.unknown-field"] }
        let shared = try ScratchWorkspace()
        let sharedFolder = WorkspaceFolder(uri: shared.uri, name: "shared")
        try server.notify(DidChangeWorkspaceFoldersNotification(event: .init(added: [sharedFolder])))
        // The end of its scan (it has no files yet), not another's.
        _ = try await server.notification(ProgressNotification.self) { if case .end(let message) = $0.value { message == "0 files" } else { false } }

        try shared.write("Kit/GreeterView+Footer.swift", "extension GreeterView { var footer: UILabel { subtitle } }")
        _ = try await server.diagnostics(uri, version: 2) { $0.diagnostics.isEmpty }

        // Removed, the folder's files leave the workspace, and what is written there later stays out.
        try server.notify(DidChangeWorkspaceFoldersNotification(event: .init(removed: [sharedFolder])))
        _ = try await server.diagnostics(uri, version: 2) { $0.codes == ["swift.unknown-field"] }
        try shared.write("Kit/GreeterView+Footer.swift", "extension GreeterView { var footer: UILabel { subtitle } } // still")
        try server.changeDocument(uri, version: 3, [.init(range: nil, text: Self.screen.replacingOccurrences(of: "subtitle", with: "footer"))])
        let after = try await server.diagnostics(uri, version: 3)
        #expect(after.codes == ["swift.unknown-field"])
        #expect(try await server.shutDownAndExit() == 0)
        withExtendedLifetime(folder) {}  // Removed with the value: the server would see its files go.
    }
}
