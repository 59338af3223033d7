import Foundation
import JSONRPC
import LanguageServerProtocol
import PreviewTestSupport
import Testing
import TestSupport

/// The live preview through the built binary: `reactant.openPreview` starts the page's
/// server and asks the client to open it; the page's socket gets the document drawn, again
/// after an edit, the view under the cursor outlined; a click on a view asks the editor to
/// show its element; the server's exit stops the web server.
@Suite(.hangGuard) struct LivePreviewEndToEndTests {
    static let screen = """
        <Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout">
            <Label field="title" text="Hello" layout:left="super inset(8)" layout:top="super inset(20)"/>
            <Label field="subtitle" text="World" layout:left="super inset(8)" layout:below="title offset(4)"/>
        </Component>
        """

    /// The page's push as JSON.
    static func json(_ text: String) throws -> JSONValue { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }

    /// The labels of the views a frame push draws on its first device.
    static func labels(_ push: JSONValue) -> [String] {
        push["frame"]?["drawings"]?[0]?["views"]?.arrayValue?.compactMap { $0["label"]?.stringValue } ?? []
    }

    @Test func thePageFollowsTheEditorAndLeadsBackToIt() async throws {
        let folder = try ScratchWorkspace(files: ["Views/Screen.ui.xml": Self.screen])
        let server = try await ServerProcess.onWorkspace(folder)
        let uri = folder.uri("Views/Screen.ui.xml")
        try server.openDocument(uri, Self.screen)

        let url = try #require(try await server.request(ExecuteCommandRequest(command: "reactant.openPreview", arguments: [.string(uri)])).stringValue)
        #expect(url.hasPrefix("http://127.0.0.1:"))
        let shown = try await server.inbox.take("window/showDocument of the page", timeout: ServerProcess.defaultTimeout) {
            $0["method"] == "window/showDocument" && $0["params"]?["external"] == .bool(true)
        }
        #expect(shown["params"]?["uri"]?.stringValue == url)

        let page = try #require(URLComponents(string: url))
        let token = try #require(page.queryItems?.first { $0.name == "token" }?.value)
        let port = try #require(page.port)
        let html = try await LoopbackHTTP.get(port: port, String(url.dropFirst("http://127.0.0.1:\(port)".count)))
        #expect(html.status == 200)
        #expect(html.body.contains("Screen.ui.xml"))
        #expect(try await LoopbackHTTP.get(port: port, "/component?component=x").status == 403)

        let component = try #require(uri.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let socket = try await PreviewSocketClient.connect("ws://127.0.0.1:\(port)/socket?component=\(component)&token=\(token)")
        let first = try Self.json(try await socket.next("the first frame") { $0.contains("\"type\":\"frame\"") })
        #expect(Self.labels(first) == ["title", "subtitle"])
        #expect(first["frame"]?["origin"]?.stringValue == "version 1")
        let svg = first["frame"]?["drawings"]?[0]?["svg"]?.stringValue ?? ""
        #expect(svg.contains("<svg"))
        #expect(svg.contains(">Hello</text>"))

        // An edit over LSP: the page is pushed the new drawing.
        let edited = Self.screen.replacingOccurrences(of: "text=\"World\"", with: "text=\"Everyone\"")
        try server.changeDocument(uri, version: 2, [.init(text: edited)])
        let redrawn = try Self.json(try await socket.next("the redraw after the edit") { $0.contains("\"origin\":\"version 2\"") })
        #expect(redrawn["frame"]?["drawings"]?[0]?["svg"]?.stringValue?.contains(">Everyone</text>") == true)

        // The cursor in the second label's element outlines it.
        try server.notify(CursorMovedNotificationParams(textDocument: .init(uri: uri), position: Position(line: 2, character: 12)))
        let highlight = try Self.json(try await socket.next("the highlight") { $0.contains("\"type\":\"highlight\"") })
        #expect(highlight["view"] == .int(1))

        // A hover's position moves the outline too.
        _ = try await server.request(HoverRequest(textDocument: .init(uri: uri), position: Position(line: 1, character: 12)))
        let hovered = try Self.json(try await socket.next("the highlight from a hover") { $0.contains("\"type\":\"highlight\"") })
        #expect(hovered["view"] == .int(0))

        // A click on the first label: the editor is asked to select its start tag.
        socket.send(#"{"type":"reveal","view":0}"#)
        let reveal = try await server.inbox.take("window/showDocument of the element", timeout: ServerProcess.defaultTimeout) {
            $0["method"] == "window/showDocument" && $0["params"]?["selection"] != nil
        }
        #expect(reveal["params"]?["uri"]?.stringValue == uri)
        let selection = try #require(reveal["params"]?["selection"]).decode(LSPRange.self)
        let firstLabel = String(edited.split(separator: "\n")[1])
        #expect(selection == LSPRange(start: Position(line: 1, character: 4), end: Position(line: 1, character: firstLabel.utf16.count)))

        // A bad command and a document that is not open are answered with errors, not a crash.
        await #expect(throws: ResponseError.self) {
            _ = try await server.request(ExecuteCommandRequest(command: "reactant.openPreview", arguments: []))
        }
        await #expect(throws: ResponseError.self) {
            _ = try await server.request(ExecuteCommandRequest(command: "reactant.openPreview", arguments: [.string(folder.uri("Other.ui.xml"))]))
        }

        #expect(try await server.shutDownAndExit() == 0)
        await #expect(throws: PreviewSocketClient.Failure.self) { try await socket.next("anything after the exit") }
        await #expect(throws: (any Error).self) { try await LoopbackHTTP.get(port: port, "/?token=\(token)") }
    }

    @Test func theServerAdvertisesTheCommand() async throws {
        let server = try ServerProcess()
        let result = try await server.initialize()
        #expect(result.capabilities.executeCommandProvider?.commands == ["reactant.openPreview"])
        #expect(try await server.shutDownAndExit() == 0)
    }
}

/// `reactant/cursorMoved`, as the shipped editor configurations send it.
struct CursorMovedNotificationParams: NotificationType, Hashable {
    static let method = "reactant/cursorMoved"
    var textDocument: TextDocumentIdentifier
    var position: Position
}
