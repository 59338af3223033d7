import Support
import LanguageServerProtocol
import ProtocolConversion
import XMLSyntax
import ReactantAnalysis

/// What `initialize` settled for the rest of the session.
public struct Session: Sendable {
    public var clientCapabilities: ClientCapabilities
    public var clientInfo: InitializeRequest.ClientInfo?
    /// The unit client positions count in: UTF-8 when the client offers it, else UTF-16.
    public var positionEncoding: LineTable.Encoding
    /// The folders the client opened with; the root URI stands in for clients that send no
    /// folders. Later changes are the `Workspace`'s to follow: it keeps the live list.
    public var initialWorkspaceFolders: [WorkspaceFolder]
    /// The client's settings for the server, passed through untouched.
    public var initializationOptions: JSONValue?
    /// The trace level the client asked for in `initialize` (`off`, `messages`, `verbose`).
    public var trace: String?

    public init(_ request: InitializeRequest) {
        clientCapabilities = request.capabilities
        clientInfo = request.clientInfo
        let offered = request.capabilities.general?.positionEncodings ?? []
        positionEncoding = offered.contains(.utf8) ? .utf8 : .utf16
        if let folders = request.workspaceFolders {
            initialWorkspaceFolders = folders
        } else if let root = request.rootUri {
            initialWorkspaceFolders = [WorkspaceFolder(uri: root, name: FileURI.path(of: root).map { String($0.split(separator: "/").last ?? "") } ?? root)]
        } else {
            initialWorkspaceFolders = []
        }
        initializationOptions = request.initializationOptions
        trace = request.trace
    }

    /// The encoding as the protocol names it.
    public var positionEncodingKind: PositionEncodingKind {
        positionEncoding == .utf8 ? .utf8 : .utf16
    }

    /// Whether the client accepts server-created work-done progress.
    public var supportsWorkDoneProgress: Bool { clientCapabilities.window?.workDoneProgress == true }

    /// Whether the client pulls diagnostics (`textDocument/diagnostic`): it is then served
    /// by pulls alone, never sent `publishDiagnostics`, so no problem is shown twice.
    public var pullsDiagnostics: Bool { clientCapabilities.textDocument?.diagnostic != nil }

    /// Whether the client pulls again when the server sends `workspace/diagnostic/refresh`.
    public var supportsDiagnosticRefresh: Bool { clientCapabilities.workspace?.diagnostics?.refreshSupport == true }

    /// Whether the client lets the server register file watching after `initialize`.
    public var supportsWatchedFilesRegistration: Bool {
        clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true
    }
}
