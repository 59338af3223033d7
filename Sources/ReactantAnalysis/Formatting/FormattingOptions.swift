/// How a document is laid out: the indentation, the width past which a start tag puts its
/// attributes one per line, and how a start tag's attributes are laid out.
public struct FormattingOptions: Hashable, Sendable {
    /// Columns per indentation level, and the width a tab counts for.
    public var tabSize: Int
    /// Spaces for indentation; otherwise one tab per level (alignment is always spaces).
    public var insertSpaces: Bool
    public var maxLineWidth: Int
    public var attributeLayout: AttributeLayout

    public init(tabSize: Int = 4, insertSpaces: Bool = true, maxLineWidth: Int = 120, attributeLayout: AttributeLayout = .asWritten) {
        self.tabSize = max(1, tabSize)
        self.insertSpaces = insertSpaces
        self.maxLineWidth = max(1, maxLineWidth)
        self.attributeLayout = attributeLayout
    }

    /// The project default: four spaces, 120 columns, attributes laid out as written.
    public static let projectDefault = FormattingOptions()
}

/// Where a start tag's attributes go. Real Reactant UI files put each attribute of a long or
/// many-attribute tag on its own line, one level deeper than the tag, and keep short tags on
/// one line; which tags are short is the author's choice, so `asWritten` (the default) keeps it.
public enum AttributeLayout: String, CaseIterable, Hashable, Sendable {
    /// A tag written on one line stays on one line while it fits; a tag written over several
    /// lines (or too wide) gets one attribute per line, one level deeper than the tag (or the
    /// hanging indent up to a level its author used for every attribute line), a first
    /// attribute written on the tag's line staying there.
    case asWritten = "as-written"
    /// Every tag with two or more attributes gets one attribute per line, one level deeper.
    case onePerLine = "one-per-line"
    /// One line while it fits; past the width, one attribute per line aligned after the tag's
    /// name, the first on the tag's line.
    case aligned
}
