import Support

/// Edge insets as the generator reads them (`EdgeInsets.materialize`): see `InsetsValue.reading`.
enum EdgeInsetsSyntax {
    static let labels = ["all", "horizontal", "vertical", "top", "left", "bottom", "right"]

    static func validate(_ value: String) -> ValueVerdict {
        switch InsetsValue.reading(value) {
        case .success: .valid
        case .failure(let problem): .invalid(problem)
        }
    }
}

/// Sizes, points and rectangles: a fixed count of numbers (`DimensionList`), each optionally
/// labelled. The generator (`Size`, `Point`, `Rect`) takes each part from the first item of its
/// label, else by position, so a label it does not know, a repeated one, or a size given one
/// labelled number (it sets both sides) is read other than it looks.
enum DimensionSyntax {
    static func validate(_ value: String, counts: [Int], labels: [String], kind: String, form: String) -> ValueVerdict {
        switch DimensionList.read(value) {
        case .failure(let problem):
            return .invalid(problem)
        case .success(let list):
            guard counts.contains(list.items.count) else {
                let found = list.items.count
                return .invalid(ValueProblem("A \(kind) is \(form); found \(found) number\(found == 1 ? "" : "s")."))
            }
            var seen: Set<String> = []
            for item in list.items {
                guard let label = item.label else { continue }
                if !labels.contains(label.text) {
                    return .questionable(ValueProblem(
                        "`\(label.text)` is no part of a \(kind) (\(labels.map { "`\($0):`" }.joined(separator: ", "))); the generator reads the number by its position.",
                        expected: labels.map { $0 + ":" }, range: label.range))
                }
                if !seen.insert(label.text).inserted {
                    return .questionable(ValueProblem("`\(label.text)` is given twice; the generator reads the first and takes the other by position.",
                                                      range: label.range))
                }
                if list.items.count == 1, counts.contains(1) {
                    return .questionable(ValueProblem("One number sets both sides of a \(kind), whatever its label.", range: label.range))
                }
            }
            return .valid
        }
    }
}
