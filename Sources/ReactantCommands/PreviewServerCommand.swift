import Foundation
import LivePreview
import PreviewServer
import ReactantLayout
import SourceFiles

/// `reactant-lsp --preview-server PATH`: the live preview's gallery of every component in a
/// folder, on every device, at a URL (token included) printed on standard output; each
/// component's page is linked from it. Pages are drawn again when files under the folder
/// change on disk. Serves until the process is ended.
public enum PreviewServerCommand {
    public enum Problem: Error, CustomStringConvertible {
        case notAFolder(String)
        case notStarted(String)
        public var description: String {
            switch self {
            case .notAFolder(let path): "error: \(path): not a folder"
            case .notStarted(let why): "error: \(why)"
            }
        }
    }

    /// Starts serving `folder`, hands the gallery's URL to `announce`, and serves until the
    /// task is cancelled.
    public static func run(folder: String, announce: @Sendable (String) -> Void) async throws {
        let manager = FileManager.default
        let absolute = folder.hasPrefix("/") ? folder : manager.currentDirectoryPath + "/" + folder
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw Problem.notAFolder(folder)
        }
        let source = FolderPreviewSource(folder: folder)
        let server: PreviewWebServer
        do {
            server = try await PreviewWebServer.start(source: source)
        } catch {
            throw Problem.notStarted("\(error)")
        }
        let watcher = FileWatchers.platformDefault { name in
            FileDiscovery.isCheckable(name: name) || FileDiscovery.isSwift(name: name) || name.hasSuffix(".xml") || name == "Contents.json"
        }
        watcher.watch([(absolute as NSString).standardizingPath])
        // Announced once watched: a change made as soon as the URL is read is seen.
        announce(server.galleryURL)
        await withTaskCancellationHandler {
            for await _ in watcher.changes { await server.hub.invalidate() }
        } onCancel: {
            watcher.stop()
        }
        await server.stop()
    }
}

/// The `.ui.xml` files under a folder as the components a gallery serves, each read from
/// disk when it is drawn, as `--preview` reads it (its styles, the app's resources, the
/// Swift files beside it). A click on a view has no editor to show it in: the page shows
/// where its element is.
final class FolderPreviewSource: PreviewSource {
    let folder: String

    init(folder: String) {
        self.folder = folder
    }

    private var files: [DiscoveredFile] {
        FileDiscovery.discover([folder], currentDirectory: FileManager.default.currentDirectoryPath, suffixes: [".ui.xml"]).files
    }

    func components() async -> [PreviewComponent] {
        files.map { PreviewComponent(id: $0.path, title: $0.path) }
    }

    func frame(of component: String, options: PreviewOptions) async -> PreviewFrame? {
        guard let file = files.first(where: { $0.path == component }) else { return nil }
        let shown = PreviewComponent(id: file.path, title: file.path)
        guard case .success(let declarations) = await PreviewCommand.swiftDeclarations(besides: file.absolutePath, paths: []) else {
            return nil
        }
        switch PreviewCommand.load(file, swift: declarations, theme: nil) {
        case .failure(let problem):
            return PreviewFrame(component: shown, origin: "on disk", devices: [], themes: [], options: options, drawings: [], problem: problem.message)
        case .success(let loaded):
            let drawable = DrawableDocument(
                path: loaded.path, text: loaded.text, tree: loaded.tree, document: loaded.document, index: loaded.styleIndex,
                holds: loaded.holds)
            return LiveFrames.frame(of: drawable, component: shown, origin: "on disk", options: options, defaultDevice: .defaultPreset)
        }
    }

    var revealsInEditor: Bool { false }

    func reveal(view: Int, of component: String) async {}
}
