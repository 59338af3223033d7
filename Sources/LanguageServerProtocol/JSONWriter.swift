import Foundation

/// A message value that writes its own JSON. `JSONEncoder` goes through keyed containers and
/// existential boxes for every field; the largest answers the server sends many times a
/// second (completion lists) write their bytes directly instead. The
/// output decodes to the same value as the `Encodable` form, keys sorted as the encoder sorts them.
public protocol JSONWritable: Encodable {
    func writeJSON(to writer: inout JSONWriter) throws
}

/// Appends JSON to a byte buffer: values, and objects and arrays opened and closed around
/// them; commas are placed by the writer.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    /// Whether the next value or key follows another one at the same level.
    private var needsComma = false

    public init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: Structure

    public mutating func beginObject() {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    public mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    public mutating func beginArray() {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
    }

    public mutating func endArray() {
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A member's key; its value is written next. Keys are plain ASCII names, written as they are.
    public mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        needsComma = false
    }

    // MARK: Values

    public mutating func string(_ value: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { appendEscaped($0) }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    public mutating func int(_ value: Int) {
        separate()
        if value >= 0, value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
        needsComma = true
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
        needsComma = true
    }

    public mutating func null() {
        separate()
        bytes.append(contentsOf: Self.nullBytes)
        needsComma = true
    }

    /// A member whose value is written only when present, as `encodeIfPresent` does.
    public mutating func member(_ name: StaticString, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    public mutating func member(_ name: StaticString, _ value: Int?) {
        guard let value else { return }
        key(name)
        int(value)
    }

    public mutating func member(_ name: StaticString, _ value: Bool?) {
        guard let value else { return }
        key(name)
        bool(value)
    }

    public mutating func member(_ name: StaticString, _ value: (some JSONWritable)?) throws {
        guard let value else { return }
        key(name)
        try value.writeJSON(to: &self)
    }

    public mutating func member(_ name: StaticString, _ values: [some JSONWritable]?) throws {
        guard let values else { return }
        key(name)
        beginArray()
        for value in values { try value.writeJSON(to: &self) }
        endArray()
    }

    /// Any other value, through `JSONEncoder` (for the rare untyped parts, such as `data`).
    public mutating func encoded(_ value: some Encodable) throws {
        separate()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        bytes.append(contentsOf: try encoder.encode(value))
        needsComma = true
    }

    // MARK: Details

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// The bytes of a string with what JSON requires escaped: the quote, the backslash and
    /// control characters. Runs of plain bytes are copied at once.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in utf8.indices {
            let byte = utf8[index]
            guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            runStart = index + 1
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            default:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array(#"\u00"#.utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            }
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)
}

// MARK: The types of completion answers

extension Position: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("character")
        writer.int(character)
        writer.key("line")
        writer.int(line)
        writer.endObject()
    }
}

extension LSPRange: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("end")
        end.writeJSON(to: &writer)
        writer.key("start")
        start.writeJSON(to: &writer)
        writer.endObject()
    }
}

extension TextEdit: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("newText")
        writer.string(newText)
        writer.key("range")
        range.writeJSON(to: &writer)
        writer.endObject()
    }
}

extension MarkupContent: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("kind")
        writer.string(kind.rawValue)
        writer.key("value")
        writer.string(value)
        writer.endObject()
    }
}

extension CompletionItem: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) throws {
        writer.beginObject()
        try writer.member("additionalTextEdits", additionalTextEdits)
        if let commitCharacters {
            writer.key("commitCharacters")
            writer.beginArray()
            for character in commitCharacters { writer.string(character) }
            writer.endArray()
        }
        if let data {
            writer.key("data")
            try writer.encoded(data)
        }
        writer.member("deprecated", deprecated)
        writer.member("detail", detail)
        try writer.member("documentation", documentation)
        writer.member("filterText", filterText)
        writer.member("insertText", insertText)
        writer.member("insertTextFormat", insertTextFormat?.rawValue)
        writer.member("kind", kind?.rawValue)
        writer.member("label", label)
        writer.member("preselect", preselect)
        writer.member("sortText", sortText)
        try writer.member("textEdit", textEdit)
        writer.member("textEditText", textEditText)
        writer.endObject()
    }
}

extension CompletionList: JSONWritable {
    public func writeJSON(to writer: inout JSONWriter) throws {
        writer.beginObject()
        writer.key("isIncomplete")
        writer.bool(isIncomplete)
        if let itemDefaults {
            writer.key("itemDefaults")
            writer.beginObject()
            if let data = itemDefaults.data {
                writer.key("data")
                try writer.encoded(data)
            }
            try writer.member("editRange", itemDefaults.editRange)
            writer.endObject()
        }
        writer.key("items")
        writer.beginArray()
        for item in items { try item.writeJSON(to: &writer) }
        writer.endArray()
        writer.endObject()
    }
}
