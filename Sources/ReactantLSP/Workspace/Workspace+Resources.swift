import Foundation
import LanguageServerProtocol
import ProtocolConversion
import ReactantAnalysis
import SourceFiles
import Support

extension Workspace {
    /// Host: finds the apps' descriptions and catalogs again (under the workspace folders, or
    /// the `reactant.applicationDescription` setting's file) and makes them the index's: every
    /// open document is stale. Reads the disk: not on the message loop.
    public func reloadResources() -> StaleDiagnostics {
        let folders = withState { $0.folders.paths }
        let explicit = settings.applicationDescription.map { given in
            given.hasPrefix("/") || folders.isEmpty ? given : folders[0] + "/" + given
        }
        let resources = ApplicationResourceDiscovery.resourceSet(underFolders: folders, explicitDescription: explicit)
        // A workspace with no app's resources before or after: nothing any analysis reads changed.
        let unchanged = withState { state in
            if state.index.resources.isEmpty && resources.isEmpty { return true }
            state.replaceResources(resources)
            return false
        }
        trace("application resources: \(resources.descriptions.count) descriptions",
              verbose: resources.descriptions.map(\.path).joined(separator: "\n"))
        return unchanged ? .none : .all
    }

    /// Host: an open document that is an application description, read from its text as the
    /// editor has it: its own diagnostics, and, when what it declares changed, every open
    /// document is stale (the index's description is now this text). `nil` for any other document.
    func descriptionDiagnostics(of document: DocumentSnapshot) -> (diagnostics: [Diagnostic], stale: StaleDiagnostics)? {
        guard let path = FileURI.path(of: document.uri),
              ApplicationResourceDiscovery.isCandidate((path as NSString).lastPathComponent),
              ApplicationDescription.looksLikeDescription(document.text.prefix(4096)) else { return nil }
        let description = ApplicationDescription(path: ApplicationResourceDiscovery.standardized(path), text: document.text)
        let (changed, app) = withState { state in
            (state.replaceDescription(description), state.index.resources.describedApps.first { $0.description?.path == description.path })
        }
        let diagnostics = app.map { ApplicationResources(folder: $0.folder, description: description, catalogs: $0.catalogs).descriptionDiagnostics }
        return (diagnostics ?? description.diagnostics, changed ? .all : .none)
    }

    /// Whether a change on disk may change the apps' resources (a description, a catalog's file).
    static func affectsResources(_ changes: [(path: String, deleted: Bool)]) -> Bool {
        changes.contains { ApplicationResourceDiscovery.affectsResources($0.path) }
    }
}

extension WorkspaceState {
    mutating func replaceResources(_ resources: ApplicationResourceSet) {
        index.resources = resources
        invalidateAnalyses()
        invalidateCompletion()
    }

    /// Puts `description` in place of the index's description at its path; whether anything
    /// the analysis reads changed.
    mutating func replaceDescription(_ description: ApplicationDescription) -> Bool {
        let (resources, changed) = index.resources.replacing(description)
        guard changed else { return false }
        replaceResources(resources)
        return true
    }
}
