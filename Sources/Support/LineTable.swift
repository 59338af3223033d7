/// Converts between UTF-8 byte offsets in a text and line/column positions: the one position
/// table of the product (documents and the protocol, `--check`'s output, Swift files' ranges).
///
/// Everything inside the product measures text in UTF-8 offsets; positions in lines and
/// UTF-16 or UTF-8 code units, or characters (Unicode scalars), exist only at the edges: the
/// protocol, the CLI output and the Swift files' ranges. Line breaks are LF, CRLF and lone CR,
/// as the LSP specification defines them. In a text with non-ASCII bytes, scalar and UTF-16
/// counts are kept at checkpoints every 64 bytes, so a column costs a binary search and at most
/// 64 steps however long the line: many positions on one huge line stay linear.
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

    /// A zero-based line with its zero-based column in every unit.
    public struct Columns: Hashable, Sendable {
        public var line: Int
        public var utf8Column: Int
        public var utf16Column: Int
        /// In Unicode scalars (the CLI's columns, 1-based there).
        public var characterColumn: Int

        public init(line: Int, utf8Column: Int, utf16Column: Int, characterColumn: Int) {
            self.line = line
            self.utf8Column = utf8Column
            self.utf16Column = utf16Column
            self.characterColumn = characterColumn
        }
    }

    /// The text itself, not a copy of its bytes: a large file's table lives through its whole
    /// check beside the text, and a copy was as large as the file (25 MB of a 25 MB file's
    /// peak). Read through `withUTF8`.
    public let text: String
    /// UTF-8 offset at which each line starts; the first is always 0.
    public let lineStarts: [Int]
    /// Whether every byte is ASCII: then every column is a byte count, and a position in a
    /// line of 400 KB costs no more than one in a short line.
    private let isASCII: Bool
    /// Unless the text is ASCII: scalars and UTF-16 units before byte `k * checkpointStride`.
    private let checkpoints: Checkpoints

    private struct Checkpoints: Sendable {
        var scalars: [Int] = []
        var utf16: [Int] = []
    }

    private static let checkpointStride = 64

    public init(_ text: String) {
        self.text = text
        var text = text
        (lineStarts, isASCII, checkpoints) = text.withUTF8 { bytes in
            let (starts, isASCII) = Self.lineStarts(of: bytes)
            return (starts, isASCII, isASCII ? Checkpoints() : Self.checkpoints(of: bytes))
        }
    }

    /// The table of UTF-8 bytes; ill-formed ones read as U+FFFD, as `String` reads them.
    public init(utf8 bytes: [UInt8]) {
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// The text's UTF-8 bytes, borrowed.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        var text = text
        return try text.withUTF8(body)
    }

    /// The offset at which each line of `bytes` starts (after LF, CR LF or a lone CR; the
    /// first is 0), and whether every byte is ASCII, in one pass.
    private static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> (starts: [Int], isASCII: Bool) {
        // Sized by a first count: grown by doubling, a long file's table would touch about
        // twice its final size.
        var breaks = 0
        for byte in bytes where byte == 0x0A || byte == 0x0D { breaks += 1 }
        var starts = [0]
        starts.reserveCapacity(breaks + 1)
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
        let range = min(max(range.lowerBound, 0), old.utf8Count)..<min(max(range.upperBound, 0), old.utf8Count)
        var bytes = Array(old.text.utf8)
        bytes.replaceSubrange(range, with: replacement)
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.count == bytes.count else {
            // An edit that split a character: its bytes read as U+FFFD, so the offsets after
            // it moved. Read the text afresh.
            self = LineTable(text)
            return
        }
        let insertedEnd = range.lowerBound + (bytes.count - old.utf8Count + range.count)
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
        self.text = text
        self.lineStarts = starts
        self.isASCII = old.isASCII ? replacement.allSatisfy { $0 < 0x80 } : !bytes.contains { $0 >= 0x80 }
        self.checkpoints = isASCII ? Checkpoints() : bytes.withUnsafeBufferPointer(Self.checkpoints)
    }

    /// Both kinds of checkpoints of `bytes`.
    private static func checkpoints(of bytes: UnsafeBufferPointer<UInt8>) -> Checkpoints {
        var result = Checkpoints(scalars: [0], utf16: [0])
        result.scalars.reserveCapacity(bytes.count / checkpointStride + 1)
        result.utf16.reserveCapacity(bytes.count / checkpointStride + 1)
        var scalarCount = 0, unitCount = 0
        var start = 0
        while start + checkpointStride <= bytes.count {
            let (chunkScalars, chunkUnits) = counts(inStrideAt: start, of: UnsafeRawBufferPointer(bytes))
            scalarCount += chunkScalars
            unitCount += chunkUnits
            result.scalars.append(scalarCount)
            result.utf16.append(unitCount)
            start += checkpointStride
        }
        return result
    }

    /// Scalars and UTF-16 units in the `checkpointStride` bytes at `start`, eight bytes at a
    /// time: a scalar starts at every byte but a continuation (`10xxxxxx`), and a four-byte one
    /// (lead `11110xxx`) takes two units.
    private static func counts(inStrideAt start: Int, of buffer: UnsafeRawBufferPointer) -> (scalars: Int, units: Int) {
        let lowBits: UInt64 = 0x0101_0101_0101_0101
        var continuations = 0, fourByteLeads = 0
        for offset in Swift.stride(from: start, to: start + checkpointStride, by: 8) {
            let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            // Bit 0 of each byte: bit 7 set and bit 6 clear; bits 7 to 4 all set.
            let continuation = (word >> 7) & ~(word >> 6) & lowBits
            let fourByteLead = (word >> 7) & (word >> 6) & (word >> 5) & (word >> 4) & lowBits
            // The per-byte bits summed into the top byte by one multiplication.
            continuations += Int((continuation &* lowBits) >> 56)
            fourByteLeads += Int((fourByteLead &* lowBits) >> 56)
        }
        let scalars = checkpointStride - continuations
        return (scalars, scalars + fourByteLeads)
    }

    /// Scalars and UTF-16 code units in `bytes[0..<offset]`.
    private func counts(before offset: Int) -> (scalars: Int, utf16: Int) {
        if isASCII { return (offset, offset) }
        let checkpoint = offset / Self.checkpointStride
        var scalars = checkpoints.scalars[checkpoint]
        var units = checkpoints.utf16[checkpoint]
        withUTF8 { bytes in
            for byte in bytes[(checkpoint * Self.checkpointStride)..<offset] where byte & 0xC0 != 0x80 {
                scalars += 1
                units += byte >= 0xF0 ? 2 : 1
            }
        }
        return (scalars, units)
    }

    /// The nearest character boundary at or before `offset`, inside the text.
    public func boundary(atOrBefore offset: Int) -> Int {
        withUTF8 { bytes in
            var clamped = min(max(offset, 0), bytes.count)
            while clamped > 0, clamped < bytes.count, Self.isContinuation(bytes[clamped]) { clamped -= 1 }
            return clamped
        }
    }

    /// The line and columns of a UTF-8 offset, clamped to the text and rounded down to the
    /// start of the character it falls in.
    public func columns(of offset: Int) -> Columns {
        let clamped = boundary(atOrBefore: offset)
        let line = line(containing: clamped)
        let lineStart = lineStarts[line]
        let (scalarsAtOffset, unitsAtOffset) = counts(before: clamped)
        let (scalarsAtLine, unitsAtLine) = counts(before: lineStart)
        return Columns(line: line, utf8Column: clamped - lineStart, utf16Column: unitsAtOffset - unitsAtLine,
                       characterColumn: scalarsAtOffset - scalarsAtLine)
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

    public var lineCount: Int { lineStarts.count }
    public var utf8Count: Int { text.utf8.count }

    /// The line containing `offset` (an offset at a line break belongs to the line it ends).
    public func line(containing offset: Int) -> Int {
        let clamped = min(max(offset, 0), utf8Count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// UTF-8 offset where `line`'s content ends, before its line break.
    public func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return utf8Count }
        return withUTF8 { bytes in
            var end = lineStarts[line + 1]
            if end > lineStarts[line], bytes[end - 1] == 0x0A { end -= 1 }
            if end > lineStarts[line], bytes[end - 1] == 0x0D { end -= 1 }
            return end
        }
    }

    /// The position of a UTF-8 offset. Offsets inside a multi-byte character round down.
    public func position(of offset: Int, encoding: Encoding = .utf16) -> LineCharacter {
        let clamped = min(max(offset, 0), utf8Count)
        let line = line(containing: clamped)
        let start = lineStarts[line]
        switch encoding {
        case .utf8:
            return LineCharacter(line: line, character: clamped - start)
        case .utf16:
            if isASCII { return LineCharacter(line: line, character: clamped - start) }
            return LineCharacter(line: line, character: counts(before: boundary(atOrBefore: clamped)).utf16 - counts(before: start).utf16)
        }
    }

    /// The UTF-8 offset of a position. Lines past the end clamp to the end of the text, and
    /// characters past the end of a line clamp to the end of its content, as LSP requires.
    public func offset(of position: LineCharacter, encoding: Encoding = .utf16) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lineStarts.count else { return utf8Count }
        let start = lineStarts[position.line]
        let end = contentEnd(ofLine: position.line)
        let wanted = max(position.character, 0)
        switch encoding {
        case .utf8:
            return withUTF8 { bytes in
                var offset = min(start + wanted, end)
                while offset > start, offset < bytes.count, Self.isContinuation(bytes[offset]) { offset -= 1 }
                return offset
            }
        case .utf16:
            if isASCII { return min(start + wanted, end) }
            return withUTF8 { bytes in
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
