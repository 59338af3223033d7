import Foundation

/// EditorConfig's section globs (editorconfig.org, "Glob Expressions"): `*` any run of
/// characters but `/`, `**` any run, `?` one character but `/`, `[abc]` / `[!abc]` one of (or
/// none of) the characters, `{a,b}` one of the alternatives (which may hold globs), `{1..9}`
/// a whole number in the range, `\` escapes. A glob without `/` matches the file's name in any
/// folder; one with `/` matches the path relative to the `.editorconfig`'s folder.
public enum EditorConfigGlob {
    /// Whether `glob` matches `relativePath` (relative to the folder of the `.editorconfig`).
    public static func matches(_ glob: String, relativePath: String) -> Bool {
        var pattern = glob
        if pattern.hasPrefix("/") {
            pattern.removeFirst()
        } else if !pattern.contains("/") {
            pattern = "**/" + pattern
        }
        guard let expression = try? Regex("(?s)" + regex(Array(pattern))) else { return false }
        // `**/` matches no folder too: a path without folders is tried with a leading `/`.
        return (try? expression.wholeMatch(in: relativePath)) != nil
            || (pattern.hasPrefix("**/") && (try? expression.wholeMatch(in: "/" + relativePath)) != nil)
    }

    static let special: Set<Character> = Set(".^$+()|{}[]\\*?")

    static func literal(_ character: Character) -> String {
        special.contains(character) ? "\\" + String(character) : String(character)
    }

    /// The regular expression for a glob's characters.
    static func regex(_ glob: [Character]) -> String {
        var output = ""
        var index = 0
        while index < glob.count {
            let character = glob[index]
            switch character {
            case "\\":
                index += 1
                if index < glob.count { output += literal(glob[index]) }
            case "*":
                if index + 1 < glob.count, glob[index + 1] == "*" {
                    output += ".*"
                    index += 1
                } else {
                    output += "[^/]*"
                }
            case "?":
                output += "[^/]"
            case "[":
                guard let close = glob[(index + 1)...].firstIndex(of: "]") else {
                    output += "\\["
                    break
                }
                var set = Array(glob[(index + 1)..<close])
                let negated = set.first == "!"
                if negated { set.removeFirst() }
                output += (negated ? "[^" : "[") + set.map { $0 == "\\" || $0 == "[" || $0 == "]" || $0 == "^" ? "\\" + String($0) : String($0) }.joined() + "]"
                index = close
            case "{":
                guard let close = matchingBrace(glob, from: index) else {
                    output += "\\{"
                    break
                }
                let inner = Array(glob[(index + 1)..<close])
                let alternatives = splitTopLevel(inner)
                if alternatives.count > 1 {
                    output += "(?:" + alternatives.map(regex).joined(separator: "|") + ")"
                } else if let numbers = numericRange(String(inner)) {
                    output += numbers.isEmpty ? "(?!)" : "(?:" + numbers.map(String.init).joined(separator: "|") + ")"
                } else {
                    output += "\\{" + regex(inner) + "\\}"
                }
                index = close
            default:
                output += literal(character)
            }
            index += 1
        }
        return output
    }

    static func matchingBrace(_ glob: [Character], from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < glob.count {
            switch glob[index] {
            case "\\": index += 1
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// `a,{b,c},d` → `a`, `{b,c}`, `d`: commas outside nested braces.
    static func splitTopLevel(_ characters: [Character]) -> [[Character]] {
        var parts: [[Character]] = [[]]
        var depth = 0
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count {
                parts[parts.count - 1] += [character, characters[index + 1]]
                index += 2
                continue
            }
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append([])
            } else {
                parts[parts.count - 1].append(character)
            }
            index += 1
        }
        return parts
    }

    /// `3..12` → 3…12; ranges of more than 10 000 numbers are not expanded (and match nothing).
    static func numericRange(_ text: String) -> [Int]? {
        let bounds = text.components(separatedBy: "..")
        guard bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]) else { return nil }
        let range = min(low, high)...max(low, high)
        return range.count <= 10_000 ? Array(range) : []
    }
}
