import Foundation
import Support
import Testing
@testable import ReactantLSP

/// The constraint check runs on every keystroke: one pass over the views, each value parsed
/// once, names found by dictionary lookups. A large document must stay far below a frame budget
/// in release builds; here (any build) it must at least stay linear and correct.
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

    static func seconds(_ work: () -> Void) -> Double {
        let duration = ContinuousClock().measure(work)
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    @Test func aLargeDocumentIsCheckedInTimeAndStaysLinear() {
        let quarter = Self.context(Self.largeDocument(views: 625))
        let full = Self.context(Self.largeDocument(views: 2_500))
        #expect(full.text.split(separator: "\n").count > 5_000)
        #expect(full.document.views.count == 2_500)

        var findings: [Finding] = [Finding(Diagnostic(code: "none", severity: .hint, message: "", range: 0..<0))]
        let check = ConstraintCheck()
        // Best of three, so another process on the machine does not decide the figure.
        let quarterTime = (0..<3).map { _ in Self.seconds { findings = check.findings(in: quarter) } }.min()!
        let fullTime = (0..<3).map { _ in Self.seconds { findings = check.findings(in: full) } }.min()!
        print("constraint check, 2,500 constrained views / 5,000 lines: \(Int(fullTime * 1000)) ms (625 views: \(Int(quarterTime * 1000)) ms)")
        let messages = findings.prefix(3).map(\.diagnostic.message)
        #expect(findings.count == 0, "\(messages)")
        #expect(fullTime < 5, "far too slow for typing even in a debug build")
        // Four times the views, about four times the time (sixteen if anything grew with the
        // square of the document); the margin absorbs a busy machine.
        #expect(fullTime < quarterTime * 8 + 0.05)
    }

    @Test func oneHugeValueIsLinearToo() {
        // One view with thousands of constraints naming unknown views and itself.
        let value = (0..<5_000).map { "[ipad] missing\($0 % 50) offset(1); me.height" }.joined(separator: "; ")
        let text = "<Component><Label field=\"me\" layout:width=\"\(value)\" layout:size=\"10\"/></Component>"
        var findings: [Finding] = []
        let time = Self.seconds { findings = ConstraintCheck().findings(in: Self.context(text)) }
        #expect(findings.filter { $0.diagnostic.code == "ref.unknown-target" }.count == 5_000)
        #expect(findings.filter { $0.diagnostic.code == "ref.self-target" }.count == 5_000)
        #expect(time < 10)
    }
}
