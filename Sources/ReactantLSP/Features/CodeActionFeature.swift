import Support
import LanguageServerProtocol
import ProtocolConversion
import ReactantAnalysis
import ReactantLayout

/// `textDocument/codeAction`: the quick fixes of the diagnostics the client names, taken from
/// the workspace's analysis of that version: the one the published diagnostics came from; and
/// "Fix all layout warnings in this file" (`source.fixAll`): when the client asks for source
/// actions and the conflicts and ambiguous views have fixes that hold together, or names such
/// a warning and two or more do (one would repeat its quick fix).
public struct CodeActionFeature: ServerFeature {
    let workspace: Workspace

    public init(workspace: Workspace) {
        self.workspace = workspace
    }

    public func contributeCapabilities(to capabilities: inout ServerCapabilities, session: Session) {
        capabilities.codeActionProvider = CodeActionOptions(codeActionKinds: [.quickFix, .sourceFixAll])
    }

    static let fixAllTitle = "Fix all layout warnings in this file"

    /// Whether a client's `only` kind asks for `kind`: the same kind or one it is a prefix of
    /// (`source` asks for `source.fixAll`).
    static func includes(_ asked: CodeActionKind, _ kind: CodeActionKind) -> Bool {
        kind.rawValue == asked.rawValue || kind.rawValue.hasPrefix(asked.rawValue + ".")
    }

    public func registerHandlers(in handlers: inout FeatureHandlers) {
        handlers.onRequest(CodeActionRequest.self) { [workspace] request, context in
            let only = request.context.only
            let quickFixes = only?.contains(where: { $0 == .quickFix || $0.rawValue == "" }) ?? true
            let fixAllAsked = only?.contains(where: { Self.includes($0, .sourceFixAll) }) ?? false
            guard quickFixes || fixAllAsked, !SwiftSourcePath.isSwift(request.textDocument.uri) else { return [] }
            let snapshot = try context.document(request.textDocument.uri)
            // The analysis, index, schema, layouts and other files' texts of one state.
            let state = workspace.snapshot(for: context)
            let analyzed = await state.analyzed(snapshot)
            try Task.checkCancellation()
            let selected = request.context.diagnostics.map {
                QuickFixes.Selector(code: $0.code, range: snapshot.offsets(of: $0.range))
            }
            var diagnostics = SwiftFixRefresh.refreshed(analyzed, index: state.index, schema: state.schema)
            // Layout warnings' fixes are found only when the client names one or asks to fix all:
            // they are verified by laying the document out again.
            var fixAll: [TextReplacement]?
            if fixAllAsked || selected.contains(where: { $0.code.map(LayoutFixes.fixedCodes.contains) ?? false }) {
                let found = await state.layoutFixes(snapshot, fixAllMinimum: fixAllAsked ? 1 : 2, isCancelled: { Task.isCancelled })
                try Task.checkCancellation()
                if quickFixes { diagnostics += found?.warnings ?? [] }
                fixAll = found?.fixAll
            }
            let fixes = quickFixes ? QuickFixes.fixes(for: diagnostics, selected: selected, range: snapshot.offsets(of: request.range)) : []
            // Every open document the request arrived with, Swift files too (a fix may edit one).
            let open = Dictionary(
                context.documents.openDocuments.map { (Workspace.path(of: $0.uri), $0.positions) }, uniquingKeysWith: { first, _ in first })
            var actions = fixes.map { CodeAction($0, in: snapshot.positions, open: open, lineTable: state.lineTable(ofPath:)) }
            if let fixAll {
                actions.append(CodeAction(
                    title: Self.fixAllTitle, kind: .sourceFixAll, edit: WorkspaceEdit(fixAll, in: snapshot.positions)))
            }
            return actions
        }
    }
}
