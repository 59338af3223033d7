import SwiftBinding

/// Renaming a field renames the Swift property it binds and the property's uses, when the
/// Swift side leaves no doubt which occurrences those are.
public enum FieldRename {
    /// Why the Swift side of a rename cannot be done; the description says so to the user.
    public enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        case swiftKeyword(String)
        case doubtful(SwiftPropertyUses.Doubt, property: String)

        public var description: String {
            switch self {
            case .swiftKeyword(let name):
                return "'\(name)' is a Swift keyword: the property cannot take that name"
            case .doubtful(.memberAccess(let location, let base, let others), let property):
                let why = others.isEmpty
                    ? "UIKit views have a '\(property)' too"
                    : "\(others.map { "'\($0)'" }.joined(separator: ", ")) declare\(others.count == 1 ? "s" : "") '\(property)' too"
                let access = base == "\\" ? "\\.\(property)" : "\(base).\(property)"
                return "'\(property)' is not renamed: \(access) at \(place(location)) may be another type's property (\(why))"
            case .doubtful(.shadowed(let location, let type), let property):
                return "'\(property)' is not renamed: a local '\(property)' at \(place(location)) hides the property in '\(type)', "
                    + "so its uses cannot be told from the local's"
            }
        }

        private func place(_ location: SwiftLocation) -> String {
            let file = location.path.split(separator: "/").last.map(String.init) ?? location.path
            return "\(file):\(location.range.start.line + 1)"
        }
    }

    /// Every Swift range to replace with `newName`, or why not.
    public static func swiftReplacements(_ uses: SwiftPropertyUses, property: String, to newName: String)
        -> Result<[SwiftLocation], Refusal>
    {
        if swiftKeywords.contains(newName) { return .failure(.swiftKeyword(newName)) }
        if let doubt = uses.doubts.first { return .failure(.doubtful(doubt, property: property)) }
        return .success(uses.occurrences.map(\.location))
    }

    /// Words that cannot name a property without backticks.
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]
}
