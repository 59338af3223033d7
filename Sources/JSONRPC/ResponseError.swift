import LanguageServerProtocol

/// The `error` member of a JSON-RPC response; handlers throw it to answer with an error.
public struct ResponseError: Error, Codable, Hashable, Sendable, CustomStringConvertible {
    public var code: Int
    public var message: String
    public var data: JSONValue?

    public init(code: Int, message: String, data: JSONValue? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    public var description: String { "\(code): \(message)" }

    // JSON-RPC 2.0.
    public static let parseErrorCode = -32700
    public static let invalidRequestCode = -32600
    public static let methodNotFoundCode = -32601
    public static let invalidParamsCode = -32602
    public static let internalErrorCode = -32603
    // LSP.
    public static let serverNotInitializedCode = -32002
    public static let requestCancelledCode = -32800

    public static func parseError(_ message: String) -> Self { .init(code: parseErrorCode, message: message) }
    public static func invalidRequest(_ message: String) -> Self { .init(code: invalidRequestCode, message: message) }
    public static func methodNotFound(_ method: String) -> Self {
        .init(code: methodNotFoundCode, message: "method not found: \(method)")
    }
    public static func invalidParams(_ message: String) -> Self { .init(code: invalidParamsCode, message: message) }
    public static func internalError(_ message: String) -> Self { .init(code: internalErrorCode, message: message) }
    public static let serverNotInitialized = ResponseError(
        code: serverNotInitializedCode, message: "the server has not been initialized")
    public static let requestCancelled = ResponseError(code: requestCancelledCode, message: "request cancelled")
}
