import Support
/// Edge insets: 1, 2 or 4 numbers (commas optional), or labelled sides.
enum EdgeInsetsSyntax {
    static let labels = ["all", "horizontal", "vertical", "top", "left", "bottom", "right"]

    static func validate(_ value: String) -> ValueVerdict {
        var scanner = ValueScanner(value)
        var unlabelled: [Range<Int>] = []
        var labelled: [(label: String, range: Range<Int>)] = []
        var setSides: [String: Range<Int>] = [:]
        while true {
            while scanner.current == UInt8(ascii: ",") || scanner.current == 0x20 || scanner.current == 0x09 || scanner.current == 0x0A || scanner.current == 0x0D {
                scanner.position += 1
            }
            if scanner.isAtEnd { break }
            var labelledItem = false
            if let label = scanner.identifier() {
                labelledItem = true
                scanner.skipSpaces()
                guard scanner.consume(":") else {
                    return .invalid(ValueProblem("Expected a number or a side label such as `top:`.", expected: labels.map { $0 + ":" }, range: label.range))
                }
                guard labels.contains(label.text) else {
                    let nearest = DidYouMean.nearestIgnoringCase(to: label.text, among: labels)
                    return .invalid(ValueProblem("`\(label.text)` is not an inset side.", expected: labels.map { $0 + ":" },
                                                 suggestion: nearest.map { value.replacingUTF8(label.range, with: $0) }, range: label.range))
                }
                for side in sides(of: label.text) {
                    if setSides[side] != nil {
                        return .invalid(ValueProblem("The \(side) inset is set twice.", range: label.range))
                    }
                    setSides[side] = label.range
                }
                labelled.append((label.text, label.range))
                scanner.skipSpaces()
            }
            let number = scanner.number()
            guard number.isValid else {
                return .invalid(ValueProblem("`\(scanner.text(scanner.word(from: number.range.lowerBound)))` is not a number.",
                                             range: scanner.word(from: number.range.lowerBound)))
            }
            if !labelledItem { unlabelled.append(number.range) }
        }
        if !labelled.isEmpty {
            guard unlabelled.isEmpty else {
                return .invalid(ValueProblem("Either label every side or none."))
            }
            return .valid
        }
        guard [1, 2, 4].contains(unlabelled.count) else {
            return .invalid(ValueProblem(
                "Insets take 1 number (all sides), 2 (horizontal, vertical) or 4 (top, left, bottom, right); found \(unlabelled.count)."))
        }
        return .valid
    }

    private static func sides(of label: String) -> [String] {
        switch label {
        case "all": ["top", "left", "bottom", "right"]
        case "horizontal": ["left", "right"]
        case "vertical": ["top", "bottom"]
        default: [label]
        }
    }
}

/// Sizes, points and rectangles: comma-separated numbers, each optionally labelled (`width: 10`).
enum DimensionSyntax {
    static func validate(_ value: String, counts: [Int], kind: String, form: String) -> ValueVerdict {
        let parts = pieces(of: value, separatedBy: ",").map(trimmed)
        guard counts.contains(parts.count) else {
            return .invalid(ValueProblem("A \(kind) is \(form); found \(parts.count) part\(parts.count == 1 ? "" : "s")."))
        }
        for part in parts {
            var number = part
            if let colon = part.text.firstIndex(of: ":") {
                let labelLength = part.text.utf8.distance(from: part.text.startIndex, to: colon)
                number = trimmed((String(part.text[part.text.index(after: colon)...]), (part.range.lowerBound + labelLength + 1)..<part.range.upperBound))
            }
            guard SyntaxValidation.isNumber(number.text) else {
                let range = number.range.isEmpty ? part.range : number.range
                return .invalid(ValueProblem(number.text.isEmpty ? "A number is missing in this \(kind)." : "`\(number.text)` is not a number.",
                                             range: range))
            }
        }
        return .valid
    }
}
