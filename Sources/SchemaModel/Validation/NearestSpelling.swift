import Support

/// Finds the candidate a misspelled word was most likely meant to be. The schema's names and
/// keywords are compared ignoring case (a case-only slip always wins), unlike the analysis's
/// `DidYouMean` for the document's own names, which are Swift identifiers; both measure with
/// `EditDistance`.
public enum NearestSpelling {
    /// Longer words are not compared: suggestions are for typos, and the cost stays bounded.
    static let maximumLength = 64

    /// The closest candidate within a small edit distance (about a third of the word), or nil.
    /// A candidate equal but for letter case always wins. Among equally close candidates, the
    /// first given.
    public static func nearest(to word: String, among candidates: some Sequence<String>) -> String? {
        guard !word.isEmpty, word.utf8.count <= maximumLength else { return nil }
        let lowered = word.lowercased()
        let loweredScalars = Array(lowered.unicodeScalars)
        // The allowance below is a third of the shorter word, so a closest candidate further
        // than a third of this one is never offered: distances are only computed that far.
        let ceiling = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word && candidate.utf8.count <= maximumLength {
            let loweredCandidate = candidate.lowercased()
            if loweredCandidate == lowered { return candidate }
            // Only a strictly closer candidate replaces the best so far.
            let bound = min(ceiling, (best?.distance ?? ceiling + 1) - 1)
            guard let distance = EditDistance.optimalStringAlignment(loweredScalars, Array(loweredCandidate.unicodeScalars), bound: bound)
            else { continue }
            best = (candidate, distance)
        }
        guard let best else { return nil }
        let allowed = max(1, min(word.count, best.candidate.count) / 3)
        return best.distance <= allowed ? best.candidate : nil
    }
}
