import Foundation

/// A file `--check` will read: its path as shown to the user and where it is on disk.
public struct DiscoveredFile: Hashable, Sendable {
    public var path: String
    public var absolutePath: String

    public init(path: String, absolutePath: String) {
        self.path = path
        self.absolutePath = absolutePath
    }
}

/// A path given to `--check` (or found under one) that cannot be used; always a usage error.
public struct PathProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}

/// Finds the files to check, in an order that depends only on the arguments and the names
/// on disk: arguments in the order given, each directory depth-first with its entries sorted
/// by the bytes of their names. A file reached twice is checked once, at its first place.
///
/// A file named as an argument is checked whatever its name. Inside directories only
/// `*.ui.xml` and `*.styles.xml` are taken (and `*.swift` when asked for); entries whose names
/// begin with `.` (`.git`, `.build`) are skipped, symbolic links to files are followed and to
/// directories are not (no cycles). Devices, pipes and sockets are never opened.
public enum FileDiscovery {
    public static let suffixes = [".ui.xml", ".styles.xml"]
    /// Swift sources, whose classes `field` bindings name: read beside the Reactant UI files.
    public static let swiftSuffix = ".swift"
    /// The Reactant UI files and the Swift sources.
    public static let suffixesWithSwift = suffixes + [swiftSuffix]

    public static func isCheckable(name: String) -> Bool {
        hasSuffix(name, among: suffixes)
    }

    /// Whether a path or name is a Swift source (`View.swift`, not `.swift` alone).
    public static func isSwift(name: String) -> Bool {
        hasSuffix(name, among: [swiftSuffix])
    }

    private static func hasSuffix(_ name: String, among suffixes: [String]) -> Bool {
        suffixes.contains { name.hasSuffix($0) && name.count > $0.count }
    }

    /// - Parameter suffixes: the names taken inside directories.
    public static func discover(
        _ arguments: [String],
        currentDirectory: String,
        suffixes: [String] = suffixes
    ) -> (files: [DiscoveredFile], problems: [PathProblem]) {
        var files: [DiscoveredFile] = []
        var problems: [PathProblem] = []
        var seen: Set<String> = []
        func add(_ file: DiscoveredFile) {
            if seen.insert(file.absolutePath).inserted { files.append(file) }
        }

        for argument in arguments.isEmpty ? ["."] : arguments {
            let display = trimmingTrailingSlashes(argument)
            let absolute = absolutePath(of: argument, currentDirectory: currentDirectory)
            switch kind(of: absolute, followingLinks: true) {
            case .missing:
                let dangling = kind(of: absolute, followingLinks: false) == .symbolicLink
                problems.append(PathProblem(
                    path: argument,
                    reason: dangling ? "broken symbolic link" : "no such file or directory"))
            case .regularFile:
                add(DiscoveredFile(path: display, absolutePath: absolute))
            case .directory:
                walk(display: display, absolute: absolute, taking: { hasSuffix($0, among: suffixes) }, add: add, problems: &problems)
            case .symbolicLink, .other:
                problems.append(PathProblem(path: argument, reason: "not a regular file or directory"))
            }
        }
        return (files, problems)
    }

    /// Depth-first, entries sorted by name bytes, with an explicit stack (deep trees cannot
    /// overflow the call stack).
    private static func walk(
        display: String,
        absolute: String,
        taking isCheckable: (String) -> Bool,
        add: (DiscoveredFile) -> Void,
        problems: inout [PathProblem]
    ) {
        enum Pending { case directory(display: String, absolute: String), file(DiscoveredFile) }
        var stack: [Pending] = [.directory(display: display, absolute: absolute)]
        while let next = stack.popLast() {
            switch next {
            case .file(let file):
                add(file)
            case .directory(let display, let absolute):
                guard let entries = directoryEntries(absolute) else {
                    problems.append(PathProblem(path: display, reason: "cannot list directory (\(posixReason(absolute)))"))
                    continue
                }
                var children: [Pending] = []
                for (name, listedKind) in entries.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) })
                where !name.hasPrefix(".") {
                    let childDisplay = display == "." ? name : joined(display, name)
                    let childAbsolute = joined(absolute, name)
                    let file = DiscoveredFile(path: childDisplay, absolutePath: childAbsolute)
                    switch listedKind ?? kind(of: childAbsolute, followingLinks: false) {
                    case .directory:
                        children.append(.directory(display: childDisplay, absolute: childAbsolute))
                    case .regularFile where isCheckable(name):
                        children.append(.file(file))
                    case .symbolicLink where isCheckable(name):
                        switch kind(of: childAbsolute, followingLinks: true) {
                        case .regularFile: children.append(.file(file))
                        case .directory: break
                        case .missing: problems.append(PathProblem(path: childDisplay, reason: "broken symbolic link"))
                        case .symbolicLink, .other: problems.append(PathProblem(path: childDisplay, reason: "not a regular file"))
                        }
                    case .other where isCheckable(name):
                        problems.append(PathProblem(path: childDisplay, reason: "not a regular file"))
                    default:
                        break
                    }
                }
                stack.append(contentsOf: children.reversed())
            }
        }
    }

    package enum Kind { case missing, regularFile, directory, symbolicLink, other }

    /// The names in a directory with the kind the listing itself tells (`nil` where the file
    /// system does not say, to be asked with `lstat`); `nil` when it cannot be listed. Read
    /// with `readdir`, whose entries mostly tell their kind, so most need no `lstat` of their
    /// own (a tree of thousands of small directories is listed quickly).
    static func directoryEntries(_ path: String) -> [(name: String, kind: Kind?)]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var entries: [(name: String, kind: Kind?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let kind: Kind? = switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): .regularFile
            case Int32(DT_DIR): .directory
            case Int32(DT_LNK): .symbolicLink
            case Int32(DT_UNKNOWN): nil
            default: .other
            }
            entries.append((name, kind))
        }
        return entries
    }

    package static func kind(of path: String, followingLinks: Bool) -> Kind {
        var status = stat()
        let result = followingLinks ? stat(path, &status) : lstat(path, &status)
        guard result == 0 else { return .missing }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    package static func absolutePath(of path: String, currentDirectory: String) -> String {
        let base = URL(fileURLWithPath: currentDirectory, isDirectory: true)
        return URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL.path
    }

    static func posixReason(_ path: String) -> String {
        if access(path, R_OK | X_OK) != 0 { return String(cString: strerror(errno)) }
        return "unknown error"
    }

    private static func joined(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return String(trimmed)
    }
}
