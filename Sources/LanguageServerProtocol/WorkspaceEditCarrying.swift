/// A response that may carry workspace edits for the client to apply (a rename's
/// `WorkspaceEdit`, code actions with edits), so the server can tell which files its answer
/// may have the client change, whatever the request.
public protocol WorkspaceEditCarrying {
    var carriedWorkspaceEdits: [WorkspaceEdit] { get }
}

extension WorkspaceEdit: WorkspaceEditCarrying {
    public var carriedWorkspaceEdits: [WorkspaceEdit] { [self] }

    /// Every document the edit changes.
    public var editedDocuments: [DocumentURI] {
        (documentChanges ?? []).map(\.textDocument.uri) + (changes.map { Array($0.keys) } ?? [])
    }
}

extension CodeAction: WorkspaceEditCarrying {
    public var carriedWorkspaceEdits: [WorkspaceEdit] { edit.map { [$0] } ?? [] }
}

extension Optional: WorkspaceEditCarrying where Wrapped: WorkspaceEditCarrying {
    public var carriedWorkspaceEdits: [WorkspaceEdit] { self?.carriedWorkspaceEdits ?? [] }
}

extension Array: WorkspaceEditCarrying where Element: WorkspaceEditCarrying {
    public var carriedWorkspaceEdits: [WorkspaceEdit] { flatMap(\.carriedWorkspaceEdits) }
}
