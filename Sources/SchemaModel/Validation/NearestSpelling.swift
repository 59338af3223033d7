/// Finds the candidate a misspelled word was most likely meant to be.
public enum NearestSpelling {
    /// Longer words are not compared: suggestions are for typos, and the cost stays bounded.
    static let maximumLength = 64

    /// The closest candidate within a small edit distance (about a third of the word), or nil.
    /// A candidate equal but for letter case always wins.
    public static func nearest(to word: String, among candidates: some Sequence<String>) -> String? {
        guard !word.isEmpty, word.utf8.count <= maximumLength else { return nil }
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word && candidate.utf8.count <= maximumLength {
            if candidate.lowercased() == lowered { return candidate }
            let distance = editDistance(Array(lowered.unicodeScalars), Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, min(word.count, best.candidate.count) / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// Levenshtein distance with a transposition counting as one edit.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
