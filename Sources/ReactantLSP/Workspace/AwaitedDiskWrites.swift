import Foundation
import Support
import ReactantAnalysis

/// The closed files a workspace edit the server answered with may change (a rename's Swift
/// file, a fix in another file): the client writes them when it applies the edit, at once or
/// only when the user saves the buffer it applied it in (Neovim 0.7 writes them on `:wa`),
/// and may say nothing of it. Each is remembered with its disk stamp (modification time and
/// size) as the answer leaves; once the stamp differs, it is due to be read again. Until
/// then the server reads the file as it is on disk, as the Swift build would. An edit never
/// applied leaves its files awaited: only the last `limit` are kept, so the check stays a
/// few `stat` calls.
final class AwaitedDiskWrites: Sendable {
    static let limit = 32

    private struct Stamp: Hashable, Sendable {
        var modified: Date?
        var size: Int?
        var exists: Bool
    }

    private let awaited = LockedValue<[(path: String, stamp: Stamp)]>([])

    /// Awaits writes to `paths`, stamped as they are now.
    func awaitWrites(to paths: [String]) {
        guard !paths.isEmpty else { return }
        let stamped = paths.map { ($0, Self.stamp($0)) }
        awaited.withLock { awaited in
            awaited.removeAll { entry in paths.contains(entry.path) }
            awaited.append(contentsOf: stamped)
            if awaited.count > Self.limit { awaited.removeFirst(awaited.count - Self.limit) }
        }
    }

    /// The awaited files written since (or deleted), no longer awaited.
    func written() -> [String] {
        let current = awaited.value
        guard !current.isEmpty else { return [] }
        let changed = current.filter { Self.stamp($0.path) != $0.stamp }.map(\.path)
        guard !changed.isEmpty else { return [] }
        awaited.withLock { awaited in awaited.removeAll { changed.contains($0.path) } }
        return changed
    }

    /// No longer awaits `path` (the editor opened it: it owns the text now).
    func forget(_ path: String) {
        awaited.withLock { awaited in awaited.removeAll { $0.path == path } }
    }

    private static func stamp(_ path: String) -> Stamp {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return Stamp(modified: nil, size: nil, exists: false)
        }
        return Stamp(
            modified: attributes[.modificationDate] as? Date, size: (attributes[.size] as? NSNumber)?.intValue, exists: true)
    }
}
