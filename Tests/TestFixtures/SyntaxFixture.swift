/// A document written with `⟦` and `⟧` around expected ranges; the markers are removed.
/// Pairs may nest (`⟦⟦x⟧⟧` marks one range twice); `ranges` lists them by opening position.
package struct MarkedText {
    package let text: String
    package let ranges: [Range<Int>]
    /// The one (first) marked range.
    package var range: Range<Int> {
        precondition(!ranges.isEmpty, "fixture needs ⟦ and ⟧")
        return ranges[0]
    }

    package init(_ marked: String) {
        var bytes: [UInt8] = []
        var open: [Int] = []
        var ranges: [Range<Int>] = []
        for scalar in marked.unicodeScalars {
            switch scalar {
            case "⟦": open.append(bytes.count)
            case "⟧":
                precondition(!open.isEmpty, "⟧ without ⟦")
                ranges.append(open.removeLast()..<bytes.count)
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        precondition(open.isEmpty, "⟦ without ⟧")
        text = String(decoding: bytes, as: UTF8.self)
        self.ranges = ranges.sorted { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }
    }
}

extension String {
    /// UTF-8 offset of the first occurrence of `needle` (tests only).
    package func utf8Offset(of needle: String, after start: Int = 0) -> Int {
        let haystack = Array(utf8)
        let pattern = Array(needle.utf8)
        var index = start
        while index + pattern.count <= haystack.count {
            if Array(haystack[index..<(index + pattern.count)]) == pattern { return index }
            index += 1
        }
        preconditionFailure("\(needle) not found")
    }
}
