import SchemaModel
import XMLSyntax

/// The colors a document's color values show, for editors that draw swatches and pickers
/// (`textDocument/documentColor`): `#RRGGBB[AA]`, UIKit's named colors, and `theme.NAME`
/// through the default theme of the document's application description. Values with
/// modifiers, and asset-catalog colors (defined in the catalog's JSON by color space), get
/// no swatch rather than a wrong one.
public enum DocumentColors {
    /// A color value's range (the value as written) and its components from 0 to 1.
    public struct Swatch: Hashable, Sendable {
        public let range: Range<Int>
        public let red: Double
        public let green: Double
        public let blue: Double
        public let alpha: Double
    }

    public static func swatches(in document: NavigationDocument, schema: Schema, resources: ApplicationResources?) -> [Swatch] {
        let context = HoverRequestContext(document: document, schema: schema, workspace: WorkspaceIndex())
        var swatches: [Swatch] = []
        for element in document.tree.elements.indices {
            let attributes = document.tree.elements[element].attributes
            guard !attributes.isEmpty else { continue }
            var declaration: ElementDeclaration?
            var looked = false
            for attribute in attributes {
                guard let value = attribute.value, value.isClosed else { continue }
                if !looked { declaration = context.declaration(of: element); looked = true }
                guard declaration?.attribute(named: attribute.name.qualified)?.type.name == "Color",
                      let rgba = components(of: value.decoded.value, resources: resources) else { continue }
                swatches.append(Swatch(range: value.range, red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3))
            }
        }
        return swatches
    }

    /// How a picked color is written back: `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    public static func presentation(red: Double, green: Double, blue: Double, alpha: Double) -> String {
        func hex(_ component: Double) -> String {
            let byte = Int((min(max(component, 0), 1) * 255).rounded())
            return String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }
        return "#" + hex(red) + hex(green) + hex(blue) + (alpha < 1 ? hex(alpha) : "")
    }

    /// UIKit's named colors as the generator writes them (`UIColor.NAME`), in sRGB.
    static let named: [String: (Double, Double, Double, Double)] = [
        "black": (0, 0, 0, 1), "darkGray": (1.0 / 3, 1.0 / 3, 1.0 / 3, 1), "lightGray": (2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
        "white": (1, 1, 1, 1), "gray": (0.5, 0.5, 0.5, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1), "blue": (0, 0, 1, 1),
        "cyan": (0, 1, 1, 1), "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1), "orange": (1, 0.5, 0, 1),
        "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1), "clear": (0, 0, 0, 0),
    ]

    static func components(of value: String, resources: ApplicationResources?, depth: Int = 0) -> (Double, Double, Double, Double)? {
        if let known = named[value] { return known }
        if value.hasPrefix("theme."), depth == 0, let description = resources?.description,
           let item = description.value(of: .color, named: String(value.dropFirst("theme.".count)), in: description.defaultTheme) {
            return components(of: item.value, resources: resources, depth: 1)
        }
        let digits = value.dropFirst()
        guard value.hasPrefix("#"), digits.count == 6 || digits.count == 8, let number = UInt64(digits, radix: 16) else { return nil }
        let rgba = digits.count == 6 ? number << 8 | 0xFF : number
        func component(_ shift: UInt64) -> Double { Double((rgba >> shift) & 0xFF) / 255 }
        return (component(24), component(16), component(8), component(0))
    }
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
