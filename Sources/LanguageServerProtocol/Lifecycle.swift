/// The first request of a session: the client's capabilities in, the server's out.
public struct InitializeRequest: RequestType, Hashable {
    public static let method = "initialize"
    public typealias Response = InitializeResult

    public struct ClientInfo: Codable, Hashable, Sendable {
        public var name: String
        public var version: String?
        public init(name: String, version: String? = nil) {
            self.name = name
            self.version = version
        }
    }

    public var processId: Int?
    public var clientInfo: ClientInfo?
    public var locale: String?
    public var rootUri: DocumentURI?
    public var capabilities: ClientCapabilities
    /// Settings the client passes through untouched.
    public var initializationOptions: JSONValue?
    public var trace: String?
    public var workspaceFolders: [WorkspaceFolder]?

    public init(
        processId: Int? = nil, clientInfo: ClientInfo? = nil, locale: String? = nil, rootUri: DocumentURI? = nil,
        capabilities: ClientCapabilities = ClientCapabilities(), initializationOptions: JSONValue? = nil,
        trace: String? = nil, workspaceFolders: [WorkspaceFolder]? = nil
    ) {
        self.processId = processId
        self.clientInfo = clientInfo
        self.locale = locale
        self.rootUri = rootUri
        self.capabilities = capabilities
        self.initializationOptions = initializationOptions
        self.trace = trace
        self.workspaceFolders = workspaceFolders
    }
}

public struct InitializeResult: Codable, Hashable, Sendable {
    public struct ServerInfo: Codable, Hashable, Sendable {
        public var name: String
        public var version: String?
        public init(name: String, version: String? = nil) {
            self.name = name
            self.version = version
        }
    }

    public var capabilities: ServerCapabilities
    public var serverInfo: ServerInfo?
    public init(capabilities: ServerCapabilities, serverInfo: ServerInfo? = nil) {
        self.capabilities = capabilities
        self.serverInfo = serverInfo
    }
}

public struct InitializedNotification: NotificationType, Hashable {
    public static let method = "initialized"
    public init() {}
}

public struct ShutdownRequest: RequestType, Hashable {
    public static let method = "shutdown"
    public typealias Response = VoidResponse
    public init() {}
}

public struct ExitNotification: NotificationType, Hashable {
    public static let method = "exit"
    public init() {}
}

/// `utf-8`, `utf-16` or `utf-32`: the unit a position's `character` counts.
public struct PositionEncodingKind: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let utf8 = PositionEncodingKind(rawValue: "utf-8")
    public static let utf16 = PositionEncodingKind(rawValue: "utf-16")
    public static let utf32 = PositionEncodingKind(rawValue: "utf-32")
}
