import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// The live preview in a real browser (headless Chromium): the page opened from the URL
/// `reactant.openPreview` returns shows the views, is redrawn after an edit sent over LSP,
/// outlines the view under the editor's cursor, and a click on a view makes the server ask
/// the editor to show its element. Skipped when no Chromium is installed
/// (scripts/install-dev-deps.sh installs Debian's).
@Suite(.hangGuard, .enabled(if: HeadlessChromium.binary != nil, "needs chromium (apt-get install chromium)"))
struct BrowserPreviewEndToEndTests {
    @Test func thePageShowsTheViewsFollowsEditsAndClicksLeadToTheElement() async throws {
        let screen = LivePreviewEndToEndTests.screen
        let folder = try ScratchWorkspace(files: ["Views/Screen.ui.xml": screen])
        let server = try await ServerProcess.onWorkspace(folder)
        let uri = folder.uri("Views/Screen.ui.xml")
        try server.openDocument(uri, screen)
        let url = try #require(try await server.request(ExecuteCommandRequest(command: "reactant.openPreview", arguments: [.string(uri)])).stringValue)

        let browser = try await HeadlessChromium.open(url)
        defer { browser.terminate() }  // also when an expectation throws part way
        // The views drawn, with their boxes laid over the drawing.
        let views = try await browser.waitUntil("document.querySelectorAll('#drawings svg rect.hit').length")
        #expect(views == .int(2))
        #expect(try await browser.evaluate("document.querySelector('#drawings svg').textContent.includes('Hello')") == .bool(true))
        #expect(try await browser.evaluate("document.getElementById('status').textContent.startsWith('live')") == .bool(true))
        #expect(try await browser.evaluate("document.getElementById('device').options.length > 2") == .bool(true))

        // An edit over LSP reaches the page.
        let edited = screen.replacingOccurrences(of: "text=\"World\"", with: "text=\"Everyone\"")
        try server.changeDocument(uri, version: 2, [.init(text: edited)])
        _ = try await browser.waitUntil("document.querySelector('#drawings svg') && document.querySelector('#drawings svg').textContent.includes('Everyone')")

        // The editor's cursor in the second label outlines it.
        try server.notify(CursorMovedNotificationParams(textDocument: .init(uri: uri), position: Position(line: 2, character: 12)))
        #expect(try await browser.waitUntil("document.querySelector('rect.hit.cursor') && document.querySelector('rect.hit.cursor').dataset.view") == .string("1"))

        if let path = ProcessInfo.processInfo.environment["PREVIEW_SCREENSHOT"] {
            try await browser.screenshot().write(to: URL(fileURLWithPath: path))
        }

        // A real click on the first label's box: the editor is asked to select its start tag.
        let box = try await browser.evaluate("""
            (function () { const r = document.querySelector('rect.hit[data-view="0"]').getBoundingClientRect();
              return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; })()
            """)
        let x = try #require(Self.number(box["x"])), y = try #require(Self.number(box["y"]))
        try await browser.click(x: x, y: y)
        let reveal = try await server.inbox.take("window/showDocument of the clicked view", timeout: ServerProcess.defaultTimeout) {
            $0["method"] == "window/showDocument" && $0["params"]?["selection"] != nil
        }
        #expect(reveal["params"]?["uri"]?.stringValue == uri)
        #expect(try reveal["params"]?["selection"]?["start"]?.decode(Position.self) == Position(line: 1, character: 4))

        await browser.close()
        #expect(try await server.shutDownAndExit() == 0)
    }

    static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .double(let number)?: number
        case .int(let number)?: Double(number)
        default: nil
        }
    }
}
