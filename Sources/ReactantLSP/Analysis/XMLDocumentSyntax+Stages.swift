extension XMLDocumentSyntax {
    /// A document's syntax from its two stages computed apart: the tolerant tree of `text` and
    /// libxml2's reports on `text`, combined exactly as `init(text:)` combines them.
    init(text: String, tree: XMLSyntaxTree, wellFormedness reports: [LibXML2Report]) {
        self.tree = tree
        self.diagnostics = WellFormedness.diagnostics(for: reports, bytes: Array(text.utf8), tree: tree)
    }
}
