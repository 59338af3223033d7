import Support
/// Values that are lists of words: tab stops, control states, style references, edges.
enum ListSyntax {
    static let controlStates = ["normal", "highlighted", "disabled", "selected", "focused"]
    static let edges = ["top", "left", "bottom", "right", "all"]
    static let alignments = ["left", "right", "center", "justified", "natural"]

    /// `;`-separated `[alignment@]location`.
    static func tabStops(_ value: String) -> ValueVerdict {
        for piece in pieces(of: value, separatedBy: ";").map(trimmed) where !piece.text.isEmpty {
            var location = piece
            if let at = piece.text.firstIndex(of: "@") {
                let alignment = String(piece.text[..<at]).trimmingSpaces
                if !alignments.contains(alignment) {
                    let length = piece.text.utf8.distance(from: piece.text.startIndex, to: at)
                    let range = piece.range.lowerBound..<(piece.range.lowerBound + length)
                    let nearest = DidYouMean.nearestIgnoringCase(to: alignment, among: alignments)
                    return .invalid(ValueProblem("`\(alignment)` is not a text alignment.", expected: alignments,
                                                 suggestion: nearest.map { value.replacingUTF8(range, with: $0) }, range: range))
                }
                let length = piece.text.utf8.distance(from: piece.text.startIndex, to: at) + 1
                location = trimmed((String(piece.text[piece.text.index(after: at)...]), (piece.range.lowerBound + length)..<piece.range.upperBound))
            }
            guard SyntaxValidation.isNumber(location.text) else {
                return .invalid(ValueProblem("The tab stop location `\(location.text)` is not a number.", range: location.range))
            }
        }
        return .valid
    }

    /// `attributedTitle state=`: split on `|` without trimming; unknown words are dropped.
    static func controlStates(_ value: String) -> ValueVerdict {
        for piece in pieces(of: value, separatedBy: "|") where !controlStates.contains(piece.text) {
            let compact = value.split(separator: "|").map { $0.trimmingSpaces }.joined(separator: "|")
            if controlStates.contains(piece.text.trimmingSpaces) {
                return .questionable(ValueProblem(
                    "`\(piece.text)` is no state because of the spaces around it; the generator drops it.",
                    expected: controlStates, suggestion: compact, range: piece.range))
            }
            let nearest = DidYouMean.nearestIgnoringCase(to: piece.text, among: controlStates)
            return .questionable(ValueProblem(
                "`\(piece.text)` is not a control state; the generator drops it.",
                expected: controlStates, suggestion: nearest.map { value.replacingUTF8(piece.range, with: $0) }, range: piece.range))
        }
        return .valid
    }

    /// Whitespace list of `name`, `group.name`, `group:name` or `:group:name`.
    static func styleReferences(_ value: String) -> ValueVerdict {
        var scanner = ValueScanner(value)
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { return .valid }
            let start = scanner.position
            while let byte = scanner.current, byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { scanner.position += 1 }
            let reference = scanner.text(start..<scanner.position)
            let separator: Character = reference.contains(".") ? "." : ":"
            let parts = reference.split(separator: separator)
            if parts.count > 2 {
                return .invalid(ValueProblem("`\(reference)` has more than two parts; a style is `name` or `group:name`.",
                                             range: start..<scanner.position))
            }
        }
    }

    /// Root `extend`: whitespace list of edges; unknown words are dropped.
    static func rootViewExtension(_ value: String) -> ValueVerdict {
        var scanner = ValueScanner(value)
        while true {
            scanner.skipSpaces()
            if scanner.isAtEnd { return .valid }
            let start = scanner.position
            while let byte = scanner.current, byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { scanner.position += 1 }
            let word = scanner.text(start..<scanner.position)
            if !edges.contains(word) {
                let nearest = DidYouMean.nearestIgnoringCase(to: word, among: edges)
                return .questionable(ValueProblem("`\(word)` is not an edge; the generator drops it.", expected: edges,
                                                  suggestion: nearest.map { value.replacingUTF8(start..<scanner.position, with: $0) },
                                                  range: start..<scanner.position))
            }
        }
    }
}
