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
/// labelled. The generator takes any label and places an unknown one by position.
enum DimensionSyntax {
    static func validate(_ value: String, counts: [Int], kind: String, form: String) -> ValueVerdict {
        switch DimensionList.read(value) {
        case .failure(let problem):
            return .invalid(problem)
        case .success(let list):
            guard counts.contains(list.items.count) else {
                let found = list.items.count
                return .invalid(ValueProblem("A \(kind) is \(form); found \(found) number\(found == 1 ? "" : "s")."))
            }
            return .valid
        }
    }
}
