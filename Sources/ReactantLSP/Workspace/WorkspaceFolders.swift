import SourceFiles
import ReactantAnalysis

/// The folders of the workspace as directory paths, and which files belong to them: a file is
/// in the workspace when a scan of some folder would find it, i.e. it lies below the folder and
/// no directory in between is hidden (`.git`, `.build`). Folders may nest or repeat; a file
/// stays in the workspace as long as one folder holding it does.
struct WorkspaceFolders: Hashable, Sendable {
    /// Standardized absolute paths, without a trailing slash (except `/`), sorted.
    private(set) var paths: [String] = []

    init(_ paths: [String] = []) { add(paths) }

    /// The standard spelling of a folder path: absolute, `.` and `..` resolved, no trailing slash.
    static func standardized(_ path: String) -> String {
        FileDiscovery.absolutePath(of: path, currentDirectory: "/")
    }

    mutating func add(_ folders: [String]) {
        paths = Set(paths).union(folders.map(Self.standardized)).sorted()
    }

    mutating func remove(_ folders: [String]) {
        paths = Set(paths).subtracting(folders.map(Self.standardized)).sorted()
    }

    /// Whether a scan of some folder would find the file at `path`.
    func contains(file path: String) -> Bool {
        paths.contains { Self.folder($0, holds: path) }
    }

    /// Whether a scan of `folder` would find the file at `path`: it lies below the folder and
    /// no entry between them starts with `.`.
    static func folder(_ folder: String, holds path: String) -> Bool {
        guard let relative = relativePath(of: path, below: folder) else { return false }
        return !relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// Whether `path` lies anywhere below `folder`, hidden entries included.
    static func path(_ path: String, isBelow folder: String) -> Bool {
        relativePath(of: path, below: folder) != nil
    }

    private static func relativePath(of path: String, below folder: String) -> Substring? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? path.dropFirst(prefix.count) : nil
    }
}
