/// The fixed words of the constraint language, with what they mean, so that completion and
/// hover can list and explain them without knowing the parser.

/// One of the 13 anchors a constraint can target after `.`.
public enum LayoutAnchor: String, CaseIterable, Hashable, Sendable {
    case top, bottom, leading, trailing, left, right, width, height
    case centerX, centerY, firstBaseline, lastBaseline, size

    /// The anchor spelled exactly `rawValue`. Written out so that a lookup is a few direct
    /// comparisons rather than the generic search over every case's name.
    public init?(rawValue: String) {
        switch rawValue {
        case "top": self = .top
        case "bottom": self = .bottom
        case "leading": self = .leading
        case "trailing": self = .trailing
        case "left": self = .left
        case "right": self = .right
        case "width": self = .width
        case "height": self = .height
        case "centerX": self = .centerX
        case "centerY": self = .centerY
        case "firstBaseline": self = .firstBaseline
        case "lastBaseline": self = .lastBaseline
        case "size": self = .size
        default: return nil
        }
    }

    /// One sentence for hover.
    public var summary: String {
        switch self {
        case .top: "The top edge."
        case .bottom: "The bottom edge."
        case .leading: "The leading edge (left in left-to-right languages)."
        case .trailing: "The trailing edge (right in left-to-right languages)."
        case .left: "The left edge, regardless of writing direction."
        case .right: "The right edge, regardless of writing direction."
        case .width: "The width."
        case .height: "The height."
        case .centerX: "The horizontal centre."
        case .centerY: "The vertical centre."
        case .firstBaseline: "The baseline of the first line of text."
        case .lastBaseline: "The baseline of the last line of text."
        case .size: "Width and height together."
        }
    }
}

/// How a constraint compares its own anchor with the target.
public enum ConstraintRelation: String, CaseIterable, Hashable, Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    /// The canonical spelling after `:`.
    public var canonicalSpelling: String {
        switch self {
        case .equal: "eq"
        case .lessThanOrEqual: "lte"
        case .greaterThanOrEqual: "gte"
        }
    }

    /// The mathematical symbol, for explanations.
    public var symbol: String {
        switch self {
        case .equal: "="
        case .lessThanOrEqual: "≤"
        case .greaterThanOrEqual: "≥"
        }
    }
}

/// A spelling the generator accepts after `:` in the relation position.
public struct RelationSpelling: Hashable, Sendable {
    public let name: String
    public let relation: ConstraintRelation
    public let summary: String

    /// All eight spellings. `:lt` and `:gt` are not strict: the language has no strict relation.
    public static let all: [RelationSpelling] = [
        .init(name: "eq", relation: .equal, summary: "Equal to the target (the default)."),
        .init(name: "equal", relation: .equal, summary: "Equal to the target (the default)."),
        .init(name: "lt", relation: .lessThanOrEqual, summary: "Less than or equal to the target; not strict."),
        .init(name: "lte", relation: .lessThanOrEqual, summary: "Less than or equal to the target."),
        .init(name: "lessOrEqual", relation: .lessThanOrEqual, summary: "Less than or equal to the target."),
        .init(name: "gt", relation: .greaterThanOrEqual, summary: "Greater than or equal to the target; not strict."),
        .init(name: "gte", relation: .greaterThanOrEqual, summary: "Greater than or equal to the target."),
        .init(name: "greaterOrEqual", relation: .greaterThanOrEqual, summary: "Greater than or equal to the target."),
    ]

    /// The spelling with this exact (case-sensitive) name.
    public static func named(_ name: String) -> RelationSpelling? {
        byName[name]
    }

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}

/// A named priority after `@` (or as the whole value of a hugging/compression attribute).
public enum PriorityName: String, CaseIterable, Hashable, Sendable {
    case required, high, medium, low

    /// The priority spelled exactly `rawValue` (a direct switch, for the parser's hot path).
    public init?(rawValue: String) {
        switch rawValue {
        case "required": self = .required
        case "high": self = .high
        case "medium": self = .medium
        case "low": self = .low
        default: return nil
        }
    }

    /// The UIKit priority value the name stands for.
    public var value: Double {
        switch self {
        case .required: 1000
        case .high: 750
        case .medium: 500
        case .low: 250
        }
    }
}

/// UIKit accepts layout priorities in this range and raises at run time outside it.
public let validPriorityRange: ClosedRange<Double> = 1...1000

/// A modifier that adjusts a targeted constraint: `offset(n)`, `inset(n)`, `multiplied(n)`, `divided(n)`.
public enum ConstraintModifierKind: String, CaseIterable, Hashable, Sendable {
    case offset, inset, multiplied, divided

    /// The modifier spelled exactly `rawValue` (a direct switch, for the parser's hot path).
    public init?(rawValue: String) {
        switch rawValue {
        case "offset": self = .offset
        case "inset": self = .inset
        case "multiplied": self = .multiplied
        case "divided": self = .divided
        default: return nil
        }
    }

    public var summary: String {
        switch self {
        case .offset: "Adds the number to the constant, always with a plus sign."
        case .inset: "Adds the number to the constant, signed so that it pulls inward from the target's edge."
        case .multiplied: "Multiplies the multiplier by the number."
        case .divided: "Divides the multiplier by the number."
        }
    }
}

/// The words with a fixed meaning in the target position.
public enum TargetKeyword: String, CaseIterable, Hashable, Sendable {
    case `super`, `self`, safeAreaLayoutGuide, readableContentGuide

    /// The keyword spelled exactly `rawValue` (a direct switch, for the parser's hot path).
    public init?(rawValue: String) {
        switch rawValue {
        case "super": self = .super
        case "self": self = .self
        case "safeAreaLayoutGuide": self = .safeAreaLayoutGuide
        case "readableContentGuide": self = .readableContentGuide
        default: return nil
        }
    }

    public var summary: String {
        switch self {
        case .super: "The parent view."
        case .self: "This view itself."
        case .safeAreaLayoutGuide: "The parent view's safe area layout guide."
        case .readableContentGuide: "The parent view's readable content guide."
        }
    }
}

/// What an identifier inside `[...]` stands for.
public enum ConditionIdentifierKind: Hashable, Sendable {
    /// Device idiom, orientation, `true`/`false`, or `horizontal`/`vertical` alone: a logical test.
    case logical
    /// `compact`/`regular`: only meaningful compared with `horizontal` or `vertical`.
    case sizeClassValue
    /// `horizontal`/`vertical`: a size-class axis, compared with `compact`/`regular`.
    case sizeClassAxis
    /// `width`/`height` of the root view: a number.
    case numeric
}

/// An interface-state identifier usable inside a condition (case-insensitive).
public struct ConditionIdentifier: Hashable, Sendable {
    public let name: String
    public let kind: ConditionIdentifierKind
    public let summary: String

    public static let all: [ConditionIdentifier] = [
        .init(name: "phone", kind: .logical, summary: "True on an iPhone."),
        .init(name: "iphone", kind: .logical, summary: "True on an iPhone."),
        .init(name: "pad", kind: .logical, summary: "True on an iPad."),
        .init(name: "ipad", kind: .logical, summary: "True on an iPad."),
        .init(name: "tv", kind: .logical, summary: "True on an Apple TV."),
        .init(name: "appletv", kind: .logical, summary: "True on an Apple TV."),
        .init(name: "carplay", kind: .logical, summary: "True on CarPlay."),
        .init(name: "landscape", kind: .logical, summary: "True in landscape orientation."),
        .init(name: "portrait", kind: .logical, summary: "True in portrait orientation."),
        .init(name: "horizontal", kind: .sizeClassAxis, summary: "The horizontal size class; compare it with `compact` or `regular`."),
        .init(name: "vertical", kind: .sizeClassAxis, summary: "The vertical size class; compare it with `compact` or `regular`."),
        .init(name: "compact", kind: .sizeClassValue, summary: "The compact size class; only valid compared with `horizontal` or `vertical`."),
        .init(name: "regular", kind: .sizeClassValue, summary: "The regular size class; only valid compared with `horizontal` or `vertical`."),
        .init(name: "true", kind: .logical, summary: "Always true."),
        .init(name: "false", kind: .logical, summary: "Always false."),
        .init(name: "width", kind: .numeric, summary: "The width of the root view, a number."),
        .init(name: "height", kind: .numeric, summary: "The height of the root view, a number."),
    ]

    /// Looks an identifier up case-insensitively, as the generator does.
    public static func named(_ name: String) -> ConditionIdentifier? {
        byName[name.lowercasedIfNeeded]
    }

    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })
}

/// An operator usable between operands inside a condition.
public struct ConditionOperator: Hashable, Sendable {
    public let spelling: String
    public let summary: String

    public static let all: [ConditionOperator] = [
        .init(spelling: "and", summary: "Both sides are true (binds tighter than `or`)."),
        .init(spelling: "or", summary: "At least one side is true."),
        .init(spelling: "==", summary: "Equal; `horizontal == compact` tests a size class."),
        .init(spelling: "!=", summary: "Not equal; only valid as `horizontal != compact` and similar."),
        .init(spelling: ":lt", summary: "Strictly less than (numbers only)."),
        .init(spelling: ":lte", summary: "Less than or equal (numbers only)."),
        .init(spelling: ":gt", summary: "Strictly greater than (numbers only)."),
        .init(spelling: ":gte", summary: "Greater than or equal (numbers only)."),
    ]
}

extension String {
    /// `lowercased()`, without building a new string when nothing needs lowering (the usual case).
    var lowercasedIfNeeded: String {
        utf8.contains { (0x41...0x5A).contains($0) || $0 >= 0x80 } ? lowercased() : self
    }
}
