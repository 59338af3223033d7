/// Asks the receiver to stop working on a request; the request is still answered.
public struct CancelRequestNotification: NotificationType, Hashable {
    public static let method = "$/cancelRequest"
    public var id: RequestID
    public init(id: RequestID) { self.id = id }
}

/// Work-done progress payload: one `begin`, any number of `report`s, one `end`.
public enum WorkDoneProgress: Codable, Hashable, Sendable {
    case begin(title: String, cancellable: Bool? = nil, message: String? = nil, percentage: Int? = nil)
    case report(cancellable: Bool? = nil, message: String? = nil, percentage: Int? = nil)
    case end(message: String? = nil)

    private enum CodingKeys: String, CodingKey { case kind, title, cancellable, message, percentage }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        let cancellable = try container.decodeIfPresent(Bool.self, forKey: .cancellable)
        let message = try container.decodeIfPresent(String.self, forKey: .message)
        let percentage = try container.decodeIfPresent(Int.self, forKey: .percentage)
        switch kind {
        case "begin":
            self = .begin(
                title: try container.decode(String.self, forKey: .title), cancellable: cancellable,
                message: message, percentage: percentage)
        case "report":
            self = .report(cancellable: cancellable, message: message, percentage: percentage)
        case "end":
            self = .end(message: message)
        default:
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container, debugDescription: "unknown progress kind \(kind)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .begin(let title, let cancellable, let message, let percentage):
            try container.encode("begin", forKey: .kind)
            try container.encode(title, forKey: .title)
            try container.encodeIfPresent(cancellable, forKey: .cancellable)
            try container.encodeIfPresent(message, forKey: .message)
            try container.encodeIfPresent(percentage, forKey: .percentage)
        case .report(let cancellable, let message, let percentage):
            try container.encode("report", forKey: .kind)
            try container.encodeIfPresent(cancellable, forKey: .cancellable)
            try container.encodeIfPresent(message, forKey: .message)
            try container.encodeIfPresent(percentage, forKey: .percentage)
        case .end(let message):
            try container.encode("end", forKey: .kind)
            try container.encodeIfPresent(message, forKey: .message)
        }
    }
}

/// Progress on a token created with `window/workDoneProgress/create`.
public struct ProgressNotification: NotificationType, Hashable {
    public static let method = "$/progress"
    public var token: ProgressToken
    public var value: WorkDoneProgress
    public init(token: ProgressToken, value: WorkDoneProgress) {
        self.token = token
        self.value = value
    }
}

/// Server → client: creates a progress token the server then reports on.
public struct WorkDoneProgressCreateRequest: RequestType, Hashable {
    public static let method = "window/workDoneProgress/create"
    public typealias Response = VoidResponse
    public var token: ProgressToken
    public init(token: ProgressToken) { self.token = token }
}

public struct MessageType: RawRepresentable, Codable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let error = MessageType(rawValue: 1)
    public static let warning = MessageType(rawValue: 2)
    public static let info = MessageType(rawValue: 3)
    public static let log = MessageType(rawValue: 4)
    public static let debug = MessageType(rawValue: 5)
}

/// Server → client: a line for the client's log (the server's stdout is the protocol channel).
public struct LogMessageNotification: NotificationType, Hashable {
    public static let method = "window/logMessage"
    public var type: MessageType
    public var message: String
    public init(type: MessageType, message: String) {
        self.type = type
        self.message = message
    }
}
