import Foundation

/// What the server sends a page over its WebSocket, as JSON text messages.
public enum PreviewPush: Sendable, Equatable {
    /// A new drawing; `revision` counts the frames sent on this socket.
    case frame(PreviewFrame, revision: Int)
    /// The view whose element holds the editor's cursor, or none.
    case highlight(view: Int?)
    /// A message the page could not act on, and why.
    case error(String)
    /// The components the gallery shows now, in its order (sent to gallery sockets).
    case components([PreviewComponent])

    private struct Wire: Codable {
        var type: String
        var frame: PreviewFrame?
        var revision: Int?
        var view: Int?
        var message: String?
        var components: [PreviewComponent]?
    }

    public func json() -> String {
        let wire: Wire = switch self {
        case .frame(let frame, let revision): Wire(type: "frame", frame: frame, revision: revision)
        case .highlight(let view): Wire(type: "highlight", view: view)
        case .error(let message): Wire(type: "error", message: message)
        case .components(let components): Wire(type: "components", components: components)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(wire)).map { String(decoding: $0, as: UTF8.self) } ?? #"{"type":"error","message":"unencodable"}"#
    }

    /// Reads a push back, for clients written in Swift (the tests).
    public static func parse(_ text: String) -> PreviewPush? {
        guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(text.utf8)) else { return nil }
        switch wire.type {
        case "frame": return wire.frame.map { .frame($0, revision: wire.revision ?? 0) }
        case "highlight": return .highlight(view: wire.view)
        case "error": return .error(wire.message ?? "")
        case "components": return wire.components.map { .components($0) }
        default: return nil
        }
    }
}

/// What a page asks over its WebSocket.
public enum PreviewRequest: Sendable, Equatable {
    /// Draw with these options from now on.
    case options(PreviewOptions)
    /// Show this view's element in the editor.
    case reveal(view: Int)

    private struct Wire: Codable {
        var type: String
        var device: String?
        var theme: String?
        var view: Int?
    }

    /// The request a text message holds, or why it holds none.
    public static func parse(_ text: String) -> Result<PreviewRequest, PreviewRequestError> {
        guard let wire = try? JSONDecoder().decode(Wire.self, from: Data(text.utf8)) else {
            return .failure(PreviewRequestError(message: "not a JSON object with a \"type\""))
        }
        switch wire.type {
        case "options":
            return .success(.options(PreviewOptions(device: wire.device, theme: wire.theme)))
        case "reveal":
            guard let view = wire.view else { return .failure(PreviewRequestError(message: "reveal needs a \"view\" number")) }
            return .success(.reveal(view: view))
        default:
            return .failure(PreviewRequestError(message: "unknown request type \"\(wire.type)\"; expected options or reveal"))
        }
    }

    public func json() -> String {
        let wire: Wire = switch self {
        case .options(let options): Wire(type: "options", device: options.device, theme: options.theme)
        case .reveal(let view): Wire(type: "reveal", view: view)
        }
        return (try? JSONEncoder().encode(wire)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

public struct PreviewRequestError: Error, Equatable, Sendable {
    public var message: String
}
