import Foundation
import ReactantAnalysis
import TestSupport

/// An app with a description of two themes (`day`, the default, and `night`) and a catalog of
/// two images and a color: the resources the layout and the preview read.
package enum ThemedAppFixture {
    package static let description = """
        <Application>
            <Themes default="day"><day/><night/></Themes>
            <Images><shared logo="wide"/><night missing="nothing"/></Images>
            <Fonts><day title=":bold@30"/><night title=":bold@12"/><shared body="20"/></Fonts>
            <Colors><day screen="#112233"/><night screen="brand"/></Colors>
        </Application>
        """

    /// An app folder (the test removes it) with the description and a catalog holding `wide`, a
    /// 40×20 px PNG at 2x (20×10 points), `plain`, a 24×36 px PNG at 1x, and `brand`, #FF8000.
    package static func make() throws -> (root: URL, resources: ApplicationResourceSet) {
        let root = try ScratchDirectory.make("layout-resources")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        try AppResourceFiles.write(description, to: root.appendingPathComponent("App.hyperdrive.xml"))
        try AppResourceFiles.write(#"{"images":[{"filename":"wide.png","scale":"2x"}]}"#,
                                           to: catalog.appendingPathComponent("wide.imageset/Contents.json"))
        try AppResourceFiles.writePNG(width: 40, height: 20, to: catalog.appendingPathComponent("wide.imageset/wide.png"))
        try AppResourceFiles.write(#"{"images":[{"filename":"plain.png","scale":"1x"}]}"#,
                                           to: catalog.appendingPathComponent("plain.imageset/Contents.json"))
        try AppResourceFiles.writePNG(width: 24, height: 36, to: catalog.appendingPathComponent("plain.imageset/plain.png"))
        try AppResourceFiles.write(
            #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0xFF","green":"0x80","blue":"0x00","alpha":"1.000"}}}]}"#,
            to: catalog.appendingPathComponent("brand.colorset/Contents.json"))
        let base = ApplicationResourceDiscovery.standardized(root.path)
        let document = base + "/Views/Screen.ui.xml"
        return (root, ApplicationResourceDiscovery.resourceSet(forDocuments: [(document, document)], root: base))
    }
}
