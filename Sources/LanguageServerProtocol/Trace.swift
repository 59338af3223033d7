/// Client → server: changes how much the server traces (`off`, `messages`, `verbose`).
public struct SetTraceNotification: NotificationType, Hashable {
    public static let method = "$/setTrace"
    public var value: String
    public init(value: String) { self.value = value }
}

/// Server → client: one line of the server's trace; sent only while tracing is on, and with
/// `verbose` only when the trace level is `verbose`.
public struct LogTraceNotification: NotificationType, Hashable {
    public static let method = "$/logTrace"
    public var message: String
    public var verbose: String?
    public init(message: String, verbose: String? = nil) {
        self.message = message
        self.verbose = verbose
    }
}

/// Server → client: a message the editor shows to the user, e.g. unusable settings.
public struct ShowMessageNotification: NotificationType, Hashable {
    public static let method = "window/showMessage"
    public var type: MessageType
    public var message: String
    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
