import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// The application description and asset catalog of an app, found by the server's scan and
/// kept current from watched-file events and the description's open text.
@Suite(.hangGuard) struct ThemeEndToEndTests {
    static let description = """
        <Application>
            <Themes default="day"><day/><night/></Themes>
            <Colors><shared accent="#ff0000"/></Colors>
        </Application>
        """

    static let screen = """
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">
            <Label text="a" textColor="theme.accent" layout:edges="super"/>
            <Label text="b" textColor="theme.highlight" layout:edges="super"/>
            <ImageView image="falcon" layout:edges="super"/>
        </Component>
        """

    @Test func themeValuesFollowTheDescriptionOnDiskAndInTheEditor() async throws {
        let folder = try ScratchWorkspace(files: [
            "App.hyperdrive.xml": Self.description,
            "Assets.xcassets/star.imageset/Contents.json": "{}",
            "Views/Screen.ui.xml": Self.screen,
        ])
        let server = try await ServerProcess.onWorkspace(folder)
        try await server.scanFinished()
        let uri = folder.uri("Views/Screen.ui.xml")
        let at = TextPositions(Self.screen)
        try server.openDocument(uri, Self.screen)
        let opened = try await server.diagnostics(uri) { $0.codes.contains("theme.unknown-item") }
        #expect(opened.codesAndRanges.filter { $0.code.hasPrefix("theme.") || $0.code.hasPrefix("asset.") } == [
            CodeAndRange(code: "theme.unknown-item", range: at.range(of: "highlight")),
            CodeAndRange(code: "asset.unknown-image", range: at.range(of: "falcon")),
        ])

        // The description declares the color on disk: the open screen is checked again.
        try folder.write("App.hyperdrive.xml", Self.description.replacingOccurrences(of: "accent=\"#ff0000\"", with: "accent=\"#ff0000\" highlight=\"red\""))
        try server.notify(DidChangeWatchedFilesNotification(changes: [.init(uri: folder.uri("App.hyperdrive.xml"), type: .changed)]))
        let declared = try await server.diagnostics(uri) { !$0.codes.contains("theme.unknown-item") }
        #expect(declared.codes.filter { $0.hasPrefix("theme.") || $0.hasPrefix("asset.") } == ["asset.unknown-image"])

        // The catalog gains the image.
        try folder.write("Assets.xcassets/falcon.imageset/Contents.json", "{}")
        try server.notify(DidChangeWatchedFilesNotification(changes: [
            .init(uri: folder.uri("Assets.xcassets/falcon.imageset/Contents.json"), type: .created),
        ]))
        _ = try await server.diagnostics(uri) { !$0.codes.contains("asset.unknown-image") }

        // The description opened and edited: its own diagnostics, and the screen follows its text.
        let descriptionURI = folder.uri("App.hyperdrive.xml")
        let edited = Self.description.replacingOccurrences(of: "default=\"day\"", with: "default=\"dusk\"")
        try server.openDocument(descriptionURI, edited)
        let own = try await server.diagnostics(descriptionURI, version: 1)
        #expect(own.codes == ["theme.undeclared-default"])
        _ = try await server.diagnostics(uri) { $0.codes.contains("theme.unknown-item") }
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// Rename of a theme color from a use: the description's declarations in every theme and the
    /// uses of the color (not the image of the same name) in every file the description serves.
    @Test func renameOfAThemeColorEditsTheDescriptionAndEveryUse() async throws {
        let description = MarkedText("""
            <Application>
                <Themes><day/><night/></Themes>
                <Colors><day ⟦accent⟧="red"/><night ⟦accent⟧="blue"/></Colors>
                <Images><shared accent="star"/></Images>
            </Application>
            """)
        let screen = MarkedText("""
            <Component>
                <Label text="😀" textColor="theme.⟦accent⟧"/>
                <ImageView image="theme.accent"/>
            </Component>
            """)
        let card = MarkedText(#"<Component><View backgroundColor="theme.⟦accent⟧"/></Component>"#)
        let folder = try ScratchWorkspace(files: [
            "App.hyperdrive.xml": description.text, "Views/Screen.ui.xml": screen.text, "Views/Card.ui.xml": card.text,
        ])
        let server = try await ServerProcess.onWorkspace(folder)
        try await server.scanFinished()
        let uri = folder.uri("Views/Screen.ui.xml")
        try server.openDocument(uri, screen.text)
        _ = try await server.diagnostics(uri, version: 1)
        let at = screen.position(of: screen.ranges[0].lowerBound + 1)

        let references = try await server.request(ReferencesRequest(textDocument: .init(uri: uri), position: at, context: .init(includeDeclaration: true)))
        #expect(references?.count == 4)
        let edit = try #require(try await server.request(RenameRequest(textDocument: .init(uri: uri), position: at, newName: "tint")))
        func edits(_ text: MarkedText) -> [TextEdit] { text.ranges.map { TextEdit(range: text.lspRange($0), newText: "tint") } }
        #expect(edit.documentChanges == [
            TextDocumentEdit(textDocument: .init(uri: uri, version: 1), edits: edits(screen)),
            TextDocumentEdit(textDocument: .init(uri: folder.uri("App.hyperdrive.xml"), version: nil), edits: edits(description)),
            TextDocumentEdit(textDocument: .init(uri: folder.uri("Views/Card.ui.xml"), version: nil), edits: edits(card)),
        ])
        #expect(try await server.shutDownAndExit() == 0)
    }
}
