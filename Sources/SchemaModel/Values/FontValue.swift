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
        if value.isEmpty { return nil }
        switch FontSyntax.parts(of: value) {
        case .theme:
            return nil
        case .system(let weight, _, let rest):
            guard FontSyntax.weights.contains(weight) else { return nil }
            switch rest {
            case .nothing: return nil  // the generator crashes
            case .ignored: return FontValue(face: .system(weight: weight), size: unwrittenSize)
            case .size(let size): return size.value.map { FontValue(face: .system(weight: weight), size: $0) }
            }
        case .namedWithSize(let name, _, let size):
            return size.value.map { FontValue(face: .named(name), size: $0) }
        case .size(let size):
            return size.value.map { FontValue(face: .system(weight: "regular"), size: $0) }
        case .name:
            return nil  // the generator crashes
        }
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
