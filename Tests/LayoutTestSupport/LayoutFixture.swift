import LayoutSolver
import ReactantAnalysis
import ReactantLayout
import Support
import TestSupport
import XMLSyntax

/// A document laid out as the generated code lays it out, a view's frame in it, and the
/// layout check's diagnostics, alone or as `--check` and the server run it.
package enum LayoutFixture {
    package static let screen = "/w/Screen.ui.xml"

    package static func layout(_ text: String, on preset: DevicePreset = DevicePreset.named("iphone-8")!, required: Bool? = nil) -> (ComponentLayout, ReactantDocument) {
        let tree = XMLSyntaxTree.parse(text)
        let document = ReactantDocument(tree: tree, path: "/w/Screen.ui.xml")
        return (ComponentLayout.solve(document, tree: tree, preset: preset, rootSizeIsRequired: required)!, document)
    }

    package static func frame(_ layout: ComponentLayout, field: String, in document: ReactantDocument) -> Frame? {
        guard let view = document.views.first(where: { $0.field?.name == field }), let item = layout.item(ofView: view.index) else { return nil }
        return layout.solution.frames[item]
    }

    package static func diagnostics(_ marked: MarkedText) -> [Diagnostic] {
        let tree = XMLSyntaxTree.parse(marked.text)
        return LayoutCheck.diagnostics(document: ReactantDocument(tree: tree, path: "/w/Screen.ui.xml"), tree: tree)
    }

    /// The layout check as `--check` and the server run it, with these other files.
    package static func diagnostics(_ text: String, others: [String: String] = [:]) -> [Diagnostic] {
        let prepared = PreparedDocument(text: text, path: screen)
        let workspace = WorkspaceIndex(others.map { DocumentFacts(text: $0.value, path: $0.key) } + [prepared.facts])
        return LayoutCheck().findings(in: AnalysisContext(
            path: screen, text: text, syntax: prepared.syntax, document: prepared.document, workspace: workspace)).map(\.diagnostic)
    }
}
