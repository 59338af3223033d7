/// Changes gathered while a burst of events lasts, taken as one per path (its last change),
/// in the order of each path's last change: a directory deleted after a file in it was
/// written forgets the file; a file written after its directory was deleted is read again.
struct WatchedChangeBatch: Sendable {
    private var changes: [WatchedFileChange] = []

    var isEmpty: Bool { changes.isEmpty }

    mutating func add(_ change: WatchedFileChange) { changes.append(change) }

    mutating func add(_ more: some Sequence<WatchedFileChange>) { changes.append(contentsOf: more) }

    /// The changes gathered, one per path, leaving the batch empty.
    mutating func take() -> [WatchedFileChange] {
        var seen: Set<String> = []
        let last = changes.reversed().filter { seen.insert($0.path).inserted }
        changes = []
        return last.reversed()
    }
}
