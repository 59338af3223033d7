/// The directories an inotify watcher watches, by watch descriptor, with each directory's
/// subdirectories, so that the watches below a directory deleted or moved are found from it:
/// a scan of every watch per such event would make removing a tree of N directories (each
/// reported on its own, bottom up) cost N².
struct WatchedDirectories: Sendable {
    private var paths: [Int32: String] = [:]
    private var descriptors: [String: Int32] = [:]
    /// Every directory added, under its parent's path (watched or not, so that a directory
    /// the kernel refused a watch still leads to those below it).
    private var children: [String: Set<String>] = [:]

    var count: Int { paths.count }

    subscript(descriptor: Int32) -> String? { paths[descriptor] }

    /// `path` watched by `descriptor` (the kernel gives a directory watched again its
    /// descriptor again; a directory made anew at the path, a new one).
    mutating func add(_ descriptor: Int32, watching path: String) {
        if let old = descriptors[Self.key(path)], old != descriptor { paths[old] = nil }
        if let oldPath = paths[descriptor], oldPath != path { descriptors[Self.key(oldPath)] = nil }
        paths[descriptor] = path
        descriptors[Self.key(path)] = descriptor
        children[Self.parent(of: path), default: []].insert(Self.key(path))
    }

    /// The watch the kernel took back (`IN_IGNORED`). The directory's place in the tree stays
    /// while directories below it are known, so that a later removal of the tree finds them.
    mutating func remove(descriptor: Int32) {
        guard let path = paths.removeValue(forKey: descriptor) else { return }
        if descriptors[Self.key(path)] == descriptor { descriptors[Self.key(path)] = nil }
        if children[Self.key(path)]?.isEmpty ?? true { unlink(path) }
    }

    /// Forgets `path` and every directory below it; returns their watches.
    mutating func removeTree(_ path: String) -> [Int32] {
        var removed: [Int32] = []
        var pending = [path]
        while let next = pending.popLast() {
            if let descriptor = descriptors.removeValue(forKey: Self.key(next)) {
                paths[descriptor] = nil
                removed.append(descriptor)
            }
            if let below = children.removeValue(forKey: Self.key(next)) { pending.append(contentsOf: below) }
        }
        unlink(path)
        return removed
    }

    /// The watches of the directories `isGone` picks.
    func descriptors(where isGone: (String) -> Bool) -> [Int32] {
        paths.filter { isGone($0.value) }.map(\.key)
    }

    private mutating func unlink(_ path: String) {
        let parent = Self.parent(of: path)
        children[parent]?.remove(Self.key(path))
        if children[parent]?.isEmpty == true { children[parent] = nil }
    }

    /// `path` as a key of `children`: without a trailing `/` (a root may be given with one,
    /// and the paths below it are joined without doubling it).
    static func key(_ path: String) -> String {
        var key = Substring(path)
        while key.count > 1, key.hasSuffix("/") { key = key.dropLast() }
        return String(key)
    }

    static func parent(of path: String) -> String {
        let path = key(path)
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
