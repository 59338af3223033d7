import SourceFiles
import ReactantAnalysis

extension Workspace {
    /// What a server-side watcher's batch means for `diskFilesChanged`: a file changed or
    /// deleted, a directory deleted (everything below it forgotten) as they are; a rescan of a
    /// directory (the watcher lost events) reads every file found below it and forgets every
    /// known file below it that is gone. Lists directories: not on the message loop.
    public func diskChanges(from watched: [WatchedFileChange]) -> [(path: String, deleted: Bool)] {
        watched.flatMap { change -> [(path: String, deleted: Bool)] in
            switch change.kind {
            case .changed: return [(change.path, false)]
            case .deleted: return [(change.path, true)]
            case .rescan:
                let found = FileDiscovery.discover(
                    [change.path], currentDirectory: "/", suffixes: FileDiscovery.suffixesWithSwift
                ).files.map(\.absolutePath)
                let known = reading { $0.diskPaths(under: change.path) }
                let gone = Set(known).subtracting(found).sorted()
                return gone.map { ($0, true) } + found.map { ($0, false) }
            }
        }
    }
}
