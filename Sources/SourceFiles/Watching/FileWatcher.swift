/// A change a `FileWatcher` saw below the directories it watches.
public struct WatchedFileChange: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The file was created or written (or moved here).
        case changed
        /// The file, or a directory and everything below it, is gone (deleted or moved away).
        case deleted
        /// Events were lost (the kernel's queue overflowed): anything below this directory
        /// may have changed, been created or been deleted; read it all again.
        case rescan
    }

    /// An absolute path: a file for `changed`; a file or a directory for `deleted`; a watched
    /// directory for `rescan`.
    public var path: String
    public var kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }
}

/// Watches directory trees for changes to the files whose names a predicate takes, on the
/// server's side, for clients that do not watch files for it. Hidden entries (`.git`,
/// `.build`, an editor's `.#lock` files) are skipped as the workspace scan skips them, and
/// symbolic links to directories are not followed. Changes arrive on `changes` in batches,
/// a burst of events (a save that writes, truncates and renames) coalesced into one batch
/// with one change per path, in the order of each path's last event.
///
/// An effect at the edge: the server's code depends on this protocol alone, and the one
/// thread or timer an implementation runs is its own.
public protocol FileWatcher: AnyObject, Sendable {
    /// The batches of changes, until `stop()`.
    var changes: AsyncStream<[WatchedFileChange]> { get }

    /// Starts watching every directory below each of `directories` (absolute paths).
    func watch(_ directories: [String])

    /// Stops watching below each of `directories` (as given to `watch`).
    func unwatch(_ directories: [String])

    /// Stops watching anything and ends `changes`.
    func stop()

    /// What is not watched and why (a kernel limit reached), for the log; `nil` when every
    /// directory asked for is.
    var shortfall: String? { get }
}

public enum FileWatchers {
    /// Whether a directory entry's name is one a watcher skips, with all below it.
    public static func isHidden(name: some StringProtocol) -> Bool { name.hasPrefix(".") }

    /// The platform's watcher for the files `takes` accepts by name: inotify on Linux (or
    /// polling where the kernel refuses an inotify instance), polling elsewhere.
    public static func platformDefault(takingNames takes: @escaping @Sendable (String) -> Bool) -> any FileWatcher {
        #if os(Linux)
        if let inotify = InotifyFileWatcher(takingNames: takes) { return inotify }
        #endif
        return PollingFileWatcher(takingNames: takes)
    }
}
