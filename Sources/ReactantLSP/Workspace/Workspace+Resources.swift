import Foundation
import LanguageServerProtocol
import ProtocolConversion
import ReactantAnalysis
import SourceFiles
import Support

extension Workspace {
    /// Finds the apps' descriptions and catalogs again (under the workspace folders, or
    /// the `reactant.applicationDescription` setting's file) and makes them the index's: every
    /// open document is stale. Reads the disk: not on the message loop.
    public func reloadResources() -> StaleDiagnostics {
        let (folders, description) = reading { ($0.folders.paths, $0.settings.applicationDescription) }
        let explicit = description.map { given in
            given.hasPrefix("/") || folders.isEmpty ? given : folders[0] + "/" + given
        }
        let resources = ApplicationResourceDiscovery.resourceSet(underFolders: folders, explicitDescription: explicit)
        trace("application resources: \(resources.descriptions.count) descriptions",
              verbose: resources.descriptions.map(\.path).joined(separator: "\n"))
        return apply(.resources(resources))
    }

    /// An open document that is an application description, read from its text as the
    /// editor has it: its own diagnostics, and, when what it declares changed, every open
    /// document is stale (the index's description is now this text). `nil` for any other document.
    func descriptionDiagnostics(of document: DocumentSnapshot) -> (diagnostics: [Diagnostic], stale: StaleDiagnostics)? {
        guard let path = FileURI.path(of: document.uri),
              ApplicationResourceDiscovery.isCandidate((path as NSString).lastPathComponent),
              ApplicationDescription.looksLikeDescription(document.text.prefix(4096)) else { return nil }
        let description = ApplicationDescription(path: ApplicationResourceDiscovery.standardized(path), text: document.text)
        let stale = apply(.description(description))
        let app = reading { $0.index.resources.describedApps.first { $0.description?.path == description.path } }
        let diagnostics = app.map { ApplicationResources(folder: $0.folder, description: description, catalogs: $0.catalogs).descriptionDiagnostics }
        return (diagnostics ?? description.diagnostics, stale)
    }

    /// Whether a change on disk may change the apps' resources (a description, a catalog's file).
    static func affectsResources(_ changes: [(path: String, deleted: Bool)]) -> Bool {
        changes.contains { ApplicationResourceDiscovery.affectsResources($0.path) }
    }
}
