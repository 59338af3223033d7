import Foundation
import Testing
@testable import ReactantAnalysis
@testable import ReactantLayout
import TestSupport
import AnalysisTestSupport
import XMLSyntax
import LayoutTestSupport

/// The layout with the app's resources (`LayoutResources`): an image the asset catalog has is
/// its size in points, a `theme.NAME` font is measured at the default theme's font; what the
/// resources do not say keeps its stand-in.
@Suite struct LayoutResourceTests {
    /// The document laid out on an iPhone 8 with the app's resources (none: as before).
    static func layout(_ text: String, resources: ApplicationResourceSet) -> (ComponentLayout, ReactantDocument) {
        let path = resources.scopes.first.map { $0.folder + "/Views/Screen.ui.xml" } ?? "/w/Screen.ui.xml"
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: path)
        let styles = StyleLibrary(reachableFrom: document, path: path, in: WorkspaceIndex([], resources: resources))
        return (ComponentLayout.solve(document, tree: tree, preset: DevicePreset.named("iphone-8")!, styles: styles)!, document)
    }

    static let screen = """
        <Component rootView="true">
            <ImageView field="wide" image="wide" layout:top="super" layout:leading="super"/>
            <ImageView field="themed" image="theme.logo" layout:top="super" layout:leading="super"/>
            <ImageView field="plain" image="plain" layout:top="super" layout:leading="super"/>
            <ImageView field="unknown" image="nothing" layout:top="super" layout:leading="super"/>
            <ImageView field="themeMissing" image="theme.missing" layout:top="super" layout:leading="super"/>
            <Button field="button" image="wide" layout:top="super" layout:leading="super"/>
        </Component>
        """

    /// 40×20 px at 2x is 20×10 pt; 24×36 px at 1x is 24×36 pt. An image the catalog does not
    /// have (or a theme image not in the default theme) keeps the nominal 40×40 stand-in.
    @Test func anImageViewIsItsCatalogImagesSizeInPoints() throws {
        let (root, resources) = try ThemedAppFixture.make()
        defer { try? FileManager.default.removeItem(at: root) }
        let (layout, document) = Self.layout(Self.screen, resources: resources)
        func size(_ field: String) -> [Double]? {
            LayoutFixture.frame(layout, field: field, in: document).map { [$0.width, $0.height] }
        }
        func isNominal(_ field: String) -> Bool? {
            document.views.first { $0.field?.name == field }.flatMap { layout.item(ofView: $0.index) }.map { layout.hasNominalSize(item: $0) }
        }
        #expect(size("wide") == [20, 10])
        #expect(size("themed") == [20, 10])
        #expect(size("plain") == [24, 36])
        #expect(size("button") == [20, 10])
        #expect(size("unknown") == [40, 40])
        #expect(size("themeMissing") == [40, 40])
        #expect(isNominal("wide") == false)
        #expect(isNominal("button") == false)
        #expect(isNominal("unknown") == true)
        #expect(layout.isApproximate)  // the unknown images still stand in
    }

    /// Without the app's resources nothing changes: every image is the 40×40 stand-in.
    @Test func withoutResourcesAnImageViewKeepsItsStandIn() {
        let (layout, document) = Self.layout(Self.screen, resources: ApplicationResourceSet())
        for field in ["wide", "themed", "plain", "button"] {
            let frame = LayoutFixture.frame(layout, field: field, in: document)
            #expect(frame.map { [$0.width, $0.height] } == [40, 40], "\(field)")
        }
    }

    /// `theme.title` is `:bold@30` in the default theme (day): ⌈30 × 1.193⌉ = 36 pt tall; through a
    /// style too. `theme.body` (shared `20`): ⌈20 × 1.193⌉ = 24. A theme font the description does
    /// not declare stays at the default 17 pt: 21.
    @Test(arguments: [
        (#"font="theme.title""#, 36.0), (#"style="titled""#, 36.0), (#"font="theme.body""#, 24.0), (#"font="theme.nothing""#, 21.0),
    ])
    func aLabelWithAThemeFontIsAsTallAsTheThemesLine(attribute: String, height: Double) throws {
        let (root, resources) = try ThemedAppFixture.make()
        defer { try? FileManager.default.removeItem(at: root) }
        let (layout, document) = Self.layout("""
            <Component rootView="true">
                <styles name="ScreenStyles"><LabelStyle name="titled" font="theme.title"/></styles>
                <Label field="title" text="Hi" \(attribute) layout:top="super" layout:leading="super"/>
            </Component>
            """, resources: resources)
        #expect(LayoutFixture.frame(layout, field: "title", in: document)?.height == height)
    }
}
