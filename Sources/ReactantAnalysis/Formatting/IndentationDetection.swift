import XMLSyntax

extension FormattingOverrides {
    /// The indentation the document itself uses, as editors detect it: each nested element
    /// whose start tag begins its line votes for its indent divided by its nesting level
    /// (`  <Label` one level in votes for 2 spaces; a tab per level votes for tabs). Where at
    /// least three quarters of them agree, that is the document's unit; otherwise (no nested
    /// element on a line of its own, or no clear choice) nothing is said and the project
    /// default stands. Weaker than every explicit setting: the project default only gives way.
    ///
    /// Attribute lines do not vote: their offset is the attribute layout's business (the
    /// default style keeps it as written), and a misindented block in a consistent file is
    /// outvoted rather than adopted.
    public init(detectedIndentationOf text: String, tree: XMLSyntaxTree) {
        self.init()
        let bytes = Array(text.utf8)
        var spaceUnits: [Int: Int] = [:]
        var tabVotes = 0, voters = 0
        for element in tree.elements where element.depth >= 2 {
            let level = element.depth - 1
            let start = element.startTagRange.lowerBound
            guard start <= bytes.count else { continue }
            var lineStart = start
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            let indent = bytes[lineStart..<start]
            if indent.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) { continue }
            voters += 1
            if !indent.isEmpty, indent.allSatisfy({ $0 == UInt8(ascii: "\t") }) {
                if indent.count == level { tabVotes += 1 }
            } else if !indent.isEmpty, indent.allSatisfy({ $0 == UInt8(ascii: " ") }), indent.count % level == 0 {
                spaceUnits[indent.count / level, default: 0] += 1
            }
        }
        guard voters > 0 else { return }
        let agrees = { (votes: Int) in votes * 4 >= voters * 3 }
        if agrees(tabVotes) {
            insertSpaces = false
        } else if let (unit, votes) = spaceUnits.max(by: { ($0.value, -$0.key) < ($1.value, -$1.key) }),
                  agrees(votes), (1...16).contains(unit) {
            insertSpaces = true
            tabSize = unit
        }
    }
}
