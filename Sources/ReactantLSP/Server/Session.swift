import LanguageServerProtocol
import XMLSyntax

/// What `initialize` settled for the rest of the session.
public struct Session: Sendable {
    public var clientCapabilities: ClientCapabilities
    public var clientInfo: InitializeRequest.ClientInfo?
    /// The unit client positions count in: UTF-8 when the client offers it, else UTF-16.
    public var positionEncoding: LineTable.Encoding
    /// The folders of the workspace; the root URI stands in for clients that send no folders.
    /// Kept current by `workspace/didChangeWorkspaceFolders`.
    public var workspaceFolders: [WorkspaceFolder]
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
            workspaceFolders = folders
        } else if let root = request.rootUri {
            workspaceFolders = [WorkspaceFolder(uri: root, name: FileURI.path(of: root).map { String($0.split(separator: "/").last ?? "") } ?? root)]
        } else {
            workspaceFolders = []
        }
        initializationOptions = request.initializationOptions
        trace = request.trace
    }

    /// Follows a change of the workspace folders: removed ones go, added ones join at the end
    /// (once each, by URI).
    public mutating func apply(_ change: WorkspaceFoldersChangeEvent) {
        let removed = Set(change.removed.map(\.uri))
        workspaceFolders.removeAll { removed.contains($0.uri) }
        for folder in change.added where !workspaceFolders.contains(where: { $0.uri == folder.uri }) {
            workspaceFolders.append(folder)
        }
    }

    /// The encoding as the protocol names it.
    public var positionEncodingKind: PositionEncodingKind {
        positionEncoding == .utf8 ? .utf8 : .utf16
    }

    /// Whether the client accepts server-created work-done progress.
    public var supportsWorkDoneProgress: Bool { clientCapabilities.window?.workDoneProgress == true }

    /// Whether the client lets the server register file watching after `initialize`.
    public var supportsWatchedFilesRegistration: Bool {
        clientCapabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration == true
    }
}
