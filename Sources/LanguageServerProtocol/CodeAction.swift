public struct CodeActionKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let quickFix = CodeActionKind(rawValue: "quickfix")
    public static let refactor = CodeActionKind(rawValue: "refactor")
    public static let source = CodeActionKind(rawValue: "source")
    public static let sourceFixAll = CodeActionKind(rawValue: "source.fixAll")
}

public struct TextDocumentEdit: Codable, Hashable, Sendable {
    public struct Document: Codable, Hashable, Sendable {
        public var uri: DocumentURI
        /// The version the edits were computed against; `nil` for a file on disk.
        public var version: Int?
        public init(uri: DocumentURI, version: Int?) {
            self.uri = uri
            self.version = version
        }
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(uri, forKey: .uri)
            try container.encode(version, forKey: .version)  // `null` is meaningful here
        }
    }
    public var textDocument: Document
    public var edits: [TextEdit]
    public init(textDocument: Document, edits: [TextEdit]) {
        self.textDocument = textDocument
        self.edits = edits
    }
}

/// Edits across documents: either per-URI `changes` or versioned `documentChanges`.
public struct WorkspaceEdit: Codable, Hashable, Sendable {
    public var changes: [DocumentURI: [TextEdit]]?
    public var documentChanges: [TextDocumentEdit]?
    public init(changes: [DocumentURI: [TextEdit]]? = nil, documentChanges: [TextDocumentEdit]? = nil) {
        self.changes = changes
        self.documentChanges = documentChanges
    }
}

public struct CodeAction: Codable, Hashable, Sendable {
    public var title: String
    public var kind: CodeActionKind?
    public var diagnostics: [LSPDiagnostic]?
    public var isPreferred: Bool?
    public var edit: WorkspaceEdit?
    public var data: JSONValue?
    public init(
        title: String, kind: CodeActionKind? = nil, diagnostics: [LSPDiagnostic]? = nil, isPreferred: Bool? = nil,
        edit: WorkspaceEdit? = nil, data: JSONValue? = nil
    ) {
        self.title = title
        self.kind = kind
        self.diagnostics = diagnostics
        self.isPreferred = isPreferred
        self.edit = edit
        self.data = data
    }
}

public struct CodeActionRequest: RequestType, Hashable {
    public static let method = "textDocument/codeAction"
    public typealias Response = [CodeAction]?
    public struct Context: Codable, Hashable, Sendable {
        public var diagnostics: [LSPDiagnostic]
        public var only: [CodeActionKind]?
        public var triggerKind: Int?
        public init(diagnostics: [LSPDiagnostic], only: [CodeActionKind]? = nil, triggerKind: Int? = nil) {
            self.diagnostics = diagnostics
            self.only = only
            self.triggerKind = triggerKind
        }
    }
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    public var context: Context
    public init(textDocument: TextDocumentIdentifier, range: LSPRange, context: Context) {
        self.textDocument = textDocument
        self.range = range
        self.context = context
    }
}

public struct RenameRequest: RequestType, Hashable {
    public static let method = "textDocument/rename"
    public typealias Response = WorkspaceEdit?
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public var newName: String
    public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
        self.textDocument = textDocument
        self.position = position
        self.newName = newName
    }
}

public struct PrepareRenameResult: Codable, Hashable, Sendable {
    public var range: LSPRange
    public var placeholder: String
    public init(range: LSPRange, placeholder: String) {
        self.range = range
        self.placeholder = placeholder
    }
}

public struct PrepareRenameRequest: RequestType, Hashable {
    public static let method = "textDocument/prepareRename"
    public typealias Response = PrepareRenameResult?
    public var textDocument: TextDocumentIdentifier
    public var position: Position
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        self.textDocument = textDocument
        self.position = position
    }
}
