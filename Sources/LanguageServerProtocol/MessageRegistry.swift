/// Maps method names to message types, so that decoding an incoming message is a table lookup.
public struct MessageRegistry: Sendable {
    public private(set) var requests: [String: any RequestType.Type]
    public private(set) var notifications: [String: any NotificationType.Type]

    public init(requests: [any RequestType.Type], notifications: [any NotificationType.Type]) {
        self.requests = Dictionary(requests.map { ($0.method, $0) }, uniquingKeysWith: { first, _ in first })
        self.notifications = Dictionary(
            notifications.map { ($0.method, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func requestType(for method: String) -> (any RequestType.Type)? { requests[method] }
    public func notificationType(for method: String) -> (any NotificationType.Type)? { notifications[method] }

    /// Adds a message type, e.g. a custom method of a feature.
    public mutating func register(_ type: any RequestType.Type) { requests[type.method] = type }
    public mutating func register(_ type: any NotificationType.Type) { notifications[type.method] = type }

    /// Every LSP message the product knows, in both directions.
    public static let lsp = MessageRegistry(
        requests: [
            InitializeRequest.self, ShutdownRequest.self,
            CompletionRequest.self, CompletionItemResolveRequest.self, HoverRequest.self, DefinitionRequest.self, ReferencesRequest.self,
            DocumentHighlightRequest.self, DocumentSymbolRequest.self, CodeActionRequest.self,
            RenameRequest.self, PrepareRenameRequest.self,
            FoldingRangeRequest.self, SelectionRangeRequest.self, LinkedEditingRangeRequest.self, WorkspaceSymbolRequest.self,
            SemanticTokensRequest.self, SemanticTokensDeltaRequest.self, SemanticTokensRangeRequest.self, InlayHintRequest.self, InlayHintRefreshRequest.self,
            DocumentColorRequest.self, ColorPresentationRequest.self,
            DocumentFormattingRequest.self, DocumentRangeFormattingRequest.self, DocumentOnTypeFormattingRequest.self,
            DocumentDiagnosticRequest.self, WorkspaceDiagnosticRequest.self, DiagnosticRefreshRequest.self,
            WorkDoneProgressCreateRequest.self, RegisterCapabilityRequest.self, ConfigurationRequest.self,
        ],
        notifications: [
            InitializedNotification.self, ExitNotification.self, CancelRequestNotification.self,
            ProgressNotification.self, LogMessageNotification.self,
            DidOpenTextDocumentNotification.self, DidChangeTextDocumentNotification.self,
            DidCloseTextDocumentNotification.self, DidSaveTextDocumentNotification.self,
            PublishDiagnosticsNotification.self, DidChangeWatchedFilesNotification.self,
            DidChangeConfigurationNotification.self, DidChangeWorkspaceFoldersNotification.self,
        ]
    )
}
