import Support

/// A document's syntax: the tolerant tree and the well-formedness diagnostics (`xml.*`).
///
/// The two sources combine without double reports: libxml2 alone decides what is malformed
/// and says so (its verdict is the generator's, whose XML reader is libxml2); the tree never
/// reports, it only turns libxml2's line and column into the exact range of the token
/// concerned. Analysis reads the tree whatever libxml2 thinks of the document.
public struct XMLDocumentSyntax: Sendable {
    public let tree: XMLSyntaxTree
    /// Well-formedness problems, in document order of libxml2's reports.
    public let diagnostics: [Diagnostic]

    /// Both readings one after the other, on the caller's thread: it never waits on another
    /// thread, so it is safe anywhere, a cooperative thread included. Async code with a large
    /// document reads it with `reading`, which spreads the two over the cores.
    public init(text: String) {
        // One copy of the text serves the scanner, libxml2 and the mapping of its reports.
        let bytes = Array(text.utf8)
        self.init(bytes: bytes, tree: XMLScanner.scan(bytes), wellFormedness: LibXML2WellFormedness.reports(for: bytes))
    }

    /// The same from async code: a large document's libxml2 verdict is awaited while it runs
    /// on another core, so the caller's thread is not held waiting for it (`--check`'s lanes).
    /// A large document is read in the text's own storage: a copy of its bytes would be one
    /// more pass over them before the scan, and one more copy in memory while it is checked.
    package static func reading(_ text: String) async -> XMLDocumentSyntax {
        guard text.utf8.count >= largeDocumentLength else { return XMLDocumentSyntax(text: text) }
        let reports = BackgroundResult { LibXML2WellFormedness.reports(for: text) }
        var contiguous = text  // `withUTF8` copies only a string not stored as UTF-8 already
        let tree = contiguous.withUTF8(XMLScanner.scan)
        return XMLDocumentSyntax(text: text, tree: tree, wellFormedness: await reports.value)
    }

    /// From this length (UTF-8 bytes) on, a document's work is spread over the cores: here the
    /// tree is scanned while libxml2's verdict is sought, and `--check` runs its checks side
    /// by side.
    package static let largeDocumentLength = 1 << 20

    /// A document's syntax from its two stages computed apart (the server scans the tree and
    /// runs libxml2 on different cores): the tolerant tree of the text and libxml2's reports.
    package init(text: String, tree: XMLSyntaxTree, wellFormedness reports: [LibXML2Report]) {
        // Most versions are well-formed: their reports need no byte copy to be placed, which
        // on a large file is a good part of the check's memory.
        guard !reports.isEmpty else {
            self.init(tree: tree, diagnostics: [])
            return
        }
        self.init(bytes: Array(text.utf8), tree: tree, wellFormedness: reports)
    }

    private init(bytes: [UInt8], tree: XMLSyntaxTree, wellFormedness reports: [LibXML2Report]) {
        self.init(tree: tree, diagnostics: WellFormedness.diagnostics(for: reports, bytes: bytes, tree: tree))
    }

    private init(tree: XMLSyntaxTree, diagnostics: [Diagnostic]) {
        self.tree = tree
        self.diagnostics = diagnostics
    }
}

extension XMLSyntaxTree {
    /// The tree alone, without asking libxml2 (for callers that only need structure).
    public static func parse(_ text: String) -> XMLSyntaxTree {
        XMLScanner.scan(Array(text.utf8))
    }
}
