import Foundation
import PreviewServer

/// A source of two components whose frames say how many times each was drawn, with what
/// options, and which records the reveals pages ask for.
final class FakePreviewSource: PreviewSource, @unchecked Sendable {
    private let lock = NSLock()
    private var draws = 0
    private var served = [PreviewComponent(id: "file:///app/Main.ui.xml", title: "Main"), PreviewComponent(id: "b<&>", title: "Odd <name> & \"quotes\"")]
    let reveals: AsyncStream<(Int, String)>
    private let revealed: AsyncStream<(Int, String)>.Continuation

    init() {
        (reveals, revealed) = AsyncStream.makeStream(of: (Int, String).self)
    }

    func stopServing(_ id: String) { lock.withLock { served.removeAll { $0.id == id } } }

    func startServing(_ component: PreviewComponent) { lock.withLock { served.append(component) } }

    func components() async -> [PreviewComponent] { lock.withLock { served } }

    func frame(of component: String, options: PreviewOptions) async -> PreviewFrame? {
        guard let served = lock.withLock({ served.first { $0.id == component } }) else { return nil }
        let count = lock.withLock { draws += 1; return draws }
        let box = PreviewViewBox(view: 0, label: "title", x: 10, y: 20, width: 100, height: 30, details: ["x 10, y 20, 100×30", "left = super.left + 10"])
        return PreviewFrame(
            component: served, origin: "draw \(count)", devices: [.init(value: "iphone-8", label: "iPhone 8"), .init(value: "all", label: "All")],
            themes: [.init(value: "day", label: "day")], options: options,
            drawings: [PreviewDrawing(device: options.device ?? "iphone-8", heading: "iPhone 8", svg: "<svg xmlns=\"http://www.w3.org/2000/svg\"/>", views: [box])])
    }

    let revealsInEditor = true

    func reveal(view: Int, of component: String) async { revealed.yield((view, component)) }
}
