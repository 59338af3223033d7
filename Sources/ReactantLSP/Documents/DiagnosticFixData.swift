import LanguageServerProtocol
import Support

/// The quick fixes of a diagnostic, carried in the published diagnostic's `data`, so a code
/// action request (which sends the diagnostics back) can offer them without analysing again.
///
/// Wire form: `{"fixes": [{"title": "Change to 'x'", "range": {…}, "newText": "x"}]}`, ranges
/// in the client's positions of the version the diagnostic was published for.
public struct DiagnosticFixData: Hashable, Sendable {
    public struct Fix: Hashable, Sendable {
        public var title: String
        public var range: LSPRange
        public var newText: String

        public init(title: String, range: LSPRange, newText: String) {
            self.title = title
            self.range = range
            self.newText = newText
        }
    }

    public var fixes: [Fix]

    public init(fixes: [Fix]) { self.fixes = fixes }

    /// The fixes of `diagnostic`, positioned in `document`.
    public init(_ diagnostic: Diagnostic, in document: DocumentSnapshot) {
        fixes = diagnostic.fixes.map { Fix(title: $0.title, range: document.range(of: $0.range), newText: $0.replacement) }
    }

    /// Reads the fixes back from a diagnostic's `data`; `nil` when it carries none.
    public init?(json: JSONValue?) {
        guard let entries = json?["fixes"]?.arrayValue else { return nil }
        fixes = entries.compactMap { entry in
            guard let title = entry["title"]?.stringValue, let newText = entry["newText"]?.stringValue,
                  let range = try? entry["range"]?.decode(LSPRange.self) else { return nil }
            return Fix(title: title, range: range, newText: newText)
        }
    }

    /// The `data` value; built by hand, as this runs for every published diagnostic.
    public var json: JSONValue {
        .object(["fixes": .array(fixes.map { fix in
            .object(["title": .string(fix.title), "range": Self.json(fix.range), "newText": .string(fix.newText)])
        })])
    }

    private static func json(_ range: LSPRange) -> JSONValue {
        ["start": ["line": .int(range.start.line), "character": .int(range.start.character)],
         "end": ["line": .int(range.end.line), "character": .int(range.end.character)]]
    }
}
