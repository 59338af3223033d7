import Foundation
import LanguageServerProtocol
import LivePreview
import PreviewServer
import ProtocolConversion
import ReactantAnalysis
import ReactantLayout
import ReactantPreview
import Support

/// The language server's side of the live preview: the web server, started on the first
/// `reactant.openPreview` and stopped with the server; the open `.ui.xml` documents as the
/// components it serves, drawn from the workspace as the latest message left it; a click on
/// a view turned into `window/showDocument` on its element.
final class LivePreviewHost: PreviewSource {
    private let workspace: Workspace
    /// The documents and the way to the client as of the latest message.
    private let latest = LockedValue<FeatureContext?>(nil)
    private let server = LockedValue<Task<PreviewWebServer, any Error>?>(nil)

    init(workspace: Workspace) {
        self.workspace = workspace
    }

    func keep(_ context: FeatureContext) {
        latest.value = context
    }

    /// The page of `uri`, the web server started if it was not.
    func pageURL(for uri: DocumentURI) async throws -> String {
        let starting = server.withLock { task in
            if let task { return task }
            let started = Task { try await PreviewWebServer.start(source: self) }
            task = started
            return started
        }
        do {
            return try await starting.value.pageURL(for: uri)
        } catch {
            server.withLock { if $0 == starting { $0 = nil } }  // the next request tries again
            throw error
        }
    }

    /// The running web server, if one was started.
    private var running: PreviewWebServer? {
        get async { try? await server.value?.value }
    }

    /// A document changed (or opened, or closed): its pages are drawn again.
    func changed(_ uri: DocumentURI?) async {
        await running?.hub.invalidate(uri)
    }

    /// The editor's cursor is at `position` of `uri`: the view holding it is outlined.
    func cursorMoved(to position: Position, in uri: DocumentURI, context: FeatureContext) async {
        guard let hub = await running?.hub, let snapshot = context.documents[uri] else { return }
        let offset = snapshot.offset(of: position)
        let analyzed = await workspace.snapshot(for: context).analyzed(snapshot)
        await hub.highlight(PreviewedView.view(at: offset, in: analyzed.document, tree: analyzed.syntax.tree), in: uri)
    }

    func stop() async {
        guard let task = server.take() else { return }
        try? await task.value.stop()
    }

    // MARK: PreviewSource

    func components() async -> [PreviewComponent] {
        guard let documents = latest.value?.documents else { return [] }
        return documents.openDocuments.filter { $0.uri.hasSuffix(".ui.xml") }.sorted { $0.uri < $1.uri }.map { document in
            PreviewComponent(id: document.uri, title: String(document.uri.split(separator: "/").last ?? Substring(document.uri)).removingPercentEncoding ?? document.uri)
        }
    }

    func frame(of component: String, options: PreviewOptions) async -> PreviewFrame? {
        guard let context = latest.value, let snapshot = context.documents[component], component.hasSuffix(".ui.xml") else { return nil }
        let drawable = await drawable(snapshot, context: context)
        let preview = PreviewComponent(id: component, title: (component.split(separator: "/").last.map(String.init) ?? component).removingPercentEncoding ?? component)
        let device = DevicePreset.named(workspace.settings.layoutDevice) ?? .defaultPreset
        return LiveFrames.frame(of: drawable, component: preview, origin: "version \(snapshot.version)", options: options, defaultDevice: device)
    }

    var revealsInEditor: Bool { true }

    func reveal(view: Int, of component: String) async {
        guard let context = latest.value, let snapshot = context.documents[component] else { return }
        let drawable = await drawable(snapshot, context: context)
        guard let range = drawable.startTag(ofView: view) else { return }
        let request = ShowDocumentRequest(uri: component, takeFocus: true, selection: snapshot.positions.range(of: range))
        _ = try? await context.client.send(request)
    }

    private func drawable(_ snapshot: DocumentSnapshot, context: FeatureContext) async -> DrawableDocument {
        let state = workspace.snapshot(for: context)
        let analyzed = await state.analyzed(snapshot)
        return DrawableDocument(
            path: analyzed.path, text: analyzed.text, tree: analyzed.syntax.tree, document: analyzed.document, index: state.index,
            holds: FieldLayoutHolds(document: analyzed.document, swift: state.index.swift), values: state.layoutValues)
    }
}
