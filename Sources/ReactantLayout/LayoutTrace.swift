import ReactantAnalysis
import Support

/// How each document's devices were solved (`DeviceSolve`), collected by the layout check for
/// `--check --trace-layout`: the one place the path a solve took is read outside tests.
public final class LayoutTrace: Sendable {
    private let solves = LockedValue<[String: [DeviceSolve]]>([:])

    public init() {}

    func record(_ path: String, _ devices: [DeviceSolve]) {
        solves.withLock { $0[path] = devices }
    }

    /// By document path.
    public var byPath: [String: [DeviceSolve]] { solves.value }

    /// One line per document and device, sorted by path: `PATH: DEVICE: from START, STRATEGY`.
    public var lines: [String] {
        byPath.sorted { $0.key < $1.key }.flatMap { path, devices in devices.map { "\(path): \($0)" } }
    }
}
