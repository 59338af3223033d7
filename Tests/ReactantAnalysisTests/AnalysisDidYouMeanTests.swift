import Support
import Testing
@testable import ReactantAnalysis

@Suite struct AnalysisDidYouMeanTests {
    @Test(arguments: [
        ("titel", ["title", "subtitle", "label"], "title"),
        ("ProfilCell", ["ProfileCell", "ProfileView"], "ProfileCell"),
        ("headre", ["header", "heading"], "header"),
        ("Title", ["Tile", "title"], "title"),
        ("tile", ["title", "Title"], "title"),
    ])
    func suggestsTheClosest(_ name: String, _ candidates: [String], _ expected: String) {
        #expect(DidYouMean.suggestion(for: name, among: candidates) == expected)
        #expect(DidYouMean.suggestion(for: name, among: candidates.reversed()) == expected)
    }

    @Test func tiesBreakLexicographically() {
        #expect(DidYouMean.suggestion(for: "cat", among: ["cut", "bat", "cab"]) == "bat")
        #expect(DidYouMean.suggestions(for: "cat", among: ["cut", "bat", "cab", "cat"], limit: 5) == ["bat", "cab", "cut"])
    }

    @Test func farNamesAndTheNameItselfAreNotSuggested() {
        #expect(DidYouMean.suggestion(for: "x", among: ["layoutGuide", "x"]) == nil)
        #expect(DidYouMean.suggestion(for: "nothingLikeIt", among: ["title", "subtitle"]) == nil)
        #expect(DidYouMean.suggestion(for: "abc", among: [String]()) == nil)
    }

    @Test(arguments: [
        ("kitten", "sitting", 3), ("ab", "ba", 1), ("", "abc", 3), ("abc", "abc", 0), ("ca", "abc", 3), ("héllo", "hello", 1),
    ])
    func editDistance(_ a: String, _ b: String, _ distance: Int) {
        #expect(DidYouMean.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), bound: 5) == distance)
        #expect(DidYouMean.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), bound: distance) == distance)
        if distance > 0 {
            #expect(DidYouMean.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), bound: distance - 1) == nil)
        }
    }

    @Test func longInputsStayCheap() {
        let long = String(repeating: "a", count: 200_000)
        let other = String(repeating: "a", count: 199_999) + "b"
        #expect(DidYouMean.editDistance(Array(long.unicodeScalars), Array(other.unicodeScalars), bound: 2) == 1)
    }
}
