import LanguageServerProtocol
import XMLSyntax

/// The syntax tree of the latest version of each document completion was asked about, so
/// that several completions of one version (re-asked while a list is incomplete, or at other
/// positions) parse it once.
actor CompletionTreeCache {
    private struct Entry {
        let version: Int
        let text: String
        let tree: XMLSyntaxTree
    }

    /// More documents than this and the cache starts over: it holds what is being typed in.
    private let capacity: Int
    private var entries: [DocumentURI: Entry] = [:]

    init(capacity: Int = 16) {
        self.capacity = capacity
    }

    /// The tree of `document`'s text, parsed now unless this version was parsed before.
    /// The text is compared too (cheaply: a snapshot's text is shared, not copied), since a
    /// document reopened after closing may reuse a version number.
    func tree(for document: DocumentSnapshot) -> XMLSyntaxTree {
        if let entry = entries[document.uri], entry.version == document.version, entry.text == document.text {
            return entry.tree
        }
        let tree = XMLSyntaxTree.parse(document.text)
        if entries[document.uri] == nil, entries.count >= capacity { entries.removeAll() }
        entries[document.uri] = Entry(version: document.version, text: document.text, tree: tree)
        return tree
    }

    func forget(_ uri: DocumentURI) {
        entries.removeValue(forKey: uri)
    }
}
