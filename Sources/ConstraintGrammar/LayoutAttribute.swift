import Support
/// A `layout:` attribute, named without its prefix (`below`, `compressionPriority.horizontal`).
///
/// 21 attributes hold constraint lists; each expands to one or more parts, and every part is a
/// separate parse of the same value with its own anchor, default target anchor and inset sign.
/// The 7 others hold a layout id or a priority.
public struct LayoutAttribute: Hashable, Sendable {
    /// One expanded part of a constraint attribute (`edges` has four).
    public struct Part: Hashable, Sendable {
        /// The part's name as the generator spells it, capitalised into renamed fields (`Left`).
        public let name: String
        /// The anchor of the view that carries the attribute.
        public let anchor: LayoutAnchor
        /// The target's anchor when the value names none.
        public let defaultTargetAnchor: LayoutAnchor
        /// `+1` or `-1`: `inset(n)` adds `n × insetSign` to the constant.
        public let insetSign: Double
    }

    public enum Kind: Hashable, Sendable {
        /// A `;`-separated constraint list, parsed once per part.
        case constraints([Part])
        /// `layout:id`: the name constraints use as `id:NAME`.
        case layoutID
        /// A priority without `@`: `required`, `high`, `medium`, `low` or a number.
        case priority
    }

    /// The name without `layout:`.
    public let name: String
    public let kind: Kind
    /// One sentence for hover.
    public let summary: String

    public var isConstraint: Bool {
        if case .constraints = kind { return true }
        return false
    }

    /// The expanded parts; empty for the non-constraint attributes.
    public var parts: [Part] {
        if case .constraints(let parts) = kind { return parts }
        return []
    }

    /// The attribute with this exact name (case-sensitive, without `layout:`).
    public static func named(_ name: String) -> LayoutAttribute? {
        index(named: name[...]).map { all[$0] }
    }

    /// The position in `all` of the attribute with this exact name: for loops over every
    /// attribute of a document, which key their tables by attribute and should not hash names.
    public static func index(named name: Substring) -> Int? {
        var name = name
        return name.withUTF8 { index(named: $0) }
    }

    /// The same for the name's UTF-8 bytes.
    public static func index(named utf8: UnsafeBufferPointer<UInt8>) -> Int? {
        let table = nameBytesByLength
        guard utf8.count < table.count else { return nil }
        for (index, bytes) in table[utf8.count] where bytes.withUnsafeBufferPointer({ $0.elementsEqual(utf8) }) {
            return index
        }
        return nil
    }

    /// The closest known name to an unknown one, for did-you-mean.
    public static func suggestion(forUnknown name: String) -> String? {
        DidYouMean.nearestIgnoringCase(to: name, among: allNames)
    }

    /// Every attribute, constraint attributes first.
    public static let all: [LayoutAttribute] = constraintAttributes + otherAttributes

    /// The 28 names, for completion.
    public static let allNames: [String] = all.map(\.name)

    /// Positions in `all` and spellings, by the length of the name in UTF-8: two or three
    /// names share a length.
    private static let nameBytesByLength: [[(index: Int, bytes: [UInt8])]] = {
        var table = Array(repeating: [(index: Int, bytes: [UInt8])](), count: (allNames.map(\.utf8.count).max() ?? 0) + 1)
        for (index, name) in allNames.enumerated() { table[name.utf8.count].append((index, Array(name.utf8))) }
        return table
    }()
}

extension LayoutAttribute {
    private static func part(_ anchor: LayoutAnchor, _ target: LayoutAnchor? = nil, name: String? = nil, inset: Double) -> Part {
        Part(name: name ?? anchor.rawValue, anchor: anchor, defaultTargetAnchor: target ?? anchor, insetSign: inset)
    }

    private static func single(_ anchor: LayoutAnchor, inset: Double, _ summary: String) -> LayoutAttribute {
        LayoutAttribute(name: anchor.rawValue, kind: .constraints([part(anchor, inset: inset)]), summary: summary)
    }

    private static let left = part(.left, inset: 1)
    private static let right = part(.right, inset: -1)
    private static let top = part(.top, inset: 1)
    private static let bottom = part(.bottom, inset: -1)

    static let constraintAttributes: [LayoutAttribute] = [
        single(.leading, inset: 1, "Constrains the leading edge; by default to the target's leading edge."),
        single(.trailing, inset: -1, "Constrains the trailing edge; by default to the target's trailing edge."),
        single(.left, inset: 1, "Constrains the left edge; by default to the target's left edge."),
        single(.right, inset: -1, "Constrains the right edge; by default to the target's right edge."),
        single(.top, inset: 1, "Constrains the top edge; by default to the target's top edge."),
        single(.bottom, inset: -1, "Constrains the bottom edge; by default to the target's bottom edge."),
        single(.width, inset: -1, "Constrains the width; a number alone sets it to a constant."),
        single(.height, inset: -1, "Constrains the height; a number alone sets it to a constant."),
        single(.centerX, inset: -1, "Constrains the horizontal centre; by default to the target's centre."),
        single(.centerY, inset: -1, "Constrains the vertical centre; by default to the target's centre."),
        single(.firstBaseline, inset: -1, "Constrains the first baseline; by default to the target's first baseline."),
        single(.lastBaseline, inset: -1, "Constrains the last baseline; by default to the target's last baseline."),
        single(.size, inset: -1, "Constrains width and height together."),
        LayoutAttribute(name: "before", kind: .constraints([part(.trailing, .leading, name: "before", inset: 1)]),
                        summary: "Places the view before the target: its trailing edge to the target's leading edge."),
        LayoutAttribute(name: "after", kind: .constraints([part(.leading, .trailing, name: "after", inset: -1)]),
                        summary: "Places the view after the target: its leading edge to the target's trailing edge."),
        LayoutAttribute(name: "above", kind: .constraints([part(.bottom, .top, name: "above", inset: 1)]),
                        summary: "Places the view above the target: its bottom edge to the target's top edge."),
        LayoutAttribute(name: "below", kind: .constraints([part(.top, .bottom, name: "below", inset: -1)]),
                        summary: "Places the view below the target: its top edge to the target's bottom edge."),
        LayoutAttribute(name: "edges", kind: .constraints([left, right, top, bottom]),
                        summary: "Constrains left, right, top and bottom (not leading/trailing) with the same value."),
        LayoutAttribute(name: "fillHorizontally", kind: .constraints([left, right]),
                        summary: "Constrains left and right with the same value."),
        LayoutAttribute(name: "fillVertically", kind: .constraints([top, bottom]),
                        summary: "Constrains top and bottom with the same value."),
        LayoutAttribute(name: "center", kind: .constraints([part(.centerX, inset: -1), part(.centerY, inset: -1)]),
                        summary: "Constrains both centres with the same value."),
    ]

    static let otherAttributes: [LayoutAttribute] = [
        LayoutAttribute(name: "id", kind: .layoutID,
                        summary: "Names the view for constraints (`id:NAME`); generates the variable `named_NAME`."),
        LayoutAttribute(name: "compressionPriority", kind: .priority,
                        summary: "Content compression resistance priority on both axes."),
        LayoutAttribute(name: "compressionPriority.horizontal", kind: .priority,
                        summary: "Horizontal content compression resistance priority."),
        LayoutAttribute(name: "compressionPriority.vertical", kind: .priority,
                        summary: "Vertical content compression resistance priority."),
        LayoutAttribute(name: "huggingPriority", kind: .priority,
                        summary: "Content hugging priority on both axes."),
        LayoutAttribute(name: "huggingPriority.horizontal", kind: .priority,
                        summary: "Horizontal content hugging priority."),
        LayoutAttribute(name: "huggingPriority.vertical", kind: .priority,
                        summary: "Vertical content hugging priority."),
    ]
}
