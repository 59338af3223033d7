import Foundation

/// A `backgroundColor` value as the preview paints it: `#RRGGBB`, `#RRGGBBAA` or a UIKit system
/// color name, with an `@alpha(…)` modifier applied (the generator's `Color`); a theme or
/// asset-catalog color, or another modifier, is not known here and gets no paint.
struct PreviewColor: Equatable {
    /// `#rrggbb`.
    let hex: String
    let opacity: Double

    /// UIKit's system colors, as the generator names them (`UIColor.darkGray` is 1/3 white, …).
    static let systemColors: [String: (hex: String, opacity: Double)] = [
        "black": ("#000000", 1), "darkGray": ("#555555", 1), "lightGray": ("#aaaaaa", 1), "white": ("#ffffff", 1),
        "gray": ("#808080", 1), "red": ("#ff0000", 1), "green": ("#00ff00", 1), "blue": ("#0000ff", 1),
        "cyan": ("#00ffff", 1), "yellow": ("#ffff00", 1), "magenta": ("#ff00ff", 1), "orange": ("#ff8000", 1),
        "purple": ("#800080", 1), "brown": ("#996633", 1), "clear": ("#000000", 0),
    ]

    init?(_ value: String) {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        let parts = trimmed.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let base = String(parts[0])
        var opacity: Double
        if base.hasPrefix("#") {
            let digits = base.dropFirst()
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
            hex = "#" + digits.prefix(6).lowercased()
            opacity = digits.count == 8 ? Double(Int(digits.suffix(2), radix: 16) ?? 255) / 255 : 1
        } else if let system = Self.systemColors[base] {
            hex = system.hex
            opacity = system.opacity
        } else {
            return nil
        }
        if parts.count == 2 {
            // Only `@alpha(N)` or `@alpha(N%)` is painted; another modifier changes the hue.
            let modifier = parts[1].filter { !$0.isWhitespace }
            guard modifier.hasPrefix("alpha("), modifier.hasSuffix(")") else { return nil }
            let argument = modifier.dropFirst("alpha(".count).dropLast()
            let number = argument.hasSuffix("%") ? Double(argument.dropLast()).map { $0 / 100 } : Double(argument)
            guard let alpha = number, alpha.isFinite else { return nil }
            opacity = min(max(alpha, 0), 1)
        }
        self.opacity = opacity
    }
}
