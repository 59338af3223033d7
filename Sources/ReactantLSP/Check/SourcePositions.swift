import XMLSyntax

/// Line and column positions of UTF-8 offsets in one file, for the CLI's output formats.
///
/// Columns come in two units: UTF-16 code units (the LSP range of `--format json`) and
/// characters, meaning Unicode scalar values (text, SARIF and GitHub output, 1-based there).
/// Counts are kept at checkpoints every 64 bytes, so each lookup costs a binary search and
/// at most 64 steps, however long the line: many diagnostics on one huge line stay linear.
public struct SourcePositions: Sendable {
    /// A zero-based line with zero-based columns in both units.
    public struct LineColumn: Hashable, Sendable {
        public var line: Int
        public var utf16Column: Int
        public var characterColumn: Int
    }

    /// The text, read in place: a file of many megabytes is not copied to be printed from.
    private let text: String
    /// UTF-8 offset at which each line starts (after LF, CR LF or a lone CR); the first is 0.
    public let lineStarts: [Int]
    private static let stride = 64
    /// Scalars and UTF-16 units before byte `k * stride`.
    private let scalarCheckpoints: [Int]
    private let utf16Checkpoints: [Int]

    public init(text: String) {
        var text = text
        text.makeContiguousUTF8()
        self.text = text
        (lineStarts, scalarCheckpoints, utf16Checkpoints) = text.utf8.withContiguousStorageIfAvailable(Self.tables)!
    }

    /// The line starts and both kinds of checkpoints of `bytes`.
    private static func tables(of bytes: UnsafeBufferPointer<UInt8>) -> (lineStarts: [Int], scalars: [Int], utf16: [Int]) {
        let starts = LineTable.lineStarts(of: bytes).starts
        var scalars: [Int] = [0], units: [Int] = [0]
        scalars.reserveCapacity(bytes.count / Self.stride + 1)
        units.reserveCapacity(bytes.count / Self.stride + 1)
        var scalarCount = 0, unitCount = 0
        var start = 0
        while start + Self.stride <= bytes.count {
            let (chunkScalars, chunkUnits) = Self.counts(inStrideAt: start, of: UnsafeRawBufferPointer(bytes))
            scalarCount += chunkScalars
            unitCount += chunkUnits
            scalars.append(scalarCount)
            units.append(unitCount)
            start += Self.stride
        }
        return (starts, scalars, units)
    }

    /// The text's UTF-8 bytes, for reading around a position (a snippet).
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        text.utf8.withContiguousStorageIfAvailable(body)!
    }

    private var byteCount: Int { text.utf8.count }

    /// The zero-based line holding the UTF-8 `offset` (clamped to the text).
    public func line(containing offset: Int) -> Int {
        LineTable.line(containing: offset, lineStarts: lineStarts, byteCount: byteCount)
    }

    /// UTF-8 offset where `line`'s content ends, before its line break.
    func contentEnd(ofLine line: Int) -> Int {
        withBytes { LineTable.contentEnd(ofLine: line, lineStarts: lineStarts, bytes: $0) }
    }

    /// Scalars and UTF-16 units in the `stride` bytes at `start`, eight bytes at a time: a
    /// scalar starts at every byte but a continuation (`10xxxxxx`), and a four-byte one
    /// (lead `11110xxx`) takes two units.
    private static func counts(inStrideAt start: Int, of buffer: UnsafeRawBufferPointer) -> (scalars: Int, units: Int) {
        let lowBits: UInt64 = 0x0101_0101_0101_0101
        var continuations = 0, fourByteLeads = 0
        for offset in Swift.stride(from: start, to: start + Self.stride, by: 8) {
            let word = UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            // Bit 0 of each byte: bit 7 set and bit 6 clear; bits 7 to 4 all set.
            let continuation = (word >> 7) & ~(word >> 6) & lowBits
            let fourByteLead = (word >> 7) & (word >> 6) & (word >> 5) & (word >> 4) & lowBits
            // The per-byte bits summed into the top byte by one multiplication.
            continuations += Int((continuation &* lowBits) >> 56)
            fourByteLeads += Int((fourByteLead &* lowBits) >> 56)
        }
        let scalars = Self.stride - continuations
        return (scalars, scalars + fourByteLeads)
    }

    /// The position of a UTF-8 offset; offsets are clamped to the text and rounded down to
    /// the start of the character they fall in.
    public func position(of offset: Int) -> LineColumn {
        let clamped = boundary(atOrBefore: offset)
        let line = line(containing: clamped)
        let lineStart = lineStarts[line]
        let (scalarsAtOffset, unitsAtOffset) = counts(before: clamped)
        let (scalarsAtLine, unitsAtLine) = counts(before: lineStart)
        return LineColumn(
            line: line,
            utf16Column: unitsAtOffset - unitsAtLine,
            characterColumn: scalarsAtOffset - scalarsAtLine
        )
    }

    /// The nearest character boundary at or before `offset`, inside the text.
    func boundary(atOrBefore offset: Int) -> Int {
        withBytes { bytes in
            var clamped = min(max(offset, 0), bytes.count)
            while clamped > 0, clamped < bytes.count, bytes[clamped] & 0xC0 == 0x80 { clamped -= 1 }
            return clamped
        }
    }

    /// Scalars and UTF-16 code units in `bytes[0..<offset]`.
    private func counts(before offset: Int) -> (scalars: Int, utf16: Int) {
        let checkpoint = offset / Self.stride
        var scalars = scalarCheckpoints[checkpoint]
        var units = utf16Checkpoints[checkpoint]
        withBytes { bytes in
            var index = checkpoint * Self.stride
            while index < offset {
                let byte = bytes[index]
                if byte & 0xC0 != 0x80 {
                    scalars += 1
                    units += byte >= 0xF0 ? 2 : 1
                }
                index += 1
            }
        }
        return (scalars, units)
    }
}
