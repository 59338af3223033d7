#if os(Linux)
import Foundation
import Glibc
import Support

/// A `FileWatcher` on Linux's inotify: one watch per directory (inotify is not recursive),
/// added for every directory below the watched ones and for each directory created or moved
/// in later, whose files are then reported as changed (they may have been written before its
/// watch was added). When the kernel's queue overflows, events are lost: every watched tree
/// is reported for a rescan and its watches are added again.
///
/// One thread of its own blocks in `poll` on the inotify descriptor and a pipe that
/// `stop()` writes to; it gathers a burst of events until they pause (`burstPause`) and
/// yields them as one batch. The watcher lives until `stop()`.
public final class InotifyFileWatcher: FileWatcher {
    public let changes: AsyncStream<[WatchedFileChange]>
    private let output: AsyncStream<[WatchedFileChange]>.Continuation
    private let takes: @Sendable (String) -> Bool
    private let inotify: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let state = LockedValue(State())

    private struct State: Sendable {
        /// The directory each watch descriptor watches.
        var directories = WatchedDirectories()
        /// The directories `watch` was given and `unwatch` has not taken back.
        var roots: [String] = []
        var stopped = false
        /// Directories the kernel refused a watch for, and the last reason.
        var refused = 0
        var refusal: String?
    }

    /// How long events must pause before a batch is sent, in milliseconds: a save's events
    /// (write, close, rename) come within microseconds of each other.
    static let burstPause: Int32 = 50
    /// A steady stream of events still sends a batch after this many pauses' worth of rounds.
    static let roundsPerBatch = 20

    // The kernel's event bits (linux/inotify.h), spelled out: some are macros Swift does not import.
    private static let modify: UInt32 = 0x2, closeWrite: UInt32 = 0x8
    private static let movedFrom: UInt32 = 0x40, movedTo: UInt32 = 0x80
    private static let create: UInt32 = 0x100, delete: UInt32 = 0x200
    private static let deleteSelf: UInt32 = 0x400, moveSelf: UInt32 = 0x800
    private static let queueOverflow: UInt32 = 0x4000, ignored: UInt32 = 0x8000
    private static let onlyDirectory: UInt32 = 0x0100_0000, dontFollow: UInt32 = 0x0200_0000
    private static let excludeUnlinked: UInt32 = 0x0400_0000, isDirectory: UInt32 = 0x4000_0000
    private static let watchMask = modify | closeWrite | movedFrom | movedTo | create | delete | deleteSelf | moveSelf
        | onlyDirectory | dontFollow | excludeUnlinked
    private static let nonBlocking: Int32 = 0o4000, closeOnExec: Int32 = 0o2000000

    /// `nil` when the kernel refuses an inotify instance (too many for the user).
    public init?(takingNames takes: @escaping @Sendable (String) -> Bool) {
        let inotify = inotify_init1(Self.nonBlocking | Self.closeOnExec)
        guard inotify >= 0 else { return nil }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(inotify)
            return nil
        }
        self.inotify = inotify
        (wakeRead, wakeWrite) = (ends[0], ends[1])
        self.takes = takes
        (changes, output) = AsyncStream.makeStream()
        let thread = Thread { [self] in run() }
        thread.name = "reactant-lsp file watcher"
        thread.start()
    }

    public func watch(_ directories: [String]) {
        for directory in directories {
            let added = state.withLock { state in
                guard !state.stopped, !state.roots.contains(directory) else { return false }
                state.roots.append(directory)
                return true
            }
            if added { _ = addTree(directory) }
        }
    }

    public func unwatch(_ directories: [String]) {
        let removed = state.withLock { state -> [Int32] in
            state.roots.removeAll { directories.contains($0) }
            let roots = state.roots
            let gone = state.directories.descriptors { path in
                directories.contains { WatchedTree.path(path, isWithin: $0) } && !roots.contains { WatchedTree.path(path, isWithin: $0) }
            }
            for descriptor in gone { state.directories.remove(descriptor: descriptor) }
            return gone
        }
        for descriptor in removed { inotify_rm_watch(inotify, descriptor) }
    }

    public var shortfall: String? {
        state.withLock { state in
            state.refusal.map { "\(state.refused) directories are not watched (\($0); see fs.inotify.max_user_watches)" }
        }
    }

    public func stop() {
        let first = state.withLock { state in
            defer { state.stopped = true }
            return !state.stopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    // MARK: The watching thread

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var batch = WatchedChangeBatch()
        waiting: while true {
            switch wait(milliseconds: -1) {
            case .stop: break waiting
            case .quiet: continue waiting
            case .events: break
            }
            var rounds = 0
            gathering: while true {
                readEvents(into: &batch, buffer: &buffer)
                rounds += 1
                guard rounds < Self.roundsPerBatch else { break gathering }
                switch wait(milliseconds: Self.burstPause) {
                case .stop: break waiting
                case .quiet: break gathering
                case .events: continue gathering
                }
            }
            let changes = batch.take()
            if !changes.isEmpty { output.yield(changes) }
        }
        output.finish()
        close(inotify)
        close(wakeRead)
        close(wakeWrite)
    }

    private enum Wake { case events, quiet, stop }

    private func wait(milliseconds: Int32) -> Wake {
        var descriptors = [
            pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, 2, milliseconds)
        if ready < 0 { return errno == EINTR ? .quiet : .stop }
        if descriptors[1].revents != 0 { return .stop }
        return descriptors[0].revents != 0 ? .events : .quiet
    }

    /// Reads every event queued now (the descriptor does not block).
    private func readEvents(into batch: inout WatchedChangeBatch, buffer: inout [UInt8]) {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var events: [(descriptor: Int32, mask: UInt32, name: String)] = []
            buffer.withUnsafeBytes { raw in
                var offset = 0
                // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }
                while offset + 16 <= count {
                    let descriptor = raw.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = raw[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                    events.append((descriptor, mask, String(decoding: nameBytes, as: UTF8.self)))
                    offset += 16 + length
                }
            }
            for event in events { handle(event.descriptor, mask: event.mask, name: event.name, into: &batch) }
        }
    }

    private func handle(_ descriptor: Int32, mask: UInt32, name: String, into batch: inout WatchedChangeBatch) {
        if mask & Self.queueOverflow != 0 {
            let roots = state.withLock { $0.roots }
            batch.add(roots.map { WatchedFileChange(path: $0, kind: .rescan) })
            for root in roots { _ = addTree(root) }
            return
        }
        if mask & Self.ignored != 0 {
            state.withLock { $0.directories.remove(descriptor: descriptor) }
            return
        }
        guard let directory = state.withLock({ $0.directories[descriptor] }) else { return }
        guard !name.isEmpty else {
            // The watched directory itself; below a root, its parent's watch reports it.
            let isRoot = state.withLock { $0.roots.contains(directory) }
            if isRoot, mask & (Self.deleteSelf | Self.moveSelf) != 0 { batch.add(WatchedFileChange(path: directory, kind: .deleted)) }
            return
        }
        guard !FileWatchers.isHidden(name: name) else { return }
        let path = WatchedTree.joined(directory, name)
        if mask & Self.isDirectory != 0 {
            if mask & (Self.create | Self.movedTo) != 0 {
                batch.add(addTree(path).map { WatchedFileChange(path: $0, kind: .changed) })
            } else if mask & (Self.delete | Self.movedFrom) != 0 {
                forgetTree(path)
                batch.add(WatchedFileChange(path: path, kind: .deleted))
            }
        } else if takes(name) {
            if mask & (Self.delete | Self.movedFrom) != 0 {
                batch.add(WatchedFileChange(path: path, kind: .deleted))
            } else if mask & (Self.create | Self.modify | Self.closeWrite | Self.movedTo) != 0 {
                batch.add(WatchedFileChange(path: path, kind: .changed))
            }
        }
    }

    /// Watches every directory below `root`; returns the files found there. Each directory
    /// is watched before it is listed, so a file created meanwhile is listed or reported.
    private func addTree(_ root: String) -> [String] {
        var refusal: String?
        var refused = 0
        let tree = WatchedTree.walk(root, takingNames: takes) { directory in
            let descriptor = inotify_add_watch(inotify, directory, Self.watchMask)
            if descriptor >= 0 {
                // Known before its first event can be read.
                state.withLock { $0.directories.add(descriptor, watching: directory) }
            } else if errno == ENOSPC || errno == ENOMEM {
                refused += 1
                refusal = String(cString: strerror(errno))
            }
        }
        state.withLock { state in
            state.refused += refused
            if let refusal { state.refusal = refusal }
        }
        return tree.files
    }

    /// Drops the watches of a directory moved or deleted, and of every directory below it
    /// (a moved directory's watches would go on reporting under its old path).
    private func forgetTree(_ path: String) {
        let gone = state.withLock { $0.directories.removeTree(path) }
        for descriptor in gone { inotify_rm_watch(inotify, descriptor) }
    }
}
#endif
