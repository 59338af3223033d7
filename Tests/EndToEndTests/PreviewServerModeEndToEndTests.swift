import Foundation
import LanguageServerProtocol
import PreviewTestSupport
import Testing
import TestSupport

/// `reactant-lsp --preview-server PATH`: the gallery of a folder's components at the URL it
/// prints, each component on every device, drawn again when its file changes on disk.
@Suite(.hangGuard) struct PreviewServerModeEndToEndTests {
    /// The binary serving `folder`, and the URL it printed.
    static func serve(_ folder: ScratchWorkspace) async throws -> (Process, String) {
        let process = Process()
        process.executableURL = try ServerProcess.binary()
        process.arguments = ["--preview-server", folder.root.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        let url = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<String, any Error>) in
            Thread {
                var text = ""
                while !text.contains("\n") {
                    let data = handle.availableData
                    if data.isEmpty { break }
                    text += String(decoding: data, as: UTF8.self)
                }
                if let line = text.split(separator: "\n").first {
                    continuation.resume(returning: String(line))
                } else {
                    continuation.resume(throwing: ServerProcess.Failure.closed("the preview server's URL"))
                }
            }.start()
        }
        return (process, url)
    }

    @Test func theGalleryServesEveryComponentAndFollowsTheDisk() async throws {
        let screen = LivePreviewEndToEndTests.screen
        let folder = try ScratchWorkspace(files: [
            "Views/Screen.ui.xml": screen,
            "Views/Card.ui.xml": #"<Component xmlns="http://schema.reactant.tech/ui" xmlns:layout="http://schema.reactant.tech/layout"><View field="box" layout:edges="super inset(10)"/></Component>"#,
            "Views/Notes.txt": "not a component",
        ])
        let (process, url) = try await Self.serve(folder)
        defer { process.terminate() }
        let page = try #require(URLComponents(string: url))
        let port = try #require(page.port)
        let token = try #require(page.queryItems?.first { $0.name == "token" }?.value)
        #expect(url == "http://127.0.0.1:\(port)/?token=\(token)")

        let gallery = try await LoopbackHTTP.get(port: port, "/?token=\(token)")
        #expect(gallery.status == 200)
        let sections = gallery.body.components(separatedBy: "<section").count - 1
        #expect(sections == 2)
        #expect(gallery.body.contains("Screen.ui.xml") && gallery.body.contains("Card.ui.xml") && !gallery.body.contains("Notes"))
        #expect(try await LoopbackHTTP.get(port: port, "/").status == 403)

        // Each component's page is linked from the gallery and served.
        let link = try #require(gallery.body.components(separatedBy: "href=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            .first { $0.contains("Screen.ui.xml") })
        let componentPage = try await LoopbackHTTP.get(port: port, "/" + link.replacingOccurrences(of: "&amp;", with: "&"))
        #expect(componentPage.status == 200)

        let id = try #require(URLComponents(string: "/" + link.replacingOccurrences(of: "&amp;", with: "&"))?.queryItems?.first { $0.name == "component" }?.value)
        let encoded = try #require(id.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let socket = try await PreviewSocketClient.connect("ws://127.0.0.1:\(port)/socket?component=\(encoded)&device=all&token=\(token)")
        let first = try JSONDecoder().decode(JSONValue.self, from: Data(try await socket.next("the first frame") { $0.contains("\"frame\"") }.utf8))
        let drawings = first["frame"]?["drawings"]?.arrayValue ?? []
        #expect(drawings.count > 2, "every device")

        try folder.write("Views/Screen.ui.xml", screen.replacingOccurrences(of: "text=\"World\"", with: "text=\"Disk\""))
        _ = try await socket.next("the redraw after the file changed") { $0.contains(">Disk</text>") }
        await socket.close()
        process.terminate()
        process.waitUntilExit()
    }

    @Test func aMissingFolderIsAClearError() async throws {
        let process = Process()
        process.executableURL = try ServerProcess.binary()
        process.arguments = ["--preview-server", "/nonexistent/folder"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(text == "error: /nonexistent/folder: not a folder\n")
    }
}
