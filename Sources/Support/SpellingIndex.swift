/// A set of names prepared for "which of them are within edit distance k of this word?",
/// built once and asked many times: a document with thousands of unknown names asks the same
/// thousands of candidates once per name.
///
/// The names are kept in a trie (a tree of their prefixes, so `field1` and `field2` share
/// `field`), and a search walks it computing one row of the distance table (`EditDistance`:
/// banded, optimal string alignment) per prefix rather than one table per name. A prefix whose
/// row proves that every name below it is too far is left with all those names. So are the
/// prefixes whose names are all too long or too short, or lack characters the word has (or
/// all have characters it lacks) in more classes than the bound allows: each such class costs
/// an edit of its own. The caller may lower the bound as it finds close names, which narrows
/// the rest of the walk.
///
/// (A BK-tree, the other usual index, needs the triangle inequality, which optimal string
/// alignment lacks: `ca` → `ac` → `abc` is 1 + 1, `ca` → `abc` is 3.)
public struct SpellingIndex: Sendable {
    /// The names, each spelling once (scalar for scalar), in the order first given.
    public let names: [String]
    /// For a name whose `String` equals an earlier one's but whose scalars differ (`é` written
    /// precomposed and decomposed), those earlier names, by position in `names`.
    private let earlierEquals: [Int: [Int]]
    /// The trie, node 0 the root (the empty prefix), numbered in depth-first order so that the
    /// nodes below a node are the ones after it up to `Node.end`.
    private let nodes: [Node]
    /// The length of the longest name.
    private let longest: Int

    private struct Node: Sendable {
        /// The last scalar of the prefix (none for the root).
        var scalar: Unicode.Scalar
        /// The prefix's length.
        var depth: Int
        /// One past the last node below this one.
        var end: Int
        /// The name that is this prefix (its position in `names`), or -1.
        var name: Int
        /// Over the names at or below this node: the classes of characters any of them has,
        /// those all of them have (`characterClasses`), the shortest and longest length.
        var anyClasses: UInt64
        var allClasses: UInt64
        var shortest: Int
        var longestBelow: Int
    }

    public init(_ candidates: some Sequence<String>) {
        var names: [String] = []
        var earlierEquals: [Int: [Int]] = [:]
        var spellings: [String: [Int]] = [:]  // by `String` equality: every scalar spelling of it
        var scalarLists: [[Unicode.Scalar]] = []
        for candidate in candidates {
            let scalars = Array(candidate.unicodeScalars)
            if let known = spellings[candidate] {
                guard !known.contains(where: { scalarLists[$0] == scalars }) else { continue }
                earlierEquals[names.count] = known
                spellings[candidate] = known + [names.count]
            } else {
                spellings[candidate] = [names.count]
            }
            names.append(candidate)
            scalarLists.append(scalars)
        }
        self.names = names
        self.earlierEquals = earlierEquals
        longest = scalarLists.map(\.count).max() ?? 0

        // In scalar order, a name shares with the one before it the prefix the trie shares.
        let order = names.indices.sorted { scalarLists[$0].lexicographicallyPrecedes(scalarLists[$1]) }
        var nodes = [Node(scalar: " ", depth: 0, end: 0, name: -1, anyClasses: 0, allClasses: ~0, shortest: .max, longestBelow: 0)]
        var path = [0]  // the nodes of the previous name's prefixes, root first
        var previous: [Unicode.Scalar] = []
        for position in order {
            let scalars = scalarLists[position]
            var shared = 0
            while shared < min(previous.count, scalars.count), previous[shared] == scalars[shared] { shared += 1 }
            for node in path[(shared + 1)...] { nodes[node].end = nodes.count }
            path.removeSubrange((shared + 1)...)
            for depth in shared..<scalars.count {
                path.append(nodes.count)
                nodes.append(Node(scalar: scalars[depth], depth: depth + 1, end: 0, name: -1,
                                  anyClasses: 0, allClasses: ~0, shortest: .max, longestBelow: 0))
            }
            nodes[path[scalars.count]].name = position
            let classes = Self.characterClasses(scalars)
            for node in path {
                nodes[node].anyClasses |= classes
                nodes[node].allClasses &= classes
                nodes[node].shortest = min(nodes[node].shortest, scalars.count)
                nodes[node].longestBelow = max(nodes[node].longestBelow, scalars.count)
            }
            previous = scalars
        }
        for node in path { nodes[node].end = nodes.count }
        self.nodes = nodes
    }

    /// The names (by position in `names`) that equal `names[position]` as `String`s but are
    /// spelt with other scalars and given before it. Almost always empty.
    public func earlierEqualNames(of position: Int) -> [Int] { earlierEquals[position] ?? [] }

    /// Calls `found` with every name (its position in `names`) within distance `bound` of
    /// `word`, and the distance; `found` returns the bound for the rest of the search, which
    /// may be lower (never higher) than before. Names are visited in the order of their scalars.
    public func forEachName(near word: [Unicode.Scalar], within bound: Int, _ found: (_ position: Int, _ distance: Int) -> Int) {
        guard bound >= 0, !names.isEmpty else { return }
        let n = word.count
        let band = bound  // the band stays as wide as the first bound; only the cut-offs narrow
        let width = 2 * band + 1
        let infinity = band + 1
        var bound = bound
        let wordClasses = Self.characterClasses(word)
        // One row per depth, `width` cells: row `d` keeps the cells of columns `d - band`
        // through `d + band` (columns outside the word read as out of bound). A node's row is
        // computed from its parent's and grandparent's, the rows last written one and two up.
        let depths = min(longest, n + band) + 1
        let rows = UnsafeMutableBufferPointer<Int>.allocate(capacity: depths * width)
        defer { rows.deallocate() }
        let pathScalars = UnsafeMutableBufferPointer<Unicode.Scalar>.allocate(capacity: depths)
        defer { pathScalars.deallocate() }
        for offset in 0..<width {
            let column = offset - band
            rows[offset] = column >= 0 && column <= n ? column : infinity
        }
        if nodes[0].name >= 0, n <= bound { bound = min(bound, found(nodes[0].name, n)) }

        word.withUnsafeBufferPointer { word in
            nodes.withUnsafeBufferPointer { nodes in
                var index = 1
                while index < nodes.count {
                    let node = nodes[index]
                    let depth = node.depth
                    // Names all too long or too short, or with too many classes of characters
                    // that the word lacks or has.
                    guard node.shortest - n <= bound, n - node.longestBelow <= bound,
                          (wordClasses & ~node.anyClasses).nonzeroBitCount <= bound,
                          (node.allClasses & ~wordClasses).nonzeroBitCount <= bound
                    else {
                        index = node.end
                        continue
                    }
                    pathScalars[depth] = node.scalar
                    let row = depth * width, parent = row - width, grandparent = parent - width
                    let scalar = node.scalar
                    let previousScalar = depth >= 2 ? pathScalars[depth - 1] : scalar
                    // The lengths of the names below, less this prefix: what is left to align
                    // of them, against what is left of the word.
                    let leftShortest = node.shortest - depth, leftLongest = node.longestBelow - depth
                    var rowMinimum = Int.max
                    for offset in 0..<width {
                        let column = depth - band + offset
                        var value = infinity
                        if column == 0 {
                            value = depth <= band ? depth : infinity
                        } else if column > 0, column <= n {
                            // Parent's cells: column - 1 is at the same offset, column at offset + 1.
                            value = rows[parent + offset] + (scalar == word[column - 1] ? 0 : 1)
                            if offset + 1 < width { value = min(value, rows[parent + offset + 1] + 1) }
                            if offset > 0 { value = min(value, rows[row + offset - 1] + 1) }
                            if depth >= 2, column >= 2, scalar == word[column - 2], previousScalar == word[column - 1] {
                                value = min(value, rows[grandparent + offset] + 1)
                            }
                            value = min(value, infinity)
                        }
                        rows[row + offset] = value
                        if value < infinity {
                            let leftOfWord = n - column
                            let gap = leftOfWord < leftShortest ? leftShortest - leftOfWord
                                : leftOfWord > leftLongest ? leftOfWord - leftLongest : 0
                            rowMinimum = min(rowMinimum, value + gap)
                        }
                    }
                    if node.name >= 0, abs(n - depth) <= band {
                        let distance = rows[row + n - depth + band]
                        if distance <= bound { bound = min(bound, found(node.name, distance)) }
                    }
                    index = rowMinimum <= bound ? index + 1 : node.end
                }
            }
        }
    }

    /// Without an index, for one search: calls `found` with every candidate within distance
    /// `bound` of `word` (its position among `candidates`, the name, the distance), in the
    /// order given (repeats included); `found` returns the bound for the rest of the search,
    /// which may be lower (never higher) than before. Candidates too long or too short, or
    /// apart in too many classes of characters, are passed over before any table.
    public static func forEachName(in candidates: some Sequence<String>, near word: [Unicode.Scalar], within bound: Int,
                                   _ found: (_ position: Int, _ name: String, _ distance: Int) -> Int) {
        guard bound >= 0 else { return }
        var bound = bound
        let wordClasses = characterClasses(word)
        var rows = EditDistance.Rows(width: word.count + bound + 1)
        defer { rows.deallocate() }
        var candidateScalars: [Unicode.Scalar] = []
        word.withUnsafeBufferPointer { word in
            for (position, candidate) in candidates.enumerated() {
                let scalars = candidate.unicodeScalars
                let difference = scalars.count - word.count
                guard abs(difference) <= bound else { continue }
                candidateScalars.removeAll(keepingCapacity: true)
                candidateScalars.append(contentsOf: scalars)
                guard leastEdits(wordClasses, characterClasses(candidateScalars), difference: difference) <= bound,
                      let distance = candidateScalars.withUnsafeBufferPointer({
                          EditDistance.optimalStringAlignment(word, $0, bound: bound, rows: &rows)
                      }) else { continue }
                bound = min(bound, found(position, candidate, distance))
                if bound < 0 { return }
            }
        }
    }

    /// The distance from `word` to `names[position]` if it is at most `bound`.
    public func distance(from word: [Unicode.Scalar], toNameAt position: Int, within bound: Int) -> Int? {
        EditDistance.optimalStringAlignment(word, Array(names[position].unicodeScalars), bound: bound)
    }

    /// The fewest edits that can turn a word with the character classes `word` into one with
    /// `candidate` and `difference` more scalars: each class one has and the other lacks needs
    /// an edit that removes or adds it (a deletion or insertion, or a substitution doing both),
    /// and the lengths must come out right.
    static func leastEdits(_ word: UInt64, _ candidate: UInt64, difference: Int) -> Int {
        let missing = (word & ~candidate).nonzeroBitCount  // to remove: deletions or substitutions
        let extra = (candidate & ~word).nonzeroBitCount    // to add: insertions or substitutions
        // With `difference` ≥ 0 there are that many more insertions than deletions: at best
        // no deletion, `missing` substitutions and `difference` insertions, which may cover
        // `extra` too. Symmetrically below zero.
        return difference >= 0 ? max(extra, difference + missing) : max(missing, extra - difference)
    }

    /// One bit per class of character: digits, lower- and upper-case ASCII letters one each;
    /// all other scalars share two bits (by parity). Two names that differ in `c` classes are
    /// at least `c` edits apart, however the classes are drawn.
    static func characterClasses(_ scalars: some Sequence<Unicode.Scalar>) -> UInt64 {
        var mask: UInt64 = 0
        for scalar in scalars {
            let value = scalar.value
            let bit: UInt32 = switch value {
            case 0x30...0x39: value - 0x30
            case 0x61...0x7A: value - 0x61 + 10
            case 0x41...0x5A: value - 0x41 + 36
            default: 62 + (value & 1)
            }
            mask |= 1 << UInt64(bit)
        }
        return mask
    }
}
