import Foundation
import LanguageServerProtocol
import Testing
import TestSupport
@testable import ProtocolConversion
@testable import ReactantAnalysis
@testable import ReactantLSP

/// References and rename of a theme item through the navigation feature on a scanned folder:
/// asked from an open screen and from the application description, the description on disk
/// (closed) or open with edits the disk does not have.
@Suite(.hangGuard) struct ThemeNavigationFeatureTests {
    static let description = MarkedText("""
        <Application>
            <Themes><day/><night/></Themes>
            <Colors><day ⟦accent⟧="red"/><night ⟦accent⟧="blue"/></Colors>
            <Images><shared accent="star"/></Images>
        </Application>
        """)
    static let screen = MarkedText("""
        <Component>
            <Label text="Zoë 😀" textColor="theme.⟦accent⟧"/>
            <ImageView image="theme.accent"/>
        </Component>
        """)
    static let card = MarkedText(#"<Component><View backgroundColor="theme.⟦accent⟧"/></Component>"#)

    struct Running {
        let folder: Folder
        let server: InProcessServer
        func uri(_ name: String) -> DocumentURI { FileURI.uri(forPath: folder.file(name)) }
        func open(_ name: String, _ text: String) {
            server.client.sendNotification(DidOpenTextDocumentNotification(textDocument: .init(uri: uri(name), languageId: "xml", version: 1, text: text)))
        }
    }

    static func start() async throws -> Running {
        let folder = try Folder([
            "App.hyperdrive.xml": description.text, "Views/Screen.ui.xml": screen.text, "Views/Card.ui.xml": card.text,
        ])
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path])
        _ = workspace.reloadResources()
        let server = InProcessServer(configuration: .init(features: [NavigationFeature(workspace: workspace)], documentHost: workspace))
        _ = try await server.start()
        return Running(folder: folder, server: server)
    }

    @Test func referencesAndRenameFromAnOpenScreen() async throws {
        let running = try await Self.start()
        defer { running.folder.remove() }
        running.open("Views/Screen.ui.xml", Self.screen.text)
        let screen = running.uri("Views/Screen.ui.xml")
        let at = Self.screen.position(of: Self.screen.ranges[0].lowerBound + 2)
        let expected = [Location(uri: screen, range: Self.screen.lspRange(Self.screen.ranges[0]))]
            + Self.description.ranges.map { Location(uri: running.uri("App.hyperdrive.xml"), range: Self.description.lspRange($0)) }
            + [Location(uri: running.uri("Views/Card.ui.xml"), range: Self.card.lspRange(Self.card.ranges[0]))]
        let references = try await running.server.request(
            ReferencesRequest(textDocument: .init(uri: screen), position: at, context: .init(includeDeclaration: true)))
        #expect(references == expected)

        let prepared = try await running.server.request(PrepareRenameRequest(textDocument: .init(uri: screen), position: at))
        #expect(prepared == PrepareRenameResult(range: Self.screen.lspRange(Self.screen.ranges[0]), placeholder: "accent"))
        let edit = try #require(try await running.server.request(RenameRequest(textDocument: .init(uri: screen), position: at, newName: "highlight")))
        #expect(edit.documentChanges == [
            TextDocumentEdit(textDocument: .init(uri: screen, version: 1), edits: [TextEdit(range: expected[0].range, newText: "highlight")]),
            TextDocumentEdit(textDocument: .init(uri: running.uri("App.hyperdrive.xml"), version: nil),
                             edits: expected[1...2].map { TextEdit(range: $0.range, newText: "highlight") }),
            TextDocumentEdit(textDocument: .init(uri: running.uri("Views/Card.ui.xml"), version: nil),
                             edits: [TextEdit(range: expected[3].range, newText: "highlight")]),
        ])
        let refused = await running.server.error(of: RenameRequest(textDocument: .init(uri: screen), position: at, newName: "9lives"))
        #expect(refused?.code == NavigationFeature.requestFailedCode)
        #expect(refused?.message.contains("Swift identifier") == true)
        #expect(await running.server.stop() == 0)
    }

    /// From the description as the editor has it: its text (with a line the disk lacks) places the ranges.
    @Test func renameFromAnOpenDescriptionWithUnsavedEdits() async throws {
        let running = try await Self.start()
        defer { running.folder.remove() }
        let edited = MarkedText("<!-- 😀 unsaved -->\n" + Self.description.description)
        running.open("App.hyperdrive.xml", edited.text)
        let uri = running.uri("App.hyperdrive.xml")
        let at = edited.position(of: edited.ranges[1].lowerBound + 1)
        let prepared = try await running.server.request(PrepareRenameRequest(textDocument: .init(uri: uri), position: at))
        #expect(prepared == PrepareRenameResult(range: edited.lspRange(edited.ranges[1]), placeholder: "accent"))
        let edit = try #require(try await running.server.request(RenameRequest(textDocument: .init(uri: uri), position: at, newName: "tint")))
        #expect(edit.documentChanges == [
            TextDocumentEdit(textDocument: .init(uri: uri, version: 1), edits: edited.ranges.map { TextEdit(range: edited.lspRange($0), newText: "tint") }),
            TextDocumentEdit(textDocument: .init(uri: running.uri("Views/Card.ui.xml"), version: nil),
                             edits: [TextEdit(range: Self.card.lspRange(Self.card.ranges[0]), newText: "tint")]),
            TextDocumentEdit(textDocument: .init(uri: running.uri("Views/Screen.ui.xml"), version: nil),
                             edits: [TextEdit(range: Self.screen.lspRange(Self.screen.ranges[0]), newText: "tint")]),
        ])
        #expect(await running.server.stop() == 0)
    }
}

/// The workspace reads the resources of Xcode targets, and again when a project changes.
@Suite struct WorkspaceXcodeTargetTests {
    static func project(resources: String) -> String {
        """
        {
            objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = App/App.hyperdrive.xml; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Views/Main.ui.xml; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                P1 = {isa = PBXResourcesBuildPhase; files = (\(resources)); };
                T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = App; };
                R0 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            };
            rootObject = R0;
        }
        """
    }

    @Test func aChangedProjectChangesWhichDescriptionServesAFile() async throws {
        let folder = try Folder([
            "App.xcodeproj/project.pbxproj": Self.project(resources: "B1, B2"),
            "App/App.hyperdrive.xml": "<Application><Colors><shared target=\"red\"/></Colors></Application>",
            "Root.hyperdrive.xml": "<Application><Colors><shared folder=\"red\"/></Colors></Application>",
            "Views/Main.ui.xml": "<Component/>",
        ])
        defer { folder.remove() }
        let workspace = Workspace()
        _ = await workspace.scan(folders: [folder.path])
        let main = ApplicationResourceDiscovery.standardized(folder.file("Views/Main.ui.xml"))
        #expect(workspace.index.resources.resources(forDocumentAt: main)?.description?.names(of: .color) == ["target"])
        // The screen leaves the target: the folder's description serves it.
        try folder.write("App.xcodeproj/project.pbxproj", Self.project(resources: "B1"))
        #expect(await workspace.diskFilesChanged([(folder.file("App.xcodeproj/project.pbxproj"), false)]) == .all)
        #expect(workspace.index.resources.resources(forDocumentAt: main)?.description?.names(of: .color) == ["folder"])
    }
}
