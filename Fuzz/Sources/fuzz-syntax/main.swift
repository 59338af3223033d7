import FuzzDriver
import Foundation
import XMLSyntax

/// A whole document through the syntax layer: the tolerant scan, libxml2's verdict and the
/// placement of its reports must never crash, and every range must lie inside the text.
exit(runFuzzer { data, size in
    let text = String(decoding: bytes(data, size), as: UTF8.self)
    let syntax = XMLDocumentSyntax(text: text)
    let count = text.utf8.count
    for diagnostic in syntax.diagnostics where diagnostic.range.upperBound > count || diagnostic.range.lowerBound < 0 {
        fatalError("diagnostic \(diagnostic.code) at \(diagnostic.range) outside a text of \(count) bytes")
    }
    return 0
})
