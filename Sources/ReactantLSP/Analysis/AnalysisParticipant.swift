/// A diagnostic with what the publisher needs to know to filter it by the user's settings.
public struct Finding: Hashable, Sendable {
    public var diagnostic: Diagnostic
    /// Whether the verdict depends on another file of the workspace (settings may hide these).
    public var isCrossFile: Bool

    public init(_ diagnostic: Diagnostic, isCrossFile: Bool = false) {
        self.diagnostic = diagnostic
        self.isCrossFile = isCrossFile
    }
}

/// Everything a check may read about one document, all immutable.
public struct AnalysisContext: Sendable {
    /// The document's path or URI (its identity in the workspace index).
    public let path: String
    public let text: String
    public let syntax: XMLDocumentSyntax
    public let document: ReactantDocument
    /// The other documents (this one's own entry may be stale: checks use `document` for it).
    public let workspace: WorkspaceIndex

    public var tree: XMLSyntaxTree { syntax.tree }
}

/// One independent check. Each participant reads the context and contributes findings;
/// adding a participant touches no other. Participants needing more than the context (the
/// loaded schemas, the constraint grammar's settings) hold it as their own stored properties.
public protocol AnalysisParticipant: Sendable {
    func findings(in context: AnalysisContext) -> [Finding]
}
