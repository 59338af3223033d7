import ConstraintGrammar
import LayoutSolver
import ReactantAnalysis

/// A screen the layout is solved for: its size in points, safe-area insets, layout margins and
/// the traits conditions test. Layout diagnostics are computed for every preset and name the
/// ones where a problem shows.
public struct DevicePreset: Hashable, Sendable {
    /// What `--device` and the `layout.device` setting accept.
    public let identifier: String
    /// How messages name it.
    public let displayName: String
    public let width: Double
    public let height: Double
    public let safeAreaInsets: EdgeInsets
    public let traits: InterfaceTraits
    /// The root view's horizontal layout margins (16 on phones, 20 on iPads).
    public let layoutMargin: Double

    init(_ identifier: String, _ displayName: String, idiom: InterfaceTraits.Idiom, width: Double, height: Double,
         insets: EdgeInsets, horizontal: InterfaceTraits.SizeClass, vertical: InterfaceTraits.SizeClass) {
        self.identifier = identifier
        self.displayName = displayName
        self.width = width
        self.height = height
        self.safeAreaInsets = insets
        self.traits = InterfaceTraits(idiom: idiom, horizontalSizeClass: horizontal, verticalSizeClass: vertical,
                                      rootWidth: width, rootHeight: height)
        self.layoutMargin = idiom == .pad ? 20 : 16
    }

    /// Built-in screens, small to large; the first is not the default (see `defaultPreset`).
    public static let all: [DevicePreset] = [
        DevicePreset("iphone-se", "iPhone SE", idiom: .phone, width: 320, height: 568,
                     insets: EdgeInsets(top: 20), horizontal: .compact, vertical: .regular),
        DevicePreset("iphone-8", "iPhone 8", idiom: .phone, width: 375, height: 667,
                     insets: EdgeInsets(top: 20), horizontal: .compact, vertical: .regular),
        DevicePreset("iphone-15", "iPhone 15", idiom: .phone, width: 393, height: 852,
                     insets: EdgeInsets(top: 59, bottom: 34), horizontal: .compact, vertical: .regular),
        DevicePreset("iphone-15-landscape", "iPhone 15 landscape", idiom: .phone, width: 852, height: 393,
                     insets: EdgeInsets(left: 59, bottom: 21, right: 59), horizontal: .compact, vertical: .compact),
        DevicePreset("iphone-15-pro-max", "iPhone 15 Pro Max", idiom: .phone, width: 430, height: 932,
                     insets: EdgeInsets(top: 59, bottom: 34), horizontal: .compact, vertical: .regular),
        DevicePreset("ipad-portrait", "iPad portrait", idiom: .pad, width: 820, height: 1180,
                     insets: EdgeInsets(top: 24, bottom: 20), horizontal: .regular, vertical: .regular),
        DevicePreset("ipad-landscape", "iPad landscape", idiom: .pad, width: 1180, height: 820,
                     insets: EdgeInsets(top: 24, bottom: 20), horizontal: .regular, vertical: .regular),
    ]

    /// The screen hover shows frames for unless the user chooses another.
    public static let defaultPreset = all[2]

    /// A preset by identifier or display name, ignoring case, spaces and dashes.
    public static func named(_ name: String) -> DevicePreset? {
        let key = normalised(name)
        return all.first { normalised($0.identifier) == key || normalised($0.displayName) == key }
    }

    /// A screen of exactly this size with no safe-area insets; size classes follow the size
    /// (a phone below 600 points on the short side; landscape when wider than tall).
    public static func custom(width: Double, height: Double) -> DevicePreset {
        let isPhone = min(width, height) < 600
        let landscape = width > height
        return DevicePreset(
            "\(formatted(width))x\(formatted(height))", "\(formatted(width))×\(formatted(height))",
            idiom: isPhone ? .phone : .pad, width: width, height: height, insets: .zero,
            horizontal: isPhone ? .compact : .regular, vertical: isPhone && landscape ? .compact : .regular)
    }

    private static func normalised(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    private static func formatted(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
