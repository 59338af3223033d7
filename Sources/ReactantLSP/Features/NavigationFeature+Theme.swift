import Foundation
import ProtocolConversion
import ReactantAnalysis
import SchemaModel

/// References and rename of theme item names (`ThemeNavigation`), asked on a `theme.NAME`
/// value of a Reactant UI document or on an item's name in an application description. The
/// index is the request's, with open documents' facts and open descriptions' texts, so that
/// ranges match what the editor shows.
extension NavigationFeature {
    /// The item under the cursor, the description that declares it, and the index to search.
    struct ThemeTarget {
        let symbol: ThemeItemSymbol
        let range: Range<Int>
        let description: ApplicationDescription
        let index: WorkspaceIndex
        /// The index path of the file asked from.
        let askedFrom: String

        func references(includeDeclaration: Bool, schema: Schema) -> [Navigator.SymbolSite] {
            ThemeNavigation.references(
                of: symbol, askedFrom: askedFrom, description: description, schema: schema, workspace: index,
                includeDeclaration: includeDeclaration)
        }
    }

    /// The theme item at `offset` of the request's document, if the cursor is on one: in a
    /// description, an item's name; in a Reactant UI document, a `theme.NAME` value where no
    /// other symbol is.
    static func themeTarget(at offset: Int, in snapshot: DocumentSnapshot, state: WorkspaceSnapshot) async -> ThemeTarget? {
        let path = Workspace.path(of: snapshot.uri)
        let askedInDescription = Self.isDescription(path, text: snapshot.text)
        // Elsewhere than on a `theme.NAME` value, nothing more is read.
        if !askedInDescription {
            let document = await state.navigationDocument(snapshot)
            guard document.occurrence(at: offset) == nil,
                  document.document.themedValues.contains(where: { $0.name.range.lowerBound <= offset && offset <= $0.name.range.upperBound })
            else { return nil }
        }
        var index = await state.indexWithOpenDocuments
        for (openPath, open) in state.openDocuments.sorted(by: { $0.key < $1.key }) where Self.isDescription(openPath, text: open.text) {
            index.resources = index.resources.replacing(
                ApplicationDescription(path: ApplicationResourceDiscovery.standardized(openPath), text: open.text)).set
        }
        if askedInDescription {
            let description = ApplicationDescription(path: ApplicationResourceDiscovery.standardized(path), text: snapshot.text)
            guard let (symbol, range) = ThemeNavigation.symbol(at: offset, in: description) else { return nil }
            return ThemeTarget(symbol: symbol, range: range, description: description, index: index, askedFrom: description.path)
        }
        let document = await state.navigationDocument(snapshot)
        guard let (symbol, range) = ThemeNavigation.symbol(at: offset, in: document, schema: state.schema, workspace: index),
              let description = index.resources.description(at: symbol.descriptionPath) else { return nil }
        return ThemeTarget(symbol: symbol, range: range, description: description, index: index, askedFrom: document.path)
    }

    /// Whether the file is an application description (its root is `<Application>`).
    static func isDescription(_ path: String, text: String) -> Bool {
        ApplicationResourceDiscovery.isCandidate((path as NSString).lastPathComponent)
            && ApplicationDescription.looksLikeDescription(text.prefix(4096))
    }
}
