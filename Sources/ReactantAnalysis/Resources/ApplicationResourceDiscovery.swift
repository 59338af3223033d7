import Foundation

/// Finding an app's resources on disk: its application description (the nearest
/// `*.hyperdrive.xml`, or `.xml` file whose root is `<Application>`, in a document's folder or
/// its ancestors up to a root) and the asset catalogs (`*.xcassets`) under the description's
/// folder, leaving out the folders of other apps (another description below it).
public enum ApplicationResourceDiscovery {
    public static let descriptionSuffix = ".hyperdrive.xml"
    /// Folders never searched for catalogs or descriptions.
    static let skippedFolders: Set<String> = [".build", ".git", "node_modules", "Pods", "Carthage", "DerivedData", ".swiftpm"]

    /// The description that applies to a document: the nearest in its folder or an ancestor,
    /// stopping at `root` (included) when the document is under it.
    public static func descriptionPath(forDocumentAt path: String, root: String?) -> String? {
        var folder = (standardized(path) as NSString).deletingLastPathComponent
        let stop = root.map(standardized)
        while !folder.isEmpty {
            if let found = description(inFolder: folder) { return found }
            if let stop, folder == stop || !isInside(folder, folder: stop) { return nil }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder { return nil }
            folder = parent
        }
        return nil
    }

    /// A description directly in `folder`: a `*.hyperdrive.xml` first, else an `.xml` file
    /// (not a Reactant UI file) whose root is `<Application>`.
    public static func description(inFolder folder: String) -> String? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let sorted = entries.sorted()
        if let named = sorted.first(where: { $0.hasSuffix(descriptionSuffix) }) { return folder + "/" + named }
        for entry in sorted where isCandidate(entry) {
            if let head = prefix(ofFileAt: folder + "/" + entry), ApplicationDescription.looksLikeDescription(head) {
                return folder + "/" + entry
            }
        }
        return nil
    }

    /// Whether a file of this name could be a description.
    public static func isCandidate(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasSuffix(".xml") && !lowered.hasSuffix(".ui.xml") && !lowered.hasSuffix(".styles.xml")
    }

    /// Every description under `folder` (for a workspace), nearest first within each app.
    public static func descriptions(under folder: String) -> [String] {
        var found: [String] = []
        walk(standardized(folder)) { child in
            if let path = description(inFolder: child) { found.append(path) }
            return true
        }
        return found
    }

    /// The catalogs of the app whose description is in `folder`.
    public static func catalogs(forAppFolder folder: String) -> [String] {
        let root = standardized(folder)
        var found: [String] = []
        walk(root) { child in
            if child.hasSuffix(".xcassets") { found.append(child); return false }
            // Another app's folder: its catalogs are its own.
            return child == root || description(inFolder: child) == nil
        }
        return found
    }

    /// Reads the description at `path` and the catalogs of its folder; the description is
    /// named `displayPath` in diagnostics when given.
    public static func load(descriptionAt path: String, displayPath: String? = nil) -> ApplicationResources? {
        let absolute = standardized(path)
        guard let data = FileManager.default.contents(atPath: absolute) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        let folder = (absolute as NSString).deletingLastPathComponent
        return ApplicationResources(
            folder: folder, description: ApplicationDescription(path: displayPath ?? absolute, text: text),
            catalogs: catalogs(forAppFolder: folder).map(AssetCatalog.read(at:)))
    }

    /// The resources of the apps the documents belong to, found by scope (or all given by
    /// `explicitDescription`, whose folder's catalogs then apply to every document). Each
    /// document is named as its findings will name it (`key`) and found on disk at `absolutePath`.
    public static func resourceSet(
        forDocuments documents: [(key: String, absolutePath: String)], root: String?, explicitDescription: String? = nil,
        displayPath: (String) -> String = { $0 }
    ) -> ApplicationResourceSet {
        if let explicitDescription {
            return ApplicationResourceSet(explicit: load(descriptionAt: explicitDescription, displayPath: displayPath(standardized(explicitDescription))))
        }
        var descriptionPaths: [String] = []
        var byFolder: [String: String?] = [:]
        var assigned: [String: String] = [:]
        for (key, path) in documents {
            let folder = (standardized(path) as NSString).deletingLastPathComponent
            let found: String?
            if let known = byFolder[folder] { found = known } else {
                found = descriptionPath(forDocumentAt: path, root: root)
                byFolder[folder] = found
            }
            guard let found else { continue }
            if !descriptionPaths.contains(found) { descriptionPaths.append(found) }
            assigned[key] = (found as NSString).deletingLastPathComponent
        }
        return ApplicationResourceSet(
            scopes: descriptionPaths.compactMap { load(descriptionAt: $0, displayPath: displayPath($0)) }, assigned: assigned)
    }

    /// The resources of every app under the folders (a workspace's).
    public static func resourceSet(underFolders folders: [String], explicitDescription: String? = nil) -> ApplicationResourceSet {
        if let explicitDescription {
            return ApplicationResourceSet(explicit: load(descriptionAt: explicitDescription))
        }
        let paths = folders.flatMap(descriptions(under:))
        return ApplicationResourceSet(scopes: Array(Set(paths)).sorted().compactMap { load(descriptionAt: $0) })
    }

    /// Whether a file change at `path` may change an app's resources: a description
    /// candidate, or anything inside a catalog.
    public static func affectsResources(_ path: String) -> Bool {
        isCandidate((path as NSString).lastPathComponent) || path.contains(".xcassets")
    }

    // MARK: Paths

    public static func standardized(_ path: String) -> String {
        var result = (path as NSString).standardizingPath
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }

    static func isInside(_ path: String, folder: String) -> Bool {
        folder == "/" ? path.hasPrefix("/") : (path == folder || path.hasPrefix(folder + "/"))
    }

    /// Visits `folder` and the folders under it, depth first; `visit` says whether to descend.
    private static func walk(_ folder: String, depth: Int = 0, _ visit: (String) -> Bool) {
        guard depth < 24, visit(folder), let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") && !skippedFolders.contains(entry) {
            let child = folder + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            // A catalog's own folders and other bundles hold no description.
            if entry.hasSuffix(".xcassets") { _ = visit(child); continue }
            if entry.contains(".") && !entry.hasSuffix(".xcassets") && (entry.hasSuffix(".xcodeproj") || entry.hasSuffix(".app") || entry.hasSuffix(".framework")) { continue }
            walk(child, depth: depth + 1, visit)
        }
    }

    private static func prefix(ofFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4096) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}
