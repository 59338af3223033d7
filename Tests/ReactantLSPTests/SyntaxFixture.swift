@testable import ReactantLSP

/// A document written with `⟦` and `⟧` around one expected range; the markers are removed.
struct MarkedText {
    let text: String
    let range: Range<Int>

    init(_ marked: String) {
        var bytes: [UInt8] = []
        var lower = -1
        var upper = -1
        for scalar in marked.unicodeScalars {
            switch scalar {
            case "⟦": lower = bytes.count
            case "⟧": upper = bytes.count
            default: bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        precondition(lower >= 0 && upper >= lower, "fixture needs ⟦ and ⟧")
        text = String(decoding: bytes, as: UTF8.self)
        range = lower..<upper
    }
}

extension String {
    /// UTF-8 offset of the first occurrence of `needle` (tests only).
    func utf8Offset(of needle: String, after start: Int = 0) -> Int {
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
