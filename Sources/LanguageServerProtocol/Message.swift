/// A message the protocol defines: its method name identifies it on the wire, and the value
/// itself is the message's `params`.
public protocol LSPMessage: Codable, Sendable {
    static var method: String { get }
}

/// A request: answered with exactly one `Response` (or an error).
public protocol RequestType: LSPMessage {
    associatedtype Response: Codable & Sendable
}

/// A notification: never answered.
public protocol NotificationType: LSPMessage {}

/// A request id, which JSON-RPC allows to be a number or a string.
public enum RequestID: Codable, Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let number): try container.encode(number)
        case .string(let string): try container.encode(string)
        }
    }

    public var description: String {
        switch self {
        case .number(let number): "\(number)"
        case .string(let string): "\"\(string)\""
        }
    }
}

/// The `null` result of requests that answer with nothing, such as `shutdown`.
public struct VoidResponse: Codable, Hashable, Sendable {
    public init() {}
    public init(from decoder: any Decoder) throws {}
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
