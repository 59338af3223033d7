import Foundation
import LanguageServerProtocol

/// A message as read from the wire: its kind and method are known, its params are still raw
/// JSON so that the receiver decodes them with the type the method calls for.
public enum IncomingMessage: Sendable {
    case request(id: RequestID, method: String, body: Data)
    case notification(method: String, body: Data)
    case response(id: RequestID, result: Result<Data, ResponseError>)

    /// Parses one message body. Not JSON at all is a parse error; JSON that is no message is
    /// an invalid request, carrying the id when one could be read.
    public static func parse(_ body: Data) -> Result<IncomingMessage, MalformedMessage> {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: body)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            return .failure(MalformedMessage(id: nil, error: .parseError("not JSON: \(context.debugDescription)")))
        } catch {
            let id = try? JSONDecoder().decode(IDOnly.self, from: body).id
            return .failure(MalformedMessage(id: id, error: .invalidRequest("not a JSON-RPC message: \(error)")))
        }
        if let method = envelope.method {
            if let id = envelope.id { return .success(.request(id: id, method: method, body: body)) }
            return .success(.notification(method: method, body: body))
        }
        if let id = envelope.id {
            if let error = envelope.error { return .success(.response(id: id, result: .failure(error))) }
            if envelope.hasResult { return .success(.response(id: id, result: .success(body))) }
        }
        return .failure(MalformedMessage(id: envelope.id, error: .invalidRequest("neither request, notification nor response")))
    }

    private struct Envelope: Decodable {
        var id: RequestID?
        var method: String?
        var error: ResponseError?
        var hasResult: Bool

        enum CodingKeys: String, CodingKey { case id, method, error, result }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(RequestID.self, forKey: .id)
            method = try container.decodeIfPresent(String.self, forKey: .method)
            error = try container.decodeIfPresent(ResponseError.self, forKey: .error)
            hasResult = container.contains(.result)
        }
    }

    private struct IDOnly: Decodable { var id: RequestID? }
}

/// A body that is not a usable message, with the error to answer it with.
public struct MalformedMessage: Error, Sendable {
    public var id: RequestID?
    public var error: ResponseError
}

/// Decodes the `params` of a request or notification body as `T`; absent or `null` params
/// read as an empty object, so parameterless messages decode.
public func decodeParams<T: Decodable>(_ type: T.Type, from body: Data) throws -> T {
    try JSONDecoder().decode(ParamsEnvelope<T>.self, from: body).params
}

/// Decodes the `result` of a response body as `T`.
public func decodeResult<T: Decodable>(_ type: T.Type, from body: Data) throws -> T {
    try JSONDecoder().decode(ResultEnvelope<T>.self, from: body).result
}

private struct ParamsEnvelope<P: Decodable>: Decodable {
    var params: P
    enum CodingKeys: String, CodingKey { case params }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.params), try !container.decodeNil(forKey: .params) {
            params = try container.decode(P.self, forKey: .params)
        } else {
            params = try JSONDecoder().decode(P.self, from: Data("{}".utf8))
        }
    }
}

private struct ResultEnvelope<R: Decodable>: Decodable {
    var result: R
    enum CodingKeys: String, CodingKey { case result }
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        result = try container.decode(R.self, forKey: .result)
    }
}

/// Encodes outgoing messages; `id` is written as `null` when absent, as JSON-RPC requires
/// for errors on messages whose id could not be read.
public enum OutgoingMessage {
    public static func request(id: RequestID, method: String, params: some Encodable) throws -> Data {
        try encoder.encode(Request(id: id, method: method, params: params))
    }

    public static func notification(method: String, params: some Encodable) throws -> Data {
        if let writable = params as? any JSONWritable {
            // The same members as `Notification`, in the encoder's sorted order.
            return try written(capacity: 16 * 1024, payloadKey: "params", payload: writable) { writer in
                writer.key("jsonrpc")
                writer.string("2.0")
                writer.key("method")
                writer.string(method)
            }
        }
        return try encoder.encode(Notification(method: method, params: params))
    }

    public static func response(id: RequestID, result: some Encodable) throws -> Data {
        if let writable = result as? any JSONWritable {
            // The same members as `Response`, in the encoder's sorted order.
            return try written(capacity: 64 * 1024, payloadKey: "result", payload: writable) { writer in
                writer.key("id")
                switch id {
                case .number(let number): writer.int(number)
                case .string(let string): writer.string(string)
                }
                writer.key("jsonrpc")
                writer.string("2.0")
            }
        }
        return try encoder.encode(Response(id: id, result: result))
    }

    /// An envelope written directly around a payload that writes itself: `members` first, then
    /// the payload under `payloadKey` (last in the encoder's sorted order in both uses).
    private static func written(
        capacity: Int, payloadKey: StaticString, payload: any JSONWritable, members: (inout JSONWriter) -> Void
    ) throws -> Data {
        var writer = JSONWriter(capacity: capacity)
        writer.beginObject()
        members(&writer)
        writer.key(payloadKey)
        try payload.writeJSON(to: &writer)
        writer.endObject()
        return Data(writer.bytes)
    }

    public static func error(id: RequestID?, error: ResponseError) -> Data {
        // A response error always encodes: it holds only strings, numbers and JSON values.
        (try? encoder.encode(ErrorResponse(id: id, error: error))) ?? Data()
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }

    private struct Request<P: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var id: RequestID
        var method: String
        var params: P
    }

    private struct Notification<P: Encodable>: Encodable {
        var jsonrpc = "2.0"
        var method: String
        var params: P
    }

    private struct Response<R: Encodable>: Encodable {
        var id: RequestID
        var result: R
        enum CodingKeys: String, CodingKey { case jsonrpc, id, result }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(result, forKey: .result)  // `nil` results must appear as `null`
        }
    }

    private struct ErrorResponse: Encodable {
        var id: RequestID?
        var error: ResponseError
        enum CodingKeys: String, CodingKey { case jsonrpc, id, error }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            try container.encode(error, forKey: .error)
        }
    }
}
