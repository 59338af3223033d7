extension String {
    /// UTF-8 offset of the first occurrence of `needle` at or after `start`.
    public func utf8Offset(of needle: String, after start: Int = 0) -> Int {
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
