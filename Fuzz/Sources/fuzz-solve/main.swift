import FuzzDriver
import Foundation
import ReactantAnalysis
import ReactantLayout
import ReactantPreview
import XMLSyntax

/// A whole `.ui.xml` document laid out on every device, as the server's slow stage and
/// `--check` do, then previewed: nothing may crash or hang, every diagnostic range must lie
/// inside the text, and every frame must be a number. Input: the document.
exit(runFuzzer { data, size in
    var input = FuzzInput(bytes(data, size))
    let text = input.restAsText()
    let length = text.utf8.count
    let tree = XMLSyntaxTree.parse(text)
    let document = ReactantDocument(tree: tree, path: "/fuzz/Screen.ui.xml")
    for diagnostic in LayoutCheck.diagnostics(document: document, tree: tree) {
        for range in [diagnostic.range] + diagnostic.related.map(\.range) where range.lowerBound < 0 || range.upperBound > length {
            failure("\(diagnostic.code) at \(range) outside a text of \(length) bytes")
        }
    }
    if let layout = ComponentLayout.solve(document, tree: tree, preset: .defaultPreset) {
        for frame in layout.solution.frames where ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
            failure("a frame that is not a number: \(frame)")
        }
        let preview = LayoutPreview(layout: layout, document: document, tree: tree, text: text)
        _ = preview.svg()
        _ = preview.json()
    }
    return 0
})
