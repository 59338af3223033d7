import Foundation
import ReactantAnalysis

/// What the layout and its drawing take from the document's app (`ApplicationResources`): the
/// point size of each asset-catalog image whose file could be read, and what the shown theme's
/// image, font and color items stand for. An `ImageView` (or a title-less Button) showing a
/// known image is that image's size; a `theme.NAME` font is measured at the theme's font; the
/// preview paints theme and asset colors and draws bitmap images. A value, so a layout solved
/// with it is solved again only when it changes; `none` for a document of no known app, which
/// is laid out as before (stand-in image sizes, theme fonts at the default size).
public struct LayoutResources: Hashable, Sendable {
    /// Catalog image name → its size in points (as `ApplicationResources.image(named:)` finds it).
    var imageSizes: [String: AssetCatalog.ImageSize] = [:]
    /// Theme image name → the size of the catalog image it names in the default theme.
    var themedImageSizes: [String: AssetCatalog.ImageSize] = [:]
    /// Theme font name → the font value it stands for in the default theme.
    var themedFonts: [String: String] = [:]
    /// Image name (a catalog's, or `theme.NAME`) → its PNG or JPEG file, for the drawing.
    var bitmapFiles: [String: String] = [:]
    /// Color value (an asset color's name, or `theme.NAME`) → the color it shows (`ShownColor`).
    var colors: [String: ShownColor] = [:]

    public static let none = LayoutResources()

    public init() {}

    public init(_ resources: ApplicationResources?) {
        guard let resources else { return }
        for name in resources.imageNames {
            let image = resources.image(named: name)
            if let size = image?.size { imageSizes[name] = size }
            if let file = image?.bitmapFile { bitmapFiles[name] = file }
        }
        for name in resources.colorNames {
            if let color = ShownColor.of(name, resources: resources) { colors[name] = color }
        }
        guard let description = resources.description else { return }
        for name in description.names(of: .image) {
            let image = resources.image(forValue: ThemedValue.prefix + name)
            if let size = image?.size { themedImageSizes[name] = size }
            if let file = image?.bitmapFile { bitmapFiles[ThemedValue.prefix + name] = file }
        }
        for name in description.names(of: .color) {
            if let color = ShownColor.of(ThemedValue.prefix + name, resources: resources) { colors[ThemedValue.prefix + name] = color }
        }
        for name in description.names(of: .font) {
            if let value = resources.fontValue(forThemed: ThemedValue.prefix + name) { themedFonts[name] = value }
        }
    }

    /// The point size of the image an `Image` attribute's value shows (in the default theme for
    /// `theme.NAME`), when the app's catalogs have it and its file could be read.
    package func imageSize(forValue value: String) -> AssetCatalog.ImageSize? {
        if let name = ThemedValue.name(in: value) { return themedImageSizes[name] }
        return imageSizes[value]
    }

    /// The PNG or JPEG file an `Image` attribute's value shows, when the app's catalogs have one.
    package func bitmapFile(forValue value: String) -> String? { bitmapFiles[value] }

    /// The color a `Color` attribute's value shows (in the shown theme for `theme.NAME`), with
    /// an `@alpha(…)` modifier applied; nil where it is not known (`ShownColor`).
    package func color(forValue value: String) -> ShownColor? {
        let parts = value.trimmingCharacters(in: .whitespaces).split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let base = String(parts[0])
        guard let color = ShownColor.of(base, resources: nil) ?? colors[base] else { return nil }
        return parts.count == 2 ? color.applying(modifier: String(parts[1])) : color
    }

    /// A `Font` attribute's value with `theme.NAME` replaced by the default theme's font value;
    /// any other value (or a theme font the app does not declare) as it is.
    package func font(forValue value: String?) -> String? {
        guard let value, let name = ThemedValue.name(in: value), let themed = themedFonts[name] else { return value }
        return themed
    }
}
