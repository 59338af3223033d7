/// Where a new member of a type may be written, read with the declarations so that a fix can
/// add a property to a file whose text the caller does not hold: after an existing member (at
/// the end of its line, keeping its indentation) or at the top of a type's body.
public struct SwiftMemberInsertion: Hashable, Sendable {
    /// What the inserted text replaces: an empty range, or, when code follows on the line,
    /// the spaces before that code (which the text moves to a line of its own).
    public var point: SwiftSourceRange
    /// The leading white space of the new member's line, taken from its neighbours.
    public var indentation: String
    /// Set when code follows the point on its line (`{ }` on one line, `let a = A(); let b…`):
    /// the indentation of the line break the inserted text ends with, so that code keeps a line
    /// of its own.
    public var closingIndentation: String?

    public init(point: SwiftSourceRange, indentation: String, closingIndentation: String? = nil) {
        self.point = point
        self.indentation = indentation
        self.closingIndentation = closingIndentation
    }

    /// The text that writes `declaration` (e.g. `let title = UILabel()`) on a line of its own.
    public func text(inserting declaration: String) -> String {
        "\n" + indentation + declaration + (closingIndentation.map { "\n" + $0 } ?? "")
    }

    /// Where a member goes in `type`: after the last of `candidates` (members of the type's own
    /// body, in source order) when there is one, else at the top of the body; `nil` when the
    /// parser found no body.
    public static func placing(in type: SwiftTypeDeclaration, after candidates: [SwiftPropertyDeclaration]) -> Self? {
        if let last = candidates.max(by: { $0.nameRange.utf8.lowerBound < $1.nameRange.utf8.lowerBound }),
           let after = last.insertionAfter {
            return after
        }
        return type.bodyInsertion
    }
}
