/// Suggests the known name closest to a misspelt one, for "did you mean …?" messages and
/// quick fixes. Distance is the optimal-string-alignment edit distance (insert, delete,
/// substitute, swap two neighbours) over Unicode scalars. Only names within a bound that
/// grows with the name's length are offered, so a random word gets no suggestion.
public enum DidYouMean {
    /// The largest distance accepted for a name of `length` scalars: 1 up to 5, then a third,
    /// at most 4 (which also keeps the cost linear in the length).
    public static func maximumDistance(forLength length: Int) -> Int { min(4, max(1, length / 3)) }

    /// The closest candidate within the bound, or `nil`. Ties go to the smaller distance when
    /// case is ignored, then to the lexicographically smallest candidate, so the answer never
    /// depends on the order of `candidates`. A candidate equal to `name` is never suggested.
    public static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        suggestions(for: name, among: candidates, limit: 1).first
    }

    /// Up to `limit` candidates within the bound, best first (same ordering as `suggestion`).
    public static func suggestions(for name: String, among candidates: some Sequence<String>, limit: Int) -> [String] {
        let source = Array(name.unicodeScalars)
        let foldedSource = Array(name.lowercased().unicodeScalars)
        let bound = maximumDistance(forLength: source.count)
        var scored: [(distance: Int, foldedDistance: Int, name: String)] = []
        var seen = Set<String>()
        // Buffers reused across candidates: a large workspace offers thousands of names.
        var scratch = Scratch()
        var target: [Unicode.Scalar] = []
        for candidate in candidates where candidate != name {
            let scalars = candidate.unicodeScalars
            guard abs(scalars.count - source.count) <= bound else { continue }
            target.removeAll(keepingCapacity: true)
            target.append(contentsOf: scalars)
            guard let distance = editDistance(source, target, bound: bound, scratch: &scratch),
                  seen.insert(candidate).inserted else { continue }
            target.removeAll(keepingCapacity: true)
            target.append(contentsOf: candidate.lowercased().unicodeScalars)
            let folded = editDistance(foldedSource, target, bound: bound, scratch: &scratch) ?? distance
            scored.append((distance, folded, candidate))
        }
        scored.sort { ($0.distance, $0.foldedDistance, $0.name) < ($1.distance, $1.foldedDistance, $1.name) }
        return scored.prefix(max(0, limit)).map(\.name)
    }

    /// The edit distance if it is at most `bound`, else `nil`. Only a diagonal band of width
    /// `2 × bound + 1` is computed, so the cost is O(length × bound).
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int) -> Int? {
        var scratch = Scratch()
        return editDistance(a, b, bound: bound, scratch: &scratch)
    }

    /// Three rows of the distance table: two back (for swaps), previous, current.
    private struct Scratch {
        var beforePrevious: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []
    }

    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int, scratch: inout Scratch) -> Int? {
        guard abs(a.count - b.count) <= bound else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let infinity = bound + 1
        let width = b.count + 1
        func reset(_ row: inout [Int]) {
            row.removeAll(keepingCapacity: true)
            row.append(contentsOf: repeatElement(infinity, count: width))
        }
        reset(&scratch.beforePrevious)
        reset(&scratch.previous)
        reset(&scratch.current)
        for j in 0...min(bound, b.count) { scratch.previous[j] = j }
        for i in 1...a.count {
            let low = max(1, i - bound)
            let high = min(b.count, i + bound)
            // Only the band is computed; the cells bordering it must read as out of bound.
            scratch.current[0] = i <= bound ? i : infinity
            if low - 1 >= 1 { scratch.current[low - 1] = infinity }
            if high + 1 < width { scratch.current[high + 1] = infinity }
            var rowMinimum = scratch.current[0]
            if low <= high {
                for j in low...high {
                    let substitution = scratch.previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var value = min(substitution, scratch.previous[j] + 1, scratch.current[j - 1] + 1)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, scratch.beforePrevious[j - 2] + 1)
                    }
                    scratch.current[j] = min(value, infinity)
                    rowMinimum = min(rowMinimum, scratch.current[j])
                }
            }
            guard rowMinimum <= bound else { return nil }
            swap(&scratch.beforePrevious, &scratch.previous)
            swap(&scratch.previous, &scratch.current)
        }
        let distance = scratch.previous[b.count]
        return distance <= bound ? distance : nil
    }

    /// ` (did you mean 'x'?)` or an empty string, for appending to a message.
    static func clause(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
