/// Converts between UTF-8 byte offsets in a text and line/character positions.
///
/// Everything inside the product measures text in UTF-8 offsets; positions in lines and
/// UTF-16 (or UTF-8) code units exist only at the edges: the protocol and the CLI output.
/// Line breaks are LF, CRLF and lone CR, as the LSP specification defines them.
public struct LineTable: Sendable {
    /// The unit in which a position's `character` counts.
    public enum Encoding: String, Sendable, CaseIterable {
        case utf8 = "utf-8"
        case utf16 = "utf-16"
    }

    /// A zero-based line and character, the character counted in `Encoding` units.
    public struct LineCharacter: Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var character: Int
        public init(line: Int, character: Int) {
            self.line = line
            self.character = character
        }
        public var description: String { "\(line):\(character)" }
    }

    private let bytes: [UInt8]
    /// UTF-8 offset at which each line starts; the first is always 0.
    public let lineStarts: [Int]
    /// Whether every byte is ASCII: then a UTF-16 column is a byte count, and a position in a
    /// line of 400 KB costs no more than one in a short line.
    private let isASCII: Bool

    public init(_ text: String) {
        self.init(utf8: Array(text.utf8))
    }

    public init(utf8 bytes: [UInt8]) {
        self.bytes = bytes
        (lineStarts, isASCII) = bytes.withUnsafeBufferPointer(Self.lineStarts)
    }

    /// The offset at which each line of `bytes` starts (after LF, CR LF or a lone CR; the
    /// first is 0), and whether every byte is ASCII, in one pass.
    package static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> (starts: [Int], isASCII: Bool) {
        var starts = [0]
        var index = 0
        var highBits: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            highBits |= byte
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return (starts, highBits < 0x80)
    }

    /// The table of the text with the bytes in `range` replaced by `replacement`: lines before
    /// the edit are kept, those after it shifted, and only the edited stretch is read again,
    /// so an edit costs in proportion to the edit (plus one copy of the bytes), not the text.
    public init(replacing range: Range<Int>, in old: LineTable, with replacement: some Collection<UInt8>) {
        let range = min(max(range.lowerBound, 0), old.bytes.count)..<min(max(range.upperBound, 0), old.bytes.count)
        var bytes = old.bytes
        bytes.replaceSubrange(range, with: replacement)
        let insertedEnd = range.lowerBound + (bytes.count - old.bytes.count + range.count)
        let delta = insertedEnd - range.upperBound
        // Whether offset `p` starts a line depends on the bytes at p - 1 and p alone, so only
        // offsets from the edit's start to the end of what it inserted can change.
        var starts = Array(old.lineStarts[..<old.lineStarts.partitioningIndex { $0 >= range.lowerBound }])
        if starts.isEmpty { starts.append(0) }
        for offset in stride(from: max(range.lowerBound, 1), through: insertedEnd, by: 1) where Self.startsLine(at: offset, in: bytes) {
            starts.append(offset)
        }
        let firstKept = old.lineStarts.partitioningIndex { $0 > range.upperBound }
        starts.reserveCapacity(starts.count + old.lineStarts.count - firstKept)
        for start in old.lineStarts[firstKept...] { starts.append(start + delta) }
        self.bytes = bytes
        self.lineStarts = starts
        self.isASCII = old.isASCII ? replacement.allSatisfy { $0 < 0x80 } : !bytes.contains { $0 >= 0x80 }
    }

    /// Whether a line starts at `offset` (0 < offset ≤ count): after LF, or after a CR that no
    /// LF follows.
    private static func startsLine(at offset: Int, in bytes: [UInt8]) -> Bool {
        switch bytes[offset - 1] {
        case 0x0A: true
        case 0x0D: offset == bytes.count || bytes[offset] != 0x0A
        default: false
        }
    }

    /// The text's UTF-8 bytes.
    public var utf8: [UInt8] { bytes }

    public var lineCount: Int { lineStarts.count }
    public var utf8Count: Int { bytes.count }

    /// The line containing `offset` (an offset at a line break belongs to the line it ends).
    public func line(containing offset: Int) -> Int {
        Self.line(containing: offset, lineStarts: lineStarts, byteCount: bytes.count)
    }

    /// UTF-8 offset where `line`'s content ends, before its line break.
    public func contentEnd(ofLine line: Int) -> Int {
        Self.contentEnd(ofLine: line, lineStarts: lineStarts, bytes: bytes)
    }

    /// `line(containing:)` over line starts kept elsewhere (`lineStarts(of:)`'s).
    package static func line(containing offset: Int, lineStarts: [Int], byteCount: Int) -> Int {
        let clamped = min(max(offset, 0), byteCount)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// `contentEnd(ofLine:)` over line starts and bytes kept elsewhere.
    package static func contentEnd<Bytes: RandomAccessCollection<UInt8>>(
        ofLine line: Int, lineStarts: [Int], bytes: Bytes
    ) -> Int where Bytes.Index == Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
        if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The position of a UTF-8 offset. Offsets inside a multi-byte character round down.
    public func position(of offset: Int, encoding: Encoding = .utf16) -> LineCharacter {
        let clamped = min(max(offset, 0), bytes.count)
        let line = line(containing: clamped)
        let start = lineStarts[line]
        switch encoding {
        case .utf8:
            return LineCharacter(line: line, character: clamped - start)
        case .utf16:
            if isASCII { return LineCharacter(line: line, character: clamped - start) }
            var units = 0
            var index = start
            while index < clamped {
                let width = Self.scalarWidth(leadByte: bytes[index])
                if index + width > clamped { break }
                units += width == 4 ? 2 : 1
                index += width
            }
            return LineCharacter(line: line, character: units)
        }
    }

    /// The UTF-8 offset of a position. Lines past the end clamp to the end of the text, and
    /// characters past the end of a line clamp to the end of its content, as LSP requires.
    public func offset(of position: LineCharacter, encoding: Encoding = .utf16) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return bytes.count }
        let start = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        let wanted = max(position.character, 0)
        switch encoding {
        case .utf8:
            var offset = min(start + wanted, end)
            while offset > start, offset < bytes.count, Self.isContinuation(bytes[offset]) { offset -= 1 }
            return offset
        case .utf16:
            if isASCII { return min(start + wanted, end) }
            var units = 0
            var index = start
            while index < end, units < wanted {
                let width = Self.scalarWidth(leadByte: bytes[index])
                units += width == 4 ? 2 : 1
                if units > wanted { break }
                index += width
            }
            return min(index, end)
        }
    }

    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    private static func scalarWidth(leadByte byte: UInt8) -> Int {
        switch byte {
        case 0xF0...: return 4
        case 0xE0...: return 3
        case 0xC0...: return 2
        default: return 1
        }
    }
}

extension Array where Element == Int {
    /// The first index whose element satisfies `isAbove`, for a predicate false then true
    /// along the (sorted) array.
    fileprivate func partitioningIndex(where isAbove: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if isAbove(self[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
