import ReactantAnalysis
import SchemaModel

/// Estimated size of text in the system font, for intrinsic content sizes on a machine
/// without UIKit's fonts. Advances are averages of San Francisco's, in ems, by character
/// class; a line is 1.193 em tall (ascender 0.952 + descender 0.241). Good to a few points for
/// ordinary Latin text; documented in docs/LAYOUT.md.
package struct TextMetrics: Hashable, Sendable {
    /// The point size (UIKit's default for labels is 17).
    package let size: Double
    /// Bold-ish weights are about 5% wider.
    let isBold: Bool

    static let lineHeightFactor = 1.193
    static let ascenderFactor = 0.952

    var lineHeight: Double { (size * Self.lineHeightFactor).rounded(.up) }
    var ascender: Double { size * Self.ascenderFactor }

    /// The width of one line of `text` (the widest line when it holds line breaks).
    func width(of text: String) -> Double {
        var widest = 0.0, current = 0.0
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                widest = max(widest, current)
                current = 0
                continue
            }
            current += Self.advance(of: scalar)
        }
        let ems = max(widest, current)
        return (ems * size * (isBold ? 1.05 : 1)).rounded(.up)
    }

    /// How many lines `text` takes when wrapped at `width` points (words are not split).
    func lineCount(of text: String, wrappedAt width: Double) -> Int {
        guard width > 0 else { return 1 }
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += 1
            var line = 0.0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = self.width(of: String(word))
                let space = line > 0 ? self.width(of: " ") : 0
                if line > 0, line + space + wordWidth > width {
                    lines += 1
                    line = wordWidth
                } else {
                    line += space + wordWidth
                }
            }
        }
        return max(lines, 1)
    }

    /// Average advance of a character class, in ems.
    private static func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case " ": 0.25
        case "i", "l", "j", "I", ".", ",", ":", ";", "!", "|", "'": 0.27
        case "f", "t", "r": 0.36
        case "m", "w", "M", "W": 0.85
        case "A"..."Z": 0.66
        case "0"..."9": 0.6
        case "a"..."z": 0.53
        default: scalar.value < 0x80 ? 0.5 : (scalar.value >= 0x1100 ? 1.0 : 0.6)
        }
    }
}

extension TextMetrics {
    /// The metrics of a `font` value as the generator reads it; `defaultSize` when there is
    /// none, or when its size is not in the file (a theme font).
    package init(font: String?, defaultSize: Double) {
        let value = font.flatMap(FontValue.read)
        self.init(size: value?.size ?? defaultSize, isBold: value?.isBold ?? false)
    }
}
