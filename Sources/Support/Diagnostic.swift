/// A problem found in one document, in the product's own terms: UTF-8 offsets into the
/// document's text. The protocol and the CLI convert ranges to line/character at the edge.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error
        case warning
        case information
        case hint

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .information: 2
            case .hint: 3
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// Another place that explains this diagnostic, e.g. the first of two duplicate declarations.
    public struct RelatedLocation: Hashable, Sendable {
        /// The file the location is in; `nil` means the diagnostic's own document.
        public var path: String?
        public var range: Range<Int>
        public var message: String

        public init(path: String? = nil, range: Range<Int>, message: String) {
            self.path = path
            self.range = range
            self.message = message
        }
    }

    /// A text replacement that resolves the diagnostic (offered as a quick fix).
    public struct Fix: Hashable, Sendable {
        public var title: String
        /// UTF-8 offsets into the diagnostic's document, or into `otherFile` when it is set.
        public var range: Range<Int>
        public var replacement: String
        /// The file the edit is in when it is not the diagnostic's document (a Swift file, which
        /// the workspace holds no text of: the edit's positions come with it).
        public var otherFile: OtherFile?

        public init(title: String, range: Range<Int>, replacement: String, otherFile: OtherFile? = nil) {
            self.title = title
            self.range = range
            self.replacement = replacement
            self.otherFile = otherFile
        }
    }

    /// Another file a fix edits, and the edit's range there as an editor counts it.
    public struct OtherFile: Hashable, Sendable {
        public var path: String
        public var start: FilePosition
        public var end: FilePosition

        public init(path: String, start: FilePosition, end: FilePosition) {
            self.path = path
            self.start = start
            self.end = end
        }
    }

    /// A 0-based line and the column in UTF-16 units and in UTF-8 bytes (an editor negotiates either).
    public struct FilePosition: Hashable, Sendable {
        public var line: Int
        public var utf16Column: Int
        public var utf8Column: Int

        public init(line: Int, utf16Column: Int, utf8Column: Int) {
            self.line = line
            self.utf16Column = utf16Column
            self.utf8Column = utf8Column
        }
    }

    /// Stable identifier, e.g. `layout.unknown-anchor`; documented in docs/DIAGNOSTICS.md.
    public var code: String
    public var severity: Severity
    public var message: String
    /// UTF-8 offsets into the document's text.
    public var range: Range<Int>
    public var related: [RelatedLocation]
    public var fixes: [Fix]

    public init(
        code: String,
        severity: Severity,
        message: String,
        range: Range<Int>,
        related: [RelatedLocation] = [],
        fixes: [Fix] = []
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.range = range
        self.related = related
        self.fixes = fixes
    }
}
