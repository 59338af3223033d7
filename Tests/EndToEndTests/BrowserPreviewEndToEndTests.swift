import Foundation
import LanguageServerProtocol
import Testing
import TestSupport

/// The live preview in a real browser (headless Chromium): the page opened from the URL
/// `reactant.openPreview` returns shows the views, is redrawn after an edit sent over LSP,
/// outlines the view under the editor's cursor, and a click on a view makes the server ask
/// the editor to show its element; the theme picker and the gallery, in the editor's server and
/// in `--preview-server`. Skipped when no Chromium is installed
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

    /// The theme picker offers the app description's themes and redraws in the one picked;
    /// the gallery follows the documents the editor opens and closes.
    @Test func thePagePicksAThemeOfTheAppAndTheGalleryFollowsTheOpenDocuments() async throws {
        // The title is 24 tall in the default night theme, 36 in the day theme.
        let description = PreviewCommandTests.themedDescription, screen = PreviewCommandTests.themedScreen
        let card = #"<Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout"><View field="box" layout:edges="super inset(10)"/></Component>"#
        let folder = try ScratchWorkspace(files: ["App.hyperdrive.xml": description, "Views/Screen.ui.xml": screen, "Views/Card.ui.xml": card])
        let server = try await ServerProcess.onWorkspace(folder)
        let uri = folder.uri("Views/Screen.ui.xml"), cardURI = folder.uri("Views/Card.ui.xml")
        try server.openDocument(uri, screen)
        let url = try #require(try await server.request(ExecuteCommandRequest(command: "reactant.openPreview", arguments: [.string(uri)])).stringValue)

        let page = try await HeadlessChromium.open(url)
        defer { page.terminate() }
        let title = "document.querySelector('rect.hit[data-view=\"0\"]')"
        #expect(try await page.waitUntil("document.getElementById('theme').options.length") == .int(2))
        #expect(try await page.evaluate("document.getElementById('theme').value") == .string("night"))
        #expect(try await page.waitUntil("\(title) && \(title).getAttribute('height')") == .string("24"))
        _ = try await page.evaluate("""
            (function () { const picker = document.getElementById('theme'); picker.value = 'day';
              picker.dispatchEvent(new Event('change')); return true; })()
            """)
        _ = try await page.waitUntil("\(title) && \(title).getAttribute('height') === '36'")
        #expect(try await page.evaluate("document.getElementById('theme').value") == .string("day"))
        await page.close()

        let components = try #require(URLComponents(string: url))
        let token = try #require(components.queryItems?.first { $0.name == "token" }?.value)
        let gallery = try await HeadlessChromium.open("http://127.0.0.1:\(try #require(components.port))/?token=\(token)")
        defer { gallery.terminate() }
        // Each section drawn, on every device: one per open document.
        let drawn = "Array.from(document.querySelectorAll('section[data-component]')).filter(function (s) { return s.querySelector('svg'); }).length"
        #expect(try await gallery.waitUntil(drawn) == .int(1))
        try server.openDocument(cardURI, card)
        _ = try await gallery.waitUntil("\(drawn) === 2")
        #expect(try await gallery.evaluate("document.querySelectorAll('section[data-component] h2 a')[0].textContent") == .string("Card.ui.xml"))
        try server.notify(DidCloseTextDocumentNotification(textDocument: .init(uri: cardURI)))
        _ = try await gallery.waitUntil("document.querySelectorAll('section[data-component]').length === 1")
        #expect(try await gallery.evaluate("document.querySelector('section[data-component] h2 a').textContent") == .string("Screen.ui.xml"))
        await gallery.close()
        #expect(try await server.shutDownAndExit() == 0)
    }

    /// `--preview-server`'s gallery follows files added on disk; with no editor, a click on a
    /// view opens its component's page with the view's details and where its element is.
    @Test func theFoldersGalleryFollowsTheDiskAndAClickShowsWhereTheElementIs() async throws {
        let screen = LivePreviewEndToEndTests.screen
        let folder = try ScratchWorkspace(files: ["Views/Screen.ui.xml": screen])
        let (process, url) = try await PreviewServerModeEndToEndTests.serve(folder)
        defer { process.terminate() }
        let browser = try await HeadlessChromium.open(url)
        defer { browser.terminate() }
        #expect(try await browser.waitUntil("document.querySelectorAll('section[data-component]').length") == .int(1))
        _ = try await browser.waitUntil("document.querySelectorAll('section[data-component] svg rect.hit').length > 0")

        try folder.write("Views/Card.ui.xml", #"<Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout"><View field="box" layout:edges="super inset(10)"/></Component>"#)
        _ = try await browser.waitUntil("document.querySelectorAll('section[data-component]').length === 2")
        _ = try await browser.waitUntil("Array.from(document.querySelectorAll('section[data-component]')).every(function (s) { return s.querySelector('svg'); })")

        // A real click on the screen's first label, on its first device (scrolled into view).
        let box = try await browser.evaluate("""
            (function () { const section = Array.from(document.querySelectorAll('section[data-component]'))
                .find(function (s) { return s.dataset.component.endsWith('Screen.ui.xml'); });
              const rect = section.querySelector('rect.hit[data-view="0"]');
              rect.scrollIntoView({ block: 'center', inline: 'center' });
              const r = rect.getBoundingClientRect();
              return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; })()
            """)
        let x = try #require(Self.number(box["x"])), y = try #require(Self.number(box["y"]))
        try await browser.click(x: x, y: y)
        // The page is replaced: a wait the navigation cuts short on the gallery is made again
        // on the component's page.
        var place: JSONValue?
        for _ in 0..<5 where place == nil {
            place = try? await browser.waitUntil(
                "document.body.dataset.kind === 'component' && location.hash === '#view=0' && document.querySelector('#details .place') && document.querySelector('#details .place').textContent")
        }
        let shown = try #require(place?.stringValue)
        #expect(shown.hasPrefix("Element at ") && shown.hasSuffix("Screen.ui.xml:2:5"), "\(shown)")
        #expect(try await browser.evaluate("document.querySelector('#details pre').textContent.startsWith('Label title')") == .bool(true))
        #expect(try await browser.evaluate("document.querySelector('rect.hit.pinned').dataset.view") == .string("0"))
        await browser.close()
        process.terminate()
        process.waitUntilExit()
    }

    static func number(_ value: JSONValue?) -> Double? {
        switch value {
        case .double(let number)?: number
        case .int(let number)?: Double(number)
        default: nil
        }
    }
}
