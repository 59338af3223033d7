import Foundation
import Testing
@testable import ConstraintGrammar
import TestSupport

/// Conformance with the real corpus in `../shared/corpus` (next to the package), when present.
/// `REACTANT_SHARED_DIR` overrides where the shared directory is (the CI conformance step sets it).
struct CorpusTests {
    static let corpus = TestPaths.corpus
    static let corpusExists = FileManager.default.fileExists(atPath: corpus)

    /// Every `layout:NAME="value"` in every `*.ui.xml`, with entities decoded as an XML parser would.
    static func layoutAttributes() throws -> [(file: String, name: String, value: String)] {
        guard let enumerator = FileManager.default.enumerator(atPath: corpus) else { return [] }
        var found: [(String, String, String)] = []
        let pattern = try NSRegularExpression(pattern: #"layout:([A-Za-z.]+)\s*=\s*"([^"]*)""#)
        for case let path as String in enumerator where path.hasSuffix(".ui.xml") {
            let text = try String(contentsOfFile: corpus + "/" + path, encoding: .utf8)
            let ns = text as NSString
            for match in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
                let raw = ns.substring(with: match.range(at: 2))
                found.append((path, ns.substring(with: match.range(at: 1)), decodeEntities(raw)))
            }
        }
        return found
    }

    static func decodeEntities(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test(.enabled(if: corpusExists, "../shared/corpus is absent: corpus conformance skipped"))
    func everyLayoutValueInTheCorpusHasNoError() throws {
        let attributes = try Self.layoutAttributes()
        #expect(attributes.count > 100)
        for (file, name, value) in attributes {
            let known = LayoutAttribute.named(name)
            #expect(known != nil, "\(file): layout:\(name)")
            guard let known else { continue }
            let errors = LayoutAnalysis.analyze(value, as: known).diagnostics.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(file): layout:\(name)=\"\(value)\" → \(errors.map(\.message))")
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: corpus + "/layout-values.tsv"),
                   "../shared/corpus/layout-values.tsv is absent: verdict conformance skipped"))
    func everyRowOfLayoutValuesAgreesWithTheGeneratorsVerdict() throws {
        let path = Self.corpus + "/layout-values.tsv"
        let rows = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(rows.count > 100)
        for row in rows {
            let columns = row.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            try #require(columns.count == 3, "malformed row \(row)")
            let known = try #require(LayoutAttribute.named(columns[0]), "layout:\(columns[0])")
            let analysis = LayoutAnalysis.analyze(columns[1], as: known)
            if columns[2] == "OK" {
                #expect(!analysis.hasErrors, "\(columns[0])=\"\(columns[1])\" → \(analysis.diagnostics.map(\.message))")
            } else {
                #expect(analysis.hasErrors, "\(columns[0])=\"\(columns[1])\" should be an error")
            }
        }
    }
}
