import Foundation
import ReactantAnalysis
import SchemaModel
import XMLSyntax

/// A view's intrinsic content size as UIKit would report it, estimated from its element:
/// text from the text metrics (a `theme.NAME` font at the app's default theme's font), fixed
/// controls from UIKit's standard sizes, an image at its size in the app's asset catalog
/// (`LayoutResources`). Where a size exists but cannot be known here (an image the app's
/// catalogs do not give, text set in code), a nominal one stands in, so nothing is reported
/// as undetermined that UIKit would size.
struct IntrinsicContentSize: Hashable, Sendable {
    var width: Double?
    var height: Double?
    /// Distances of the first and last baselines from the top, for text.
    var firstBaseline: Double?
    var lastBaseline: Double?
    /// A nominal stand-in: the preview says so instead of claiming a size.
    var isNominal = false
    /// A multi-line label: after a first solve it is re-measured at the width it got.
    var wrapping: Wrapping?

    struct Wrapping: Hashable, Sendable {
        let text: String
        let metrics: TextMetrics
    }

    static let none = IntrinsicContentSize()
    /// Width of text set in code, in points (about ten characters of body text).
    static let nominalTextWidth = 80.0
    static let nominalImageSide = 40.0

    /// - Parameter properties: the view's effective properties (its styles', then its own).
    /// - Parameter resources: the app's image sizes and theme fonts.
    static func of(_ properties: ViewProperties.Values, resources: LayoutResources = .none) -> IntrinsicContentSize {
        func value(_ name: String) -> String? { properties[name] }
        func font(_ name: String) -> String? { resources.font(forValue: value(name)) }
        switch properties.tag {
        case "Label":
            return text(value("text"), font: font("font"), defaultSize: 17, lines: value("numberOfLines").flatMap { Int($0) } ?? 1)
        case "Button":
            let title = value("title") ?? value("title.normal")
            if title == nil, let image = value("image") ?? value("image.normal") {
                // A custom button of only an image is the image's size (no content insets).
                return self.image(image, resources: resources)
            }
            var size = text(title, font: font("titleLabel.font"), defaultSize: 15, lines: 1)
            size.height = max(30, (size.height ?? 0) + 12)
            size.firstBaseline = nil
            size.lastBaseline = nil
            return size
        case "TextField":
            var size = text(value("text") ?? value("placeholder"), font: font("font"), defaultSize: 17, lines: 1)
            let rounded = value("borderStyle") == "roundedRect"
            size.width = size.width.map { $0 + (rounded ? 14 : 0) }
            size.height = size.height.map { rounded ? max(34, $0 + 14) : $0 + 2 }
            size.firstBaseline = nil
            size.lastBaseline = nil
            return size
        case "Switch": return fixed(51, 31)
        case "Stepper": return fixed(94, 32)
        case "Slider": return IntrinsicContentSize(width: nil, height: 31)
        case "ProgressView": return IntrinsicContentSize(width: nil, height: 4)
        case "ActivityIndicator": return value("indicatorStyle") == "whiteLarge" ? fixed(37, 37) : fixed(20, 20)
        case "DatePicker", "PickerView": return fixed(320, 216)
        case "SegmentedControl": return nominal(width: 120, height: 32)
        case "PageControl":
            let pages = value("numberOfPages").flatMap { Int($0) } ?? 0
            return fixed(Double(max(pages, 0)) * 16, 26)
        case "SearchBar": return IntrinsicContentSize(width: nil, height: 56)
        case "NavigationBar", "Toolbar": return IntrinsicContentSize(width: nil, height: 44)
        case "TabBar": return IntrinsicContentSize(width: nil, height: 49)
        case "ImageView":
            // A style that cannot be read may set the image.
            guard let image = value("image") else {
                return properties.isComplete ? .none : nominal(width: nominalImageSide, height: nominalImageSide)
            }
            return self.image(image, resources: resources)
        case "Component":
            // A use of another component sizes itself by its own content, which is not solved
            // here (an inline definition is a container: its children size it).
            return nominal(width: nominalImageSide, height: nominalImageSide)
        default:
            return .none
        }
    }

    /// An image's size: the catalog's, else a nominal square.
    private static func image(_ value: String, resources: LayoutResources) -> IntrinsicContentSize {
        guard let size = resources.imageSize(forValue: value) else { return nominal(width: nominalImageSide, height: nominalImageSide) }
        return fixed(size.width, size.height)
    }

    private static func fixed(_ width: Double, _ height: Double) -> IntrinsicContentSize {
        IntrinsicContentSize(width: width, height: height)
    }

    private static func nominal(width: Double, height: Double) -> IntrinsicContentSize {
        IntrinsicContentSize(width: width, height: height, isNominal: true)
    }

    /// A label's size: one line per line break (or wrapped later when `lines` is 0 or above 1).
    private static func text(_ written: String?, font: String?, defaultSize: Double, lines: Int) -> IntrinsicContentSize {
        let metrics = TextMetrics(font: font, defaultSize: defaultSize)
        guard let shown = written.flatMap(ShownText.of) else {
            return IntrinsicContentSize(
                width: nominalTextWidth, height: metrics.lineHeight, firstBaseline: metrics.ascender,
                lastBaseline: metrics.ascender, isNominal: true)
        }
        let breaks = shown.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
        let lineCount = lines == 1 ? 1 : (lines == 0 ? breaks + 1 : min(lines, breaks + 1))
        let height = Double(lineCount) * metrics.lineHeight
        return IntrinsicContentSize(
            width: shown.isEmpty ? 0 : metrics.width(of: shown), height: shown.isEmpty ? 0 : height,
            firstBaseline: metrics.ascender, lastBaseline: height - metrics.lineHeight + metrics.ascender,
            wrapping: lines == 1 ? nil : Wrapping(text: shown, metrics: metrics))
    }
}
