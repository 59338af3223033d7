/// What a watcher watches below a directory: the directories (the directory itself
/// included, hidden ones and symbolic links to directories left out, as the workspace scan
/// leaves them out) and the files whose names it takes.
enum WatchedTree {
    /// Depth-first, with an explicit stack (a deep tree cannot overflow the call stack).
    /// `entering` is called with each directory before it is listed: a watch added there
    /// misses nothing created after the listing.
    static func walk(
        _ root: String, takingNames takes: (String) -> Bool, entering: (String) -> Void = { _ in }
    ) -> (directories: [String], files: [String]) {
        var directories: [String] = []
        var files: [String] = []
        var stack = [root]
        while let directory = stack.popLast() {
            entering(directory)
            guard let entries = FileDiscovery.directoryEntries(directory) else { continue }
            directories.append(directory)
            for (name, listedKind) in entries where !FileWatchers.isHidden(name: name) {
                let path = joined(directory, name)
                switch listedKind ?? FileDiscovery.kind(of: path, followingLinks: false) {
                case .directory: stack.append(path)
                case .regularFile where takes(name): files.append(path)
                case .symbolicLink where takes(name) && FileDiscovery.kind(of: path, followingLinks: true) == .regularFile:
                    files.append(path)
                default: break
                }
            }
        }
        return (directories, files)
    }

    static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Whether `path` is `directory` or lies below it.
    static func path(_ path: String, isWithin directory: String) -> Bool {
        path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
    }
}
