/// Text after XML decoding (character and entity references replaced, line breaks normalised),
/// with a map back to the document, so a problem found in the decoded text can be reported on
/// the characters the user actually wrote.
public struct DecodedText: Hashable, Sendable {
    /// One stretch of decoded text and the document bytes it came from. A verbatim segment maps
    /// byte for byte; a replaced one (`&gt;`, `&#x41;`, a CRLF) maps as a whole.
    struct Segment: Hashable, Sendable {
        var decodedStart: Int
        var decodedLength: Int
        var sourceStart: Int
        var sourceLength: Int
        var isVerbatim: Bool
        var decodedEnd: Int { decodedStart + decodedLength }
        var sourceEnd: Int { sourceStart + sourceLength }
    }

    /// How line breaks and white space are normalised.
    public enum Mode: Sendable {
        /// Attribute values: TAB, LF, CR and CRLF each become one space (XML attribute-value
        /// normalisation, as the generator's XML reader applies it).
        case attributeValue
        /// Text content and CDATA: CRLF and CR become LF.
        case content
        /// CDATA: like content, but `&` is literal.
        case characterData
    }

    /// The decoded value.
    public let value: String
    /// Document range the decoded text came from.
    public let sourceRange: Range<Int>
    /// Empty when nothing was replaced (most values): the text maps byte for byte, and no
    /// map is stored.
    let segments: [Segment]

    /// The one verbatim segment of a text that maps byte for byte.
    private var identity: Segment {
        Segment(
            decodedStart: 0, decodedLength: sourceRange.count,
            sourceStart: sourceRange.lowerBound, sourceLength: sourceRange.count, isVerbatim: true)
    }

    /// The document offset of a decoded UTF-8 offset, read as the start of a range: an offset
    /// inside a reference maps to the reference's start.
    public func documentOffset(forDecoded offset: Int) -> Int {
        guard let segment = segment(containing: offset) else { return sourceRange.lowerBound }
        if offset >= segment.decodedEnd { return segment.sourceEnd }
        if segment.isVerbatim { return segment.sourceStart + (offset - segment.decodedStart) }
        return segment.sourceStart
    }

    /// The document range of a decoded UTF-8 range; a range touching part of a reference
    /// widens to the whole reference.
    public func documentRange(forDecoded range: Range<Int>) -> Range<Int> {
        let lower = documentOffset(forDecoded: range.lowerBound)
        guard range.upperBound > range.lowerBound else { return lower..<lower }
        let last = segment(containing: range.upperBound - 1)!
        let upper: Int
        if last.isVerbatim {
            upper = last.sourceStart + (range.upperBound - last.decodedStart)
        } else {
            upper = last.sourceEnd
        }
        return lower..<max(lower, upper)
    }

    /// The decoded offset of a document offset inside `sourceRange`; an offset inside a
    /// reference maps to the start of its replacement.
    public func decodedOffset(forDocument offset: Int) -> Int {
        guard !segments.isEmpty else { return Self.decodedOffset(forDocument: offset, in: identity) }
        var low = 0
        var high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].sourceStart <= offset { low = mid } else { high = mid - 1 }
        }
        return Self.decodedOffset(forDocument: offset, in: segments[low])
    }

    private static func decodedOffset(forDocument offset: Int, in segment: Segment) -> Int {
        if offset >= segment.sourceEnd { return segment.decodedEnd }
        if offset <= segment.sourceStart { return segment.decodedStart }
        return segment.isVerbatim ? segment.decodedStart + (offset - segment.sourceStart) : segment.decodedStart
    }

    /// The last segment starting at or before `offset` (the final one for the end offset).
    private func segment(containing offset: Int) -> Segment? {
        guard !segments.isEmpty else { return identity }
        var low = 0
        var high = segments.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if segments[mid].decodedStart <= offset { low = mid } else { high = mid - 1 }
        }
        return segments[low]
    }
}

extension DecodedText {
    /// Decodes `bytes[range]`. Unknown entities and malformed references stay as written
    /// (libxml2 reports them); the generator never sees a value from a malformed document.
    /// `verbatim`, when given, is the text of `bytes[range]`, reused when nothing changes.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, mode: Mode, verbatim: String? = nil
    ) -> DecodedText {
        guard let first = firstReplacementCandidate(bytes, range, mode: mode) else {
            let value = verbatim ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            return DecodedText(value: value, sourceRange: range, segments: [])
        }
        var segments: [Segment] = []
        segments.reserveCapacity(8)
        // Decoding never lengthens (a replacement is never longer than what it replaces), so
        // the value is written straight into a string of the source's length.
        let decoded = String(unsafeUninitializedCapacity: range.count) { output in
            var written = 0
            var verbatimStart = range.lowerBound

            func flushVerbatim(upTo end: Int) {
                guard end > verbatimStart else { return }
                let length = end - verbatimStart
                if let last = segments.last, last.isVerbatim, last.sourceEnd == verbatimStart {
                    segments[segments.count - 1].decodedLength += length
                    segments[segments.count - 1].sourceLength += length
                } else {
                    segments.append(Segment(
                        decodedStart: written, decodedLength: length,
                        sourceStart: verbatimStart, sourceLength: length, isVerbatim: true))
                }
                _ = UnsafeMutableBufferPointer(rebasing: output[written..<(written + length)])
                    .initialize(from: UnsafeBufferPointer(rebasing: bytes[verbatimStart..<end]))
                written += length
            }
            func replace(_ source: Range<Int>, with scalar: Unicode.Scalar) {
                flushVerbatim(upTo: source.lowerBound)
                let decodedStart = written
                UTF8.encode(scalar) { unit in
                    output[written] = unit
                    written += 1
                }
                segments.append(Segment(
                    decodedStart: decodedStart, decodedLength: written - decodedStart,
                    sourceStart: source.lowerBound, sourceLength: source.count, isVerbatim: false))
                verbatimStart = source.upperBound
            }

            var index = first
            while index < range.upperBound {
                let byte = bytes[index]
                switch byte {
                case 0x0D:
                    let end = index + 1 < range.upperBound && bytes[index + 1] == 0x0A ? index + 2 : index + 1
                    replace(index..<end, with: mode == .attributeValue ? " " : "\n")
                    index = end
                case 0x0A where mode == .attributeValue, 0x09 where mode == .attributeValue:
                    replace(index..<index + 1, with: " ")
                    index += 1
                case UInt8(ascii: "&") where mode != .characterData:
                    if let (end, scalar) = XMLReferences.parse(bytes, at: index, limit: range.upperBound) {
                        replace(index..<end, with: scalar)
                        index = end
                    } else {
                        index += 1
                    }
                default:
                    index += 1
                }
            }
            if !segments.isEmpty { flushVerbatim(upTo: range.upperBound) }
            return segments.isEmpty ? 0 : written
        }
        // Only ampersands that start no reference: the text maps byte for byte after all.
        guard !segments.isEmpty else {
            let value = verbatim ?? String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            return DecodedText(value: value, sourceRange: range, segments: [])
        }
        return DecodedText(value: decoded, sourceRange: range, segments: segments)
    }

    /// The first byte that decoding might replace, if any.
    private static func firstReplacementCandidate(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, mode: Mode
    ) -> Int? {
        var position = range.lowerBound
        while position < range.upperBound {
            let byte = bytes[position]
            // Every candidate (`&`, CR, LF, TAB) is at most `&`: one comparison for most bytes.
            if byte <= UInt8(ascii: "&") {
                switch byte {
                case 0x0D: return position
                case UInt8(ascii: "&") where mode != .characterData: return position
                case 0x0A, 0x09: if mode == .attributeValue { return position }
                default: break
                }
            }
            position += 1
        }
        return nil
    }
}

/// The five predefined entities and character references.
enum XMLReferences {
    /// A well-formed reference at `start` (which holds `&`): its end and its character.
    /// Entities other than the predefined five are not expanded (the document model keeps
    /// them inert); libxml2 reports the undeclared ones.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, limit: Int) -> (end: Int, scalar: Unicode.Scalar)? {
        var index = start + 1
        let maximumLength = 12
        while index < limit, index - start <= maximumLength, bytes[index] != UInt8(ascii: ";") {
            index += 1
        }
        guard index < limit, bytes[index] == UInt8(ascii: ";") else { return nil }
        let body = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index])
        let end = index + 1
        if body.first == UInt8(ascii: "#") {
            guard let value = characterNumber(body.dropFirst()), isXMLCharacter(value),
                  let scalar = Unicode.Scalar(value) else { return nil }
            return (end, scalar)
        }
        switch body.count {
        case 2 where body[0] == UInt8(ascii: "l") && body[1] == UInt8(ascii: "t"): return (end, "<")
        case 2 where body[0] == UInt8(ascii: "g") && body[1] == UInt8(ascii: "t"): return (end, ">")
        case 3 where body.elementsEqual("amp".utf8): return (end, "&")
        case 4 where body.elementsEqual("apos".utf8): return (end, "'")
        case 4 where body.elementsEqual("quot".utf8): return (end, "\"")
        default: return nil
        }
    }

    /// The number of a character reference after its `#`: ASCII decimal digits, or `x` and
    /// ASCII hexadecimal digits; `nil` when empty, malformed or beyond `UInt32`.
    private static func characterNumber(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32? {
        let isHex = digits.first == UInt8(ascii: "x")
        let body = isHex ? digits.dropFirst() : digits
        guard !body.isEmpty else { return nil }
        var value: UInt64 = 0
        for byte in body {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f") where isHex: digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F") where isHex: digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value * (isHex ? 16 : 10) + UInt64(digit)
            guard value <= UInt64(UInt32.max) else { return nil }
        }
        return UInt32(value)
    }

    /// XML 1.0 `Char`.
    static func isXMLCharacter(_ value: UInt32) -> Bool {
        switch value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
