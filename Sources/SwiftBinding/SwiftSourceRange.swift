/// A place in a Swift file as an editor counts it: 0-based line, and the column in UTF-16
/// units and in UTF-8 bytes (an editor negotiates either).
///
/// Swift files are not documents the workspace holds, so a range carries its position as well
/// as its UTF-8 offsets: a caller can answer with a location without reading the file again.
public struct SwiftSourcePosition: Hashable, Sendable, Comparable {
    public var line: Int
    public var utf16Column: Int
    public var utf8Column: Int

    public init(line: Int, utf16Column: Int, utf8Column: Int) {
        self.line = line
        self.utf16Column = utf16Column
        self.utf8Column = utf8Column
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.line, lhs.utf16Column) < (rhs.line, rhs.utf16Column)
    }
}

/// A range of a Swift file, as UTF-8 offsets and as editor positions.
public struct SwiftSourceRange: Hashable, Sendable {
    public var utf8: Range<Int>
    public var start: SwiftSourcePosition
    public var end: SwiftSourcePosition

    public init(utf8: Range<Int>, start: SwiftSourcePosition, end: SwiftSourcePosition) {
        self.utf8 = utf8
        self.start = start
        self.end = end
    }
}
