import Support
/// Transforms: a space list of `identity`, `rotate(…)`, `scale(…)` and `translate(…)`.
enum TransformSyntax {
    static let operations = ["identity", "rotate", "scale", "translate"]

    static func validate(_ value: String) -> ValueVerdict {
        var scanner = ValueScanner(value)
        scanner.skipSpaces()
        while !scanner.isAtEnd {
            guard let name = scanner.identifier() else {
                return .invalid(ValueProblem("Expected a transform such as `rotate(45)`.", expected: operations, range: scanner.word(from: scanner.position)))
            }
            guard operations.contains(name.text) else {
                let nearest = DidYouMean.nearestIgnoringCase(to: name.text, among: operations)
                return .invalid(ValueProblem("`\(name.text)` is not a transform.", expected: operations,
                                             suggestion: nearest.map { value.replacingUTF8(name.range, with: $0) }, range: name.range))
            }
            if name.text != "identity" {
                scanner.skipSpaces()
                guard scanner.consume("(") else {
                    return .invalid(ValueProblem("`\(name.text)` needs its arguments in parentheses.", range: name.range))
                }
                let argumentsStart = scanner.position
                while let byte = scanner.current, byte != UInt8(ascii: ")") { scanner.position += 1 }
                guard scanner.consume(")") else {
                    return .invalid(ValueProblem("Expected `)` to close `\(name.text)(`.", range: name.range.lowerBound..<scanner.position))
                }
                let arguments = scanner.text(argumentsStart..<(scanner.position - 1))
                if let problem = argumentProblem(name.text, arguments) {
                    return .invalid(ValueProblem(problem, range: name.range.lowerBound..<scanner.position))
                }
            }
            scanner.skipSpaces()
        }
        return .valid
    }

    private static func argumentProblem(_ operation: String, _ arguments: String) -> String? {
        let parts = arguments.split(separator: ",", omittingEmptySubsequences: false).map { part -> (label: String?, number: String) in
            guard let colon = part.firstIndex(of: ":") else { return (nil, part.trimmingSpaces) }
            return (String(part[..<colon]).trimmingSpaces, String(part[part.index(after: colon)...]).trimmingSpaces)
        }
        if let bad = parts.first(where: { !SyntaxValidation.isLexerNumber($0.number) }) {
            return "`\(bad.number)` is not a number in `\(operation)(…)`: write digits with an optional `-` and decimal part, such as `45` or `-0.5`."
        }
        let labels = parts.map { $0.label }
        if operation == "rotate" {
            return labels == [nil] || labels == ["by"] ? nil : "`rotate` takes one angle in degrees: `rotate(45)` or `rotate(by: 45)`."
        }
        let accepted: [[String?]] = [[nil], [nil, nil], ["x"], ["x", "y"], ["y"]]
        return accepted.contains(labels) ? nil : "`\(operation)` takes `a`, `a, b`, `x: a`, `x: a, y: b` or `y: b`."
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
