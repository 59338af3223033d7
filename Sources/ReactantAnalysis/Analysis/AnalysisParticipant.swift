import Support
import XMLSyntax

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

    public init(path: String, text: String, syntax: XMLDocumentSyntax, document: ReactantDocument, workspace: WorkspaceIndex) {
        self.path = path
        self.text = text
        self.syntax = syntax
        self.document = document
        self.workspace = workspace
    }
}

/// One independent check. Each participant reads the context and contributes findings;
/// adding a participant touches no other. Participants needing more than the context (the
/// loaded schemas, the constraint grammar's settings) hold it as their own stored properties.
public protocol AnalysisParticipant: Sendable {
    func findings(in context: AnalysisContext) -> [Finding]
}

/// A participant whose findings are view by view, so a large document's views can be checked
/// in parts on several cores: the parts' findings, joined in order, are `findings(in:)`.
public protocol ViewByViewParticipant: AnalysisParticipant {
    func findings(in context: AnalysisContext, views: Range<Int>) -> [Finding]
}

extension ViewByViewParticipant {
    public func findings(in context: AnalysisContext) -> [Finding] {
        findings(in: context, views: context.document.views.indices)
    }
}

/// What a check across files reads: the document's model, never its syntax, and the other
/// documents. `--check` runs these last, after each file's syntax tree has been dropped.
public struct WorkspaceContext: Sendable {
    public let path: String
    public let document: ReactantDocument
    public let workspace: WorkspaceIndex

    public init(path: String, document: ReactantDocument, workspace: WorkspaceIndex) {
        self.path = path
        self.document = document
        self.workspace = workspace
    }
}

/// A check whose verdicts depend on other files (component types, style groups). It reads
/// only the model, so it can run after the document's syntax is gone, and it is what must be
/// re-run when another file changes.
public protocol WorkspaceParticipant: AnalysisParticipant {
    func findings(in context: WorkspaceContext) -> [Finding]
}

extension WorkspaceParticipant {
    public func findings(in context: AnalysisContext) -> [Finding] {
        findings(in: WorkspaceContext(path: context.path, document: context.document, workspace: context.workspace))
    }
}

/// A check that reads a document's syntax and, for some documents, other files too (the
/// layout reads the styles of `.styles.xml` groups). `--check` runs it in its first pass on
/// the documents that need no other file or, with `readsStyleGroupsAlone`, no other file than
/// the style groups (which it reads first); on the others in its second, with their syntax
/// read again.
public protocol SyntaxAndWorkspaceParticipant: AnalysisParticipant {
    /// Whether this document's findings depend on other files.
    func readsOtherFiles(_ document: ReactantDocument) -> Bool
    /// Whether the other files it reads are only style groups: given the facts of every style
    /// group (`DocumentAnalyzer.localFindings`), its findings need no other file.
    var readsStyleGroupsAlone: Bool { get }
}

extension SyntaxAndWorkspaceParticipant {
    public var readsStyleGroupsAlone: Bool { false }
}

/// A check of one document that reads its syntax tree and path, and its model only at the
/// end (if at all), so it can start before the model is built: building a large document's
/// model is one thread's work, and `--check` runs these on a core it leaves idle.
public protocol TreeFirstParticipant: AnalysisParticipant {
    /// The work on the tree of a document of `kind` (`DocumentPath.kind`, as its model will
    /// say), and what finishes it once the model is there: together, `findings(in:)`.
    func findings(
        tree: XMLSyntaxTree, path: String, kind: ReactantDocument.Kind
    ) -> @Sendable (ReactantDocument) -> [Finding]
}

extension TreeFirstParticipant {
    public func findings(in context: AnalysisContext) -> [Finding] {
        findings(tree: context.tree, path: context.path, kind: context.document.kind)(context.document)
    }
}
