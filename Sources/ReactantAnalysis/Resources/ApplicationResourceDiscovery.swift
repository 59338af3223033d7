import Foundation

/// Finding an app's resources on disk. A document that is a member of an Xcode target (an
/// `*.xcodeproj` in its folder or above says so, `XcodeProject`) whose resources hold an
/// application description reads that description and the asset catalogs among the target's
/// resources (or in its resource folders). Any other document reads its folder's: the
/// nearest description (`*.hyperdrive.xml`, or `.xml` file whose root is `<Application>`) in
/// its folder or its ancestors up to a root, and the asset catalogs (`*.xcassets`) under the
/// description's folder, leaving out the folders of other apps (another description below it).
public enum ApplicationResourceDiscovery {
    public static let descriptionSuffix = ".hyperdrive.xml"
    /// Folders never searched for catalogs or descriptions.
    static let skippedFolders: Set<String> = [".build", ".git", "node_modules", "Pods", "Carthage", "DerivedData", ".swiftpm"]

    /// The description that applies to a document: the nearest in its folder or an ancestor,
    /// stopping at `root` (included) when the document is under it.
    public static func descriptionPath(forDocumentAt path: String, root: String?) -> String? {
        var folders = FolderMemo()
        return descriptionPath(forDocumentAt: path, root: root, folders: &folders)
    }

    static func descriptionPath(forDocumentAt path: String, root: String?, folders: inout FolderMemo) -> String? {
        var folder = (standardized(path) as NSString).deletingLastPathComponent
        let stop = root.map(standardized)
        while !folder.isEmpty {
            if let found = folders.description(inFolder: folder) { return found }
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
        return description(inFolder: folder, sortedEntries: entries.sorted())
    }

    static func description(inFolder folder: String, sortedEntries sorted: [String]) -> String? {
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
        var projectsByFolder: [String: [String]] = [:]
        // Documents in sibling folders share their ancestors: each folder is listed once.
        var folders = FolderMemo()
        var projects: [String: XcodeProject] = [:]
        var targets: [TargetResources] = []
        var targetIndex: [String: Int] = [:]
        var assignedTargets: [String: Int] = [:]
        for (key, path) in documents {
            let document = standardized(path)
            let folder = (document as NSString).deletingLastPathComponent
            // A member of a target with a description: the target's resources.
            let projectPaths = projectsByFolder[folder] ?? projectPaths(above: folder, root: root, folders: &folders)
            projectsByFolder[folder] = projectPaths
            for projectPath in projectPaths where projects[projectPath] == nil {
                // Only targets with a description can serve a document.
                let read = XcodeProject.read(at: projectPath)
                projects[projectPath] = XcodeProject(path: projectPath, targets: read?.targets.filter(hasDescription) ?? [])
            }
            if let (project, target) = projectPaths.lazy.compactMap({ projectPath -> (String, XcodeProject.Target)? in
                projects[projectPath]?.targets.first { $0.contains(document) }.map { (projectPath, $0) }
            }).first {
                let id = project + "\u{0}" + target.name
                if targetIndex[id] == nil, let resources = resources(of: target, displayPath: displayPath) {
                    targetIndex[id] = targets.count
                    targets.append(TargetResources(project: project, target: target, resources: resources))
                }
                if let index = targetIndex[id] { assignedTargets[key] = index; continue }
            }
            let found: String?
            if let known = byFolder[folder] { found = known } else {
                found = descriptionPath(forDocumentAt: path, root: root, folders: &folders)
                byFolder[folder] = found
            }
            guard let found else { continue }
            if !descriptionPaths.contains(found) { descriptionPaths.append(found) }
            assigned[key] = (found as NSString).deletingLastPathComponent
        }
        return ApplicationResourceSet(
            scopes: descriptionPaths.compactMap { load(descriptionAt: $0, displayPath: displayPath($0)) }, assigned: assigned,
            targets: targets, assignedTargets: assignedTargets)
    }

    /// The resources of every app under the folders (a workspace's).
    public static func resourceSet(underFolders folders: [String], explicitDescription: String? = nil) -> ApplicationResourceSet {
        if let explicitDescription {
            return ApplicationResourceSet(explicit: load(descriptionAt: explicitDescription))
        }
        let paths = folders.flatMap(descriptions(under:))
        let targets = Array(Set(folders.flatMap(projects(under:)))).sorted().compactMap(XcodeProject.read(at:)).flatMap { project in
            project.targets.filter(hasDescription).compactMap { target in
                resources(of: target).map { TargetResources(project: project.path, target: target, resources: $0) }
            }
        }
        return ApplicationResourceSet(scopes: Array(Set(paths)).sorted().compactMap { load(descriptionAt: $0) }, targets: targets)
    }

    // MARK: Xcode targets

    /// Every `.xcodeproj` under `folder` (for a workspace).
    public static func projects(under folder: String) -> [String] {
        var found: [String] = []
        walk(standardized(folder), projects: { found.append($0) }) { _ in true }
        return found
    }

    /// The `.xcodeproj` folders in `folder` and its ancestors, stopping at `root` (included)
    /// when `folder` is under it; nearest first.
    static func projectPaths(above folder: String, root: String?, folders: inout FolderMemo) -> [String] {
        var found: [String] = []
        var current = folder
        let stop = root.map(standardized)
        while !current.isEmpty {
            found += folders.sortedEntries(of: current).filter { $0.hasSuffix(".xcodeproj") }.map { current + "/" + $0 }
            if let stop, current == stop || !isInside(current, folder: stop) { break }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current { break }
            current = parent
        }
        return found
    }

    /// The descriptions among a target's resources: description files first, then those in
    /// its resource folders and synchronized folders.
    static func descriptionPaths(of target: XcodeProject.Target) -> [String] {
        let files = target.resources.sorted()
        let named = files.filter { $0.hasSuffix(descriptionSuffix) }
        let other = files.filter { isCandidate(($0 as NSString).lastPathComponent) && !$0.hasSuffix(descriptionSuffix) }.filter { path in
            prefix(ofFileAt: path).map(ApplicationDescription.looksLikeDescription) ?? false
        }
        let inFolders = (target.folders + files).filter { !$0.hasSuffix(".xcassets") && isFolder($0) }.flatMap(descriptions(under:))
            .filter { !target.excluded.contains($0) }
        return named + other + inFolders
    }

    static func hasDescription(_ target: XcodeProject.Target) -> Bool { !descriptionPaths(of: target).isEmpty }

    /// The resources of a target: its first description and every catalog among its resources.
    static func resources(of target: XcodeProject.Target, displayPath: (String) -> String = { $0 }) -> ApplicationResources? {
        guard let path = descriptionPaths(of: target).first, let data = FileManager.default.contents(atPath: path) else { return nil }
        var catalogs = target.resources.filter { $0.hasSuffix(".xcassets") }
        for folder in (target.folders + target.resources).filter({ !$0.hasSuffix(".xcassets") && isFolder($0) }) {
            walk(folder, projects: { _ in }) { child in
                if child.hasSuffix(".xcassets") { catalogs.insert(child); return false }
                return true
            }
        }
        return ApplicationResources(
            folder: (path as NSString).deletingLastPathComponent,
            description: ApplicationDescription(path: displayPath(path), text: String(decoding: data, as: UTF8.self)),
            catalogs: catalogs.sorted().map(AssetCatalog.read(at:)))
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Whether a file change at `path` may change an app's resources: a description
    /// candidate, or anything inside a catalog.
    public static func affectsResources(_ path: String) -> Bool {
        isCandidate((path as NSString).lastPathComponent) || path.contains(".xcassets") || path.hasSuffix(".xcodeproj/project.pbxproj")
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
    /// `projects` hears of every `.xcodeproj`, which is not descended into.
    private static func walk(_ folder: String, depth: Int = 0, projects: (String) -> Void = { _ in }, _ visit: (String) -> Bool) {
        guard depth < 24, visit(folder), let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() where !entry.hasPrefix(".") && !skippedFolders.contains(entry) {
            let child = folder + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            // A catalog's own folders and other bundles hold no description.
            if entry.hasSuffix(".xcassets") { _ = visit(child); continue }
            if entry.hasSuffix(".xcodeproj") { projects(child); continue }
            if entry.hasSuffix(".app") || entry.hasSuffix(".framework") { continue }
            walk(child, depth: depth + 1, projects: projects, visit)
        }
    }

    private static func prefix(ofFileAt path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: 4096) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

/// What one discovery has learnt of each folder it looked in: its entries and the description
/// directly in it. Every document's walk to the root passes the same ancestors, and listing
/// them again per document made a workspace of one folder per screen list each ancestor (and
/// sort its entries) twice per document.
struct FolderMemo {
    private var entries: [String: [String]] = [:]
    private var descriptions: [String: String?] = [:]

    /// Sorted; empty for a folder that cannot be listed.
    mutating func sortedEntries(of folder: String) -> [String] {
        if let known = entries[folder] { return known }
        let listed = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        entries[folder] = listed
        return listed
    }

    mutating func description(inFolder folder: String) -> String? {
        if let known = descriptions[folder] { return known }
        let found = ApplicationResourceDiscovery.description(inFolder: folder, sortedEntries: sortedEntries(of: folder))
        descriptions[folder] = found
        return found
    }
}
