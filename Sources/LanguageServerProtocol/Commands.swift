/// The commands the server runs for the client (`workspace/executeCommand`), advertised by name.
public struct ExecuteCommandOptions: Codable, Hashable, Sendable {
    public var commands: [String]
    public init(commands: [String]) { self.commands = commands }
}

/// Client → server: run `command` with `arguments`; the answer is the command's result.
public struct ExecuteCommandRequest: RequestType, Hashable {
    public static let method = "workspace/executeCommand"
    public typealias Response = JSONValue
    public var command: String
    public var arguments: [JSONValue]?
    public init(command: String, arguments: [JSONValue]? = nil) {
        self.command = command
        self.arguments = arguments
    }
}

/// Server → client: show a resource, in the editor (with `selection` selected) or, with
/// `external`, in the program the system opens it with (a URL in the browser).
public struct ShowDocumentRequest: RequestType, Hashable {
    public static let method = "window/showDocument"
    public typealias Response = ShowDocumentResult
    public var uri: DocumentURI
    public var external: Bool?
    public var takeFocus: Bool?
    public var selection: LSPRange?
    public init(uri: DocumentURI, external: Bool? = nil, takeFocus: Bool? = nil, selection: LSPRange? = nil) {
        self.uri = uri
        self.external = external
        self.takeFocus = takeFocus
        self.selection = selection
    }
}

public struct ShowDocumentResult: Codable, Hashable, Sendable {
    public var success: Bool
    public init(success: Bool) { self.success = success }
}
