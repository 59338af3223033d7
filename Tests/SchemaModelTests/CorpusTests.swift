import Foundation
import Testing
@testable import SchemaModel
import TestSupport

/// The real files of `../shared/corpus` all build with the generator, so the schema must not
/// call any of their values invalid, and must know every attribute but the genuine slips.
@Suite struct CorpusTests {
    static let corpus = URL(fileURLWithPath: TestPaths.corpus)

    static var files: [URL] {
        let enumerator = FileManager.default.enumerator(at: corpus, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? [])
            .filter { $0.lastPathComponent.hasSuffix(".ui.xml") || $0.lastPathComponent.hasSuffix(".styles.xml") }
            .sorted { $0.path < $1.path }
    }

    /// Attributes the generator ignores in these files: the facts brief lists each slip.
    static let knownSlips: Set<String> = [
        "ExampleSelectionRootView.ui.xml Component root",
        "ATest.ui.xml PlainTableView examples",
        "ExampleRootView.ui.xml attributedText paragraphStyle.defaultTabInterval",
        "SimulatedSeparatorTableViewRootView.ui.xml SimulatedSeparatorTableView tools:sectionCount",
    ]

    struct Finding: CustomStringConvertible {
        var file: String
        var text: String
        var description: String { "\(file): \(text)" }
    }

    static var corpusExists: Bool { FileManager.default.fileExists(atPath: corpus.path) }

    @Test(.enabled(if: corpusExists, "skipped: ../shared/corpus is absent, so the real files cannot be checked"))
    func noCorpusValueIsInvalidAndOnlyTheKnownSlipsAreUnknown() throws {
        let schema = Schema.embedded
        var invalid: [Finding] = []
        var unknown: Set<String> = []
        var checkedValues = 0
        for file in Self.files {
            let tree = try XMLTreeReader.read(String(contentsOf: file, encoding: .utf8), name: file.path)
            let name = file.lastPathComponent
            guard let root = schema.root(named: tree.localName) else {
                invalid.append(Finding(file: name, text: "no root <\(tree.localName)>"))
                continue
            }
            walk(tree, root, file: name, invalid: &invalid, unknown: &unknown, checked: &checkedValues)
        }
        #expect(invalid.isEmpty, "\(invalid)")
        #expect(unknown == Self.knownSlips)
        #expect(checkedValues > 250)
    }

    /// Every attribute name in the history of layout values that the generator accepted is a
    /// declared `layout:` attribute of a view.
    @Test(.enabled(if: corpusExists, "skipped: ../shared/corpus is absent, so layout-values.tsv cannot be read"))
    func everyAcceptedLayoutAttributeIsDeclared() throws {
        let table = try String(contentsOf: Self.corpus.appending(path: "layout-values.tsv"), encoding: .utf8)
        let view = try #require(Schema.embedded.root(named: "Component")?.child(named: "View"))
        var accepted: Set<String> = []
        var rows = 0
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 3, fields[2] == "OK" else { continue }
            rows += 1
            accepted.insert("layout:" + fields[0])
        }
        #expect(rows > 50)
        for name in accepted {
            #expect(view.attribute(named: name) != nil, "\(name)")
        }
    }

    private func walk(_ node: XMLTreeElement, _ declaration: ElementDeclaration, file: String,
                      invalid: inout [Finding], unknown: inout Set<String>, checked: inout Int) {
        for attribute in node.attributes {
            let name = attribute.writtenName
            if let verdict = declaration.validate(attribute.value, forAttribute: name) {
                checked += 1
                if verdict.isInvalid { invalid.append(Finding(file: file, text: "\(node.localName) \(name)=\"\(attribute.value)\": \(verdict)")) }
            } else if declaration.unknownAttribute(named: name) != .namespaceMarkup {
                unknown.insert("\(file) \(node.localName) \(name)")
            }
        }
        for child in node.children {
            guard let childDeclaration = declaration.child(named: child.localName) else {
                invalid.append(Finding(file: file, text: "<\(child.localName)> is not allowed in <\(node.localName)>"))
                continue
            }
            walk(child, childDeclaration, file: file, invalid: &invalid, unknown: &unknown, checked: &checked)
        }
    }
}
