import FuzzDriver
import Foundation
import SwiftBinding

/// Swift text through the reader the workspace indexes with, the index's class queries and the
/// occurrence finder rename uses: nothing may crash or hang (inheritance cycles included), and
/// every range must lie inside the text, spell the name it claims, and carry the line and
/// columns an editor would count. Input: one Swift file.
exit(runFuzzer { data, size in
    let text = String(decoding: bytes(data, size), as: UTF8.self)
    let lines = LinePositions(text)
    // Unbounded: a read the product would give up on must show here as a timeout.
    let declarations = SwiftSourceReader.readCompletely(text)
    var names: Set<String> = []
    for type in declarations.types {
        lines.verify(type.nameRange, spells: type.name)
        names.insert(type.name)
    }
    for property in declarations.properties {
        lines.verify(property.nameRange, spells: property.name)
        names.insert(property.name)
    }
    for extensionDeclaration in declarations.extensions { lines.verify(extensionDeclaration.extendedTypeRange, spells: nil) }

    // Two files of the same text: extensions and superclasses then come from "elsewhere" too.
    let index = SwiftDeclarationIndex(files: ["/fuzz/A.swift": declarations, "/fuzz/B.swift": declarations])
    for type in declarations.types {
        _ = index.properties(of: type.qualifiedName)
        let chain = index.superclassChain(of: type.qualifiedName)
        if chain.superclasses.count > declarations.types.count * 2 + 1 {
            failure("a superclass chain of \(chain.superclasses.count) classes from \(declarations.types.count) declarations")
        }
        _ = index.isSubclass(type.qualifiedName, of: "UIView")
    }
    for name in names.prefix(8) {
        for occurrence in SwiftIdentifierOccurrences.find(name, in: text) {
            lines.verify(occurrence.range, spells: nil)
            let written = lines.slice(occurrence.range.utf8)
            if written != name && written != "`\(name)`" { failure("an occurrence of \(name) spelled \(written)") }
        }
    }
    return 0
})

/// An independent count of lines and columns, to check the reader's positions against.
struct LinePositions {
    let utf8: [UInt8]
    /// UTF-8 offset of each line's start; a line ends at "\n", "\r\n" or a lone "\r" as Swift's do.
    let lineStarts: [Int]

    init(_ text: String) {
        utf8 = Array(text.utf8)
        var starts = [0]
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if utf8[index] == UInt8(ascii: "\r") {
                if index + 1 < utf8.count, utf8[index + 1] == UInt8(ascii: "\n") { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    func slice(_ range: Range<Int>) -> String { String(decoding: utf8[range], as: UTF8.self) }

    func verify(_ range: SwiftSourceRange, spells name: String?) {
        guard range.utf8.lowerBound >= 0, range.utf8.upperBound <= utf8.count else {
            failure("range \(range.utf8) outside a text of \(utf8.count) bytes")
        }
        if let name, slice(range.utf8) != name, slice(range.utf8) != "`\(name)`" {
            failure("range \(range.utf8) spells \(slice(range.utf8)), not \(name)")
        }
        for (offset, position) in [(range.utf8.lowerBound, range.start), (range.utf8.upperBound, range.end)] {
            let line = (lineStarts.lastIndex { $0 <= offset }) ?? 0
            let column = slice(lineStarts[line]..<offset)
            if position.line != line || position.utf8Column != column.utf8.count || position.utf16Column != column.utf16.count {
                failure("offset \(offset) placed at \(position), counted line \(line) columns \(column.utf8.count)/\(column.utf16.count)")
            }
        }
    }
}
