import LanguageServerProtocol
import ProtocolConversion
import ReactantAnalysis

/// Folding ranges, selection ranges and linked editing of tag names: the document's
/// structure from its tree (`FoldingRanges`, `SelectionRanges`, `LinkedTagNames`), on the
/// version's navigation document.
public struct DocumentStructureFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.foldingRangeProvider = true
        capabilities.selectionRangeProvider = true
        capabilities.linkedEditingRangeProvider = true
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(FoldingRangeRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let tree = await workspace.snapshot(for: context).syntaxTree(snapshot)
            return FoldingRanges.folds(of: tree, lines: snapshot.lineTable).map { fold in
                FoldingRange(fold)
            }
        }
        handlers.onRequest(SelectionRangeRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let document = await workspace.snapshot(for: context).navigationDocument(snapshot)
            return request.positions.map { position in
                SelectionRange(SelectionRanges.ranges(at: snapshot.offset(of: position), in: document), in: snapshot.positions)
            }
        }
        handlers.onRequest(LinkedEditingRangeRequest.self) { [workspace] request, context in
            guard !SwiftSourcePath.isSwift(request.textDocument.uri) else { return nil }
            let snapshot = try context.document(request.textDocument.uri)
            let tree = await workspace.snapshot(for: context).syntaxTree(snapshot)
            guard let ranges = LinkedTagNames.ranges(at: snapshot.offset(of: request.position), in: tree) else { return nil }
            return LinkedEditingRanges(ranges, wordPattern: LinkedTagNames.wordPattern, in: snapshot.positions)
        }
    }
}
