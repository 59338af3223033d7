/// Past a limit per document, diagnostics are summarised in one final diagnostic instead of
/// flooding an editor or a terminal: a pasted value with 200,000 broken constraints lists the
/// first of them and says how many more there are.
public struct DiagnosticLimit: Hashable, Sendable {
    public static let defaultLimit = 1_000
    public static let code = "diagnostics.limit"

    /// How many diagnostics one document shows; 0 shows them all.
    public var limit: Int
    /// How the reader raises the limit (a setting's name, a flag).
    public var howToRaise: String

    public init(_ limit: Int, howToRaise: String) {
        self.limit = limit
        self.howToRaise = howToRaise
    }

    /// `diagnostics` (in document order) unchanged when within the limit; else the `limit`
    /// most severe, errors first and the earliest of each severity, in document order, and
    /// after them one information diagnostic, on the first one left out, counting the rest.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard limit > 0, diagnostics.count > limit else { return diagnostics }
        let ranked = diagnostics.indices.sorted { (diagnostics[$0].severity, $0) < (diagnostics[$1].severity, $1) }
        let kept = ranked.prefix(limit).sorted()
        let omitted = ranked.dropFirst(limit).sorted()
        var counts: [Diagnostic.Severity: Int] = [:]
        for index in omitted { counts[diagnostics[index].severity, default: 0] += 1 }
        let breakdown = [Diagnostic.Severity.error, .warning, .information, .hint].compactMap { severity in
            counts[severity].map { "\($0) \(severity.plural($0))" }
        }
        let summary = Diagnostic(
            code: Self.code, severity: .information,
            message: "\(omitted.count) more problems in this file are not listed (\(breakdown.joined(separator: ", "))): "
                + "at most \(limit) are; \(howToRaise) raises the limit",
            range: diagnostics[omitted[0]].range)
        return kept.map { diagnostics[$0] } + [summary]
    }
}

extension Diagnostic.Severity {
    fileprivate func plural(_ count: Int) -> String {
        let word = switch self {
        case .error: "error"
        case .warning: "warning"
        case .information: "note"
        case .hint: "hint"
        }
        return count == 1 ? word : word + "s"
    }
}
