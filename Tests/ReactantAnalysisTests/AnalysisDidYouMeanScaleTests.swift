import Support
import TestSupport
import Testing
@testable import ReactantAnalysis

/// Did-you-mean searches read only the candidates that can be close enough, and each unknown
/// name of a document is searched once. The answers must stay exactly those of comparing every
/// candidate in full (the plain implementation below, over seeded random names); the documents
/// are large enough that comparing every unknown name with every candidate would not finish.
@Suite struct AnalysisDidYouMeanScaleTests {
    // MARK: Same answers as the plain search

    @Test func suggestionsAreThoseOfThePlainSearch() {
        var random = SeededGenerator(seed: 0x5EED_D1D0)
        var searches = 0, found = 0
        // Many small sets of candidates, then a few large ones (deep shared prefixes).
        for (sets, size, searchesPerSet) in [(300, 60, 12), (2, 1_500, 60)] {
            for _ in 0..<sets {
                let candidates = (0..<Int.random(in: 0...size, using: &random)).map { _ in Self.randomName(&random) }
                let prepared = DidYouMean.Candidates(candidates)
                for _ in 0..<searchesPerSet {
                    let name = candidates.isEmpty || Bool.random(using: &random)
                        ? Self.randomName(&random) : Self.misspelt(candidates.randomElement(using: &random)!, &random)
                    let plain = Self.plainSuggestions(for: name, among: candidates, limit: 3)
                    for limit in [1, 3] {
                        let expected = Array(plain.prefix(limit))
                        #expect(DidYouMean.suggestions(for: name, among: candidates, limit: limit) == expected, "\(name) among \(candidates)")
                        #expect(prepared.suggestions(for: name, limit: limit) == expected, "\(name) among \(candidates)")
                    }
                    searches += 1
                    found += plain.isEmpty ? 0 : 1
                }
            }
        }
        // The names are close enough to each other that many searches find something.
        #expect(searches == 3_720)
        #expect(found > searches / 3, "\(found) of \(searches)")
    }

    @Test func distancesAreThoseOfTheFullTable() {
        var random = SeededGenerator(seed: 42)
        for _ in 0..<5_000 {
            let a = Array(Self.randomName(&random).unicodeScalars)
            let b = Bool.random(using: &random) ? Array(Self.misspelt(String(String.UnicodeScalarView(a)), &random).unicodeScalars)
                                                : Array(Self.randomName(&random).unicodeScalars)
            let distance = plainDistance(a, b)
            for bound in 0...5 {
                #expect(EditDistance.optimalStringAlignment(a, b, bound: bound) == (distance <= bound ? distance : nil), "\(a) \(b) \(bound)")
            }
        }
    }

    /// Spellings that are equal `String`s (precomposed and decomposed `é`) count as one
    /// candidate, the first given within the bound, as in the plain search.
    @Test func equalStringsSpeltOtherwiseCountOnce() {
        let decomposed = "cafe\u{301}s", precomposed = "caf\u{E9}s"
        for candidates in [[decomposed, precomposed, "cafes"], [precomposed, decomposed, "cafes"], [decomposed, precomposed]] {
            for name in ["cafe", "caf\u{E9}", "cafexs", "caf\u{E9}s", "cafe\u{301}"] {
                let expected = Self.plainSuggestions(for: name, among: candidates, limit: 3)
                #expect(DidYouMean.suggestions(for: name, among: candidates, limit: 3) == expected)
                #expect(DidYouMean.Candidates(candidates).suggestions(for: name, limit: 3) == expected)
            }
        }
    }

    // MARK: Hostile documents

    static func context(_ text: String) -> AnalysisContext {
        let prepared = PreparedDocument(text: text, path: "Hostile.ui.xml")
        return AnalysisContext(path: prepared.path, text: prepared.text, syntax: prepared.syntax, document: prepared.document,
                               workspace: WorkspaceIndex([prepared.facts]))
    }

    /// 8,000 fields and 8,000 distinct unknown targets, all alike in length and letters: half
    /// are one slip from a field (`fieldx17` for `field17`), half near none (`dleif17`).
    @Test func eightThousandUnknownTargetsAmongEightThousandFields() {
        let views = 8_000
        var text = "<Component xmlns:layout=\"http://schema.reactant.tech/layout\">\n"
        for index in 0..<views {
            let target = index.isMultiple(of: 2) ? "fieldx\(index)" : "dleif\(index)"
            text += "    <Label field=\"field\(index)\" layout:below=\"\(target)\"/>\n"
        }
        text += "</Component>"
        let findings = ConstraintCheck().findings(in: Self.context(text)).map(\.diagnostic)
        #expect(findings.count == views)
        #expect(findings.allSatisfy { $0.code == "ref.unknown-target" })
        #expect(Set(findings.map(\.range.lowerBound)).count == views)
        let messages = Dictionary(grouping: findings.map(\.message)) { Self.quotedName(in: $0) }
        #expect(messages.count == views)
        let unknown = "the generated code uses the component's property"
        let consequence = "so the Swift build fails (or, for a property outside this layout, the app crashes when the constraint is made)"
        expectLines(["fieldx0", "fieldx7998", "dleif1", "dleif7999", "fieldx4000"].map { messages[$0]?.joined() ?? "none for \($0)" }, [
            "No view of this component has field 'fieldx0': \(unknown) 'fieldx0', \(consequence) (did you mean 'field0'?)",
            "No view of this component has field 'fieldx7998': \(unknown) 'fieldx7998', \(consequence) (did you mean 'field7998'?)",
            "No view of this component has field 'dleif1': \(unknown) 'dleif1', \(consequence)",
            "No view of this component has field 'dleif7999': \(unknown) 'dleif7999', \(consequence)",
            "No view of this component has field 'fieldx4000': \(unknown) 'fieldx4000', \(consequence) (did you mean 'field4000'?)",
        ])
        #expect(findings.filter { $0.message.hasSuffix("?)") }.count == views / 2)
    }

    /// 8,000 styles and 8,000 distinct unknown style references, each written twice: half one
    /// slip from a style (`stlye17` for `style17`), half near none (`elyts17`).
    @Test func eightThousandUnknownStylesAmongEightThousandStyles() {
        let styles = 8_000
        var text = "<Component>\n    <styles>\n"
        for index in 0..<styles { text += "        <LabelStyle name=\"style\(index)\"/>\n" }
        text += "    </styles>\n"
        for index in 0..<styles {
            let reference = index.isMultiple(of: 2) ? "stlye\(index)" : "elyts\(index)"
            text += "    <Label style=\"\(reference)\"/>\n    <Button style=\"\(reference)\"/>\n"
        }
        text += "</Component>"
        let analyzed = DocumentAnalyzer(participants: [StyleReferenceCheck()]).analyze(text: text, path: "Hostile.ui.xml", workspace: WorkspaceIndex())
        let findings = analyzed.findings.map(\.diagnostic)
        #expect(findings.count == 2 * styles)
        #expect(findings.allSatisfy { $0.code == "ref.unknown-style" })
        #expect(Set(findings.map(\.range.lowerBound)).count == 2 * styles)
        func rendered(_ diagnostic: Diagnostic) -> String {
            diagnostic.message + " → " + (diagnostic.fixes.first?.replacement ?? "no fix")
        }
        expectLines([0, 1, 2 * styles - 2, 2 * styles - 1, styles].map { rendered(findings[$0]) }, [
            "No style 'stlye0' is declared in this file (did you mean 'style0'?) → style0",
            "No style 'stlye0' is declared in this file (did you mean 'style0'?) → style0",
            "No style 'elyts7999' is declared in this file → no fix",
            "No style 'elyts7999' is declared in this file → no fix",
            "No style 'stlye4000' is declared in this file (did you mean 'style4000'?) → style4000",
        ])
        #expect(findings.filter { !$0.fixes.isEmpty }.count == styles)
    }

    /// The same references to a style group of another file (`common:stlye0`), and as many
    /// to unknown groups.
    @Test func eightThousandUnknownStylesOfAGroupAmongEightThousandStyles() {
        let styles = 8_000
        var group = "<styleGroup name=\"common\">\n"
        for index in 0..<styles { group += "    <LabelStyle name=\"style\(index)\"/>\n" }
        group += "</styleGroup>"
        var text = "<Component>\n"
        for index in 0..<styles {
            let reference = index.isMultiple(of: 2) ? "stlye\(index)" : "elyts\(index)"
            text += "    <Label style=\"common:\(reference)\"/>\n    <Button style=\"commom\(index):title\"/>\n"
        }
        text += "</Component>"
        let common = PreparedDocument(text: group, path: "Common.styles.xml")
        let prepared = PreparedDocument(text: text, path: "Hostile.ui.xml")
        let analyzed = DocumentAnalyzer(participants: [StyleReferenceCheck()])
            .analyze(prepared, workspace: WorkspaceIndex([common.facts, prepared.facts]))
        let findings = analyzed.findings.map(\.diagnostic)
        #expect(findings.count == 2 * styles)
        #expect(findings.filter { $0.code == "ref.unknown-style" }.count == styles)
        #expect(findings.filter { $0.code == "ref.unknown-style-group" }.count == styles)
        expectLines([0, 1, 2 * styles - 2, 2 * styles - 1].map { findings[$0].message }, [
            "Style group 'common' has no style 'stlye0' (did you mean 'style0'?)",
            "No .styles.xml in the workspace declares style group 'commom0' (did you mean 'common'?)",
            "Style group 'common' has no style 'elyts7999'",
            "No .styles.xml in the workspace declares style group 'commom7999'",
        ])
        #expect(findings.filter { $0.code == "ref.unknown-style" && !$0.fixes.isEmpty }.count == styles / 2)
    }

    // MARK: The plain search

    /// What `DidYouMean` answered before it read only some candidates: every candidate compared
    /// over the whole distance table.
    static func plainSuggestions(for name: String, among candidates: [String], limit: Int) -> [String] {
        let source = Array(name.unicodeScalars)
        let foldedSource = Array(name.lowercased().unicodeScalars)
        let bound = min(4, max(1, source.count / 3))
        var scored: [(distance: Int, foldedDistance: Int, name: String)] = []
        var seen = Set<String>()
        for candidate in candidates where candidate != name {
            let distance = plainDistance(source, Array(candidate.unicodeScalars))
            guard distance <= bound, seen.insert(candidate).inserted else { continue }
            let folded = plainDistance(foldedSource, Array(candidate.lowercased().unicodeScalars))
            scored.append((distance, folded <= bound ? folded : distance, candidate))
        }
        scored.sort { ($0.distance, $0.foldedDistance, $0.name) < ($1.distance, $1.foldedDistance, $1.name) }
        return scored.prefix(limit).map(\.name)
    }

    // MARK: Random names

    /// Pieces of names: few, so that names collide; cases of one letter; digits; a decomposed
    /// and a precomposed `é`; `İ`, whose lower case is two scalars.
    static let pieces = ["a", "b", "c", "A", "B", "t", "T", "1", "2", "_", "\u{E9}", "e\u{301}", "\u{130}", "x"]

    static func randomName(_ random: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    /// `name` with one to four slips: a piece inserted, dropped, replaced or swapped with the
    /// next, or its case changed.
    static func misspelt(_ name: String, _ random: inout SeededGenerator) -> String {
        var scalars = Array(name.unicodeScalars.map(String.init))
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let at = Int.random(in: 0...scalars.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: scalars.insert(pieces.randomElement(using: &random)!, at: at)
            case 1 where at < scalars.count: scalars.remove(at: at)
            case 2 where at < scalars.count: scalars[at] = pieces.randomElement(using: &random)!
            case 3 where at + 1 < scalars.count: scalars.swapAt(at, at + 1)
            case 4 where at < scalars.count: scalars[at] = scalars[at] == scalars[at].lowercased() ? scalars[at].uppercased() : scalars[at].lowercased()
            default: break
            }
        }
        return scalars.joined()
    }

    /// The first name in single quotes.
    static func quotedName(in message: String) -> String {
        String(message.split(separator: "'", omittingEmptySubsequences: false)[1])
    }
}
