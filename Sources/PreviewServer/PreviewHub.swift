import Foundation

/// The pages watching each component, and what they are pushed. The host says that a
/// component changed (`invalidate`) or where the editor's cursor is (`highlight`); the hub
/// asks the source for a new frame for each page and pushes it over the page's socket, and
/// tells the galleries open when the list of components itself changed (a file added, a
/// document opened).
///
/// A page never waits for a drawing it no longer needs: while one is being drawn, further
/// changes only mark it stale, and one more drawing follows when it ends.
public actor PreviewHub {
    private struct Page {
        let component: String
        var options: PreviewOptions
        let pushes: AsyncStream<PreviewPush>.Continuation
        var revision = 0
        var drawing = false
        var stale = false
    }

    private let source: any PreviewSource
    private var pages: [UUID: Page] = [:]
    private var highlights: [String: Int] = [:]
    /// The galleries open, and the list each was last sent (nil: none yet).
    private var galleries: [UUID: (pushes: AsyncStream<PreviewPush>.Continuation, listed: [PreviewComponent]?)] = [:]
    /// Counts the source's lists asked for: a list that arrives after a later one was asked
    /// for is older, and is not sent.
    private var listings = 0

    public init(source: any PreviewSource) {
        self.source = source
    }

    /// The pages open now, for tests and the log.
    public var pageCount: Int { pages.count }

    /// Whether `component` is one the source serves.
    public func serves(_ component: String) async -> Bool {
        await source.components().contains { $0.id == component }
    }

    /// A new page on `component`: its pushes, starting with a frame, and its key.
    func open(component: String, options: PreviewOptions) -> (key: UUID, pushes: AsyncStream<PreviewPush>) {
        let key = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewPush.self, bufferingPolicy: .bufferingNewest(16))
        pages[key] = Page(component: component, options: options, pushes: continuation)
        if let view = highlights[component] { continuation.yield(.highlight(view: view)) }
        redraw(key)
        return (key, stream)
    }

    func close(_ key: UUID) {
        pages.removeValue(forKey: key)?.pushes.finish()
        galleries.removeValue(forKey: key)?.pushes.finish()
    }

    /// A new gallery: its pushes, starting with the list of components, and its key.
    func openGallery() async -> (key: UUID, pushes: AsyncStream<PreviewPush>) {
        let key = UUID()
        let (stream, continuation) = AsyncStream.makeStream(of: PreviewPush.self, bufferingPolicy: .bufferingNewest(16))
        // Listed before the list is fetched: this list, or a later one, is sent to it.
        galleries[key] = (continuation, nil)
        await sendList()
        return (key, stream)
    }

    /// What a page asked over its socket.
    func handle(_ request: PreviewRequest, from key: UUID) async {
        guard let page = pages[key] else { return }
        switch request {
        case .options(let options):
            pages[key]?.options = options
            redraw(key)
        case .reveal(let view):
            await source.reveal(view: view, of: page.component)
        }
    }

    func reject(_ message: String, from key: UUID) {
        pages[key]?.pushes.yield(.error(message))
    }

    /// Draws `component` again for every page on it; `nil`: every component. Galleries are
    /// sent the list of components when it is no longer what they show.
    public func invalidate(_ component: String? = nil) async {
        for (key, page) in pages where component == nil || page.component == component { redraw(key) }
        guard !galleries.isEmpty else { return }
        await sendList()
    }

    /// Sends every gallery the source's list, where it is not what the gallery shows.
    private func sendList() async {
        listings += 1
        let listing = listings
        let components = await source.components()
        guard listing == listings else { return }  // a later list is on its way
        for (key, gallery) in galleries where gallery.listed != components {
            gallery.pushes.yield(.components(components))
            galleries[key]?.listed = components
        }
    }

    /// Marks `view` (or none) in every page on `component`.
    public func highlight(_ view: Int?, in component: String) {
        guard highlights[component] != view else { return }
        highlights[component] = view
        for page in pages.values where page.component == component { page.pushes.yield(.highlight(view: view)) }
    }

    /// Ends every page's socket.
    public func closeAll() {
        for page in pages.values { page.pushes.finish() }
        for gallery in galleries.values { gallery.pushes.finish() }
        pages.removeAll()
        galleries.removeAll()
    }

    private func redraw(_ key: UUID) {
        guard let page = pages[key] else { return }
        guard !page.drawing else {
            pages[key]?.stale = true
            return
        }
        pages[key]?.drawing = true
        pages[key]?.stale = false
        let source = source
        Task {
            let frame = await source.frame(of: page.component, options: page.options)
            self.drawn(frame, for: key)
        }
    }

    private func drawn(_ frame: PreviewFrame?, for key: UUID) {
        guard var page = pages[key] else { return }
        page.drawing = false
        if let frame {
            page.revision += 1
            page.pushes.yield(.frame(frame, revision: page.revision))
        } else {
            page.pushes.yield(.error("this component is no longer served"))
        }
        pages[key] = page
        if page.stale { redraw(key) }
    }
}
