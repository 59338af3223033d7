import Foundation
import Support
import ReactantAnalysis

/// `--format github`: GitHub Actions workflow commands, one per diagnostic, which the runner
/// turns into annotations:
///
///     ::error file=Views/Main.ui.xml,line=3,col=17,endLine=3,endColumn=26,title=layout.unknown-anchor::unknown anchor
///
/// Lines and columns are 1-based in characters; `endColumn` is the column of the last
/// character of the range (inclusive). Paths are relative to the current directory when
/// under it. Related information is appended to the message as `note:` lines.
struct GitHubFormatter {
    func format(_ file: CheckReport.FileResult, in report: CheckReport) -> String {
        var output = ""
        let path = report.relativePath(of: file.source.absolutePath) ?? file.source.absolutePath
        for diagnostic in file.diagnostics {
            let (start, end) = CheckReport.span(of: diagnostic.range, in: file.positions)
            let startColumn = start.characterColumn + 1
            let endColumn = end.line == start.line ? max(end.characterColumn, startColumn) : max(end.characterColumn, 1)
            let properties = [
                ("file", path),
                ("line", String(start.line + 1)),
                ("col", String(startColumn)),
                ("endLine", String(end.line + 1)),
                ("endColumn", String(endColumn)),
                ("title", diagnostic.code),
            ]
            var message = diagnostic.message
            for related in diagnostic.related {
                if let target = report.file(forPath: related.path, in: file) {
                    let position = target.positions.columns(of: related.range.lowerBound)
                    let relatedPath = report.relativePath(of: target.source.absolutePath) ?? target.source.absolutePath
                    message += "\n\(relatedPath):\(position.line + 1):\(position.characterColumn + 1): note: \(related.message)"
                } else {
                    message += "\n\(related.path ?? path): note: \(related.message)"
                }
            }
            output += "::\(Self.command(diagnostic.severity)) "
                + properties.map { "\($0.0)=\(Self.escapedProperty($0.1))" }.joined(separator: ",")
                + "::\(Self.escapedData(message))\n"
        }
        return output
    }

    static func command(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .information, .hint: "notice"
        }
    }

    /// The message part: `%`, CR and LF are percent-encoded (the runner decodes them).
    static func escapedData(_ text: String) -> String {
        escaped(text, alsoDelimiters: false)
    }

    /// A property value: as data, and also `:` and `,`, which would end the value.
    static func escapedProperty(_ text: String) -> String {
        escaped(text, alsoDelimiters: true)
    }

    private static func escaped(_ text: String, alsoDelimiters: Bool) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result.append(contentsOf: "%25".unicodeScalars)
            case "\r": result.append(contentsOf: "%0D".unicodeScalars)
            case "\n": result.append(contentsOf: "%0A".unicodeScalars)
            case ":" where alsoDelimiters: result.append(contentsOf: "%3A".unicodeScalars)
            case "," where alsoDelimiters: result.append(contentsOf: "%2C".unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }
}
