/// What the schema says about one attribute value.
public enum ValueVerdict: Sendable, Hashable {
    /// The generator accepts the value and reads it as written.
    case valid
    /// The generator accepts the value but silently reads it differently from how it looks
    /// (a dropped word, a bad hex color taken as an asset name, …): worth a warning.
    /// (The problem cases are boxed: verdicts are remembered per distinct value, and nearly all
    /// are `valid`, which then takes one word.)
    indirect case questionable(ValueProblem)
    /// The generator, the Swift build or the app would fail on this value: an error.
    indirect case invalid(ValueProblem)

    public var problem: ValueProblem? {
        switch self {
        case .valid: nil
        case .questionable(let problem), .invalid(let problem): problem
        }
    }

    public var isValid: Bool { self == .valid }
    public var isInvalid: Bool { if case .invalid = self { true } else { false } }
}

/// Why a value is invalid or questionable, and what would be right.
public struct ValueProblem: Sendable, Hashable, Error {
    /// One sentence for the user.
    public var message: String
    /// The values that would be accepted here, when there is a short list of them.
    public var expected: [String]
    /// The whole value rewritten with the nearest valid spelling, when one is close enough.
    public var suggestion: String?
    /// The part of the value at fault, as UTF-8 offsets into the value; nil for the whole value.
    public var range: Range<Int>?

    public init(_ message: String, expected: [String] = [], suggestion: String? = nil, range: Range<Int>? = nil) {
        self.message = message
        self.expected = expected
        self.suggestion = suggestion
        self.range = range
    }
}
