import Support
import ReactantAnalysis

/// The default, compiler-style output:
///
///     Views/Main.ui.xml:3:17: error: unknown anchor 'lef' [layout.unknown-anchor]
///         <Label layout:lef="super" />
///                ^~~~~~~~~~
///
/// Lines and columns are 1-based, columns counted in characters (Unicode scalars, a tab is
/// one). Related information follows as `note:` lines with their own source line.
struct TextFormatter {
    var useColors: Bool

    private enum Style: String {
        case bold = "1", red = "1;31", magenta = "1;35", cyan = "1;36", green = "1;32"
    }

    private func styled(_ text: String, _ style: Style) -> String {
        useColors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// Everything printed for one file; empty when it has nothing to show.
    func format(_ file: CheckReport.FileResult, in report: CheckReport) -> String {
        var output = ""
        for diagnostic in file.diagnostics {
            let label = Self.label(diagnostic.severity)
            output += location(file, range: diagnostic.range) + " "
                + styled(label + ":", style(for: diagnostic.severity)) + " "
                + styled(TerminalText.sanitized(diagnostic.message), .bold)
                + " [\(TerminalText.sanitized(diagnostic.code))]\n"
            output += snippet(diagnostic.range, in: file)
            for related in diagnostic.related {
                let message = TerminalText.sanitized(related.message)
                if let target = report.file(forPath: related.path, in: file) {
                    output += location(target, range: related.range) + " " + styled("note:", .cyan) + " " + message + "\n"
                    output += snippet(related.range, in: target)
                } else {
                    output += styled(TerminalText.sanitized(related.path ?? "") + ":", .bold) + " "
                        + styled("note:", .cyan) + " " + message + "\n"
                }
            }
        }
        return output
    }

    /// `2 errors, 1 warning in 14 files`, or `2 errors, 1 warning, 3 notes in 14 files` when
    /// notes (information and hints) were printed: every line above is counted.
    func summary(_ report: CheckReport) -> String {
        let notes = report.noteCount > 0 ? ", " + Self.counted(report.noteCount, "note") : ""
        return "\(Self.counted(report.errorCount, "error")), \(Self.counted(report.warningCount, "warning"))\(notes) in \(Self.counted(report.files.count, "file"))\n"
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    static func label(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .information: "info"
        case .hint: "hint"
        }
    }

    private func style(for severity: Diagnostic.Severity) -> Style {
        switch severity {
        case .error: .red
        case .warning: .magenta
        case .information, .hint: .cyan
        }
    }

    private func location(_ file: CheckReport.FileResult, range: Range<Int>) -> String {
        let start = file.positions.columns(of: range.lowerBound)
        return styled("\(TerminalText.sanitized(file.source.path)):\(start.line + 1):\(start.characterColumn + 1):", .bold)
    }

    private func snippet(_ range: Range<Int>, in file: CheckReport.FileResult) -> String {
        let snippet = SourceSnippet(range: range, in: file.positions)
        return snippet.line + "\n" + styled(snippet.underline, .green) + "\n"
    }
}
