import Foundation
import SchemaModel
import Support

/// What one app declares beside its Reactant UI files: its application description (if any)
/// and the asset catalogs in its folder. What is not known is never judged: with no
/// description no `theme.NAME` is checked, with no catalog no image or color name.
public struct ApplicationResources: Sendable {
    /// The app's folder: the description's. Documents under it (and not under another app's)
    /// read these resources.
    public let folder: String
    public internal(set) var description: ApplicationDescription?
    public let catalogs: [AssetCatalog]
    /// The theme themed images and fonts are read in (`--preview --theme`); nil: the
    /// description's default, as the app starts.
    public var theme: String?

    public init(folder: String, description: ApplicationDescription?, catalogs: [AssetCatalog], theme: String? = nil) {
        self.folder = folder
        self.description = description
        self.catalogs = catalogs
        self.theme = theme
    }

    /// The theme values are read in: the one asked for, else the description's default.
    var shownTheme: String? { theme ?? description?.defaultTheme }

    public var imageNames: [String] { Array(Set(catalogs.flatMap(\.images.keys))).sorted() }
    public var colorNames: [String] { Array(Set(catalogs.flatMap(\.colors.keys))).sorted() }

    public func image(named name: String) -> AssetCatalog.Image? {
        catalogs.lazy.compactMap { $0.images[name] }.first
    }

    public func hasColor(named name: String) -> Bool {
        catalogs.contains { $0.colors[name] != nil }
    }

    /// The catalog image a value of an `Image` attribute shows in the theme shown.
    public func image(forValue value: String) -> AssetCatalog.Image? {
        if let name = ThemedValue.name(in: value) {
            guard let description, let theme = shownTheme, let item = description.value(of: .image, named: name, in: theme) else { return nil }
            return image(named: item.value)
        }
        return image(named: value)
    }

    /// The description's own diagnostics, with each image item checked against the app's
    /// catalogs: an item naming an image set none of them has gives `UIImage(named:)` nil in
    /// that theme, and the views showing it no image. Nothing is said of images where the app
    /// has no catalog (whether the build has one is not known).
    public var descriptionDiagnostics: [Diagnostic] {
        guard let description else { return [] }
        guard !catalogs.isEmpty else { return description.diagnostics }
        var found = description.diagnostics
        for item in description.items where item.kind == .image && !item.value.isEmpty && image(named: item.value) == nil {
            let theme = item.theme.map { "theme `\($0)`" } ?? "every theme"
            found.append(Diagnostic(resource: .unknownImage,
                "No asset catalog of the app has an image set `\(item.value).imageset`: in \(theme), `theme.\(item.name)` shows no image"
                    + DidYouMean.clause(DidYouMean.suggestion(for: item.value, among: imageNames)),
                range: item.valueRange))
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// The font value a `Font` attribute's `theme.NAME` stands for in the theme shown.
    public func fontValue(forThemed value: String) -> String? {
        guard let name = ThemedValue.name(in: value), let description, let theme = shownTheme else { return nil }
        return description.value(of: .font, named: name, in: theme)?.value
    }
}

/// The resources of an Xcode target whose resources hold an application description: the
/// description and the catalogs among its resources, for the files that are its members.
public struct TargetResources: Sendable {
    /// The `.xcodeproj` folder.
    public let project: String
    public let target: XcodeProject.Target
    public var resources: ApplicationResources

    public init(project: String, target: XcodeProject.Target, resources: ApplicationResources) {
        self.project = project
        self.target = target
        self.resources = resources
    }
}

/// The resources of every app of a workspace or a check, each for the documents in its scope.
public struct ApplicationResourceSet: Sendable {
    /// Resources that apply to every document, whatever its folder: the description named
    /// by `--description` or the `reactant.applicationDescription` setting.
    public var explicit: ApplicationResources?
    /// Resources found by scope, one per app folder.
    public var scopes: [ApplicationResources]
    /// The app folder of documents whose path (as a check names them) is not where they are
    /// on disk: looked up before the folders.
    public var assigned: [String: String]
    /// Resources found by Xcode target: a document that is a member of one of these targets
    /// reads its resources rather than its folder's.
    public var targets: [TargetResources]
    /// The target (index in `targets`) of documents whose path (as a check names them) is not
    /// where they are on disk: looked up before anything else but `explicit`.
    public var assignedTargets: [String: Int]

    public init(
        explicit: ApplicationResources? = nil, scopes: [ApplicationResources] = [], assigned: [String: String] = [:],
        targets: [TargetResources] = [], assignedTargets: [String: Int] = [:]
    ) {
        self.explicit = explicit
        self.scopes = scopes
        self.assigned = assigned
        self.targets = targets
        self.assignedTargets = assignedTargets
    }

    public var isEmpty: Bool { explicit == nil && scopes.isEmpty && targets.isEmpty }

    /// Every app: the explicit one, the targets', then the folders'.
    private var all: [ApplicationResources] { [explicit].compactMap { $0 } + targets.map(\.resources) + scopes }

    /// Every app with a description, each once (by the description's path): what the front
    /// ends report on (`ApplicationResources.descriptionDiagnostics`).
    public var describedApps: [ApplicationResources] {
        var seen = Set<String>()
        return all.filter { app in app.description.map { seen.insert($0.path).inserted } ?? false }
    }

    /// Every description, for the front ends to report on.
    public var descriptions: [ApplicationDescription] {
        var seen = Set<String>()
        return all.compactMap(\.description).filter { seen.insert($0.path).inserted }
    }

    /// The resources of the Xcode target the document is a member of, else of the app whose
    /// folder is the nearest one holding the document.
    public func resources(forDocumentAt path: String) -> ApplicationResources? {
        if let explicit { return explicit }
        if let target = assignedTargets[path], targets.indices.contains(target) { return targets[target].resources }
        if let folder = assigned[path] { return scopes.first { $0.folder == folder } }
        // Standardizing a path asks the file system: not for a set with nothing to find.
        guard !targets.isEmpty || !scopes.isEmpty else { return nil }
        let document = ApplicationResourceDiscovery.standardized(path)
        if let target = targets.first(where: { $0.target.contains(document) }) { return target.resources }
        return scopes.filter { ApplicationResourceDiscovery.isInside(document, folder: $0.folder) }
            .max { $0.folder.count < $1.folder.count }
    }

    /// The set with `description` in place of the description at its path (an open
    /// description's text), and whether that changed any text.
    public func replacing(_ description: ApplicationDescription) -> (set: ApplicationResourceSet, changed: Bool) {
        var copy = self
        var changed = false
        func replaced(_ old: ApplicationResources) -> ApplicationResources {
            guard let current = old.description, current.path == description.path else { return old }
            if current.text != description.text { changed = true }
            var new = old
            new.description = description
            return new
        }
        copy.explicit = explicit.map(replaced)
        copy.scopes = scopes.map(replaced)
        for index in copy.targets.indices { copy.targets[index].resources = replaced(copy.targets[index].resources) }
        return (copy, changed)
    }

    /// The description at `path`, when it is one of this set's.
    public func description(at path: String) -> ApplicationDescription? {
        let wanted = ApplicationResourceDiscovery.standardized(path)
        return descriptions.first { ApplicationResourceDiscovery.standardized($0.path) == wanted }
    }
}
