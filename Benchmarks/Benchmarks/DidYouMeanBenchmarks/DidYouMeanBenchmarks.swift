// How long did-you-mean takes when a document is full of unknown names: a component with
// 8,000 fields and 8,000 distinct unknown constraint targets, and one with 8,000 styles and
// 8,000 distinct unknown style references (half of the names one slip from a known one, half
// near none), then the searches alone. Comparing every unknown name with every candidate took
// 15 to 30 seconds for the first two.
import Benchmark
import ReactantAnalysis
import Support

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    let count = 8_000
    let targets = PreparedDocument(text: HostileDocument.unknownTargets(count), path: "Targets.ui.xml")
    let targetsIndex = WorkspaceIndex([targets.facts])
    Benchmark("constraint check: 8,000 fields, 8,000 distinct unknown targets") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(DocumentAnalyzer(participants: [ConstraintCheck()]).analyze(targets, workspace: targetsIndex))
        }
    }

    let styles = PreparedDocument(text: HostileDocument.unknownStyles(count), path: "Styles.ui.xml")
    let stylesIndex = WorkspaceIndex([styles.facts])
    Benchmark("style references: 8,000 styles, 8,000 distinct unknown references") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(DocumentAnalyzer(participants: [StyleReferenceCheck()]).analyze(styles, workspace: stylesIndex))
        }
    }

    let fields = (0..<count).map { "field\($0)" }
    let unknown = (0..<count).map { $0.isMultiple(of: 2) ? "fieldx\($0)" : "dleif\($0)" }
    Benchmark("8,000 suggestions among 8,000 names (index built once)") { benchmark in
        for _ in benchmark.scaledIterations {
            let candidates = DidYouMean.Candidates(fields)
            for name in unknown { blackHole(candidates.suggestion(for: name)) }
        }
    }
}

/// The documents of the did-you-mean tests.
enum HostileDocument {
    /// `count` labels with fields `field0`…, each below an unknown view: `fieldx0` (one slip
    /// from a field), `dleif1` (near none), alternately.
    static func unknownTargets(_ count: Int) -> String {
        var text = "<Component xmlns:layout=\"http://schema.reactant.tech/layout\">\n"
        for index in 0..<count {
            let target = index.isMultiple(of: 2) ? "fieldx\(index)" : "dleif\(index)"
            text += "    <Label field=\"field\(index)\" layout:below=\"\(target)\"/>\n"
        }
        return text + "</Component>"
    }

    /// `count` styles `style0`… and `count` labels with unknown styles: `stlye0` (one slip from
    /// a style), `elyts1` (near none), alternately.
    static func unknownStyles(_ count: Int) -> String {
        var text = "<Component>\n    <styles>\n"
        for index in 0..<count { text += "        <LabelStyle name=\"style\(index)\"/>\n" }
        text += "    </styles>\n"
        for index in 0..<count {
            text += "    <Label style=\"\(index.isMultiple(of: 2) ? "stlye\(index)" : "elyts\(index)")\"/>\n"
        }
        return text + "</Component>"
    }
}
