import SchemaModel
import XMLSyntax

/// The colors a document's color values show, for editors that draw swatches and pickers
/// (`textDocument/documentColor`): `#RRGGBB[AA]`, UIKit's named colors, `theme.NAME` through
/// the default theme of the document's application description, and asset-catalog colors, as
/// `ShownColor` reads them. Values with modifiers get no swatch rather than a wrong one.
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
                      let color = ShownColor.of(value.decoded.value, resources: resources) else { continue }
                swatches.append(Swatch(range: value.range, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha))
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
}

private extension String {
    func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
