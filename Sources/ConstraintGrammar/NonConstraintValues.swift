import Support
/// Validation of the seven `layout:` attributes that hold no constraints: `layout:id` and the
/// hugging/compression priorities. The generator reads their whole text, without trimming.
enum NonConstraintValues {
    /// `layout:id` becomes the Swift variable `named_ID` and is referenced as `id:ID`, which the
    /// constraint lexer only reads when ID is letters and digits starting with a letter.
    static func layoutID(_ value: String) -> (Token?, [LayoutDiagnostic]) {
        let bytes = Array(value.utf8)
        let whole = 0..<bytes.count
        guard !bytes.isEmpty else {
            return (nil, [LayoutDiagnostic(.unreferenceableLayoutID, "An empty layout id cannot be referenced", range: whole)])
        }
        let token = Token(kind: .identifier, text: value, range: whole)
        let underscore = UInt8(ascii: "_")
        if let bad = bytes.firstIndex(where: { !(Lexer.isLetter($0) || Lexer.isDigit($0) || $0 == underscore) }) {
            let character = String(decoding: bytes[bad...].prefix(while: { $0 == bytes[bad] || $0 & 0xC0 == 0x80 }).prefix(4), as: UTF8.self)
            return (token, [LayoutDiagnostic(
                .invalidLayoutID,
                "`\(character)` cannot be part of a layout id: it becomes the Swift name `named_\(value)`; use letters and digits",
                range: whole)])
        }
        if !Lexer.isLetter(bytes[0]) || bytes.contains(underscore) {
            return (token, [LayoutDiagnostic(
                .unreferenceableLayoutID,
                "Constraints cannot reference `\(value)` as `id:\(value)`: the lexer reads only letters and digits, starting with a letter",
                range: whole)])
        }
        return (token, [])
    }

    /// `required`, `high`, `medium`, `low`, or a number as Swift's `Float` reads it.
    static func priority(_ value: String) -> (Double?, [LayoutDiagnostic]) {
        let whole = 0..<value.utf8.count
        if let name = PriorityName(rawValue: value) { return (name.value, []) }
        guard let number = Float(value).map(Double.init) else {
            let suggestion = DidYouMean.nearestIgnoringCase(to: value, among: PriorityName.allCases.map(\.rawValue))
            return (nil, [LayoutDiagnostic(
                .unknownPriority,
                "`\(value)` is not a priority" + (suggestion.map { "; did you mean `\($0)`?" } ?? "")
                    + " (required, high, medium, low or a number)",
                range: whole, replacement: suggestion.map { .init(range: whole, text: $0) })])
        }
        guard validPriorityRange.contains(number) else {
            return (number, [LayoutDiagnostic(
                .priorityOutOfRange, "Priority \(value) is outside 1…1000; UIKit raises an exception at run time", range: whole)])
        }
        return (number, [])
    }
}
