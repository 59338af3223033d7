import Foundation
import SchemaModel
import Support
import SwiftBinding
import XMLSyntax

/// A document read but not yet checked: the first pass over a workspace prepares every file,
/// builds the `WorkspaceIndex` from their facts, then analyses each against it.
public struct PreparedDocument: Sendable {
    public let path: String
    public let text: String
    public let syntax: XMLDocumentSyntax
    public let document: ReactantDocument
    public let facts: DocumentFacts

    public init(text: String, path: String) {
        self.init(text: text, path: path, syntax: XMLDocumentSyntax(text: text))
    }

    /// The same from async code: a large document's libxml2 verdict is awaited, not waited for.
    /// - Parameter includingEditorFacts: see `DocumentFacts.init(path:document:includingEditorFacts:)`.
    public static func preparing(text: String, path: String, includingEditorFacts: Bool = true) async -> PreparedDocument {
        let syntax = await XMLDocumentSyntax.reading(text)
        return PreparedDocument(
            text: text, path: path, syntax: syntax, document: ReactantDocument(tree: syntax.tree, path: path),
            includingEditorFacts: includingEditorFacts)
    }

    /// The same from stages computed apart: the tree of `text`, the model read from it, and
    /// libxml2's reports on it, asked for last (the server computes the tree once per version for completion too, and
    /// runs libxml2 on another core meanwhile); `facts`, when the caller has them already
    /// (`--check`'s second pass), are not read again.
    package init(
        text: String, path: String, tree: XMLSyntaxTree, document: ReactantDocument, facts: DocumentFacts? = nil,
        wellFormedness: () -> [LibXML2Report]
    ) {
        self.path = path
        self.text = text
        self.document = document
        self.facts = facts ?? DocumentFacts(path: path, document: document)
        self.syntax = XMLDocumentSyntax(text: text, tree: tree, wellFormedness: wellFormedness())
    }

    private init(text: String, path: String, syntax: XMLDocumentSyntax) {
        self.init(text: text, path: path, syntax: syntax, document: ReactantDocument(tree: syntax.tree, path: path))
    }

    /// The same with the model read from `syntax` already (`DocumentAnalyzer` starts some
    /// checks on a large document's tree while its model is built).
    init(text: String, path: String, syntax: XMLDocumentSyntax, document: ReactantDocument, includingEditorFacts: Bool = true) {
        self.path = path
        self.text = text
        self.syntax = syntax
        self.document = document
        self.facts = DocumentFacts(path: path, document: document, includingEditorFacts: includingEditorFacts)
    }
}
