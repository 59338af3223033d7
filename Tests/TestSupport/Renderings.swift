import LanguageServerProtocol
import Testing

/// Compact renderings of what the user sees, one line per item, for `expectLines`.
public enum Rendering {
    /// One diagnostic as `line:character-line:character severity code: message`, positions
    /// zero-based as on the wire; a message's line breaks are written `⏎`.
    public static func diagnostic(range: LSPRange, severity: String, code: String?, message: String) -> String {
        "\(range) \(severity) \(code ?? "(no code)"): \(message.replacingOccurrences(of: "\n", with: "⏎"))"
    }

    /// Wire diagnostics in the order given; `related` adds an indented line per related location.
    public static func diagnostics(_ diagnostics: [LSPDiagnostic], related: Bool = false) -> [String] {
        diagnostics.flatMap { diagnostic -> [String] in
            let line = Self.diagnostic(
                range: diagnostic.range, severity: severity(diagnostic.severity), code: diagnostic.code, message: diagnostic.message)
            guard related else { return [line] }
            return [line] + (diagnostic.relatedInformation ?? []).map {
                "    related \($0.location.uri) \($0.location.range): \($0.message.replacingOccurrences(of: "\n", with: "⏎"))"
            }
        }
    }

    /// The labels that appear more than once, each once, in order of their second appearance.
    public static func repeated(_ labels: [String]) -> [String] {
        var seen: Set<String> = [], reported: Set<String> = []
        return labels.filter { !seen.insert($0).inserted && reported.insert($0).inserted }
    }

    public static func severity(_ severity: DiagnosticSeverity?) -> String {
        switch severity {
        case .error?: "error"
        case .warning?: "warning"
        case .information?: "information"
        case .hint?: "hint"
        case nil: "(no severity)"
        case let other?: "severity \(other.rawValue)"
        }
    }
}

/// Expects the complete list of completion labels in the order the server gives them, and
/// that no label appears twice.
public func expectLabels(
    _ actual: [String], _ expected: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectLines(actual, expected, comment, sourceLocation: sourceLocation)
    let repeated = Rendering.repeated(actual)
    if !repeated.isEmpty { Issue.record("labels offered more than once: \(repeated)", sourceLocation: sourceLocation) }
}

public func expectLabels(
    _ list: CompletionList, _ expected: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
) {
    expectLabels(list.items.map(\.label), expected, comment, sourceLocation: sourceLocation)
}

/// Expects the complete list of wire diagnostics, rendered by `Rendering.diagnostics`.
public func expectDiagnostics(
    _ actual: [LSPDiagnostic], _ expected: [String], related: Bool = false, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectLines(Rendering.diagnostics(actual, related: related), expected, comment, sourceLocation: sourceLocation)
}

/// Expects a hover's complete markdown text.
public func expectHover(_ hover: Hover?, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let hover else {
        Issue.record("no hover, expected:\n\(expected)", sourceLocation: sourceLocation)
        return
    }
    if hover.contents.kind != .markdown { Issue.record("hover is \(hover.contents.kind.rawValue), not markdown", sourceLocation: sourceLocation) }
    expectLines(hover.contents.value, expected, sourceLocation: sourceLocation)
}
