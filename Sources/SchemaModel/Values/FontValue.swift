/// What a `font` value gives at run time, read as the generator reads it, so that the layout's
/// text estimates and the value check never disagree (`:bold @17` is bold at 15, not 17).
public struct FontValue: Hashable, Sendable {
    public enum Face: Hashable, Sendable {
        /// The system font at one of `FontSyntax.weights`.
        case system(weight: String)
        /// A font by name (`light@17` names a font called "light").
        case named(String)
    }

    public var face: Face
    public var size: Double

    public init(face: Face, size: Double) {
        self.face = face
        self.size = size
    }

    /// The size the generator gives a font written without one.
    public static let unwrittenSize = 15.0

    /// nil for a theme font (its size is in the application description) and for values the
    /// generator rejects.
    public static func read(_ value: String) -> FontValue? {
        if value.hasPrefix("theme.") || value.isEmpty { return nil }
        if value.hasPrefix(":") {
            let name = value.dropFirst().prefix { $0.isASCII && $0.isLetter }
            guard FontSyntax.weights.contains(String(name)) else { return nil }
            let rest = value.dropFirst(1 + name.count)
            // Anything but `@size` right after the weight is ignored, size and all.
            guard rest.hasPrefix("@") else { return FontValue(face: .system(weight: String(name)), size: unwrittenSize) }
            return size(rest.dropFirst()).map { FontValue(face: .system(weight: String(name)), size: $0) }
        }
        if let at = value.lastIndex(of: "@") {
            return size(value[value.index(after: at)...]).map { FontValue(face: .named(String(value[..<at])), size: $0) }
        }
        if SyntaxValidation.isNumber(value) { return size(Substring(value)).map { FontValue(face: .system(weight: "regular"), size: $0) } }
        return FontValue(face: .named(value), size: unwrittenSize)
    }

    private static func size(_ text: Substring) -> Double? {
        guard SyntaxValidation.isNumber(String(text)), let size = Double(text), size.isFinite else { return nil }
        return size
    }

    /// Semibold and heavier, by weight or by a font name that says so.
    public var isBold: Bool {
        let heavy = ["semibold", "bold", "heavy", "black"]
        switch face {
        case .system(let weight): return heavy.contains(weight)
        case .named(let name): return heavy.contains { name.lowercased().contains($0) }
        }
    }
}
