import Foundation
import LanguageServerProtocol
import PreviewTestSupport
import TestSupport

/// Headless Chromium (Debian's `chromium`, or `CHROMIUM`) driven over the Chrome DevTools
/// Protocol: one page, commands answered in order, JavaScript evaluated to its promised value,
/// real mouse clicks. Tests that need it skip when `HeadlessChromium.binary` is nil.
final class HeadlessChromium: @unchecked Sendable {
    enum Failure: Error, CustomStringConvertible {
        case noDevTools(String), protocolError(String)
        var description: String {
            switch self {
            case .noDevTools(let why): "chromium did not open its DevTools endpoint: \(why)"
            case .protocolError(let what): "DevTools: \(what)"
            }
        }
    }

    /// The browser to run, if one is installed.
    static let binary: String? = {
        if let given = ProcessInfo.processInfo.environment["CHROMIUM"], !given.isEmpty { return given }
        return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    private let process = Process()
    private let profile: URL
    private var page: PreviewSocketClient!
    private var nextID = 1
    private let lock = NSLock()

    /// Starts the browser on `url` and connects to its page.
    static func open(_ url: String) async throws -> HeadlessChromium {
        let browser = try HeadlessChromium(url: url)
        do {
            try await browser.connect(to: url)
        } catch {
            // Not left running past a failed test (the test process may exit before deinit).
            browser.process.terminate()
            throw error
        }
        return browser
    }

    private func connect(to url: String) async throws {
        let browser = self
        let endpoint = try await browser.devToolsEndpoint()
        // The browser's endpoint, ws://127.0.0.1:PORT/devtools/browser/ID, lists its pages over HTTP.
        guard let port = URLComponents(string: endpoint)?.port else { throw Failure.noDevTools(endpoint) }
        let list = try await LoopbackHTTP.get(port: port, "/json/list")
        let targets = try JSONDecoder().decode(JSONValue.self, from: Data(list.body.utf8)).arrayValue ?? []
        guard let target = targets.first(where: { $0["type"]?.stringValue == "page" })?["webSocketDebuggerUrl"]?.stringValue else {
            throw Failure.noDevTools("no page in \(list.body)")
        }
        browser.page = try await PreviewSocketClient.connect(target)
        // Navigated from here, so that scripts are evaluated only once the page has loaded.
        try await browser.command("Page.enable")
        try await browser.command("Page.navigate", ["url": .string(url)])
        _ = try await browser.page.next("the page's load event") { $0.contains("\"Page.loadEventFired\"") }
    }

    private init(url: String) throws {
        profile = try ScratchDirectory.make("reactant-lsp-chromium")
        process.executableURL = URL(fileURLWithPath: Self.binary ?? "/usr/bin/chromium")
        process.arguments = [
            "--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--remote-debugging-port=0", "--remote-allow-origins=*", "--user-data-dir=\(profile.path)", "--window-size=1280,900", "about:blank",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
    }

    private let errors = Pipe()

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Reads stderr (on a thread of its own) until the browser names its DevTools endpoint.
    private func devToolsEndpoint() async throws -> String {
        let handle = errors.fileHandleForReading
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                var text = ""
                var answered = false
                while true {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    text += String(decoding: data, as: UTF8.self)
                    if !answered, let line = text.split(separator: "\n").first(where: { $0.contains("DevTools listening on ") }),
                       let start = line.range(of: "ws://") {
                        answered = true
                        continuation.resume(returning: String(line[start.lowerBound...]).trimmingCharacters(in: .whitespaces))
                    }
                }
                if !answered { continuation.resume(throwing: Failure.noDevTools(String(text.suffix(2000)))) }
            }.start()
        }
    }

    /// Sends a DevTools command and returns its `result`.
    @discardableResult
    func command(_ method: String, _ params: JSONValue = .object([:])) async throws -> JSONValue {
        let id = lock.withLock { defer { nextID += 1 }; return nextID }
        let message: JSONValue = ["id": .int(id), "method": .string(method), "params": params]
        page.send(String(decoding: try JSONEncoder().encode(message), as: UTF8.self))
        let answer = try await page.next("the answer to \(method)") { text in
            (try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)))?["id"] == .int(id)
        }
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(answer.utf8))
        if let error = value["error"] { throw Failure.protocolError("\(method): \(error)") }
        return value["result"] ?? .null
    }

    /// The value `expression` evaluates to in the page, its promise awaited.
    func evaluate(_ expression: String) async throws -> JSONValue {
        let result = try await command("Runtime.evaluate", [
            "expression": .string(expression), "awaitPromise": true, "returnByValue": true,
        ])
        if let exception = result["exceptionDetails"] { throw Failure.protocolError("script failed: \(exception)") }
        return result["result"]?["value"] ?? .null
    }

    /// Resolves once `condition` (a JavaScript expression) is truthy in the page: checked at
    /// once and on every change of the page's DOM, never on a timer.
    func waitUntil(_ condition: String) async throws -> JSONValue {
        try await evaluate("""
            new Promise(function (resolve) {
              function check() { const value = (\(condition)); if (value) { resolve(value); return true; } return false; }
              if (check()) return;
              const observer = new MutationObserver(function () { if (check()) observer.disconnect(); });
              observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
            })
            """)
    }

    /// A left click at a point of the page's viewport, as a mouse makes it.
    func click(x: Double, y: Double) async throws {
        for type in ["mouseMoved", "mousePressed", "mouseReleased"] {
            try await command("Input.dispatchMouseEvent", [
                "type": .string(type), "x": .double(x), "y": .double(y), "button": "left", "clickCount": .int(type == "mouseMoved" ? 0 : 1),
            ])
        }
    }

    /// A PNG of the page.
    func screenshot() async throws -> Data {
        let result = try await command("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": true])
        guard let data = result["data"]?.stringValue.flatMap({ Data(base64Encoded: $0) }) else { throw Failure.protocolError("no screenshot") }
        return data
    }

    /// Ends the browser at once; safe to call more than once.
    func terminate() {
        if process.isRunning { process.terminate() }
    }

    func close() async {
        await page?.close()
        process.terminate()
        process.waitUntilExit()
    }
}
