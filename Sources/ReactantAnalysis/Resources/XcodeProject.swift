import Foundation

/// What an Xcode project (`*.xcodeproj/project.pbxproj`) says of its native targets' files:
/// for each `PBXNativeTarget`, the files of its sources and resources build phases
/// (`PBXBuildFile.fileRef` → `PBXFileReference` or a group, its path resolved through the
/// groups above it for `sourceTree = "<group>"`, from the project's folder for `SOURCE_ROOT`, as
/// written for `<absolute>`), and the folders all of whose files are members: folder references
/// among its resources and its `PBXFileSystemSynchronizedRootGroup`s (less their membership
/// exceptions). Paths other trees name (`BUILT_PRODUCTS_DIR`, `SDKROOT`…) are left out. A file
/// the reader cannot read as a project gives no targets.
public struct XcodeProject: Hashable, Sendable {
    public struct Target: Hashable, Sendable {
        public let name: String
        /// Standardized absolute paths of the sources build phases' files.
        public let sources: Set<String>
        /// Standardized absolute paths of the resources build phases' files and folder references.
        public let resources: Set<String>
        /// Folders whose every file is a member (folder references among the resources,
        /// synchronized folders): sources and resources alike.
        public let folders: [String]
        /// Files of those folders that are not members (a synchronized folder's exceptions).
        public let excluded: Set<String>

        public init(name: String, sources: Set<String>, resources: Set<String>, folders: [String], excluded: Set<String> = []) {
            self.name = name
            self.sources = sources
            self.resources = resources
            self.folders = folders
            self.excluded = excluded
        }

        /// Whether the file at `path` (absolute) is a member of the target.
        public func contains(_ path: String) -> Bool {
            let file = ApplicationResourceDiscovery.standardized(path)
            if sources.contains(file) || resources.contains(file) { return true }
            guard !excluded.contains(file) else { return false }
            return (folders + resources).contains { $0 != file && ApplicationResourceDiscovery.isInside(file, folder: $0) }
        }
    }

    /// The `.xcodeproj` folder.
    public let path: String
    public let targets: [Target]

    public init(path: String, targets: [Target]) {
        self.path = path
        self.targets = targets
    }

    /// Reads `project.pbxproj` of the `.xcodeproj` folder at `path`; nil when it cannot be read.
    public static func read(at path: String) -> XcodeProject? {
        let folder = ApplicationResourceDiscovery.standardized(path)
        guard let data = FileManager.default.contents(atPath: folder + "/project.pbxproj") else { return nil }
        return XcodeProject(path: folder, text: String(decoding: data, as: UTF8.self))
    }

    /// The project whose `project.pbxproj` text is `text`, in the `.xcodeproj` folder `path`.
    public init(path: String, text: String) {
        self.path = ApplicationResourceDiscovery.standardized(path)
        guard let root = OpenStepPlist.parse(text), let objects = root["objects"]?.dictionary else {
            targets = []
            return
        }
        var reader = ObjectReader(objects: objects, projectFolder: (self.path as NSString).deletingLastPathComponent)
        if let project = root["rootObject"]?.string.flatMap({ objects[$0] }), let dir = project["projectDirPath"]?.string, !dir.isEmpty {
            reader.projectFolder = dir.hasPrefix("/") ? dir : reader.projectFolder + "/" + dir
        }
        reader.projectFolder = ApplicationResourceDiscovery.standardized(reader.projectFolder)
        targets = objects.keys.sorted().compactMap { id in
            guard objects[id]?["isa"]?.string == "PBXNativeTarget" else { return nil }
            return reader.target(id)
        }.sorted { $0.name < $1.name }
    }

    /// The objects of one project, with each object's parent group.
    private struct ObjectReader {
        let objects: [String: OpenStepPlist]
        var projectFolder: String
        let parents: [String: String]

        init(objects: [String: OpenStepPlist], projectFolder: String) {
            self.objects = objects
            self.projectFolder = projectFolder
            var parents: [String: String] = [:]
            for (id, object) in objects {
                for child in object["children"]?.array ?? [] {
                    if let childID = child.string, parents[childID] == nil { parents[childID] = id }
                }
            }
            self.parents = parents
        }

        func ids(_ value: OpenStepPlist?) -> [String] { value?.array?.compactMap(\.string) ?? [] }

        func target(_ id: String) -> Target? {
            guard let object = objects[id], let name = object["name"]?.string ?? object["productName"]?.string else { return nil }
            var sources = Set<String>(), resources = Set<String>()
            for phaseID in ids(object["buildPhases"]) {
                guard let phase = objects[phaseID], let isa = phase["isa"]?.string,
                      isa == "PBXSourcesBuildPhase" || isa == "PBXResourcesBuildPhase" else { continue }
                let files = ids(phase["files"]).compactMap { objects[$0]?["fileRef"]?.string }.compactMap(path(of:))
                if isa == "PBXSourcesBuildPhase" { sources.formUnion(files) } else { resources.formUnion(files) }
            }
            var folders: [String] = []
            var excluded = Set<String>()
            for groupID in ids(object["fileSystemSynchronizedGroups"]) {
                guard let folder = path(of: groupID) else { continue }
                folders.append(folder)
                for exceptionID in ids(objects[groupID]?["exceptions"]) {
                    guard let exception = objects[exceptionID], exception["target"]?.string == id else { continue }
                    for relative in exception["membershipExceptions"]?.array?.compactMap(\.string) ?? [] {
                        excluded.insert(ApplicationResourceDiscovery.standardized(folder + "/" + relative))
                    }
                }
            }
            return Target(name: name, sources: sources, resources: resources, folders: folders.sorted(), excluded: excluded)
        }

        /// The absolute path of a file reference or group; nil where its tree is not a folder
        /// of the project's (a build product, the SDK) or the chain of groups does not end.
        func path(of id: String) -> String? {
            var components: [String] = []
            var current: String? = id
            var steps = 0
            while let node = current {
                steps += 1
                guard steps < 256, let object = objects[node] else { return nil }
                let own = object["path"]?.string ?? ""
                if !own.isEmpty { components.append(own) }
                switch object["sourceTree"]?.string ?? "<group>" {
                case "<group>":
                    current = parents[node]
                    if current == nil { components.append(projectFolder) }
                case "SOURCE_ROOT":
                    components.append(projectFolder)
                    current = nil
                case "<absolute>":
                    guard own.hasPrefix("/") else { return nil }
                    current = nil
                default:
                    return nil
                }
                if own.hasPrefix("/") { break }
            }
            let joined = components.reversed().reduce("") { path, component in
                component.hasPrefix("/") ? component : (path.isEmpty ? component : path + "/" + component)
            }
            return joined.hasPrefix("/") ? ApplicationResourceDiscovery.standardized(joined) : nil
        }
    }
}
