import LanguageServerProtocol

/// Where the open documents' texts go as the editor changes them: the server tells it of every
/// open, edit and close as it applies the notification to the `DocumentStore`, before the
/// diagnostics pipeline and the features hear of it (the product's is the `Workspace`).
public protocol OpenDocumentHost: Sendable {
    /// A document was opened or edited.
    func documentChanged(_ snapshot: DocumentSnapshot)
    /// A document was closed; returns the open documents whose diagnostics that changed.
    func documentClosed(_ uri: DocumentURI) -> StaleDiagnostics
}
