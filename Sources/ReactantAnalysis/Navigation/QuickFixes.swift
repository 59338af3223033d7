import Support

/// A fix offered for one diagnostic: a single replacement in the document.
public struct QuickFix: Hashable, Sendable {
    public let title: String
    /// The diagnostic the fix resolves.
    public let diagnostic: Diagnostic
    /// In the diagnostic's document, or in `otherFile` when it is set.
    public let replacement: TextReplacement
    /// The file the edit is in when it is not the document (the Swift class of a component).
    public let otherFile: Diagnostic.OtherFile?
    /// Whether it is the diagnostic's only fix and edits the document itself (the editor may
    /// apply it without asking; an edit of another file is always offered, never preferred).
    public let isPreferred: Bool
}

/// Quick fixes from the analysis's own diagnostics. A client names the diagnostics it shows
/// by code and range; the fixes come from analyzing the document again (analysis is a pure
/// function of the text), so nothing needs to round-trip through the client.
public enum QuickFixes {
    /// A diagnostic as a client shows it: its code and UTF-8 range in the document.
    public struct Selector: Hashable, Sendable {
        public let code: String?
        public let range: Range<Int>

        public init(code: String?, range: Range<Int>) {
            self.code = code
            self.range = range
        }
    }

    /// The fixes of the `diagnostics` the client selected; with no selection (a client that
    /// sends none), those of every diagnostic touching `range`. Document order.
    public static func fixes(for diagnostics: [Diagnostic], selected: [Selector], range: Range<Int>) -> [QuickFix] {
        let chosen: [Diagnostic]
        if selected.isEmpty {
            chosen = diagnostics.filter { touches($0.range, range) }
        } else {
            chosen = diagnostics.filter { diagnostic in
                selected.contains { ($0.code == nil || $0.code == diagnostic.code) && $0.range == diagnostic.range }
            }
        }
        return chosen.flatMap { diagnostic in
            diagnostic.fixes.map { fix in
                QuickFix(
                    title: fix.title, diagnostic: diagnostic,
                    replacement: TextReplacement(range: fix.range, text: fix.replacement), otherFile: fix.otherFile,
                    isPreferred: diagnostic.fixes.count == 1 && fix.otherFile == nil)
            }
        }
    }

    /// Whether two ranges overlap or touch (an empty range at a diagnostic's end touches it).
    static func touches(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.lowerBound <= b.upperBound && b.lowerBound <= a.upperBound
    }
}
