import Foundation
import LanguageServerProtocol
import ProtocolConversion
import Support
import ReactantAnalysis

/// The Swift side of navigation: a field's definition is the property it binds, its
/// references include the property's declaration and uses, and renaming it renames them.
/// Swift files open in the editor are read from the document store, the rest from disk.
extension NavigationFeature {
    /// The declarations and uses of the property a field binds, in every indexed Swift file.
    static func swiftUses(of bound: BoundProperty, state: WorkspaceSnapshot, context: FeatureContext) async -> SwiftPropertyUses {
        let open = Dictionary(
            context.documents.openDocuments.filter { SwiftSourcePath.isSwift($0.uri) }.map { (Workspace.path(of: $0.uri), $0.text) },
            uniquingKeysWith: { first, _ in first })
        let name = bound.name
        let texts = await ParallelMap.map(
            state.index.swift.files.keys.sorted(), parallelism: ProcessInfo.processInfo.activeProcessorCount
        ) { path -> (path: String, text: String)? in
            guard let text = open[path] ?? Workspace.diskText(path), text.contains(name) else { return nil }
            return (path, text)
        }
        return SwiftPropertyUses(
            of: bound, in: texts.compactMap { $0 }, index: state.index.swift,
            externalMemberNames: UIKitMemberNames.all(in: state.schema))
    }

    /// One edit per Swift file: open documents at their version, the others as on disk.
    static func swiftEdits(_ locations: [SwiftLocation], newName: String, context: FeatureContext) -> [TextDocumentEdit] {
        let open = Dictionary(
            context.documents.openDocuments.filter { SwiftSourcePath.isSwift($0.uri) }.map { (Workspace.path(of: $0.uri), $0) },
            uniquingKeysWith: { first, _ in first })
        let encoding = context.documents.encoding
        return Dictionary(grouping: locations, by: \.path).sorted { $0.key < $1.key }.map { path, locations in
            TextDocumentEdit(
                locations, newName: newName, path: path, document: open[path].map { ($0.uri, $0.version) }, encoding: encoding)
        }
    }

    /// References asked in a Swift file: the XML `field` values that bind the property there
    /// (Swift's own uses are Swift's language server's to give).
    static func xmlFieldUses(at position: Position, in swift: DocumentSnapshot, state: WorkspaceSnapshot) async -> [Location] {
        // The open documents' facts at the request's versions, so ranges match their text.
        let uses = await XMLFieldUses.of(propertyAt: swift.offset(of: position), in: swift.text, index: state.indexWithOpenDocuments) ?? []
        return uses.map { Location($0.path, $0.range, from: swift.positions, lineTable: state.lineTable(ofPath:)) }
    }
}
