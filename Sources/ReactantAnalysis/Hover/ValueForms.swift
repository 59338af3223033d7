import SchemaModel

/// What a value of an attribute means, for hover and completion alike: the form values of its
/// type take (the schema type's documentation, the one text both show) and how the generator
/// reads one value (`reading(_:as:)`: a color's components, a font's face and size, insets'
/// four sides…).
enum ValueForms {
    /// The form of the attribute's values, as the schema documents its type.
    static func form(of attribute: AttributeDeclaration) -> String? {
        attribute.type.documentation
    }

    /// How the generator reads `value` of the attribute, where that says more than the value
    /// itself; nil for a value it rejects, or one read as written (a number, a Boolean).
    static func reading(_ value: String, as attribute: AttributeDeclaration) -> String? {
        if ThemedValue.name(in: value) != nil { return nil }
        switch attribute.type.syntax {
        case .color: return color(value)
        case .font: return FontValue.read(value).map(font)
        case .text: return text(value)
        case .edgeInsets:
            guard let insets = InsetsValue.read(value) else { return nil }
            return "Read as: top \(number(insets.top)), left \(number(insets.left)), bottom \(number(insets.bottom)), right \(number(insets.right))."
        case .size: return geometry(value, names: ["width", "height"], single: 2)
        case .point: return geometry(value, names: ["x", "y"], single: nil)
        case .rect: return geometry(value, names: ["x", "y", "width", "height"], single: nil)
        default: break
        }
        if attribute.type.name == "Image", !value.isEmpty {
            return "Read as: the asset-catalog image `\(value)` (`UIImage(named:)`)."
        }
        let values = attribute.type.enumeration
        if attribute.type.isEnumeration, values.contains(value) {
            return "`\(value)` is one of the \(values.count) values" + (attribute.type.name.map { " of `\($0)`" } ?? "") + "."
        }
        return nil
    }

    /// What the generator makes of a font value, which can differ from how it looks
    /// (`:bold @17` is bold at 15; `Helvetica@14pt` is Helvetica at 14).
    static func font(_ font: FontValue) -> String {
        let size = number(font.size)
        switch font.face {
        case .system(let weight): return "Read as: the system font, \(weight), at \(size) points."
        case .named(let name): return "Read as: the font named `\(name)` at \(size) points."
        }
    }

    /// A hex color's components, a system color's `UIColor` name, or an asset-catalog color;
    /// then the modifiers, in the order the generator applies them.
    static func color(_ value: String) -> String? {
        let base = String(value.prefix { $0 != "@" })
        let modifiers = value.dropFirst(base.count)
        var reading: String
        if base.hasPrefix("#") {
            let digits = Array(base.dropFirst())
            guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit) else { return nil }
            let channels = stride(from: 0, to: digits.count, by: 2).map { Int(String(digits[$0...$0 + 1]), radix: 16)! }
            reading = "Read as: red \(channels[0]), green \(channels[1]), blue \(channels[2]) of 255"
            reading += channels.count == 4 ? ", alpha \(number(Double(channels[3]) / 255 * 100, places: 1)) %." : ", opaque."
        } else if ValueSyntax.systemColorNames.contains(base) {
            reading = "Read as: the system color `UIColor.\(base)`."
        } else if !base.isEmpty {
            reading = "Read as: the asset-catalog color `\(base)` (`UIColor(named:)`)."
        } else {
            return nil
        }
        if !modifiers.isEmpty { reading += " Then `\(modifiers)`, applied by the generator in order." }
        return reading
    }

    /// The text shown, where case transforms or escapes change it.
    static func text(_ value: String) -> String? {
        if value.hasPrefix(":localized(") { return "Read as: the localized string for the key inside, looked up at run time." }
        guard let shown = ShownText.of(value), shown != value else { return nil }
        return "Read as: the text `\(shown.replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t"))`."
    }

    /// Numbers named in order; `single`: how many names one number fills (a size's both sides).
    static func geometry(_ value: String, names: [String], single: Int?) -> String? {
        guard let numbers = ValueSyntax.dimensions(of: value) else { return nil }
        let filled: [Double]
        if numbers.count == names.count {
            filled = numbers
        } else if numbers.count == 1, let single {
            filled = Array(repeating: numbers[0], count: single)
        } else {
            return nil
        }
        return "Read as: " + zip(names, filled).map { "\($0) \(number($1))" }.joined(separator: ", ") + "."
    }

    static func number(_ value: Double, places: Int = 3) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return rounded.rounded() == rounded ? String(Int(rounded)) : String(rounded)
    }
}
