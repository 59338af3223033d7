import Foundation

/// A color value as it shows on screen, in sRGB components from 0 to 1: what `#RRGGBB[AA]`, a
/// UIKit named color, `theme.NAME` (in the theme shown) or an asset-catalog color stands for.
/// The one reading of a color for the editor's swatches and the preview's paint; a value it
/// cannot know for sure (a modifier, a color defined per appearance or in another color
/// space) has none, rather than a wrong one.
public struct ShownColor: Hashable, Sendable {
    public let red: Double
    public let green: Double
    public let blue: Double
    public let alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// UIKit's named colors as the generator writes them (`UIColor.NAME`), in sRGB.
    static let named: [String: ShownColor] = [
        "black": .gray(0), "darkGray": .gray(1.0 / 3), "lightGray": .gray(2.0 / 3), "white": .gray(1), "gray": .gray(0.5),
        "red": ShownColor(red: 1, green: 0, blue: 0, alpha: 1), "green": ShownColor(red: 0, green: 1, blue: 0, alpha: 1),
        "blue": ShownColor(red: 0, green: 0, blue: 1, alpha: 1), "cyan": ShownColor(red: 0, green: 1, blue: 1, alpha: 1),
        "yellow": ShownColor(red: 1, green: 1, blue: 0, alpha: 1), "magenta": ShownColor(red: 1, green: 0, blue: 1, alpha: 1),
        "orange": ShownColor(red: 1, green: 0.5, blue: 0, alpha: 1), "purple": ShownColor(red: 0.5, green: 0, blue: 0.5, alpha: 1),
        "brown": ShownColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1), "clear": ShownColor(red: 0, green: 0, blue: 0, alpha: 0),
    ]

    static func gray(_ white: Double, alpha: Double = 1) -> ShownColor {
        ShownColor(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `#RRGGBB` or `#RRGGBBAA`, as the generator reads them.
    public init?(hex value: String) {
        let digits = value.dropFirst()
        guard value.hasPrefix("#"), digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit),
              let number = UInt64(digits, radix: 16) else { return nil }
        let rgba = digits.count == 6 ? number << 8 | 0xFF : number
        func component(_ shift: UInt64) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
        self.init(red: component(24), green: component(16), blue: component(8), alpha: component(0))
    }

    /// The color a value shows: a `#` form or a named color, else, with the app's resources,
    /// `theme.NAME` in the theme shown or an asset color. Modifiers are not read here.
    public static func of(_ value: String, resources: ApplicationResources?) -> ShownColor? {
        of(value, resources: resources, followingTheme: true)
    }

    private static func of(_ value: String, resources: ApplicationResources?, followingTheme: Bool) -> ShownColor? {
        if let known = named[value] { return known }
        if let hex = ShownColor(hex: value) { return hex }
        guard let resources else { return nil }
        if let name = ThemedValue.name(in: value) {
            // A theme item names a color value, never another theme item.
            guard followingTheme, let description = resources.description, let theme = resources.shownTheme,
                  let item = description.value(of: .color, named: name, in: theme) else { return nil }
            return of(item.value, resources: resources, followingTheme: false)
        }
        return resources.catalogs.lazy.compactMap { $0.colors[value]?.color }.first
    }

    /// This color with an `@alpha(N)` or `@alpha(N%)` modifier applied (the generator's
    /// `Color`); nil for another modifier, which changes the hue in ways not drawn here.
    public func applying(modifier: String) -> ShownColor? {
        let modifier = modifier.filter { !$0.isWhitespace }
        guard modifier.hasPrefix("alpha("), modifier.hasSuffix(")") else { return nil }
        let argument = modifier.dropFirst("alpha(".count).dropLast()
        let number = argument.hasSuffix("%") ? Double(argument.dropLast()).map { $0 / 100 } : Double(argument)
        guard let number, number.isFinite else { return nil }
        return ShownColor(red: red, green: green, blue: blue, alpha: min(max(number, 0), 1))
    }

    /// `#rrggbb`, for SVG paint (the alpha goes to an opacity of its own).
    public var hexRGB: String {
        func byte(_ component: Double) -> String {
            let value = Int((min(max(component, 0), 1) * 255).rounded())
            return (value < 16 ? "0" : "") + String(value, radix: 16)
        }
        return "#" + byte(red) + byte(green) + byte(blue)
    }

    /// The color of a colorset's `Contents.json` as `UIColor(named:)` gives it with no trait
    /// asked for: the entry for any appearance and idiom, in `srgb`, `extended-srgb` (clamped)
    /// or `gray-gamma`; nil for a catalog's other color spaces or a system color reference.
    static func ofColorSet(_ contents: [String: Any]) -> ShownColor? {
        guard let entries = contents["colors"] as? [[String: Any]],
              let entry = entries.first(where: { $0["appearances"] == nil && ($0["idiom"] as? String ?? "universal") == "universal" }),
              let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else { return nil }
        let space = color["color-space"] as? String ?? "srgb"
        func component(_ key: String) -> Double? {
            let raw = components[key]
            if let number = raw as? Double { return number > 1 ? number / 255 : number }
            guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            // Xcode writes `0.500` (0 to 1), `0x80` or `128` (0 to 255).
            if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if text.contains(".") { return Double(text) }
            return Int(text).map { Double($0) / 255 }
        }
        func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
        let alpha = component("alpha") ?? 1
        switch space {
        case "srgb", "extended-srgb":
            guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
            return ShownColor(red: clamped(red), green: clamped(green), blue: clamped(blue), alpha: clamped(alpha))
        case "gray-gamma", "extended-gray":
            guard let white = component("white") else { return nil }
            return .gray(clamped(white), alpha: clamped(alpha))
        default:
            return nil
        }
    }
}
