import ReactantAnalysis

/// What the layout takes from the document's app (`ApplicationResources`): the point size of
/// each asset-catalog image whose file could be read, and what the default theme's image and
/// font items stand for. An `ImageView` (or a title-less Button) showing a known image is that
/// image's size; a `theme.NAME` font is measured at the theme's font. A value, so a layout
/// solved with it is solved again only when it changes; `none` for a document of no known app,
/// which is laid out as before (stand-in image sizes, theme fonts at the default size).
public struct LayoutResources: Hashable, Sendable {
    /// Catalog image name → its size in points (as `ApplicationResources.image(named:)` finds it).
    var imageSizes: [String: AssetCatalog.ImageSize] = [:]
    /// Theme image name → the size of the catalog image it names in the default theme.
    var themedImageSizes: [String: AssetCatalog.ImageSize] = [:]
    /// Theme font name → the font value it stands for in the default theme.
    var themedFonts: [String: String] = [:]

    public static let none = LayoutResources()

    public init() {}

    public init(_ resources: ApplicationResources?) {
        guard let resources else { return }
        for name in resources.imageNames {
            if let size = resources.image(named: name)?.size { imageSizes[name] = size }
        }
        guard let description = resources.description else { return }
        for name in description.names(of: .image) {
            if let size = resources.image(forValue: ThemedValue.prefix + name)?.size { themedImageSizes[name] = size }
        }
        for name in description.names(of: .font) {
            if let value = resources.fontValue(forThemed: ThemedValue.prefix + name) { themedFonts[name] = value }
        }
    }

    /// The point size of the image an `Image` attribute's value shows (in the default theme for
    /// `theme.NAME`), when the app's catalogs have it and its file could be read.
    func imageSize(forValue value: String) -> AssetCatalog.ImageSize? {
        if let name = ThemedValue.name(in: value) { return themedImageSizes[name] }
        return imageSizes[value]
    }

    /// A `Font` attribute's value with `theme.NAME` replaced by the default theme's font value;
    /// any other value (or a theme font the app does not declare) as it is.
    package func font(forValue value: String?) -> String? {
        guard let value, let name = ThemedValue.name(in: value), let themed = themedFonts[name] else { return value }
        return themed
    }
}
