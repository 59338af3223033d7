/// What the server implements. Every member is optional and omitted when `nil`, so the
/// server advertises exactly what its features filled in.
public struct ServerCapabilities: Codable, Hashable, Sendable {
    public var positionEncoding: PositionEncodingKind?
    public var textDocumentSync: TextDocumentSyncOptions?
    public var completionProvider: CompletionOptions?
    public var hoverProvider: Bool?
    public var definitionProvider: Bool?
    public var referencesProvider: Bool?
    public var documentHighlightProvider: Bool?
    public var documentSymbolProvider: Bool?
    public var codeActionProvider: CodeActionOptions?
    public var renameProvider: RenameOptions?
    public var foldingRangeProvider: Bool?
    public var selectionRangeProvider: Bool?
    public var linkedEditingRangeProvider: Bool?
    public var workspaceSymbolProvider: Bool?
    public var semanticTokensProvider: SemanticTokensOptions?
    public var inlayHintProvider: Bool?
    public var colorProvider: Bool?
    public var documentFormattingProvider: Bool?
    public var documentRangeFormattingProvider: Bool?
    public var documentOnTypeFormattingProvider: DocumentOnTypeFormattingOptions?
    public var diagnosticProvider: DiagnosticOptions?
    public var executeCommandProvider: ExecuteCommandOptions?
    public var workspace: WorkspaceServerCapabilities?
    public var experimental: JSONValue?

    public init() {}
}

public struct TextDocumentSyncKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = TextDocumentSyncKind(rawValue: 0)
    public static let full = TextDocumentSyncKind(rawValue: 1)
    public static let incremental = TextDocumentSyncKind(rawValue: 2)
}

public struct TextDocumentSyncOptions: Codable, Hashable, Sendable {
    public struct SaveOptions: Codable, Hashable, Sendable {
        public var includeText: Bool?
        public init(includeText: Bool? = nil) { self.includeText = includeText }
    }
    public var openClose: Bool?
    public var change: TextDocumentSyncKind?
    public var save: SaveOptions?
    public init(openClose: Bool? = nil, change: TextDocumentSyncKind? = nil, save: SaveOptions? = nil) {
        self.openClose = openClose
        self.change = change
        self.save = save
    }
}

public struct CompletionOptions: Codable, Hashable, Sendable {
    public var triggerCharacters: [String]?
    public var allCommitCharacters: [String]?
    public var resolveProvider: Bool?
    public init(triggerCharacters: [String]? = nil, allCommitCharacters: [String]? = nil, resolveProvider: Bool? = nil) {
        self.triggerCharacters = triggerCharacters
        self.allCommitCharacters = allCommitCharacters
        self.resolveProvider = resolveProvider
    }
}

public struct CodeActionOptions: Codable, Hashable, Sendable {
    public var codeActionKinds: [CodeActionKind]?
    public var resolveProvider: Bool?
    public init(codeActionKinds: [CodeActionKind]? = nil, resolveProvider: Bool? = nil) {
        self.codeActionKinds = codeActionKinds
        self.resolveProvider = resolveProvider
    }
}

public struct RenameOptions: Codable, Hashable, Sendable {
    public var prepareProvider: Bool?
    public init(prepareProvider: Bool? = nil) { self.prepareProvider = prepareProvider }
}

public struct WorkspaceServerCapabilities: Codable, Hashable, Sendable {
    public struct WorkspaceFolders: Codable, Hashable, Sendable {
        public var supported: Bool?
        public var changeNotifications: Bool?
        public init(supported: Bool? = nil, changeNotifications: Bool? = nil) {
            self.supported = supported
            self.changeNotifications = changeNotifications
        }
    }
    public var workspaceFolders: WorkspaceFolders?
    public init(workspaceFolders: WorkspaceFolders? = nil) { self.workspaceFolders = workspaceFolders }
}
