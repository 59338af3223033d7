/// Did-you-mean suggestions by edit distance, for names the generator does not know.
enum Suggestion {
    /// The candidate closest to `word`, if it is close enough to be a plausible typo.
    /// A case-insensitive exact match wins outright (the language is case-sensitive).
    static func closest(to word: String, in candidates: [String]) -> String? {
        let lowered = word.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) {
            return sameLetters
        }
        let limit = max(1, min(3, word.count / 3 + 1))
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased(), limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`.
    /// Inputs longer than 64 characters are never plausible typos of a vocabulary word.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        if abs(a.count - b.count) > limit || a.count > 64 || b.count > 64 { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1..<(b.count + 1) {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
