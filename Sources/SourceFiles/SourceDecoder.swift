import Support

/// Turns the bytes of a file into text the analysis can use, without ever failing.
///
/// UTF-8 is expected, with or without a byte-order mark; a UTF-16 byte-order mark is honoured.
/// Bytes that are not valid UTF-8 become U+FFFD in the text, and each run of them is
/// reported as `xml.invalid-utf8` at the replacement character, so the file is still
/// analyzed and the user sees where the damage is.
public enum SourceDecoder {
    /// The diagnostic code for bytes that are not valid UTF-8 (XML parsers reject them).
    public static let invalidUTF8Code = "xml.invalid-utf8"
    /// At most this many `xml.invalid-utf8` diagnostics per file: a binary file is one
    /// problem, not thousands.
    public static let maximumEncodingDiagnostics = 20

    public struct Decoded: Sendable {
        public var text: String
        public var diagnostics: [Diagnostic]
    }

    public static func decode(_ bytes: [UInt8]) -> Decoded {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return decodeUTF8(bytes[3...])
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return Decoded(text: decodeUTF16(bytes[2...], littleEndian: true), diagnostics: [])
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return Decoded(text: decodeUTF16(bytes[2...], littleEndian: false), diagnostics: [])
        }
        return decodeUTF8(bytes[...])
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>) -> Decoded {
        if let text = String(validating: bytes, as: UTF8.self) {
            return Decoded(text: text, diagnostics: [])
        }
        return repairUTF8(bytes)
    }

    /// Replaces every maximal run of invalid bytes by one U+FFFD and reports its range in the
    /// repaired text. Linear in the input.
    private static func repairUTF8(_ bytes: ArraySlice<UInt8>) -> Decoded {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 16)
        var diagnostics: [Diagnostic] = []
        var invalidRuns = 0
        var index = bytes.startIndex
        var inInvalidRun = false
        while index < bytes.endIndex {
            let width = validSequenceWidth(bytes, at: index)
            if width > 0 {
                output.append(contentsOf: bytes[index..<(index + width)])
                index += width
                inInvalidRun = false
                continue
            }
            if !inInvalidRun {
                invalidRuns += 1
                let start = output.count
                output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                if diagnostics.count < maximumEncodingDiagnostics {
                    diagnostics.append(Diagnostic(
                        code: invalidUTF8Code,
                        severity: .error,
                        message: "bytes that are not valid UTF-8 (shown as \u{FFFD}); save the file as UTF-8",
                        range: start..<output.count
                    ))
                }
                inInvalidRun = true
            }
            index += 1
        }
        if invalidRuns > maximumEncodingDiagnostics, var last = diagnostics.popLast() {
            let more = invalidRuns - maximumEncodingDiagnostics
            last.message += " (and \(more) more invalid sequence\(more == 1 ? "" : "s") in this file)"
            diagnostics.append(last)
        }
        return Decoded(text: String(decoding: output, as: UTF8.self), diagnostics: diagnostics)
    }

    /// The length of the well-formed UTF-8 sequence starting at `index`, or 0 if there is none
    /// (overlong forms, surrogates and values past U+10FFFF are not well-formed).
    private static func validSequenceWidth(_ bytes: ArraySlice<UInt8>, at index: Int) -> Int {
        let lead = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.endIndex && range.contains(bytes[index + offset])
        }
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    private static func decodeUTF16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(littleEndian ? first | second << 8 : first << 8 | second)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
