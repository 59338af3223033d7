import Support
import Testing
import TestSupport
@testable import SchemaModel

/// The schema's did-you-mean (`DidYouMean.nearestIgnoringCase`) measures with the shared
/// bounded distance, only as far as a suggestion can reach; its answers must stay those of the
/// full table over every candidate (the plain implementation below), on seeded random words.
@Suite struct SchemaDidYouMeanTests {
    @Test func answersAreThoseOfThePlainSearch() {
        var random = SeededGenerator(seed: 0xC0FFEE)
        var found = 0
        for _ in 0..<3_000 {
            let candidates = (0..<Int.random(in: 0...30, using: &random)).map { _ in Self.randomWord(&random) }
            let word = candidates.isEmpty || Bool.random(using: &random)
                ? Self.randomWord(&random) : Self.misspelt(candidates.randomElement(using: &random)!, &random)
            let expected = Self.plainNearest(to: word, among: candidates)
            #expect(DidYouMean.nearestIgnoringCase(to: word, among: candidates) == expected, "\(word) among \(candidates)")
            found += expected == nil ? 0 : 1
        }
        #expect(found > 600, "\(found) of 3000")
    }

    @Test func examples() {
        #expect(DidYouMean.nearestIgnoringCase(to: "Centre", among: ["left", "center", "right"]) == "center")
        #expect(DidYouMean.nearestIgnoringCase(to: "CENTER", among: ["left", "center", "right"]) == "center")
        // Equally close: the first given.
        #expect(DidYouMean.nearestIgnoringCase(to: "bat", among: ["cat", "bad"]) == "cat")
        #expect(DidYouMean.nearestIgnoringCase(to: "bat", among: ["bad", "cat"]) == "bad")
        #expect(DidYouMean.nearestIgnoringCase(to: "zzzzzz", among: ["left", "center", "right"]) == nil)
        #expect(DidYouMean.nearestIgnoringCase(to: String(repeating: "a", count: 65), among: [String(repeating: "a", count: 64)]) == nil)
    }

    /// The schema's did-you-mean as it was before it bounded the distance.
    static func plainNearest(to word: String, among candidates: [String]) -> String? {
        guard !word.isEmpty, word.utf8.count <= 64 else { return nil }
        let lowered = word.lowercased()
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word && candidate.utf8.count <= 64 {
            if candidate.lowercased() == lowered { return candidate }
            let distance = plainDistance(Array(lowered.unicodeScalars), Array(candidate.lowercased().unicodeScalars))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, min(word.count, best.candidate.count) / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// Pieces of words: few, so that words collide; letters in both cases; a decomposed and a
    /// precomposed `é`; `İ`, whose lower case is two scalars; a long run, for words near and
    /// past the length limit.
    static let pieces = ["a", "b", "c", "A", "B", "t", "T", "-", "\u{E9}", "e\u{301}", "\u{130}", "x", String(repeating: "m", count: 12)]

    static func randomWord(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// `word` with one to three slips: a piece inserted, dropped, replaced or swapped with the
    /// next, or its case changed.
    static func misspelt(_ word: String, _ random: inout SeededGenerator) -> String {
        var scalars = Array(word.unicodeScalars.map(String.init))
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let at = Int.random(in: 0...scalars.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: scalars.insert(["a", "b", "T", "\u{E9}"].randomElement(using: &random)!, at: at)
            case 1 where at < scalars.count: scalars.remove(at: at)
            case 2 where at < scalars.count: scalars[at] = ["a", "c", "B", "x"].randomElement(using: &random)!
            case 3 where at + 1 < scalars.count: scalars.swapAt(at, at + 1)
            case 4 where at < scalars.count: scalars[at] = scalars[at] == scalars[at].lowercased() ? scalars[at].uppercased() : scalars[at].lowercased()
            default: break
            }
        }
        return scalars.joined()
    }
}
