public struct FileChangeType: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let created = FileChangeType(rawValue: 1)
    public static let changed = FileChangeType(rawValue: 2)
    public static let deleted = FileChangeType(rawValue: 3)
}

public struct FileEvent: Codable, Hashable, Sendable {
    public var uri: DocumentURI
    public var type: FileChangeType
    public init(uri: DocumentURI, type: FileChangeType) {
        self.uri = uri
        self.type = type
    }
}

public struct DidChangeWatchedFilesNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeWatchedFiles"
    public var changes: [FileEvent]
    public init(changes: [FileEvent]) { self.changes = changes }
}

/// Options of a dynamic `workspace/didChangeWatchedFiles` registration.
public struct DidChangeWatchedFilesRegistrationOptions: Codable, Hashable, Sendable {
    public struct FileSystemWatcher: Codable, Hashable, Sendable {
        /// A glob such as `**/*.ui.xml`.
        public var globPattern: String
        /// Bit set: 1 create, 2 change, 4 delete; `nil` means all three.
        public var kind: Int?
        public init(globPattern: String, kind: Int? = nil) {
            self.globPattern = globPattern
            self.kind = kind
        }
    }
    public var watchers: [FileSystemWatcher]
    public init(watchers: [FileSystemWatcher]) { self.watchers = watchers }
}

public struct Registration: Codable, Hashable, Sendable {
    public var id: String
    public var method: String
    public var registerOptions: JSONValue?
    public init(id: String, method: String, registerOptions: JSONValue? = nil) {
        self.id = id
        self.method = method
        self.registerOptions = registerOptions
    }
}

/// Server → client: registers a capability after `initialize`, e.g. file watching.
public struct RegisterCapabilityRequest: RequestType, Hashable {
    public static let method = "client/registerCapability"
    public typealias Response = VoidResponse
    public var registrations: [Registration]
    public init(registrations: [Registration]) { self.registrations = registrations }
}

public struct DidChangeConfigurationNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeConfiguration"
    public var settings: JSONValue?
    public init(settings: JSONValue? = nil) { self.settings = settings }
}

public struct ConfigurationItem: Codable, Hashable, Sendable {
    public var scopeUri: DocumentURI?
    public var section: String?
    public init(scopeUri: DocumentURI? = nil, section: String? = nil) {
        self.scopeUri = scopeUri
        self.section = section
    }
}

/// Server → client: asks for settings; the answer has one value per item, in order.
public struct ConfigurationRequest: RequestType, Hashable {
    public static let method = "workspace/configuration"
    public typealias Response = [JSONValue]
    public var items: [ConfigurationItem]
    public init(items: [ConfigurationItem]) { self.items = items }
}

/// What changed in the set of workspace folders: `removed` and `added` are disjoint.
public struct WorkspaceFoldersChangeEvent: Codable, Hashable, Sendable {
    public var added: [WorkspaceFolder]
    public var removed: [WorkspaceFolder]
    public init(added: [WorkspaceFolder] = [], removed: [WorkspaceFolder] = []) {
        self.added = added
        self.removed = removed
    }
}

/// Client → server: folders were added to or removed from the workspace; sent only when the
/// server advertises `workspace.workspaceFolders.changeNotifications`.
public struct DidChangeWorkspaceFoldersNotification: NotificationType, Hashable {
    public static let method = "workspace/didChangeWorkspaceFolders"
    public var event: WorkspaceFoldersChangeEvent
    public init(event: WorkspaceFoldersChangeEvent) { self.event = event }
}
