import ReactantAnalysis

/// Making untrusted text (file content, messages) safe and measurable on a terminal.
enum TerminalText {
    /// Control characters other than tab could move the cursor or start escape sequences;
    /// they are shown as U+FFFD.
    static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            result.append(isControl(scalar) ? "\u{FFFD}" : scalar)
        }
        return String(result)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }

    /// Columns a scalar takes on a terminal: 0 for combining marks and invisible format
    /// characters, 2 for East Asian wide characters and emoji, 1 otherwise.
    static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        if scalar.value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if scalar.properties.isEmojiPresentation { return 2 }
        return wideRanges.contains { $0.contains(scalar.value) } ? 2 : 1
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
