import ConstraintGrammar
import Foundation
import SchemaModel
import Testing
import TestSupport
import XMLSyntax
@testable import ReactantAnalysis
import AnalysisTestSupport

/// Formatting never changes what a document means: every fixture of the repository, every
/// file of the shared corpus and seeded random documents analyze to the same model and the
/// same diagnostics (codes, severities and messages; positions may move) once formatted, and
/// formatting the result again changes nothing.
@Suite struct FormattingMeaningTests {
    static let optionSets = [
        FormattingOptions(),
        FormattingOptions(tabSize: 2, insertSpaces: false, maxLineWidth: 40),
        FormattingOptions(tabSize: 3, insertSpaces: true, maxLineWidth: 1),
    ]
    static let analyzer = DocumentAnalyzer.standard(schema: .embedded)

    /// `.ui.xml` and `.styles.xml` files under `Examples` and `Tests`, relative to the package.
    static func repositoryFixtures() -> [String] {
        ["Examples", "Tests"].flatMap { folder in
            (FileManager.default.enumerator(atPath: TestPaths.packageRoot + "/" + folder)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".ui.xml") || $0.hasSuffix(".styles.xml") }
                .map { folder + "/" + $0 }
        }.sorted()
    }

    @Test func repositoryFixturesKeepTheirMeaning() throws {
        let files = Self.repositoryFixtures()
        #expect(files.count >= 16, "the fixtures were not found under \(TestPaths.packageRoot)")
        var texts: [String: String] = [:]
        for file in files { texts[file] = try String(contentsOfFile: TestPaths.packageRoot + "/" + file, encoding: .utf8) }
        expectSameMeaning(texts)
    }

    @Test func corpusKeepsItsMeaning() throws {
        let files = TestPaths.corpusFiles()
        guard !files.isEmpty else {
            withKnownIssue("../shared/corpus is absent: corpus test skipped") { Issue.record("no corpus at \(TestPaths.corpus)") }
            return
        }
        var texts: [String: String] = [:]
        for file in files { texts[file] = try String(contentsOfFile: TestPaths.corpus + "/" + file, encoding: .utf8) }
        expectSameMeaning(texts)
    }

    @Test func randomDocumentsKeepTheirMeaning() {
        var random = RandomReactantDocument(seed: 0x5EED_F0A7)
        var formattedCount = 0
        for round in 0..<400 {
            var text = random.document()
            // Some documents lose a character: broken ones must be refused, the others keep their meaning.
            if round % 4 == 3, !text.isEmpty {
                var characters = Array(text)
                characters.remove(at: Int.random(in: 0..<characters.count, using: &random.generator))
                text = String(characters)
            }
            let options = Self.optionSets[round % Self.optionSets.count]
            if expectSameMeaning(["R\(round).ui.xml": text], options: [options]) { formattedCount += 1 }
        }
        #expect(formattedCount > 300, "most random documents are well-formed and formatted")
    }

    /// Formats every text with every option set and compares; returns whether any was formatted.
    @discardableResult
    func expectSameMeaning(
        _ texts: [String: String], options: [FormattingOptions] = optionSets, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let before = Self.meanings(texts)
        var formattedAny = false
        for option in options {
            var formatted: [String: String] = [:]
            for (path, text) in texts {
                guard let result = DocumentFormatter.format(text, options: option) else {
                    // Refused: only a document libxml2 finds malformed.
                    let syntax = XMLDocumentSyntax(text: text)
                    #expect(syntax.diagnostics.contains { $0.severity == .error }, "\(path) refused though well-formed", sourceLocation: sourceLocation)
                    formatted[path] = text
                    continue
                }
                formattedAny = true
                formatted[path] = result
                let again = DocumentFormatter.format(result, options: option)
                #expect(again == result, "\(path) is not idempotent under \(option):\n\(result)\n---\n\(again ?? "refused")", sourceLocation: sourceLocation)
            }
            let after = Self.meanings(formatted)
            for path in texts.keys.sorted() {
                expectLines(after[path]!, before[path]!, "\(path) under \(option):\n\(formatted[path]!)", sourceLocation: sourceLocation)
            }
        }
        return formattedAny
    }

    /// Per path: the model with every position removed, then the diagnostics, one per line.
    static func meanings(_ texts: [String: String]) -> [String: String] {
        let workspace = AnalysisWorkspace(texts)
        var result: [String: String] = [:]
        for prepared in workspace.prepared {
            let analyzed = analyzer.analyze(prepared, workspace: workspace.index)
            let lines = syntaxMeaning(prepared.syntax.tree, text: prepared.text) + [PositionFree.render(prepared.document)]
                + analyzed.diagnostics.map { "\($0.severity) \($0.code): \($0.message)" }
            result[prepared.path] = lines.joined(separator: "\n")
        }
        return result
    }

    /// What the generator reads from the tree: elements, attributes as decoded (constraint
    /// values as analyzed), text and markup content. White space between elements counts only
    /// where it is content (beside text).
    static func syntaxMeaning(_ tree: XMLSyntaxTree, text: String) -> [String] {
        let bytes = Array(text.utf8)
        var lines: [String] = []
        func node(_ node: XMLNode, mixed: Bool, depth: Int) {
            switch node {
            case .element(let index): element(tree.elements[index])
            case .text(let run): if !run.isWhitespace || mixed { lines.append("\(depth) text \(run.decoded.value.debugDescription)") }
            case .markup(let markup):
                lines.append("\(depth) \(markup.kind) \(String(decoding: bytes[markup.range], as: UTF8.self).debugDescription)")
            case .strayEndTag(let tag): lines.append("stray \(tag.name.qualified)")
            }
        }
        func element(_ element: XMLElementSyntax) {
            var line = "\(element.depth) <\(element.name.qualified)> \(element.startTagEnd)"
            for attribute in element.attributes {
                let decoded = attribute.value?.decoded.value ?? "(none)"
                if let index = attribute.name.layoutAttributeIndex {
                    line += " \(attribute.name.qualified)⇒" + PositionFree.render(LayoutAnalysis.analyze(decoded, as: LayoutAttribute.all[index]))
                } else {
                    line += " \(attribute.name.qualified)=\(decoded.debugDescription)"
                }
            }
            lines.append(line)
            let mixed = element.children.contains { child in
                if case .text(let run) = child { return !run.isWhitespace }
                if case .markup(let markup) = child { return markup.kind == .characterData }
                return false
            } || ReactantVocabulary.attributedTextChildren.contains(element.name.qualified)
            for child in element.children { node(child, mixed: mixed, depth: element.depth) }
        }
        for top in tree.topLevel { node(top, mixed: false, depth: 0) }
        return lines
    }
}

/// A value's structure without positions: every `Range<Int>` is written `R`, dictionaries and
/// sets in sorted order, so two models that differ only in where things are written match.
enum PositionFree {
    static func render(_ value: Any) -> String {
        if value is Range<Int> { return "R" }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .dictionary?, .set?:
            return "[" + mirror.children.map { render($0.value) }.sorted().joined(separator: ", ") + "]"
        case .struct?, .class?, .enum?, .tuple?, .collection?, .optional?:
            guard !mirror.children.isEmpty else { return String(describing: value) }
            let inner = mirror.children.map { child in (child.label.map { $0 + ": " } ?? "") + render(child.value) }
            return "\(mirror.subjectType)(" + inner.joined(separator: ", ") + ")"
        default:
            return String(describing: value)
        }
    }
}

/// Seeded Reactant UI documents with every kind of markup the formatter treats specially and
/// white space of every kind where XML allows it.
struct RandomReactantDocument {
    var generator: SeededGenerator

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &generator)] }
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &generator) < percent }

    mutating func space(allowEmpty: Bool) -> String {
        pick((allowEmpty ? [""] : []) + [" ", "  ", "\n", "\n\n    ", "\t", "\r\n  ", " \n\t "])
    }

    static let constraintValues = [
        "super", "super inset(10)", ":gte greeting.bottom offset(8) @high", "[iphone] super offset(4)",
        "id:anchor.top offset(-4)", "super; :lte super @low", "super inset(", ":foo bar", "10", "width = super.width multiplied(by: 0.5)",
        "super inset(by: 2);;super", "greeting", "[ipad and landscape] super inset(20) @750", "safeAreaLayoutGuide;   :gte super",
        "super &amp; x", "", ";", "super.centerX multiplied(by:2)@low",
    ]
    static let constraintNames = ["top", "left", "below", "edges", "fillHorizontally", "width", "centerX", "before"]
    static let tags = ["View", "Label", "Button", "Container", "StackView", "ImageView", "Unknown"]

    mutating func constraintValue() -> String {
        var value = pick(Self.constraintValues)
        if chance(60) {
            value = value.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                .joined(separator: pick([" ", "  ", "\n      ", "\t"]))
        }
        if chance(20) { value = " " + value + "  " }
        return value
    }

    mutating func attributes() -> [String] {
        var result: [String] = []
        if chance(50) { result.append("field=\"\(pick(["greeting", "title", "anchorView", "x1"]))\"") }
        if chance(30) { result.append("text=\"\(pick(["Hello", "a &amp; b", "  spaced  text ", "&#x41;&lt;", "line\nbreak"]))\"") }
        if chance(20) { result.append("layout:id=\"\(pick(["anchor", " anchor", "x"]))\"") }
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let quote = chance(15) ? "'" : "\""
            result.append("layout:\(pick(Self.constraintNames))=\(quote)\(constraintValue())\(quote)")
        }
        if chance(10) { result.append("backgroundColor=\"white\"") }
        // Distinct names only: a repeated attribute is not well-formed.
        var seen: Set<Substring> = []
        return result.filter { seen.insert($0.prefix { $0 != "=" }).inserted }
    }

    mutating func startTag(_ name: String, selfClosing: Bool) -> String {
        var tag = "<" + name
        for attribute in attributes() {
            let parts = attribute.split(separator: "=", maxSplits: 1)
            tag += space(allowEmpty: false) + parts[0] + (chance(10) ? " = " : "=") + parts[1]
        }
        return tag + space(allowEmpty: true) + (selfClosing ? "/>" : ">")
    }

    mutating func content(depth: Int) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...(depth > 3 ? 1 : 4), using: &generator) {
            text += space(allowEmpty: true)
            switch Int.random(in: 0..<100, using: &generator) {
            case 0..<45:
                let name = pick(Self.tags)
                if chance(50) || depth > 3 {
                    text += startTag(name, selfClosing: true)
                } else {
                    text += startTag(name, selfClosing: false) + content(depth: depth + 1) + "</\(name)" + (chance(20) ? " " : "") + ">"
                }
            case 45..<55: text += "<!--\(pick([" note ", "\n   multi\n      line ", "", "x"]))-->"
            case 55..<62: text += "plain text"
            case 62..<68: text += "<![CDATA[ <raw> & \n ]]>"
            case 68..<76: text += "<attributedText style=\"s\"><b>bold</b><i> it </i>\(space(allowEmpty: true))</attributedText>"
            case 76..<82: text += "<View xml:space=\"preserve\">  <Label   field=\"p\"/>\n</View>"
            case 82..<86: text += "<?target data?>"
            case 86..<90: text += "&amp;&#65;"
            default: text += "<Component type=\"Cell\"\(space(allowEmpty: false))field=\"cell\">" + content(depth: depth + 1) + "</Component>"
            }
        }
        return text + space(allowEmpty: true)
    }

    mutating func document() -> String {
        var text = chance(50) ? "<?xml version=\"1.0\" encoding=\"UTF-8\" ?>" + space(allowEmpty: true) : ""
        if chance(20) { text += "<!-- header -->" + space(allowEmpty: true) }
        text += startTag("Component", selfClosing: false) + content(depth: 0) + "</Component>"
        if chance(50) { text += space(allowEmpty: true) }
        return text
    }
}
