import Foundation
import Testing
@testable import ReactantAnalysis
@testable import ReactantLayout
import ReactantPreview
import AnalysisTestSupport
import LayoutSolver
import XMLSyntax

/// The preview with the app's resources: colors from the theme shown and the catalog, images
/// from the catalog's files.
@Suite struct PreviewResourceTests {
    /// The preview paints theme colors in the theme shown and asset colors, and draws a catalog's
    /// PNG in its image view as `contentMode` places it: `wide` (20×10 pt) fitted into a 100×100
    /// view is 100×50, centred: it is drawn over the whole view with `xMidYMid meet`; `plain`
    /// at `center` keeps its 24×36 pt, centred in its 100×100 view at (38, 32).
    @Test func thePreviewPaintsTheAppsColorsAndDrawsItsImages() throws {
        let (root, resources) = try ThemedAppFixture.make()
        defer { try? FileManager.default.removeItem(at: root) }
        let text = """
            <Component rootView="true" backgroundColor="theme.screen">
                <View field="box" backgroundColor="brand@alpha(0.5)" layout:top="super" layout:leading="super" layout:width="10" layout:height="10"/>
                <ImageView field="fitted" image="wide" contentMode="scaleAspectFit"
                    layout:top="super" layout:leading="super" layout:width="100" layout:height="100"/>
                <ImageView field="centred" image="plain" contentMode="center"
                    layout:top="super" layout:leading="super" layout:width="100" layout:height="100"/>
            </Component>
            """
        func svg(theme: String?) -> String {
            var shown = resources
            shown.scopes = shown.scopes.map { var app = $0; app.theme = theme; return app }
            let path = shown.scopes[0].folder + "/Views/Screen.ui.xml"
            let tree = XMLSyntaxTree.parse(text)
            let document = ReactantDocument(tree: tree, path: path)
            let styles = StyleLibrary(reachableFrom: document, path: path, in: WorkspaceIndex([], resources: shown))
            let layout = ComponentLayout.solve(document, tree: tree, preset: DevicePreset.named("iphone-8")!, styles: styles)!
            return LayoutPreview(layout: layout, document: document, tree: tree, text: text, styles: styles, imageData: PreviewImages.read).svg()
        }
        let day = svg(theme: nil)
        #expect(day.contains(##"<rect x="0" y="0" width="375" height="667" fill="#112233" fill-opacity="1""##))
        #expect(day.contains(##"fill="#ff8000" fill-opacity="0.5""##))
        #expect(day.contains(##"<image x="0" y="0" width="100" height="100" preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,iVBOR"##))
        #expect(day.contains(##"<image x="38" y="32" width="24" height="36" preserveAspectRatio="none" href="data:image/png;base64,"##))
        // Another theme: its own screen color, the asset color it names.
        #expect(svg(theme: "night").contains(##"<rect x="0" y="0" width="375" height="667" fill="#ff8000" fill-opacity="1""##))
    }
}
