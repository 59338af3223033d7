import Foundation
import Support
import Testing
@testable import ReactantAnalysis

/// The constraint check runs on every keystroke: one pass over the views, each value parsed
/// once, names found by dictionary lookups. Here large documents must come out exactly right;
/// they are large enough that work growing with the square of the document would not finish.
/// How fast it is, is a figure for the benchmarks (server-benchmark's diagnostics latency).
@Suite struct AnalysisConstraintScaleTests {
    /// A component of `views` constrained views over about `2 × views` lines: a chain of labels
    /// below each other by field and by layout id, with conditions, priorities and shorthands.
    static func largeDocument(views: Int) -> String {
        var lines = ["<Component xmlns:layout=\"http://schema.reactant.tech/layout\">"]
        for index in 0..<views {
            let previous = index == 0 ? "super" : (index % 2 == 0 ? "item\(index - 1)" : "id:row\(index - 1)")
            let name = index % 2 == 0 ? "layout:id=\"row\(index)\"" : "field=\"item\(index)\""
            lines.append("    <Label \(name) text=\"Row \(index)\" layout:below=\"\(previous) offset(8)\"")
            lines.append("        layout:fillHorizontally=\"[ipad] readableContentGuide; super inset(16) @high\" layout:height=\":gte 44\"/>")
        }
        lines.append("</Component>")
        return lines.joined(separator: "\n")
    }

    static func context(_ text: String) -> AnalysisContext {
        let prepared = PreparedDocument(text: text, path: "Large.ui.xml")
        return AnalysisContext(path: prepared.path, text: prepared.text, syntax: prepared.syntax, document: prepared.document,
                               workspace: WorkspaceIndex([prepared.facts]))
    }

    @Test func aLargeDocumentIsCheckedWhole() {
        let views = 10_000
        let context = Self.context(Self.largeDocument(views: views))
        #expect(context.text.split(separator: "\n").count > 2 * views)
        #expect(context.document.views.count == views)
        let findings = ConstraintCheck().findings(in: context)
        #expect(findings.isEmpty, "\(findings.prefix(3).map(\.diagnostic.message))")
    }

    /// A large document's views checked in parts (as `--check` does on several cores) find,
    /// joined in order, exactly what one pass finds; parts that overrun the views find nothing more.
    @Test func viewsCheckedInPartsFindWhatOnePassFinds() {
        var text = "<Component xmlns:layout=\"http://schema.reactant.tech/layout\">\n"
        for index in 0..<500 {
            let target = index % 3 == 0 ? "missing\(index % 7)" : "super"
            text += "    <Label field=\"item\(index)\" layout:below=\"\(target) offset(\(index % 5))\" layout:top=\"super\"/>\n"
        }
        text += "</Component>"
        let context = Self.context(text)
        let check = ConstraintCheck()
        let whole = check.findings(in: context).map(\.diagnostic)
        #expect(whole.count > 500)
        for parts in [2, 3, 8, 499] {
            let count = context.document.views.count
            let joined = (0..<parts).flatMap { part in
                check.findings(in: context, views: count * part / parts..<count * (part + 1) / parts).map(\.diagnostic)
            }
            #expect(joined == whole, "in \(parts) parts")
        }
        #expect(check.findings(in: context, views: context.document.views.count..<(context.document.views.count + 10)).isEmpty)
    }

    /// Every view of a large document with two mistakes: each is reported once, at its place.
    /// (All views name the same missing view: the did-you-mean search for it runs once.)
    @Test func aLargeDocumentFullOfMistakesReportsEachOnce() {
        let views = 10_000
        var text = "<Component xmlns:layout=\"http://schema.reactant.tech/layout\">\n"
        for index in 0..<views {
            text += "    <Label field=\"item\(index)\" layout:below=\"missing offset(\(index))\" layout:leading=\"super.middle\"/>\n"
        }
        text += "</Component>"
        let findings = ConstraintCheck().findings(in: Self.context(text))
        let codes = Dictionary(grouping: findings.map(\.diagnostic.code), by: { $0 }).mapValues(\.count)
        #expect(codes == ["ref.unknown-target": views, "layout.unknown-anchor": views])
        let bytes = Array(text.utf8)
        let reported = Set(findings.map { String(decoding: bytes[$0.diagnostic.range], as: UTF8.self) })
        #expect(reported == ["missing", "middle"])
        let starts = findings.filter { $0.diagnostic.code == "ref.unknown-target" }.map(\.diagnostic.range.lowerBound)
        #expect(Set(starts).count == views)
    }

    @Test func oneHugeValueIsCheckedWhole() {
        // One view with thousands of constraints naming unknown views and itself.
        let value = (0..<5_000).map { "[ipad] missing\($0 % 50) offset(1); me.height" }.joined(separator: "; ")
        let text = "<Component><Label field=\"me\" layout:width=\"\(value)\" layout:size=\"10\"/></Component>"
        let findings = ConstraintCheck().findings(in: Self.context(text))
        #expect(findings.filter { $0.diagnostic.code == "ref.unknown-target" }.count == 5_000)
        #expect(findings.filter { $0.diagnostic.code == "ref.self-target" }.count == 5_000)
    }
}
