import Support
import Foundation
import ReactantAnalysis

/// `--format json`: one array of diagnostics, each with its file, a 0-based LSP range
/// (characters in UTF-16 code units, as an editor would use it), severity, code, message and
/// related information. Keys are sorted so the output is byte-for-byte reproducible.
struct JSONFormatter {
    struct WirePosition: Codable, Hashable {
        var line: Int
        var character: Int
    }

    struct LSPRange: Codable, Hashable {
        var start: WirePosition
        var end: WirePosition
    }

    struct Related: Codable, Hashable {
        var file: String
        /// Absent when the location is in a file outside the check.
        var range: LSPRange?
        var message: String
    }

    /// A quick fix: replace `range` of `file` (the diagnostic's, or the Swift file a
    /// `swift.unknown-field` fix declares the property in) with `newText`.
    struct Fix: Codable, Hashable {
        var title: String
        var file: String
        var range: LSPRange
        var newText: String
    }

    struct Entry: Codable, Hashable {
        var file: String
        var range: LSPRange
        var severity: String
        var code: String
        var message: String
        var relatedInformation: [Related]
        /// Absent when the diagnostic has none.
        var fixes: [Fix]?
    }

    func entries(_ report: CheckReport) -> [Entry] {
        report.files.flatMap { file in
            file.diagnostics.map { diagnostic in
                Entry(
                    file: file.source.path,
                    range: Self.range(diagnostic.range, in: file.positions),
                    severity: diagnostic.severity.rawValue,
                    code: diagnostic.code,
                    message: diagnostic.message,
                    relatedInformation: diagnostic.related.map { related in
                        let target = report.file(forPath: related.path, in: file)
                        return Related(
                            file: target?.source.path ?? related.path ?? file.source.path,
                            range: target.map { Self.range(related.range, in: $0.positions) },
                            message: related.message)
                    },
                    fixes: diagnostic.fixes.isEmpty ? nil : diagnostic.fixes.map { fix in
                        guard let other = fix.otherFile else {
                            return Fix(title: fix.title, file: file.source.path, range: Self.range(fix.range, in: file.positions),
                                       newText: fix.replacement)
                        }
                        return Fix(title: fix.title, file: other.path, range: LSPRange(
                            start: WirePosition(line: other.start.line, character: other.start.utf16Column),
                            end: WirePosition(line: other.end.line, character: other.end.utf16Column)), newText: fix.replacement)
                    })
            }
        }
    }

    func format(_ report: CheckReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(entries(report))) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func range(_ range: Range<Int>, in positions: LineTable) -> LSPRange {
        let (start, end) = CheckReport.span(of: range, in: positions)
        return LSPRange(
            start: WirePosition(line: start.line, character: start.utf16Column),
            end: WirePosition(line: end.line, character: end.utf16Column))
    }
}
