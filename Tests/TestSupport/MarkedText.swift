import LanguageServerProtocol

/// A fixture written with markers, and the same text without them.
///
/// The one markup of every test target:
///
/// - `‸` is the cursor (at most one);
/// - `⟦…⟧` marks a range; ranges may nest, touch and be empty (`⟦⟧`);
/// - `⟦name¦…⟧` marks a range with a name (letters, digits, `-`, `_`): `⟦fix¦super⟧`.
///
/// None of `‸ ⟦ ⟧ ¦` occurs in XML fixtures, layout values (`|` and `||` do) or diagnostics.
/// Offsets are UTF-8, as everywhere inside the product; `position(of:in:)` turns them into
/// LSP positions on its own, so the tests do not check the server with the server's line table.
public struct MarkedText: Hashable, Sendable, CustomStringConvertible {
    public static let cursorMarker: Unicode.Scalar = "‸"
    public static let rangeOpen: Unicode.Scalar = "⟦"
    public static let rangeClose: Unicode.Scalar = "⟧"
    public static let nameSeparator: Unicode.Scalar = "¦"

    /// What was wrong with a marked fixture.
    public enum MarkupError: Error, Hashable, CustomStringConvertible {
        case secondCursor(offset: Int)
        case closeWithoutOpen(offset: Int)
        case unclosed(offset: Int)
        case strayNameSeparator(offset: Int)

        public var description: String {
            switch self {
            case .secondCursor(let offset): "a second cursor ‸ at offset \(offset)"
            case .closeWithoutOpen(let offset): "⟧ without ⟦ at offset \(offset)"
            case .unclosed(let offset): "⟦ at offset \(offset) is never closed"
            case .strayNameSeparator(let offset): "¦ outside a range name at offset \(offset)"
            }
        }
    }

    /// One marked range: its name (`nil` when unnamed) and its UTF-8 offsets in `text`.
    public struct Mark: Hashable, Sendable {
        public var name: String?
        public var range: Range<Int>
        public init(name: String? = nil, _ range: Range<Int>) {
            self.name = name
            self.range = range
        }
    }

    /// The text without markers.
    public let text: String
    /// The UTF-8 offset of `‸`, if the fixture has one.
    public let cursorOffset: Int?
    /// Every marked range, named or not, by start and then end.
    public let marks: [Mark]

    /// Parses `marked`; a malformed fixture is a bug of the test and stops it.
    public init(_ marked: String) {
        do { self = try Self.parse(marked) } catch { preconditionFailure("malformed fixture: \(error)\n\(marked)") }
    }

    /// Parses `marked`, reporting a malformed fixture as an error.
    public static func parse(_ marked: String) throws(MarkupError) -> MarkedText {
        var bytes: [UInt8] = []
        var cursor: Int?
        var open: [(name: String?, start: Int)] = []
        var marks: [Mark] = []
        let scalars = Array(marked.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case cursorMarker:
                guard cursor == nil else { throw .secondCursor(offset: bytes.count) }
                cursor = bytes.count
            case rangeOpen:
                // A name is the identifier up to `¦` right after `⟦`.
                var end = index
                while end < scalars.count, isNameScalar(scalars[end]) { end += 1 }
                if end > index, end < scalars.count, scalars[end] == nameSeparator {
                    open.append((String(String.UnicodeScalarView(scalars[index..<end])), bytes.count))
                    index = end + 1
                } else {
                    open.append((nil, bytes.count))
                }
            case rangeClose:
                guard let (name, start) = open.popLast() else { throw .closeWithoutOpen(offset: bytes.count) }
                marks.append(Mark(name: name, start..<bytes.count))
            case nameSeparator:
                throw .strayNameSeparator(offset: bytes.count)
            default:
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        if let unclosed = open.first { throw .unclosed(offset: unclosed.start) }
        marks.sort { ($0.range.lowerBound, $0.range.upperBound, $0.name ?? "") < ($1.range.lowerBound, $1.range.upperBound, $1.name ?? "") }
        return MarkedText(text: String(decoding: bytes, as: UTF8.self), cursorOffset: cursor, marks: marks)
    }

    private init(text: String, cursorOffset: Int?, marks: [Mark]) {
        self.text = text
        self.cursorOffset = cursorOffset
        self.marks = marks
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
        default: false
        }
    }

    // MARK: Offsets

    /// The cursor's UTF-8 offset; the fixture must have one.
    public var cursor: Int {
        guard let cursorOffset else { preconditionFailure("the fixture has no cursor ‸:\n\(text)") }
        return cursorOffset
    }

    /// The unnamed ranges, by start and then end.
    public var ranges: [Range<Int>] { marks.filter { $0.name == nil }.map(\.range) }

    /// The one unnamed range; the fixture must have exactly one.
    public var range: Range<Int> {
        let ranges = ranges
        guard ranges.count == 1 else { preconditionFailure("the fixture has \(ranges.count) unnamed ranges, not one:\n\(text)") }
        return ranges[0]
    }

    /// The ranges named `name`, by start and then end.
    public func ranges(_ name: String) -> [Range<Int>] { marks.filter { $0.name == name }.map(\.range) }

    /// The one range named `name`; the fixture must have exactly one.
    public func range(_ name: String) -> Range<Int> {
        let ranges = ranges(name)
        guard ranges.count == 1 else { preconditionFailure("the fixture has \(ranges.count) ranges named \(name), not one:\n\(text)") }
        return ranges[0]
    }

    /// The text of a UTF-8 range of `text`.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: Array(text.utf8)[range], as: UTF8.self)
    }

    // MARK: Positions

    /// The LSP position of a UTF-8 offset (see `TextPositions`).
    public func position(of offset: Int, in encoding: PositionEncodingKind = .utf16) -> Position {
        TextPositions(text, encoding: encoding).position(of: offset)
    }

    public func lspRange(_ range: Range<Int>, in encoding: PositionEncodingKind = .utf16) -> LSPRange {
        TextPositions(text, encoding: encoding).range(range)
    }

    /// The cursor's position.
    public func cursorPosition(in encoding: PositionEncodingKind = .utf16) -> Position { position(of: cursor, in: encoding) }

    /// The unnamed ranges as LSP ranges.
    public func lspRanges(in encoding: PositionEncodingKind = .utf16) -> [LSPRange] { ranges.map { lspRange($0, in: encoding) } }

    /// The text with its markers written back: `parse(description)` gives this value again.
    public var description: String { Self.marking(text, cursor: cursorOffset, marks: marks) }

    /// `text` with `‸` at `cursor` and `⟦…⟧` around each of `marks`: actual results written
    /// in the fixtures' markup, to compare with the marked fixture as a whole. Ranges that
    /// overlap without nesting cannot be written; they are reported in the text instead.
    public static func marking(_ text: String, cursor: Int? = nil, marks: [Mark]) -> String {
        let marks = marks.sorted { ($0.range.lowerBound, -$0.range.upperBound, $0.name ?? "") < ($1.range.lowerBound, -$1.range.upperBound, $1.name ?? "") }
        for (index, mark) in marks.enumerated() {
            for other in marks[(index + 1)...] where other.range.lowerBound < mark.range.upperBound && other.range.upperBound > mark.range.upperBound {
                return text + "\n(overlapping ranges \(mark.range) and \(other.range) cannot be marked)"
            }
        }
        // At one offset: closings (innermost first), the cursor, empty ranges, openings (outermost first).
        var inserts: [(offset: Int, phase: Int, order: Int, text: String)] = []
        for (number, mark) in marks.enumerated() {
            let open = "⟦" + (mark.name.map { $0 + "¦" } ?? "")
            if mark.range.isEmpty {
                inserts.append((mark.range.lowerBound, 2, number, open + "⟧"))
            } else {
                inserts.append((mark.range.lowerBound, 3, number, open))
                inserts.append((mark.range.upperBound, 0, -number, "⟧"))
            }
        }
        if let cursor { inserts.append((cursor, 1, 0, "‸")) }
        inserts.sort { ($0.offset, $0.phase, $0.order) < ($1.offset, $1.phase, $1.order) }
        var bytes = Array(text.utf8)
        for insert in inserts.reversed() { bytes.insert(contentsOf: Array(insert.text.utf8), at: insert.offset) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with `⟦…⟧` around each of `ranges`.
    public static func marking(_ text: String, cursor: Int? = nil, ranges: [Range<Int>]) -> String {
        marking(text, cursor: cursor, marks: ranges.map { Mark($0) })
    }
}

/// Positions in a text, computed here on their own so that the tests do not check the server
/// with its own line table: lines end at LF, CRLF or CR, as LSP says; characters count in
/// `encoding`'s units (UTF-16 unless told).
public struct TextPositions: Sendable {
    public let text: String
    public let encoding: PositionEncodingKind

    public init(_ text: String, encoding: PositionEncodingKind = .utf16) {
        self.text = text
        self.encoding = encoding
    }

    /// The position of a UTF-8 offset.
    public func position(of offset: Int) -> Position {
        let bytes = Array(text.utf8)
        precondition(offset >= 0 && offset <= bytes.count, "offset \(offset) outside a text of \(bytes.count) bytes")
        var line = 0, lineStart = 0, index = 0
        while index < offset {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D, index < offset, bytes[index] == 0x0A { index += 1 }
            if byte == 0x0A || byte == 0x0D {
                line += 1
                lineStart = index
            }
        }
        let prefix = String(decoding: bytes[lineStart..<offset], as: UTF8.self)
        let character = switch encoding {
        case .utf8: offset - lineStart
        case .utf32: prefix.unicodeScalars.count
        default: prefix.utf16.count
        }
        return Position(line: line, character: character)
    }

    /// The LSP range of UTF-8 offsets.
    public func range(_ range: Range<Int>) -> LSPRange {
        LSPRange(start: position(of: range.lowerBound), end: position(of: range.upperBound))
    }

    /// The range of the `occurrence`-th (from 1) appearance of `needle`.
    public func range(of needle: String, occurrence: Int = 1) -> LSPRange {
        range(Self.offsets(of: needle, in: text, occurrence: occurrence))
    }

    /// The UTF-8 offsets of the `occurrence`-th (from 1) appearance of `needle` in `text`.
    public static func offsets(of needle: String, in text: String, occurrence: Int = 1) -> Range<Int> {
        let bytes = Array(text.utf8), target = Array(needle.utf8)
        var found = 0, start = 0
        while start + target.count <= bytes.count {
            if bytes[start..<(start + target.count)].elementsEqual(target) {
                found += 1
                if found == occurrence { return start..<(start + target.count) }
            }
            start += 1
        }
        preconditionFailure("'\(needle)' occurs fewer than \(occurrence) times in:\n\(text)")
    }
}
