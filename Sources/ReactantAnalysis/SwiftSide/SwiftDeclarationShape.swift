import SwiftBinding

extension SwiftFileDeclarations {
    /// The declarations without where they are written, which is all an analysis reads: two
    /// versions of a file with the same shape give every `.ui.xml` the same diagnostics, so an
    /// edit inside a body that touches no other view's layout (`layoutReach`, kept), or one that
    /// only moves declarations, makes no document stale.
    package var shape: SwiftFileDeclarations {
        let start = SwiftSourcePosition(line: 0, utf16Column: 0, utf8Column: 0)
        let nowhere = SwiftSourceRange(utf8: 0..<0, start: start, end: start)
        var shape = self
        shape.hasSyntaxErrors = false
        // Where a new member would go is read again when a fix is asked for (`SwiftFixRefresh`).
        for index in shape.types.indices {
            shape.types[index].nameRange = nowhere
            shape.types[index].bodyInsertion = nil
        }
        for index in shape.extensions.indices { shape.extensions[index].extendedTypeRange = nowhere }
        for index in shape.properties.indices {
            shape.properties[index].nameRange = nowhere
            shape.properties[index].declarationLine = ""
            shape.properties[index].insertionAfter = nil
        }
        return shape
    }
}
