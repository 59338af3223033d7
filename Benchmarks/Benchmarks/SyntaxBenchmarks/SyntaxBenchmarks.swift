// How long the document syntax layer takes: the tolerant tree plus libxml2's well-formedness
// verdict, as the server computes them after every edit. The target document is 5,000 lines
// of views with layout: attributes, styles and attributed text. At the end, the constraint
// check and navigation on the large documents of their tests.
import Benchmark
import ReactantAnalysis
import XMLSyntax

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3))

    let small = SyntaxDocument.generate(lines: 500)
    let large = SyntaxDocument.generate(lines: 5_000)
    let broken = SyntaxDocument.breaking(large)
    let huge = SyntaxDocument.generate(lines: 30_000)

    Benchmark("syntax of a 500-line document (\(small.utf8.count / 1000) KB)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(XMLDocumentSyntax(text: small))
        }
    }

    Benchmark("syntax of a 5,000-line document (\(large.utf8.count / 1000) KB)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(XMLDocumentSyntax(text: large))
        }
    }

    Benchmark("tree alone of a 5,000-line document") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(XMLSyntaxTree.parse(large))
        }
    }

    Benchmark("syntax of a 5,000-line document with 20 errors") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(XMLDocumentSyntax(text: broken))
        }
    }

    Benchmark("syntax of a 30,000-line document (\(huge.utf8.count / 1000) KB)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(XMLDocumentSyntax(text: huge))
        }
    }

    // The figures the tests used to time (they now check results on large inputs only).

    // Every report placed on one long line: a column counted from the line's start each time
    // would make the second figure a hundred times the first, not ten.
    let fewErrors = "<a>" + String(repeating: " x & é", count: 1_000) + "</a>"
    let manyErrors = "<a>" + String(repeating: " x & é", count: 10_000) + "</a>"
    Benchmark("syntax of one line with 1,000 errors") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(XMLDocumentSyntax(text: fewErrors))
        }
    }
    Benchmark("syntax of one line with 10,000 errors") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(XMLDocumentSyntax(text: manyErrors))
        }
    }

    let constrained = PreparedDocument(text: AnalysisDocument.constrained(views: 2_500), path: "Large.ui.xml")
    let constrainedIndex = WorkspaceIndex([constrained.facts])
    Benchmark("constraint check of 2,500 constrained views (5,000 lines), nothing remembered") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(DocumentAnalyzer(participants: [ConstraintCheck()]).analyze(constrained, workspace: constrainedIndex))
        }
    }

    let navigated = NavigationDocument(text: AnalysisDocument.chained(views: 4_000), path: "/p/Big.ui.xml")
    let firstName = Array(navigated.text.utf8).firstIndex(of: UInt8(ascii: "0"))!
    Benchmark("references, hover and outline among 4,000 views") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(Navigator(navigated).references(at: firstName))
            blackHole(HoverEngine.hover(at: firstName, in: navigated, schema: .embedded))
            blackHole(DocumentOutline.symbols(of: navigated))
        }
    }
}

/// The large documents of the analysis and navigation tests.
enum AnalysisDocument {
    /// `views` labels below each other by field and by layout id, with conditions, priorities
    /// and shorthands, over about `2 × views` lines.
    static func constrained(views: Int) -> String {
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

    /// `views` labels on one line, each below the one before and leading to the first.
    static func chained(views: Int) -> String {
        var text = "<Component>"
        for index in 0..<views {
            let previous = index == 0 ? "super" : "v\(index - 1)"
            text += #"<Label field="v\#(index)" layout:id="i\#(index)" layout:below="\#(previous) offset(4)" layout:leading="id:i0"/>"#
        }
        return text + "</Component>"
    }
}

/// Realistic Reactant UI documents: a style sheet, then a long scroll view of labels, buttons,
/// separators, containers and attributed text, each placed below the previous one.
enum SyntaxDocument {
    static func generate(lines target: Int) -> String {
        let words = ["Welcome", "total", "price", "Settings", "naïve", "café", "Übersicht", "日本語", "emoji 🙂"]
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>",
            "<Component",
            "    xmlns=\"http://schema.reactant.tech/ui\"",
            "    xmlns:layout=\"http://schema.reactant.tech/layout\"",
            "    rootView=\"true\" backgroundColor=\"white\">",
            "    <styles name=\"ScreenStyles\">",
        ]
        for index in 0..<40 {
            lines.append("        <LabelStyle name=\"label\(index)\" font=\":bold@\(12 + index % 10)\" textColor=\"#\(String(index * 40_503, radix: 16))\" numberOfLines=\"0\" />")
            lines.append("        <ButtonStyle name=\"button\(index)\" backgroundColor.highlighted=\"white@alpha(0.\(index % 9 + 1))\" isUserInteractionEnabled=\"true\" />")
        }
        lines += [
            "        <attributedTextStyle name=\"rich\" extend=\"common:base\">",
            "            <b font=\":bold@20\" foregroundColor=\"#f5f5f5@fadedOut(by: 30%)\" />",
            "            <i font=\":light@20\" underlineStyle=\"single\" />",
            "        </attributedTextStyle>",
            "    </styles>",
            "    <ScrollView field=\"scroll\" layout:edges=\"super\">",
            "        <Container field=\"content\" layout:edges=\"super\" layout:width=\"super\">",
        ]
        var view = 0
        let indent = "            "
        while lines.count < target - 4 {
            view += 1
            let word = words[view % words.count]
            let previous = view == 1 ? "super" : "id:view\(view - 1)"
            switch view % 5 {
            case 0:
                lines.append("\(indent)<Label field=\"title\(view)\" style=\"label\(view % 40)\" text=\"\(word) \(view) &amp; more\"")
                lines.append("\(indent)    layout:id=\"view\(view)\" layout:leading=\"super inset(16)\" layout:trailing=\"super inset(16)\"")
                lines.append("\(indent)    layout:top=\"\(previous).bottom offset(8)\" />")
            case 1:
                lines.append("\(indent)<Button field=\"button\(view)\" style=\"button\(view % 40)\" title=\"Tap &quot;\(view)&quot;\" layout:id=\"view\(view)\"")
                lines.append("\(indent)    layout:below=\"\(previous) offset(12)\" layout:centerX=\"super\" layout:height=\"44 @high\" />")
            case 2:
                lines.append("\(indent)<View layout:id=\"view\(view)\" backgroundColor=\"#eeeeee\" layout:below=\"\(previous)\" layout:left=\"super\" layout:right=\"super\" layout:height=\"1\" />")
            case 3:
                lines.append("\(indent)<Container layout:id=\"view\(view)\" layout:below=\"\(previous) offset(8)\" layout:fillHorizontally=\"super inset(8)\">")
                lines.append("\(indent)    <ImageView field=\"image\(view)\" image=\"icon\(view % 17)\" contentMode=\"scaleAspectFit\" layout:left=\"super\" layout:centerY=\"super\" layout:width=\"32\" layout:height=\"32\" />")
                lines.append("\(indent)    <Label text=\"\(word) &lt;\(view)&gt;\" layout:after=\"image\(view) offset(8)\" layout:centerY=\"super\" layout:trailing=\"super\" />")
                lines.append("\(indent)</Container>")
            default:
                lines.append("\(indent)<Label field=\"rich\(view)\" layout:id=\"view\(view)\" layout:below=\"\(previous) offset(4)\" layout:leading=\"super inset(16)\">")
                lines.append("\(indent)    <attributedText style=\"rich\">")
                lines.append("\(indent)        <b>\(word) \(view)</b> and <i>some text</i> &amp; {{value\(view)}}")
                lines.append("\(indent)    </attributedText>")
                lines.append("\(indent)</Label>")
            }
            lines.append("")
        }
        lines += ["        </Container>", "    </ScrollView>", "</Component>", ""]
        return lines.joined(separator: "\n")
    }

    /// The document with twenty mistakes spread through it: a `<` inside a value, a stray `&`.
    static func breaking(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let step = max(1, lines.count / 20)
        for (count, index) in stride(from: step / 2, to: lines.count, by: step).enumerated() {
            if count.isMultiple(of: 2), let range = lines[index].range(of: "layout:") {
                lines[index].replaceSubrange(range, with: "layout:<")
            } else {
                lines[index] += " & "
            }
        }
        return lines.joined(separator: "\n")
    }
}
