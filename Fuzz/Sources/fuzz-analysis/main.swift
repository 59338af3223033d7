import FuzzDriver
import Foundation
import ReactantAnalysis
import SchemaModel

/// A whole `.ui.xml` document through the analysis the server and `--check` run, then
/// completion and hover at a few offsets: nothing may crash, every range must lie inside the
/// text. Input: the document.
let analyzer = DocumentAnalyzer.standard(schema: Schema.embedded)

exit(runFuzzer { data, size in
    var input = FuzzInput(bytes(data, size))
    let text = input.restAsText()
    let length = text.utf8.count
    let analyzed = analyzer.analyze(text: text, path: "/fuzz/Screen.ui.xml", workspace: WorkspaceIndex())
    for diagnostic in analyzed.diagnostics where diagnostic.range.lowerBound < 0 || diagnostic.range.upperBound > length {
        failure("\(diagnostic.code) at \(diagnostic.range) outside a text of \(length) bytes")
    }
    let navigation = NavigationDocument(text: text, path: "/fuzz/Screen.ui.xml")
    // Offsets spread over the text: every offset would make each input quadratic.
    for step in 0..<8 {
        let offset = length * step / 7
        _ = CompletionEngine.complete(text: text, path: "/fuzz/Screen.ui.xml", offset: offset, schema: Schema.embedded)
        if let hover = HoverEngine.hover(at: offset, in: navigation, schema: Schema.embedded),
           hover.range.lowerBound < 0 || hover.range.upperBound > length {
            failure("hover at \(offset) covers \(hover.range) of \(length) bytes")
        }
        _ = Navigator(navigation).references(at: offset)
    }
    return 0
})
