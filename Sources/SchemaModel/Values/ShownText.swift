import Foundation

/// The text a `Text` value puts on screen: escapes turned into characters and case transforms
/// applied, as the generated code does, for estimates of how much room it takes.
public enum ShownText {
    /// nil when the text depends on what is not in the file (a localisation key).
    public static func of(_ value: String) -> String? {
        guard value.hasPrefix(":"), value.hasSuffix(")"), let open = value.firstIndex(of: "(") else {
            return replacingEscapes(value)
        }
        let name = value[value.index(after: value.startIndex)..<open]
        let inner = String(value[value.index(after: open)..<value.index(before: value.endIndex)])
        switch name {
        case "uppercased": return of(inner)?.uppercased()
        case "lowercased": return of(inner)?.lowercased()
        case "capitalized": return of(inner)?.capitalized
        case "localized": return nil
        default: return replacingEscapes(value)
        }
    }

    /// `\n` and `\t` become the characters; `\r` is dropped; other backslashes stay.
    private static func replacingEscapes(_ value: String) -> String {
        // Byte by byte: `contains` with a string argument is Foundation's substring search.
        guard value.utf8.contains(UInt8(ascii: "\\")) else { return value }
        var result = "", escaped = false
        for character in value {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": break
                default: result.append("\\"); result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }
}
