import Foundation

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

    init(text: String, path: String) {
        self.text = text
        self.path = path
    }

    /// The tolerant syntax tree of the text.
    var syntaxTree: XMLSyntaxTree {
        tree.value { XMLSyntaxTree.parse(text) }
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

/// A value computed at most once, by the first caller; callers arriving during the
/// computation wait for it.
final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
    private let computing = NSLock()  // held while the value is computed
    private let reading = NSLock()
    private var value: Value?  // guarded by `reading`, written only under `computing`

    func value(_ compute: () -> Value) -> Value {
        if let done = finishedValue { return done }
        return computing.withLock {
            if let done = finishedValue { return done }
            let computed = compute()
            reading.withLock { value = computed }
            return computed
        }
    }

    var finishedValue: Value? { reading.withLock { value } }
}
