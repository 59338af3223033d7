import Support

/// What an edge-insets value (`layoutMargins`, `contentEdgeInsets`, …) gives at run time, read
/// as the generator reads it: 1 number for every side, 2 for horizontal and vertical, 4 for
/// top, left, bottom and right, or labelled sides, the unset ones 0.
public struct InsetsValue: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// nil for a value the generator rejects.
    public static func read(_ value: String) -> InsetsValue? {
        try? reading(value).get()
    }

    /// The insets, or why the generator rejects the value. Every item is placed in turn: a
    /// labelled one on its sides, an unlabelled one by the count of all items (1: every side;
    /// 2: horizontal, then vertical; 4: top, left, bottom, right); a side set twice fails. So
    /// `left: 5, 10` is valid (10 is the vertical pair) and an empty value is no insets.
    static func reading(_ value: String) -> Result<InsetsValue, ValueProblem> {
        let items: [DimensionList.Item]
        switch DimensionList.read(value) {
        case .failure(let problem): return .failure(problem)
        case .success(let list): items = list.items
        }
        var insets = InsetsValue()
        var setSides: Set<String> = []
        for (index, item) in items.enumerated() {
            let sides: [String]
            if let label = item.label {
                guard EdgeInsetsSyntax.labels.contains(label.text) else {
                    let nearest = DidYouMean.nearestIgnoringCase(to: label.text, among: EdgeInsetsSyntax.labels)
                    return .failure(ValueProblem("`\(label.text)` is not an inset side.", expected: EdgeInsetsSyntax.labels.map { $0 + ":" },
                                                 suggestion: nearest.map { value.replacingUTF8(label.range, with: $0) }, range: label.range))
                }
                sides = Self.sides(of: label.text)
            } else {
                switch (items.count, index) {
                case (1, _): sides = Self.sides(of: "all")
                case (2, 0): sides = Self.sides(of: "horizontal")
                case (2, _): sides = Self.sides(of: "vertical")
                case (4, _): sides = [["top", "left", "bottom", "right"][index]]
                default:
                    return .failure(ValueProblem(
                        "Insets take 1 number (all sides), 2 (horizontal, vertical) or 4 (top, left, bottom, right); found \(items.count)."))
                }
            }
            for side in sides {
                guard setSides.insert(side).inserted else {
                    return .failure(ValueProblem("The \(side) inset is set twice.", range: item.range))
                }
                insets.set(side, to: item.value)
            }
        }
        return .success(insets)
    }

    private static func sides(of label: String) -> [String] {
        switch label {
        case "all": ["top", "left", "bottom", "right"]
        case "horizontal": ["left", "right"]
        case "vertical": ["top", "bottom"]
        default: [label]
        }
    }

    private mutating func set(_ side: String, to value: Double) {
        switch side {
        case "top": top = value
        case "left": left = value
        case "bottom": bottom = value
        default: right = value
        }
    }
}
