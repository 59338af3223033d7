// Time to solve a component's layout, per device, for components of 10, 100 and 1,000 views.
// Not an ordo-one benchmark: it prints a table of medians.
//   swift run -c release layout-benchmark [--repeat N]
//   swift run -c release layout-benchmark --edits FILE [--count N]
//     (a document's versions after each of N edits, each laid out from the version before and
//      afresh: EditSequence.swift; FILE from `server-benchmark --write-document`)
//   swift run -c release layout-benchmark --edits FILE --side-by-side [--count N]
//     (the server's layout stage, devices solved ahead on the other core, beside in order)
import Foundation
import ReactantAnalysis
import ReactantLayout
import XMLSyntax

/// A screen of `count` views shaped like real ones: rows of a label and a value, every tenth
/// row a horizontal stack of three buttons; each row below the previous one.
func component(views count: Int) -> String {
    var lines = ["<Component xmlns:layout=\"http://schema.reactant.tech/layout\" rootView=\"true\">"]
    var made = 0, row = 0, previous = "super"
    while made < count {
        let below = previous == "super" ? "safeAreaLayoutGuide" : "id:\(previous) offset(8)"
        if row % 10 == 9, count - made >= 4 {
            lines.append("  <StackView layout:id=\"r\(row)\" axis=\"horizontal\" spacing=\"8\" distribution=\"fillEqually\" layout:top=\"\(below)\" layout:fillHorizontally=\"super inset(16)\">")
            for index in 0..<3 { lines.append("    <Button title=\"Action \(index)\"/>") }
            lines.append("  </StackView>")
            made += 4
        } else if count - made >= 2 {
            lines.append("  <Label layout:id=\"r\(row)\" text=\"Row \(row) title\" layout:top=\"\(below)\" layout:leading=\"super inset(16)\"/>")
            lines.append("  <Label text=\"value \(row)\" layout:firstBaseline=\"id:r\(row)\" layout:trailing=\"super inset(16)\" layout:leading=\":gte id:r\(row).trailing offset(8)\"/>")
            made += 2
        } else {
            lines.append("  <View layout:id=\"r\(row)\" layout:top=\"\(below)\" layout:fillHorizontally=\"super\" layout:height=\"1\"/>")
            made += 1
        }
        previous = "r\(row)"
        row += 1
    }
    lines.append("</Component>")
    return lines.joined(separator: "\n")
}

func milliseconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

let arguments = CommandLine.arguments
if let file = arguments.firstIndex(of: "--edits").map({ arguments[$0 + 1] }) {
    let count = arguments.firstIndex(of: "--count").flatMap { Int(arguments[$0 + 1]) } ?? 20
    if arguments.contains("--side-by-side") {
        try await EditSequence.runSideBySide(path: file, edits: count)
    } else {
        try EditSequence.run(path: file, edits: count)
    }
    exit(0)
}
let repeats = arguments.firstIndex(of: "--repeat").flatMap { Int(arguments[$0 + 1]) } ?? 5
let clock = ContinuousClock()
print("views  device                 median ms  (of \(repeats))  ambiguous  conflicts")
for count in [10, 100, 1000] {
    let text = component(views: count)
    let tree = XMLSyntaxTree.parse(text)
    let document = ReactantDocument(tree: tree, path: "/bench/Screen\(count).ui.xml")
    for preset in DevicePreset.all {
        var times: [Double] = []
        var last: ComponentLayout?
        for _ in 0..<repeats {
            let start = clock.now
            last = ComponentLayout.solve(document, tree: tree, preset: preset)
            times.append(milliseconds(start.duration(to: clock.now)))
        }
        times.sort()
        let layout = last!
        let ambiguous = layout.solution.ambiguity.filter { !$0.isEmpty }.count
        let device = preset.identifier.padding(toLength: 22, withPad: " ", startingAt: 0)
        print(String(format: "%5d  ", count) + device + String(format: " %9.2f  %14@  %9d  %9d", times[times.count / 2],
                     "", ambiguous, layout.solution.conflicts.count))
    }
}
