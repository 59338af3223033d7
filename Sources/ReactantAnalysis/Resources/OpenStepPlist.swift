/// A property list in the old OpenStep text form, the form of Xcode's `project.pbxproj`:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, `<0fa3>` data, and strings, quoted
/// (`"a \"b\""`, with `\n`, `\t`, `\\`, octal and `\Uxxxx` escapes) or bare (`PBXGroup`,
/// `"<group>"` needs quotes, `path/to/file.swift` does not); `/* … */` and `// …` comments
/// anywhere between tokens.
///
/// The reader is total: any bytes give a value or nil, never a crash, and it never hangs:
/// every step consumes input or stops, and nesting deeper than `maximumDepth` is refused.
public indirect enum OpenStepPlist: Hashable, Sendable {
    case string(String)
    case array([OpenStepPlist])
    case dictionary([String: OpenStepPlist])
    case data([UInt8])

    /// Nesting deeper than this is refused (a project file nests five or six levels).
    public static let maximumDepth = 128

    /// The value `text` holds, or nil when it is not one well-formed property list (anything
    /// but comments and white space after the value is refused too).
    public static func parse(_ text: String) -> OpenStepPlist? {
        parse(Array(text.utf8))
    }

    public static func parse(_ bytes: [UInt8]) -> OpenStepPlist? {
        var reader = Reader(bytes: bytes)
        guard let value = reader.value(depth: 0) else { return nil }
        guard reader.skipTrivia(), reader.position == bytes.count else { return nil }
        return value
    }

    public var string: String? { if case .string(let value) = self { value } else { nil } }
    public var array: [OpenStepPlist]? { if case .array(let value) = self { value } else { nil } }
    public var dictionary: [String: OpenStepPlist]? { if case .dictionary(let value) = self { value } else { nil } }

    /// The value at `key` of a dictionary; nil for anything else.
    public subscript(key: String) -> OpenStepPlist? { dictionary?[key] }

    private struct Reader {
        let bytes: [UInt8]
        var position = 0

        /// Skips white space and comments; false for a comment that never ends.
        mutating func skipTrivia() -> Bool {
            while position < bytes.count {
                let byte = bytes[position]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                    position += 1
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                    while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D { position += 1 }
                } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                    position += 2
                    while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                        position += 1
                    }
                    guard position + 1 < bytes.count else { position = bytes.count; return false }
                    position += 2
                } else {
                    return true
                }
            }
            return true
        }

        mutating func value(depth: Int) -> OpenStepPlist? {
            guard depth < OpenStepPlist.maximumDepth, skipTrivia(), position < bytes.count else { return nil }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var dictionary: [String: OpenStepPlist] = [:]
                while true {
                    guard skipTrivia(), position < bytes.count else { return nil }
                    if bytes[position] == UInt8(ascii: "}") { position += 1; return .dictionary(dictionary) }
                    guard let key = string(), skipTrivia(), position < bytes.count, bytes[position] == UInt8(ascii: "=") else { return nil }
                    position += 1
                    guard let value = value(depth: depth + 1), skipTrivia(), position < bytes.count,
                          bytes[position] == UInt8(ascii: ";") else { return nil }
                    position += 1
                    dictionary[key] = value
                }
            case UInt8(ascii: "("):
                position += 1
                var array: [OpenStepPlist] = []
                while true {
                    guard skipTrivia(), position < bytes.count else { return nil }
                    if bytes[position] == UInt8(ascii: ")") { position += 1; return .array(array) }
                    guard let element = value(depth: depth + 1), skipTrivia(), position < bytes.count else { return nil }
                    array.append(element)
                    if bytes[position] == UInt8(ascii: ",") {
                        position += 1
                    } else if bytes[position] != UInt8(ascii: ")") {
                        return nil
                    }
                }
            case UInt8(ascii: "<"):
                position += 1
                var data: [UInt8] = []
                var high: UInt8?
                while position < bytes.count, bytes[position] != UInt8(ascii: ">") {
                    let byte = bytes[position]
                    position += 1
                    if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
                    guard let digit = Self.hexDigit(byte) else { return nil }
                    if let first = high { data.append(first << 4 | digit); high = nil } else { high = digit }
                }
                guard position < bytes.count, high == nil else { return nil }
                position += 1
                return .data(data)
            default:
                return string().map(OpenStepPlist.string)
            }
        }

        /// A quoted or bare string at the position.
        mutating func string() -> String? {
            guard position < bytes.count else { return nil }
            if bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") { return quoted() }
            let start = position
            while position < bytes.count, Self.isBare(bytes[position]) { position += 1 }
            guard position > start else { return nil }
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        private mutating func quoted() -> String? {
            let quote = bytes[position]
            position += 1
            var result: [UInt8] = []
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                if byte == quote { return String(decoding: result, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else { result.append(byte); continue }
                guard position < bytes.count else { return nil }
                let escaped = bytes[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(0x0A)
                case UInt8(ascii: "t"): result.append(0x09)
                case UInt8(ascii: "r"): result.append(0x0D)
                case UInt8(ascii: "a"): result.append(0x07)
                case UInt8(ascii: "b"): result.append(0x08)
                case UInt8(ascii: "f"): result.append(0x0C)
                case UInt8(ascii: "v"): result.append(0x0B)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var scalar: UInt32 = 0, digits = 0
                    while digits < 4, position < bytes.count, let digit = Self.hexDigit(bytes[position]) {
                        scalar = scalar << 4 | UInt32(digit)
                        digits += 1
                        position += 1
                    }
                    result += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                case UInt8(ascii: "0")...UInt8(ascii: "7"):
                    var value = UInt32(escaped - UInt8(ascii: "0")), digits = 1
                    while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                        value = value << 3 | UInt32(bytes[position] - UInt8(ascii: "0"))
                        digits += 1
                        position += 1
                    }
                    result.append(UInt8(truncatingIfNeeded: value))
                default:
                    result.append(escaped)
                }
            }
            return nil
        }

        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                 UInt8(ascii: "-"), UInt8(ascii: "~"):
                return true
            default:
                return byte >= 0x80
            }
        }

        static func hexDigit(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }
    }
}
