import Foundation
import Support
import XMLSyntax

/// The work done once per version of an open document, shared by every feature that reads
/// that version: the syntax tree (all completion needs) and the prepared document (what the
/// analysis needs), which reuses the tree. A caller asking while another computes a stage
/// waits for that result instead of repeating it, so a completion and the diagnostics of one
/// version parse it once between them.
final class VersionPreparation: Sendable {
    let text: String
    let path: String
    private let tree = ComputedOnce<XMLSyntaxTree>()
    private let prepared = ComputedOnce<PreparedDocument>()
    /// The latest earlier version whose tree was read, until this version's tree is: a
    /// keystroke's tree is that one with the edited tag or text re-read (`IncrementalParse`).
    private let base: LockedValue<(text: String, tree: XMLSyntaxTree)?>

    /// - Parameter previous: the document's preparation this version replaces, if any.
    init(text: String, path: String, previous: VersionPreparation? = nil) {
        self.text = text
        self.path = path
        // Only the one base is kept, never a chain of versions.
        if let previous {
            self.base = LockedValue(previous.tree.finishedValue.map { (previous.text, $0) } ?? previous.base.value)
        } else {
            self.base = LockedValue(nil)
        }
    }

    /// The tolerant syntax tree of the text.
    var syntaxTree: XMLSyntaxTree {
        tree.value {
            guard let (baseText, baseTree) = base.value else { return XMLSyntaxTree.parse(text) }
            let parsed = IncrementalParse.parse(text, reusing: baseTree, of: baseText)
            // Freeing the base tree (tens of thousands of values in a long document) is not left
            // to the completion waiting for this tree.
            BackgroundRelease.release(base.take())
            return parsed
        }
    }

    /// The text prepared for analysis.
    var preparedDocument: PreparedDocument {
        prepared.value {
            // libxml2 needs no tree: it runs on another core while the tree is scanned (here, or
            // by a completion of this version) and the document model is read from it.
            let text = text
            let wellFormedness = BackgroundResult { LibXML2WellFormedness.reports(for: Array(text.utf8)) }
            return PreparedDocument(text: text, path: path, tree: syntaxTree, wellFormedness: { wellFormedness.value })
        }
    }

    /// The prepared document if some caller has computed it; never waits, never computes.
    var preparedIfDone: PreparedDocument? { prepared.finishedValue }
}
