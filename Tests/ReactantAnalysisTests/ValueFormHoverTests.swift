import SchemaModel
import Testing
@testable import ReactantAnalysis
import AnalysisTestSupport
import TestSupport

/// Hover on a value of every value type says what form values of the type take (the schema
/// type's documentation, which completion shows for the same values) and, where it says more
/// than the value, how the generator reads this one.
@Suite struct ValueFormHoverTests {
    /// Hovers `attribute="value"` on `tag` (the cursor inside the value).
    static func hover(_ tag: String, _ attribute: String, _ value: String) -> String? {
        let marked = "<Component><\(tag) \(attribute)=\"\(value.isEmpty ? "‸" : String(value.prefix(1)) + "‸" + value.dropFirst())\"/></Component>"
        return NavigationFixture(marked).hover()?.markdown
    }

    @Test(arguments: [
        // (tag, attribute, value, a phrase of the form, the reading or nil)
        ("Label", "textColor", "#ff8000", "`#RRGGBB` or `#RRGGBBAA`", "Read as: red 255, green 128, blue 0 of 255, opaque."),
        ("Label", "textColor", "#ff000080", "`#RRGGBB` or `#RRGGBBAA`", "Read as: red 255, green 0, blue 0 of 255, alpha 50.2 %."),
        ("Label", "textColor", "red", "a system color name", "Read as: the system color `UIColor.red`."),
        ("View", "backgroundColor", "red@lighter(by: 30%)", "`@modifier(...)`", "Read as: the system color `UIColor.red`. Then `@lighter(by: 30%)`, applied by the generator in order."),
        ("Label", "textColor", "brandBlue", "an asset-catalog color name", "Read as: the asset-catalog color `brandBlue` (`UIColor(named:)`)."),
        ("Label", "font", ":bold@17", "`:weight@size`", "Read as: the system font, bold, at 17 points."),
        ("Label", "font", "Helvetica@14", "`Name@size`", "Read as: the font named `Helvetica` at 14 points."),
        ("ImageView", "image", "star", "An image: an asset-catalog name", "Read as: the asset-catalog image `star` (`UIImage(named:)`)."),
        ("Label", "text", ":uppercased(hello)", "`:uppercased(...)`", "Read as: the text `HELLO`."),
        ("Label", "text", ":localized(greeting)", "`:localized(...)`", "Read as: the localized string for the key inside, looked up at run time."),
        ("Label", "text", "plain", "literal text", nil),
        ("Button", "contentEdgeInsets", "10, 20", "Edge insets", "Read as: top 20, left 10, bottom 20, right 10."),
        ("Button", "contentEdgeInsets", "top: 4", "labelled sides", "Read as: top 4, left 0, bottom 0, right 0."),
        ("Label", "shadowOffset", "3", "A size", "Read as: width 3, height 3."),
        ("Label", "shadowOffset", "width: 2, height: 5", "A size", "Read as: width 2, height 5."),
        ("ScrollView", "contentOffset", "4, 8", "A point", "Read as: x 4, y 8."),
        ("View", "frame", "0, 0, 100, 50.5", "A rectangle", "Read as: x 0, y 0, width 100, height 50.5."),
        ("View", "transform", "rotate(45)", "`rotate(degrees)`", nil),
        ("VisualEffectView", "effect", "blur:dark", "`blur:STYLE`", nil),
        ("View", "contentMode", "scaleAspectFit", "How a view lays out its content", "`scaleAspectFit` is one of the 13 values of `ContentMode`."),
        ("Label", "textAlignment", "center", "Horizontal alignment of text", "`center` is one of the 5 values of `TextAlignment`."),
        ("View", "isHidden", "true", "A Boolean: exactly `true` or `false`.", nil),
        ("Label", "numberOfLines", "2", "A whole number", nil),
        ("View", "alpha", "0.5", "A decimal number", nil),
    ] as [(String, String, String, String, String?)])
    func aValueShowsItsFormAndReading(tag: String, attribute: String, value: String, form: String, reading: String?) throws {
        let markdown = try #require(Self.hover(tag, attribute, value), "no hover on \(tag) \(attribute)=\"\(value)\"")
        #expect(markdown.contains(form), "\(markdown)")
        if let reading {
            #expect(markdown.hasSuffix("\n\n" + reading), "\(markdown)")
        } else {
            #expect(!markdown.contains("Read as:"), "\(markdown)")
        }
    }

    /// A value the generator rejects has its form, and no reading.
    @Test func aRejectedValueHasTheFormAndNoReading() throws {
        let markdown = try #require(Self.hover("Button", "contentEdgeInsets", "1, 2, 3"))
        #expect(markdown.contains("Edge insets") && !markdown.contains("Read as:"), "\(markdown)")
        #expect(ValueForms.color("#12") == nil)
        #expect(ValueForms.geometry("1, 2, 3", names: ["x", "y"], single: nil) == nil)
    }

    /// Completion documents the values it offers with the same text hover shows.
    @Test(arguments: [("View", "contentMode"), ("Label", "textColor"), ("Label", "font"), ("View", "isHidden")])
    func completionShowsTheSameFormAsHover(tag: String, attribute: String) throws {
        let offered = complete("<Component><\(tag) \(attribute)=\"‸\"/></Component>")
        let form = try #require(Schema.embedded.root(named: "Component")?.child(named: tag)?.attribute(named: attribute)?.type.documentation)
        #expect(!offered.isEmpty)
        #expect(offered.allSatisfy { $0.documentation == form }, "\(offered.map(\.documentation))")
        let hovered = try #require(Self.hover(tag, attribute, attribute == "isHidden" ? "true" : attribute == "font" ? ":bold" : attribute == "textColor" ? "red" : "center"))
        #expect(hovered.contains(form))
    }
}
