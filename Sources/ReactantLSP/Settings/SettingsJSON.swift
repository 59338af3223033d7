import Foundation
import ReactantAnalysis

/// A parsed JSON value, as a client sends it in `initializationOptions` or
/// `workspace/didChangeConfiguration`. Kept private to the settings code so that reading the
/// settings does not depend on how the protocol layer represents JSON.
enum SettingsJSON: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([SettingsJSON])
    case object([String: SettingsJSON])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([SettingsJSON].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: SettingsJSON].self))
        }
    }

    /// Parses raw JSON text; any top-level value (not only objects) is accepted.
    static func parse(_ data: Data) throws -> SettingsJSON {
        try JSONDecoder().decode(SettingsJSON.self, from: data)
    }

    /// The JSON type's name, for problem messages ("expected a boolean, found a string").
    var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The members of an object. An empty array counts as an empty object: Lua-based clients
    /// (Neovim) encode every empty table as `[]`.
    var objectValue: [String: SettingsJSON]? {
        switch self {
        case .object(let members): members
        case .array(let elements) where elements.isEmpty: [:]
        default: nil
        }
    }

    /// The elements of an array. An empty object counts as an empty array, for clients that
    /// cannot tell the two apart.
    var arrayValue: [SettingsJSON]? {
        switch self {
        case .array(let elements): elements
        case .object(let members) where members.isEmpty: []
        default: nil
        }
    }
}
