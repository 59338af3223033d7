import Support
import SwiftBinding

/// The note on a Swift file whose reading was given up (`SwiftReadBudget`): reported on the
/// Swift file itself, because the components that bind to its classes are left unjudged
/// rather than wrongly reported, and something should say why.
public enum SwiftReadNote {
    /// The note for `declarations` read from `text`, or `nil` when it was read completely.
    /// The range is the file's first line: reading stops nowhere in particular.
    public static func note(for declarations: SwiftFileDeclarations, text: String) -> Diagnostic? {
        guard !declarations.isReadCompletely else { return nil }
        let bytes = text.utf8
        let lineEnd = bytes.firstIndex { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") } ?? bytes.endIndex
        let tenths = SwiftReadBudget.standard.limit(forByteCount: bytes.count) / .milliseconds(100)
        let seconds = "\(Int(tenths) / 10).\(Int(tenths) % 10) s"
        return Diagnostic(
            .readIncomplete, .information,
            "Reading this Swift file was given up: the parser took longer than its size allows (\(seconds)). "
                + "Its classes, properties and layout code are unknown, so no field is reported missing, "
                + "no class as not found, and the views of fields are not checked for ambiguity",
            range: 0..<bytes.distance(from: bytes.startIndex, to: lineEnd))
    }
}
