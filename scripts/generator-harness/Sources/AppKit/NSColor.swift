// Linux stand-in for the few NSColor members the generator's Tokenizer calls
// (Color.swift: component init, named colors, HSB conversion for lighter/darker/saturated/faded).
@_exported import Foundation

public enum NSColorSpaceName { case deviceRGB }

public final class NSColor {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    // Asset-catalog colors do not exist here; AppKit returns nil for unknown names.
    public convenience init?(named name: String) { return nil }

    public convenience init(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let i = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    public func usingColorSpace(_ space: NSColorSpaceName) -> NSColor? { self }

    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?,
                       blue b: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) {
        r?.pointee = red; g?.pointee = green; b?.pointee = blue; a?.pointee = alpha
    }

    public func getHue(_ h: UnsafeMutablePointer<CGFloat>?, saturation s: UnsafeMutablePointer<CGFloat>?,
                       brightness v: UnsafeMutablePointer<CGFloat>?, alpha a: UnsafeMutablePointer<CGFloat>?) {
        let mx = max(red, green, blue), mn = min(red, green, blue), d = mx - mn
        var hue: CGFloat = 0
        if d > 0 {
            if mx == red { hue = ((green - blue) / d).truncatingRemainder(dividingBy: 6) }
            else if mx == green { hue = (blue - red) / d + 2 }
            else { hue = (red - green) / d + 4 }
            hue /= 6
            if hue < 0 { hue += 1 }
        }
        h?.pointee = hue; s?.pointee = mx == 0 ? 0 : d / mx; v?.pointee = mx; a?.pointee = alpha
    }

    private static func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> NSColor { NSColor(red: r, green: g, blue: b, alpha: a) }
    public static var clear: NSColor { rgb(0, 0, 0, 0) }
    public static var red: NSColor { rgb(1, 0, 0) }
    public static var green: NSColor { rgb(0, 1, 0) }
    public static var blue: NSColor { rgb(0, 0, 1) }
    public static var white: NSColor { rgb(1, 1, 1) }
    public static var black: NSColor { rgb(0, 0, 0) }
    public static var gray: NSColor { rgb(0.5, 0.5, 0.5) }
    public static var darkGray: NSColor { rgb(1.0 / 3, 1.0 / 3, 1.0 / 3) }
    public static var lightGray: NSColor { rgb(2.0 / 3, 2.0 / 3, 2.0 / 3) }
    public static var cyan: NSColor { rgb(0, 1, 1) }
    public static var yellow: NSColor { rgb(1, 1, 0) }
    public static var magenta: NSColor { rgb(1, 0, 1) }
    public static var orange: NSColor { rgb(1, 0.5, 0) }
    public static var purple: NSColor { rgb(0.5, 0, 0.5) }
    public static var brown: NSColor { rgb(0.6, 0.4, 0.2) }
}

// Color.swift picks UIColor on every system but macOS.
public typealias UIColor = NSColor
