import Foundation
import Support

/// A `FileWatcher` that lists the watched trees every `interval` and compares each file's
/// modification date and size with the last listing: the macOS watcher (FSEvents would need
/// a run loop and CoreServices, which Linux builds lack) and Linux's fallback when the kernel
/// refuses an inotify instance. A change within the file system's timestamp resolution that
/// keeps the size is missed until the next write; a save by an editor is not.
public final class PollingFileWatcher: FileWatcher {
    public let changes: AsyncStream<[WatchedFileChange]>
    private let output: AsyncStream<[WatchedFileChange]>.Continuation
    private let takes: @Sendable (String) -> Bool
    private let state = LockedValue(State())
    private let poller = LockedValue<Task<Void, Never>?>(nil)

    private struct Stamp: Hashable, Sendable {
        var modified: Date?
        var size: Int?
    }

    private struct State: Sendable {
        /// Each watched directory's files as last listed.
        var listings: [String: [String: Stamp]] = [:]
    }

    public init(takingNames takes: @escaping @Sendable (String) -> Bool, interval: Duration = .seconds(1)) {
        self.takes = takes
        (changes, output) = AsyncStream.makeStream()
        let task = Task.detached(priority: .utility) { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self, !Task.isCancelled else { return }
                self.poll()
            }
        }
        poller.value = task
    }

    public func watch(_ directories: [String]) {
        for directory in directories {
            let listing = Self.listing(directory, takes: takes)
            state.withLock { state in
                if state.listings[directory] == nil { state.listings[directory] = listing }
            }
        }
    }

    public func unwatch(_ directories: [String]) {
        state.withLock { state in
            for directory in directories { state.listings[directory] = nil }
        }
    }

    /// Polling has no limit but time.
    public var shortfall: String? { nil }

    public func stop() {
        poller.take()?.cancel()
        output.finish()
    }

    private func poll() {
        let directories = state.withLock { Array($0.listings.keys) }
        var batch = WatchedChangeBatch()
        for directory in directories.sorted() {
            let now = Self.listing(directory, takes: takes)
            let before = state.withLock { state -> [String: Stamp]? in
                guard let before = state.listings[directory] else { return nil }  // unwatched meanwhile
                state.listings[directory] = now
                return before
            }
            guard let before else { continue }
            for path in before.keys.sorted() where now[path] == nil {
                batch.add(WatchedFileChange(path: path, kind: .deleted))
            }
            for (path, stamp) in now.sorted(by: { $0.key < $1.key }) where before[path] != stamp {
                batch.add(WatchedFileChange(path: path, kind: .changed))
            }
        }
        let changes = batch.take()
        if !changes.isEmpty { output.yield(changes) }
    }

    private static func listing(_ directory: String, takes: (String) -> Bool) -> [String: Stamp] {
        var listing: [String: Stamp] = [:]
        for path in WatchedTree.walk(directory, takingNames: takes).files {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            listing[path] = Stamp(
                modified: attributes?[.modificationDate] as? Date, size: (attributes?[.size] as? NSNumber)?.intValue)
        }
        return listing
    }
}
