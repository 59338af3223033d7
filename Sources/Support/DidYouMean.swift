/// The one did-you-mean: suggests the known name closest to a misspelt one, for messages and
/// quick fixes, in every layer (the grammar's keywords, the schema's names and values, the
/// document's own names). Distance is the optimal-string-alignment edit distance (insert,
/// delete, substitute, swap two neighbours) over Unicode scalars (`EditDistance`), searched
/// through `SpellingIndex`. Only names within a bound that grows with the name's length are
/// offered, so a random word gets no suggestion.
///
/// Two readings of case: the document's own names (fields, styles, component types) are Swift
/// identifiers, where case matters (`suggestion(for:among:)`, `Candidates`); keywords and the
/// schema's names are compared ignoring case, and a case-only slip always wins
/// (`nearestIgnoringCase(to:among:)`).
///
/// To search for many names among the same candidates (a component's fields, a file's
/// styles), prepare them once as `Candidates`: a search then reads only the candidates whose
/// length and characters allow them to be close enough, not every one.
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
    /// One pass over `candidates`, for a single search.
    public static func suggestions(for name: String, among candidates: some Sequence<String>, limit: Int) -> [String] {
        var ranking = Ranking(name: name, limit: limit)
        guard limit > 0 else { return [] }
        var seen = Set<String>()
        let bound = ranking.bound
        SpellingIndex.forEachName(in: candidates, near: ranking.source, within: bound) { _, candidate, distance in
            // A candidate given twice (or as an equal `String` spelt otherwise) counts once: the
            // first within the bound.
            guard candidate != name, seen.insert(candidate).inserted else { return bound }
            ranking.add(candidate, distance: distance)
            return bound
        }
        return ranking.names
    }

    /// Longer words are not compared by `nearestIgnoringCase`: suggestions are for typos, and
    /// the cost stays bounded.
    public static let maximumKeywordLength = 64

    /// The candidate closest to `word` when case is ignored, within about a third of the
    /// shorter of the two (at least 1), or nil: for keywords and the schema's names and values.
    /// A candidate equal but for letter case always wins; among equally close candidates, the
    /// first given. A candidate equal to `word` is never suggested.
    public static func nearestIgnoringCase(to word: String, among candidates: some Sequence<String>) -> String? {
        guard !word.isEmpty, word.utf8.count <= maximumKeywordLength else { return nil }
        let lowered = word.lowercased()
        let eligible = candidates.filter { $0 != word && $0.utf8.count <= maximumKeywordLength }
        let folded = eligible.map { $0.lowercased() }
        if let sameLetters = folded.firstIndex(of: lowered) { return eligible[sameLetters] }
        // The allowance is a third of the shorter word, so a candidate further than a third of
        // this one is never offered: distances are only computed that far, and only a strictly
        // closer candidate replaces the best so far.
        let ceiling = max(1, word.count / 3)
        var best: (position: Int, distance: Int)?
        SpellingIndex.forEachName(in: folded, near: Array(lowered.unicodeScalars), within: ceiling) { position, _, distance in
            if distance < (best?.distance ?? .max) { best = (position, distance) }
            return best!.distance - 1
        }
        guard let best else { return nil }
        let candidate = eligible[best.position]
        return best.distance <= max(1, min(word.count, candidate.count) / 3) ? candidate : nil
    }

    /// The edit distance if it is at most `bound`, else `nil`. Only a diagonal band of width
    /// `2 × bound + 1` is computed, so the cost is O(length × bound).
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], bound: Int) -> Int? {
        EditDistance.optimalStringAlignment(a, b, bound: bound)
    }

    /// Candidate names prepared once (`SpellingIndex`) for the suggestions of many names. The
    /// answers are those of `DidYouMean.suggestions(for:among:limit:)` over the same names.
    public struct Candidates: Sendable {
        let index: SpellingIndex

        public init(_ names: some Sequence<String>) { index = SpellingIndex(names) }

        public func suggestion(for name: String) -> String? { suggestions(for: name, limit: 1).first }

        /// Candidates one edit away are looked for first, then two, and so on up to the bound:
        /// among thousands of names alike (`field1` … `field8000`), hundreds are within the
        /// bound of a slip, but only one or two within a single edit, and a search within one
        /// edit reads little of the index.
        public func suggestions(for name: String, limit: Int) -> [String] {
            var ranking = Ranking(name: name, limit: limit)
            guard limit > 0 else { return [] }
            let bound = ranking.bound
            for reach in 1...bound {
                // Every candidate within `reach` is found; with `limit` of them, no farther
                // one can enter.
                ranking = Ranking(name: name, limit: limit)
                index.forEachName(near: ranking.source, within: reach) { position, distance in
                    let candidate = index.names[position]
                    // An equal `String` spelt otherwise counts once: the first given within the bound.
                    guard candidate != name,
                          !index.earlierEqualNames(of: position).contains(where: {
                              index.distance(from: ranking.source, toNameAt: $0, within: bound) != nil
                          }) else { return reach }
                    ranking.add(candidate, distance: distance)
                    return min(reach, ranking.reachableDistance)
                }
                if ranking.isFull { break }
            }
            return ranking.names
        }
    }

    /// The best `limit` candidates found so far for one name.
    private struct Ranking {
        let name: String
        let limit: Int
        let source: [Unicode.Scalar]
        let bound: Int
        private var foldedSource: [Unicode.Scalar]?
        private var best: [(distance: Int, foldedDistance: Int, name: String)] = []

        init(name: String, limit: Int) {
            self.name = name
            self.limit = limit
            source = Array(name.unicodeScalars)
            bound = maximumDistance(forLength: source.count)
        }

        mutating func add(_ candidate: String, distance: Int) {
            if foldedSource == nil { foldedSource = Array(name.lowercased().unicodeScalars) }
            let folded = EditDistance.optimalStringAlignment(foldedSource!, Array(candidate.lowercased().unicodeScalars), bound: bound)
            best.append((distance, folded ?? distance, candidate))
            best.sort { ($0.distance, $0.foldedDistance, $0.name) < ($1.distance, $1.foldedDistance, $1.name) }
            if best.count > limit { best.removeLast() }
        }

        /// The largest distance at which a candidate can still enter: with `limit` found, that
        /// of the last (a tie may still win on case or name).
        var reachableDistance: Int { best.count >= limit ? best[limit - 1].distance : bound }

        var isFull: Bool { best.count >= limit }

        var names: [String] { best.map(\.name) }
    }

}
